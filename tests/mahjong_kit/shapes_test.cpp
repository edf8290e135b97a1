// Winning shapes: each shape with and without wilds, every decomposition listed once, wild scope
// and face value, and the readings of the winning tile.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "hand_text.hpp"
#include "rules.hpp"

namespace {

using namespace mjtest;

// "(1m 2m* 3m)": a group's tiles, a wild marked with * after the kind it stands for; a free group
// is its wilds alone.
std::string group_text(const Group& g) {
  std::string out = "(";
  for (int i = 0; i < g.size(); ++i) {
    if (i > 0) out += ' ';
    out += g.free() ? "*" : name(g.kind_at(i)) + (g.wild_at(i) ? "*" : "");
  }
  return out + ")";
}

std::string decomposition_text(const Decomposition& d) {
  std::string out;
  for (const Group& g : d) {
    if (!out.empty()) out += ' ';
    out += group_text(g);
  }
  return out;
}

std::vector<std::string> all(const Hand& h, const WinRules& rules) {
  std::vector<std::string> out;
  visit_decompositions(h, rules,
                       [&](const Decomposition& d) { out.push_back(decomposition_text(d)); });
  return out;
}

// The decompositions are distinct; listed sorted.
std::vector<std::string> sorted(const Hand& h, const WinRules& rules) {
  std::vector<std::string> out = all(h, rules);
  std::sort(out.begin(), out.end());
  EXPECT_EQ(std::set<std::string>(out.begin(), out.end()).size(), out.size()) << "a duplicate";
  return out;
}

using Texts = std::vector<std::string>;

TEST(Shapes, StandardWithoutWilds) {
  const WinRules r = riichi();
  EXPECT_TRUE(is_complete(hand("123m456p789s111zEE"), r));
  EXPECT_FALSE(is_complete(hand("123m456p789s111zES"), r));
  EXPECT_FALSE(is_complete(hand("123m456p789s111zE"), r));  // wrong size
  EXPECT_EQ(sorted(hand("111222333m789pEE"), r),
            (Texts{"(1m 1m 1m) (2m 2m 2m) (3m 3m 3m) (7p 8p 9p) (E E)",
                   "(1m 2m 3m) (1m 2m 3m) (1m 2m 3m) (7p 8p 9p) (E E)"}));
  // A declared meld: 11 tiles for 3 melds and a pair.
  EXPECT_TRUE(is_complete(hand("123m456p789sEE", 1), r));
  EXPECT_FALSE(is_complete(hand("123m456p789sEE", 0), r));
}

TEST(Shapes, WildsAnyKind) {
  const WinRules w = wenzhou(tile("2m"));
  // 17 tiles: 5 melds and a pair; one 財神 closes the 1-3m gap, the other pairs with E.
  const Hand h = hand("13m456m789m123p456pE**");
  EXPECT_TRUE(is_complete(h, w));
  EXPECT_EQ(sorted(h, w),
            (Texts{"(1m 2m* 3m) (4m 5m 6m) (7m 8m 9m) (1p 2p 3p) (4p 5p 6p) (E E*)"}));
  // Two wilds: a free pair, or each pairing a natural whose own group the other completes.
  const Texts two = sorted(hand("123m456m789m123p456p**"), w);
  EXPECT_EQ(std::count(two.begin(), two.end(),
                       "(1m 2m 3m) (4m 5m 6m) (7m 8m 9m) (1p 2p 3p) (4p 5p 6p) (* *)"),
            1);
  EXPECT_EQ(std::count(two.begin(), two.end(),
                       "(1m 1m*) (1m* 2m 3m) (4m 5m 6m) (7m 8m 9m) (1p 2p 3p) (4p 5p 6p)"),
            1);
  EXPECT_TRUE(is_complete(hand("1m456m789m123p456pEE**"), w));
  EXPECT_FALSE(is_complete(hand("18m456m789m123p456pE**"), w));
}

TEST(Shapes, WildsMakeEveryGroupTheyCan) {
  WinRules r;  // 14 tiles, wilds of any kind
  r.wild_scope = WildScope::any;
  const Texts got = sorted(hand("45m*123p456p789pEE"), r);
  EXPECT_EQ(got, (Texts{"(3m* 4m 5m) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E)",
                        "(4m 5m 6m*) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E)"}));
  // 1 natural and 2 wilds: a triplet or three sequences through the 5; or a pair, the other wild
  // making a triplet of the 東.
  EXPECT_EQ(sorted(hand("5m**123p456p789pEE"), r),
            (Texts{"(3m* 4m* 5m) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E)",
                   "(4m* 5m 6m*) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E)",
                   "(5m 5m* 5m*) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E)",
                   "(5m 5m*) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E E*)",
                   "(5m 6m* 7m*) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (E E)"}));
}

TEST(Shapes, HonourOnlyWilds) {
  const WinRules c = chinton();
  // 白 may be 東 (a pair) but not the 2p of a sequence.
  EXPECT_TRUE(is_complete(hand("123p456p789p111pE*"), c));
  EXPECT_FALSE(is_complete(hand("13p456p789p111pEE*"), c));
  // Three 白 are any honour triplet; a 5th 東 is allowed.
  EXPECT_TRUE(is_complete(hand("123p456p789pEEEE*"), c));
  EXPECT_EQ(sorted(hand("123p456p789p11p***"), c),
            (Texts{"(1p 1p) (1p 2p 3p) (4p 5p 6p) (7p 8p 9p) (* * *)"}));
}

TEST(Shapes, FaceValueOutsideTheScope) {
  // A wild of honours scope whose face is a number (not a real game): it may still be its face.
  WinRules r;
  r.wild_scope = WildScope::honours;
  r.wild_face = tile("2p");
  EXPECT_TRUE(is_complete(hand("13p456p789p111pEE*"), r));
  EXPECT_FALSE(is_complete(hand("14p456p789p111pEE*"), r));
}

TEST(Shapes, SevenPairsAndEightPairs) {
  const WinRules r = riichi();
  EXPECT_TRUE(is_complete(hand("1133557799m22pEE"), r));
  EXPECT_FALSE(is_complete(hand("1111335577m22pEE"), r));  // 4 copies are not 2 pairs here
  EXPECT_TRUE(is_complete(hand("1111335577m22pEE"), chinton()));
  EXPECT_TRUE(is_complete(hand("11111111p223344p"), chinton()));  // 8 copies: 4 pairs
  // And two standard readings: 111 111 11 234 234, 111 111 123 123 44.
  EXPECT_EQ(sorted(hand("11111111p223344p"), chinton()).size(), 3u);
  // 八対: 8 pairs and one more, which may match a pair.
  const WinRules w = wenzhou();
  EXPECT_TRUE(is_complete(hand("11223344556677m88pE"), w));
  EXPECT_TRUE(is_complete(hand("11223344556677m888p"), w));
  EXPECT_TRUE(is_complete(hand("11113344556677m88pE"), w));
  EXPECT_FALSE(is_complete(hand("11223344556677m8pES"), w));
  EXPECT_TRUE(is_complete(hand("11223344556677m8pE*"), w));
  // A wild as the odd tile, with 8 natural pairs.
  const Texts odd = sorted(hand("1122334455667788p*"), w);
  EXPECT_TRUE(std::count(odd.begin(), odd.end(),
                         "(1p 1p) (2p 2p) (3p 3p) (4p 4p) (5p 5p) (6p 6p) (7p 7p) (8p 8p) (*)") ==
              1);
  // Declared melds rule out all pairs.
  EXPECT_FALSE(is_complete(hand("1133557799m33pEE", 1), w));
}

TEST(Shapes, Orphans) {
  const WinRules r = riichi();
  EXPECT_TRUE(is_complete(hand("19m19p19sESWNPFCC"), r));
  EXPECT_FALSE(is_complete(hand("19m19p19sESWNPFC5m"), r));
  const WinRules c = chinton(Suit::pin);
  // 清一色東天紅's: 1m 9m, 1p and 9p twice, the honours, and one more.
  EXPECT_TRUE(is_complete(hand("19m1199pESWNPFCE"), c));
  EXPECT_TRUE(is_complete(hand("19m11199pESWNPFC"), c));
  EXPECT_FALSE(is_complete(hand("19m19p19sESWNPFCC"), c));
  // 白 stands for a missing honour; the extra may be a 白 too, standing for any honour.
  EXPECT_TRUE(is_complete(hand("19m1199pESWNFC**"), c));
  std::vector<std::string> orphan_readings;
  visit_decompositions(hand("19m1199pESWNPFC*"), c, [&](const Decomposition& d) {
    if (d.shape == Shape::orphans) orphan_readings.push_back(decomposition_text(d));
  });
  EXPECT_EQ(orphan_readings.size(), 7u);  // the 白 doubles one of the 7 honours
}

TEST(Shapes, ThreeWildsWinWithAnything) {
  const WinRules w = wenzhou();
  EXPECT_TRUE(is_complete(hand("13579m2468p13579s***"), w));
  int n = 0;
  visit_decompositions(hand("13579m2468p13579s***"), w, [&](const Decomposition& d) {
    EXPECT_EQ(d.shape, Shape::wilds_win);
    ++n;
  });
  EXPECT_EQ(n, 1);
  // With a shape as well (三財神): both are listed.
  int shapes = 0;
  visit_decompositions(hand("123m456m789m123p45p***"), w, [&](const Decomposition&) { ++shapes; });
  EXPECT_GT(shapes, 1);
}

TEST(Shapes, VisitorStops) {
  int n = 0;
  const bool finished = visit_decompositions(hand("111222333m789pEE"), riichi(),
                                             [&](const Decomposition&) { return ++n < 1; });
  EXPECT_FALSE(finished);
  EXPECT_EQ(n, 1);
}

std::vector<std::string> readings(const Hand& h, const WinRules& r, WinningTile t) {
  static const char* names[] = {"single", "dual_pon", "closed", "edge", "open",
                                "odd",    "orphan",   "free",   "any"};
  std::vector<std::string> out;
  visit_readings(h, r, t, [&](const Reading& reading) {
    const Decomposition& d = *reading.decomposition;
    std::string where = reading.group < 0 ? "-" : group_text(d.groups[reading.group]);
    out.push_back(where + "@" + std::to_string(reading.position) + " " +
                  names[static_cast<int>(reading.wait)]);
  });
  std::sort(out.begin(), out.end());
  return out;
}

TEST(Readings, WhereTheWinningTileSits) {
  const WinRules r = riichi();
  // 1112345678999m + 5m: 5m sits in 345, 456 or 567 of different readings, or pairs.
  EXPECT_EQ(readings(hand("123m456m789m123pEE"), r, {tile("3m")}), (Texts{"(1m 2m 3m)@2 edge"}));
  EXPECT_EQ(readings(hand("123m456m789m123pEE"), r, {tile("E")}), (Texts{"(E E)@0 single"}));
  EXPECT_EQ(readings(hand("123m456m789m111pEE"), r, {tile("1p")}),
            (Texts{"(1p 1p 1p)@0 dual_pon"}));
  EXPECT_EQ(readings(hand("123m456m789m123pEE"), r, {tile("5m")}), (Texts{"(4m 5m 6m)@1 closed"}));
  EXPECT_EQ(readings(hand("123m456m789m123pEE"), r, {tile("4m")}), (Texts{"(4m 5m 6m)@0 open"}));
  EXPECT_EQ(readings(hand("123m456m789m123pEE"), r, {tile("7m")}), (Texts{"(7m 8m 9m)@0 edge"}));
  // Two identical sequences give one reading; two places in different groups give two.
  EXPECT_EQ(readings(hand("112233m456p789pEE"), r, {tile("2m")}), (Texts{"(1m 2m 3m)@1 closed"}));
  EXPECT_EQ(readings(hand("234m345m789pEE111p"), r, {tile("3m")}),
            (Texts{"(2m 3m 4m)@1 closed", "(3m 4m 5m)@0 open"}));
}

TEST(Readings, WildWinningTile) {
  const WinRules w = wenzhou(tile("2m"));
  // The 財神 drawn pairs with E (財神単騎), or is the 2m of 123m at face value... both listed.
  const Texts got = readings(hand("13m456m789m123p456pE**"), w, {kNoKind, true});
  EXPECT_EQ(got, (Texts{"(1m 2m* 3m)@1 closed", "(E E*)@1 single"}));
  // 全求神: 5 melds declared, a lone 財神 and the drawn one: a free pair.
  EXPECT_EQ(readings(hand("**", 5), w, {kNoKind, true}), (Texts{"(* *)@0 free"}));
}

}  // namespace
