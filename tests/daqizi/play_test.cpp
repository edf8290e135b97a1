// Play through HandState::apply: turn order, the follow rules, the last-trick rule, hidden
// information, and the problem codes of docs/variants/daqizi.md. Every rejected event must leave
// the hand unchanged (dq_test::reject checks it).
#include <gtest/gtest.h>

#include "../support/references.hpp"
#include "daqizi.hpp"
#include "hands.hpp"
#include "helpers.hpp"
#include "pieces.hpp"

using namespace paipu;
using namespace paipu::daqizi;
using dq_test::Lines;
using dq_test::reject;
using dq_test::rules;
using dq_test::Table;

namespace {

using testing_support::references;

}  // namespace

TEST(Play, HandDWithFullDeals) {
  Table t;
  ASSERT_EQ(t.run_all(dq_test::join({dq_test::kDealD, dq_test::kPlayD})), "");
  ASSERT_TRUE(t.hand.finished());
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{6, 2, 0, 0}));
  EXPECT_EQ(t.hand.result().winner, 1);
  EXPECT_EQ(t.hand.table().history().size(), 3u);
  EXPECT_TRUE(t.hand.table().history().back().last);
}

TEST(Play, HandDWithNoDeals) {
  Table t;
  ASSERT_EQ(t.run_all(dq_test::kPlayD), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{6, 2, 0, 0}));
}

// §2.3 Q3: the winner keeps only its own pieces face up, so it gains the size of the trick.
TEST(Play, TheWinnerGainsThePiecesItPlayed) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 車馬砲", "S pad ***", "W play 將士象"}), "");
  const Outcome o = t.run("N pad ***");
  ASSERT_TRUE(o.ok());
  ASSERT_FALSE(o.notes.empty());
  EXPECT_EQ(o.notes.front(), "W wins trick 1 and keeps 3 pieces face up");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 3, 0}));
  EXPECT_EQ(t.hand.to_move(), 2);
  EXPECT_EQ(t.hand.table().history()[0].best_play().pieces, dq_test::ids("將士象"));
}

TEST(Play, AFollowMustBeTheSameCombinationAndStronger) {
  Table t;
  ASSERT_TRUE(t.run("E play 兵兵").ok());
  EXPECT_EQ(
      reject(t, "S play 卒卒", "Q105"),
      "S plays 卒卒 face up, but 卒卒 does not beat 兵兵 in trick 1; play it face down (pad)");
  EXPECT_EQ(
      reject(t, "S play 仕士", "Q105"),
      "S plays 仕士 face up, but 仕士 mixes red 仕 and black 士: a pair is two of one piece in "
      "one colour (仕仕 or 士士); play it face down (pad)");
  ASSERT_TRUE(t.run("S play 車車").ok());
  // Now 車車 is the play to beat, not the lead.
  reject(t, "W play 馬馬", "Q105");
  ASSERT_TRUE(t.run("W play 相相").ok());
  ASSERT_TRUE(t.run("N pad 傌傌").ok());
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 2, 0}));
}

TEST(Play, SequenceAndThreeSoldiersDoNotMeet) {
  Table t;
  ASSERT_TRUE(t.run("E play 卒卒卒").ok());
  EXPECT_EQ(
      reject(t, "S play 帥仕相", "Q105"),
      "S plays 帥仕相 face up, but a sequence (順子) cannot beat a group of 3 soldiers (卒卒卒) "
      "in trick 1: only a stronger group of 3 soldiers can; play it face down (pad)");
  ASSERT_EQ(t.run_all({"S pad 帥仕相", "W play 兵兵兵", "N pad ***"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 3, 0}));
}

// §5.13 default: the second 仕 only ties the first and cannot be played face up.
TEST(Play, ATieDoesNotBeat) {
  Table t;
  ASSERT_TRUE(t.run("E play 仕").ok());
  EXPECT_EQ(reject(t, "S play 仕", "Q105"),
            "S plays 仕 face up, but 仕 only ties 仕 in trick 1, and a tie does not beat; play it "
            "face down (pad)");
  ASSERT_EQ(t.run_all({"S pad 仕", "W pad *", "N pad *"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{1, 0, 0, 0}));
}

TEST(Play, TiesBeatOption) {
  Table t(rules({{"ties_beat", "on"}}));
  ASSERT_EQ(t.run_all({"E play 俥傌炮", "S play 俥傌炮", "W pad ***", "N pad ***"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 3, 0, 0}));
}

// face_up_follow=beats_lead: a face-up play need beat only the lead; the best play still wins.
TEST(Play, BeatsLeadOption) {
  Table t(rules({{"face_up_follow", "beats_lead"}}));
  ASSERT_EQ(t.run_all({"E play 兵", "S play 帥", "W play 仕"}), "");
  reject(t, "N play 卒", "Q105");
  ASSERT_TRUE(t.run("N play 炮").ok());
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 1, 0, 0}));
  const trick::Trick& done = t.hand.table().history().back();
  EXPECT_TRUE(done.plays[2].face_up);
  EXPECT_EQ(done.best, 1);
}

