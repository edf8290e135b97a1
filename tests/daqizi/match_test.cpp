// The match: 親倍数 from hand to hand (first dealer ×1, a new dealer ×2, then ×3, ×4 ... while the
// dealer keeps winning), its options, Dealer tags and broken hands.
#include <gtest/gtest.h>

#include "daqizi.hpp"
#include "hands.hpp"
#include "helpers.hpp"
#include "match.hpp"

using namespace paipu;
using namespace paipu::daqizi;
using dq_test::Lines;

namespace {

using Tags = std::map<std::string, std::string>;
using Deltas = std::vector<long long>;

struct MatchRun {
  explicit MatchRun(const RuleValues& values = dq_test::rules())
      : match(parse_options(values), 4) {}

  Settlement hand(const Lines& lines, const Tags& tags = {}) {
    problems.clear();
    auto h = match.begin_hand(tags, problems);
    for (const std::string& l : lines) {
      const Outcome o = h->apply(dq_test::ev(l));
      EXPECT_TRUE(o.ok()) << l << ": " << (o.problems.empty() ? "" : o.problems[0].message);
    }
    return match.finish_hand(*h);
  }

  DaqiziMatch match;
  std::vector<Problem> problems;
};

}  // namespace

// [B]: the first dealer ×1; the winner becomes the new dealer at ×2; a dealer who keeps winning
// plays at ×3, ×4 ... Each slam pays 5 a loser, × the multiplier for the dealer.
TEST(Match, DealerStreakAcrossHands) {
  MatchRun m;
  EXPECT_EQ(m.match.multiplier(), 1);
  EXPECT_EQ(m.hand(dq_test::slam(0)).deltas, (Deltas{15, -5, -5, -5}));  // ×1
  EXPECT_EQ(m.match.dealer().seat, 0);
  EXPECT_EQ(m.match.multiplier(), 2);
  EXPECT_EQ(m.hand(dq_test::slam(0)).deltas, (Deltas{30, -10, -10, -10}));  // ×2
  EXPECT_EQ(m.match.multiplier(), 3);
  EXPECT_EQ(m.hand(dq_test::slam(0)).deltas, (Deltas{45, -15, -15, -15}));  // ×3
  EXPECT_EQ(m.match.multiplier(), 4);
  // S takes over from E at ×4: E pays 5 × 4 = 20, W and N 5.
  EXPECT_EQ(m.hand(dq_test::takeover(0, 1)).deltas, (Deltas{-20, 30, -5, -5}));
  EXPECT_EQ(m.match.dealer().seat, 1);
  EXPECT_EQ(m.match.multiplier(), 2);
  EXPECT_EQ(m.hand(dq_test::slam(1)).deltas, (Deltas{-10, 30, -10, -10}));  // S ×2
  EXPECT_EQ(m.match.totals(), (Deltas{60, 30, -45, -45}));
}

TEST(Match, FirstDealerOptions) {
  MatchRun renchan(dq_test::rules({{"first_dealer", "kari_oya_renchan"}}));
  renchan.hand(dq_test::slam(0));
  EXPECT_EQ(renchan.match.multiplier(), 3);

  MatchRun full(dq_test::rules({{"first_dealer", "full"}}));
  EXPECT_EQ(full.match.multiplier(), 2);
  // Hand D with E a ×2 dealer: S pays E 2 × 2 = 4; W and N pay S 5: E+4 S+6 W−5 N−5.
  EXPECT_EQ(full.hand(dq_test::kPlayD).deltas, (Deltas{4, 6, -5, -5}));
  EXPECT_EQ(full.match.dealer().seat, 1);
  EXPECT_EQ(full.match.multiplier(), 2);
}

// dealer_streak=second_repeat: ×1, then ×2, ×2, ×3.
TEST(Match, StreakStartsLaterOption) {
  MatchRun m(dq_test::rules({{"dealer_streak", "second_repeat"}}));
  std::vector<int> seen;
  for (int i = 0; i < 4; ++i) {
    seen.push_back(m.match.multiplier());
    m.hand(dq_test::slam(2), i == 0 ? Tags{{"Dealer", "W"}} : Tags{});
  }
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 2, 3}));
}

