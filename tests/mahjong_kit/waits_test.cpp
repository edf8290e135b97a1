// Waits: published standard vectors, the copy-limit rule, wilds of both scopes, 16-tile hands,
// furiten and kans after riichi.
#include <gtest/gtest.h>

#include "hand_text.hpp"
#include "rules.hpp"

namespace {

using namespace mjtest;

std::string waits_of(std::string_view h, const WinRules& rules, const WaitOptions& o = {},
                     int melds = 0) {
  return text(waits(hand(h, melds), rules, o));
}

// gimite/mjai's tenpai-analysis tests (standard riichi mahjong, 4 copies).
TEST(Waits, PublishedStandardVectors) {
  const WinRules r = riichi();
  const CopyLimits four = uniform_limits();
  const WaitOptions o{&four};
  EXPECT_EQ(waits_of("123m456p789sNNNF", r, o), "F");
  EXPECT_EQ(waits_of("123m456p789sNNFF", r, o), "N F");
  EXPECT_EQ(waits_of("123m456p12789sFF", r, o), "3s");
  EXPECT_EQ(waits_of("123m456p23789sFF", r, o), "1s 4s");
  EXPECT_EQ(waits_of("123m456p24789sFF", r, o), "3s");
  EXPECT_EQ(waits_of("123m456p23456sFF", r, o), "1s 4s 7s");
  EXPECT_EQ(waits_of("123m456p1234789s", r, o), "1s 4s");
  EXPECT_EQ(waits_of("1112345678999m", r, o), "1m 2m 3m 4m 5m 6m 7m 8m 9m");  // 九蓮宝燈
  EXPECT_EQ(waits_of("114477m114477sP", r, o), "P");
  EXPECT_EQ(waits_of("19m19s19pESWNPFC", r, o), "1m 9m 1p 9p 1s 9s E S W N P F C");
  EXPECT_EQ(waits_of("19m19s19pESWNPPF", r, o), "C");
  EXPECT_FALSE(is_ready(hand("12m45p789sNNNFFPC"), r, o));
  EXPECT_FALSE(is_ready(hand("13579m2468p1357s"), r, o));
}

TEST(Waits, MultiSidedRuns) {
  const WinRules r = riichi();
  EXPECT_EQ(waits_of("1113m456p789sEEE", r), "2m 3m");
  EXPECT_EQ(waits_of("4445m456p789sEEE", r), "3m 5m 6m");
  EXPECT_EQ(waits_of("3456789m456pEEE", r), "3m 6m 9m");
  EXPECT_EQ(waits_of("2345678m456pEEE", r), "2m 5m 8m");
  // 111 22 234 345 takes a 2m too.
  EXPECT_EQ(waits_of("1112223334445m", r), "2m 3m 4m 5m 6m");
  EXPECT_EQ(waits_of("2223456m456pEEE", r), "1m 3m 4m 6m 7m");
}

// The pitfall of 4-copy code: a hand whose only completion is a 5th copy waits on nothing in a
// 4-copy set (空聴), but on that kind in 清一色東天紅's suit of 8.
TEST(Waits, CopiesTheHandHoldsAreNoWait) {
  const WinRules r = riichi();
  const CopyLimits four = uniform_limits();
  EXPECT_EQ(waits_of("1111m234p567789s", r), "1m");
  EXPECT_EQ(waits_of("1111m234p567789s", r, WaitOptions{&four}), "");
  // A pon of 1m declared: its copies are held too.
  Counts melded{};
  add(melded, tile("1m"), 3);
  EXPECT_EQ(waits_of("1m234p567789s", r, {&four, &melded}, 1), "");
  EXPECT_EQ(waits_of("1m234p567789s", r, {&four}, 1), "1m");

  const CopyLimits flush = flush_wall_limits(Suit::pin);
  const WinRules c = chinton();
  EXPECT_EQ(waits_of("1111p234p567789p", c, WaitOptions{&flush}), "1p 4p 7p");
  // 2m..8m and the souzu do not exist in a pinzu hand.
  EXPECT_EQ(waits_of("4m123p456p789pEEE", c), "4m");
  EXPECT_EQ(waits_of("4m123p456p789pEEE", c, WaitOptions{&flush}), "");
}

TEST(Waits, SevenPairsWithRepeatedKinds) {
  // Standard 七対子 wants 7 different pairs; 清一色東天紅's takes 4 copies as two pairs.
  EXPECT_EQ(waits_of("11112255p3366sE", riichi()), "");
  EXPECT_EQ(waits_of("1122558p3366sEE", riichi()), "8p");
  // The 白 drawn pairs with the 東 as well.
  EXPECT_EQ(waits_of("1111225566p33pE", chinton()), "E *");
  // 6 and 8 copies: three and four pairs.
  EXPECT_EQ(waits_of("1111112233p44pE", chinton()), "E *");
  EXPECT_EQ(waits_of("111111112233pE", chinton()), "E *");
}

// After the seed's example of 白 (honours-only wild) in 七対子: with 東東白 read as a triplet the
// hand waits on 4p-5p (a シャボ), with 東東 a pair the 白 waits to pair any honour.
TEST(Waits, ChintonWhiteInSevenPairs) {
  const WinRules c = chinton();
  // (and 111 234 234 55, 11 222 345 345 with the 東 triplet)
  EXPECT_EQ(waits_of("112233p4455pEE*", c), "1p 2p 4p 5p E S W N P F C *");
  // A lone 東 and 南 and a 白: either pairs with the 白, the other waits.
  EXPECT_EQ(waits_of("1122334455pES*", c), "E S *");
  // 白 never stands for a number tile.
  EXPECT_EQ(waits_of("123456789p12pE*", c), "3p");
  EXPECT_EQ(waits_of("123456789p13pE*", c), "2p");
  // 111 234 456 789 and 111 234 567 789 take a 4p or a 7p with 東白 the pair.
  EXPECT_EQ(waits_of("123456789p11pE*", c), "1p 4p 7p E *");
}

TEST(Waits, WenzhouSixteenTiles) {
  const WinRules w = wenzhou();
  EXPECT_EQ(waits_of("123456789m123p45pE", w), "");  // 15 tiles: no wait is asked of it
  EXPECT_EQ(waits_of("123456789m123p45pEE", w), "3p 6p *");
  EXPECT_EQ(waits_of("123456789m123p456pE", w), "E *");
  EXPECT_EQ(waits_of("123456789m123p45pE*", w), "3p 6p E *");
  // Two 財神: a third makes the 3-財神 win, whatever the rest.
  EXPECT_EQ(waits_of("13579m2468p13579s**", w), "*");
  // 八対: 8 pairs in 16 tiles wait on every kind.
  EXPECT_EQ(text(waits(hand("1122334455667788m"), w)).size(),
            std::string("1m 2m 3m 4m 5m 6m 7m 8m 9m 1p 2p 3p 4p 5p 6p 7p 8p 9p 1s 2s 3s 4s 5s 6s "
                        "7s 8s 9s E S W N P F C *")
                .size());
  // 5 melds declared: a bare single wait (単吊); a lone 財神 waits on everything.
  EXPECT_EQ(waits_of("E", w, {}, 5), "E *");
  EXPECT_EQ(waits(hand("*", 5), w).kinds.size(), kKinds);
}

TEST(Waits, WildLimits) {
  const WinRules w = wenzhou();
  EXPECT_TRUE(waits(hand("123456789m123p456p*"), w).wild);
  // Holding all three 財神 already (a 3-財神 hand is complete, so here 2 of 2): none left to draw.
  EXPECT_FALSE(waits(hand("13579m2468p13579s**"), w, {nullptr, nullptr, 2}).wild);
}

TEST(Furiten, AWaitAmongTheRefusedKinds) {
  const Waits w = waits(hand("123m456p23789sFF"), riichi());
  EXPECT_TRUE(furiten(w, std::vector<Kind>{tile("4s")}));
  EXPECT_TRUE(furiten(w, std::vector<Kind>{tile("9m"), tile("1s")}));
  EXPECT_FALSE(furiten(w, std::vector<Kind>{tile("2s"), tile("5s")}));
  Waits wild = waits(hand("123456789m123p456pE"), wenzhou());
  EXPECT_FALSE(furiten(wild, KindSet{}, false));
  EXPECT_TRUE(furiten(wild, KindSet{}, true));
}

TEST(Kan, SameWaitsAfterAnAnkan) {
  const WinRules r = riichi();
  const CopyLimits four = uniform_limits();
  const WaitOptions o{&four};
  // 111m + 23s waiting 1-4s: the 1m ankan keeps 1s 4s.
  EXPECT_TRUE(kan_keeps_wait(hand("111m456p23789sFF"), {tile("1m")}, {tile("1m")}, r, o));
  // 111 2 3m: the 1m are also a pair in 11 123; the kan takes that reading and the 1m/4m wait.
  EXPECT_FALSE(kan_keeps_wait(hand("11123m456p789sFF"), {tile("1m")}, {tile("1m")}, r, o));
  // 1112345678999m: an ankan of 1m leaves 2345678999m, waiting on 1 4 7 9 2 5 8... not 3 6.
  EXPECT_FALSE(kan_keeps_wait(hand("1112345678999m"), {tile("1m")}, {tile("1m")}, r, o));
  // A kan of a tile drawn later (送り槓) or of copies not held.
  EXPECT_FALSE(kan_keeps_wait(hand("111m456p23789sFF"), {tile("4p")}, {tile("4p")}, r, o));
}

// The standard reading asks more: 3334m waits on 2m 4m 5m as 333 + 4 and 33 + 34; as 334 + 3 it
// also ... with the 3m ankan the wait on 4m alone would remain.
TEST(Kan, SameReadingsIsStricter) {
  const WinRules r = riichi();
  const CopyLimits four = uniform_limits();
  const WaitOptions o{&four};
  // 111m + 456p 789s 23s + FF: every reading has 111m.
  EXPECT_TRUE(kan_keeps_wait(hand("111m456p23789sFF"), {tile("1m")}, {tile("1m")}, r, o,
                             KanRule::same_readings));
  // 東 triplet in a hand whose 東 are always a triplet, 1s wait single.
  EXPECT_TRUE(kan_keeps_wait(hand("EEE123m456p789s1s"), {tile("E")}, {tile("E")}, r, o,
                             KanRule::same_readings));
}

// 清一色東天紅: a 5th..8th copy added to an own concealed kan (暗加カン). With 1111p kanned and a
// 1p 単騎 waiting on a 6th copy (or a 2p), the drawn 6th added to the kan keeps the wait; the 1p in
// hand added while a drawn 6p stays changes it.
TEST(Kan, OntoAConcealedKan) {
  const WinRules c = chinton();
  const CopyLimits flush = flush_wall_limits(Suit::pin);
  Counts melded{};
  add(melded, tile("1p"), 4);
  const WaitOptions o{&flush, &melded};
  const Hand tenpai = hand("1345666789p", 1);
  EXPECT_EQ(text(waits(tenpai, c, o)), "1p 2p");  // 1p 単騎, or 123 456 66
  EXPECT_TRUE(kan_keeps_wait(tenpai, {tile("1p")}, {tile("1p"), true}, c, o));
  EXPECT_TRUE(
      kan_keeps_wait(tenpai, {tile("1p")}, {tile("1p"), true}, c, o, KanRule::same_readings));
  EXPECT_FALSE(kan_keeps_wait(tenpai, {tile("6p")}, {tile("1p"), true}, c, o));
  // Without the 1p in hand or drawn there is nothing to add.
  EXPECT_FALSE(kan_keeps_wait(hand("3456667899p", 1), {tile("6p")}, {tile("1p"), true}, c, o));
}

}  // namespace
