// Scoring of played hands: the hand finds 賀尊, 擒尊, 四大賀, 包尊, 四大包, 么結, 么雙擒四,
// 七支/八支 and the dealt-hand wins itself, and the settlement follows. Every expected delta is
// worked out by hand in the comment above it (dealer E; 仮親 ×1 unless a streak is given).
#include <gtest/gtest.h>

#include "hands.hpp"
#include "script.hpp"
#include "tianjiu.hpp"

using namespace paipu;
using namespace paipu::tianjiu;
using tj_test::join;
using tj_test::Lines;
using tj_test::Table;

namespace {

using Deltas = std::vector<long long>;

Settlement play(const Lines& lines, const RuleValues& rules = {}, int streak = -1) {
  Table t(rules, 0, streak);
  const std::string err = t.run_all(lines);
  EXPECT_EQ(err, "");
  EXPECT_TRUE(t.hand.finished());
  if (!t.hand.finished()) return {};
  RuleValues all = default_values();
  for (const auto& [k, v] : rules) all[k] = v;
  return settle(t.hand.result(), parse_options(all));
}

Deltas deltas(const Lines& lines, const RuleValues& rules = {}, int streak = -1) {
  return play(lines, rules, streak).deltas;
}

const Lines kHonours = {
    "E play 大六細三", "S pad **", "W pad **",        "N pad **",  // E 2, 賀尊
    "E play 銅錘銅錘", "S pad **", "W play 高腳高腳", "N pad **",  // W 2, 擒尊
    "W play 天天",     "N pad **", "E pad **",        "S pad **",  // W 4
    "W play 地地",     "N pad **", "E pad **",        "S pad **",  // W 6, 結
};

}  // namespace

// T1 counts played out: E −3, S 0, W −5, N +8 at ×1; E −6, N +11 with E a dealer at ×2.
TEST(HandScoring, HandAOrdinary) {
  EXPECT_EQ(deltas(tj_test::kPlayA), (Deltas{-3, 0, -5, 8}));
  EXPECT_EQ(deltas(tj_test::kPlayA, {}, 0), (Deltas{-6, 0, -5, 11}));
}

// C: E7 S1 W0 N0, E wins: 3 + 5 + 5. D: S wins the final pair with E at 6 棟 (入二 2): S +10 − 2.
TEST(HandScoring, TwoTileBindingHands) {
  EXPECT_EQ(deltas(tj_test::kPlayC), (Deltas{13, -3, -5, -5}));
  EXPECT_EQ(deltas(tj_test::kPlayD), (Deltas{2, 8, -5, -5}));
}

// With last_trick=eighth the 4th-trick final is an ordinary trick: W's 地 wins it. W1 E6 S1 N0:
// W pays E 2 (入二), S pays 3, N pays 5.
TEST(HandScoring, LastTrickEighth) {
  Lines c = tj_test::kPlayC;
  c.back() = "E pad *";
  EXPECT_EQ(deltas(c, {{"last_trick", "eighth"}}), (Deltas{2, -3, 6, -5}));
}

// 賀尊 (E, 2 each) and 擒尊 (W, 2 each), then W wins 結 with 6 棟: E pays 2, S and N 5.
//   ×1: E +6 −2 −2 = +2; S −2 −2 −5 = −9; W −2 +6 +12 = +16; N −9.
//   ×3: 賀尊 E +6+2+2... E +18 −6 −6 = +6; S −6 −2 −5 = −13; W −6 +10 +16 = +20; N −13.
TEST(HandScoring, HeZunAndQinZun) {
  const Settlement s = play(kHonours);
  EXPECT_EQ(s.deltas, (Deltas{2, -9, 16, -9}));
  ASSERT_GE(s.payments.size(), 6u);
  EXPECT_EQ(s.payments[0].reason, "賀尊");
  EXPECT_EQ(s.payments[0].step, 3);
  EXPECT_EQ(s.payments[3].reason, "擒尊");
  EXPECT_EQ(s.payments[3].step, 7);
  EXPECT_EQ(deltas(kHonours, {}, 1), (Deltas{6, -13, 20, -13}));
}

// Without 文至尊, 双銅錘 is a plain pair and 双高腳 just beats it: no 擒尊. E +6 −2, S −2 −5, W −2
// +12.
TEST(HandScoring, WenZhizunOff) {
  EXPECT_EQ(deltas(kHonours, {{"wen_zhizun", "off"}}), (Deltas{4, -7, 10, -7}));
}

