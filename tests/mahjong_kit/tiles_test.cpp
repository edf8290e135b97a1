// Tiles: kinds and their predicates, copy limits, red fives, the dora successor, kind sets.
#include <gtest/gtest.h>

#include <vector>

#include "hand_text.hpp"

namespace {

using namespace mjtest;

TEST(Tiles, KindsAndPredicates) {
  EXPECT_EQ(kind_of(Suit::man, 1), 0);
  EXPECT_EQ(kind_of(Suit::sou, 9), 26);
  EXPECT_EQ(kind_of(Suit::honour, 1), kEast);
  EXPECT_EQ(kind_of(Suit::honour, 7), kRed);
  EXPECT_EQ(suit_of(tile("5p")), Suit::pin);
  EXPECT_EQ(number_of(tile("5p")), 5);
  EXPECT_TRUE(is_terminal(tile("9s")));
  EXPECT_FALSE(is_terminal(tile("E")));
  EXPECT_TRUE(is_orphan(tile("E")));
  EXPECT_TRUE(is_simple(tile("2m")));
  EXPECT_TRUE(is_wind(tile("N")));
  EXPECT_FALSE(is_wind(tile("P")));
  EXPECT_TRUE(is_dragon(tile("P")));
  EXPECT_TRUE(is_honour(kWhite));
  EXPECT_FALSE(is_suited(kWhite));
  int orphans = 0;
  for (Kind k = 0; k < kKinds; ++k) orphans += is_orphan(k);
  EXPECT_EQ(orphans, 13);
}

TEST(Tiles, CopyLimits) {
  EXPECT_EQ(total(uniform_limits()), 136);
  const CopyLimits flush = flush_wall_limits(Suit::sou);
  EXPECT_EQ(total(flush), 108);
  EXPECT_EQ(flush[tile("5s")], 8);
  EXPECT_EQ(flush[tile("5p")], 0);
  EXPECT_EQ(flush[tile("1m")], 4);
  EXPECT_EQ(flush[tile("2m")], 0);
  EXPECT_EQ(flush[kRed], 4);
}

TEST(Tiles, DoraSuccessor) {
  const CopyLimits four = uniform_limits();
  EXPECT_EQ(dora_after(tile("1m"), four), tile("2m"));
  EXPECT_EQ(dora_after(tile("9p"), four), tile("1p"));
  EXPECT_EQ(dora_after(tile("N"), four), tile("E"));
  EXPECT_EQ(dora_after(tile("W"), four), tile("N"));
  EXPECT_EQ(dora_after(tile("C"), four), tile("P"));
  EXPECT_EQ(dora_after(tile("P"), four), tile("F"));
  // The 清一色ゲーム wall's manzu is 1m and 9m only: each indicates the other.
  const CopyLimits flush = flush_wall_limits(Suit::pin);
  EXPECT_EQ(dora_after(tile("1m"), flush), tile("9m"));
  EXPECT_EQ(dora_after(tile("9m"), flush), tile("1m"));
  EXPECT_EQ(dora_after(tile("9p"), flush), tile("1p"));
}

TEST(Tiles, RedFivesAreMarkedCopies) {
  const std::vector<Tile> tiles = {{tile("5p"), true}, {tile("5p"), false}, {tile("3s"), false}};
  const Counts c = counts_of(tiles);
  EXPECT_EQ(c[tile("5p")], 2);
  EXPECT_EQ(red_count(tiles), 1);
  EXPECT_TRUE(may_be_red(tile("5m")));
  EXPECT_FALSE(may_be_red(tile("4m")));
  EXPECT_FALSE(may_be_red(kWhite));
  RedFives chinton;
  chinton.per_suit = {0, 2, 2};
  EXPECT_EQ(chinton.limit(tile("5p")), 2);
  EXPECT_EQ(chinton.limit(tile("5m")), 0);
  EXPECT_EQ(chinton.limit(tile("4p")), 0);
}

TEST(Tiles, KindSet) {
  KindSet s;
  s.insert(tile("C"));
  s.insert(tile("1m"));
  s.insert(tile("5p"));
  std::vector<Kind> in;
  for (Kind k : s) in.push_back(k);
  EXPECT_EQ(in, (std::vector<Kind>{tile("1m"), tile("5p"), tile("C")}));
  EXPECT_EQ(s.size(), 3);
  s.erase(tile("5p"));
  EXPECT_FALSE(s.contains(tile("5p")));
  EXPECT_FALSE(s.contains(kNoKind));
}

}  // namespace
