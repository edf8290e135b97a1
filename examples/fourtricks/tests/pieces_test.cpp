// The pack: 16 cards, one of each, every spelling naming one card.
#include <gtest/gtest.h>

#include <set>

#include "fourtricks.hpp"

namespace fourtricks {
namespace {

TEST(Pieces, SixteenCardsOneEach) {
  const auto& table = piece_table();
  ASSERT_EQ(table.size(), 16u);
  for (const paipu::PieceInfo& p : table) {
    EXPECT_EQ(p.copies, 1) << p.code;
    EXPECT_EQ(p.family, paipu::Family::card);
    EXPECT_EQ(p.face, p.code);  // the viewer's card faces are the codes: "SA", "H10"
  }
  EXPECT_EQ(table[0].code, "SA");
  EXPECT_EQ(table[0].name, "♠A");
  EXPECT_EQ(table[15].code, "C10");
  EXPECT_EQ(table[15].name, "♣10");
}

TEST(Pieces, EverySpellingNamesOneCard) {
  std::set<std::string> seen;
  for (const paipu::PieceInfo& p : piece_table()) {
    EXPECT_TRUE(seen.insert(p.code).second) << p.code;
    EXPECT_TRUE(seen.insert(p.name).second) << p.name;
  }
}

TEST(Pieces, SuitAndRankFromTheId) {
  EXPECT_EQ(suit_of(0), Suit::spades);  // ♠A
  EXPECT_EQ(suit_of(7), Suit::hearts);  // ♥10
  EXPECT_EQ(suit_of(12), Suit::clubs);  // ♣A
  EXPECT_EQ(rank_of(0), 4);             // an ace beats
  EXPECT_EQ(rank_of(1), 3);             // a king, which beats
  EXPECT_EQ(rank_of(2), 2);             // a queen, which beats
  EXPECT_EQ(rank_of(3), 1);             // a 10
  EXPECT_EQ(names({4, 15}), "♥A♣10");
}

TEST(Options, SlamBonusDefaultsOn) {
  EXPECT_TRUE(parse_options({}).slam_bonus);
  EXPECT_FALSE(parse_options({{"slam_bonus", "off"}}).slam_bonus);
  EXPECT_TRUE(parse_options({{"slam_bonus", "bogus"}})
                  .slam_bonus);  // an unknown value reads as the default
}

}  // namespace
}  // namespace fourtricks
