// The trick kit's ABI 3 growth: seats at run time, cards added to a hand and given back, an open
// trick withdrawn, and moves generated lazily.
#include <gtest/gtest.h>

#include "paipu/trick.hpp"

namespace paipu::trick {
namespace {

TEST(Kit, AddedCardsAreKnownAndCountAgainstTheSet) {
  Hands h(3, 2, {2, 1});  // two of piece 0, one of piece 1
  ASSERT_TRUE(h.deal(0, {0, 0}).ok());
  // The kitty shows piece 1: it joins seat 0's hand as a known card.
  ASSERT_TRUE(h.add(0, {1}).ok());
  EXPECT_EQ(h.size(0), 3);
  EXPECT_EQ(h.known(0), (std::vector<PieceId>{0, 0, 1}));
  EXPECT_EQ(h.unseen(1), 0);
  // No copy of piece 0 is left to add; nothing changes on a refusal.
  const Check k = h.add(1, {kUnknownPiece, 0});
  EXPECT_EQ(k.why, Shortfall::over_copies);
  EXPECT_EQ(k.index, 1);
  EXPECT_EQ(h.size(1), 2);
  // `*` adds an unknown slot.
  ASSERT_TRUE(h.add(1, {kUnknownPiece}).ok());
  EXPECT_EQ(h.size(1), 3);
  EXPECT_EQ(h.unknown(1), 3);
}

TEST(Kit, GivenBackCardsCanBePlayedAgain) {
  Hands h(3, 3, {1, 1, 1, 1, 1, 1, 1, 1, 1});
  ASSERT_TRUE(h.deal(0, {0, 1}).ok());  // two named, one unknown
  const std::vector<PieceId> throw_{0, 5, kUnknownPiece};
  ASSERT_TRUE(h.can_remove(0, throw_).ok());
  h.remove(0, throw_);
  EXPECT_EQ(h.size(0), 0);
  h.give_back(0, throw_);
  EXPECT_EQ(h.size(0), 3);
  // 5 came out of the unknown slot, so the `*` was the known 1: all three are known again.
  EXPECT_EQ(h.known(0), (std::vector<PieceId>{0, 1, 5}));
  EXPECT_TRUE(h.fully_known(0));
  EXPECT_TRUE(h.can_remove(0, {0, 5}).ok());
  EXPECT_EQ(h.unseen(5), 0);  // still placed: the record has shown it in this hand
}

TEST(Kit, AWithdrawnTrickLeavesTheTableAsBeforeTheLead) {
  Table t(3);
  t.set_leader(1);
  t.lead(1, std::vector<PieceId>{4, 4}, 0, 4, 0, false);
  t.follow(2, std::vector<PieceId>{5, 5}, true, 0, 5, 1, true);
  ASSERT_TRUE(t.trick_open());
  const Trick back = t.withdraw();
  EXPECT_EQ(back.plays.size(), 2u);
  EXPECT_EQ(back.leader, 1);
  EXPECT_FALSE(t.trick_open());
  EXPECT_EQ(t.to_move(), 1);
  EXPECT_EQ(t.trick_number(), 1);
  EXPECT_TRUE(t.history().empty());
}

TEST(Kit, ThreeSeatTablesTurnThroughThreeSeats) {
  Table t(3);
  t.set_leader(2);
  t.lead(2, std::vector<PieceId>{1}, 0, 1, 0, false);
  EXPECT_EQ(t.to_move(), 0);
  t.follow(0, std::vector<PieceId>{2}, true, 0, 2, 1, true);
  EXPECT_EQ(t.to_move(), 1);
  t.follow(1, std::vector<PieceId>{0}, true, 0, 0, 2, false);
  EXPECT_TRUE(t.trick_full());
  EXPECT_EQ(t.close(1), 0);
  EXPECT_EQ(t.won(0), 1);
}

TEST(Kit, MovesAreGeneratedLazily) {
  // 21 distinct cards: C(21, 10) = 352,716 sets of ten. Taking the first three costs three.
  std::vector<PieceId> hand(21);
  for (std::size_t i = 0; i < hand.size(); ++i) hand[i] = static_cast<PieceId>(i);
  int seen = 0;
  const bool finished = visit_sub_multisets(hand, 10, [&](const std::vector<PieceId>& m) {
    EXPECT_EQ(m.size(), 10u);
    return ++seen < 3;
  });
  EXPECT_FALSE(finished);
  EXPECT_EQ(seen, 3);
  // Equal cards are interchangeable: {0, 0, 1} has two distinct pairs.
  EXPECT_EQ(sub_multisets({0, 0, 1}, 2).size(), 2u);
  EXPECT_TRUE(sub_multisets({0, 1}, 3).empty());
}

TEST(Kit, VerbsWithoutPad) {
  // No pad unless the game asks for one: a face-down follow is no default of the kit's.
  const auto with = trick_verbs({.hand_size = 4, .max_width = 1, .pad = true});
  const auto without = trick_verbs({.hand_size = 4, .max_width = 1});
  ASSERT_EQ(with.size(), 3u);
  ASSERT_EQ(without.size(), 2u);
  EXPECT_EQ(without[1].name, "play");
  // Nor Chinese aliases unless the game asks for them (打天九's 打 and 出 read as play).
  for (const VerbSpec& v : with) EXPECT_TRUE(v.aliases.empty()) << v.name;
  const auto chinese = trick_verbs({.hand_size = 4, .max_width = 1, .chinese_aliases = true});
  EXPECT_EQ(chinese[1].aliases, (std::vector<std::string>{"打", "出"}));
}

TEST(Kit, TheDealerTagKnowsThreeSeats) {
  Dealer d;
  std::vector<Problem> p;
  take_dealer_tag({{"Dealer", "N"}}, true, 3, DealerRule{}, kDealerLeadsWinnerDeals,
                  {"A", "B", "C"}, d, p);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].message, "the Dealer tag says 'N'; write E, S or W");
  p.clear();
  take_dealer_tag({{"Dealer", "W"}}, true, 3, DealerRule{}, kDealerLeadsWinnerDeals,
                  {"A", "B", "C"}, d, p);
  EXPECT_TRUE(p.empty());
  EXPECT_EQ(d.seat, 2);
}

}  // namespace
}  // namespace paipu::trick
