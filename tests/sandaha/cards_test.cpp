#include <gtest/gtest.h>

#include <numeric>
#include <set>

#include "cards.hpp"

namespace {

using namespace paipu::sandaha;
using paipu::PieceId;

TEST(Cards, FortySixKindsTwoCopiesEach) {
  const auto& t = paipu::sandaha::piece_table();
  ASSERT_EQ(t.size(), static_cast<std::size_t>(kKinds));
  std::set<std::string> spellings;
  for (const auto& p : t) {
    EXPECT_EQ(p.copies, 2);
    EXPECT_TRUE(spellings.insert(p.code).second) << p.code;
    EXPECT_TRUE(spellings.insert(p.name).second) << p.name;
    for (const auto& a : p.aliases) EXPECT_TRUE(spellings.insert(a).second) << a;
  }
  EXPECT_EQ(t[card(Suit::hearts, Rank::ten)].code, "H10");
  EXPECT_EQ(t[card(Suit::hearts, Rank::ten)].name, "♥10");
  EXPECT_EQ(t[card(Suit::spades, Rank::jack)].code, "SJ");  // the jack, not a joker
  EXPECT_EQ(t[kBigJoker].name, "大王");
  EXPECT_EQ(t[kLittleJoker].code, "LJ");
  // The painter's faces: each card's face is its code, so the jokers are BJ / LJ and the jack of
  // spades is drawn as a jack, not as 小王.
  EXPECT_EQ(t[kLittleJoker].face, "LJ");
  EXPECT_EQ(t[kBigJoker].face, "BJ");
  EXPECT_EQ(t[card(Suit::spades, Rank::jack)].face, "SJ");
  const auto full = copy_limits(Deck::full);
  const auto short_deck = copy_limits(Deck::without_sixes);
  EXPECT_EQ(std::accumulate(full.begin(), full.end(), 0), 92);
  EXPECT_EQ(std::accumulate(short_deck.begin(), short_deck.end(), 0), 84);
  EXPECT_EQ(short_deck[card(Suit::clubs, Rank::six)], 0);
}

TEST(Cards, TwoHundredPointsInEitherDeck) {
  for (Deck deck : {Deck::full, Deck::without_sixes}) {
    const auto limits = copy_limits(deck);
    int total = 0;
    for (PieceId c = 0; c < kKinds; ++c) total += points(c) * limits[c];
    EXPECT_EQ(total, 200);
  }
  EXPECT_EQ(points(card(Suit::hearts, Rank::king)), 10);
  EXPECT_EQ(points(card(Suit::spades, Rank::five)), 5);
  EXPECT_EQ(points(card(Suit::spades, Rank::queen)), 0);
  EXPECT_EQ(points(kBigJoker), 0);
}

TEST(Cards, TheOrderWithSpadesTrump) {
  const auto o = card_order(Suit::spades, Deck::full);
  auto level = [&](PieceId c) { return o.level_of(c); };
  auto group = [&](PieceId c) { return o.group_of(c); };
  const PieceId s7 = card(Suit::spades, Rank::seven), h7 = card(Suit::hearts, Rank::seven),
                d7 = card(Suit::diamonds, Rank::seven), s2 = card(Suit::spades, Rank::two),
                c2 = card(Suit::clubs, Rank::two), sa = card(Suit::spades, Rank::ace),
                s5 = card(Suit::spades, Rank::five), ha = card(Suit::hearts, Rank::ace),
                h8 = card(Suit::hearts, Rank::eight), h6 = card(Suit::hearts, Rank::six);
  // 大王 > 小王 > 主7 > 副7 (equal) > 主2 > 副2 > ♠A … ♠5, consecutive.
  const std::vector<int> chain = {level(kBigJoker), level(kLittleJoker), level(s7), level(h7),
                                  level(s2),        level(c2),           level(sa)};
  for (std::size_t i = 1; i < chain.size(); ++i) EXPECT_EQ(chain[i - 1], chain[i] + 1) << i;
  EXPECT_EQ(level(h7), level(d7));
  EXPECT_EQ(level(s5), 1);
  for (PieceId c : {kBigJoker, kLittleJoker, s7, h7, d7, s2, c2, sa, s5})
    EXPECT_EQ(group(c), kTrumpGroup);
  // A side suit: its 7 and 2 are trumps; 8 and 6 are adjacent.
  EXPECT_EQ(group(ha), static_cast<int>(Suit::hearts));
  EXPECT_EQ(level(ha), 9);
  EXPECT_EQ(level(h8), level(h6) + 1);
}

TEST(Cards, WithoutSixesEightAndFiveJoin) {
  const auto o = card_order(Suit::hearts, Deck::without_sixes);
  EXPECT_EQ(o.level_of(card(Suit::clubs, Rank::eight)),
            o.level_of(card(Suit::clubs, Rank::five)) + 1);
  EXPECT_EQ(o.level_of(card(Suit::clubs, Rank::ace)), 8);
  EXPECT_EQ(o.level_of(card(Suit::clubs, Rank::two)), 9);  // 副2 sits right above ♥A
  EXPECT_EQ(o.level_of(card(Suit::hearts, Rank::ace)), 8);
}

TEST(Cards, NoTrumpKeepsTheTiersTogether) {
  const auto o = card_order(std::nullopt, Deck::full);
  const PieceId h7 = card(Suit::hearts, Rank::seven), s7 = card(Suit::spades, Rank::seven),
                d2 = card(Suit::diamonds, Rank::two);
  EXPECT_EQ(o.level_of(h7), o.level_of(s7));
  EXPECT_EQ(o.level_of(h7), o.level_of(d2) + 1);
  EXPECT_EQ(o.level_of(kLittleJoker), o.level_of(h7) + 1);
  EXPECT_EQ(o.group_of(card(Suit::spades, Rank::ace)), static_cast<int>(Suit::spades));
  EXPECT_TRUE(permanent_trump(d2));
  EXPECT_FALSE(permanent_trump(card(Suit::spades, Rank::ace)));
}

}  // namespace
