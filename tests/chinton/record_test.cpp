// Each legality rule of 清一色東天紅 on a short record, replayed through the core: the error it
// must give, at its line, and the same record made right passes. The records are written from
// S's seat (E and W hold unknown tiles) unless a rule needs another hand known.
#include <gtest/gtest.h>

#include "support.hpp"

namespace {

using namespace cttest;

// S: 234p 456p 67p 999p 南南, ready on 5p and 8p.
const std::string kDealS = "S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南南\n";
// The line of the first event of a record made by hand() without rule tags.
constexpr int kFirstEvent = 7;

TEST(Legality, ThereIsNoChi) {
  const auto bad = replay(hand(kDealS + "E discard 3p\nS chi 3p4p5p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K130"}) << bad.text();
  EXPECT_EQ(bad.line_of("K130"), kFirstEvent + 2);
}

TEST(Legality, TilesTheWallLacks) {
  EXPECT_EQ(replay(hand(kDealS + "E discard 2m\n")).codes(), std::vector<std::string>{"K101"});
  EXPECT_EQ(replay(hand(kDealS + "E discard 3s\n")).codes(), std::vector<std::string>{"K101"});
  EXPECT_TRUE(replay(hand(kDealS + "E discard 1m\n")).clean());
  // A third red 5p, with two per suit.
  const auto reds = replay(hand("S deal 0p0p0p 2p3p4p 6p7p 9p9p9p 南南\n"));
  EXPECT_EQ(reds.codes(), std::vector<std::string>{"K101"}) << reds.text();
}

TEST(Legality, EightCopiesOfASuitTileFourOfTheRest) {
  const auto ok = replay(hand("S deal 9p9p9p9p 9p9p9p9p 1p1p1p 南南\n"));
  EXPECT_TRUE(ok.clean()) << ok.text();
  const auto ninth = replay(hand("S deal 9p9p9p9p 9p9p9p9p 1p1p1p 南南\nE discard 9p\n"));
  EXPECT_EQ(ninth.codes(), std::vector<std::string>{"K102"}) << ninth.text();
  const auto fifth = replay(hand("S deal 南南南南 1p1p1p 2p2p2p 3p3p3p\nE discard 南\n"));
  EXPECT_EQ(fifth.codes(), std::vector<std::string>{"K102"}) << fifth.text();
}

TEST(Legality, OnlyTheSeatToMovePlays) {
  const auto bad = replay(hand(kDealS + "S discard 2p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K105"}) << bad.text();
}

TEST(Legality, KuikaeAfterAPon) {
  const auto bad = replay(hand(kDealS + "E discard 9p\nS pon 9p9p9p\nS discard 9p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K133"}) << bad.text();
  EXPECT_EQ(bad.line_of("K133"), kFirstEvent + 3);
  EXPECT_TRUE(replay(hand(kDealS + "E discard 9p\nS pon 9p9p9p\nS discard 2p\n")).clean());
}

TEST(Legality, KuikaeWithBaiShown) {
  // S shows 東 and 白 in a pon of 東: neither 東 nor 白 may follow.
  const std::string deal = "S deal 東 白 白 2p3p4p 6p7p 9p9p9p 南南\n";
  const auto bad = replay(hand(deal + "E discard 東\nS pon 東東白\nS discard 白\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K133"}) << bad.text();
  EXPECT_TRUE(replay(hand(deal + "E discard 東\nS pon 東東白\nS discard 2p\n")).clean());
}

TEST(Legality, AfterRiichiTheDrawnTileGoes) {
  const std::string riichi = kDealS + "E discard 1p\nS draw 中\nS riichi\nS discard 中\n";
  const auto bad = replay(hand(riichi + "W discard 1p\nE discard 2p\nS draw 東\nS discard 2p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K142"}) << bad.text();
  const auto good = replay(hand(riichi + "W discard 1p\nE discard 2p\nS draw 東\nS tsumogiri\n"));
  EXPECT_TRUE(good.clean()) << good.text();
}

TEST(Legality, NoPonAfterRiichi) {
  const std::string riichi = kDealS + "E discard 1p\nS draw 中\nS riichi\nS discard 中\n";
  const auto bad = replay(hand(riichi + "W discard 9p\nS pon 9p9p9p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K134"}) << bad.text();
}

TEST(Legality, AKanAfterRiichiKeepsTheWait) {
  // 234p 444p 5p 999p 南南南 waits on 2p 5p (2p + 345p, 234p + 5p) and 3p 6p (44p + 45p); with
  // a kan of 4p the 44p pair is gone and only 2p and 5p are left.
  const std::string deal = "S deal 2p3p4p 4p4p4p 5p 9p9p9p 南南南\n";
  const std::string riichi =
      deal + "E discard 1p\nS draw 中\nS riichi\nS discard 中\n" + "W discard 1p\nE discard 2p\n";
  const auto bad = replay(hand(riichi + "S draw 4p\nS ankan 4p4p4p4p\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K143"}) << bad.text();
  const auto good = replay(hand(riichi + "S draw 9p\nS ankan 9p9p9p9p\n"));
  EXPECT_TRUE(good.clean()) << good.text();
}

TEST(Legality, NoClosedKanOfNorth) {
  // [CT]: "北の暗槓は出来ない". A discarded 北 may be ponned, made an open kan, or added to.
  const std::string north = "S deal 2p3p4p 4p5p6p 6p7p 北北北 南南\n";
  const auto closed = replay(hand(north + "E discard 1p\nS draw 北\nS ankan 北北北北\n"));
  EXPECT_EQ(closed.codes(), std::vector<std::string>{"K135"}) << closed.text();
  const auto open = replay(hand(north + "E discard 北\nS kan 北北北北\nS draw 1p\nS discard 1p\n"));
  EXPECT_TRUE(open.clean()) << open.text();
  const auto added = replay(
      hand("S deal 2p3p4p 4p5p6p 6p7p 北北 南南 9p\nE discard 北\nS pon 北北北\nS discard 南\n"
           "W discard 1p\nE discard 2p\nS draw 北\nS kakan 北\nS draw 1p\n"));
  EXPECT_TRUE(added.clean()) << added.text();
}

TEST(Legality, AMisPullBarsTheWinUntilPutRight) {
  // S pulls 中, no ガリ, and its replacement 8p completes the hand.
  const auto bad =
      replay(hand(kDealS + "E discard 1p\nS draw 中\nS nuki 中\nS draw 8p\nS tsumo\n"));
  EXPECT_EQ(bad.codes(), (std::vector<std::string>{"K120", "K121"})) << bad.text();
  const auto undone =
      replay(hand(kDealS + "E discard 1p\nS draw 中\nS nuki 中\nS fix-pull\nS discard 中\n"));
  EXPECT_EQ(undone.codes(), std::vector<std::string>{"K120"}) << undone.text();
}

TEST(Legality, RonInFuritenAfterLettingAWinningTilePass) {
  const std::string start = kDealS + "E discard 1p\nS draw 中\nS discard 中\n";
  const auto bad = replay(hand(start + "W discard 8p\nE discard 5p\nS ron\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K151"}) << bad.text();
  EXPECT_EQ(bad.line_of("K151"), kFirstEvent + 6);
  const auto own =
      replay(hand("S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南 8p\nE discard 1p\nS draw 南\n"
                  "S discard 8p\nW discard 1p\nE discard 5p\nS ron\n"));
  EXPECT_EQ(own.codes(), std::vector<std::string>{"K151"}) << own.text();
}

TEST(Legality, ARonIsPaidByTheDiscarder) {
  const auto r = replay(hand(kDealS + "E discard 1p\nS draw 中\nS discard 中\nW discard 1p\n"
                                      "E discard 5p\nS ron\n"));
  ASSERT_TRUE(r.clean()) << r.text();
  // ホンイツ 3, 門前 1, バンバン 2, 5p ×2 2, dora 4p ×2 2, カラス 30: 40.
  EXPECT_EQ(deltas(r), (std::vector<long long>{-40, 40, 0}));
}

TEST(Legality, DoubleRonNearerWinnerFirst) {
  const std::string deals = kDealS + "W deal 2p3p4p 6p7p 9p9p9p 東東 中中中\n";
  const auto good = replay(hand(deals + "E discard 8p\nS ron\nW ron\n"));
  ASSERT_TRUE(good.clean()) << good.text();
  // S: ホンイツ 3, 門前 1, バンバン 2, 5p 1, dora 4p ×2 2, カラス 30 = 39.
  // W: ホンイツ 3, 役牌 中 1, 門前 1, バンバン 2, dora 4p 1, カラス 30 = 38.
  EXPECT_EQ(deltas(good), (std::vector<long long>{-77, 39, 38}));
  const auto bad = replay(hand(deals + "E discard 8p\nW ron\nS ron\n"));
  EXPECT_EQ(bad.codes(), std::vector<std::string>{"K158"}) << bad.text();
}

TEST(Legality, TheLiveWallRunsOut) {
  const std::string play = kDealS + "E discard 1p\nS draw 中\nS discard 中\nW discard 1p\n";
  const std::string reveals = "draw-game\nE reveal\nW reveal\n";
  const auto drawn = replay(hand(play + reveals, "", "[LiveWall \"3\"]\n"));
  ASSERT_TRUE(drawn.clean()) << drawn.text();
  // S alone is ready: E and W pay it 20 each.
  EXPECT_EQ(deltas(drawn), (std::vector<long long>{-20, 40, -20}));
  const auto early = replay(hand(play + reveals, "", "[LiveWall \"4\"]\n"));
  EXPECT_EQ(early.codes().front(), "K160") << early.text();
  const auto empty = replay(hand(play + "E discard 2p\n", "", "[LiveWall \"3\"]\n"));
  EXPECT_EQ(empty.codes(), std::vector<std::string>{"K107"}) << empty.text();
}

TEST(Legality, AChomboPaysEachOtherSeatAndTheWallsAlternate) {
  const std::string text = hand(kDealS + "E discard 1p\nS chombo\n") +
                           "\nhand 2\n[Wall \"p\"]\nindicator 3p\nE discard 1p\n";
  const auto r = replay(text);
  EXPECT_EQ(deltas(r), (std::vector<long long>{20, -40, 20}));
  // The replayed hand is on the other wall: a second pinzu wall is an error (§2.6, item 1: the
  // alternation is checked), and the tag is followed.
  EXPECT_EQ(r.codes(), std::vector<std::string>{"K195"}) << r.text();
}

}  // namespace

