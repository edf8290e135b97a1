// Each legality rule on a short record, replayed through the core: the error it must give, at its
// line, and the same record made right passes. The records are written from S's seat (E, W and N
// hold unknown tiles), as a player would note a hand.
#include <gtest/gtest.h>

#include "support.hpp"

namespace {

using namespace wztest;

// S holds 123m 34p 456p 7s 5s(財神) 9m9m 東東 北 中 (the worked record's hand).
const std::string kDealS = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 東東 北 中\n";

// The line of the first event of a record made by hand() without rule tags.
constexpr int kFirstEvent = 8;

TEST(Legality, LooseHonoursGoBeforeNumberTiles) {
  const auto bad = replay(hand("5s", kDealS + "E discard 1s\nS draw 2s\nS discard 2s\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"W132"}) << bad.text();
  EXPECT_EQ(bad.line_of("W132"), kFirstEvent + 3);  // the deal, E's discard, S's draw, S's discard
  const auto good = replay(hand("5s", kDealS + "E discard 1s\nS draw 2s\nS discard 中\n"));
  EXPECT_TRUE(good.clean()) << good.text();
}

TEST(Legality, AnHonourAlreadyDiscardedGoesFirst) {
  // E has discarded 北: S's loose 北 must go before its loose 中.
  const auto bad = replay(hand("5s", kDealS + "E discard 北\nS draw 2s\nS discard 中\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"W131"}) << bad.text();
  const auto good = replay(hand("5s", kDealS + "E discard 北\nS draw 2s\nS discard 北\n"));
  EXPECT_TRUE(good.clean()) << good.text();
}

TEST(Legality, OwnDiscardsCountAsDiscardedUnlessTheOptionSaysOthersOnly) {
  // S throws 北, draws another 北 later: 北 is loose and in S's own river, so it goes before 中.
  const std::string events = kDealS +
                             "E discard 1s\nS draw 2s\nS discard 北\nW discard 2p\nN discard 3p\n"
                             "E discard 4s\nS draw 北\nS discard 中\n";
  const auto own = replay(hand("5s", events));
  EXPECT_EQ(own.codes(), std::vector<std::string>{"W131"}) << own.text();
  const auto others = replay(hand("5s", events, "[Rule.seen_honours \"others_rivers\"]"));
  EXPECT_TRUE(others.clean()) << others.text();
}

TEST(Legality, ACalledDiscardIsInNoRiverUnlessTheOptionCountsMelds) {
  // W pons E's 北, so no 北 lies in a river: S's loose 中 may go before its loose 北, by default
  // and with only other seats' rivers counted; counting called discards makes 北 go first.
  const std::string events =
      kDealS +
      "E discard 北\nW pon 北北北\nW discard 1p\nN discard 2p\nE discard 3p\n"
      "S draw 2s\nS discard 中\n";
  const auto rivers = replay(hand("5s", events));
  EXPECT_TRUE(rivers.clean()) << rivers.text();
  const auto others = replay(hand("5s", events, "[Rule.seen_honours \"others_rivers\"]"));
  EXPECT_TRUE(others.clean()) << others.text();
  const auto melds = replay(hand("5s", events, "[Rule.seen_honours \"rivers_and_melds\"]"));
  EXPECT_EQ(melds.codes(), std::vector<std::string>{"W131"}) << melds.text();
}

TEST(Legality, BreakingAnHonourPairByOption) {
  // With 北 and 中 loose, S breaks its 東 pair: an honour before number tiles, allowed by default.
  const std::string events = kDealS + "E discard 1s\nS draw 2s\nS discard 東\n";
  EXPECT_TRUE(replay(hand("5s", events)).clean());
  const auto strict = replay(hand("5s", events, "[Rule.pair_honour_discard \"forbidden\"]"));
  EXPECT_EQ(strict.codes(), std::vector<std::string>{"W133"}) << strict.text();
}

TEST(Legality, BaiIsAnHonourOnlyWhenItsFaceIs) {
  // Indicator 2m: 白 plays as 2m, a number tile, so a loose 白 need not go first.
  const std::string deal = "S deal 1m3m 3p4p 4p5p6p 7s8s 9s 9m9m 白 6p7p8p\n";
  const std::string events = deal + "E discard 1s\nS draw 9p\nS discard 9p\n";
  EXPECT_TRUE(replay(hand("2m", events)).clean());
  const auto always = replay(hand("2m", events, "[Rule.bai_honour \"always\"]"));
  EXPECT_EQ(always.codes(), std::vector<std::string>{"W132"}) << always.text();
  // Indicator 東: 白 plays as 東, an honour.
  EXPECT_EQ(replay(hand("東", events)).codes(), std::vector<std::string>{"W132"});
}

TEST(Legality, CaishenIsNotDiscarded) {
  const std::string deal = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 1s1s 2s 3s\n";
  const auto bad = replay(hand("5s", deal + "E discard 1s\nS draw 2s\nS discard 5s\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"W130"}) << bad.text();
  EXPECT_TRUE(replay(hand("5s", deal + "E discard 1s\nS draw 2s\nS discard 2s\n")).clean());
}

// S pons five times and keeps only its 財神 (indicator 8s), as in samples/wenzhou/classes.paipu.
const std::string kFivePons =
    "S deal 1m1m 2p2p 3s3s 東東 9p9p 中中 6m7m 8s 5p\nE discard 1m\nS pon 1m1m1m\nS discard 5p\n"
    "W discard 2p\nS pon 2p2p2p\nS discard 6m\nW discard 3s\nS pon 3s3s3s\nS discard 7m\n"
    "W discard 東\nS pon 東東東\nS discard 9p\nW discard 中\nS pon 中中中\nS discard 9p\n"
    "W discard 1s\nN discard 2s\nE discard 3p\n";

TEST(Legality, CaishenMayGoWhenNothingElseIsHeld) {
  // S draws a second 財神: its hand is nothing but 財神, so one may go (or it may win).
  EXPECT_TRUE(replay(hand("8s", kFivePons + "S draw 8s\nS discard 8s\n")).clean());
  EXPECT_TRUE(
      replay(hand("8s", kFivePons + "S draw 8s\nS tsumo\nE reveal\nW reveal\nN reveal\n")).clean());
  // With a natural tile beside it, the 財神 stays.
  EXPECT_EQ(replay(hand("8s", kFivePons + "S draw 7p\nS discard 8s\n")).codes(),
            std::vector<std::string>{"W130"});
  EXPECT_TRUE(replay(hand("8s", kFivePons + "S draw 7p\nS discard 7p\n")).clean());
}

TEST(Legality, ThreeCaishenAloneAreNoDealtWin) {
  // The dealer's dealt 17 hold three 財神 and nothing that fits: a win, but 硬牌 and not 天胡 (each
  // pays the dealer's rate 2 × 2; 財神銭 3 from each).
  const std::string deal = "E deal 1m4m7m 1p4p7p 1s4s7s 東南西北中 5s5s5s\n";
  const auto dealt =
      replay(hand("5s", deal + "E tsumo\nS reveal\nW reveal\nN reveal\nresult E+21 S-7 W-7 N-7\n"));
  EXPECT_TRUE(dealt.clean()) << dealt.text();
  // Read as no win at all on the dealt hand, by option.
  EXPECT_EQ(
      replay(hand("5s", deal + "E tsumo\n", "[Rule.three_caishen_first_turn \"refused\"]")).codes(),
      std::vector<std::string>{"W159"});
  // The same hand may win on a later draw: 硬牌.
  const auto later = replay(hand("5s", deal + "E discard 東\nS discard 2m\nW discard 3m\n"
                                              "N discard 4m\nE draw 9m\nE tsumo\nS reveal\n"
                                              "W reveal\nN reveal\n"));
  EXPECT_TRUE(later.clean()) << later.text();
}

TEST(Legality, DihuIsAnyWinOnTheDealersFirstDiscard) {
  // S waits on 1s with no 財神; E's first discard gives it: 地胡, 双翻 (E pays 2 × 4, W and N 4).
  const std::string deal = "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 1s\n";
  const std::string end = "E reveal\nW reveal\nN reveal\nresult E-8 S+16 W-4 N-4\n";
  const auto plain = replay(hand("5s", deal + "E discard 1s\nS ron\n" + end));
  EXPECT_TRUE(plain.clean()) << plain.text();
  // A closed kan the dealer makes before that discard does not change it.
  const auto after_kan = replay(hand("5s", deal + "E ankan ****\nE discard 1s\nS ron\n" + end));
  EXPECT_TRUE(after_kan.clean()) << after_kan.text();
}

TEST(Legality, ACallIsFollowedByADiscardNotAKan) {
  const std::string deal = "S deal 1m1m 2p2p2p2p 3s3s 東東 9p9p 中 6m7m 8s\n";
  const auto kan = replay(hand("5s", deal + "E discard 1m\nS pon 1m1m1m\nS ankan 2p2p2p2p\n"));
  EXPECT_EQ(kan.codes(), std::vector<std::string>{"W148"}) << kan.text();
  const auto ok = replay(hand("5s", deal + "E discard 1m\nS pon 1m1m1m\nS discard 中\n"));
  EXPECT_TRUE(ok.clean()) << ok.text();
  // After the discard, on its next turn, the kan may be made.
  const auto later = replay(hand("5s", deal + "E discard 1m\nS pon 1m1m1m\nS discard 中\n"
                                              "W discard 1s\nN discard 1s\nE discard 2s\n"
                                              "S draw 9s\nS ankan 2p2p2p2p\n"));
  EXPECT_TRUE(later.clean()) << later.text();
}

TEST(Legality, NoCallWithCaishen) {
  const std::string deal = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 1s1s 3s 3s\n";
  // S would chi E's 4s with its 3s and its 財神 5s.
  const auto chi = replay(hand("5s", deal + "E discard 4s\nS chi 3s4s5s\n"));
  EXPECT_EQ(chi.codes(), std::vector<std::string>{"W142"}) << chi.text();
  // 白 is the indicator's face, not a 財神: indicator 2m, 白 plays as 2m in a chi.
  const std::string bai = "S deal 1m 白 3p4p 4p5p6p 7s8s 9s 9m9m 1s1s 9p 9p\n";
  const auto ok = replay(hand("2m", bai + "E discard 3m\nS chi 1m白3m\nS discard 9p\n"));
  EXPECT_TRUE(ok.clean()) << ok.text();
}

TEST(Legality, ChiOnlyFromTheLeft) {
  const std::string deal = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 1s1s 3s 3s\n";
  const std::string events = deal + "E discard 1s\nS draw 2s\nS discard 2s\nW discard 5p\n";
  const auto bad = replay(hand("5s", events + "S chi 3p4p5p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"W140"}) << bad.text();
  const auto any =
      replay(hand("5s", events + "S chi 3p4p5p\nS discard 3s\n", "[Rule.chi_from \"any\"]"));
  EXPECT_TRUE(any.clean()) << any.text();
}

TEST(Legality, CaishenSingleWaitWinsOnlyBySelfDraw) {
  // S waits with 123m 456m 789m 123p 678p and a 財神: any tile pairs the 財神.
  const std::string deal = "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 5s\n";
  const auto ron = replay(hand("5s", deal + "E discard 1s\nS ron\n"));
  EXPECT_EQ(ron.codes(), std::vector<std::string>{"W158"}) << ron.text();
  // By self-draw it wins: 硬牌 ×2 (E, the dealer at level 1, pays 2 × 2), 財神銭 1 from each.
  const auto tsumo =
      replay(hand("5s", deal + "E discard 1s\nS draw 9s\nS tsumo\nE reveal\nW reveal\n"
                               "N reveal\nresult E-5 S+11 W-3 N-3\n"));
  EXPECT_TRUE(tsumo.clean()) << tsumo.text();
}

TEST(Legality, ThreeCaishenAloneWinOnlyBySelfDraw) {
  const std::string deal = "S deal 1m4m7m 1p4p7p 1s4s7s 東南西中 5s5s5s\n";
  const auto ron = replay(hand("5s", deal + "E discard 北\nS ron\n"));
  EXPECT_EQ(ron.codes(), std::vector<std::string>{"W157"}) << ron.text();
  // Allowed by ron with the option; on the dealer's first discard it is 硬牌, not 地胡 (S takes
  // 2 × 2 from E and 1 × 2 from W and N, and 財神銭 3 from each).
  const auto dihu = replay(hand("5s",
                                deal + "E discard 北\nS ron\nE reveal\nW reveal\nN reveal\n"
                                       "result E-7 S+17 W-5 N-5\n",
                                "[Rule.three_caishen_ron \"on\"]"));
  EXPECT_TRUE(dihu.clean()) << dihu.text();
  EXPECT_EQ(replay(hand("5s", deal + "E discard 北\nS ron\n",
                        "[Rule.three_caishen_ron \"on\"]\n[Rule.three_caishen_first_turn "
                        "\"refused\"]"))
                .codes(),
            std::vector<std::string>{"W159"});
  const auto later = replay(hand("5s",
                                 deal + "E discard 1s\nS draw 2s\nS discard 東\nW discard 北\nS "
                                        "ron\nE reveal\nW reveal\nN reveal\n",
                                 "[Rule.three_caishen_ron \"on\"]"));
  EXPECT_TRUE(later.clean()) << later.text();
}

TEST(Legality, ATsumogiriNamesAnUnseenDraw) {
  // S, waiting on 9s alone, leaves its draw out and throws it by tsumogiri: the draw was a 9s, and
  // the 9s S was dealt stays, so S's hand is known when it wins on W's 9s. A plain discard of 9s
  // may be the dealt one, so the hand is then not known and the win must show it (W152).
  const std::string deal = "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 4p5p6p 9s\n";
  const auto with = [&](const std::string& discard) {
    return replay(hand("5s", deal + "E discard 1s\n" + discard +
                                 "W discard 9s\nS ron\nE reveal\nW reveal\nN reveal\n"));
  };
  const auto tsumogiri = with("S tsumogiri 9s\n");
  EXPECT_TRUE(tsumogiri.clean()) << tsumogiri.text();
  const auto plain = with("S discard 9s\n");
  EXPECT_EQ(plain.codes(), std::vector<std::string>{"W152"}) << plain.text();
}

TEST(Legality, TilesAndTurns) {
  // S does not hold 發; a fifth 東; a draw out of turn; the dice rolled by the wrong seats.
  EXPECT_EQ(replay(hand("5s", kDealS + "E discard 1s\nS draw 2s\nS discard 發\n")).codes(),
            std::vector<std::string>{"W122"});
  const auto fifth = replay(
      hand("5s", kDealS + "E discard 東\nS draw 2s\nS discard 北\nW discard 東\nN discard 東\n"));
  ASSERT_FALSE(fifth.codes().empty()) << fifth.text();
  EXPECT_EQ(fifth.codes().front(), "W116");
  EXPECT_EQ(replay(hand("5s", kDealS + "E discard 1s\nW draw 2s\n")).codes(),
            std::vector<std::string>{"W117"});
  const std::string head = "[Variant \"wenzhou\"]\n\nhand 1\n[Dealer \"E\"]\n";
  EXPECT_EQ(replay(head + "S dice 4 3\n").codes(), std::vector<std::string>{"W103"});
  EXPECT_EQ(replay(head + "E dice 4 3\nS dice 1 4\n").codes(), std::vector<std::string>{"W104"});
  EXPECT_EQ(replay(head + "E dice 4 3\nW dice 1 4\nE discard 1s\n").codes(),
            std::vector<std::string>{"W112"});
}

TEST(Legality, APonLetGoByByOption) {
  // W holds 東東 and lets E's 東 go by (S draws); S then throws 東 before W's turn comes.
  const std::string events =
      "W deal 東東 1m2m3m 4m5m6m 7m8m9m 1p2p3p 4p5p\nE discard 東\nS draw 2s\nS discard 東\n"
      "W pon 東東東\n";
  EXPECT_TRUE(replay(hand("5s", events)).clean());
  const auto strict = replay(hand("5s", events, "[Rule.pon_after_pass \"forbidden\"]"));
  EXPECT_EQ(strict.codes(), std::vector<std::string>{"W147"}) << strict.text();
  // After W's own discard the go-around is over: a later 東 may be called.
  const std::string later =
      "W deal 東東 1m2m3m 4m5m6m 7m8m9m 1p2p3p 4p5p\nE discard 東\nS draw 2s\nS discard 1s\n"
      "W draw 9s\nW tsumogiri\nN discard 東\nW pon 東東東\n";
  EXPECT_TRUE(replay(hand("5s", later, "[Rule.pon_after_pass \"forbidden\"]")).clean());
}

TEST(Legality, TheHandIsDrawnOnlyAtTheWallsEnd) {
  const auto early = replay(hand("5s", kDealS + "E discard 1s\ndraw-game\n"));
  EXPECT_EQ(early.codes(), std::vector<std::string>{"W170"}) << early.text();
}

// 頭ハネ: S and W both claim N's 9p. S, nearer after N, takes it unless W's claim is 双翻.
TEST(Claims, NearestWinsUnlessAFartherClaimIsDouble) {
  const std::string s_deal = "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p 5s 9p 6s7s8s\n";
  const std::string rest =
      "E discard 1s\nS draw 9s\nS tsumogiri\nW draw 9s\nW tsumogiri\nN discard 9p\nS ron\n"
      "W ron\nE reveal\nN reveal\n";
  // Both 軟牌: S wins (E pays 2, W and N 1); 財神銭: S and W hold one each.
  const auto nearer = replay(hand("5s", s_deal + "W deal 1m2m3m 4m5m6m 7m8m9m 1p2p 5s 9p 6s7s8s\n" +
                                            rest + "result E-4 S+6 W+1 N-3\n"));
  EXPECT_TRUE(nearer.clean()) << nearer.text();
  ASSERT_EQ(nearer.hands.size(), 1U);
  EXPECT_EQ(nearer.hands[0].settlement.winner(), 1);
  // W's 硬八対 is 双翻: W wins ×4 (E 2 × 4, S and N 1 × 4), S keeps its 財神銭.
  const auto doubled =
      replay(hand("5s", s_deal + "W deal 1m1m 3m3m 4p4p 6p6p 6s6s 7s7s 8s8s 9p 1s\n" + rest +
                            "result E-9 S-1 W+15 N-5\n"));
  EXPECT_TRUE(doubled.clean()) << doubled.text();
  ASSERT_EQ(doubled.hands.size(), 1U);
  EXPECT_EQ(doubled.hands[0].settlement.winner(), 2);
}

TEST(Settlement, AMissingRevealLeavesTheHandUnsettled) {
  const std::string deal = "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 5s\n";
  const auto r = replay(hand("5s", deal + "E discard 1s\nS draw 9s\nS tsumo\nE reveal\n"));
  ASSERT_EQ(r.hands.size(), 1U);
  EXPECT_FALSE(r.hands[0].settlement.complete);
  for (long long d : r.hands[0].settlement.deltas) EXPECT_EQ(d, 0);
}

}  // namespace