TEST(Play, PadIsAlwaysAllowedWithTheLeadsCount) {
  Table t;
  ASSERT_TRUE(t.run("E play 車馬砲").ok());
  ASSERT_TRUE(t.run("S pad 帥仕相").ok());  // could have won, chose not to
  EXPECT_EQ(
      reject(t, "W pad **", "Q103"),
      "W plays 2 pieces but trick 1 was led with 3 pieces; follow with exactly 3 pieces, face "
      "up or face down");
  EXPECT_EQ(
      reject(t, "W play 兵兵兵兵", "Q103"),
      "W plays 4 pieces but trick 1 was led with 3 pieces; follow with exactly 3 pieces, face "
      "up or face down");
}

TEST(Play, LeadsMustBeOneCombinationFaceUp) {
  Table t;
  EXPECT_EQ(
      reject(t, "E play 仕士", "Q104"),
      "E leads 仕士, which mixes red 仕 and black 士: a pair is two of one piece in one colour "
      "(仕仕 or 士士)");
  EXPECT_EQ(reject(t, "E play 兵兵卒", "Q104"),
            "E leads 兵兵卒, which mixes red 兵 and black 卒: soldiers go together in one colour "
            "(兵兵兵 or 卒卒卒)");
  EXPECT_EQ(reject(t, "E play 帥將", "Q104"),
            "E leads 帥將, which are the two generals: there is one of each colour, so no pair of "
            "generals exists");
  EXPECT_EQ(reject(t, "E pad 仕", "Q106"),
            "E leads face down; a lead is always face up (write `E play ...`)");
  EXPECT_EQ(reject(t, "E play 兵兵兵兵兵卒", "Q103"), "E leads 6 pieces; a lead has 1 to 5 pieces");
  ASSERT_TRUE(t.run("E play 兵兵兵兵兵").ok());
}

TEST(Play, MixedColoursOption) {
  Table t(rules({{"mixed_colours", "as_black"}}));
  ASSERT_TRUE(t.run("E play 俥馬砲").ok());
  reject(t, "S play 車馬砲", "Q105");  // only ties: a mixed sequence counts as the black one
  ASSERT_EQ(t.run_all({"S pad ***", "W play 俥傌炮", "N pad ***"}), "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{0, 0, 3, 0}));
  reject(t, "W play 仕士", "Q104");  // pairs stay one colour
}

TEST(Play, TurnOrder) {
  Table t;
  EXPECT_EQ(reject(t, "S play 兵", "Q101"), "S leads, but the dealer E leads trick 1");
  ASSERT_TRUE(t.run("E play 兵").ok());
  EXPECT_EQ(reject(t, "W pad *", "Q101"), "W plays, but it is S's turn in trick 1");
  ASSERT_EQ(t.run_all({"S play 仕", "W pad *", "N pad *"}), "");
  EXPECT_EQ(reject(t, "E play 卒", "Q101"), "E leads trick 2, but S won trick 1 and leads");
}

TEST(Play, HiddenInformationAndCopies) {
  Table t;
  ASSERT_EQ(t.run_all({"E deal 帥仕相俥傌炮兵兵", "S deal 車車*"}), "");
  EXPECT_EQ(reject(t, "E play 將", "Q102"),
            "E plays 將 but has no 將 in hand (it holds 帥仕相俥傌炮兵兵)");
  // Both 車 are placed in S's deal: nobody else can hold one.
  EXPECT_EQ(reject(t, "W deal 車", "Q107"),
            "W is dealt 車, but the set has only 2 and the record has placed all of them already");
  // Named at S's deal (step 1: the steps count the deals too), one reference per copy.
  const Outcome o = t.run("W deal 仕車");
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().piece, 1);
  EXPECT_EQ(references(o.problems.front()),
            "1/0 S was dealt 車 here\n"
            "1/1 S was dealt 車 here\n");
  EXPECT_EQ(reject(t, "E deal 帥", "Q108"), "E is dealt twice; write each seat's deal once");
  ASSERT_TRUE(t.run("E play 帥").ok());
  EXPECT_EQ(reject(t, "S play 帥", "Q107"),
            "S plays 帥, but the set has only 1 and the record has placed it elsewhere");
  // E's own play of its dealt 帥 (step 2) showed no new copy: only the deal is named.
  EXPECT_EQ(references(t.run("S play 帥").problems.front()), "0/0 E was dealt 帥 here\n");
  EXPECT_EQ(reject(t, "S play *", "Q113"),
            "S plays `*` face up; a face-up play names its pieces, `*` is only for pad");
  EXPECT_EQ(reject(t, "N deal 卒", "Q108"),
            "N is dealt after play has begun; write deals before the first lead");
  ASSERT_TRUE(t.run("S pad *").ok());
}

