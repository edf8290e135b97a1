#include "paipu/trick/position_key.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

namespace paipu::trick {

void detail::put_key_long(std::string& key, unsigned long long u) {
  while (u >= 0x80) {
    key += static_cast<char>((u & 0x7f) | 0x80);
    u >>= 7;
  }
  key += static_cast<char>(u);
}

namespace {

// Counts per kind on the stack where they fit (every game here has fewer than 64 kinds), so that
// writing a key allocates nothing and reads no thread_local (which, in a plugin, is a call).
class KindCounts {
 public:
  explicit KindCounts(std::size_t kinds) : size_(kinds) {
    if (kinds > kInline) spill_.resize(kinds);
    std::fill_n(data(), kinds, 0);
  }
  int* data() { return size_ > kInline ? spill_.data() : inline_.data(); }
  std::span<const int> span() { return {data(), size_}; }

 private:
  static constexpr std::size_t kInline = 64;
  std::size_t size_;
  std::array<int, kInline> inline_;
  std::vector<int> spill_;
};

}  // namespace

bool rank_names(const Hands& hands, const Table& table, const std::vector<bool>& plain,
                KeyNames& names) {
  names.clear();
  const std::size_t kinds = plain.size();
  KindCounts counted(kinds);
  int* const in_play = counted.data();
  for (int s = 0; s < hands.seats(); ++s) {
    if (hands.unknown(s) > 0 || hands.anonymous_out(s) > 0) return false;
    const std::span<const int> counts = hands.known_counts(s);
    const std::size_t n = std::min(kinds, counts.size());  // one bound, so the loop vectorises
    for (std::size_t k = 0; k < n; ++k) in_play[k] += counts[k];
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
  PieceId* const name = names.data();
  std::size_t next = 0;      // the next name of the run: the run's first kind not yet given
  auto bit = plain.begin();  // one iterator: an index into vector<bool> recomputes its word
  for (std::size_t k = 0; k < kinds; ++k, ++bit) {
    name[k] = static_cast<PieceId>(k);
    if (!*bit) {
      next = k + 1;
      continue;
    }
    if (in_play[k] > 0) name[k] = static_cast<PieceId>(next++);
  }
  return true;
}

void put_key_pieces(std::string& key, std::span<const PieceId> pieces) {
  put_key_number(key, static_cast<long long>(pieces.size()));
  for (const PieceId p : pieces) put_key_number(key, p);
}

namespace {

// A key's bytes gathered on the stack and appended at once (std::string checks its capacity at
// every push_back), the same bytes put_key_number writes.
class KeyBytes {
 public:
  explicit KeyBytes(std::string& key) : key_(key) {}
  KeyBytes(const KeyBytes&) = delete;
  KeyBytes& operator=(const KeyBytes&) = delete;
  ~KeyBytes() { flush(); }
  void number(long long n) {
    if (n_ + kLongest > sizeof(buf_)) flush();
    auto u = (static_cast<unsigned long long>(n) << 1) ^ static_cast<unsigned long long>(n >> 63);
    while (u >= 0x80) {
      buf_[n_++] = static_cast<char>((u & 0x7f) | 0x80);
      u >>= 7;
    }
    buf_[n_++] = static_cast<char>(u);
  }
  void flush() {
    key_.append(buf_, n_);
    n_ = 0;
  }

 private:
  static constexpr std::size_t kLongest = 10;  // 64 bits, seven a byte
  std::string& key_;
  std::size_t n_ = 0;
  char buf_[256];
};

}  // namespace

void put_key_hands(std::string& key, const Hands& hands, const KeyNames& names) {
  KeyBytes out(key);
  bool unknown = false;
  const std::size_t kinds = hands.known_counts(0).size();
  // The counts under their key names, made once for every seat and cleared as they are written.
  KindCounts named(names.empty() ? 0 : kinds);
  for (int s = 0; s < hands.seats(); ++s) {
    out.number(hands.size(s));
    out.number(hands.unknown(s));
    out.number(hands.anonymous_out(s));
    unknown = unknown || hands.unknown(s) > 0;
    // The kinds held and how many of each: a hand holds a few of many kinds. With up to 64
    // kinds, the names held are the bits of a word, read in order: a seat costs a pass over its
    // counts and a step per name held, where counting and writing took three passes.
    const std::span<const int> counts = hands.known_counts(s);
    if (kinds <= 64 && (names.empty() || names.size() >= kinds)) {
      std::uint64_t held = 0;
      int* const to = names.empty() ? nullptr : named.data();
      for (std::size_t p = 0; p < kinds; ++p) {
        if (counts[p] == 0) continue;
        const std::size_t n = to ? names[p] : p;
        held |= std::uint64_t{1} << n;
        if (to) to[n] += counts[p];
      }
      out.number(std::popcount(held));
      for (; held != 0; held &= held - 1) {
        const auto n = static_cast<std::size_t>(std::countr_zero(held));
        out.number(static_cast<long long>(n));
        out.number(to ? std::exchange(to[n], 0) : counts[n]);
      }
      continue;
    }
    std::span<const int> by_name = counts;
    if (!names.empty()) {
      int* const to = named.data();
      std::fill_n(to, kinds, 0);
      for (std::size_t p = 0; p < kinds; ++p) to[p < names.size() ? names[p] : p] += counts[p];
      by_name = named.span();
    }
    out.number(std::count_if(by_name.begin(), by_name.end(), [](int n) { return n > 0; }));
    for (std::size_t p = 0; p < by_name.size(); ++p) {
      if (by_name[p] == 0) continue;
      out.number(static_cast<long long>(p));
      out.number(by_name[p]);
    }
  }
  // An unknown slot may stand for any copy nobody has been seen with: then what has been seen
  // decides what the hands may still play.
  if (unknown)
    for (PieceId p = 0; p < static_cast<PieceId>(kinds); ++p) out.number(hands.unseen(p));
}

void put_key_table(std::string& key, const Table& table, const KeyNames& names) {
  KeyBytes out(key);
  out.number(table.to_move());
  out.number(table.trick_number());
  for (const int w : table.won()) out.number(w);
  if (!table.trick_open()) {
    out.number(-1);
    return;
  }
  const Trick& t = table.current();
  out.number(t.leader);
  out.number(t.last ? 1 : 0);
  out.number(t.best);
  out.number(static_cast<long long>(t.plays.size()));
  for (const Play& p : t.plays) {
    out.number(p.seat);
    out.number(p.face_up ? 1 : 0);
    out.number(p.kind);
    out.number(p.strength);
    // The pieces, their number first, each by its key name.
    out.number(static_cast<long long>(p.pieces.size()));
    for (const PieceId id : p.pieces)
      out.number(static_cast<std::size_t>(id) < names.size() ? names[id] : id);
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