TEST(Match, FirstHandDealerTagSetsTheFirstDealer) {
  MatchRun m;
  const Settlement s = m.hand(dq_test::slam(2), {{"Dealer", "西"}});
  EXPECT_TRUE(m.problems.empty());
  EXPECT_EQ(s.deltas, (Deltas{-5, -5, 15, -5}));
  EXPECT_EQ(m.match.dealer().seat, 2);
  EXPECT_EQ(m.match.multiplier(), 2);
}

TEST(Match, DealerTagThatDisagreesWarnsAndIsFollowed) {
  MatchRun m;
  m.hand(dq_test::slam(0));
  m.hand(dq_test::slam(1), {{"Dealer", "S"}});
  ASSERT_EQ(m.problems.size(), 1u);
  EXPECT_EQ(m.problems[0].code, "Q120");
  EXPECT_EQ(m.problems[0].severity, Severity::warning);
  EXPECT_EQ(m.problems[0].message,
            "the Dealer tag says S, but E won the previous hand and deals; following the tag, S "
            "deals as a new dealer");
  EXPECT_EQ(m.match.multiplier(), 3);  // S dealt as a new dealer (×2) and won
}

TEST(Match, BadDealerTagIsAnError) {
  MatchRun m;
  std::vector<Problem> problems;
  m.match.begin_hand({{"Dealer", "X"}}, problems);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, "Q114");
  EXPECT_EQ(problems[0].severity, Severity::error);
}

TEST(Match, BrokenHandThenFirstLeadDecides) {
  MatchRun m;
  m.hand(dq_test::slam(0));  // E dealer ×2 now
  std::vector<Problem> problems;
  auto broken = m.match.begin_hand({}, problems);
  ASSERT_TRUE(broken->apply(dq_test::ev("E play 兵")).ok());
  m.match.abandon_hand(*broken);
  EXPECT_EQ(m.match.dealer().seat, -1);
  EXPECT_EQ(m.match.totals(), (Deltas{15, -5, -5, -5}));

  // E leads again: assumed to have won the broken hand (×3); wins this one at ×3.
  EXPECT_EQ(m.hand(dq_test::slam(0)).deltas, (Deltas{45, -15, -15, -15}));
  ASSERT_EQ(m.problems.size(), 1u);
  EXPECT_EQ(m.problems[0].code, "Q121");
  EXPECT_EQ(m.match.multiplier(), 4);
}

TEST(Match, BrokenHandThenDealerTagOfAnotherSeat) {
  MatchRun m;
  m.hand(dq_test::slam(0));
  std::vector<Problem> problems;
  auto broken = m.match.begin_hand({}, problems);
  m.match.abandon_hand(*broken);
  const Settlement s = m.hand(dq_test::slam(3), {{"Dealer", "N"}});
  ASSERT_EQ(m.problems.size(), 1u);
  EXPECT_EQ(m.problems[0].code, "Q121");
  EXPECT_EQ(m.problems[0].message,
            "the previous hand did not finish, so its winner is unknown; the Dealer tag makes N "
            "the dealer, assumed to be a new dealer: 親倍数 ×2");
  EXPECT_EQ(s.deltas, (Deltas{-10, -10, -10, 30}));
}

TEST(Match, UnfinishedHandIsNotSettled) {
  MatchRun m;
  std::vector<Problem> problems;
  auto h = m.match.begin_hand({}, problems);
  const Settlement s = m.match.finish_hand(*h);
  EXPECT_FALSE(s.complete);
  EXPECT_EQ(s.deltas, (Deltas{0, 0, 0, 0}));
  EXPECT_EQ(m.match.dealer().seat, -1);
}

TEST(Match, SettlementNotesNameTheNextDealer) {
  MatchRun m;
  Settlement s = m.hand(dq_test::slam(0));
  EXPECT_EQ(s.notes.back(), "next dealer: E, 親倍数 ×2");
  s = m.hand(dq_test::slam(0));
  EXPECT_EQ(s.notes.back(), "next dealer: E, 親倍数 ×3 (1 repeat)");
}

