// shanten() and effective_tiles() against the brute force of shanten_brute.hpp (the kit's own win
// check over every choice of tiles kept), on random hands of 温州麻雀 (16 and 17 tiles, 財神 of
// scope any, 八対, three 財神) and 清一色東天紅 (13 and 14 tiles in the 8-copy flush wall, 白 for
// honours, ガリ outside every shape but 国士無双), with 0..3 wilds and 0..2 declared melds; and
// standard 13-tile hands with hand-checked values.
//
// PAIPU_SHANTEN_HANDS sets the hands per variant (below). Half the hands are a complete hand
// with 1..4 tiles changed at random, the others drawn from the wall, so that near-ready hands,
// where the shapes compete, are well represented.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <sstream>
#include <vector>

#include "ara_shanten_cases.hpp"
#include "hand_text.hpp"
#include "rules.hpp"
#include "shanten_brute.hpp"

namespace {

using namespace mjtest;

// The brute force costs about 0.1 ms a 温州 hand and 0.3 ms a 清一色東天紅 hand in Release, and
// some 30 times more in the sanitizer build (Debug): the full 100,000 a variant is asked for by
// PAIPU_SHANTEN_HANDS=100000.
#if defined(MJTEST_SANITIZED)
constexpr int kDefaultHands = 1000;
#else
constexpr int kDefaultHands = 25000;
#endif

// The discard tables checked a variant (0.1-0.2 s in Release).
#if defined(MJTEST_SANITIZED)
constexpr int kTableHands = 200;
#else
constexpr int kTableHands = 2000;
#endif

int hands_per_variant() {
  const char* env = std::getenv("PAIPU_SHANTEN_HANDS");
  return env != nullptr && std::atoi(env) > 0 ? std::atoi(env) : kDefaultHands;
}

struct Variant {
  ShantenRules rules;
  CopyLimits limits{};  // naturals of the set (wilds apart)
  int wilds_in_set = 0;
};

Variant wenzhou_variant() {
  Variant v;
  const Kind face = kind_of(Suit::pin, 5);  // the 財神: 5p, whose natural copies are the 白
  v.rules.shapes = wenzhou(face);
  v.rules.absent.insert(kWhite);
  v.limits = uniform_limits(4);
  v.limits[kWhite] = 0;
  v.wilds_in_set = 3;  // the indicator's three other copies
  return v;
}

Variant chinton_variant() {
  Variant v;
  v.rules.shapes = chinton(Suit::pin);
  v.limits = flush_wall_limits(Suit::pin);
  v.limits[kWhite] = 0;
  for (Kind k = 0; k < kKinds; ++k)
    if (v.limits[k] == 0) v.rules.absent.insert(k);
  for (Kind k : {kind_of(Suit::man, 1), kind_of(Suit::man, 9), kNorth}) v.rules.outside.insert(k);
  v.wilds_in_set = 4;  // the four 白
  return v;
}

class Dealer {
 public:
  Dealer(const Variant& v, std::uint32_t seed) : v_(v), rng_(seed) {}

  Hand deal(int melds, int wilds, bool short_by_one) {
    const int size = v_.rules.shapes.complete_size(melds) - (short_by_one ? 1 : 0);
    Hand h;
    h.melds = melds;
    h.wilds = wilds;
    Counts left = v_.limits;
    if (pick(2) == 0) {
      // A complete hand of naturals, then some of its tiles changed.
      grow(h, left, v_.rules.shapes.complete_size(melds) - wilds, melds);
      const int changes = 1 + pick(4);
      for (int i = 0; i < changes; ++i) {
        remove_any(h, left);
        add_any(h, left);
      }
    }
    while (h.tiles() < size) add_any(h, left);
    while (h.tiles() > size) remove_any(h, left);
    return h;
  }

 private:
  int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  void grow(Hand& h, Counts& left, int naturals, int melds) {
    int placed = 0;
    for (int tries = 0; tries < 200 && placed + 2 <= naturals; ++tries) {
      const bool pair = placed == 0 || (naturals - placed) % 3 != 0;
      const auto k = static_cast<Kind>(pick(kKinds));
      const bool run = !pair && is_suited(k) && number_of(k) <= 7 && pick(2) == 0;
      Kind kinds[3] = {k, pair || !run ? k : static_cast<Kind>(k + 1),
                       run ? static_cast<Kind>(k + 2) : k};
      const int n = pair ? 2 : 3;
      Counts need{};
      for (int i = 0; i < n; ++i) add(need, kinds[i]);
      bool fits = placed + n <= naturals;
      for (Kind x = 0; x < kKinds && fits; ++x) fits = need[x] <= left[x];
      if (!fits) continue;
      for (int i = 0; i < n; ++i) {
        add(h.concealed, kinds[i]);
        add(left, kinds[i], -1);
      }
      placed += n;
    }
    (void)melds;
  }

