// The value of a win in 清一色東天紅, item by item of the Waseda club's table (docs/variants/
// chinton.md, "Value"): each total below is added up by hand in its comment. The hands and their
// defaults are in value_support.hpp.
#include <gtest/gtest.h>

#include "value_support.hpp"

namespace {

using namespace ctvalue;

// --- the worked scores ----------------------------------------------------------------------

// The rules research's example: closed souzu 清一色 123s 345s 678s 999s 22s with one 5s, riichi,
// tsumo on 4s, a non-dealer, 1 本場, ガリ 1m 9m pulled, no dora (東 → 南, ura 中 → 白):
// 清一色 6 + リーチ 1 + ツモ 1 + 門前 1 + バンバン 2 + 本場 1 + 5s 1 + ガリ 2 = 15; by ron 14.
Case research() {
  Case c{"123s 345s 678s 999s 22s", "4s", WinHow::tsumo, Suit::sou};
  c.honba = 1;
  c.riichi = RiichiKind::closed;
  c.pulled = "1m 9m";
  c.indicators = {mj::kEast};
  c.ura = {mj::kRed};
  return c;
}

TEST(ChintonWorked, ResearchExampleByTsumoIs15) {
  const WinValue v = value(research());
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(v.has_yaku);
  EXPECT_EQ(v.total, 15);
  EXPECT_EQ(item(v, "清一色"), 6);
  EXPECT_EQ(item(v, "5s ×1"), 1);
  EXPECT_EQ(item(v, "ガリ"), 2);
  EXPECT_EQ(v.yakuman, 0);
}

TEST(ChintonWorked, ResearchExampleByRonIs14) {
  Case c = research();
  c.how = WinHow::ron;
  EXPECT_EQ(value(c).total, 14);
}

// docs/notation.md §14.1: S (南) holds a closed kan of 1p ×5 and 234p 678p 555p 東東, open
// riichi, tsumo on 5p; 北 pulled; indicators 2p 發 8p, ura 南 東 發: ホンイツ 3 + ツモ 1 + オープン
// 立直 2 + 門前 1 + バンバン 2 + 5p ×3 3 + dora 2p→3p 1 + ガリ 1 + 暗カン 2 + 暗加カン 2 = 18.
Case notation_14_1() {
  Case c{"234p 678p 555p 東東", "5p", WinHow::tsumo};
  c.melds = {closed_kan(k1p, 5)};
  c.riichi = RiichiKind::open;
  c.indicators = {k2p, mj::kGreen, k8p};
  c.ura = {mj::kSouth, mj::kEast, mj::kGreen};
  return c;
}

TEST(ChintonWorked, NotationWorkedRecordIs18) {
  const WinValue v = value(notation_14_1());
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 18);
  EXPECT_EQ(item(v, "オープン立直"), 2);
  EXPECT_EQ(item(v, "暗カン 1p"), 2);
  EXPECT_EQ(item(v, "暗加カン 1p"), 2);
  EXPECT_EQ(item(v, "dora 2p→3p"), 1);
  EXPECT_EQ(item(v, "5p ×3"), 3);
  EXPECT_NE(v.reading.find("[11111p]"), std::string::npos) << v.reading;
}

// The same hand dealt in by W, not in riichi: 50 + every item but ツモ and the open riichi's 2.
TEST(ChintonWorked, NotationWorkedRecordDealtIntoIs65) {
  Case c = notation_14_1();
  c.how = WinHow::ron;
  c.dealt_open = true;
  const WinValue v = value(c);
  EXPECT_EQ(v.total, 65);
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_FALSE(has(v, "オープン立直"));
}

// chinton.md's Notation example: W (南, S deals) 234s 567s 789s 55s 南南白, riichi, tsumo on 南,
// 1 本場, 北 and 1m pulled, indicator 3s, ura 6s.
Case chinton_example() {
  Case c{"234s 555s 67s 789s 南白 南", "南", WinHow::tsumo, Suit::sou};
  c.honba = 1;
  c.riichi = RiichiKind::closed;
  c.pulled = "北 1m";
  c.indicators = {mj::kind_of(Suit::sou, 3)};
  c.ura = {mj::kind_of(Suit::sou, 6)};
  return c;
}

