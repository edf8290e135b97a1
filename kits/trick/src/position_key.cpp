#include "paipu/trick/position_key.hpp"

#include <algorithm>

namespace paipu::trick {

void put_key_number(std::string& key, long long n) {
  // Zig-zag, so that small negative numbers stay short too.
  auto u = (static_cast<unsigned long long>(n) << 1) ^ static_cast<unsigned long long>(n >> 63);
  while (u >= 0x80) {
    key += static_cast<char>((u & 0x7f) | 0x80);
    u >>= 7;
  }
  key += static_cast<char>(u);
}

void put_key_pieces(std::string& key, std::span<const PieceId> pieces) {
  put_key_number(key, static_cast<long long>(pieces.size()));
  for (const PieceId p : pieces) put_key_number(key, p);
}

void put_key_hands(std::string& key, const Hands& hands) {
  bool unknown = false;
  for (int s = 0; s < hands.seats(); ++s) {
    put_key_number(key, hands.size(s));
    put_key_number(key, hands.unknown(s));
    put_key_number(key, hands.anonymous_out(s));
    unknown = unknown || hands.unknown(s) > 0;
    // The kinds held and how many of each: a hand holds a few of many kinds.
    const std::span<const int> counts = hands.known_counts(s);
    put_key_number(key, std::count_if(counts.begin(), counts.end(), [](int n) { return n > 0; }));
    for (std::size_t p = 0; p < counts.size(); ++p) {
      if (counts[p] == 0) continue;
      put_key_number(key, static_cast<long long>(p));
      put_key_number(key, counts[p]);
    }
  }
  // An unknown slot may stand for any copy nobody has been seen with: then what has been seen
  // decides what the hands may still play.
  if (unknown) {
    const auto kinds = static_cast<PieceId>(hands.known_counts(0).size());
    for (PieceId p = 0; p < kinds; ++p) put_key_number(key, hands.unseen(p));
  }
}

void put_key_table(std::string& key, const Table& table) {
  put_key_number(key, table.to_move());
  put_key_number(key, table.trick_number());
  for (const int w : table.won()) put_key_number(key, w);
  if (!table.trick_open()) {
    put_key_number(key, -1);
    return;
  }
  const Trick& t = table.current();
  put_key_number(key, t.leader);
  put_key_number(key, t.last ? 1 : 0);
  put_key_number(key, t.best);
  put_key_number(key, static_cast<long long>(t.plays.size()));
  for (const Play& p : t.plays) {
    put_key_number(key, p.seat);
    put_key_number(key, p.face_up ? 1 : 0);
    put_key_number(key, p.kind);
    put_key_number(key, p.strength);
    put_key_pieces(key, p.pieces);
  }
}

void put_key_state(std::string& key, const Hands& hands, const Table& table, const Dealer& dealer,
                   const DealerRule& rule) {
  put_key_number(key, dealer.seat);
  put_key_number(key, dealer.multiplier(rule));
  put_key_hands(key, hands);
  put_key_table(key, table);
}

}  // namespace paipu::trick