TEST(Match, SceneShowsDealerScoresAndFaceUpPieces) {
  MatchRun m;
  m.hand(dq_test::slam(0));
  std::vector<Problem> problems;
  auto h = m.match.begin_hand({}, problems);
  for (const char* l : {"E play 俥傌炮", "S pad ***", "W play 將士象", "N pad ***", "W play 卒"})
    ASSERT_TRUE(h->apply(dq_test::ev(l)).ok());
  const Scene sc = h->scene(-1);
  ASSERT_EQ(sc.seats.size(), 4u);
  ASSERT_EQ(sc.seats[0].figures.size(), 2u);
  EXPECT_EQ(sc.seats[0].figures[0].label, "face up");
  EXPECT_EQ(sc.seats[0].figures[0].value, "0");
  EXPECT_EQ(sc.seats[0].figures[1].value, "×2");
  EXPECT_TRUE(sc.seats[0].dealer);
  EXPECT_EQ(sc.seats[0].score, 15);
  ASSERT_EQ(sc.seats[2].figures.size(), 1u);
  EXPECT_EQ(sc.seats[2].figures[0].value, "3");
  EXPECT_TRUE(sc.seats[3].to_move);
  EXPECT_EQ(sc.info, (std::vector<std::string>{"trick 2", "親倍数 ×2 (dealer E)"}));
  // W's won pile holds only its own 將士象; E's lead and S's and N's pads lie in the middle.
  const Zone* won_w = nullptr;
  const Zone* middle = nullptr;
  for (const Zone& z : sc.zones) {
    if (z.kind == ZoneKind::won && z.seat == 2) won_w = &z;
    if (z.kind == ZoneKind::discards) middle = &z;
  }
  ASSERT_NE(won_w, nullptr);
  ASSERT_EQ(won_w->groups.size(), 1u);
  EXPECT_EQ(won_w->groups[0].caption, "3 face up");
  ASSERT_EQ(won_w->groups[0].pieces.size(), 3u);
  EXPECT_EQ(won_w->groups[0].pieces[0].face, "B將");
  EXPECT_FALSE(won_w->groups[0].pieces[0].face_down);
  ASSERT_NE(middle, nullptr);
  EXPECT_EQ(middle->seat, -1);
  // One group per trick and seat: E's lead, S's and N's pads.
  ASSERT_EQ(middle->groups.size(), 3u);
  for (const SceneGroup& g : middle->groups) {
    EXPECT_EQ(g.trick, 1);
    ASSERT_EQ(g.pieces.size(), 3u);
    EXPECT_TRUE(g.pieces[0].face_down);
  }
  EXPECT_EQ(middle->groups[0].seat, 0);
  EXPECT_EQ(middle->groups[0].pieces[0].face, "R俥");  // E's lead was seen face up
  EXPECT_EQ(middle->groups[1].seat, 1);
  EXPECT_TRUE(middle->groups[1].pieces[0].hidden);  // S's pad was `*`
  EXPECT_EQ(middle->groups[2].seat, 3);
}

// A finished trick stays on the table, its winner marked, until the next lead; only then does it
// go to the won pile and the middle.
TEST(Match, SceneKeepsAFinishedTrickUntilTheNextLead) {
  MatchRun m;
  m.hand(dq_test::slam(0));
  std::vector<Problem> problems;
  auto h = m.match.begin_hand({}, problems);
  for (const char* l : {"E play 俥傌炮", "S pad ***", "W play 將士象", "N pad ***"})
    ASSERT_TRUE(h->apply(dq_test::ev(l)).ok());
  const Scene sc = h->scene(-1);
  const Zone* trick = nullptr;
  for (const Zone& z : sc.zones) {
    if (z.kind == ZoneKind::trick) trick = &z;
    if (z.kind == ZoneKind::won || z.kind == ZoneKind::discards) {
      EXPECT_TRUE(z.groups.empty()) << to_string(z.kind) << " of seat " << z.seat;
    }
  }
  ASSERT_NE(trick, nullptr);
  ASSERT_EQ(trick->groups.size(), 4u);
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(trick->groups[i].seat, static_cast<int>(i));
    EXPECT_EQ(trick->groups[i].winning, i == 2) << "play " << i;
    EXPECT_EQ(trick->groups[i].trick, 1);
  }
  EXPECT_EQ(sc.seats[2].figures[0].value, "3");  // counted as won already
}
