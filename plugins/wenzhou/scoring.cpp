#include "scoring.hpp"

#include <algorithm>
#include <array>

#include "paipu/mahjong/payments.hpp"
#include "paipu/trick/basics.hpp"

namespace paipu::wenzhou {

namespace {

enum Fact : int { kWon, kSelfDrawn, kDealtIn, kCaishen, kValue, kDealer, kFactCount };

}  // namespace

int base_rate(int payer, int winner, const DealerState& d, const Rules& rules) {
  if (payer != d.seat && winner != d.seat) return 1;
  return rules.schedule[static_cast<std::size_t>(std::clamp(d.level, 1, 4) - 1)];
}

std::vector<FactSpec> fact_specs() {
  return {
      {"won", "won the hand", FactType::flag, "the seat that took the win"},
      {"tsumo", "won by self-draw", FactType::flag, "won on its own draw"},
      {"dealt_in", "dealt in", FactType::flag, "discarded the tile another seat won on"},
      {"caishen", "財神 held", FactType::amount, "財神 held at the end of the hand"},
      {"value", "value of the win", FactType::amount,
       "the winner's class, the factor each loser's rate is multiplied by: 1 軟牌, 2 硬牌, 4 双翻 "
       "(0 for the others)"},
      {"dealer", "dealt", FactType::flag, "was the dealer of the hand"},
  };
}

namespace {

// The rate between two seats as an item: the dealer's when either deals.
Item rate_item(ItemKind kind, int payer, int payee, const DealerState& d, const Rules& rules) {
  const bool dealer = payer == d.seat || payee == d.seat;
  return {kind, dealer ? "dealer rate" : "base", base_rate(payer, payee, d, rules)};
}

Item class_item(WinClass cls) {
  return {ItemKind::times, class_name(cls), static_cast<int>(cls)};
}

}  // namespace

std::vector<Payment> win_payments(int winner, WinClass cls, const std::string& reason,
                                  const DealerState& d, const Rules& rules, bool itemise) {
  return mahjong::every_loser_pays(
      winner, kSeats, reason,
      [&](int payer) {
        return std::vector<Item>{rate_item(ItemKind::base, payer, winner, d, rules),
                                 class_item(cls)};
      },
      itemise);
}

std::vector<Payment> caishen_payments(std::span<const int> held, int winner, WinClass cls,
                                      const DealerState& d, const Rules& rules, bool itemise) {
  std::array<int, kSeats> per{};
  const bool double_three = rules.money_scale == CaishenMoneyScale::double_three;
  for (int t = 0; t < kSeats && t < static_cast<int>(held.size()); ++t) {
    const int n = held[static_cast<std::size_t>(t)];
    // The option some servers play: a winner holding all three 財神 is paid twice for them.
    per[static_cast<std::size_t>(t)] = n * (double_three && t == winner && n == 3 ? 2 : 1);
  }
  if (rules.money_scale != CaishenMoneyScale::scaled)
    return mahjong::bonus_per_tile(per, rules.caishen_money, "財神銭", "財神", itemise);
  return mahjong::bonus_per_tile(
      per, rules.caishen_money, "財神銭", "財神", itemise, [&](int from, int to) {
        std::vector<Item> f{rate_item(ItemKind::times, from, to, d, rules)};
        if (winner >= 0) f.push_back(class_item(cls));
        return f;
      });
}

Settlement settle(const Round& round, const DealerState& d, bool itemise) {
  Settlement s;
  s.deltas.assign(kSeats, 0);
  std::array<int, kSeats> held{};
  std::string missing;
  for (int t = 0; t < kSeats; ++t) {
    held[static_cast<std::size_t>(t)] = round.caishen_held(t);
    if (held[static_cast<std::size_t>(t)] < 0)
      missing += (missing.empty() ? "" : ", ") + trick::seat_name(t);
  }
  if (!missing.empty()) {
    // 財神銭 cannot be reckoned: paying it as if the seat held none would be a silent error. The
    // note is written even when notes are off: the host reports it as the reason (R015).
    s.complete = false;
    s.notes.push_back("not settled: the 財神 of " + missing +
                      " are not shown (a `reveal` line, empty for none, would say)");
    return s;
  }
  s.complete = true;
  const Rules& rules = round.rules();
  const int w = round.winner();
  const Win* win = nullptr;
  for (const Win& x : round.wins())
    if (x.seat == w) win = &x;
  if (win != nullptr) {
    s.winners.push_back(w);
    const std::string reason = win->how == WinHow::ron      ? "ron"
                               : win->how == WinHow::robbed ? "チャンカン"
                                                            : "tsumo";
    s.payments = win_payments(w, win->value.cls, reason, d, rules, itemise);
    if (itemise)
      s.notes.push_back(trick::seat_name(w) + " wins " + class_name(win->value.cls) + " (" +
                        std::string(win->value.why) + ")");
    for (const Win& x : round.wins())
      if (x.seat != w && itemise)
        s.notes.push_back(trick::seat_name(x.seat) + "'s claim is bumped (頭ハネ)");
  } else if (itemise) {
    s.notes.push_back(std::string("drawn hand") + (round.kan_made() ? ", a kan was made" : ""));
  }
  auto money = caishen_payments(held, w, win != nullptr ? win->value.cls : WinClass::soft, d, rules,
                                itemise);
  s.payments.insert(s.payments.end(), money.begin(), money.end());
  s.deltas = net_deltas(s.payments, kSeats);
  constexpr auto kPerSeat = static_cast<std::size_t>(kFactCount);
  s.facts.assign(kPerSeat * kSeats, 0);
  for (int t = 0; t < kSeats; ++t) {
    long long* f = s.facts.data() + kPerSeat * static_cast<std::size_t>(t);
    f[kWon] = t == w ? 1 : 0;
    f[kSelfDrawn] = win != nullptr && t == w && win->how == WinHow::tsumo ? 1 : 0;
    f[kDealtIn] = win != nullptr && win->how != WinHow::tsumo && t == win->from ? 1 : 0;
    f[kCaishen] = held[static_cast<std::size_t>(t)];
    f[kValue] = win != nullptr && t == w ? static_cast<long long>(win->value.cls) : 0;
    f[kDealer] = t == d.seat ? 1 : 0;
  }
  return s;
}

DealerState next_dealer(int w, bool kan_made, const DealerState& d) {
  static constexpr mahjong::DealerRule kRule{mahjong::AfterOtherWin::next_seat, 4};
  return mahjong::next_dealership(d, w, !kan_made, kRule, kSeats);
}

}  // namespace paipu::wenzhou
