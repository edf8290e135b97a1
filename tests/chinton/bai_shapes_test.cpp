// 清一色東天紅: what a 白 stands for when a win is valued, and which shapes win and wait with
// ガリ and 白 (docs/variants/chinton.md, "白: the honours' wildcard" and "Winning"). The hands and
// their defaults are in value_support.hpp.
#include <gtest/gtest.h>

#include "value_support.hpp"

namespace {

using namespace ctvalue;

// --- 白 ---------------------------------------------------------------------------------------

TEST(ChintonBai, AssignmentFollowsTheDora) {
  // 123p 234p 678p 99p 白白白, ron on 2p, indicator 發 (dora 中): the three 白 as 中 give 役牌 中
  // 1 and dora ×3: ホンイツ 3 + 1 + 3 + 門前 1 + バンバン 2 + ガリ 1 = 11.
  Case c{"123p 234p 678p 99p 白白白", "2p"};
  c.indicators = {mj::kGreen};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "役牌 中"), 1);
  EXPECT_EQ(item(v, "dora 發→中"), 3);
  EXPECT_EQ(v.total, 11);
  EXPECT_NE(v.reading.find("白 as 中, 中, 中"), std::string::npos) << v.reading;
}

TEST(ChintonBai, AssignmentTakesTheDealersEast) {
  Case c{"123p 234p 678p 99p 白白白", "2p"};
  c.dealer = true;
  c.seat = mj::kEast;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "役牌 東"), 2);
  EXPECT_EQ(v.total, 3 + 2 + 1 + 1 + 2 + 1);
}

TEST(ChintonBai, PonOfThreeBaiIsNamedAtScoring) {
  // A pon of 白白白 beside 123p 234p 678p 99p, dealer: named 東, 役牌 2: ホンイツ 2 + 2 + 親 1 +
  // バンバン 2 + ガリ 1 = 8.
  Case c{"123p 234p 678p 99p", "2p"};
  c.melds = {pon(paipu::chinton::kNoKind, 3)};
  c.dealer = true;
  c.seat = mj::kEast;
  EXPECT_EQ(value(c).total, 8);
}

TEST(ChintonBai, PonWithBaiStandsForItsKind) {
  // A pon 東白白 (kind 東) and indicator 北 (dora 東): with bai_dora = as_kind all three are 東;
  // face: only the one natural. ホンイツ 2 + 役牌 東 1 + バンバン 2 + ガリ 1 = 6, + dora.
  Case c{"123p 234p 678p 99p", "2p"};
  c.melds = {pon(mj::kEast, 2)};
  c.indicators = {mj::kNorth};
  EXPECT_EQ(value(c).total, 9);
  Rules face;
  face.bai_dora_face = true;
  EXPECT_EQ(value(c, face).total, 7);
}

TEST(ChintonBai, BaiDoraAsKindOrFace) {
  // 123p 234p 678p 99p 西西白 (白 as 西), ron on 2p: 7 before dora. Indicator 南 (dora 西): 3 as
  // kind, 2 at face; indicator 中 (dora 白): 0 as kind, 1 at face.
  Case c{"123p 234p 678p 99p 西西白", "2p"};
  c.indicators = {mj::kSouth};
  Rules face;
  face.bai_dora_face = true;
  EXPECT_EQ(value(c).total, 10);
  EXPECT_EQ(value(c, face).total, 9);
  c.indicators = {mj::kRed};
  EXPECT_EQ(value(c).total, 7);
  EXPECT_EQ(value(c, face).total, 8);
}

TEST(ChintonBai, BaiIndicatorNamesTheBestHonour) {
  // Indicator 白: the winner names 西, three of which it holds: 7 + 3.
  Case c = plain();
  c.indicators = {mj::kWhite};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "dora 白→西"), 3);
  EXPECT_EQ(v.total, 10);
  // Each 白 indicator is a choice of its own, the ura's too.
  c.riichi = RiichiKind::closed;
  c.ura = {mj::kWhite};
  EXPECT_EQ(value(c).total, 7 + 1 + 3 + 3);
}

