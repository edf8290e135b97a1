/// @file
/// Who deals the next hand: the dealer's streak level (温州麻雀's 2-4-6-8 rates) and the 本場
/// count (清一色東天紅's points per honba). Part of the mahjong kit (paipu/mahjong.hpp includes
/// every part).
#pragma once

#include <cstdint>

namespace paipu::mahjong {

/// Who deals and how long: the seat, its run of hands and the 本場 count.
struct Dealership {
  int seat = 0;   ///< the dealing seat
  int level = 1;  ///< hands this seat has dealt in a row, 1 for its first
  /// 本場: hands since a non-dealer last won (the dealer kept the deal or none won).
  int honba = 0;

  /// Field by field.
  friend bool operator==(const Dealership&, const Dealership&) = default;
};

/// Who deals after a hand another seat won.
enum class AfterOtherWin : std::uint8_t {
  next_seat,  ///< the dealer's right-hand neighbour deals (温州麻雀)
  winner,     ///< the winner deals (清一色東天紅)
};

/// How the deal passes from hand to hand.
struct DealerRule {
  AfterOtherWin after_other_win = AfterOtherWin::next_seat;  ///< who deals after another seat's win
  /// A dealer's win at this level passes the deal to the next seat (温州麻雀's 2018 rule: 4); 0 for
  /// no limit.
  int max_level = 0;
};

/// The dealership after a hand. `winner`: the seat the deal follows (the nearer winner of a double
/// ron), -1 for a drawn hand; `draw_keeps`: after a drawn hand, whether the dealer keeps the deal
/// (温州麻雀: nobody made a kan; 清一色東天紅: the dealer was ready). Keeping the deal raises the
/// level, except after a drawn hand, and adds a 本場; so does a drawn hand that passes it. A
/// non-dealer's win starts at level 1 and no 本場, and so does a deal passed at the level limit.
Dealership next_dealership(const Dealership& d, int winner, bool draw_keeps, const DealerRule& rule,
                           int seats);

}  // namespace paipu::mahjong