TEST(ChintonWorked, NotationExampleIs18ItemByItem) {
  const WinValue v = value(chinton_example());
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 18);
  const std::vector<std::pair<std::string, long long>> want{
      {"ホンイツ", 3},   {"リーチ", 1},    {"ツモ", 1}, {"役牌 南", 1},
      {"門前", 1},       {"バンバン", 2},  {"本場", 1}, {"5s ×3", 3},
      {"dora 3s→4s", 1}, {"ura 6s→7s", 2}, {"ガリ", 2}};
  EXPECT_EQ(v.items.size(), want.size());
  for (const auto& [label, points] : want) EXPECT_EQ(item(v, label), points) << label;
  EXPECT_NE(v.reading.find("白 as 南"), std::string::npos) << v.reading;
}

TEST(ChintonWorked, NotationExampleByRonIs17) {
  Case c = chinton_example();
  c.how = WinHow::ron;
  EXPECT_EQ(value(c).total, 17);
}

// Open riichi dealt into by E: 50 + the 16 other items (no ツモ, no オープン立直 2).
TEST(ChintonWorked, NotationExampleDealtIntoOpenRiichiIs66) {
  Case c = chinton_example();
  c.how = WinHow::ron;
  c.riichi = RiichiKind::open;
  c.dealt_open = true;
  EXPECT_EQ(value(c).total, 66);
  Rules basic;
  basic.yakuman_extras = YakumanExtras::basic;
  EXPECT_EQ(value(c, basic).total, 54);  // 50 + ガリ 2 + 門前 1 + 本場 1
  Rules none;
  none.yakuman_extras = YakumanExtras::none;
  const WinValue v = value(c, none);
  EXPECT_EQ(v.total, 50);
  EXPECT_EQ(v.items.size(), 1U);
}

// --- the table's items ------------------------------------------------------------------------

TEST(ChintonItems, PlainHand) {
  const WinValue v = value(plain());
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 7);
  EXPECT_EQ(item(v, "ホンイツ"), 3);
  EXPECT_EQ(item(v, "門前"), 1);
  EXPECT_EQ(item(v, "バンバン"), 2);
  EXPECT_EQ(item(v, "ガリ"), 1);
  EXPECT_EQ(v.items.front().label, "ホンイツ");
}

TEST(ChintonItems, DealerAndHonba) {
  Case c = plain();
  c.dealer = true;
  c.seat = mj::kEast;
  c.honba = 2;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "親"), 1);
  EXPECT_EQ(item(v, "本場"), 2);
  EXPECT_EQ(v.total, 10);
}

TEST(ChintonItems, TsumoIsOnlyClosed) {
  Case c = plain();
  c.how = WinHow::tsumo;
  EXPECT_EQ(value(c).total, 8);
  // Open: 123p 234p 678p 99p and a pon of 西: ホンイツ 2 + バンバン 2 + ガリ 1, no ツモ.
  Case open{"123p 234p 678p 99p", "2p", WinHow::tsumo};
  open.melds = {pon(mj::kWest)};
  EXPECT_EQ(value(open).total, 5);
}

TEST(ChintonItems, FivesAndRedFives) {
  // 234p 555p 678p 99p 西西西: three 5p 3, one of them red 2 more: 7 + 3 + 2 = 12.
  Case c{"234p 505p 678p 99p 西西西", "2p"};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "5p ×3"), 3);
  EXPECT_EQ(item(v, "赤 ×1"), 2);
  EXPECT_EQ(v.total, 12);
}

TEST(ChintonItems, FivesInAKanCountEach) {
  // A closed kan of four 5p beside 123p 234p 99p 西西西: 7 + 5p ×4 4 + 暗カン 2 = 13.
  Case c{"123p 234p 99p 西西西", "2p"};
  c.melds = {closed_kan(mj::kind_of(Suit::pin, 5))};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "5p ×4"), 4);
  EXPECT_EQ(v.total, 13);
}

TEST(ChintonItems, RedFiveThatIsDoraScoresBoth) {
  // The hand above with indicator 4p: 12 + dora 5p ×3.
  Case c{"234p 505p 678p 99p 西西西", "2p"};
  c.indicators = {k4p};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "dora 4p→5p"), 3);
  EXPECT_EQ(v.total, 15);
}

TEST(ChintonItems, Ippatsu) {
  Case c = plain();
  c.riichi = RiichiKind::closed;
  c.ippatsu = true;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "一発"), 1);
  EXPECT_EQ(item(v, "嬉しいな"), 5);
  EXPECT_EQ(v.total, 7 + 1 + 6);
}

TEST(ChintonItems, KarasuClosedAndOpen) {
  Case c = plain();
  c.pulled = "";
  EXPECT_EQ(value(c).total, 7 - 1 + 30);
  Case open{"123p 234p 678p 99p", "2p"};
  open.melds = {pon(mj::kWest)};
  open.pulled = "";
  EXPECT_EQ(value(open).total, 2 + 2 + 20);  // ホンイツ 2 + バンバン 2 + カラス 20
}

