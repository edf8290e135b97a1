// A match through the Variant the plugin exports: the winner deals next, totals carry over, and
// the Dealer tag's problems.
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace fourtricks {
namespace {

using ft_test::ev;

std::unique_ptr<paipu::MatchState> new_match(const paipu::RuleValues& rules = {}) {
  static const auto variant = make_variant();
  return variant->new_match(rules, kSeats);
}

void play(paipu::HandState& h, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) ASSERT_TRUE(h.apply(ev(line)).ok()) << line;
}

const std::vector<std::string> kSlamBySouth = {
    "S deal SA HA DA CA", "E deal SK HK DK CK", "W deal SQ HQ DQ CQ", "N deal S10 H10 D10 C10",
    "S play SA",          "W play SQ",          "N play S10",         "E play SK",
    "S play HA",          "W play HQ",          "N play H10",         "E play HK",
    "S play DA",          "W play DQ",          "N play D10",         "E play DK",
    "S play CA",          "W play CQ",          "N play C10",         "E play CK",
};

TEST(Match, TheWinnerDealsNextAndTotalsCarryOver) {
  auto m = new_match();
  std::vector<paipu::Problem> problems;
  auto h1 = m->begin_hand({{"Dealer", "E"}}, problems);
  play(*h1, ft_test::kReadmeHand);
  EXPECT_EQ(m->finish_hand(*h1).deltas, (std::vector<long long>{-2, 6, -2, -2}));
  auto h2 = m->begin_hand({}, problems);
  EXPECT_EQ(h2->to_move(), 1);  // S won hand 1, so S deals and leads
  play(*h2, kSlamBySouth);
  EXPECT_EQ(m->finish_hand(*h2).deltas, (std::vector<long long>{-8, 24, -8, -8}));
  EXPECT_EQ(m->totals(), (std::vector<long long>{-10, 30, -10, -10}));
  EXPECT_TRUE(problems.empty());
}

TEST(Match, RuleValuesReachTheSettlement) {
  auto m = new_match({{"slam_bonus", "off"}});
  std::vector<paipu::Problem> problems;
  auto h = m->begin_hand({{"Dealer", "S"}}, problems);
  play(*h, kSlamBySouth);
  EXPECT_EQ(m->finish_hand(*h).deltas, (std::vector<long long>{-4, 12, -4, -4}));
}

TEST(Match, DealerTags) {
  auto m = new_match();
  std::vector<paipu::Problem> problems;
  auto h1 = m->begin_hand({{"Dealer", "X"}}, problems);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, "F114");
  EXPECT_EQ(problems[0].severity, paipu::Severity::error);
  play(*h1, ft_test::kReadmeHand);
  m->finish_hand(*h1);
  problems.clear();
  m->begin_hand({{"Dealer", "W"}}, problems);  // S won hand 1
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, "F120");
  EXPECT_EQ(problems[0].severity, paipu::Severity::warning);
}

}  // namespace
}  // namespace fourtricks
