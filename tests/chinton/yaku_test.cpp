// 清一色東天紅: the yaku and yakuman the Waseda club's table leaves out, the open riichi's
// yakuman and the yakuman extras (docs/variants/chinton.md, "Yaku the table leaves out" and
// "Yakuman"). Each total is added up by hand in its comment; the hands and their defaults are in
// value_support.hpp.
#include <gtest/gtest.h>

#include "value_support.hpp"

namespace {

using namespace ctvalue;

// --- yaku the table leaves out ----------------------------------------------------------------

TEST(ChintonYaku, Pinfu) {
  // 123p 234p 567p 678p 南南, ron on 8p (6-7 waited both ways), seat 西: 平和 1 + ホンイツ 3 +
  // 5p 1 + 門前 1 + バンバン 2 + ガリ 1 = 9. For the 南 seat the pair is 役牌: no 平和, 8.
  Case c{"123p 234p 567p 678p 南南", "8p"};
  c.seat = mj::kWest;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "平和"), 1);
  EXPECT_EQ(v.total, 9);
  c.seat = mj::kSouth;
  EXPECT_EQ(value(c).total, 8);
}

TEST(ChintonYaku, TanyaoAndOpenTanyao) {
  // 234p 678p 333p 777p 88p: 断幺九 1 + 清一色 6 + 門前 1 + バンバン 2 + ガリ 1 = 11.
  EXPECT_EQ(value(Case{"234p 678p 333p 777p 88p", "2p"}).total, 11);
  // With a pon of 3p: 断幺九 1 + 清一色 5 + バンバン 2 + ガリ 1 = 9; open_tanyao off: 8.
  Case c{"234p 678p 777p 88p", "2p"};
  c.melds = {pon(mj::kind_of(Suit::pin, 3))};
  EXPECT_EQ(value(c).total, 9);
  Rules off;
  off.open_tanyao = false;
  EXPECT_EQ(value(c, off).total, 8);
}

TEST(ChintonYaku, IipeikouAndRyanpeikou) {
  // 234p 234p 678p 99p 東東東: 一盃口 1 + 役牌 東 1 + ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1.
  EXPECT_EQ(value(Case{"234p 234p 678p 99p 東東東", "6p"}).total, 9);
  // 234p 234p 678p 678p 東東: 二盃口 3 (better than 七対子 2) + ホンイツ 3 + 門前 1 + バンバン 2
  // + ガリ 1 = 10, no 一盃口 beside it.
  const WinValue v = value(Case{"234p 234p 678p 678p 東東", "6p"});
  EXPECT_EQ(item(v, "二盃口"), 3);
  EXPECT_FALSE(has(v, "一盃口"));
  EXPECT_FALSE(has(v, "七対子"));
  EXPECT_EQ(v.total, 10);
}

TEST(ChintonYaku, YakuhaiRoundSeatAndDragons) {
  // The dealer's 東 is 役牌 twice.
  Case c{"234p 234p 678p 99p 東東東", "6p"};
  c.seat = mj::kEast;
  c.dealer = true;
  EXPECT_EQ(item(value(c), "役牌 東"), 2);
  Case d{"123p 234p 678p 99p 中中中", "2p"};
  EXPECT_EQ(item(value(d), "役牌 中"), 1);
  EXPECT_EQ(value(d).total, 8);
}

TEST(ChintonYaku, Ittsu) {
  // 123p 456p 789p 22p 東東東: 一気通貫 2 + ホンイツ 3 + 役牌 東 1 + 5p 1 + 門前 1 + バンバン 2
  // + ガリ 1 = 11; with 東 ponned: 一気通貫 1 + ホンイツ 2 + 役牌 1 + 5p 1 + バンバン 2 + ガリ 1.
  EXPECT_EQ(value(Case{"123p 456p 789p 22p 東東東", "1p"}).total, 11);
  Case c{"123p 456p 789p 22p", "1p"};
  c.melds = {pon(mj::kEast)};
  EXPECT_EQ(value(c).total, 8);
}

TEST(ChintonYaku, ToitoiAndSanankou) {
  // 222p 444p 666p 88p and a pon of 東, ron on 8p: 対々和 2 + 三暗刻 2 + ホンイツ 2 + 役牌 東 1 +
  // バンバン 2 + ガリ 1 = 10.
  Case c{"222p 444p 666p 88p", "8p"};
  c.melds = {pon(mj::kEast)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "対々和"), 2);
  EXPECT_EQ(item(v, "三暗刻"), 2);
  EXPECT_EQ(v.total, 10);
}

