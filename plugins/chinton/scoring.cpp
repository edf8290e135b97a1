#include "scoring.hpp"

#include <algorithm>
#include <array>

#include "paipu/mahjong/payments.hpp"
#include "paipu/trick/basics.hpp"

namespace paipu::chinton {

namespace {

enum Fact : int {
  kWon,
  kSelfDrawn,
  kDealtIn,
  kRiichiFact,
  kGari,
  kYakuman,
  kValue,
  kDealer,
  kFactCount
};

constexpr long long kChombo = 20;

const char* how_text(WinHow how) {
  switch (how) {
    case WinHow::ron:
      return "ron";
    case WinHow::tsumo:
      return "tsumo";
    case WinHow::robbed:
      return "槍槓";
    case WinHow::pulled:
      return "ron on a ガリ";
  }
  return "ron";
}

// What the win's payments miss, or "" when the record shows it all.
std::string missing_for(const Round& r, const Win& w) {
  if (static_cast<int>(r.indicators().size()) < r.indicators_due())
    return "the win is not scored: " + std::to_string(r.indicators_due()) +
           " indicators were turned and the record shows " + std::to_string(r.indicators().size());
  if (r.seat(w.seat).riichi.kind != RiichiKind::none && r.ura_tiles().empty())
    return "the win is not scored: a riichi win turns the ura (an `ura` line)";
  return {};
}

}  // namespace

std::vector<FactSpec> fact_specs() {
  return {
      {"won", "won the hand", FactType::flag, "the seat that took the win (both, in a double ron)"},
      {"tsumo", "won by tsumo", FactType::flag, "won on its own draw"},
      {"dealt_in", "dealt in", FactType::flag, "discarded (or added, or pulled) the winning tile"},
      {"riichi", "riichi", FactType::flag, "declared riichi or open riichi"},
      {"gari", "ガリ pulled", FactType::amount, "ガリ the seat pulled"},
      {"yakuman", "yakuman", FactType::amount, "yakuman units of the seat's win"},
      {"value", "value of the win", FactType::amount,
       "the winner's total by the club's table, 本場 included: what a ron's discarder pays, and "
       "each of the other two by tsumo (0 for the others)"},
      {"dealer", "dealt", FactType::flag, "was the dealer of the hand"},
  };
}

Settlement settle(const Round& r, const HandSetup& setup, bool itemise) {
  Settlement s;
  s.deltas.assign(kSeats, 0);
  std::array<std::array<long long, kFactCount>, kSeats> facts{};
  for (int t = 0; t < kSeats; ++t) {
    const Seat& st = r.seat(t);
    facts[static_cast<std::size_t>(t)][kRiichiFact] = st.riichi.kind != RiichiKind::none ? 1 : 0;
    facts[static_cast<std::size_t>(t)][kGari] = static_cast<long long>(
        std::count_if(st.pulled.begin(), st.pulled.end(),
                      [](const mahjong::Tile& g) { return is_gari(g.kind); }));
    facts[static_cast<std::size_t>(t)][kDealer] = t == setup.dealer.seat ? 1 : 0;
  }
  if (r.chombo_seat() >= 0) {
    s.payments = mahjong::penalty_to_each(r.chombo_seat(), kSeats, kChombo, "チョンボ", itemise);
  } else if (r.drawn_end()) {
    if (itemise && r.live_left() < 0)
      s.notes.push_back(
          "the live wall's size is unknown (no LiveWall tag or live_wall): the hand is taken as "
          "drawn where the record says (A-24)");
    std::array<bool, kSeats> ready{};
    for (int t = 0; t < kSeats; ++t) {
      const int rd = r.ready_at_end(t);
      if (rd < 0) {
        s.notes.push_back("the drawn hand is not settled: " + trick::seat_name(t) +
                          "'s hand is not known (a `reveal` line says whether it is ready)");
        return s;
      }
      ready[static_cast<std::size_t>(t)] = rd == 1;
    }
    const auto n = std::count(ready.begin(), ready.end(), true);
    if (n > 0 && n < kSeats) {
      const long long per_pair =
          r.rules().noten_per_noten ? r.rules().noten_penalty / n : r.rules().noten_penalty / 2;
      s.payments = mahjong::not_ready_pay_ready(ready, per_pair, "不聴罰符", itemise);
    }
  } else {
    for (std::size_t i = 0; i < r.wins().size(); ++i) {
      const Win& w = r.wins()[i];
      if (std::string m = missing_for(r, w); !m.empty()) {
        s.notes.push_back(m);
        return s;
      }
      const WinValue v = r.value_of(w, i == 0 ? setup.dealer.honba : 0);
      s.winners.push_back(w.seat);
      auto& f = facts[static_cast<std::size_t>(w.seat)];
      f[kWon] = 1;
      f[kSelfDrawn] = w.how == WinHow::tsumo ? 1 : 0;
      f[kYakuman] = v.yakuman;
      f[kValue] = v.total;
      std::vector<Item> items = v.items;
      if (!itemise) items = {{ItemKind::base, "total", v.total}};
      std::vector<Payment> p;
      if (w.how == WinHow::tsumo) {
        p = mahjong::every_loser_pays(
            w.seat, kSeats, how_text(w.how), [&](int) { return items; }, itemise);
      } else {
        facts[static_cast<std::size_t>(w.from)][kDealtIn] = 1;
        p = mahjong::discarder_pays(w.seat, w.from, how_text(w.how), items, itemise);
      }
      s.payments.insert(s.payments.end(), p.begin(), p.end());
      if (itemise && !v.reading.empty())
        s.notes.push_back(trick::seat_name(w.seat) + ": " + v.reading);
    }
  }
  s.complete = true;
  s.deltas = net_deltas(s.payments, kSeats);
  for (const auto& f : facts) s.facts.insert(s.facts.end(), f.begin(), f.end());
  return s;
}

mahjong::Dealership next_dealership(const Round& r, const mahjong::Dealership& d,
                                    const Rules& rules) {
  if (r.chombo_seat() >= 0) return d;
  const int winner = r.wins().empty() ? -1 : r.wins().front().seat;
  const bool keeps = rules.dealer_stays_after_draw || r.ready_at_end(d.seat) == 1;
  return mahjong::next_dealership(d, winner, keeps,
                                  mahjong::DealerRule{mahjong::AfterOtherWin::winner, 0}, kSeats);
}

}  // namespace paipu::chinton
