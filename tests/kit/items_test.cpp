// Settlement items: trick games multiply, mahjong adds then multiplies; the text reads the same way
// the amount is computed.
#include <gtest/gtest.h>

#include "paipu/settlement.hpp"
#include "paipu/trick.hpp"

namespace paipu {
namespace {

TEST(Items, ProductsReadAsBefore) {
  const std::vector<Item> items{
      {ItemKind::base, "base", 3}, {ItemKind::times, "么結", 2}, {ItemKind::times, "親倍数", 2}};
  EXPECT_EQ(evaluate(items), 12);
  EXPECT_EQ(items_text(items), "base 3 × 么結 ×2 × 親倍数 ×2");
}

TEST(Items, SumsAreBracketedBeforeAProduct) {
  const std::vector<Item> items{{ItemKind::base, "門前", 1},
                                {ItemKind::add, "親", 1},
                                {ItemKind::add, "5p", 2},
                                {ItemKind::times, "tsumo", 2}};
  EXPECT_EQ(evaluate(items), 8);
  EXPECT_EQ(items_text(items), "(門前 1 + 親 1 + 5p 2) × tsumo ×2");
}

TEST(Items, AnAdditionAfterAProductBracketsTheWholeLeftSide) {
  const std::vector<Item> items{{ItemKind::base, "a", 1},
                                {ItemKind::add, "b", 1},
                                {ItemKind::times, "c", 3},
                                {ItemKind::add, "d", 4},
                                {ItemKind::times, "e", 2}};
  EXPECT_EQ(evaluate(items), ((1 + 1) * 3 + 4) * 2);
  EXPECT_EQ(items_text(items), "((a 1 + b 1) × c ×3 + d 4) × e ×2");
}

TEST(Items, KitPaymentsAddAndMultiply) {
  Payment p = trick::payment(1, 0, "ron", "門前", 1);
  trick::add(p, "dora", 2);
  trick::multiply(p, "dealer", 2);
  EXPECT_EQ(p.amount, 6);
  EXPECT_EQ(evaluate(p.items), p.amount);
  EXPECT_EQ(items_text(p.items), "(門前 1 + dora 2) × dealer ×2");
  // Without notes: the same amount, no items.
  Payment q = trick::payment(1, 0, "ron", "門前", 1, -1, false);
  trick::add(q, "dora", 2);
  trick::multiply(q, "dealer", 2);
  EXPECT_EQ(q.amount, 6);
  EXPECT_TRUE(q.items.empty());
}

TEST(Items, SeveralWinnersAndFactsPerSeat) {
  Settlement s;
  s.winners = {2, 0};
  s.deltas = {1, -2, 1};
  s.facts = {1, 5, 0, 0, 1, 3};  // two facts per seat
  EXPECT_EQ(s.winner(), 2);
  ASSERT_EQ(s.facts_of(2).size(), 2u);
  EXPECT_EQ(s.facts_of(2)[0], 1);
  EXPECT_EQ(s.facts_of(2)[1], 3);
  EXPECT_EQ(s.facts_of(1)[1], 0);
  EXPECT_TRUE(Settlement{}.facts_of(0).empty());
}

}  // namespace
}  // namespace paipu