TEST(ChintonYaku, RonOnATripletIsNoConcealedTriplet) {
  // 222p 444p 666p 888p 東東 by ron on 8p: 三暗刻 2 + 対々和 2 + ホンイツ 3 + 門前 1 + バンバン 2 +
  // ガリ 1 = 11 (the 888p the ron completed is open).
  EXPECT_EQ(value(Case{"222p 444p 666p 888p 東東", "8p"}).total, 11);
}

TEST(ChintonYaku, Sankantsu) {
  // Closed kans of 2p 4p 6p, 88p 東東東, ron on 東: 三槓子 2 + 三暗刻 2 + 対々和 2 + ホンイツ 3 +
  // 役牌 東 1 + 門前 1 + バンバン 2 + ガリ 1 + 暗カン 2 ×3 = 20.
  Case c{"88p 東東東", "東"};
  c.melds = {closed_kan(k2p), closed_kan(k4p), closed_kan(k6p)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "三槓子"), 2);
  EXPECT_EQ(v.total, 20);
}

TEST(ChintonYaku, Honroutou) {
  // 111p 999p 東東東 西西西 99p, ron on 1p: 混老頭 2 + 対々和 2 + 三暗刻 2 (the 111p the ron
  // completed is open) + ホンイツ 3 + 役牌 東 1 + 門前 1 + バンバン 2 + ガリ 1 = 14. No チャンタ
  // (no sequence).
  const WinValue v = value(Case{"111p 999p 東東東 西西西 99p", "1p"});
  EXPECT_EQ(item(v, "混老頭"), 2);
  EXPECT_FALSE(has(v, "チャンタ"));
  EXPECT_EQ(v.total, 14);
}

TEST(ChintonYaku, ChantaDropsHonitsu) {
  // 123p 789p 111p 99p 東東東, ron on 2p: チャンタ 20 + 役牌 東 1 + 門前 1 + バンバン 2 + ガリ 1.
  const WinValue v = value(Case{"123p 789p 111p 99p 東東東", "2p"});
  EXPECT_EQ(item(v, "チャンタ"), 20);
  EXPECT_FALSE(has(v, "ホンイツ"));
  EXPECT_EQ(v.total, 25);
  // With 東 ponned: チャンタ 10 + 役牌 1 + バンバン 2 + ガリ 1.
  Case c{"123p 789p 111p 99p", "2p"};
  c.melds = {pon(mj::kEast)};
  EXPECT_EQ(value(c).total, 14);
}

TEST(ChintonYaku, ChiitoitsuWithFourSixAndEightCopies) {
  // 11p 22p 33p 77p 99p 東東 南南: 七対子 2 + ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1 = 9.
  EXPECT_EQ(value(Case{"11p 22p 33p 77p 99p 東東 南南", "南"}).total, 9);
  // 7p used 4 times: +2.
  WinValue v = value(Case{"11p 22p 33p 7777p 東東 南南", "南"});
  EXPECT_EQ(item(v, "4枚使い 7p"), 2);
  EXPECT_EQ(v.total, 11);
  // 6 times: +4.
  v = value(Case{"11p 22p 777777p 東東 南南", "南"});
  EXPECT_EQ(item(v, "6枚使い 7p"), 4);
  EXPECT_EQ(v.total, 13);
  // 8 times: a yakuman instead of 七対子's 2: 50 + ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1.
  v = value(Case{"11p 77777777p 東東 南南", "南"});
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_FALSE(has(v, "七対子"));
  EXPECT_EQ(v.total, 57);
  // The other kinds' bonuses stay: 1p four times +2.
  EXPECT_EQ(value(Case{"1111p 77777777p 東東", "東"}).total, 59);
}

// --- the table's yaku and yakuman -------------------------------------------------------------

TEST(ChintonYakuman, ClosedJunchanIsYakumanWithoutChinitsu) {
  // 111p 123p 789p 999p 99p, ron on 2p: 50 + 門前 1 + バンバン 2 + ガリ 1 = 54.
  const WinValue v = value(Case{"111p 123p 789p 999p 99p", "2p"});
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_TRUE(has(v, "役満 ジュンチャン"));
  EXPECT_FALSE(has(v, "清一色"));
  EXPECT_EQ(v.total, 54);
}

TEST(ChintonYakuman, OpenJunchanIs30) {
  // The 111p ponned: ジュンチャン 30 + バンバン 2 + ガリ 1, no 清一色.
  Case c{"123p 789p 999p 99p", "2p"};
  c.melds = {pon(k1p)};
  const WinValue v = value(c);
  EXPECT_EQ(v.yakuman, 0);
  EXPECT_EQ(item(v, "ジュンチャン"), 30);
  EXPECT_EQ(v.total, 33);
}

