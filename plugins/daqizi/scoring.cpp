#include "scoring.hpp"

#include "paipu/trick.hpp"

namespace paipu::daqizi {

int base_points(int face_up) {
  return face_up == 0 ? 5 : 4 - face_up;
}

std::vector<FactSpec> fact_specs() {
  return {
      {"won", "won the hand", FactType::flag, "won the last trick"},
      {"dealer", "dealt", FactType::flag, "was the dealer of the hand"},
      {"face_up", "face-up pieces", FactType::amount, "pieces kept face up from tricks won"},
      {"no_trick", "no trick", FactType::flag, "ended the hand with no face-up piece"},
  };
}

Settlement settle(const HandResult& r, bool itemise) {
  Settlement s;
  s.complete = true;
  s.winners.assign(1, r.winner);
  s.facts.assign(static_cast<std::size_t>(kSeats * kFactCount), 0);
  for (int seat = 0; seat < kSeats; ++seat) {
    long long* f = s.facts.data() + seat * kFactCount;
    const int n = r.face_up[static_cast<std::size_t>(seat)];
    f[kFactWon] = seat == r.winner ? 1 : 0;
    f[kFactDealer] = seat == r.dealer ? 1 : 0;
    f[kFactFaceUp] = n;
    f[kFactNoTrick] = n == 0 ? 1 : 0;
  }
  s.payments.reserve(kSeats - 1);
  const int w = r.winner;
  for (int l = 0; l < kSeats; ++l) {
    if (l == w) continue;
    const int n = r.face_up[static_cast<std::size_t>(l)];
    const int base = base_points(n);
    if (base == 0) {
      if (itemise) s.notes.push_back(trick::seat_name(l) + " holds 4 face-up pieces: no payment");
      continue;
    }
    // [B]: 「支払いがマイナスになった場合…勝者がチップをその分渡します」: a negative amount is
    // paid by the winner.
    Payment& p = s.payments.emplace_back(
        base > 0
            ? trick::payment(l, w, "to the winner", n == 0 ? "no trick" : "base", base, -1, itemise)
            : trick::payment(w, l, "negative", "base", -base, -1, itemise));
    if (base < 0 && itemise) {
      const std::string who = trick::seat_name(l);
      s.notes.push_back(who + " holds " + std::to_string(n) + " face-up pieces: 4 − " +
                        std::to_string(n) + " = −" + std::to_string(-base) + ", so " +
                        trick::seat_name(w) + " pays " + who);
    }
    if (trick::with_dealer(w, l, r.dealer)) trick::multiply(p, "親倍数", r.multiplier);
  }
  s.deltas = net_deltas(s.payments, kSeats);
  return s;
}

}  // namespace paipu::daqizi
