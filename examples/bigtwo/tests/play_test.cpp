// Whole hands and every B1xx problem with its message, from the rules (docs/variants/bigtwo.md).
#include <gtest/gtest.h>

#include <random>

#include "helpers.hpp"

namespace {

using bigtwo::Hand;
using bt_test::ev;
using bt_test::kDeals;
using bt_test::kPlays;
using bt_test::new_hand;
using bt_test::play;
using bt_test::reject;

std::vector<std::string> first(std::size_t n) {
  return {kPlays.begin(), kPlays.begin() + static_cast<std::ptrdiff_t>(n)};
}

TEST(Play, TheWorkedHand) {
  Hand h = new_hand();
  play(h, kDeals);
  EXPECT_EQ(h.to_move(), 0);  // E holds ♦3
  play(h, first(7));
  EXPECT_EQ(h.round().number, 2);  // S, E and W passed after N's full house
  EXPECT_EQ(h.to_move(), 3);
  play(h, {kPlays.begin() + 7, kPlays.end()});
  ASSERT_TRUE(h.finished());
  EXPECT_EQ(h.result().winner, 0);
  EXPECT_EQ(h.result().cards_left, (std::array<int, 4>{0, 5, 8, 7}));
  EXPECT_EQ(bigtwo::settle(h.result(), {}).deltas, (std::vector<long long>{20, -5, -8, -7}));
}

TEST(Play, APassDoesNotEndASeatsPartInTheRound) {
  Hand h = new_hand();
  play(h, kDeals);
  // W passes on S's flush, and plays again in the same round after N's full house: W has no
  // answer to it, but the pass alone would not stop W.
  play(h, first(4));
  EXPECT_EQ(h.to_move(), 0);
  play(h, {"E pass", "S pass"});
  EXPECT_EQ(h.to_move(), 2);
  play(h, {"W pass"});
  EXPECT_EQ(h.to_move(), 3);  // three passes in a row after N's play
}

TEST(Problems, OutOfTurn) {
  Hand h = new_hand();
  play(h, kDeals);
  const paipu::Problem p = reject(h, "S play ♥3");
  EXPECT_EQ(p.code, "B101");
  EXPECT_EQ(p.message, "S plays, but E holds ♦3 and leads first");
  play(h, first(1));
  EXPECT_EQ(reject(h, "W pass").message, "W passes, but it is S's turn in round 1");
}

TEST(Problems, TheFirstPlayMustIncludeTheDiamondThree) {
  Hand h = new_hand();
  play(h, kDeals);
  const paipu::Problem p = reject(h, "E play ♦4");
  EXPECT_EQ(p.code, "B106");
  EXPECT_EQ(p.message, "E leads ♦4, but the first play of a hand must include ♦3");
}

TEST(Problems, NoCombinationAndWrongCounts) {
  Hand h = new_hand();
  play(h, kDeals);
  paipu::Problem p = reject(h, "E play ♦3 ♦4");
  EXPECT_EQ(p.code, "B104");
  EXPECT_EQ(p.message, "E plays ♦3♦4: ♦3♦4 is no pair: a pair is two cards of one rank");
  p = reject(h, "E play ♦3 ♦8 ♣8 ♥8");
  EXPECT_EQ(p.code, "B103");
  EXPECT_EQ(p.message, "E plays ♦3♦8♣8♥8: a play is 1, 2, 3 or 5 cards, not 4");
  play(h, first(1));
  p = reject(h, "S play ♠2");
  EXPECT_EQ(p.code, "B103");
  EXPECT_EQ(p.message, "S plays 1 card on straight to ♠7; play 5 cards or pass");
}

TEST(Problems, APlayThatDoesNotBeatTheLast) {
  Hand h = new_hand();
  play(h, kDeals);
  play(h, first(14));  // S leads ♦J ♣J in round 3
  const paipu::Problem p = reject(h, "W play ♦7 ♣7");
  EXPECT_EQ(p.code, "B105");
  EXPECT_EQ(p.message,
            "W plays ♦7♣7 (pair of 7s), which does not beat ♦J♣J (pair of Js) by S; play a higher "
            "one or pass");
}

TEST(Problems, ALeaderCannotPass) {
  Hand h = new_hand();
  play(h, kDeals);
  paipu::Problem p = reject(h, "E pass");
  EXPECT_EQ(p.code, "B110");
  EXPECT_EQ(p.message, "E leads round 1 and cannot pass; play any combination");
  play(h, first(7));
  EXPECT_EQ(reject(h, "N pass").message, "N leads round 2 and cannot pass; play any combination");
}

TEST(Problems, CardsTheHandCannotHoldAndDealsAfterPlay) {
  Hand h = new_hand();
  play(h, kDeals);
  play(h, first(1));
  // ♥K is W's: S's deal named all 13 of its cards.
  EXPECT_EQ(reject(h, "S play ♥K ♥3 ♥4 ♥5 ♥7").code, "B102");
  EXPECT_EQ(reject(h, "S deal ♥3").code, "B108");
}

TEST(Problems, AfterTheHandIsOver) {
  Hand h = new_hand();
  play(h, kDeals);
  play(h, kPlays);
  const paipu::Problem p = reject(h, "S pass");
  EXPECT_EQ(p.code, "B109");
  EXPECT_EQ(p.message, "the hand is over (E played its last card); nothing more can be played");
}

TEST(Play, UnknownDealsAnySeatMayLeadWithTheDiamondThree) {
  Hand h = new_hand(1);
  EXPECT_EQ(h.to_move(), -1);
  play(h, {"W play ♦3 ♦4 ♦5 ♦6 ♦7"});
  EXPECT_EQ(h.to_move(), 3);
  // ♦3 is W's now: no other seat can have held it.
  Hand g = new_hand(1);
  play(g, {"W deal ♦3"});
  EXPECT_EQ(reject(g, "N play ♦3").code, "B101");
}

// Random hands from sample_deal() and legal moves: every move applies, every hand ends with one
// seat out, and every settlement sums to zero.
TEST(Play, RandomHands) {
  std::mt19937_64 rng(7);
  for (int n = 0; n < 30; ++n) {
    Hand h = new_hand(n % 4);
    for (const paipu::Event& e : h.sample_deal(rng())) ASSERT_TRUE(h.apply(e).ok());
    while (!h.finished()) {
      const std::vector<paipu::Event> moves = h.legal_moves();
      ASSERT_FALSE(moves.empty());
      ASSERT_TRUE(h.apply(moves[rng() % moves.size()]).ok());
    }
    long long sum = 0;
    for (long long d : bigtwo::settle(h.result(), {}).deltas) sum += d;
    EXPECT_EQ(sum, 0);
    EXPECT_EQ(h.result().cards_left[static_cast<std::size_t>(h.result().winner)], 0);
  }
}

TEST(Scene, OtherHandsAreHiddenAndTheRoundIsOnTheTable) {
  Hand h = new_hand();
  play(h, kDeals);
  play(h, first(4));
  const paipu::Scene s = h.scene(1);
  for (const paipu::Zone& z : s.zones) {
    if (z.kind != paipu::ZoneKind::hand || z.seat == 1) continue;
    for (const paipu::SceneGroup& g : z.groups)
      for (const paipu::ScenePiece& p : g.pieces) EXPECT_TRUE(p.hidden);
  }
  const paipu::Zone& table = s.zones.back();
  EXPECT_EQ(table.label, "round 1");
  ASSERT_EQ(table.groups.size(), 3u);
  EXPECT_EQ(table.groups[2].caption, "full house of 10s");
  EXPECT_TRUE(table.groups[2].winning);
  EXPECT_EQ(s.seats[2].status, "passed");
  EXPECT_EQ(s.seats[3].figures.front().value, "8");
}

}  // namespace
