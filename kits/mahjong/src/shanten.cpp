// Shanten with wilds: for each shape, the fewest tiles the hand misses, its wilds filling what
// they may.
//
// The standard shape reads the naturals part by part (each suit, each honour): for every number of
// melds m and pairs p, the fewest tiles the part misses to make exactly m melds and p pairs, each
// group holding at least one of its naturals, the naturals not grouped being discarded. Groups made
// of missing tiles alone cost 3 (a meld) or 2 (the pair) wherever they are, so they are added once
// at the end. A natural is put in a group wherever one of its kind is free: swapping it with a
// missing tile of the same kind in another group changes no count, so the search tries only five
// groups per lowest natural (the pair, the triplet, the three runs through it) and leaving it out.
// A suit's vector depends only on its nine counts, so suits of at most four copies a kind are kept
// in a table filled as they are met (deeper suits in a small cache a thread), and the honours'
// depend only on how many honours hold one, two, three or four copies (330 patterns, computed at
// once, with the groups of missing tiles already added).
//
// Speed (bench/mahjong_bench.cpp; docs/analysis.md has the figures): a hand is prepared once and
// changed a tile at a time, so a draw or a discard looks up one part; two parts combine sixteen
// bytes at once; the pair shapes count over the held kinds only.
#include "paipu/mahjong/shanten.hpp"

#include "kind_bytes.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstdint>
#include <cstring>
#include <unordered_map>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace paipu::mahjong {
namespace {

constexpr int kMaxMelds = 5;
// [pairs][melds], pairs 0 or 1, melds 0..7 of which 6 and 7 stay kNone: a half of eight bytes
// a pair count, so that combining two parts is a byte shift within 64-bit lanes (below).
constexpr int kSlots = 16;
constexpr std::uint8_t kNone = 15;  // no grouping; the most a part can miss is 11
struct alignas(16) Misses : std::array<std::uint8_t, kSlots> {};

constexpr int slot(int melds, int pairs) {
  return 8 * pairs + melds;
}

// The misses of a part's naturals from its lowest one on, by the groups that lowest natural may
// be in (or none), each choice's rest solved once: a suit of 14 tiles has few distinct rests.
class PartSearch {
 public:
  PartSearch(const std::uint8_t* counts, int len, bool runs) : len_(len), runs_(runs) {
    std::copy(counts, counts + len, c_.begin());
  }

  Misses run() { return solve(); }

 private:
  Misses solve() {
    int k = 0;
    while (k < len_ && c_[k] == 0) ++k;
    Misses out;
    out.fill(kNone);
    if (k == len_) {
      out[slot(0, 0)] = 0;
      return out;
    }
    std::uint64_t key = 0;
    for (int i = 0; i < len_; ++i) key = (key << 4U) | c_[i];
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    const int n = c_[k];
    // With this kind out of every group.
    c_[k] = 0;
    out = solve();
    c_[k] = static_cast<std::uint8_t>(n);
    const auto with = [&](int melds, int pairs, int missing) {
      const Misses rest = solve();
      for (int m = 0; m + melds <= kMaxMelds; ++m)
        for (int p = 0; p + pairs < 2; ++p) {
          if (rest[slot(m, p)] == kNone) continue;
          std::uint8_t& o = out[slot(m + melds, p + pairs)];
          o = static_cast<std::uint8_t>(std::min<int>(o, rest[slot(m, p)] + missing));
        }
    };
    const int pair = std::min(n, 2);
    c_[k] = static_cast<std::uint8_t>(n - pair);
    with(0, 1, 2 - pair);
    const int triplet = std::min(n, 3);
    c_[k] = static_cast<std::uint8_t>(n - triplet);
    with(1, 0, 3 - triplet);
    c_[k] = static_cast<std::uint8_t>(n);
    for (int pos = 0; runs_ && pos < 3; ++pos) {
      const int s = k - pos;
      if (s < 0 || s + 2 >= len_) continue;
      // Below the lowest natural every tile is missing; above it, a natural is used wherever
      // one is left.
      bool taken[3] = {false, false, false};
      int miss = 0;
      for (int i = 0; i < 3; ++i) {
        taken[i] = i == pos || (i > pos && c_[s + i] > 0);
        miss += taken[i] ? 0 : 1;
      }
      for (int i = 0; i < 3; ++i)
        if (taken[i]) --c_[s + i];
      with(1, 0, miss);
      for (int i = 0; i < 3; ++i)
        if (taken[i]) ++c_[s + i];
    }
    memo_.emplace(key, out);
    return out;
  }