TEST(ChintonYakuman, ShousangenIsYakuman) {
  // 發發發 中中中 白白 (白 as itself) 234p 678p, ron on 2p: 50 + ホンイツ 3 + 門前 1 + バンバン 2 +
  // ガリ 1 = 57; no 役牌 for 發 and 中.
  const WinValue v = value(Case{"發發發 中中中 白白 234p 678p", "2p"});
  EXPECT_TRUE(has(v, "役満 小三元"));
  EXPECT_FALSE(has(v, "役牌 發"));
  EXPECT_EQ(v.total, 57);
}

TEST(ChintonYakuman, DaisangenIsDouble) {
  // 發發發 中中中 白白白 234p 88p, ron on 2p: 100 + 三暗刻 2 + ホンイツ 3 + 門前 1 + バンバン 2 +
  // ガリ 1 = 109.
  const WinValue v = value(Case{"發發發 中中中 白白白 234p 88p", "2p"});
  EXPECT_EQ(v.yakuman, 2);
  EXPECT_EQ(item(v, "役満 大三元"), 100);
  EXPECT_EQ(v.total, 109);
}

TEST(ChintonYakuman, RyuuiisouOnSouzuKeepsHonitsu) {
  // 234s 234s 666s 88s 發發發, ron on 8s: 50 + ホンイツ 3 + 一盃口 1 + 役牌 發 1 + 門前 1 +
  // バンバン 2 + ガリ 1 = 59.
  Case c{"234s 234s 666s 88s 發發發", "8s", WinHow::ron, Suit::sou};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 緑一色"));
  EXPECT_EQ(item(v, "ホンイツ"), 3);
  EXPECT_EQ(v.total, 59);
}

TEST(ChintonYakuman, DaisharinOnPinzu) {
  // 22334455667788p, ron on 8p: 50 + 5p ×2 2 + 門前 1 + バンバン 2 + ガリ 1 = 56. No 清一色,
  // 断幺九, 七対子, 二盃口, nor 平和: every winning tile reads as a two-sided 平和 (here 22 345 345
  // 678 678), so 大車輪 always brings it, and [CT] counts nothing a yakuman always brings.
  const WinValue v = value(Case{"22334455667788p", "8p"});
  EXPECT_TRUE(has(v, "役満 大車輪"));
  for (const char* no : {"清一色", "断幺九", "七対子", "二盃口", "一盃口", "平和"})
    EXPECT_FALSE(has(v, no)) << no;
  EXPECT_EQ(v.total, 56);
}

TEST(ChintonYakuman, ChuurenDropsChinitsu) {
  // 1112345678999p + 5p by ron: 111 234 55 678 999: 50 + 5p ×2 2 + 門前 1 + バンバン 2 + ガリ 1.
  const WinValue v = value(Case{"11123455678999p", "5p"});
  EXPECT_TRUE(has(v, "役満 九蓮宝燈"));
  EXPECT_FALSE(has(v, "清一色"));
  EXPECT_EQ(v.total, 56);
  Rules standard;
  standard.double_yakuman_standard = true;  // 純正: waiting on all nine
  EXPECT_EQ(value(Case{"11123455678999p", "5p"}, standard).total, 106);
}

TEST(ChintonYakuman, Chinroutou) {
  // 1p and 9p ponned, 111p 999p 11p, ron on 1p: 50 + 対々和 2 + バンバン 2 + ガリ 1; no 混老頭,
  // no 清一色.
  Case c{"111p 999p 11p", "1p"};
  c.melds = {pon(k1p), pon(k9p)};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 清老頭"));
  EXPECT_FALSE(has(v, "混老頭"));
  EXPECT_FALSE(has(v, "清一色"));
  EXPECT_EQ(v.total, 55);
}

TEST(ChintonYakuman, SuuankouByTsumoNotByRonOnATriplet) {
  // 222p 444p 666p 888p 東東 by tsumo: 50 + ホンイツ 3 + ツモ 1 + 門前 1 + バンバン 2 + ガリ 1.
  Case c{"222p 444p 666p 888p 東東", "8p", WinHow::tsumo};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 四暗刻"));
  EXPECT_FALSE(has(v, "対々和"));
  EXPECT_FALSE(has(v, "三暗刻"));
  EXPECT_EQ(v.total, 58);
}

TEST(ChintonYakuman, Suukantsu) {
  // Open kans of 2p 4p 6p 8p and 東東, ron on 東: 50 + ホンイツ 2 + 明カン 4 + バンバン 2 + ガリ 1.
  Case c{"東東", "東"};
  c.melds = {open_kan(k2p), open_kan(k4p), open_kan(k6p), open_kan(k8p)};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 四槓子"));
  EXPECT_FALSE(has(v, "対々和"));
  EXPECT_EQ(v.total, 59);
}

