// The value of a win, class by class and condition by condition of the seed article: each hand
// below is read by hand in its comment. 財神 are the copies of the indicator's kind in the hand.
#include <gtest/gtest.h>

#include <vector>

#include "support.hpp"
#include "value.hpp"

namespace {

using namespace wztest;
using paipu::wenzhou::CaishenSingle;
using paipu::wenzhou::evaluate_win;
using paipu::wenzhou::Rules;
using paipu::wenzhou::Wilds;
using paipu::wenzhou::WinClass;
using paipu::wenzhou::WinHow;
using paipu::wenzhou::WinSituation;
using paipu::wenzhou::WinValue;

Meld pon(Kind k) {
  return Meld{MeldType::pon, k, 3, 0, k};
}

struct Case {
  std::string hand;  // the concealed tiles, the winning tile included
  std::string winning;
  WinHow how = WinHow::ron;
  std::string indicator = "5s";
  std::vector<Meld> melds{};
  bool tenhou = false;
  bool dihu = false;
};

WinValue value(const Case& c, const Rules& rules = {}) {
  WinSituation s;
  s.concealed = tiles(c.hand);
  s.melds = c.melds;
  s.winning = tile(c.winning);
  s.how = c.how;
  s.tenhou = c.tenhou;
  s.dihu = c.dihu;
  return evaluate_win(s, Wilds{tile(c.indicator)}, rules);
}

// The worked record of docs/notation.md §13.3: 123m 456p 7s8s+財神 9m9m with a pon of 東 and a
// chi of 345p; the 財神 stands for 6s or 9s, the win is by ron: 軟牌.
Case worked() {
  return {"1m2m3m4p5p6p7s8s5s9m9m",
          "8s",
          WinHow::ron,
          "5s",
          {pon(kEast), Meld{MeldType::chi, kind_of(Suit::pin, 3), 3, 0, kind_of(Suit::pin, 5)}}};
}

TEST(Value, RonWithAStandInIsSoft) {
  const WinValue v = value(worked());
  EXPECT_TRUE(v.complete);
  EXPECT_EQ(v.cls, WinClass::soft);
  EXPECT_EQ(v.caishen, 1);
  EXPECT_FALSE(v.caishen_single);
}

TEST(Value, SelfDrawAndRobbingAKanAreHard) {
  Case c = worked();
  c.how = WinHow::tsumo;
  EXPECT_EQ(value(c).cls, WinClass::hard);
  EXPECT_EQ(value(c).why, "ツモ");
  c.how = WinHow::robbed;
  EXPECT_EQ(value(c).cls, WinClass::hard);
  EXPECT_EQ(value(c).why, "チャンカン");
}

TEST(Value, NoCaishenIsHard) {
  const WinValue v = value({"111m234m567p789s東東東中中", "中"});
  EXPECT_EQ(v.cls, WinClass::hard);
  EXPECT_EQ(v.why, "no 財神");
}

TEST(Value, CaishenAtFaceValueIsHard) {
  // Indicator 2m: the 2m in 1m2m3m is a 財神 standing for its own face.
  const WinValue v = value({"1m2m3m456p789p123s東東東中中", "中", WinHow::ron, "2m"});
  EXPECT_EQ(v.caishen, 1);
  EXPECT_EQ(v.cls, WinClass::hard);
  EXPECT_EQ(v.why, "財神 at face value");
}

TEST(Value, CaishenPairedWithBaiIsFaceValueUnlessTheOptionSaysNo) {
  // Indicator 2m: 白 is a plain 2m, so 2m(財神) + 白 is a pair of 2m at face value.
  const Case c{"123p456p789p123s東東東2m白", "3s", WinHow::ron, "2m"};
  EXPECT_EQ(value(c).cls, WinClass::hard);
  Rules strict;
  strict.bai_as_face = false;
  EXPECT_EQ(value(c, strict).cls, WinClass::soft);
}

TEST(Value, SoftEightPairsIsHardAndHardEightPairsDouble) {
  // Indicator 2m: seven pairs, 中 + 財神, and 北: 八対 with a stand-in (軟八対).
  const Case soft{"1m1m3m3m4p4p5p5p6s6s7s7s東東中北2m", "北", WinHow::ron, "2m"};
  EXPECT_EQ(value(soft).cls, WinClass::hard);
  EXPECT_EQ(value(soft).why, "軟八対");
  // Eight natural pairs and 北: 硬八対.
  const Case hard{"1m1m3m3m4p4p5p5p6s6s7s7s東東中中北", "北", WinHow::ron, "2m"};
  EXPECT_EQ(value(hard).cls, WinClass::doubled);
  EXPECT_EQ(value(hard).why, "硬八対");
  // Four of a kind are two pairs, with no bonus.
  const Case four{"1m1m1m1m4p4p5p5p6s6s7s7s東東中中北", "北", WinHow::ron, "2m"};
  EXPECT_EQ(value(four).cls, WinClass::doubled);
  // Two 財神 as a pair still make 硬八対.
  const Case wild_pair{"1m1m3m3m4p4p5p5p6s6s7s7s東東2m2m北", "北", WinHow::ron, "2m"};
  EXPECT_EQ(value(wild_pair).cls, WinClass::doubled);
  // A 財神 as the odd tile too.
  const Case wild_odd{"1m1m3m3m4p4p5p5p6s6s7s7s東東北北2m", "北", WinHow::ron, "2m"};
  EXPECT_EQ(value(wild_odd).cls, WinClass::doubled);
}

TEST(Value, ThreeCaishen) {
  // A pair and five melds with three 財神 (indicator 2m): 三財神, 双翻.
  const WinValue shaped = value({"123p456p789p東東東1s1s2m2m2m", "1s", WinHow::ron, "2m"});
  EXPECT_TRUE(shaped.complete);
  EXPECT_FALSE(shaped.three_caishen_only);
  EXPECT_EQ(shaped.cls, WinClass::doubled);
  EXPECT_EQ(shaped.why, "三財神");
  // Three 財神 and nothing that fits: complete only as "財神3枚であとはめちゃくちゃ", 硬牌.
  const WinValue garbage = value({"1m4m7m1p4p7p1s4s7s東南西北中2m2m2m", "中", WinHow::tsumo, "2m"});
  EXPECT_TRUE(garbage.complete);
  EXPECT_TRUE(garbage.three_caishen_only);
  EXPECT_EQ(garbage.cls, WinClass::hard);
  // The same hand without a third 財神 is no win.
  EXPECT_FALSE(value({"1m4m7m1p4p7p1s4s7s東南西北中發2m2m", "中", WinHow::tsumo, "2m"}).complete);
}

TEST(Value, FirstTurnWinsAreDouble) {
  Case c = worked();
  c.dihu = true;
  EXPECT_EQ(value(c).cls, WinClass::doubled);
  EXPECT_EQ(value(c).why, "地胡");
  c = worked();
  c.how = WinHow::tsumo;
  c.tenhou = true;
  EXPECT_EQ(value(c).cls, WinClass::doubled);
  EXPECT_EQ(value(c).why, "天胡");
}

TEST(Value, BareSingleWaitIsDouble) {
  const std::vector<Meld> five{pon(kEast), pon(kSouth), pon(kWest), pon(kNorth), pon(kGreen)};
  const WinValue v = value({"中中", "中", WinHow::ron, "5s", five});
  EXPECT_EQ(v.cls, WinClass::doubled);
  EXPECT_EQ(v.why, "単吊");
  EXPECT_FALSE(v.caishen_single);
  // 全求神: the lone tile is a 財神. Double by self-draw; by ron it is the 財神 single wait.
  const WinValue tsumo = value({"中5s", "中", WinHow::tsumo, "5s", five});
  EXPECT_EQ(tsumo.cls, WinClass::doubled);
  EXPECT_EQ(tsumo.why, "全求神");
  for (CaishenSingle rule : {CaishenSingle::only, CaishenSingle::any, CaishenSingle::bare}) {
    Rules r;
    r.caishen_single = rule;
    EXPECT_TRUE(value({"中5s", "中", WinHow::ron, "5s", five}, r).caishen_single);
  }
}

TEST(Value, CaishenSingleWaitByEachDefinition) {
  // 123m 456m 789m 123p 456p + 財神, winning 東: the only reading pairs 東 with the 財神.
  const Case only{"123m456m789m123p456p5s東", "東"};
  EXPECT_TRUE(value(only).caishen_single);
  Rules bare;
  bare.caishen_single = CaishenSingle::bare;
  EXPECT_FALSE(value(only, bare).caishen_single);  // not every other tile is melded
  // 123m 456m 789m + 1p2p3p 3p + 財神 (one pon declared), winning 3p: it ends 1p2p3p (an edge
  // wait, the other 3p pairing the 財神) or pairs the 財神 itself. Not every reading is the
  // 財神 single wait; one is.
  const Case some{"123m456m789m1p2p3p3p5s", "3p", WinHow::ron, "5s", {pon(kEast)}};
  EXPECT_TRUE(value(some).complete);
  EXPECT_FALSE(value(some).caishen_single);
  Rules any;
  any.caishen_single = CaishenSingle::any;
  EXPECT_TRUE(value(some, any).caishen_single);
}

TEST(Value, AllTripletsOnlyByOption) {
  const Case c{"111m999p東東東222s中中", "中", WinHow::ron, "5s", {pon(kGreen)}};
  EXPECT_EQ(value(c).cls, WinClass::hard);
  Rules r;
  r.toitoi_double = true;
  EXPECT_EQ(value(c, r).cls, WinClass::doubled);
  EXPECT_EQ(value(c, r).why, "対対胡");
}

TEST(Value, CaishenAsAFifthCopyByOption) {
  // Four 1m and a 財神 (indicator 5s) among four honour triplets: every reading makes the 財神 a
  // fifth 1m (1m1m + 1m1m財神, or 1m1m1m + 1m財神).
  const Case c{"1m1m1m1m東東東南南南西西西北北北5s", "北", WinHow::tsumo};
  EXPECT_TRUE(value(c).complete);
  Rules r;
  r.caishen_fifth_copy = false;
  EXPECT_FALSE(value(c, r).complete);
}

}  // namespace
