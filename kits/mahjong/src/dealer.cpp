#include "paipu/mahjong/dealer.hpp"

namespace paipu::mahjong {

Dealership next_dealership(const Dealership& d, int winner, bool draw_keeps, const DealerRule& rule,
                           int seats) {
  const int next = (d.seat + 1) % seats;
  if (winner < 0)
    return draw_keeps ? Dealership{d.seat, d.level, d.honba + 1} : Dealership{next, 1, d.honba + 1};
  if (winner != d.seat)
    return {rule.after_other_win == AfterOtherWin::winner ? winner : next, 1, 0};
  if (rule.max_level > 0 && d.level >= rule.max_level) return {next, 1, 0};
  return {d.seat, d.level + 1, d.honba + 1};
}

}  // namespace paipu::mahjong