  std::array<std::uint8_t, 9> c_{};
  int len_;
  bool runs_;
  std::unordered_map<std::uint64_t, Misses> memo_;
};

// The fewest misses of two parts together: three min-plus products of the melds' vectors (no pair
// with no pair, and the pair on either side), over every count up to kMaxMelds. kNone stays above
// any real count when added, so the loops need no branch, and sums are clamped back to kNone.
#if defined(__SSE2__)
// Sixteen bytes at once: for each count m1 of a's melds, b's vector shifted up by m1 melds
// (within each pair half, kNone shifted in) plus a's value, the least kept.
Misses combine(const Misses& a, const Misses& b) {
  constexpr std::uint64_t kLow = 0x0101010101010101ULL;
  constexpr std::uint64_t kNoneBytes = kLow * kNone;
  const __m128i vb = _mm_load_si128(reinterpret_cast<const __m128i*>(b.data()));
  const __m128i vb_no_pair = _mm_unpacklo_epi64(vb, vb);  // b's pairless half in both halves
  __m128i out = _mm_set1_epi8(static_cast<char>(kNone));
  for (int m1 = 0; m1 <= kMaxMelds; ++m1) {
    const __m128i shift = _mm_cvtsi32_si128(8 * m1);
    const auto below = static_cast<long long>(kNoneBytes & ((std::uint64_t{1} << (8 * m1)) - 1));
    const __m128i fill = _mm_set1_epi64x(below);
    const __m128i b_up = _mm_or_si128(_mm_sll_epi64(vb, shift), fill);
    const __m128i b_up_no_pair = _mm_or_si128(_mm_sll_epi64(vb_no_pair, shift), fill);
    // a without its pair against both halves of b; a with its pair against b's pairless half.
    const auto no_pair = static_cast<long long>(kLow * a[slot(m1, 0)]);
    const auto pair = static_cast<long long>(kLow * a[slot(m1, 1)]);
    const __m128i from_b = _mm_add_epi8(_mm_set1_epi64x(no_pair), b_up);
    const __m128i from_a =
        _mm_add_epi8(_mm_set_epi64x(pair, static_cast<long long>(kNoneBytes)), b_up_no_pair);
    out = _mm_min_epu8(out, _mm_min_epu8(from_b, from_a));
  }
  // Melds 6 and 7 of each half are past kMaxMelds.
  const __m128i unused = _mm_set1_epi64x(static_cast<long long>(kNoneBytes << 48U));
  Misses m;
  _mm_store_si128(reinterpret_cast<__m128i*>(m.data()), _mm_or_si128(out, unused));
  return m;
}
#else
Misses combine(const Misses& a, const Misses& b) {
  std::array<int, kSlots> o;
  o.fill(2 * kNone);
  for (int m1 = 0; m1 <= kMaxMelds; ++m1)
    for (int m2 = 0; m1 + m2 <= kMaxMelds; ++m2) {
      const int m = m1 + m2;
      o[slot(m, 0)] = std::min(o[slot(m, 0)], a[slot(m1, 0)] + b[slot(m2, 0)]);
      o[slot(m, 1)] = std::min(
          {o[slot(m, 1)], a[slot(m1, 1)] + b[slot(m2, 0)], a[slot(m1, 0)] + b[slot(m2, 1)]});
    }
  Misses out;
  for (int i = 0; i < kSlots; ++i) out[i] = static_cast<std::uint8_t>(std::min<int>(o[i], kNone));
  return out;
}
#endif

// A nibble a slot; never 0, as the unused slots hold kNone, so 0 marks a table entry not yet
// filled.
std::uint64_t pack(const Misses& m) {
  std::uint64_t v = 0;
  for (int i = 0; i < kSlots; ++i) v |= static_cast<std::uint64_t>(m[i]) << (4U * i);
  return v;
}

Misses unpack(std::uint64_t v) {
  Misses m;
#if defined(__SSE2__)
  const __m128i packed = _mm_cvtsi64_si128(static_cast<long long>(v));
  const __m128i low = _mm_set1_epi8(0x0F);
  const __m128i even = _mm_and_si128(packed, low);
  const __m128i odd = _mm_and_si128(_mm_srli_epi64(packed, 4), low);
  _mm_store_si128(reinterpret_cast<__m128i*>(m.data()), _mm_unpacklo_epi8(even, odd));
#else
  for (int i = 0; i < kSlots; ++i) m[i] = static_cast<std::uint8_t>((v >> (4U * i)) & 0xFU);
#endif
  return m;
}

// Filled as suits are met, relaxed: two threads meeting a suit together store the same word.
constexpr int kSuitPatterns = 1953125;  // 5^9
constexpr int kHonourPatterns = 4096;   // how many honours hold 1, 2, 3, 4 copies: 0..7 each
std::atomic<std::uint64_t> suit_table[kSuitPatterns];

// A suit holding five or more of a kind (清一色東天紅's 8-copy suit, a wild's face at 温州's
// ...): a small cache a thread, slots chosen by the counts' hash, a clash searched again.
Misses deep_suit_misses(const std::uint8_t* c) {
  struct Slot {
    std::uint64_t counts = ~std::uint64_t{0};
    std::uint64_t misses = 0;
  };
  constexpr std::size_t kCacheSlots = 4096;
  thread_local std::vector<Slot> cache(kCacheSlots);
  std::uint64_t counts = 0;
  for (int i = 0; i < 9; ++i) counts = (counts << 4U) | c[i];
  Slot& entry = cache[((counts * 0x9E3779B97F4A7C15ULL) >> 52U) % kCacheSlots];
  if (entry.counts != counts) {
    entry.counts = counts;
    entry.misses = pack(PartSearch(c, 9, true).run());
  }
  return unpack(entry.misses);
}

// A suit's nine counts read as a number in base 5, its table entry; -1 when a count is over 4.
// Eight counts at once: neighbours are paired, the pairs paired and so on, each step a multiply.
int suit_key(const std::uint8_t* c) {
  std::uint64_t w = 0;
  std::memcpy(&w, c, 8);
  constexpr std::uint64_t kLowSeven = 0x7F7F7F7F7F7F7F7FULL;
  constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;
  constexpr std::uint64_t kOverFour = 0x7B7B7B7B7B7B7B7BULL;  // 123: a count of 5 reaches 128
  if (((((w & kLowSeven) + kOverFour) | w) & kHighBits) != 0 || c[8] > 4) return -1;
  constexpr std::uint64_t kEvenBytes = 0x00FF00FF00FF00FFULL;
  constexpr std::uint64_t kEvenShorts = 0x0000FFFF0000FFFFULL;
  w = (w & kEvenBytes) + ((w >> 8U) & kEvenBytes) * 5;
  w = (w & kEvenShorts) + ((w >> 16U) & kEvenShorts) * 25;
  w = (w & 0xFFFFFFFFU) + (w >> 32U) * 625;
  return static_cast<int>(w) + c[8] * 390625;
}

Misses suit_misses(const std::uint8_t* c) {
  const int key = suit_key(c);
  if (key < 0) return deep_suit_misses(c);
  std::atomic<std::uint64_t>& entry = suit_table[key];
  std::uint64_t v = entry.load(std::memory_order_relaxed);
  if (v == 0) {
    v = pack(PartSearch(c, 9, true).run());
    entry.store(v, std::memory_order_relaxed);
  }
  return unpack(v);
}

// The fewest misses of a part when r melds and q pairs are still wanted, the groups it does not
// make being made of missing tiles alone: [slot(r, q)], never kNone (no group from the part costs
// 3r + 2q, at most 17).
using Filled = Misses;
Filled filled_with_blanks(const Misses& part) {
  std::array<int, kSlots> g{};
  Filled out;
  out.fill(kNone);
  for (int r = 0; r <= kMaxMelds; ++r)
    for (int q = 0; q < 2; ++q) {
      int best = part[slot(r, q)] == kNone ? kNoShanten : part[slot(r, q)];
      if (r > 0) best = std::min(best, g[slot(r - 1, q)] + 3);
      if (q > 0) best = std::min(best, g[slot(r, q - 1)] + 2);
      g[slot(r, q)] = best;
      out[slot(r, q)] = static_cast<std::uint8_t>(best);
    }
  return out;
}

// The honours' misses, filled with blanks: they depend only on how many honours hold one, two,
// three or four copies, 330 patterns computed at the first call.
Filled honours_filled(const std::uint8_t* c) {
  static const std::vector<Filled> table = [] {
    std::vector<Filled> t(kHonourPatterns);
    for (int key = 0; key < kHonourPatterns; ++key) {
      const std::array<int, 5> held{0, key & 7, (key >> 3) & 7, (key >> 6) & 7, (key >> 9) & 7};
      if (held[1] + held[2] + held[3] + held[4] > 7) continue;
      Misses all{};
      all.fill(kNone);
      all[slot(0, 0)] = 0;
      for (std::uint8_t copies = 1; copies <= 4; ++copies) {
        const Misses one = PartSearch(&copies, 1, false).run();
        for (int j = 0; j < held[copies]; ++j) all = combine(all, one);
      }
      t[static_cast<std::size_t>(key)] = filled_with_blanks(all);
    }
    return t;
  }();
  // A field of three bits a number of copies: adding 1 << 3 (n - 1) counts an honour of n.
  constexpr std::array<int, 5> kField{0, 1, 1 << 3, 1 << 6, 1 << 9};
  int key = 0;
  int over = 0;
  for (int i = 0; i < 7; ++i) {
    over |= c[i] > 4 ? 1 : 0;
    key += kField[std::min<int>(c[i], 4)];
  }
  if (over == 0) return table[static_cast<std::size_t>(key)];
  Misses all = PartSearch(c, 1, false).run();
  for (int j = 1; j < 7; ++j) all = combine(all, PartSearch(c + j, 1, false).run());
  return filled_with_blanks(all);
}

// A hand as the shapes count it, with each part's misses, kept up to date one tile at a time: a
// draw or a discard changes one part, so the effective tiles of a hand and the rows of a discard
// table look up one part each instead of the whole hand.
struct Prepared {
  Counts all{};       // the naturals, wilds of scope none at their face (国士無双 reads these)
  Counts naturals{};  // ... the outside kinds left out (every other shape reads these)
  int wilds = 0;      // wilds that may fill a shape (none in a game whose wilds have no scope)
  int held = 0;       // what the hand holds, every wild included
  int tiles = 0;  // what the shapes but 国士無双 may use: naturals less the outside, and wilds
  int size = 0;   // the complete size
  int melds = 0;  // declared
  // man, pin, sou, and the honours' Filled (below); left for prepare() to fill, as zeroing them
  // cost a tenth of a random hand's count
  std::array<Misses, 4> parts;
};

constexpr int part_of(Kind k) {
  return k / 9;
}

Misses part_misses(const Counts& naturals, int part) {
  return part < 3 ? suit_misses(naturals.data() + 9 * part)
                  : honours_filled(naturals.data() + kEast);
}

void change_natural(Prepared& h, Kind k, int n, const ShantenRules& rules) {
  add(h.all, k, n);
  h.held += n;
  if (rules.outside.contains(k)) return;
  add(h.naturals, k, n);
  h.tiles += n;
  h.parts[part_of(k)] = part_misses(h.naturals, part_of(k));
}

void change_wild(Prepared& h, int n, const ShantenRules& rules) {
  const WinRules& shapes = rules.shapes;
  if (shapes.wild_scope != WildScope::none) {
    h.held += n;
    h.wilds += n;
    h.tiles += n;
  } else if (shapes.wild_face < kKinds) {
    change_natural(h, shapes.wild_face, n, rules);  // a wild whose scope is its face alone
  } else {
    h.held += n;  // a wild of no kind: never of use
  }
}

// False when no shape counts a hand with these melds.
bool prepare(const Hand& hand, const ShantenRules& rules, Prepared& h) {
  const WinRules& shapes = rules.shapes;
  if (hand.melds < 0 || hand.melds > shapes.melds || shapes.melds > kMaxMelds || hand.wilds < 0)
    return false;
  h.melds = hand.melds;
  h.size = shapes.complete_size(hand.melds);
  h.all = hand.concealed;
  h.naturals = hand.concealed;
  h.held = total(hand.concealed);
  h.tiles = h.held;
  for (Kind k : rules.outside) {
    h.tiles -= h.naturals[k];
    h.naturals[k] = 0;
  }
  h.parts = {suit_misses(h.naturals.data()), suit_misses(h.naturals.data() + 9),
             suit_misses(h.naturals.data() + 18), honours_filled(h.naturals.data() + kEast)};
  change_wild(h, hand.wilds, rules);
  return true;
}

bool any_held(const Counts& c) {
  std::uint64_t w[4];
  std::memcpy(w, c.data(), sizeof(w));
  return (w[0] | w[1] | w[2] | w[3]) != 0 || c[32] != 0 || c[33] != 0;
}

// The kinds a wild may stand for (WinRules::wild_can_be), as bits.
std::uint64_t wild_kinds(const WinRules& rules) {
  constexpr std::uint64_t kAll = (std::uint64_t{1} << kKinds) - 1;
  constexpr std::uint64_t kHonours = kAll & ~((std::uint64_t{1} << kEast) - 1);
  std::uint64_t bits = rules.wild_face < kKinds ? std::uint64_t{1} << rules.wild_face : 0;
  if (rules.wild_scope == WildScope::any) bits |= kAll;
  if (rules.wild_scope == WildScope::honours) bits |= kHonours;
  return bits;
}

// What `wilds` can fill once the shape misses `fill` tiles they may be and `hard` they may not.
int needed(int hard, int fill, int wilds) {
  return hard + std::max(fill - wilds, 0);
}

// A part of no tile: nothing but zero melds and no pair (a part holding tiles can always pair its
// lowest one).
bool empty_part(const Misses& m) {
  return m[slot(0, 1)] == kNone;
}

Misses combine_parts(const Misses& a, const Misses& b) {
  if (empty_part(a)) return b;
  if (empty_part(b)) return a;
  return combine(a, b);
}

// The standard shape's pieces: the suits' misses together, and the honours' with the groups of
// missing tiles alone (which scope honours lets the wilds fill, and scope any too).
struct Standard {
  Misses suits;
  Filled honours;
};

Standard standard_of(const Prepared& h) {
  return {combine_parts(combine_parts(h.parts[0], h.parts[1]), h.parts[2]), h.parts[3]};
}

int standard_needed(const Standard& st, int melds, int wilds, WildScope scope) {
  int best = kNoShanten;
  for (int m = 0; m <= melds; ++m)
    for (int p = 0; p < 2; ++p) {
      const int s = st.suits[slot(m, p)];
      if (s == kNone) continue;
      const int rest = st.honours[slot(melds - m, 1 - p)];
      best = std::min(best, scope == WildScope::any ? s + rest : needed(s, rest, wilds));
    }
  return scope == WildScope::any ? needed(0, best, wilds) : best;
}

// `wildable`: the kinds a wild may stand for (wild_kinds), a byte each.
int pairs_needed(const Prepared& h, const WinRules& rules, const detail::KindBytes& wildable) {
  const int wanted = h.size / 2;
  const int odd = h.size % 2;
  int pairs = 0;         // pairs of naturals
  int suit_single = 0;   // naturals left alone whose pair no wild may complete
  int other_single = 0;  // ... which a wild may
  int kinds = 0;
  const detail::KindBytes counts = detail::KindBytes::of(h.naturals);
  if (!rules.distinct_pairs && rules.wild_scope != WildScope::honours) {
    // Only the number of pairs matters: a kind's count less its odd tile, halved.
    pairs = (h.tiles - h.wilds - counts.odd().sum()) / 2;
  } else {
    // Every kind at once (detail::KindBytes).
    const detail::KindBytes held = counts.ones();
    const detail::KindBytes two = counts.minus(held).ones();  // kinds held two or more times
    const bool distinct = rules.distinct_pairs;
    const detail::KindBytes alone = distinct ? held.minus(two) : counts.odd();
    pairs = distinct ? two.sum() : counts.half().sum();
    kinds = held.sum();
    other_single = (alone & wildable).sum();
    suit_single = alone.but_not(wildable).sum();
  }
  const int used = std::min(pairs, wanted);
  const int rest = wanted - used;
  if (rules.distinct_pairs) {
    // Pairs must be of different kinds: a kind held once makes one, an extra pair of naturals
    // beyond those wanted is a single too, and the rest are new kinds from missing tiles alone.
    if (rules.wild_scope == WildScope::honours) return kNoShanten;  // no such game: not counted
    const int singles = kinds - used;
    const int missing = h.size - (2 * used + std::min(singles, rest + odd));
    return rules.wild_scope == WildScope::any ? needed(0, missing, h.wilds) : missing;
  }
  // Pairs may repeat a kind. A pair beyond those wanted leaves nothing to complete (rest is 0).
  if (rules.wild_scope == WildScope::any || rules.wild_scope == WildScope::none) {
    const int singles = h.tiles - h.wilds - 2 * used;
    const int missing = h.size - (2 * used + std::min(singles, rest + odd));
    return needed(0, missing, rules.wild_scope == WildScope::any ? h.wilds : 0);
  }
  // Scope honours: a suit single completed costs a draw, an honour single or a pair of missing
  // honours may be the wilds'. The odd tile (a 17-tile all pairs) is any natural left.
  //
  // Of the `rest` pairs still wanted, y are made on honour singles or of missing honours (the
  // wilds' to fill) and rest - y on suit singles (a draw each). The count is convex in y: it falls
  // while the wilds cover what y adds, stays level, then rises as blank pairs cost two. So its
  // least is at one of the ends or the bends, which are tried instead of every y (a loop whose
  // length the branch predictor cannot guess; tests/mahjong_kit checks it against brute force).
  const int odd_fill = odd > 0 && h.tiles - h.wilds - 2 * used - rest <= 0 ? 1 : 0;
  const int fewest_y = std::max(rest - suit_single, 0);
  const auto count = [&](int y) {
    y = std::clamp(y, fewest_y, rest);
    const int honour = std::min(other_single, y);
    return needed(rest - y, honour + 2 * (y - honour) + odd_fill, h.wilds);
  };
  const int cross = (other_single + h.wilds - odd_fill) / 2;
  return std::min({count(fewest_y), count(rest), count(h.wilds - odd_fill), count(other_single),
                   count(cross), count(cross + 1)});
}

int orphans_needed(const Counts& naturals, int wilds, const WinRules& rules,
                   const detail::KindBytes& wildable_kinds) {
  // Every kind at once (detail::KindBytes).
  const detail::KindBytes need = detail::KindBytes::of(rules.orphans);
  const detail::KindBytes held = detail::KindBytes::of(naturals);
  const detail::KindBytes wildable =
      rules.wild_scope == WildScope::none ? detail::KindBytes{} : wildable_kinds;
  const detail::KindBytes in_set = need.nonzero();
  const detail::KindBytes missing = need.minus(held);
  // A natural beyond the set, of a kind in it, is the pair's second; else a wild may be.
  const bool extra = (held.minus(need) & in_set).any();
  const bool extra_fills = (in_set & wildable).any();
  int hard = missing.but_not(wildable).sum();
  int fill = (missing & wildable).sum();
  if (!extra) (extra_fills ? fill : hard) += 1;
  return needed(hard, fill, rules.wild_scope == WildScope::none ? 0 : wilds);
}

ShapeShanten evaluate(const Prepared& h, const Standard& st, const ShantenRules& rules) {
  ShapeShanten out;
  if (h.held != h.size && h.held + 1 != h.size) return out;
  const WinRules& shapes = rules.shapes;
  const auto shanten_of = [](int n) { return n >= kNoShanten ? kNoShanten : n - 1; };
  if (shapes.standard)
    out.standard =
        shanten_of(standard_needed(st, shapes.melds - h.melds, h.wilds, shapes.wild_scope));
  const bool orphans = h.melds == 0 && any_held(shapes.orphans);
  const bool pairs = shapes.all_pairs && h.melds == 0;
  const detail::KindBytes wildable =
      pairs || orphans ? detail::KindBytes::of_kinds(wild_kinds(shapes)) : detail::KindBytes{};
  if (pairs) out.all_pairs = shanten_of(pairs_needed(h, shapes, wildable));
  if (orphans) out.orphans = shanten_of(orphans_needed(h.all, h.wilds, shapes, wildable));
  if (shapes.wilds_win > 0 &&
      (rules.wilds_left < 0 || h.wilds + rules.wilds_left >= shapes.wilds_win))
    out.wilds_win = shanten_of(std::max(shapes.wilds_win - h.wilds, h.size - h.held));
  return out;
}

ShapeShanten evaluate(const Prepared& h, const ShantenRules& rules) {
  return evaluate(h, standard_of(h), rules);
}

// The effective tiles of a prepared hand one tile short of complete, whose shanten is `now`. A
// draw changes one part: the others' misses are combined once.
Effective effective_of(const Prepared& h, int now, const ShantenRules& rules) {
  Effective e;
  const Standard base = standard_of(h);
  std::array<Misses, 3> other_suits;
  for (int part = 0; part < 3; ++part)
    other_suits[part] = combine_parts(h.parts[(part + 1) % 3], h.parts[(part + 2) % 3]);
  for (Kind k = 0; k < kKinds; ++k) {
    if (rules.absent.contains(k)) continue;
    Prepared drawn = h;
    change_natural(drawn, k, 1, rules);
    Standard st = base;
    const int part = part_of(k);
    if (part < 3)
      st.suits = combine_parts(other_suits[part], drawn.parts[part]);
    else
      st.honours = drawn.parts[3];
    if (evaluate(drawn, st, rules).best() < now) e.kinds.insert(k);
  }
  if (rules.shapes.has_wilds()) {
    Prepared drawn = h;
    change_wild(drawn, 1, rules);
    e.wild = evaluate(drawn, rules).best() < now;
  }
  return e;
}

}  // namespace

