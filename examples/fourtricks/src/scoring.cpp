// Settlement: each other seat pays the hand's winner its tricks, doubled for a slam. Every payment
// is itemised ("tricks 4 × slam ×2") and the deltas sum to zero.
#include "fourtricks.hpp"

namespace fourtricks {

std::vector<paipu::FactSpec> fact_specs() {
  return {
      {"won", "won the hand", paipu::FactType::flag, "won the fourth trick"},
      {"tricks", "tricks taken", paipu::FactType::amount, "tricks won in the hand"},
      {"slam", "slam", paipu::FactType::flag, "took all four tricks"},
  };
}

paipu::Settlement settle(const HandResult& r, const Options& o, bool itemise) {
  paipu::Settlement s;
  s.complete = true;
  s.winners.assign(1, r.winner);
  const int taken = r.tricks[static_cast<std::size_t>(r.winner)];
  const bool slam = taken == kHandSize;
  s.facts.assign(static_cast<std::size_t>(kSeats * kFactCount), 0);
  for (int seat = 0; seat < kSeats; ++seat) {
    long long* f = s.facts.data() + seat * kFactCount;
    f[kFactWon] = seat == r.winner ? 1 : 0;
    f[kFactTricks] = r.tricks[static_cast<std::size_t>(seat)];
    f[kFactSlam] = seat == r.winner && slam ? 1 : 0;
  }
  for (int loser = 0; loser < kSeats; ++loser) {
    if (loser == r.winner) continue;
    // The winner took the fourth trick, so `taken` is at least 1: every payment is positive.
    paipu::Payment& p = s.payments.emplace_back(
        paipu::trick::payment(loser, r.winner, "to the winner", "tricks", taken, -1, itemise));
    if (slam && o.slam_bonus) paipu::trick::multiply(p, "slam", 2);
  }
  if (itemise && slam)
    s.notes.push_back(paipu::trick::seat_name(r.winner) + " took all four tricks" +
                      (o.slam_bonus ? ": a slam, paid double" : ""));
  s.deltas = paipu::net_deltas(s.payments, kSeats);
  return s;
}

}  // namespace fourtricks