TEST(ChintonBai, BaiIndicatorDoraOption) {
  // bai_indicator = dora: 白 indicates 發 (none held), and 中 lets the winner name 西.
  Rules r;
  r.bai_indicator_dora = true;
  Case c = plain();
  c.indicators = {mj::kWhite};
  EXPECT_EQ(value(c, r).total, 7);
  c.indicators = {mj::kRed};
  EXPECT_EQ(value(c, r).total, 10);
  EXPECT_EQ(value(c).total, 7);  // by default 中 indicates 白, which the hand lacks
}

TEST(ChintonBai, ChiitoitsuBaiPairDoublesAKind) {
  // 11p 22p 33p 77p 99p 東東 白白: the 白 pair as 東 makes 東 used 4 times: 七対子 2 + 2 + ホンイツ
  // 3 + 門前 1 + バンバン 2 + ガリ 1 = 11.
  const WinValue v = value(Case{"11p 22p 33p 77p 99p 東東 白白", "9p"});
  EXPECT_EQ(item(v, "4枚使い 東"), 2);
  EXPECT_EQ(v.total, 11);
}

TEST(ChintonBai, IppatsuFullWildStandsForANumber) {
  // Riichi on 234p 567p 789p 55p 67p; the drawn 白 on the ippatsu tsumo is any tile. As 5p:
  // 234 55 567 567 789, 5p waited both ways: 清一色 6 + リーチ 1 + 一発 6 + ツモ 1 + 平和 1 +
  // 一盃口 1 + 5p ×4 4 + 門前 1 + バンバン 2 + ガリ 1 = 24 (as 8p: 22). bai_dora = face: the 白
  // is no five, 23.
  Case c{"234p 567p 789p 55p 67p 白", "白", WinHow::tsumo};
  c.riichi = RiichiKind::closed;
  c.ippatsu = true;
  c.full_wild = true;
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 24);
  EXPECT_NE(v.reading.find("白 (一発ツモ) as 5p"), std::string::npos) << v.reading;
  Rules face;
  face.bai_dora_face = true;
  EXPECT_EQ(value(c, face).total, 23);
  // Without the ippatsu the 白 is an honour only: no winning hand.
  c.full_wild = false;
  EXPECT_FALSE(value(c).complete);
}

// --- shapes, ガリ and waits -------------------------------------------------------------------

TEST(ChintonShapes, GariRefusedInOrdinaryHands) {
  EXPECT_FALSE(wins("123p 234p 678p 99p 1m1m1m"));
  EXPECT_FALSE(wins("123p 234p 678p 99p 北北北"));
  EXPECT_FALSE(wins("123p 234p 678p 西西西 北北"));
  EXPECT_FALSE(wins("東東東 南南南 北北 123p 456p"));  // three winds are no 四喜和
  EXPECT_FALSE(value(Case{"123p 234p 678p 99p 1m1m1m", "2p"}).complete);
  EXPECT_FALSE(wins("11p 22p 33p 77p 99p 東東 北北"));  // nor in 七対子
  EXPECT_TRUE(wins("123p 234p 678p 99p 西西西"));
}

TEST(ChintonShapes, GariPonRefusedOutsideSuushii) {
  EXPECT_FALSE(wins("123p 234p 678p 99p", {}, {pon(mj::kNorth)}));
}

TEST(ChintonShapes, BaiNeverANumber) {
  EXPECT_FALSE(wins("123p 234p 678p 9p 白 西西西"));
  EXPECT_TRUE(wins("123p 234p 678p 西 白 99p9p"));  // 西白 is the pair, 999p a triplet
}

TEST(ChintonShapes, NoNorthRefusesBaiAsTheSuushiiPair) {
  // 北白 is a 北 pair only if 白 may be 北; without it the natural 北 is a ガリ left in the hand.
  const std::string hand = "東東東 南南南 西西西 北白 123p";
  EXPECT_TRUE(wins(hand));
  Rules r;
  r.bai_scope = BaiScope::no_north;
  EXPECT_FALSE(wins(hand, r));
  EXPECT_TRUE(wins("東東東 南南南 西西西 白白 123p", r));  // 白白 is then some other pair
}