// kari_oya_bonus=x2: the 仮親's bonuses use ×2. 賀尊 E +4+4+4; 擒尊 E pays 4, S and N 2; 結 at ×1.
//   E +12 −4 −2 = +6; S −4 −2 −5 = −11; W −4 +8 +12 = +16; N −11.
TEST(HandScoring, KariOyaBonusOption) {
  EXPECT_EQ(deltas(kHonours, {{"kari_oya_bonus", "x2"}}), (Deltas{6, -11, 16, -11}));
}

TEST(HandScoring, BonusNoteAtTheTrick) {
  Table t;
  ASSERT_EQ(t.run_all(Lines(kHonours.begin(), kHonours.begin() + 3)), "");
  const Outcome o = t.run("N pad **");
  ASSERT_EQ(o.notes.size(), 2u);
  EXPECT_EQ(o.notes[1], "賀尊: each player pays E 2");
}

// Quad slam by E at ×1: 四大賀 4 × 3 = 12, then 四大包 ×4 and 八支 ×4 on 5: 80 × 3 = 240.
TEST(HandScoring, QuadSlam) {
  const Lines q = tj_test::quad_slam(0, 0);
  EXPECT_EQ(deltas(q), (Deltas{252, -84, -84, -84}));
  // 四大賀 2 and 四大包 ×2: 2 + 5 × 2 × 4 = 42 each.
  EXPECT_EQ(deltas(q, {{"sidahe_points", "2"}, {"sidabao_multiplier", "2"}}),
            (Deltas{126, -42, -42, -42}));
  // bao_also_he: the last trick's 四大賀 is paid too: 4 + 4 + 80 = 88 each.
  EXPECT_EQ(deltas(q, {{"bao_also_he", "on"}}), (Deltas{264, -88, -88, -88}));
  // last_trick=eighth: trick 2 is no 結 trick, so 四大賀 twice and a plain 無勝 5: 13 each.
  EXPECT_EQ(deltas(q, {{"last_trick", "eighth"}}), (Deltas{39, -13, -13, -13}));
}

// Prefix Q (E5 S1 W0 N1) and N's final single.
// 么結: N wins with 細三: N pays E 1 (入一), S 3 × 2, W 5 × 2 → N +15.
TEST(HandScoring, YaoJie) {
  EXPECT_EQ(deltas(join({tj_test::kPrefixQ, {"N play 細三", "E pad *", "S pad *", "W pad *"}})),
            (Deltas{1, -6, -10, 15}));
  EXPECT_EQ(deltas(join({tj_test::kPrefixQ, {"N play 銅錘", "E pad *", "S pad *", "W pad *"}})),
            (Deltas{1, -6, -10, 15}));
}

// 銅錘 is a 么 only with 文至尊 under yao_tongchui=with_wen_zhizun: an ordinary 結 of 1, 3, 5.
TEST(HandScoring, YaoTongchuiOption) {
  const Lines h = join({tj_test::kPrefixQ, {"N play 銅錘", "E pad *", "S pad *", "W pad *"}});
  EXPECT_EQ(deltas(h, {{"yao_tongchui", "with_wen_zhizun"}}), (Deltas{1, -6, -10, 15}));
  EXPECT_EQ(deltas(h, {{"yao_tongchui", "with_wen_zhizun"}, {"wen_zhizun", "off"}}),
            (Deltas{1, -3, -5, 7}));
  EXPECT_EQ(deltas(h, {{"wen_zhizun", "off"}}), (Deltas{1, -6, -10, 15}));
}

// 么雙擒四: E captures N's 細三 with 大六 and wins: N pays 4 × (S 3 + W 5 + N 3) = 44; at ×2, 88.
TEST(HandScoring, YaoCapture) {
  const Lines h = join({tj_test::kPrefixQ, {"N play 細三", "E play 大六", "S pad *", "W pad *"}});
  EXPECT_EQ(deltas(h), (Deltas{44, 0, 0, -44}));
  EXPECT_EQ(deltas(h, {}, 0), (Deltas{88, 0, 0, -88}));
  EXPECT_EQ(deltas(join({tj_test::kPrefixQ, {"N play 銅錘", "E play 高腳", "S pad *", "W pad *"}})),
            (Deltas{44, 0, 0, -44}));
}