namespace {

using namespace cttest;

TEST(Legality, AFalseWinIsAChombo) {
  // S's hand is not complete with 1p: a false ron, which the record follows with its チョンボ.
  const std::string start = kDealS + "E discard 1p\nS draw 中\nS discard 中\nW discard 1p\n";
  const auto owned = replay(hand(start + "E discard 2p\nS ron\nS chombo\n"));
  EXPECT_EQ(owned.codes(), std::vector<std::string>{"K150"}) << owned.text();
  EXPECT_EQ(deltas(owned), (std::vector<long long>{20, -40, 20}));
  // Without the チョンボ the hand is not over.
  const auto left = replay(hand(start + "E discard 2p\nS ron\n"));
  ASSERT_EQ(left.hands.size(), 1U);
  EXPECT_FALSE(left.hands[0].finished);
}

}  // namespace

namespace {

using namespace cttest;

TEST(Legality, AnOpenRiichiShowsWhatGivesItsWait) {
  // 234p 456p 999p hidden as melds; 67p and the pair 南南 give 5p and 8p.
  const std::string start = kDealS + "E discard 1p\nS draw 中\n";
  const auto enough = replay(hand(start + "S open-riichi 6p7p南南\nS discard 中\n"));
  EXPECT_TRUE(enough.clean()) << enough.text();
  const auto all = replay(hand(start + "S open-riichi 2p3p4p4p5p6p6p7p9p9p9p南南\nS discard 中\n"));
  EXPECT_TRUE(all.clean()) << all.text();
  // 67p alone leaves 南南 hidden with the melds: no complete groups.
  const auto short_of = replay(hand(start + "S open-riichi 6p7p\nS discard 中\n"));
  EXPECT_EQ(short_of.codes(), std::vector<std::string>{"K145"}) << short_of.text();
  // A 七対子 waiting on 南 (or 白) shows the single 南: its six pairs stay hidden.
  const std::string pairs = "S deal 1p1p 2p2p 3p3p 4p4p 6p6p 東東 南\nE discard 1p\nS draw 中\n";
  const auto single = replay(hand(pairs + "S open-riichi 南\nS discard 中\n"));
  EXPECT_TRUE(single.clean()) << single.text();
  // A hidden pair may be an honour with a 白 standing for it (found by an independent model).
  const std::string bai_pair = "S deal 1p1p 2p2p 3p3p 4p4p 6p6p 東白 9p\nE discard 1p\nS draw 中\n";
  const auto with_bai = replay(hand(bai_pair + "S open-riichi 9p\nS discard 中\n"));
  EXPECT_TRUE(with_bai.clean()) << with_bai.text();
}

TEST(Legality, AnOpenRiichiWhoseHiddenTilesCouldBeMeldsOrPairsShowsMore) {
  // 222p 678p hidden: as two melds they leave 99p 東發白白白 waiting on 9p 東 發 白, but the others
  // cannot tell them from three pairs of a 七対子, which would leave the shown tiles waiting on
  // every honour. The seed's 七対子 of 14p and honours is shown whole for the same reason.
  const std::string start = "S deal 2p2p2p6p7p8p9p9p東發白白白\nE discard 1p\nS draw 中\n";
  const auto part = replay(hand(start + "S open-riichi 9p9p東發白白白\nS discard 中\n"));
  EXPECT_EQ(part.codes(), std::vector<std::string>{"K145"}) << part.text();
  const auto whole =
      replay(hand(start + "S open-riichi 2p2p2p6p7p8p9p9p東發白白白\nS discard 中\n"));
  EXPECT_TRUE(whole.clean()) << whole.text();
}

}  // namespace

