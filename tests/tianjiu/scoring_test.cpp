// Settlement from its inputs: the worked examples T1–T8 (rules §1.7) and each option that changes a
// payment. Expected amounts are worked out by hand from rules §1.6.
#include <gtest/gtest.h>

#include <map>
#include <string>

#include "scoring.hpp"
#include "script.hpp"

using namespace paipu;
using namespace paipu::tianjiu;

namespace {

HandResult jie(std::array<int, 4> dong, int winner, int dealer, int d, Jie kind = Jie::ordinary) {
  HandResult r;
  r.dong = dong;
  r.winner = winner;
  r.dealer = dealer;
  r.multiplier = d;
  r.bonus_multiplier = d;
  r.jie = kind;
  return r;
}

using Flows = std::map<std::pair<int, int>, long long>;

Flows flows(const Settlement& s) {
  Flows f;
  for (const Payment& p : s.payments) f[{p.from, p.to}] += p.amount;
  return f;
}

// The items ("base 3", "親倍数 ×2") multiplied together: a base, then only factors.
long long product(const Payment& p) {
  long long k = 1;
  for (const Item& i : p.items) {
    EXPECT_EQ(i.kind, &i == &p.items.front() ? ItemKind::base : ItemKind::times) << p.reason;
    k *= i.value;
  }
  EXPECT_EQ(evaluate(p.items), k) << p.reason;
  return k;
}

void check_items(const Settlement& s) {
  long long sum = 0;
  for (long long d : s.deltas) sum += d;
  EXPECT_EQ(sum, 0);
  for (const Payment& p : s.payments) {
    EXPECT_GT(p.amount, 0);
    EXPECT_EQ(product(p), p.amount) << p.reason;
  }
}

Settlement run(const HandResult& r,
               std::initializer_list<std::pair<std::string, std::string>> opts = {}) {
  Settlement s = settle(r, tj_test::options(opts));
  check_items(s);
  return s;
}

}  // namespace

// T1 ([ZW] 例一): E dealer ×2, 棟 E1 S4 W0 N3, N 結 → E −6, S 0, W −5, N +11; at ×1 (仮親) E −3, N
// +8.
TEST(Scoring, T1) {
  EXPECT_EQ(run(jie({1, 4, 0, 3}, 3, 0, 2)).deltas, (std::vector<long long>{-6, 0, -5, 11}));
  EXPECT_EQ(run(jie({1, 4, 0, 3}, 3, 0, 1)).deltas, (std::vector<long long>{-3, 0, -5, 8}));
}

// T2 ([ZW] 例二): E1 S5 W0 N2, N 結, E dealer ×2 → E −6, S +1 (入一), W −5, N +10.
TEST(Scoring, T2) {
  const Settlement s = run(jie({1, 5, 0, 2}, 3, 0, 2));
  EXPECT_EQ(s.deltas, (std::vector<long long>{-6, 1, -5, 10}));
  const Flows f = flows(s);
  EXPECT_EQ((f.at({3, 1})), 1);
}

// T3 ([Y]): dong [1,4,0,3], 結 3, dealer 0 ×2 → 0→3: 6, 2→3: 5.
TEST(Scoring, T3) {
  const Flows f = flows(run(jie({1, 4, 0, 3}, 3, 0, 2)));
  EXPECT_EQ(f.size(), 2u);
  EXPECT_EQ((f.at({0, 3})), 6);
  EXPECT_EQ((f.at({2, 3})), 5);
}

// T4 ([Y]): dong [5,1,0,2], 結 3, dealer 0 ×3 → 3→0: 1 (a losing dealer's 入一 at ×1), 1→3: 3,
// 2→3: 5.
TEST(Scoring, T4) {
  Flows f = flows(run(jie({5, 1, 0, 2}, 3, 0, 3)));
  EXPECT_EQ((f.at({3, 0})), 1);
  EXPECT_EQ((f.at({1, 3})), 3);
  EXPECT_EQ((f.at({2, 3})), 5);
  // dealer_ru_exempt off: the dealer's 入一 carries ×3.
  f = flows(run(jie({5, 1, 0, 2}, 3, 0, 3), {{"dealer_ru_exempt", "off"}}));
  EXPECT_EQ((f.at({3, 0})), 3);
}

// A winning dealer pays 入一/入二 with ×D.
TEST(Scoring, DealerWinnerPaysRuWithMultiplier) {
  const Flows f = flows(run(jie({2, 6, 0, 0}, 0, 0, 2)));
  EXPECT_EQ((f.at({0, 1})), 4);   // 入二 2 × 2
  EXPECT_EQ((f.at({2, 0})), 10);  // 無勝 5 × 2
  EXPECT_EQ((f.at({3, 0})), 10);
}