// Beaten by another tile: no penalty, an ordinary 結 (E: 3 + 5 + 3).
TEST(HandScoring, YaoBeatenByAnotherTile) {
  EXPECT_EQ(deltas(join({tj_test::kPrefixQ, {"N play 細三", "E play 紅九", "S pad *", "W pad *"}})),
            (Deltas{11, -3, -5, -3}));
  // Captured, then beaten again: S wins an ordinary 結 (E 入一 1, W 5, N 3).
  EXPECT_EQ(
      deltas(join({tj_test::kPrefixQ, {"N play 細三", "E play 大六", "S play 紅九", "W pad *"}})),
      (Deltas{1, 7, -5, -3}));
}

// Prefix R (E3 S1 W0 N2) and N's final pair.
// 包尊: N leads 至尊: E 1 × 2, S 3 × 2, W 5 × 2 → N +18.
TEST(HandScoring, BaoZun) {
  EXPECT_EQ(
      deltas(join({tj_test::kPrefixR, {"N play 大六細三", "E pad **", "S pad **", "W pad **"}})),
      (Deltas{-2, -6, -10, 18}));
  EXPECT_EQ(
      deltas(join({tj_test::kPrefixR, {"N play 銅錘銅錘", "E pad **", "S pad **", "W pad **"}})),
      (Deltas{-2, -6, -10, 18}));
  // bao_also_he: 賀尊 2 from each as well.
  EXPECT_EQ(
      deltas(join({tj_test::kPrefixR, {"N play 大六細三", "E pad **", "S pad **", "W pad **"}}),
             {{"bao_also_he", "on"}}),
      (Deltas{-4, -8, -12, 24}));
}

// 擒尊 on the last trick: E wins with 5 棟; capture_bao on: S 3 × 2, W 5 × 2, N 2 × 2 = 20;
// off: 10.
TEST(HandScoring, CaptureOnTheLastTrick) {
  const Lines h =
      join({tj_test::kPrefixR, {"N play 銅錘銅錘", "E play 高腳高腳", "S pad **", "W pad **"}});
  EXPECT_EQ(deltas(h), (Deltas{20, -6, -10, -4}));
  EXPECT_EQ(deltas(h, {{"capture_bao", "off"}}), (Deltas{10, -3, -5, -2}));
}

// Single-final slam, S shows 天 which would beat 長: 七支, 5 × 2 = 10 each.
TEST(HandScoring, SlamSingleBeatenByAnIneligibleTileIsQizhi) {
  EXPECT_EQ(deltas(tj_test::kSlamSingle), (Deltas{30, -10, -10, -10}));
}

// Same slam, nobody's last tile beats 長: 八支 (20 each) under beats_all; under top_tile 長 is not
// the top civil tile left (天 and 地 were never shown), so 七支; `seven` is always 七支.
TEST(HandScoring, SlamSingleOptions) {
  Lines h = tj_test::kSlamSingle;
  h.resize(h.size() - 3);
  h.insert(h.end(), {"S pad 板", "W pad 紅九", "N pad 斧"});
  EXPECT_EQ(deltas(h), (Deltas{60, -20, -20, -20}));
  EXPECT_EQ(deltas(h, {{"slam_single", "top_tile"}}), (Deltas{30, -10, -10, -10}));
  EXPECT_EQ(deltas(h, {{"slam_single", "seven"}}), (Deltas{30, -10, -10, -10}));
}

TEST(HandScoring, SlamSingleWithUnknownTilesWarnsAndScoresQizhi) {
  Lines h = tj_test::kSlamSingle;
  h.resize(h.size() - 3);
  Table t;
  ASSERT_EQ(t.run_all(h), "");
  ASSERT_TRUE(t.run("S pad *").ok());
  ASSERT_TRUE(t.run("W pad *").ok());
  const Outcome o = t.run("N pad *");
  ASSERT_TRUE(o.ok());
  ASSERT_EQ(o.problems.size(), 1u);
  EXPECT_EQ(o.problems[0].code, "T122");
  EXPECT_EQ(o.problems[0].severity, Severity::warning);
  EXPECT_EQ(t.hand.result().slam, Slam::qizhi);
}

