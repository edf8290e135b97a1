// The settlement, worked out by hand: each other seat pays the winner its tricks, ×2 for a slam.
#include <gtest/gtest.h>

#include "fourtricks.hpp"

namespace fourtricks {
namespace {

HandResult result(int winner, std::array<int, 4> tricks) {
  HandResult r;
  r.winner = winner;
  r.tricks = tricks;
  r.dealer = 0;
  return r;
}

TEST(Scoring, EachOtherSeatPaysTheWinnersTricks) {
  // README.md's hand: S took 2 tricks including the fourth, so E, W and N pay 2 each.
  const paipu::Settlement s = settle(result(1, {2, 2, 0, 0}), Options{});
  EXPECT_TRUE(s.complete);
  EXPECT_EQ(s.winners, std::vector<int>{1});
  EXPECT_EQ(s.deltas, (std::vector<long long>{-2, 6, -2, -2}));
  ASSERT_EQ(s.payments.size(), 3u);
  for (const paipu::Payment& p : s.payments) {
    EXPECT_EQ(p.to, 1);
    EXPECT_EQ(p.amount, 2);
    EXPECT_EQ(paipu::evaluate(p.items), p.amount);
    EXPECT_EQ(paipu::items_text(p.items), "tricks 2");
  }
}

TEST(Scoring, ASlamIsPaidDouble) {
  const paipu::Settlement s = settle(result(2, {0, 0, 4, 0}), Options{});
  EXPECT_EQ(s.deltas, (std::vector<long long>{-8, -8, 24, -8}));
  EXPECT_EQ(paipu::items_text(s.payments.front().items), "tricks 4 × slam ×2");
  EXPECT_EQ(paipu::evaluate(s.payments.front().items), 8);
}

TEST(Scoring, SlamBonusOff) {
  Options o;
  o.slam_bonus = false;
  EXPECT_EQ(settle(result(2, {0, 0, 4, 0}), o).deltas, (std::vector<long long>{-4, -4, 12, -4}));
}

TEST(Scoring, FactsSeatBySeat) {
  const paipu::Settlement s = settle(result(1, {2, 2, 0, 0}), Options{});
  ASSERT_EQ(s.facts.size(), 4u * kFactCount);
  EXPECT_EQ(std::vector<long long>(s.facts_of(0).begin(), s.facts_of(0).end()),
            (std::vector<long long>{0, 2, 0}));
  EXPECT_EQ(std::vector<long long>(s.facts_of(1).begin(), s.facts_of(1).end()),
            (std::vector<long long>{1, 2, 0}));
  EXPECT_EQ(fact_specs().size(), static_cast<std::size_t>(kFactCount));
}

TEST(Scoring, WithoutNotesTheAmountsAreTheSame) {
  const paipu::Settlement s = settle(result(2, {0, 0, 4, 0}), Options{}, false);
  EXPECT_EQ(s.deltas, (std::vector<long long>{-8, -8, 24, -8}));
  EXPECT_TRUE(s.payments.front().items.empty());
  EXPECT_TRUE(s.notes.empty());
}

}  // namespace
}  // namespace fourtricks
