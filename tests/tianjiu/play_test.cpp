// Play rules through HandState::apply: turn order, follow rules, 2牌縛り, hidden information, and
// the problem codes of docs/variants/tianjiu.md. Every rejected event must leave the hand
// unchanged.
#include <gtest/gtest.h>

#include "../support/references.hpp"
#include "hands.hpp"
#include "script.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

using namespace paipu;
using namespace paipu::tianjiu;
using tj_test::Lines;
using tj_test::Table;

namespace {

// Everything observable about a hand, to compare before and after a rejected event.
struct Snapshot {
  std::vector<Event> moves;
  std::vector<std::vector<PieceId>> known;
  std::vector<int> sizes, won;
  int to_move = 0, steps = 0, tricks = 0;
  bool finished = false;
  friend bool operator==(const Snapshot&, const Snapshot&) = default;
};

Snapshot snap(const TianjiuHand& h) {
  Snapshot s;
  s.moves = h.legal_moves();
  for (int i = 0; i < kSeats; ++i) {
    s.known.push_back(h.hands().known(i));
    s.sizes.push_back(h.hands().size(i));
  }
  s.won.assign(h.table().won().begin(), h.table().won().end());
  s.to_move = h.to_move();
  s.steps = h.steps();
  s.tricks = static_cast<int>(h.table().history().size());
  s.finished = h.finished();
  return s;
}

// Applies `line` expecting an error with `code`; checks the hand did not move.
std::string reject(Table& t, const std::string& line, const std::string& code) {
  const Snapshot before = snap(t.hand);
  const Outcome o = t.run(line);
  EXPECT_FALSE(o.ok()) << line;
  EXPECT_TRUE(snap(t.hand) == before) << "state changed by rejected '" << line << "'";
  if (o.problems.empty()) return {};
  EXPECT_EQ(o.problems.front().code, code) << o.problems.front().message;
  return o.problems.front().message;
}

using testing_support::references;

}  // namespace

TEST(Play, HandAPlaysThroughWithFullDeals) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::join({tj_test::kDealA, tj_test::kPlayA})), "");
  ASSERT_TRUE(t.hand.finished());
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{1, 4, 0, 3}));
  EXPECT_EQ(t.hand.result().winner, 3);
  EXPECT_EQ(t.hand.table().history().size(), 6u);
}

TEST(Play, HandAPlaysThroughWithNoDeals) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::kPlayA), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{1, 4, 0, 3}));
}

TEST(Play, TrickNotesNameTheWinner) {
  Table t;
  for (const char* l : {"E play 天", "S pad 長", "W pad 板"}) ASSERT_TRUE(t.run(l).ok());
  const Outcome o = t.run("N pad 斧");
  ASSERT_TRUE(o.ok());
  ASSERT_FALSE(o.notes.empty());
  EXPECT_EQ(o.notes.front(), "E wins trick 1 (1 棟)");
}

// T9 ([ZW]): lead 双斧, 2nd 墊, 3rd 双梅 face up, 4th 墊 → the 3rd player wins 2 棟 and leads.
TEST(Play, T9ThirdPlayerWinsTwoDong) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 斧斧", "S pad **", "W play 梅梅", "N pad **"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 2, 0}));
  EXPECT_EQ(t.hand.to_move(), 2);
}

TEST(Play, ATieDoesNotBeatAndTheEarlierPlayKeepsTheTrick) {
  Table t;
  ASSERT_TRUE(t.run("E play 天紅九").ok());
  const std::string m = reject(t, "S play 天黑九", "T105");
  EXPECT_NE(m.find("ties"), std::string::npos) << m;
  ASSERT_EQ(t.run_all({"S pad 天黑九", "W pad **", "N pad **"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{2, 0, 0, 0}));
}

TEST(Play, CrossClassDoesNotBeat) {
  Table t;
  ASSERT_TRUE(t.run("E play 地三五").ok());
  const std::string m = reject(t, "S play 紅九黑九", "T105");
  EXPECT_NE(m.find("military pair (雜) cannot beat a civil-military pair (文武)"),
            std::string::npos)
      << m;
  reject(t, "S play 天天", "T105");
  reject(t, "S play 地天", "T105");  // not a combination
}

TEST(Play, LowerPlayMessageSaysWhatToDo) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 地地", "S pad **", "W pad **"}), "");
  const std::string m = reject(t, "N play 人人", "T105");
  EXPECT_EQ(
      m, "N plays 人人 face up, but 人人 does not beat 地地 in trick 1; play it face down (pad)");
}

