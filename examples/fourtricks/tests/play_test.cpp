// Playing a hand: turn order, following suit, who wins a trick, and every problem code with its
// message. Expected values are worked out by hand from the rules in README.md.
#include <gtest/gtest.h>

#include <random>

#include "helpers.hpp"

namespace fourtricks {
namespace {

using ft_test::ev;
using ft_test::new_hand;
using ft_test::play;
using ft_test::reject;

TEST(Play, TheReadmeHand) {
  Hand h = new_hand();
  play(h, ft_test::kReadmeHand);
  ASSERT_TRUE(h.finished());
  // Trick 1 ♠A (E), trick 2 ♠K (E: nobody else has a spade), trick 3 ♥A (S), trick 4 ♦A (S).
  EXPECT_EQ(h.result().winner, 1);
  EXPECT_EQ(h.result().tricks, (std::array<int, 4>{2, 2, 0, 0}));
  EXPECT_EQ(h.to_move(), -1);
  EXPECT_EQ(reject(h, "W play S10").code, "F109");
}

TEST(Play, TheWinnerOfATrickLeadsTheNext) {
  Hand h = new_hand();
  play(h, {"E play SA", "S play SQ", "W play S10", "N play CQ"});
  EXPECT_EQ(h.to_move(), 0);
  play(h, {"E play SK", "S play C10", "W play CA", "N play D10", "E play H10", "S play HA",
           "W play HK", "N play HQ"});
  EXPECT_EQ(h.to_move(), 1);  // S won trick 3 with ♥A
}

TEST(Play, AnOffSuitCardCannotWin) {
  Hand h = new_hand();
  // ♣A outranks ♠10 but is not a spade: E's ♠10 lead keeps the trick.
  play(h, {"E deal S10 HA DA CQ", "S deal CA HK DK C10", "E play S10", "S play CA", "W play D10",
           "N play H10"});
  EXPECT_EQ(h.to_move(), 0);
  EXPECT_EQ(h.table().won(0), 1);
}

TEST(Play, FollowSuitWhileHoldingOne) {
  Hand h = new_hand();
  play(h, {"S deal SQ HA DA C10", "E play SA"});
  const paipu::Problem p = reject(h, "S play C10");
  EXPECT_EQ(p.code, "F104");
  EXPECT_EQ(p.message, "S plays ♣10 on a ♠ lead in trick 1, but holds ♠Q; follow suit");
  EXPECT_EQ(p.piece, 0);
  play(h, {"S play SQ"});
}

TEST(Play, AnUnknownHandCannotBeProvedToRevoke) {
  // S's deal is not in the record: S may hold no spade.
  Hand h = new_hand();
  play(h, {"E play SA", "S play C10"});
}

TEST(Play, Problems) {
  Hand h = new_hand();
  play(h, {"E deal SA SK H10 DQ", "S deal SQ HA DA C10"});
  EXPECT_EQ(reject(h, "S play SQ").message, "S leads, but the dealer E leads trick 1");
  EXPECT_EQ(reject(h, "E play SA SK").message, "E leads 2 cards; a lead is one card");
  const paipu::Problem missing = reject(h, "E play HA");
  EXPECT_EQ(missing.code, "F102");
  EXPECT_EQ(missing.message, "E plays ♥A but has no ♥A in hand (it holds ♠A♠K♥10♦Q)");
  EXPECT_EQ(reject(h, "E deal SA").code, "F108");
  play(h, {"E play SA"});
  EXPECT_EQ(reject(h, "W play S10").message, "W plays, but it is S's turn in trick 1");
  EXPECT_EQ(reject(h, "S play * ").code, "F113");
}

TEST(Play, ACardTheRecordHasPlacedElsewhere) {
  Hand h = new_hand();  // no deals: every hand is unknown
  play(h, {"E play SA"});
  const paipu::Problem p = reject(h, "S play SA");
  EXPECT_EQ(p.code, "F107");
  EXPECT_EQ(p.message, "S plays ♠A, but the set has only 1 and the record has placed it elsewhere");
}

TEST(Play, LegalMovesFollowSuit) {
  Hand h = new_hand();
  play(h, {"S deal SQ HA DA C10", "E play SA"});
  const auto moves = h.legal_moves();
  ASSERT_EQ(moves.size(), 1u);
  EXPECT_EQ(moves.front(), ev("S play SQ"));
}

// Random hands from sample_deal() and legal_moves(): every move applies and every hand ends with
// four tricks taken and a zero-sum settlement.
TEST(Play, RandomHands) {
  std::mt19937_64 rng(7);
  for (int n = 0; n < 300; ++n) {
    Hand h = new_hand(n % 4);
    for (const paipu::Event& e : h.sample_deal(rng())) ASSERT_TRUE(h.apply(e).ok());
    while (!h.finished()) {
      const auto moves = h.legal_moves();
      ASSERT_FALSE(moves.empty());
      ASSERT_TRUE(h.apply(moves[rng() % moves.size()]).ok());
    }
    int tricks = 0;
    for (int t : h.result().tricks) tricks += t;
    EXPECT_EQ(tricks, 4);
    const paipu::Settlement s = settle(h.result(), Options{});
    long long sum = 0;
    for (long long d : s.deltas) sum += d;
    EXPECT_EQ(sum, 0);
  }
}

}  // namespace
}  // namespace fourtricks