int ShapeShanten::best() const {
  return std::min({standard, all_pairs, orphans, wilds_win});
}

ShapeShanten shanten_by_shape(const Hand& hand, const ShantenRules& rules) {
  Prepared h;
  if (!prepare(hand, rules, h)) return {};
  return evaluate(h, rules);
}

int shanten(const Hand& hand, const ShantenRules& rules) {
  return shanten_by_shape(hand, rules).best();
}

Effective effective_tiles(const Hand& hand, const ShantenRules& rules) {
  Prepared h;
  if (hand.tiles() + 1 != rules.shapes.complete_size(hand.melds) || !prepare(hand, rules, h))
    return {};
  return effective_of(h, evaluate(h, rules).best(), rules);
}

int copies_left(const Effective& effective, const Unseen& unseen) {
  int n = effective.wild ? unseen.wilds : 0;
  for (Kind k : effective.kinds) n += unseen.naturals[k];
  return n;
}

std::vector<DiscardRow> discard_table(const Hand& hand, const ShantenRules& rules,
                                      const Unseen& unseen) {
  std::vector<DiscardRow> rows;
  Prepared whole;
  if (hand.tiles() != rules.shapes.complete_size(hand.melds) || !prepare(hand, rules, whole))
    return rows;
  const auto row = [&](Kind discard, const Prepared& after) {
    DiscardRow r;
    r.discard = discard;
    r.shanten = evaluate(after, rules).best();
    r.effective = effective_of(after, r.shanten, rules);
    r.copies = copies_left(r.effective, unseen);
    rows.push_back(r);
  };
  for (Kind k = 0; k < kKinds; ++k) {
    if (hand.concealed[k] == 0) continue;
    Prepared after = whole;
    change_natural(after, k, -1, rules);
    row(k, after);
  }
  if (hand.wilds > 0) {
    Prepared after = whole;
    change_wild(after, -1, rules);
    row(kNoKind, after);
  }
  return rows;
}

}  // namespace paipu::mahjong
