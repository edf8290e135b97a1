// The combinations and their order, worked out from the rules (docs/variants/bigtwo.md).
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace {

using bigtwo::classify;
using bigtwo::Combo;
using bigtwo::Kind;
using bt_test::ev;

std::optional<Combo> of(const std::string& cards, std::string* why = nullptr) {
  return classify(ev("E play " + cards).pieces, why);
}

TEST(Cards, FiftyTwoCardsRankedThreeToTwoSuitsDiamondsToSpades) {
  const auto& table = bigtwo::piece_table();
  ASSERT_EQ(table.size(), 52u);
  EXPECT_EQ(table[bigtwo::kDiamondThree].name, "♦3");
  // ♦3 is the lowest card, ♠2 the highest; ♠3 beats ♥3 beats ♣3 beats ♦3, and any 4 beats them.
  EXPECT_EQ(bigtwo::value_of(bigtwo::kDiamondThree), 0);
  EXPECT_EQ(bigtwo::value_of(ev("E play ♠2").pieces[0]), 51);
  EXPECT_LT(bigtwo::value_of(ev("E play ♣3").pieces[0]),
            bigtwo::value_of(ev("E play ♥3").pieces[0]));
  EXPECT_LT(bigtwo::value_of(ev("E play ♥3").pieces[0]),
            bigtwo::value_of(ev("E play ♠3").pieces[0]));
  EXPECT_LT(bigtwo::value_of(ev("E play ♠3").pieces[0]),
            bigtwo::value_of(ev("E play ♦4").pieces[0]));
  EXPECT_LT(bigtwo::value_of(ev("E play ♠A").pieces[0]),
            bigtwo::value_of(ev("E play ♦2").pieces[0]));
}

TEST(Combos, EachKindIsRecognised) {
  EXPECT_EQ(of("♠7")->kind, Kind::single);
  EXPECT_EQ(of("♦8 ♠8")->kind, Kind::pair);
  EXPECT_EQ(of("♦9 ♣9 ♥9")->kind, Kind::triple);
  EXPECT_EQ(of("♦3 ♦4 ♣5 ♥6 ♠7")->kind, Kind::straight);
  EXPECT_EQ(of("♥3 ♥4 ♥5 ♥7 ♥10")->kind, Kind::flush);
  EXPECT_EQ(of("♠10 ♣10 ♦10 ♠4 ♣4")->kind, Kind::full_house);
  EXPECT_EQ(of("♠A ♥A ♣A ♦A ♣3")->kind, Kind::four);
  EXPECT_EQ(of("♦3 ♦4 ♦5 ♦6 ♦7")->kind, Kind::straight_flush);
  EXPECT_EQ(of("♦10 ♣J ♥Q ♠K ♦A")->kind, Kind::straight);  // the highest straight
}

TEST(Combos, WhatIsNoCombinationAndWhy) {
  std::string why;
  EXPECT_FALSE(of("♦8 ♠9", &why));
  EXPECT_EQ(why, "♦8♠9 is no pair: a pair is two cards of one rank");
  EXPECT_FALSE(of("♦8 ♠8 ♥9", &why));
  EXPECT_EQ(why, "♦8♠8♥9 is no triple: a triple is three cards of one rank");
  EXPECT_FALSE(of("♦8 ♠8 ♥8 ♣8", &why));
  EXPECT_EQ(why, "a play is 1, 2, 3 or 5 cards, not 4");
  // A 2 ends no straight, and the ranks do not wrap round from 2 to 3.
  EXPECT_FALSE(of("♦J ♣Q ♥K ♠A ♦2"));
  EXPECT_FALSE(of("♦A ♣2 ♥3 ♠4 ♦5"));
  EXPECT_FALSE(of("♦3 ♣4 ♥5 ♠6 ♦8", &why));
  EXPECT_EQ(
      why,
      "♦3♣4♥5♠6♦8 is no five-card combination: a straight (five ranks in a row, 3 to A), a "
      "flush (five of a suit), a full house (three and two of a rank), four of a kind with one "
      "card, or a straight flush");
}

TEST(Combos, OrderWithinAKind) {
  using bigtwo::beats;
  EXPECT_TRUE(beats(*of("♠3"), *of("♥3")));        // suit breaks a tie of ranks
  EXPECT_TRUE(beats(*of("♦2"), *of("♠A")));        // 2 is the highest rank
  EXPECT_TRUE(beats(*of("♣8 ♠8"), *of("♦8 ♥8")));  // the pair with ♠8 is higher
  EXPECT_FALSE(beats(*of("♦7 ♣7"), *of("♦J ♣J")));
  EXPECT_TRUE(beats(*of("♦2 ♣2 ♥2"), *of("♦9 ♣9 ♥9")));
  EXPECT_TRUE(beats(*of("♦4 ♣5 ♥6 ♠7 ♠8"), *of("♦4 ♣5 ♥6 ♠7 ♦8")));     // the top card's suit
  EXPECT_TRUE(beats(*of("♠10 ♣10 ♦10 ♠4 ♣4"), *of("♦8 ♣8 ♥8 ♥Q ♠Q")));  // by the triple
}

TEST(Combos, FiveCardKindsRankStraightFlushFullHouseFourStraightFlush) {
  const std::vector<std::string> ascending = {
      "♦10 ♣J ♥Q ♠K ♦A",  // the highest straight
      "♥3 ♥4 ♥5 ♥7 ♥10",  // a low flush still beats it
      "♠4 ♣4 ♦4 ♠3 ♣3",   // the lowest full house
      "♦3 ♣3 ♥3 ♠3 ♦4",   // the lowest four of a kind
      "♦3 ♦4 ♦5 ♦6 ♦7",   // the lowest straight flush
  };
  for (std::size_t i = 0; i < ascending.size(); ++i)
    for (std::size_t j = 0; j < ascending.size(); ++j)
      EXPECT_EQ(bigtwo::beats(*of(ascending[i]), *of(ascending[j])), i > j)
          << ascending[i] << " against " << ascending[j];
  // Nothing of another size competes: a straight flush does not beat a single.
  EXPECT_FALSE(bigtwo::beats(*of("♦3 ♦4 ♦5 ♦6 ♦7"), *of("♦4")));
}

TEST(Combos, Described) {
  EXPECT_EQ(bigtwo::describe(*of("♠7")), "♠7");
  EXPECT_EQ(bigtwo::describe(*of("♦J ♣J")), "pair of Js");
  EXPECT_EQ(bigtwo::describe(*of("♦9 ♣9 ♥9")), "triple of 9s");
  EXPECT_EQ(bigtwo::describe(*of("♦3 ♦4 ♣5 ♥6 ♠7")), "straight to ♠7");
  EXPECT_EQ(bigtwo::describe(*of("♥3 ♥4 ♥5 ♥7 ♥10")), "flush to ♥10");
  EXPECT_EQ(bigtwo::describe(*of("♠10 ♣10 ♦10 ♠4 ♣4")), "full house of 10s");
  EXPECT_EQ(bigtwo::describe(*of("♠A ♥A ♣A ♦A ♣3")), "four As");
  EXPECT_EQ(bigtwo::describe(*of("♦3 ♦4 ♦5 ♦6 ♦7")), "straight flush to ♦7");
}

}  // namespace