namespace {

using namespace cttest;

TEST(Legality, ARiichiNotReadyAtTheDrawnEndIsAChombo) {
  // S declares riichi and throws 7p: 234p 456p 6p 999p 南南 is not ready. Riichi needs a draw of
  // one's own to come (normal mahjong, K148), so the live wall holds 5: S draws the last tile.
  const std::string play = kDealS +
                           "E discard 1p\nS draw 中\nS riichi\nS discard 7p\nW discard 1p\n"
                           "E discard 2p\nS draw 東\nS tsumogiri\n";
  const auto owned = replay(hand(play + "draw-game\nS chombo\n", "", "[LiveWall \"5\"]\n"));
  EXPECT_EQ(owned.codes(), (std::vector<std::string>{"K141", "K163"})) << owned.text();
  EXPECT_EQ(deltas(owned), (std::vector<long long>{20, -40, 20}));
  const auto left =
      replay(hand(play + "draw-game\nE reveal\nW reveal\n", "", "[LiveWall \"5\"]\n"));
  ASSERT_EQ(left.hands.size(), 1U);
  EXPECT_FALSE(left.hands[0].finished);
}

}  // namespace

namespace {

using namespace cttest;

TEST(Legality, AClosedKanOfAWinningKindIsNoPass) {
  // E makes a closed kan of 8p, one of S's winning tiles: only a 国士無双 could rob it, so S is
  // not furiten on E's next discard.
  const auto r = replay(hand(kDealS + "E ankan 8p8p8p8p\nindicator 1p\nE discard 5p\nS ron\n"));
  EXPECT_TRUE(r.clean()) << r.text();
  ASSERT_EQ(r.hands.size(), 1U);
  EXPECT_TRUE(r.hands[0].settlement.complete);
}

}  // namespace