TEST(ChintonYakuman, TenhouAndChiihouDropTsumo) {
  // 123p 456p 789p 22p 東東東 by tsumo on 1p. The dealer: 一気通貫 2 + ホンイツ 3 + ツモ 1 +
  // 役牌 東 2 + 5p 1 + 門前 1 + 親 1 + バンバン 2 + ガリ 1 = 14; 天和: 50 + 13.
  Case c{"123p 456p 789p 22p 東東東", "1p", WinHow::tsumo};
  c.seat = mj::kEast;
  c.dealer = true;
  EXPECT_EQ(value(c).total, 14);
  c.tenhou = true;
  EXPECT_EQ(value(c).total, 63);
  // 地和 for 南: 12 less ツモ, + 50.
  Case d{"123p 456p 789p 22p 東東東", "1p", WinHow::tsumo};
  d.chiihou = true;
  EXPECT_EQ(value(d).total, 61);
}

TEST(ChintonYakuman, KokushiKeepsItsGari) {
  // 1m 9m 1p1p 9p9p 東南西北白發中 中 by ron on 中, 1m pulled: 50 + 門前 1 + バンバン 2 + ガリ 1.
  Case c{"1m9m 1p1p9p9p 東南西北白發中中", "中"};
  c.pulled = "1m";
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 国士無双"));
  EXPECT_EQ(v.total, 54);
  // Nothing pulled: カラス 30 on top.
  c.pulled = "";
  EXPECT_EQ(value(c).total, 83);
}

TEST(ChintonYakuman, KokushiRobbingAClosedKanIsChankan) {
  Case c{"1m9m 1p1p9p9p 東南西北白發中中", "中", WinHow::robbed};
  c.pulled = "1m";
  EXPECT_EQ(value(c).total, 55);
}

TEST(ChintonYakuman, KokushiWithBaiForAMissingHonour) {
  // No 中: one 白 is 中, the other 白 itself; the 14th tile 東.
  EXPECT_TRUE(value(Case{"1m9m 1p1p9p9p 東東南西北發白白", "東"}).complete);
  EXPECT_TRUE(wins("1m9m 1p1p9p9p 東東南西北發白白"));
}

TEST(ChintonYakuman, KokushiExtraOption) {
  const std::string hand = "1m9m 1p1p1p9p9p 東南西北白發中";
  EXPECT_TRUE(value(Case{hand, "1p"}).complete);
  Rules r;
  r.kokushi_no_third_terminal = true;
  EXPECT_FALSE(value(Case{hand, "1p"}, r).complete);
  EXPECT_FALSE(wins(hand, r));
  EXPECT_TRUE(wins("1m9m 1p1p9p9p 東南西北白發中中", r));  // a second 中 is fine
}

TEST(ChintonYakuman, KokushiThirteenSidedDoubleWithStandard) {
  const Case c{"1m9m 1p1p9p9p 東南西北白發中 東", "東"};
  EXPECT_EQ(value(c).yakuman, 1);
  Rules standard;
  standard.double_yakuman_standard = true;
  EXPECT_EQ(value(c, standard).yakuman, 2);
  // Not on the 中 the hand lacked.
  EXPECT_EQ(value(Case{"1m9m 1p1p9p9p 東東南西北白發 中", "中"}, standard).yakuman, 1);
}

TEST(ChintonYakuman, ShousuushiWithNorthPair) {
  // 東東東 南南南 西西西 北北 123p, ron on 3p; 9m pulled: 小四喜 50 + チャンタ 20 + 三暗刻 2 +
  // 役牌 東 1 + 役牌 南 1 + 門前 1 + バンバン 2 + ガリ 1 = 78. The 北 pair may stay.
  Case c{"東東東 南南南 西西西 北北 123p", "3p"};
  c.pulled = "9m";
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 小四喜"));
  EXPECT_EQ(v.total, 78);
}

TEST(ChintonYakuman, ShousuushiWithBaiAsNorth) {
  // The pair 白白 as 北 makes the same 小四喜: 78. With bai_scope = no_north it may not: チャンタ
  // 20 + 三暗刻 2 + 役牌 東 1 + 役牌 南 1 + 門前 1 + バンバン 2 + ガリ 1 = 28.
  Case c{"東東東 南南南 西西西 白白 123p", "3p"};
  c.pulled = "9m";
  EXPECT_EQ(value(c).total, 78);
  Rules r;
  r.bai_scope = BaiScope::no_north;
  const WinValue v = value(c, r);
  EXPECT_FALSE(has(v, "役満 小四喜"));
  EXPECT_EQ(v.total, 28);
}

