#include <gtest/gtest.h>

#include "scoring.hpp"

namespace {

using namespace paipu::sandaha;

TEST(Scoring, TheSeedsTableAroundEachBoundary) {
  const ScoringRules r;
  struct Case {
    int d, bid;
    Grade grade;
    int points;
  };
  for (const Case& c : {Case{0, 60, Grade::da_guang, 3}, Case{5, 60, Grade::xiao_guang, 2},
                        Case{25, 60, Grade::xiao_guang, 2}, Case{30, 60, Grade::bao_zhuang, 1},
                        Case{55, 60, Grade::bao_zhuang, 1}, Case{60, 60, Grade::kua_zhuang, -1},
                        Case{95, 60, Grade::kua_zhuang, -1}, Case{100, 60, Grade::xiao_dao, -2},
                        Case{125, 60, Grade::xiao_dao, -2}, Case{130, 60, Grade::da_dao, -2},
                        Case{200, 60, Grade::da_dao, -2}, Case{20, 25, Grade::xiao_guang, 2},
                        Case{25, 25, Grade::kua_zhuang, -1}}) {
    const HandScore s = score_hand(c.d, c.bid, r);
    EXPECT_EQ(s.grade, c.grade) << c.d << " against " << c.bid;
    EXPECT_EQ(s.points, c.points) << c.d << " against " << c.bid;
    EXPECT_FALSE(s.surrendered);
  }
  EXPECT_STREQ(grade_name(Grade::da_dao), "大倒");
}

TEST(Scoring, Options) {
  ScoringRules r;
  r.da_dao_points = 3;
  EXPECT_EQ(score_hand(150, 60, r).points, -3);
  r.xiao_guang = ScoringRules::XiaoGuang::up_to_30;
  EXPECT_EQ(score_hand(30, 60, r).grade, Grade::xiao_guang);
  r.xiao_guang = ScoringRules::XiaoGuang::up_to_25;
  EXPECT_EQ(score_hand(30, 60, r).grade, Grade::bao_zhuang);
  EXPECT_EQ(score_hand(25, 60, r).grade, Grade::xiao_guang);
  r.bands = ScoringRules::Bands::one_two_three;
  EXPECT_EQ(score_hand(30, 60, r).points, 1);
  EXPECT_EQ(score_hand(30, 50, r).points, 2);
  EXPECT_EQ(score_hand(0, 30, r).points, 9);
  r.bands = ScoringRules::Bands::one_two_four;
  EXPECT_EQ(score_hand(40, 30, r).points, -4);
  // Two bands (CAI's 两档): ×2 for every bid of 50 and under.
  r.bands = ScoringRules::Bands::one_two;
  EXPECT_EQ(score_hand(30, 55, r).points, 1);
  EXPECT_EQ(score_hand(30, 50, r).points, 2);
  EXPECT_EQ(score_hand(0, 30, r).points, 6);
  EXPECT_EQ(score_hand(40, 30, r).points, -2);
}

TEST(Scoring, Surrender) {
  const ScoringRules r;
  EXPECT_EQ(score_surrender(55, r).grade, Grade::kua_zhuang);
  EXPECT_EQ(score_surrender(55, r).points, -1);
  EXPECT_EQ(score_surrender(50, r).grade, Grade::xiao_dao);
  EXPECT_EQ(score_surrender(50, r).points, -2);
  EXPECT_TRUE(score_surrender(80, r).surrendered);
}

// AMB-3: XT grades a surrender by the bid's band, and during play as 大倒; CAI as 跨荘.
TEST(Scoring, SurrenderOptions) {
  ScoringRules xt;
  xt.surrender = ScoringRules::Surrender::xt;
  EXPECT_EQ(score_surrender(55, xt).grade, Grade::kua_zhuang);
  EXPECT_EQ(score_surrender(50, xt).grade, Grade::xiao_dao);
  EXPECT_EQ(score_surrender(35, xt).points, -2);
  EXPECT_EQ(score_surrender(30, xt).grade, Grade::da_dao);
  EXPECT_EQ(score_surrender(30, xt).points, -2);  // 大倒 pays 2 by default
  EXPECT_EQ(score_surrender(80, xt, true).grade, Grade::da_dao);
  xt.da_dao_points = 3;
  xt.bands = ScoringRules::Bands::one_two_three;
  EXPECT_EQ(score_surrender(30, xt).points, -9);
  ScoringRules cai;
  cai.surrender = ScoringRules::Surrender::cai;
  EXPECT_EQ(score_surrender(30, cai).grade, Grade::kua_zhuang);
  EXPECT_EQ(score_surrender(30, cai).points, -1);
  EXPECT_EQ(score_surrender(80, cai).points, -1);
}

}  // namespace