// A copy shown by a play from an unknown slot is named at that play, in the open trick as in a
// finished one; a play of a dealt copy shows no new one.
TEST(Play, CopyLimitNamesThePlaysThatShowedTheCopies) {
  Table t;
  // Steps: 0 E leads 兵, 1 S beats it with 帥 from an unknown slot.
  ASSERT_EQ(t.run_all({"E play 兵", "S play 帥"}), "");
  const Outcome o = t.run("W pad 帥");
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().message,
            "W plays 帥, but the set has only 1 and the record has placed it elsewhere");
  EXPECT_EQ(references(o.problems.front()), "1/0 S played 帥 here\n");

  Table d;
  // Steps: 0 W's deal, 1 E leads, 2 S pads 傌 (unknown slot), 3 W plays its dealt 傌 (not named),
  // 4 N pads; then W leads trick 2 and E follows.
  ASSERT_EQ(d.run_all({"W deal 傌", "E play 兵", "S pad 傌", "W play 傌", "N pad *", "W play 卒",
                       "N pad *"}),
            "");
  EXPECT_EQ(references(d.run("E play 傌").problems.front()),
            "0/0 W was dealt 傌 here\n"
            "2/0 S played 傌 face down here\n");
}

TEST(Play, DealOfNinePiecesIsRefused) {
  Table t;
  EXPECT_EQ(reject(t, "E deal 兵兵兵兵兵卒卒卒卒", "Q103"),
            "E is dealt 9 pieces, but a hand holds 8");
}

TEST(Play, NothingAfterTheLastTrick) {
  Table t;
  ASSERT_EQ(t.run_all(dq_test::kPlayD), "");
  EXPECT_EQ(reject(t, "S play 卒", "Q109"),
            "the hand is over (S won the last trick); nothing more can be played");
}

// §2.3 Q4: a player with no trick won cannot take a last trick of one piece. Written face up, the
// piece counts as face down (as 打天九 does for 2牌縛り), with a note.
TEST(Play, NoTrickNoLastSingle) {
  Table t;
  const Lines& l = dq_test::kPlayL;
  ASSERT_EQ(t.run_all(Lines(l.begin(), l.end() - 2)), "");
  EXPECT_FALSE(t.hand.eligible(2));
  EXPECT_TRUE(t.hand.eligible(1));
  const Outcome o = t.run("W play 帥");
  ASSERT_TRUE(o.ok());
  ASSERT_EQ(o.notes.size(), 1u);
  EXPECT_EQ(o.notes[0],
            "W has won no trick, so it cannot take the last trick of one piece: 帥 counts as face "
            "down");
  ASSERT_TRUE(t.run("N pad *").ok());
  ASSERT_TRUE(t.hand.finished());
  EXPECT_EQ(t.hand.result().winner, 1);
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{6, 2, 0, 0}));
}

// Before the last trick the same player can win a single.
TEST(Play, NoTrickYetCanWinAnEarlierSingle) {
  Table t;
  ASSERT_EQ(t.run_all({"E play 兵兵兵", "S pad ***", "W pad ***", "N pad ***", "E play 卒",
                       "S pad *", "W play 帥", "N pad *"}),
            "");
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{3, 0, 1, 0}));
}

// ... and can take a last trick of two or more (hand D: S's 車車).
TEST(Play, NoTrickCanWinALastPair) {
  Table t;
  ASSERT_EQ(t.run_all(dq_test::kPlayD), "");
  EXPECT_EQ(t.hand.result().winner, 1);
  EXPECT_EQ(t.hand.result().face_up, (std::array<int, 4>{6, 2, 0, 0}));
}

// last_trick=eighth: hand L's last trick is its 5th, so the rule does not apply and W's 帥 wins.
TEST(Play, LastTrickEighthOption) {
  Table t(rules({{"last_trick", "eighth"}}));
  ASSERT_EQ(t.run_all(dq_test::kPlayL), "");
  EXPECT_EQ(t.hand.result().winner, 2);
  EXPECT_EQ(t.hand.table().won(), (std::vector<int>{6, 1, 1, 0}));
  // With eight single tricks the rule applies on the 8th.
  Table e(rules({{"last_trick", "eighth"}}));
  Lines eight;
  for (const char* p : {"帥", "仕", "仕", "相", "相", "俥", "俥"})
    for (const std::string& l : {std::string("E play ") + p, std::string("S pad *"),
                                 std::string("W pad *"), std::string("N pad *")})
      eight.push_back(l);
  ASSERT_EQ(e.run_all(eight), "");
  ASSERT_TRUE(e.run("E play 卒").ok());
  EXPECT_FALSE(e.hand.eligible(1));
  ASSERT_EQ(e.run_all({"S play 兵", "W pad *", "N pad *"}), "");
  EXPECT_EQ(e.hand.result().winner, 0);
}

TEST(Play, UnknownDealerIsTakenFromTheFirstLead) {
  Table t(rules(), -1);
  EXPECT_EQ(t.hand.to_move(), -1);
  const Outcome o = t.run("W play 兵");
  ASSERT_TRUE(o.ok());
  EXPECT_EQ(o.notes.front(), "the dealer is taken from the first lead: W, 親倍数 ×2");
  EXPECT_EQ(t.hand.dealer().seat, 2);
}