TEST(Play, FollowMustBeatTheBestSoFarNotTheLead) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 人", "S play 地"}), "");
  reject(t, "W play 和", "T105");
  ASSERT_EQ(t.run_all({"W play 天", "N pad *"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 1, 0}));
}

TEST(Play, ZhizunFollowIsOnlyAPad) {
  Table t;
  ASSERT_TRUE(t.run("E play 紅五黑五").ok());
  reject(t, "S play 大六細三", "T105");
  EXPECT_TRUE(t.run("S pad 大六細三").ok());
}

TEST(Play, NothingBeatsALedZhizun) {
  Table t;
  ASSERT_TRUE(t.run("E play 大六細三").ok());
  EXPECT_EQ(reject(t, "S play 天天", "T105"),
            "S plays 天天 face up, but nothing beats a led 至尊; play it face down (pad)");
  ASSERT_EQ(t.run_all({"S pad 天天", "W pad 紅九黑九", "N pad **"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{2, 0, 0, 0}));
}

TEST(Play, WenZhizunOnlyCapturedByDoubleGaojiao) {
  Table t;
  ASSERT_TRUE(t.run("E play 銅錘銅錘").ok());
  reject(t, "S play 天天", "T105");
  ASSERT_EQ(t.run_all({"S pad 天天", "W play 高腳高腳"}), "");
  reject(t, "N play 地地", "T105");
  ASSERT_TRUE(t.run("N pad 地地").ok());
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 2, 0}));
}

TEST(Play, WrongSeatToMove) {
  Table t;
  std::string m = reject(t, "S play 天", "T101");
  EXPECT_EQ(m, "S leads, but the dealer E leads trick 1");
  ASSERT_TRUE(t.run("E play 天").ok());
  m = reject(t, "W pad *", "T101");
  EXPECT_EQ(m, "W plays, but it is S's turn in trick 1");
  ASSERT_EQ(t.run_all({"S pad *", "W pad *", "N pad *"}), "");
}

TEST(Play, LeaderAfterATrickIsItsWinner) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 人", "S play 地", "W pad *", "N pad *"}), "");
  const std::string m = reject(t, "E play 天", "T101");
  EXPECT_EQ(m, "E leads trick 2, but S won trick 1 and leads");
}

TEST(Play, WrongNumberOfPieces) {
  Table t;
  ASSERT_TRUE(t.run("E play 地地").ok());
  const std::string m = reject(t, "S pad *", "T103");
  EXPECT_EQ(m,
            "S plays 1 tile but trick 1 was led with 2 tiles; follow with exactly 2 tiles, face up "
            "or face down");
  reject(t, "S pad ***", "T103");
}

TEST(Play, InvalidLeadAndFaceDownLead) {
  Table t;
  reject(t, "E play 天地", "T104");
  reject(t, "E play 天天地", "T104");
  reject(t, "E pad 天", "T106");
}

TEST(Play, PieceNotInAFullyKnownHand) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::kDealA), "");
  const Outcome o = t.run("E play 梅");
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().code, "T102");
  EXPECT_EQ(o.problems.front().piece, 0);
  EXPECT_EQ(o.problems.front().message,
            "E plays 梅 but has no 梅 in hand (it holds 天天地地和和銅錘黑五)");
  const Outcome two = t.run("E play 天梅");
  EXPECT_EQ(two.problems.front().piece, 1);
}