// T5 ([Y]): 包尊, dong [2,2,2,2], 結 = dealer 0 ×2 → each pays 2 × 2 × 2 = 8.
TEST(Scoring, T5BaoZun) {
  const Settlement s = run(jie({2, 2, 2, 2}, 0, 0, 2, Jie::bao_zun));
  const Flows f = flows(s);
  for (int l = 1; l < 4; ++l) EXPECT_EQ((f.at({l, 0})), 8);
  EXPECT_EQ(items_text(s.payments[0].items), "base 2 × 包尊 ×2 × 親倍数 ×2");
  EXPECT_EQ(s.payments[0].reason, "包尊");
}

// T6 ([Y]): 四大包, dong [4,2,1,1], 結 0, dealer 1 ×2 → 1→0: 2×4×2 = 16; 2→0, 3→0: 3×4 = 12.
TEST(Scoring, T6SiDaBao) {
  Flows f = flows(run(jie({4, 2, 1, 1}, 0, 1, 2, Jie::si_da_bao)));
  EXPECT_EQ((f.at({1, 0})), 16);
  EXPECT_EQ((f.at({2, 0})), 12);
  EXPECT_EQ((f.at({3, 0})), 12);
  f = flows(run(jie({4, 2, 1, 1}, 0, 1, 2, Jie::si_da_bao), {{"sidabao_multiplier", "2"}}));
  EXPECT_EQ((f.at({1, 0})), 8);
  EXPECT_EQ((f.at({2, 0})), 6);
}

// T7 ([Y]): 么雙擒四, dong [5,2,0,1], 結 1, dealer 0 ×3, captured 0 → 1→0: 1 (入一, dealer exempt),
// 0→1: 4 × (5 + 3) = 32; seats 2 and 3 pay nothing.
TEST(Scoring, T7YaoCapture) {
  HandResult r = jie({5, 2, 0, 1}, 1, 0, 3, Jie::yao_capture);
  r.captured = 0;
  const Settlement s = run(r);
  const Flows f = flows(s);
  EXPECT_EQ(f.size(), 2u);
  EXPECT_EQ((f.at({1, 0})), 1);
  EXPECT_EQ((f.at({0, 1})), 32);
}

// 么雙擒四 options on dong [1,4,0,3], 結 N, dealer E ×2, E captured (E led 細三, N won with 大六).
// Ordinary amounts: E 3 × 2 = 6, W 5.
TEST(Scoring, YaoCaptureOptions) {
  HandResult r = jie({1, 4, 0, 3}, 3, 0, 2, Jie::yao_capture);
  r.captured = 0;
  auto from_e = [&](std::initializer_list<std::pair<std::string, std::string>> o) {
    return flows(run(r, o));
  };
  Flows f = from_e({});
  EXPECT_EQ(f.size(), 1u);
  EXPECT_EQ((f.at({0, 3})), 44);  // 4 × (6 + 5)
  f = from_e({{"yao_capture", "cover4_others"}});
  EXPECT_EQ(f.size(), 1u);
  EXPECT_EQ((f.at({0, 3})), 20);  // 4 × 5
  f = from_e({{"yao_capture", "cover2"}});
  EXPECT_EQ((f.at({0, 3})), 22);
  f = from_e({{"yao_capture", "doubled"}});
  EXPECT_EQ((f.at({0, 3})), 12);  // 3 × 2 × 2
  EXPECT_EQ((f.at({2, 3})), 10);
  f = from_e({{"yao_capture", "off"}});
  EXPECT_EQ((f.at({0, 3})), 6);
  EXPECT_EQ((f.at({2, 3})), 5);
  f = from_e({{"yao_capture_stake", "captured"}});
  EXPECT_EQ((f.at({0, 3})), 64);  // 4 × (3 + 5) × 2
}

// T8 ([Y]): dong [0,8,0,0], 結 1, dealer 0 ×2 → 七支: 2→1 10, 3→1 10, 0→1 20; 八支: 20 / 20 / 40.
TEST(Scoring, T8Slams) {
  HandResult r = jie({0, 8, 0, 0}, 1, 0, 2);
  r.slam = Slam::qizhi;
  Flows f = flows(run(r));
  EXPECT_EQ((f.at({2, 1})), 10);
  EXPECT_EQ((f.at({0, 1})), 20);
  r.slam = Slam::bazhi;
  const Settlement s = run(r);
  f = flows(s);
  EXPECT_EQ((f.at({2, 1})), 20);
  EXPECT_EQ((f.at({3, 1})), 20);
  EXPECT_EQ((f.at({0, 1})), 40);
  EXPECT_EQ(items_text(s.payments[0].items), "無勝 5 × 八支 ×4 × 親倍数 ×2");
  EXPECT_EQ(s.payments[0].reason, "八支");
}

