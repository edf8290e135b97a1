// The trick kit's standard cards: 52 and 54 as one or two copies, their spellings, and rows that
// own their text (a table built in a loop keeps nothing else alive).
#include <gtest/gtest.h>

#include <set>

#include "paipu/trick.hpp"

namespace paipu::trick {
namespace {

TEST(Cards, FiftyTwoAceHighSuitMajor) {
  const std::vector<PieceInfo> t = card_table(deck_52());
  ASSERT_EQ(t.size(), 52u);
  EXPECT_EQ(t[0].code, "SA");
  EXPECT_EQ(t[0].name, "♠A");
  EXPECT_EQ(t[0].description, "ace of spades");
  EXPECT_EQ(t[4].code, "S10");
  EXPECT_EQ(t[4].aliases, (std::vector<std::string>{"ST", "♠T"}));
  EXPECT_EQ(t[12].code, "S2");
  EXPECT_EQ(t[13].code, "HA");  // hearts: suit 1 × 13 + ace
  EXPECT_EQ(t[51].code, "C2");
  EXPECT_EQ(t[51].description, "two of clubs");
  for (std::size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(t[i].id, i);
    EXPECT_EQ(t[i].copies, 1);
    EXPECT_EQ(t[i].family, Family::card);
    EXPECT_EQ(t[i].face, t[i].code);
  }
}

TEST(Cards, FiftyFourAddTheJokersAndEverySpellingIsUnique) {
  DeckSpec spec = deck_54();
  spec.copies = 2;
  const std::vector<PieceInfo> t = card_table(spec);
  ASSERT_EQ(t.size(), 54u);
  EXPECT_EQ(t[52].code, "BJ");
  EXPECT_EQ(t[52].name, "大王");
  EXPECT_EQ(t[53].code, "LJ");
  EXPECT_EQ(t[53].name, "小王");
  EXPECT_EQ(copy_limits(t), std::vector<int>(54, 2));
  std::set<std::string> spellings;
  for (const PieceInfo& p : t) {
    EXPECT_TRUE(spellings.insert(p.code).second) << p.code;
    EXPECT_TRUE(spellings.insert(p.name).second) << p.name;
    for (const std::string& a : p.aliases) EXPECT_TRUE(spellings.insert(a).second) << a;
  }
}

// A game's own ranks (三打哈 plays no 3 or 4), and rows that outlive the spec they came from.
TEST(Cards, AGamesRanksAndRowsThatOwnTheirText) {
  std::vector<PieceRow> rows;
  {
    DeckSpec spec;
    spec.ranks = {"A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "2"};
    rows = card_rows(spec);
  }
  ASSERT_EQ(rows.size(), 44u);
  EXPECT_EQ(rows[11].code, "HA");
  const std::vector<PieceId> hand = {0, 11, kUnknownPiece};
  EXPECT_EQ(piece_names(rows, hand), "♠A♥A*");
  EXPECT_EQ(standard_ranks().size(), 13u);
}

}  // namespace
}  // namespace paipu::trick
