// Records the rules audit wrote (tests/sandaha/records/), each reproducing a fault the plugin had,
// and records of rule options:
// replayed through the core with the rules linked in, each now gives the diagnostics, at the
// lines, that the rules call for.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "../support/records.hpp"
#include "sandaha.hpp"

namespace {

namespace fs = std::filesystem;
using paipu_test::Replayed;

Replayed replay(const char* name) {
  const fs::path path = fs::path(PAIPU_SOURCE_DIR) / "tests" / "sandaha" / "records" / name;
  return paipu_test::replay_with(paipu::sandaha::make_variant(), paipu_test::read_file(path));
}

using Codes = std::vector<std::string>;

// S holds 9 permanent trumps and opens at 80; the deals are left out, so only the plays show it.
TEST(Records, AForcedBidIsCheckedWhenTheDealsAreLeftOut) {
  const Replayed r = replay("forced-bid-no-deals.paipu");
  ASSERT_FALSE(r.codes().empty()) << r.text();
  EXPECT_EQ(r.codes().front(), "S110") << r.text();
  EXPECT_EQ(r.line_of("S110"), 11) << r.text();
}

// kou-di.paipu's hand 1 with the deals left out and the bury written as `*`: the bury is the deck
// less every card placed, so 抠底 is settled as the sample states it (+60, 跨荘, E -3).
TEST(Records, AStarBuryIsNamedWithoutTheDeclarersDeal) {
  const Replayed r = replay("bury-star-no-deals.paipu");
  EXPECT_TRUE(r.clean()) << r.text();
  ASSERT_FALSE(r.hands.empty());
  EXPECT_TRUE(r.hands.front().settlement.complete);
  EXPECT_EQ(r.hands.front().totals_after, (std::vector<long long>{-3, 1, 1, 1}));
}

// The throw S7S7 H7H7 D7D7 splits into a tractor with one 副7 pair and the other pair alone; which
// is arbitrary, so the re-lead of either pair is the demanded unit (AMB-20).
TEST(Records, AReleadOfAnEqualPairIsTheDemandedUnit) {
  const Replayed r = replay("relead-equal-side7.paipu");
  EXPECT_TRUE(r.clean()) << r.text();
}

// Hand 1 settles with S failing, so W bids first in hand 2; the tag says N.
TEST(Records, AFirstBidderTagAgainstTheRuleIsAnError) {
  const Replayed r = replay("first-bidder-tag.paipu");
  EXPECT_EQ(r.codes(), Codes{"S120"}) << r.text();
  for (const paipu::Diagnostic& d : r.diags)
    EXPECT_TRUE(d.code != "S120" || d.severity == paipu::Severity::error) << r.text();
}

TEST(Records, TrumpsAreNamedOnlyAfterTheKittyIsTaken) {
  const Replayed r = replay("trump-before-kitty.paipu");
  ASSERT_FALSE(r.codes().empty()) << r.text();
  EXPECT_EQ(r.codes().front(), "S112") << r.text();
  EXPECT_EQ(r.line_of("S112"), 20) << r.text();
}

// S follows a throw of tractors of 3 and 2 with both, cut from 主7 副7 副7 主2 副2.
TEST(Records, AFollowsTractorsAreCutWhereverTheyFit) {
  const Replayed r = replay("follow-tractor-cut.paipu");
  const Codes codes = r.codes();
  EXPECT_TRUE(std::find(codes.begin(), codes.end(), "S106") == codes.end()) << r.text();
}

}  // namespace

namespace {

// all_pass = penalty (XT): every seat passes, and E, dealt 6 permanent trumps (the most), pays
// each other seat 2.
TEST(Records, EveryPassUnderThePenaltyOptionIsPaidByTheMostTrumps) {
  const Replayed r = replay("all-pass-penalty.paipu");
  EXPECT_TRUE(r.clean()) << r.text();
  ASSERT_FALSE(r.hands.empty());
  EXPECT_TRUE(r.hands.front().settlement.complete);
  EXPECT_EQ(r.hands.front().totals_after, (std::vector<long long>{-6, 2, 2, 2}));
}

// throw_penalty = 10: the moves of three defenders' failed throws and one of the declarer's are
// summed and added once to the 20 points taken, whatever their order: 0, 大光 (3 from each
// defender).
TEST(Records, FailedThrowPenaltiesAreSummedOverTheHand) {
  const Replayed r = replay("throw-penalty-summed.paipu");
  EXPECT_TRUE(r.clean()) << r.text();
  ASSERT_FALSE(r.hands.empty());
  EXPECT_TRUE(r.hands.front().settlement.complete);
  EXPECT_EQ(r.hands.front().totals_after, (std::vector<long long>{9, -3, -3, -3}));
}

// surrender = xt: a surrender during play keeps the points of the tricks won so far in the `taken`
// fact (the second of 三打哈's facts: declared, made, taken, ...).
TEST(Records, ASurrenderDuringPlayKeepsThePointsTaken) {
  const Replayed r = replay("surrender-in-play.paipu");
  EXPECT_TRUE(r.clean()) << r.text();
  ASSERT_FALSE(r.hands.empty());
  const paipu::Settlement& s = r.hands.front().settlement;
  ASSERT_TRUE(s.complete);
  const auto west = s.facts_of(2);
  ASSERT_GT(west.size(), 2U);
  EXPECT_EQ(west[2], 40);
}

}  // namespace
