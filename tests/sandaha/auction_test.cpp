#include <gtest/gtest.h>

#include "auction.hpp"

namespace {

using paipu::sandaha::Auction;
using paipu::sandaha::AuctionRules;

constexpr int E = 0, S = 1, W = 2, N = 3;

TEST(Auction, DescendingBidsUntilOneSeatIsLeft) {
  Auction a(4, S, {false, false, false, false});
  EXPECT_EQ(a.to_call(), S);
  EXPECT_FALSE(a.call(S, 80));
  EXPECT_FALSE(a.call(W, 70));
  EXPECT_EQ(*a.call(N, 70), "must bid below 70 (W's bid); got 70");
  EXPECT_EQ(*a.call(N, 62), "a bid is a multiple of 5 from 5 to 80; got 62");
  EXPECT_EQ(*a.call(E, 65), "it is N's turn to bid");
  EXPECT_FALSE(a.call(N, std::nullopt));
  EXPECT_FALSE(a.call(E, 65));
  EXPECT_FALSE(a.call(S, std::nullopt));
  EXPECT_EQ(a.to_call(), W);  // N passed for good: W, then E
  EXPECT_FALSE(a.call(W, std::nullopt));
  ASSERT_TRUE(a.over());
  EXPECT_EQ(a.declarer(), E);
  EXPECT_EQ(a.contract(), 65);
  EXPECT_TRUE(a.call(E, 60).has_value());
}

TEST(Auction, FiveEndsItAndAllPassGivesTheFirstBidderEighty) {
  Auction five(4, E, {false, false, false, false});
  EXPECT_FALSE(five.call(E, 5));
  EXPECT_TRUE(five.over());
  EXPECT_EQ(five.declarer(), E);
  Auction none(4, W, {false, false, false, false});
  for (int s : {W, N, E, S}) EXPECT_FALSE(none.call(s, std::nullopt));
  EXPECT_EQ(none.declarer(), W);
  EXPECT_EQ(none.contract(), 80);
}

TEST(Auction, TheLastSeatMayStillBidAfterThreePasses) {
  Auction a(4, E, {false, false, false, false});
  for (int s : {E, S, W}) EXPECT_FALSE(a.call(s, std::nullopt));
  EXPECT_FALSE(a.over());
  EXPECT_EQ(a.to_call(), N);
  EXPECT_FALSE(a.call(N, 75));
  EXPECT_EQ(a.declarer(), N);
  EXPECT_EQ(a.contract(), 75);
}

TEST(Auction, SevenPermanentTrumpsObligeABidOfSeventyFiveOrLess) {
  Auction a(3, E, {false, true, false});
  EXPECT_FALSE(a.call(E, 80));
  EXPECT_FALSE(a.may_pass());
  EXPECT_TRUE(a.call(S, std::nullopt).has_value());
  EXPECT_EQ(*a.call(S, 80), "must bid below 80 (E's bid); got 80");
  EXPECT_FALSE(a.call(S, 75));
  // Once someone has bid 75 or less, the forced seat may pass.
  Auction b(3, E, {false, true, false});
  EXPECT_FALSE(b.call(E, 70));
  EXPECT_TRUE(b.may_pass());
  EXPECT_FALSE(b.call(S, std::nullopt));
  Auction c(3, S, {false, true, false});
  EXPECT_EQ(*c.call(S, 80), "holds 7 or more permanent trumps, so must bid 75 or less; got 80");
}

// AMB-7 and AMB-9 as options: XT's 6 permanent trumps with a cap of 60; a highest bid of 70,
// which is also the contract when every seat passes.
TEST(Auction, TheObligationAndTheHighestBidFollowTheRules) {
  AuctionRules xt;
  xt.forced_trumps = 6;
  xt.forced_cap = 60;
  Auction a(4, E, {true, false, false, false}, xt);
  EXPECT_EQ(*a.call(E, 65), "holds 6 or more permanent trumps, so must bid 60 or less; got 65");
  EXPECT_FALSE(a.may_pass());
  EXPECT_FALSE(a.call(E, 60));
  AuctionRules seventy;
  seventy.highest = 70;
  Auction b(4, W, {false, false, false, false}, seventy);
  EXPECT_EQ(*b.call(W, 75), "a bid is a multiple of 5 from 5 to 70; got 75");
  for (int s : {W, N, E, S}) EXPECT_FALSE(b.call(s, std::nullopt));
  EXPECT_EQ(b.declarer(), W);
  EXPECT_EQ(b.contract(), 70);
}

// AMB-6 as an option: when every seat passes, nobody declares and the cards are dealt again.
TEST(Auction, EveryPassRedealsWithTheOption) {
  AuctionRules redeal;
  redeal.all_pass = AuctionRules::AllPass::redeal;
  Auction a(3, S, {false, false, false}, redeal);
  for (int s : {S, W}) EXPECT_FALSE(a.call(s, std::nullopt));
  EXPECT_FALSE(a.over());
  EXPECT_FALSE(a.call(E, std::nullopt));
  EXPECT_TRUE(a.over());
  EXPECT_TRUE(a.redealt());
  EXPECT_EQ(a.declarer(), -1);
  EXPECT_EQ(a.to_call(), -1);
  EXPECT_EQ(*a.call(S, 80),
            "the bidding is over: every seat passed, and the cards are dealt again");
}

}  // namespace