TEST(ChintonShapes, WinRulesOfTheGame) {
  const mj::WinRules w = paipu::chinton::win_rules(Rules{}, Suit::sou);
  EXPECT_TRUE(w.standard);
  EXPECT_TRUE(w.all_pairs);
  EXPECT_FALSE(w.distinct_pairs);
  EXPECT_EQ(w.orphans, mj::flush_orphans(Suit::sou));
  EXPECT_EQ(w.wild_scope, mj::WildScope::honours);
  EXPECT_EQ(w.wild_face, mj::kWhite);
  const mj::Hand h = paipu::chinton::shape_hand(parse("123s").naturals, 2, 3);
  EXPECT_EQ(h.wilds, 2);
  EXPECT_EQ(h.melds, 3);
}

TEST(ChintonShapes, NoFifthCopy) {
  // 南南南南 and 白 as a fifth 南.
  const std::string hand = "南南南南 白 123p 234p 678p";
  EXPECT_TRUE(wins(hand));
  Rules r;
  r.bai_scope = BaiScope::no_fifth;
  EXPECT_FALSE(wins(hand, r));
  r.bai_scope = BaiScope::neither;
  EXPECT_FALSE(wins(hand, r));
}

TEST(ChintonShapes, HasYakuOnEveryWin) {
  EXPECT_TRUE(value(plain()).has_yaku);
  Case open{"123p 234p 678p 99p", "2p"};
  open.melds = {pon(mj::kWest)};
  EXPECT_TRUE(value(open).has_yaku);  // ホンイツ
}

TEST(ChintonWaits, HonourWaitIncludesBai) {
  // 123p 234p 678p 99p 南 白: 9p (999p, 南白 the pair) or 南 (南南白), and 白 (南白白).
  const mj::Waits w = waits_of("123p 234p 678p 99p 南 白");
  EXPECT_TRUE(w.kinds.contains(k9p));
  EXPECT_TRUE(w.kinds.contains(mj::kSouth));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  EXPECT_TRUE(w.wild);
  EXPECT_EQ(w.kinds.size(), 3);
}

TEST(ChintonWaits, GariNeverCompletesAnOrdinaryHand) {
  // 北北 and three groups: a 北 or 9p would leave a ガリ in the hand.
  EXPECT_TRUE(waits_of("123p 234p 678p 99p 北北").empty());
}

TEST(ChintonWaits, LimitsAndTheFifthCopy) {
  // 南南南南 123p 234p 678p waits on 南 and 白; holding all four 南 leaves 白; with no_fifth
  // nothing.
  mj::Waits w = waits_of("南南南南 123p 234p 678p");
  EXPECT_TRUE(w.kinds.contains(mj::kSouth));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  w = waits_of("南南南南 123p 234p 678p", {}, true);
  EXPECT_FALSE(w.kinds.contains(mj::kSouth));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  Rules r;
  r.bai_scope = BaiScope::no_fifth;
  EXPECT_TRUE(waits_of("南南南南 123p 234p 678p", r, true).empty());
}

TEST(ChintonWaits, KokushiWaitsOnGari) {
  // 1m 9m 1p1p 9p9p 東東南西北白發, 中 missing: waits on 中 and (a 白 as 中) 白.
  const mj::Waits w = waits_of("1m9m 1p1p9p9p 東東南西北白發");
  EXPECT_TRUE(w.kinds.contains(mj::kRed));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  // Thirteen-sided: every kind of it, the ガリ included.
  const mj::Waits all = waits_of("1m9m 1p1p9p9p 東南西北白發中");
  EXPECT_TRUE(all.kinds.contains(mj::kind_of(Suit::man, 1)));
  EXPECT_TRUE(all.kinds.contains(mj::kNorth));
  EXPECT_TRUE(all.kinds.contains(k1p));
}

TEST(ChintonWaits, SevenPairsOnAllHonours) {
  // Six pairs and a 白: the 白 pairs any honour, except 北, a ガリ that no 七対子 keeps.
  const mj::Waits w = waits_of("11p 22p 33p 77p 99p 東東 白");
  for (Kind k = mj::kEast; k < mj::kKinds; ++k)
    EXPECT_EQ(w.kinds.contains(k), k != mj::kNorth) << int(k);
}

}  // namespace
