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

bool rank_names(const Hands& hands, const Table& table, const std::vector<bool>& plain,
                KeyNames& names) {
  names.clear();
  const std::size_t kinds = plain.size();
  // A key is written for every position searched: the counts reuse one buffer a thread.
  thread_local std::vector<int> in_play;
  in_play.assign(kinds, 0);
  for (int s = 0; s < hands.seats(); ++s) {
    if (hands.unknown(s) > 0 || hands.anonymous_out(s) > 0) return false;
    const std::span<const int> counts = hands.known_counts(s);
    for (std::size_t k = 0; k < kinds && k < counts.size(); ++k) in_play[k] += counts[k];
  }
  // The open trick's pieces are still compared (a follower must beat its best, and 打天九's last
  // single asks whether a pad would have beaten the lead), so they keep their places too.
  if (table.trick_open())
    for (const Play& p : table.current().plays)
      for (const PieceId id : p.pieces) {
        if (id == kUnknownPiece || static_cast<std::size_t>(id) >= kinds) return false;
        ++in_play[id];
      }
  names.resize(kinds);
  std::size_t next = 0;  // the next name of the run: the run's first kind not yet given
  for (std::size_t k = 0; k < kinds; ++k) {
    names[k] = static_cast<PieceId>(k);
    if (!plain[k]) {
      next = k + 1;
      continue;
    }
    if (in_play[k] > 0) names[k] = static_cast<PieceId>(next++);
  }
  return true;
}

void put_key_pieces(std::string& key, std::span<const PieceId> pieces) {
  put_key_number(key, static_cast<long long>(pieces.size()));
  for (const PieceId p : pieces) put_key_number(key, p);
}

namespace {

void put_key_pieces(std::string& key, std::span<const PieceId> pieces, const KeyNames& names) {
  put_key_number(key, static_cast<long long>(pieces.size()));
  for (const PieceId p : pieces)
    put_key_number(key, static_cast<std::size_t>(p) < names.size() ? names[p] : p);
}

}  // namespace

void put_key_hands(std::string& key, const Hands& hands, const KeyNames& names) {
  bool unknown = false;
  for (int s = 0; s < hands.seats(); ++s) {
    put_key_number(key, hands.size(s));
    put_key_number(key, hands.unknown(s));
    put_key_number(key, hands.anonymous_out(s));
    unknown = unknown || hands.unknown(s) > 0;
    // The kinds held and how many of each: a hand holds a few of many kinds.
    std::span<const int> counts = hands.known_counts(s);
    thread_local std::vector<int> named;
    if (!names.empty()) {
      named.assign(counts.size(), 0);
      for (std::size_t p = 0; p < counts.size(); ++p)
        named[p < names.size() ? names[p] : p] += counts[p];
      counts = named;
    }
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

void put_key_table(std::string& key, const Table& table, const KeyNames& names) {
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
    put_key_pieces(key, p.pieces, names);
  }
}

void put_key_state(std::string& key, const Hands& hands, const Table& table, const Dealer& dealer,
                   const DealerRule& rule, const KeyNames& names) {
  put_key_number(key, dealer.seat);
  put_key_number(key, dealer.multiplier(rule));
  put_key_hands(key, hands, names);
  put_key_table(key, table, names);
}

}  // namespace paipu::trick
