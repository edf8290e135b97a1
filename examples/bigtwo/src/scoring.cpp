// Settlement: each other seat pays the winner a point per card it still holds, doubled at 10 to 12
// cards and tripled at 13 (rule option `penalty`). Every payment is itemised ("cards 11 × 10 or
// more ×2") and the deltas sum to zero.
#include "bigtwo.hpp"

namespace bigtwo {

std::vector<paipu::FactSpec> fact_specs() {
  return {
      {"won", "won the hand", paipu::FactType::flag, "played its last card first"},
      {"cards_left", "cards left", paipu::FactType::count,
       "cards the seat still held when the hand ended (0 for the winner)"},
  };
}

int penalty_factor(int left, const Options& o) {
  if (o.penalty == Options::Penalty::flat) return 1;
  return left == kHandSize ? 3 : left >= 10 ? 2 : 1;
}

paipu::Settlement settle(const HandResult& r, const Options& o, bool itemise) {
  paipu::Settlement s;
  s.complete = true;
  s.winners.assign(1, r.winner);
  s.facts.assign(static_cast<std::size_t>(kSeats * kFactCount), 0);
  for (int seat = 0; seat < kSeats; ++seat) {
    long long* f = s.facts.data() + seat * kFactCount;
    const int left = r.cards_left[static_cast<std::size_t>(seat)];
    f[kFactWon] = seat == r.winner ? 1 : 0;
    f[kFactCardsLeft] = left;
    // Only the winner's hand is empty, so every payment is positive.
    if (seat == r.winner || left == 0) continue;
    paipu::Payment& p = s.payments.emplace_back(
        paipu::trick::payment(seat, r.winner, "cards left", "cards", left, -1, itemise));
    const int factor = penalty_factor(left, o);
    if (factor > 1) paipu::trick::multiply(p, left == kHandSize ? "all 13" : "10 or more", factor);
  }
  s.deltas = paipu::net_deltas(s.payments, kSeats);
  return s;
}

}  // namespace bigtwo