// Slams stack with the special multipliers: a quad final slam by the 仮親 is 5 × 4 × 4 = 80 each.
TEST(Scoring, SlamStacksWithSiDaBao) {
  HandResult r = jie({8, 0, 0, 0}, 0, 0, 1, Jie::si_da_bao);
  r.slam = Slam::bazhi;
  EXPECT_EQ(run(r).deltas, (std::vector<long long>{240, -80, -80, -80}));
}

TEST(Scoring, YaoJieDoublesAndGuiDongPaysNothing) {
  const Settlement s = run(jie({2, 4, 1, 1}, 0, 0, 1, Jie::yao_jie));
  EXPECT_EQ(s.deltas, (std::vector<long long>{12, 0, -6, -6}));
  bool noted = false;
  for (const auto& n : s.notes) noted = noted || n == "S 歸棟 (4 棟): no payment";
  EXPECT_TRUE(noted);
}

// Special multipliers and 入一: S wins 包尊 holding 1 棟; E holds 5 (入一); W is dealer ×2.
TEST(Scoring, SpecialMultipliesRuOption) {
  const HandResult r = jie({5, 1, 1, 1}, 1, 2, 2, Jie::bao_zun);
  Flows f = flows(run(r));
  EXPECT_EQ((f.at({1, 0})), 1);
  EXPECT_EQ((f.at({2, 1})), 12);  // 3 × 2 × 2
  EXPECT_EQ((f.at({3, 1})), 6);
  f = flows(run(r, {{"special_multiplies_ru", "on"}}));
  EXPECT_EQ((f.at({1, 0})), 2);
}

TEST(Scoring, TrickBonuses) {
  const Options o = tj_test::options({});
  // 賀尊 to S, dealer E at ×3: E pays 6, W and N pay 2.
  Flows f;
  for (const Payment& p : trick_bonus(Bonus::he_zun, 1, 0, 3, 7, o)) {
    f[{p.from, p.to}] += p.amount;
    EXPECT_EQ(p.step, 7);
    EXPECT_EQ(p.reason, "賀尊");
  }
  EXPECT_EQ((f.at({0, 1})), 6);
  EXPECT_EQ((f.at({2, 1})), 2);
  // 四大賀 to the dealer E at ×2: 8 each; with sidahe_points 2: 4 each.
  for (const Payment& p : trick_bonus(Bonus::si_da_he, 0, 0, 2, 3, o)) EXPECT_EQ(p.amount, 8);
  for (const Payment& p :
       trick_bonus(Bonus::si_da_he, 0, 0, 2, 3, tj_test::options({{"sidahe_points", "2"}})))
    EXPECT_EQ(p.amount, 4);
  EXPECT_EQ(bonus_note(Bonus::he_zun, 1, 0, 3, o),
            "賀尊: each player pays S 2 (the dealer E pays ×3 = 6)");
}

TEST(Scoring, BonusesPaidDuringTheHandAreItemsOfTheSettlement) {
  HandResult r = jie({1, 4, 0, 3}, 3, 0, 1);
  r.bonuses = trick_bonus(Bonus::qin_zun, 1, 0, 1, 5, tj_test::options({}));
  const Settlement s = run(r);
  EXPECT_EQ(s.deltas, (std::vector<long long>{-5, 6, -7, 6}));
  EXPECT_EQ(s.payments.front().step, 5);
  EXPECT_EQ(s.payments.back().step, -1);
}

// 七枝牌 / 八枝牌: 10 / 20 from each other player, ×D with the dealer.
TEST(Scoring, DealtHandWins) {
  HandResult r;
  r.winner = 2;
  r.dealer = 0;
  r.multiplier = r.bonus_multiplier = 2;
  r.dealt = Dealt::qizhi;
  EXPECT_EQ(run(r).deltas, (std::vector<long long>{-20, -10, 40, -10}));
  r.dealt = Dealt::bazhi;
  const Settlement s = run(r);
  EXPECT_EQ(s.deltas, (std::vector<long long>{-40, -20, 80, -20}));
  EXPECT_EQ(s.payments[0].reason, "八枝牌");
}