  void add_any(Hand& h, Counts& left) {
    std::vector<Kind> pool;
    for (Kind k = 0; k < kKinds; ++k)
      for (int c = 0; c < left[k]; ++c) pool.push_back(k);
    const Kind k = pool[static_cast<std::size_t>(pick(static_cast<int>(pool.size())))];
    add(h.concealed, k);
    add(left, k, -1);
  }

  void remove_any(Hand& h, Counts& left) {
    std::vector<Kind> held;
    for (Kind k = 0; k < kKinds; ++k)
      for (int c = 0; c < h.concealed[k]; ++c) held.push_back(k);
    if (held.empty()) return;
    const Kind k = held[static_cast<std::size_t>(pick(static_cast<int>(held.size())))];
    add(h.concealed, k, -1);
    add(left, k);
  }

  const Variant& v_;
  std::mt19937 rng_;
};

std::string describe(const Hand& h) {
  std::string out;
  for (Kind k = 0; k < kKinds; ++k)
    for (int c = 0; c < h.concealed[k]; ++c) out += name(k);
  for (int i = 0; i < h.wilds; ++i) out += '*';
  return out + " melds " + std::to_string(h.melds);
}

void cross_check(const Variant& v, std::uint32_t seed, const char* label) {
  const int count = hands_per_variant();
  Dealer dealer(v, seed);
  std::mt19937 rng(seed + 1);
  const auto start = std::chrono::steady_clock::now();
  int mismatches = 0;
  std::array<int, 12> by_shanten{};
  for (int i = 0; i < count && mismatches < 10; ++i) {
    const int wilds = i % 4;
    const int melds = (i / 4) % 3;
    const bool short_by_one = (i / 12) % 2 == 0;
    Variant limited = v;
    // The 三財神 shape counts only with enough 財神 left to draw: vary what is left.
    limited.rules.wilds_left = static_cast<int>(rng() % 4) - 1;
    const Hand h = dealer.deal(melds, wilds, short_by_one);
    const int fast = shanten(h, limited.rules);
    const int slow = BruteShanten(limited.rules).shanten(h);
    ++by_shanten[static_cast<std::size_t>(std::clamp(fast + 1, 0, 11))];
    if (fast != slow) {
      ADD_FAILURE() << label << " " << describe(h) << ": shanten " << fast << ", brute force "
                    << slow;
      ++mismatches;
      continue;
    }
    if (short_by_one) {
      const Effective e = effective_tiles(h, limited.rules);
      const Effective b = BruteShanten(limited.rules).effective(h);
      if (!(e == b)) {
        ADD_FAILURE() << label << " " << describe(h) << ": effective tiles differ (shanten " << fast
                      << ")";
        ++mismatches;
      }
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s: %d hands (shanten -1..: %d %d %d %d %d %d %d+) in %.1f s\n", label, count,
              by_shanten[0], by_shanten[1], by_shanten[2], by_shanten[3], by_shanten[4],
              by_shanten[5], by_shanten[6] + by_shanten[7] + by_shanten[8], seconds);
}

TEST(ShantenBrute, Wenzhou) {
  cross_check(wenzhou_variant(), 36U, "wenzhou");
}

TEST(ShantenBrute, Chinton) {
  cross_check(chinton_variant(), 3636U, "chinton");
}

// Ara's published values: each shape on its own (standard, 国士無双, 七対子 of distinct pairs),
// and their least, which shanten() gives; a 14-tile hand's shanten is also its best discard's.
void check_published(std::string_view line, const ShantenRules& rules) {
  std::istringstream in{std::string(line)};
  Hand h;
  for (int i = 0; i < 14; ++i) {
    int k = 0;
    in >> k;
    add(h.concealed, static_cast<Kind>(k));
  }
  int standard = 0, orphans = 0, pairs = 0;
  in >> standard >> orphans >> pairs;
  const ShapeShanten s = shanten_by_shape(h, rules);
  EXPECT_EQ(s.standard, standard) << line;
  EXPECT_EQ(s.orphans, orphans) << line;
  EXPECT_EQ(s.all_pairs, pairs) << line;
  const int best = std::min({standard, orphans, pairs});
  EXPECT_EQ(shanten(h, rules), best) << line;
  int after = kNoShanten;
  for (const DiscardRow& row : discard_table(h, rules, Unseen{}))
    after = std::min(after, row.shanten);
  EXPECT_EQ(after, std::max(best, 0)) << line;
}

TEST(ShantenPublished, AraNormalHalfFullFlushOrphans) {
  ShantenRules rules;
  rules.shapes = riichi();
  for (auto line : kAra_normal) check_published(line, rules);
  for (auto line : kAra_hon) check_published(line, rules);
  for (auto line : kAra_tin) check_published(line, rules);
  for (auto line : kAra_koku) check_published(line, rules);
}

// Values worked by hand.
TEST(ShantenByHand, StandardWildsAndOutsideTiles) {
  ShantenRules riichi_rules;
  riichi_rules.shapes = riichi();
  // 123456789m 1234p: ready on 1p and 4p (a single wait on either end of 1234p).
  const Hand h = hand("123456789m1234p");
  EXPECT_EQ(shanten(h, riichi_rules), 0);
  const Effective e = effective_tiles(h, riichi_rules);
  EXPECT_TRUE(e.kinds.contains(tile("1p")) && e.kinds.contains(tile("4p")));
  EXPECT_EQ(e.kinds.size(), 2);
  // 国士無双 of 12 kinds and a pair of 發 waits on 中 alone; with 5m instead of the 2nd 發 it is
  // two draws away (中 and a pair).
  EXPECT_EQ(shanten(hand("19m19p19sESWNPFF"), riichi_rules), 0);
  EXPECT_EQ(effective_tiles(hand("19m19p19sESWNPFF"), riichi_rules).kinds.size(), 1);
  EXPECT_EQ(shanten(hand("19m19p19sESWNPF5m"), riichi_rules), 1);

  // 温州: five runs and a 財神 alone wait for any pair: ready, and a second 財神 completes it.
  ShantenRules wz;
  wz.shapes = wenzhou(kind_of(Suit::pin, 5));
  const Hand wild_pair = hand("123m456m789m123p456p*");
  EXPECT_EQ(shanten(wild_pair, wz), 0);
  Hand two = wild_pair;
  ++two.wilds;
  EXPECT_EQ(shanten(two, wz), -1);
  // Three 財神 win alone when three can still be held: two held and one left to draw is ready...
  wz.wilds_left = 1;
  EXPECT_EQ(shanten_by_shape(hand("1m3m5m7m9m1p3p5p7p9p1s3s5sE**"), wz).wilds_win, 0);
  // ... and with none left that shape is out of reach.
  wz.wilds_left = 0;
  EXPECT_EQ(shanten_by_shape(hand("1m3m5m7m9m1p3p5p7p9p1s3s5sE**"), wz).wilds_win, kNoShanten);

  // 清一色東天紅: 123 456 789p, 11p and two 白: the 白 make a pair of any honour with one more
  // honour (or 白), so the hand is ready; a drawn 北 is a ガリ, pulled, and completes nothing.
  const Variant ct = chinton_variant();
  const Hand flush = hand("123456789p11p**");
  EXPECT_EQ(shanten(flush, ct.rules), 0);
  const Effective fe = effective_tiles(flush, ct.rules);
  for (const char* k : {"E", "S", "W", "F", "C"}) EXPECT_TRUE(fe.kinds.contains(tile(k))) << k;
  EXPECT_FALSE(fe.kinds.contains(kNorth));
  EXPECT_TRUE(fe.wild);
  // Held 1m 9m 北 (ガリ) count toward 国士無双 alone: 19m 1199p ESWNFC and a 白 at its face is
  // ready on a second of any kind of the set; the standard shape sees 3 tiles to throw.
  const ShapeShanten gari = shanten_by_shape(hand("19m1199pESWNFC*"), ct.rules);
  EXPECT_EQ(gari.orphans, 0);
  EXPECT_GT(gari.standard, 2);
}

}  // namespace

// discard_table changes a prepared hand a tile at a time instead of counting each hand afresh:
// each row must be the hand after its discard as shanten() and effective_tiles() count it (both
// checked against the brute force above), for every discard, a wild among them.
void table_check(const Variant& v, std::uint32_t seed, const char* label) {
  Dealer dealer(v, seed);
  Unseen unseen;
  unseen.naturals = v.limits;
  unseen.wilds = v.wilds_in_set;
  for (int i = 0; i < kTableHands; ++i) {
    const int wilds = i % 4;
    const int melds = (i / 4) % 3;
    const Hand h = dealer.deal(melds, wilds, false);
    const std::vector<DiscardRow> rows = discard_table(h, v.rules, unseen);
    std::size_t at = 0;
    for (int k = 0; k <= kKinds; ++k) {
      const bool wild = k == kKinds;
      if (wild ? h.wilds == 0 : h.concealed[static_cast<std::size_t>(k)] == 0) continue;
      Hand after = h;
      if (wild)
        --after.wilds;
      else
        add(after.concealed, static_cast<Kind>(k), -1);
      ASSERT_LT(at, rows.size()) << label << " " << describe(h);
      const DiscardRow& r = rows[at++];
      EXPECT_EQ(r.discard, wild ? kNoKind : static_cast<Kind>(k)) << label << " " << describe(h);
      EXPECT_EQ(r.shanten, shanten(after, v.rules)) << label << " " << describe(h);
      const Effective e = effective_tiles(after, v.rules);
      EXPECT_TRUE(r.effective == e) << label << " " << describe(h) << " less " << k;
      EXPECT_EQ(r.copies, copies_left(e, unseen)) << label << " " << describe(h);
    }
    EXPECT_EQ(at, rows.size()) << label << " " << describe(h);
  }
}

TEST(ShantenDiscardTable, EachRowIsTheHandAfterItsDiscard) {
  table_check(wenzhou_variant(), 71U, "温州");
  table_check(chinton_variant(), 72U, "清一色東天紅");
}

// Furiten in the review: a ready discard whose wait is among the seat's discards, the one reviewed
// included, or any ready discard after a win let pass in riichi; never in a game without the rule,
// and never a row that is not ready.
TEST(DiscardReviewFuriten, AWaitAmongTheSeatsDiscards) {
  using paipu::DiscardChoice;
  using paipu::DiscardReview;
  using paipu::PieceId;
  ShantenRules rules;
  rules.shapes = riichi();
  Unseen unseen;
  unseen.naturals = uniform_limits(4);
  const auto review = [&](const char* text, std::initializer_list<Kind> discards,
                          const FuritenRule& rule) {
    std::vector<DiscardMove> moves;
    for (Kind k : discards) {
      DiscardMove m;
      m.kind = k;
      m.move.pieces = {static_cast<PieceId>(k)};
      moves.push_back(m);
    }
    DiscardReview out;
    review_discards(
        hand(text), rules, unseen, moves, [](Kind k) { return static_cast<PieceId>(k); },
        PieceId{0}, out, rule);
    std::vector<bool> furiten;
    for (const DiscardChoice& c : out.choices) furiten.push_back(c.furiten);
    return furiten;
  };
  const Kind p2 = kind_of(Suit::pin, 2), p4 = kind_of(Suit::pin, 4), s9 = kind_of(Suit::sou, 9);
  // 2p out leaves 1-shanten; 9s out waits on 1p 4p.
  const char* waits_1p4p = "123m456m789m11p23p9s";
  EXPECT_EQ(review(waits_1p4p, {p2, s9}, FuritenRule{}), (std::vector<bool>{false, false}));
  FuritenRule rule;
  rule.applies = true;
  EXPECT_EQ(review(waits_1p4p, {p2, s9}, rule), (std::vector<bool>{false, false}));
  rule.discarded.insert(p4);
  EXPECT_EQ(review(waits_1p4p, {p2, s9}, rule), (std::vector<bool>{false, true}));
  FuritenRule passed;
  passed.applies = true;
  passed.always = true;
  EXPECT_EQ(review(waits_1p4p, {p2, s9}, passed), (std::vector<bool>{false, true}));
  // 4p out waits on 1p 4p: its own discard makes it furiten.
  FuritenRule fresh;
  fresh.applies = true;
  EXPECT_EQ(review("123m456m789m11p23p4p", {p4}, fresh), (std::vector<bool>{true}));
}
