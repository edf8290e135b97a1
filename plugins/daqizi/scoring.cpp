#include "scoring.hpp"

#include "paipu/trick.hpp"

namespace paipu::daqizi {

int base_points(int face_up) {
  return face_up == 0 ? 5 : 4 - face_up;
}

Settlement settle(const HandResult& r) {
  Settlement s;
  s.complete = true;
  s.winner = r.winner;
  const int w = r.winner;
  for (int l = 0; l < kSeats; ++l) {
    if (l == w) continue;
    const int n = r.face_up[static_cast<std::size_t>(l)];
    const int base = base_points(n);
    const std::string who = trick::seat_name(l);
    if (base == 0) {
      s.notes.push_back(who + " holds 4 face-up pieces: no payment");
      continue;
    }
    Payment p;
    if (base > 0) {
      p = trick::payment(l, w, "to the winner", n == 0 ? "no trick" : "base", base);
    } else {
      // [B]: 「支払いがマイナスになった場合…勝者がチップをその分渡します」
      p = trick::payment(w, l, "negative", "base", -base);
      s.notes.push_back(who + " holds " + std::to_string(n) + " face-up pieces: 4 − " +
                        std::to_string(n) + " = −" + std::to_string(-base) + ", so " +
                        trick::seat_name(w) + " pays " + who);
    }
    if (trick::with_dealer(w, l, r.dealer)) trick::multiply(p, "親倍数", r.multiplier);
    s.payments.push_back(std::move(p));
  }
  s.deltas = net_deltas(s.payments, kSeats);
  return s;
}

}  // namespace paipu::daqizi