// 天天九 first, final 地 unbeatable: 八支 under beats_all and top_tile (both 天 were shown);
// slam_dealer_first_lead demotes the dealer's slam to 七支.
TEST(HandScoring, SlamAfterATianLead) {
  EXPECT_EQ(deltas(tj_test::kSlamTian), (Deltas{60, -20, -20, -20}));
  EXPECT_EQ(deltas(tj_test::kSlamTian, {{"slam_single", "top_tile"}}), (Deltas{60, -20, -20, -20}));
  EXPECT_EQ(deltas(tj_test::kSlamTian, {{"slam_dealer_first_lead", "on"}}),
            (Deltas{30, -10, -10, -10}));
}

// 例牌: E's deal is all white (梅梅長長板板斧斧): 八枝牌, 20 from each at ×1.
TEST(HandScoring, DeclaredBazhi) {
  Table t;
  ASSERT_TRUE(t.run("E deal 梅 梅 長 長 板 板 斧 斧").ok());
  const Outcome bad = t.run("E declare 七枝牌");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.problems[0].code, "T112");
  EXPECT_NE(bad.problems[0].message.find("it is a 八枝牌 (全白)"), std::string::npos);
  const auto moves = t.hand.legal_moves();
  ASSERT_FALSE(moves.empty());
  EXPECT_EQ(moves[0].verb, kDeclare);
  const Outcome o = t.run("E declare 八枝牌");
  ASSERT_TRUE(o.ok());
  EXPECT_TRUE(t.hand.finished());
  EXPECT_EQ(settle(t.hand.result(), parse_options(default_values())).deltas,
            (Deltas{60, -20, -20, -20}));
  EXPECT_EQ(t.run("E play 梅").problems[0].code, "T109");
}

// 七枝牌 by S while E is dealer at ×2: E pays 20, W and N 10.
TEST(HandScoring, DeclaredQizhiWithDealerMultiplier) {
  Table t({}, 0, 0);
  ASSERT_TRUE(t.run("S deal 和 梅 梅 長 長 板 板 斧").ok());
  ASSERT_TRUE(t.run("S declare qizhi").ok());
  EXPECT_EQ(settle(t.hand.result(), parse_options(default_values())).deltas,
            (Deltas{-20, 40, -10, -10}));
}

TEST(HandScoring, DeclareErrors) {
  Table t;
  EXPECT_EQ(t.run("S declare 八枝牌").problems[0].code, "T111");
  ASSERT_TRUE(t.run("S deal 梅 梅 長 長").ok());
  EXPECT_EQ(t.run("S declare 八枝牌").problems[0].code, "T111");
  ASSERT_TRUE(t.run("E play 天").ok());
  EXPECT_EQ(t.run("S declare 八枝牌").problems[0].code, "T110");
}

// A qualifying deal need not be declared; the first lead notes it and play goes on.
TEST(HandScoring, UndeclaredDealIsNoted) {
  Table t;
  ASSERT_TRUE(t.run("S deal 梅 梅 長 長 板 板 斧 斧").ok());
  const Outcome o = t.run("E play 天");
  ASSERT_TRUE(o.ok());
  ASSERT_EQ(o.notes.size(), 1u);
  EXPECT_EQ(o.notes[0], "S's deal is a 八枝牌 (全白) but was not declared; play goes on");
}

// Every payment's factors multiply to its amount (here on the richest hand).
TEST(HandScoring, FactorsMultiplyToTheAmount) {
  const Settlement s = play(kHonours, {}, 2);
  for (const Payment& p : s.payments) {
    long long k = 1;
    for (const Item& i : p.items) {
      EXPECT_EQ(i.kind, &i == &p.items.front() ? ItemKind::base : ItemKind::times) << p.reason;
      k *= i.value;
    }
    EXPECT_EQ(k, p.amount) << p.reason;
  }
}

namespace {

// One fact for E, S, W and N.
Deltas fact(const Settlement& s, Fact f) {
  Deltas out;
  for (int seat = 0; seat < 4; ++seat) out.push_back(s.facts_of(seat)[static_cast<std::size_t>(f)]);
  return out;
}

}  // namespace