TEST(ChintonItems, GariAndSet) {
  Case c = plain();
  c.pulled = "北北北北";
  WinValue v = value(c);
  EXPECT_EQ(item(v, "ガリ"), 4);
  EXPECT_EQ(item(v, "セット 北"), 4);
  EXPECT_EQ(v.total, 6 + 8);
  c.pulled = "1m1m1m1m 9m 北";
  v = value(c);
  EXPECT_EQ(item(v, "ガリ"), 6);
  EXPECT_EQ(item(v, "セット 1m"), 4);
  EXPECT_EQ(v.total, 6 + 10);
}

TEST(ChintonItems, ClosedKanAndAnkaKan) {
  // 暗カン 1p beside 234p 678p 99p 西西西: 7 + 2; with six copies two 暗加カン: + 4.
  Case c{"234p 678p 99p 西西西", "2p"};
  c.melds = {closed_kan(k1p)};
  EXPECT_EQ(value(c).total, 9);
  c.melds = {closed_kan(k1p, 6)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "暗加カン 1p"), 4);
  EXPECT_EQ(v.total, 13);
}

TEST(ChintonItems, OpenKanAndMinkaKan) {
  // Open: ホンイツ 2 + バンバン 2 + ガリ 1 + 明カン 1; a fifth copy 明加カン 1 more.
  Case c{"234p 678p 99p 西西西", "2p"};
  c.melds = {open_kan(k1p)};
  EXPECT_EQ(value(c).total, 6);
  c.melds = {open_kan(k1p, 5)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "明カン 1p"), 1);
  EXPECT_EQ(item(v, "明加カン 1p"), 1);
  EXPECT_EQ(v.total, 7);
}

TEST(ChintonItems, AddedKanIsAnOpenKan) {
  Case c{"234p 678p 99p 西西西", "2p"};
  c.melds = {ScoreMeld{MeldType::added_kan, k1p, 4, 0, 0}};
  EXPECT_EQ(item(value(c), "明カン 1p"), 1);
}

TEST(ChintonItems, DoraCountsHandMeldsAndPulled) {
  Case c = plain();
  c.indicators = {k8p, mj::kWest, mj::kind_of(Suit::man, 9)};  // 9p ×2, 北 ×1 (pulled), 1m none
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "dora 8p→9p"), 2);
  EXPECT_EQ(item(v, "dora 西→北"), 1);
  EXPECT_EQ(v.total, 10);
  // 9m indicates 1m: a pulled 1m is dora.
  c.pulled = "1m";
  c.indicators = {mj::kind_of(Suit::man, 9)};
  EXPECT_EQ(item(value(c), "dora 9m→1m"), 1);
}

TEST(ChintonItems, UraOnlyAsGiven) {
  Case c = plain();
  c.riichi = RiichiKind::closed;
  c.indicators = {mj::kEast};
  c.ura = {k8p};
  EXPECT_EQ(value(c).total, 7 + 1 + 2);  // リーチ 1, ura 9p ×2
}

TEST(ChintonItems, RiichiKinds) {
  Case c = plain();
  c.riichi = RiichiKind::closed;
  c.double_riichi = true;
  EXPECT_EQ(item(value(c), "ダブル立直"), 2);
  EXPECT_EQ(value(c).total, 9);
  c.riichi = RiichiKind::open;
  c.double_riichi = false;
  EXPECT_EQ(value(c).total, 9);
  c.double_riichi = true;
  EXPECT_EQ(value(c).total, 10);  // an open ダブル立直: 3
}

TEST(ChintonItems, RinshanHaiteiHouteiChankan) {
  Case c = plain();
  c.how = WinHow::tsumo;
  c.rinshan = true;
  EXPECT_EQ(item(value(c), "嶺上開花"), 1);
  EXPECT_EQ(value(c).total, 9);
  c.rinshan = false;
  c.haitei = true;
  EXPECT_EQ(value(c).total, 9);
  Case r = plain();
  r.houtei = true;
  EXPECT_EQ(value(r).total, 8);
  r.houtei = false;
  r.how = WinHow::robbed;
  EXPECT_EQ(item(value(r), "槍槓"), 1);
  r.how = WinHow::pulled;  // a ron on a pulled ガリ is no 槍槓
  EXPECT_EQ(value(r).total, 7);
}

}  // namespace