TEST(Play, MoreCopiesThanTheSetHolds) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 地", "S play 天", "W pad 天"}), "");
  const Outcome o = t.run("N pad 天");
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().code, "T107");
  EXPECT_EQ(o.problems.front().piece, 0);
  // A dealt copy counts too: the only 紅九 is in S's deal.
  Table d;
  ASSERT_TRUE(d.run("S deal 紅九").ok());
  reject(d, "E play 紅九", "T107");
  reject(d, "W deal 紅九", "T107");
}

// A T107 names where the record placed the other copies: the deals that named them (steps count
// every applied event, deals too), at the tile, and the plays that showed one from an unknown
// slot. A play of a dealt copy shows no new one and is not named.
TEST(Play, CopyLimitNamesWhereTheCopiesWere) {
  Table dealt;
  ASSERT_EQ(dealt.run_all({"E deal 地天", "S deal 人人天"}), "");
  const Outcome twice = dealt.run("W deal 梅天");
  ASSERT_FALSE(twice.ok());
  EXPECT_EQ(twice.problems.front().code, "T107");
  EXPECT_EQ(twice.problems.front().piece, 1);
  EXPECT_EQ(references(twice.problems.front()),
            "0/1 E was dealt 天 here\n"
            "1/2 S was dealt 天 here\n");

  Table played;
  // Steps: 0 S's deal, 1 E's lead, 2 S plays its dealt 天, 3 W pads the other 天 (unknown slot).
  ASSERT_EQ(played.run_all({"S deal 天", "E play 地", "S play 天", "W pad 天"}), "");
  const Outcome o = played.run("N pad 天");
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().message,
            "N plays 天, but the set has only 2 and the record has placed both elsewhere");
  EXPECT_EQ(references(o.problems.front()),
            "0/0 S was dealt 天 here\n"
            "3/0 W played 天 face down here\n");

  Table unknown;
  ASSERT_EQ(unknown.run_all({"E play 地", "S play 天", "W pad 天"}), "");
  EXPECT_EQ(references(unknown.run("N pad 天").problems.front()),
            "1/0 S played 天 here\n"
            "2/0 W played 天 face down here\n");
}

TEST(Play, DealsBeforePlayAndOnlyOnce) {
  Table t;
  ASSERT_TRUE(t.run("E deal 天 地").ok());
  reject(t, "E deal 人", "T108");
  reject(t, "S deal 天 天 地 地 人 人 和 和 梅", "T103");
  ASSERT_TRUE(t.run("E play 天").ok());
  reject(t, "S deal 人", "T108");
}

TEST(Play, PartialDealLeavesUnknownSlots) {
  Table t;
  ASSERT_TRUE(t.run("E deal 天 天 地").ok());
  EXPECT_EQ(t.hand.hands().unknown(0), 5);
  ASSERT_TRUE(t.run("E play 梅").ok());  // an unknown slot
  EXPECT_EQ(t.hand.hands().unknown(0), 4);
  EXPECT_EQ(t.hand.hands().known(0), tj_test::pieces("天天地"));
}

TEST(Play, UnknownPadsShrinkAFullyKnownHand) {
  Table t;
  ASSERT_EQ(t.run_all({"S deal 長 紅九 人 人 二六 細三 黑九 三五", "E play 天", "S pad *",
                       "W pad *", "N pad *"}),
            "");
  EXPECT_EQ(t.hand.hands().size(1), 7);
  EXPECT_EQ(t.hand.hands().known(1).size(), 8u);  // candidates: which one went is not known
  ASSERT_TRUE(t.run("E play 地").ok());
  reject(t, "S pad 天", "T102");
  ASSERT_TRUE(t.run("S pad 長").ok());
}

TEST(Play, EventsAfterTheEndAreRejected) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::kPlayA), "");
  reject(t, "N play 天", "T109");
}

TEST(Play, FaceUpPlayMustNameItsTiles) {
  Table t;
  const Outcome o = t.run("E play *");
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().code, "T113");
}

