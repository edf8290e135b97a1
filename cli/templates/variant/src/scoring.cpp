// Settlement. TODO: your game's payments. Keep it zero-sum (net_deltas of payments is) and
// itemised: each payment's items evaluate, left to right, to its amount ("tricks 2 × stake ×3").
#include "mygame.hpp"

namespace mygame {

std::vector<paipu::FactSpec> fact_specs() {
  return {
      {"won", "won the hand", paipu::FactType::flag, "won the last trick"},
      {"tricks", "tricks taken", paipu::FactType::amount, "tricks won in the hand"},
  };
}

paipu::Settlement settle(const HandResult& r, const Options& o, bool itemise) {
  paipu::Settlement s;
  s.complete = true;
  s.winners.assign(1, r.winner);
  s.facts.assign(static_cast<std::size_t>(kSeats * kFactCount), 0);
  for (int seat = 0; seat < kSeats; ++seat) {
    long long* f = s.facts.data() + seat * kFactCount;
    f[kFactWon] = seat == r.winner ? 1 : 0;
    f[kFactTricks] = r.tricks[static_cast<std::size_t>(seat)];
  }
  const int taken = r.tricks[static_cast<std::size_t>(r.winner)];  // at least the last trick
  for (int loser = 0; loser < kSeats; ++loser) {
    if (loser == r.winner) continue;
    paipu::Payment& p = s.payments.emplace_back(
        paipu::trick::payment(loser, r.winner, "to the winner", "tricks", taken, -1, itemise));
    if (o.stake != 1) paipu::trick::multiply(p, "stake", o.stake);
  }
  s.deltas = paipu::net_deltas(s.payments, kSeats);
  return s;
}

}  // namespace mygame
