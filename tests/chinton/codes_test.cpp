// Every problem code of the rules core on the shortest record that gives it: the code a scorer
// looks up in docs/variants/chinton.md, at the line of the event at fault. The rules behind the
// most common ones are tested with their passing twins in record_test.cpp.
#include <gtest/gtest.h>

#include "support.hpp"

namespace {

using namespace cttest;

// S: 234p 456p 67p 999p 南南, ready on 5p and 8p.
const std::string kDeal = "S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南南\n";
const std::string kRiichi = kDeal + "E discard 1p\nS draw 中\nS riichi\nS discard 中\n";

std::vector<std::string> codes_of(const std::string& events, const std::string& tags = "") {
  return replay(hand(events, "", tags)).codes();
}

using Codes = std::vector<std::string>;

TEST(Codes, SetupAndTurns) {
  EXPECT_EQ(codes_of(kDeal + "S deal 1p\n"), Codes{"K103"});
  EXPECT_EQ(codes_of("indicator 5p\n"), Codes{"K104"});
  EXPECT_EQ(replay("[Variant \"chinton\"]\n\nhand 1\nE discard 1p\n").codes(), Codes{"K104"});
  EXPECT_EQ(codes_of(kDeal + "E discard 1p\nS draw 中\nS discard 8p\n"), Codes{"K106"});
  EXPECT_EQ(codes_of(kDeal + "S pon 9p9p9p\n"), Codes{"K131"});
}

TEST(Codes, Pulls) {
  EXPECT_EQ(codes_of(kDeal + "E discard 1p\nS draw 中\nS fix-pull\n"), Codes{"K122"});
  EXPECT_EQ(codes_of(kDeal + "E discard 9p\nS pon 9p9p9p\nS nuki 北\n"), Codes{"K123"});
  // A 国士無双 in riichi may not pull 北, one of its winning tiles.
  const std::string kokushi = "S deal 1m 9m 1p1p 9p9p 東南西北白發中\n";
  EXPECT_EQ(codes_of(kokushi + "E discard 2p\nS draw 3p\nS riichi\nS discard 3p\nW discard 3p\n"
                               "E discard 4p\nS draw 北\nS nuki 北\n"),
            Codes{"K124"});
  EXPECT_EQ(codes_of(kDeal + "E nuki 北\nS ron\n"), Codes{"K154"});
}

TEST(Codes, Melds) {
  EXPECT_EQ(codes_of(kDeal + "E discard 9p\nS pon 9p9p南\n"), Codes{"K132"});
  EXPECT_EQ(codes_of(kDeal + "E discard 1p\nS draw 中\nS kakan 9p\n"), Codes{"K136"});
  EXPECT_EQ(codes_of(kDeal + "E ankan 9p9p9p9p\nS ron\n"), Codes{"K153"});
}

TEST(Codes, Riichi) {
  EXPECT_EQ(codes_of(kDeal + "E discard 9p\nS pon 9p9p9p\nS riichi\n"), Codes{"K140"});
  EXPECT_EQ(codes_of(kDeal + "E discard 1p\nS draw 中\nS open-riichi 1p\n"), Codes{"K144"});
  // S throws 8p, one of its own winning tiles, as the open riichi's discard.
  EXPECT_EQ(codes_of("S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南 8p\nE discard 1p\nS draw 南\n"
                     "S open-riichi 6p7p南南\nS discard 8p\n"),
            Codes{"K146"});
  // The 白 drawn on the 一発 turn is a full wildcard: S must win with it.
  EXPECT_EQ(codes_of(kRiichi + "W discard 1p\nE discard 2p\nS draw 白\nS tsumogiri\n"),
            Codes{"K147"});
  const auto wins =
      replay(hand(kRiichi + "W discard 1p\nE discard 2p\nS draw 白\nS tsumo\nura 1p\n"));
  EXPECT_TRUE(wins.clean()) << wins.text();
}

TEST(Codes, Wins) {
  const std::string passed = kDeal + "E discard 1p\nS draw 中\nS discard 中\n";
  EXPECT_EQ(codes_of(passed + "S dead-hand\nW discard 1p\nE discard 5p\nS ron\n"), Codes{"K152"});
  EXPECT_EQ(codes_of(kDeal + "E discard 5p\nS ron 2p3p4p\n"), Codes{"K156"});
  EXPECT_EQ(codes_of(kRiichi + "W discard 1p\nE discard 2p\nS draw 8p\nS mixed-tsumo\n"),
            Codes{"K157"});
  EXPECT_EQ(codes_of(kDeal + "E discard 5p\nS ron\nE discard 1p\n"), Codes{"K161"});
  EXPECT_EQ(codes_of(kDeal + "S reveal\n"), Codes{"K162"});
  EXPECT_EQ(codes_of(kDeal + "E discard 5p\nS ron\nura 1p\n"), Codes{"K201"});
}

// [CT]'s チョンボ all come from play, none from the deal: a `chombo` before the first play is
// refused and says why; the dealer's false 天和, its first play, is followed by one.
TEST(Codes, AChomboComesFromPlay) {
  const auto early = replay(hand(kDeal + "S chombo\n"));
  EXPECT_EQ(early.codes(), Codes{"K161"});
  EXPECT_NE(early.text().find("no チョンボ before the hand's first play"), std::string::npos)
      << early.text();
  const auto tenhou = replay(hand("E deal 1p2p3p 4p5p6p 7p8p 9p9p 東南西北\nE tsumo\nE chombo\n"));
  EXPECT_EQ(tenhou.codes(), Codes{"K150"}) << tenhou.text();
  ASSERT_EQ(tenhou.hands.size(), 1U);
  EXPECT_TRUE(tenhou.hands[0].finished);
}

TEST(Codes, HandTags) {
  const auto tagged = [](const std::string& tags) {
    return replay("[Variant \"chinton\"]\n\nhand 1\n" + tags + "indicator 3p\nE discard 1p\n")
        .codes();
  };
  EXPECT_EQ(tagged("[Dealer \"N\"]\n"), Codes{"K190"});
  EXPECT_EQ(tagged("[Honba \"x\"]\n"), Codes{"K191"});
  EXPECT_EQ(tagged("[Wall \"m\"]\n"), Codes{"K192"});
  EXPECT_EQ(tagged("[LiveWall \"0\"]\n"), Codes{"K193"});
  // After a チョンボ by S, E deals again with the same 本場.
  const std::string first = hand(kDeal + "E discard 1p\nS chombo\n");
  EXPECT_EQ(replay(first + "\nhand 2\n[Dealer \"S\"]\nindicator 3s\n").codes(), Codes{"K194"});
  EXPECT_EQ(replay(first + "\nhand 2\n[Honba \"1\"]\nindicator 3s\n").codes(), Codes{"K194"});
  // The hand before did not finish: the dealer is assumed.
  const std::string unfinished = hand(kDeal + "E discard 1p\n");
  EXPECT_EQ(replay(unfinished + "\nhand 2\nindicator 3s\n").codes(), Codes{"K196"});
}

}  // namespace