TEST(ChintonYakuman, DaisuushiWithANorthPonAndItsExclusions) {
  // 南南南 西西西 北北北 22p, a pon of 東, ron on 2p: 大四喜 50 + 三暗刻 2 + ホンイツ 2 +
  // バンバン 2 + ガリ 1 = 57: no 対々和, no 役牌 東 or 南.
  Case c{"南南南 西西西 北北北 22p", "2p"};
  c.melds = {pon(mj::kEast)};
  c.pulled = "1m";
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 大四喜"));
  EXPECT_FALSE(has(v, "対々和"));
  EXPECT_FALSE(has(v, "役牌 東"));
  EXPECT_EQ(v.total, 57);
  EXPECT_TRUE(wins("南南南 西西西 北北北 22p", {}, {pon(mj::kEast)}));
  EXPECT_TRUE(wins("東東東 南南南 西西西 22p", {}, {pon(mj::kNorth)}));
}

TEST(ChintonYakuman, TsuuiisouMayNotNameBaiNorth) {
  // 東東東 南南南 西西西 中中 白白白, ron on 中 (a single wait: four concealed triplets).
  // 白白白 as 北: 大四喜 + 四暗刻 100 + 混老頭 2 + 門前 1 + バンバン 2 + ガリ 1 = 106 (no 字一色:
  // it would use 北). As anything else: 字一色 + 四暗刻 100 + 役牌 3 (東, 南, the named kind) +
  // 門前 1
  // + バンバン 2 + ガリ 1 = 107, the best.
  Case c{"東東東 南南南 西西西 中中 白白白", "中"};
  c.pulled = "1m";
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 字一色"));
  EXPECT_FALSE(has(v, "役満 大四喜"));
  EXPECT_EQ(v.total, 107);
  // double_yakuman = standard: 大四喜 and 四暗刻単騎 double: 200 + 6 = 206 beats 150 + 7.
  Rules r;
  r.double_yakuman_standard = true;
  const WinValue d = value(c, r);
  EXPECT_TRUE(has(d, "役満 大四喜"));
  EXPECT_EQ(d.total, 206);
}

TEST(ChintonYakuman, TsuuiisouRefusesNaturalNorth) {
  const WinValue v = value(Case{"東東東 南南南 西西西 北北北 發發", "發"});
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 大四喜"));
  EXPECT_FALSE(has(v, "役満 字一色"));
  EXPECT_TRUE(has(value(Case{"東東東 南南南 發發發 中中中 西西", "西"}), "役満 字一色"));
}

// --- the open riichi's yakuman and the yakuman extras -----------------------------------------

TEST(ChintonOpenRiichi, AtLeastAddsNothingToAYakuman) {
  // The 大車輪 hand (56) in open riichi dealt into: still one yakuman, and オープン立直 2 counts.
  // (A 小三元 would tie: read without it, the open-riichi yakuman keeps its two 役牌.)
  Case c{"22334455667788p", "8p"};
  c.riichi = RiichiKind::open;
  c.dealt_open = true;
  WinValue v = value(c);
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_EQ(item(v, "オープン立直"), 2);
  EXPECT_EQ(v.total, 58);
  // open_riichi_yakuman = adds: two yakuman, without the 2.
  Rules adds;
  adds.open_riichi_yakuman_adds = true;
  v = value(c, adds);
  EXPECT_EQ(v.yakuman, 2);
  EXPECT_EQ(v.total, 106);
}

TEST(ChintonOpenRiichi, NotDealtIntoIsTwo) {
  Case c = plain();
  c.riichi = RiichiKind::open;
  const WinValue v = value(c);
  EXPECT_EQ(v.yakuman, 0);
  EXPECT_EQ(v.total, 9);
}

TEST(ChintonYakumanExtras, BasicKeepsDealerAndHonba) {
  // 四暗刻 by tsumo for the dealer with 2 本場, 1m 9m pulled: 50 + 門前 1 + 親 1 + 本場 2 + ガリ 2.
  Case c{"222p 444p 666p 888p 西西", "8p", WinHow::tsumo};
  c.dealer = true;
  c.seat = mj::kEast;
  c.honba = 2;
  c.pulled = "1m 9m";
  c.indicators = {mj::kSouth};  // dora 西 ×2: not kept
  Rules basic;
  basic.yakuman_extras = YakumanExtras::basic;
  EXPECT_EQ(value(c, basic).total, 56);
}

}  // namespace