// 2牌縛り: on a final single, a player with no 棟 cannot win; their face-up tile counts as 墊.
TEST(Play, TwoTileBindingOnAFinalSingle) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::kPlayC), "");
  ASSERT_TRUE(t.hand.finished());
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{7, 1, 0, 0}));
  EXPECT_EQ(t.hand.result().winner, 0);
}

TEST(Play, TwoTileBindingLetsTheLeaderKeepTheTrick) {
  Table t;
  Lines lines = tj_test::kPlayC;
  lines.back() = "E pad *";
  ASSERT_EQ(t.run_all(lines), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{6, 2, 0, 0}));
  EXPECT_EQ(t.hand.result().winner, 1);
}

TEST(Play, TwoTileBindingNoteSaysTheTileCountsAsPad) {
  Table t;
  const Lines& c = tj_test::kPlayC;
  ASSERT_EQ(t.run_all(Lines(c.begin(), c.end() - 3)), "");
  const Outcome o = t.run("W play 地");
  ASSERT_TRUE(o.ok());
  ASSERT_EQ(o.notes.size(), 1u);
  EXPECT_EQ(o.notes[0], "W has no 棟 before the final single (2牌縛り): 地 counts as 墊");
  // The best play is still S's 長, so E's 梅 beats it.
  EXPECT_TRUE(t.run("N pad *").ok());
  EXPECT_TRUE(t.run("E play 梅").ok());
}

TEST(Play, AZeroDongPlayerMayWinAFinalPair) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::kPlayD), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{6, 2, 0, 0}));
  EXPECT_EQ(t.hand.result().winner, 1);
}

TEST(Play, LastTrickEighthDropsTheBindingOnAnEarlierFinal) {
  Table t(RuleValues{{"last_trick", "eighth"}});
  const Lines& c = tj_test::kPlayC;
  ASSERT_EQ(t.run_all(Lines(c.begin(), c.end() - 3)), "");
  ASSERT_TRUE(t.run("W play 地").ok());
  ASSERT_TRUE(t.run("N pad *").ok());
  reject(t, "E play 梅", "T105");  // W's 地 is the best play now
  ASSERT_TRUE(t.run("E pad *").ok());
  EXPECT_EQ(t.hand.result().winner, 2);
}

TEST(Play, UnknownDealerIsTakenFromTheFirstLead) {
  HandSetup s;
  s.dealer.seat = -1;
  s.dealer.previous = 2;
  s.dealer.first = false;
  TianjiuHand h(s);
  EXPECT_EQ(h.to_move(), -1);
  const Outcome o = h.apply(tj_test::event("W play 天"));
  ASSERT_TRUE(o.ok());
  EXPECT_EQ(h.dealer().seat, 2);
  EXPECT_EQ(h.multiplier(), 3);  // W stayed dealer: it must have won (連荘 1)
}

TEST(Play, LegalMovesAreAllAcceptedAndIncludePads) {
  Table t;
  ASSERT_EQ(t.run_all(tj_test::kDealA), "");
  // E's leads from 天天地地和和銅錘黑五: singles 天 地 和 銅錘 黑五 (5), pairs 天天 地地 和和
  // 和黑五 (4), triple 和和黑五 (1): 10 in all.
  const auto leads = t.hand.legal_moves();
  EXPECT_EQ(leads.size(), 10u);
  for (const Event& e : leads) {
    TianjiuHand copy = t.hand;
    EXPECT_TRUE(copy.apply(e).ok());
  }
  ASSERT_TRUE(t.run("E play 地").ok());
  // S holds 長 紅九 人 人 二六 細三 黑九 三五: 7 distinct tiles, each a pad; no civil tile above
  // 地, so no face-up play.
  const auto follows = t.hand.legal_moves();
  EXPECT_EQ(follows.size(), 7u);
  for (const Event& e : follows) EXPECT_EQ(e.verb, kPad);
}