// 2牌縛り: on C's final single W and N hold no 棟 and are shut out; S, with 1, is not. D's final
// is a pair, open to everyone: nobody is bound though W and N hold no 棟. With last_trick=eighth
// C's 4th-trick final is no 結 trick. Prefix Q's final single shuts out W only (E5 S1 W0 N1).
TEST(HandScoring, FactBoundByTwoTileBinding) {
  ASSERT_EQ(fact_specs().size(), static_cast<std::size_t>(kFactCount));
  EXPECT_EQ(fact_specs()[kFactBound].name, "bound");
  const Settlement c = play(tj_test::kPlayC);
  EXPECT_EQ(fact(c, kFactBound), (Deltas{0, 0, 1, 1}));
  EXPECT_EQ(fact(c, kFactWon), (Deltas{1, 0, 0, 0}));
  EXPECT_EQ(fact(c, kFactDong), (Deltas{7, 1, 0, 0}));
  EXPECT_EQ(fact(play(tj_test::kPlayD), kFactBound), (Deltas{0, 0, 0, 0}));
  Lines eighth = tj_test::kPlayC;
  eighth.back() = "E pad *";
  EXPECT_EQ(fact(play(eighth, {{"last_trick", "eighth"}}), kFactBound), (Deltas{0, 0, 0, 0}));
  const Lines q = join({tj_test::kPrefixQ, {"N play 細三", "E pad *", "S pad *", "W pad *"}});
  EXPECT_EQ(fact(play(q), kFactBound), (Deltas{0, 0, 1, 0}));
  EXPECT_EQ(fact(play(tj_test::kPlayA), kFactBound), (Deltas{0, 0, 0, 0}));
}

// 八支 apart from 七支: the single-final slam S's 天 would beat is 七支 (slam, no bazhi) and shuts
// out S, W and N; unbeaten it is 八支, or 七支 under slam_single=top_tile; the quad slam is 八支
// on a 4-tile final (nobody bound); hand A has no slam.
TEST(HandScoring, FactBazhi) {
  EXPECT_EQ(fact_specs()[kFactBazhi].name, "bazhi");
  const Settlement qi = play(tj_test::kSlamSingle);
  EXPECT_EQ(fact(qi, kFactSlam), (Deltas{1, 0, 0, 0}));
  EXPECT_EQ(fact(qi, kFactBazhi), (Deltas{0, 0, 0, 0}));
  EXPECT_EQ(fact(qi, kFactBound), (Deltas{0, 1, 1, 1}));
  Lines h = tj_test::kSlamSingle;
  h.resize(h.size() - 3);
  h.insert(h.end(), {"S pad 板", "W pad 紅九", "N pad 斧"});
  EXPECT_EQ(fact(play(h), kFactBazhi), (Deltas{1, 0, 0, 0}));
  const Settlement top = play(h, {{"slam_single", "top_tile"}});
  EXPECT_EQ(fact(top, kFactSlam), (Deltas{1, 0, 0, 0}));
  EXPECT_EQ(fact(top, kFactBazhi), (Deltas{0, 0, 0, 0}));
  const Settlement quad = play(tj_test::quad_slam(0, 0));
  EXPECT_EQ(fact(quad, kFactBazhi), (Deltas{1, 0, 0, 0}));
  EXPECT_EQ(fact(quad, kFactBound), (Deltas{0, 0, 0, 0}));
  EXPECT_EQ(fact(quad, kFactSiDaHe), (Deltas{1, 0, 0, 0}));
  const Settlement a = play(tj_test::kPlayA);
  EXPECT_EQ(fact(a, kFactSlam), (Deltas{0, 0, 0, 0}));
  EXPECT_EQ(fact(a, kFactBazhi), (Deltas{0, 0, 0, 0}));
}

// 賀尊 (E) and 擒尊 (W) during the hand; 包尊 to N on prefix R's final 至尊, none in hand A.
TEST(HandScoring, FactHeZunAndBaoZun) {
  const Settlement h = play(kHonours);
  EXPECT_EQ(fact(h, kFactHeZun), (Deltas{1, 0, 0, 0}));
  EXPECT_EQ(fact(h, kFactQinZun), (Deltas{0, 0, 1, 0}));
  EXPECT_EQ(fact(h, kFactBaoZun), (Deltas{0, 0, 0, 0}));
  const Settlement bao =
      play(join({tj_test::kPrefixR, {"N play 大六細三", "E pad **", "S pad **", "W pad **"}}));
  EXPECT_EQ(fact(bao, kFactBaoZun), (Deltas{0, 0, 0, 1}));
  EXPECT_EQ(fact(bao, kFactHeZun), (Deltas{0, 0, 0, 0}));
}
