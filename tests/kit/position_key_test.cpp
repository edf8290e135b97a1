// The trick kit's key names (rank_names): kinds that only rank, with nothing in play between them,
// are named alike, so the solver's table and move merging see through them. A wrong merge would be
// a wrong value, so the cases where names must stay apart are checked as closely as those where
// they meet.
#include <gtest/gtest.h>

#include "paipu/trick.hpp"

namespace paipu::trick {
namespace {

// Six kinds, one copy each, ranked 0 (highest) to 5; 0 and 5 do more than rank.
const std::vector<bool> kPlain = {false, true, true, true, true, false};

Hands deal(std::vector<PieceId> a, std::vector<PieceId> b) {
  Hands h(2, 2, Hands::Counts(6, 1));
  EXPECT_TRUE(h.deal(0, a).ok());
  EXPECT_TRUE(h.deal(1, b).ok());
  return h;
}

std::string key(const Hands& h, const Table& t) {
  KeyNames names;
  EXPECT_TRUE(rank_names(h, t, kPlain, names));
  std::string k;
  put_key_hands(k, h, names);
  put_key_table(k, t, names);
  return k;
}

TEST(KeyNames, PlainKindsInPlayTakeTheFirstNamesOfTheirRun) {
  const Table t(2);
  KeyNames names;
  // 2 is out of play: 3 and 4 move up a place; 0 and 5 keep their names.
  ASSERT_TRUE(rank_names(deal({1, 4}, {3, 5}), t, kPlain, names));
  EXPECT_EQ(names[0], 0);
  EXPECT_EQ(names[1], 1);
  EXPECT_EQ(names[3], 2);
  EXPECT_EQ(names[4], 3);
  EXPECT_EQ(names[5], 5);
}

TEST(KeyNames, AKindThatDoesMoreThanRankCutsTheRun) {
  const Table t(2);
  KeyNames names;
  // With 2 not plain, 3 and 4 start a run of their own even though 2 is out of play.
  ASSERT_TRUE(rank_names(deal({1, 4}, {3, 5}), t, {false, true, false, true, true, false}, names));
  EXPECT_EQ(names[1], 1);
  EXPECT_EQ(names[3], 3);
  EXPECT_EQ(names[4], 4);
}

TEST(KeyNames, EquivalentDealsHaveOneKeyAndOthersDoNot) {
  const Table t(2);
  // 1 against 3 with 2 gone is 2 against 3 with 1 gone: the higher plain piece is the first seat's.
  EXPECT_EQ(key(deal({1, 4}, {3, 5}), t), key(deal({2, 4}, {3, 5}), t));
  // Which seat holds the higher one is not the same position.
  EXPECT_NE(key(deal({1, 4}, {3, 5}), t), key(deal({3, 4}, {1, 5}), t));
  // Nor is a plain piece the same as one that does more.
  EXPECT_NE(key(deal({1, 4}, {3, 5}), t), key(deal({0, 4}, {3, 5}), t));
}

TEST(KeyNames, ThePiecesOfTheOpenTrickKeepTheirPlaces) {
  const Hands h = deal({1, 4}, {3, 5});
  Table open(2);
  open.lead(0, std::vector<PieceId>{2}, 0, 0, 0, false);  // a 2 led: 3 must still beat it or not
  KeyNames names;
  ASSERT_TRUE(rank_names(h, open, kPlain, names));
  EXPECT_EQ(names[2], 2);
  EXPECT_EQ(names[3], 3);
  const Table closed(2);
  EXPECT_NE(key(h, open), key(h, closed));
}

TEST(KeyNames, AnUnknownPieceLeavesEveryKindItsOwnName) {
  Hands h(2, 2, Hands::Counts(6, 1));
  ASSERT_TRUE(h.deal(0, {1, kUnknownPiece}).ok());
  ASSERT_TRUE(h.deal(1, {3, 5}).ok());
  KeyNames names{9};
  EXPECT_FALSE(rank_names(h, Table(2), kPlain, names));
  EXPECT_TRUE(names.empty());
}

}  // namespace
}  // namespace paipu::trick
