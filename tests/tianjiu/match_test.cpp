// The match: 親倍数 from hand to hand (仮親 ×1, new dealer ×2, k + 2 for 連荘), Dealer tags, broken
// hands.
#include <gtest/gtest.h>

#include "hands.hpp"
#include "match.hpp"
#include "script.hpp"
#include "tianjiu.hpp"

using namespace paipu;
using namespace paipu::tianjiu;
using tj_test::Lines;

namespace {

using Tags = std::map<std::string, std::string>;

struct MatchRun {
  explicit MatchRun(const RuleValues& rules = {})
      : match([&] {
          RuleValues all = default_values();
          for (const auto& [k, v] : rules) all[k] = v;
          return TianjiuMatch(parse_options(all), 4);
        }()) {}

  // Plays a whole hand; returns the settlement.
  Settlement hand(const Lines& lines, const Tags& tags = {}) {
    problems.clear();
    auto h = match.begin_hand(tags, problems);
    for (const std::string& l : lines) {
      const Outcome o = h->apply(tj_test::event(l));
      EXPECT_TRUE(o.ok()) << l << ": " << (o.problems.empty() ? "" : o.problems[0].message);
    }
    return match.finish_hand(*h);
  }

  TianjiuMatch match;
  std::vector<Problem> problems;
};

}  // namespace

// Default (kari_oya): E ×1; E wins → ×2 (a new dealer); wins again → ×3; S takes over → ×2; S
// repeats → ×3.
TEST(Match, DealerMultiplierProgression) {
  MatchRun m;
  EXPECT_EQ(m.match.multiplier(), 1);
  // ×1 quad slam: 252 (see HandScoring.QuadSlam).
  EXPECT_EQ(m.hand(tj_test::quad_slam(0, 0)).deltas, (std::vector<long long>{252, -84, -84, -84}));
  EXPECT_EQ(m.match.dealer().seat, 0);
  EXPECT_EQ(m.match.multiplier(), 2);
  // ×2: every payment with the dealer doubles: 504.
  EXPECT_EQ(m.hand(tj_test::quad_slam(0, 0)).deltas,
            (std::vector<long long>{504, -168, -168, -168}));
  EXPECT_EQ(m.match.multiplier(), 3);
  // S takes the first trick from the dealer at ×3: 四大賀 to S, E pays 4 × 3 = 12, W and N 4; then
  // 四大包 × 八支 on 5: E pays 80 × 3 = 240, W and N 80.
  EXPECT_EQ(m.hand(tj_test::quad_slam(0, 1)).deltas, (std::vector<long long>{-252, 420, -84, -84}));
  EXPECT_EQ(m.match.dealer().seat, 1);
  EXPECT_EQ(m.match.multiplier(), 2);
  m.hand(tj_test::quad_slam(1, 1));
  EXPECT_EQ(m.match.multiplier(), 3);
  m.hand(tj_test::quad_slam(1, 1));
  EXPECT_EQ(m.match.multiplier(), 4);
  long long sum = 0;
  for (long long t : m.match.totals()) sum += t;
  EXPECT_EQ(sum, 0);
}

TEST(Match, FirstDealerOptions) {
  MatchRun renchan(RuleValues{{"first_dealer", "kari_oya_renchan"}});
  EXPECT_EQ(renchan.match.multiplier(), 1);
  renchan.hand(tj_test::quad_slam(0, 0));
  EXPECT_EQ(renchan.match.multiplier(), 3);

  MatchRun full(RuleValues{{"first_dealer", "full"}});
  EXPECT_EQ(full.match.multiplier(), 2);
  // Hand A with E a ×2 dealer from the start: T1's E −6, N +11.
  EXPECT_EQ(full.hand(tj_test::kPlayA).deltas, (std::vector<long long>{-6, 0, -5, 11}));
  EXPECT_EQ(full.match.dealer().seat, 3);
  EXPECT_EQ(full.match.multiplier(), 2);
}

TEST(Match, FirstHandDealerTagSetsTheKariOya) {
  MatchRun m;
  m.hand(tj_test::quad_slam(2, 2), {{"Dealer", "W"}});
  EXPECT_TRUE(m.problems.empty());
  EXPECT_EQ(m.match.dealer().seat, 2);
  EXPECT_EQ(m.match.multiplier(), 2);
}

TEST(Match, DealerTagThatDisagreesWarnsAndWins) {
  MatchRun m;
  m.hand(tj_test::quad_slam(0, 0));
  m.hand(tj_test::quad_slam(1, 1), {{"Dealer", "S"}});
  ASSERT_EQ(m.problems.size(), 1u);
  EXPECT_EQ(m.problems[0].code, "T120");
  EXPECT_EQ(m.problems[0].severity, Severity::warning);
  // S dealt as a new dealer (×2) and won: ×3.
  EXPECT_EQ(m.match.multiplier(), 3);
}

TEST(Match, BadDealerTagIsAnError) {
  MatchRun m;
  std::vector<Problem> problems;
  m.match.begin_hand({{"Dealer", "X"}}, problems);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, "T114");
}

// After a broken hand the dealer is unknown: the next hand warns and takes it from the first lead.
TEST(Match, BrokenHandThenFirstLeadDecides) {
  MatchRun m;
  m.hand(tj_test::quad_slam(0, 0));  // E dealer ×2 now
  std::vector<Problem> problems;
  auto broken = m.match.begin_hand({}, problems);
  ASSERT_TRUE(broken->apply(tj_test::event("E play 天")).ok());
  m.match.abandon_hand(*broken);
  EXPECT_EQ(m.match.dealer().seat, -1);
  EXPECT_EQ(m.match.totals(), (std::vector<long long>{252, -84, -84, -84}));

  m.hand(tj_test::quad_slam(0, 0));
  ASSERT_EQ(m.problems.size(), 1u);
  EXPECT_EQ(m.problems[0].code, "T121");
  // E led again: assumed to have won the broken hand (×3), and wins this one: ×4 next.
  EXPECT_EQ(m.match.dealer().seat, 0);
  EXPECT_EQ(m.match.multiplier(), 4);
}

TEST(Match, BrokenHandThenDealerTagOfAnotherSeat) {
  MatchRun m;
  m.hand(tj_test::quad_slam(0, 0));
  std::vector<Problem> problems;
  auto broken = m.match.begin_hand({}, problems);
  m.match.abandon_hand(*broken);
  // N is a new dealer (×2) per the tag: 四大賀 4 × 2 from E... N's quad slam at ×2 from N's point
  // of view.
  const Settlement s = m.hand(tj_test::quad_slam(3, 3), {{"Dealer", "N"}});
  ASSERT_EQ(m.problems.size(), 1u);
  EXPECT_EQ(m.problems[0].code, "T121");
  EXPECT_EQ(s.deltas, (std::vector<long long>{-168, -168, -168, 504}));
}

TEST(Match, UnfinishedHandIsNotSettled) {
  MatchRun m;
  std::vector<Problem> problems;
  auto h = m.match.begin_hand({}, problems);
  const Settlement s = m.match.finish_hand(*h);
  EXPECT_FALSE(s.complete);
  EXPECT_EQ(m.match.dealer().seat, -1);
}

TEST(Match, SceneShowsDealerScoresAndDong) {
  MatchRun m;
  m.hand(tj_test::quad_slam(0, 0));
  std::vector<Problem> problems;
  auto h = m.match.begin_hand({}, problems);
  for (const char* l : {"E play 天", "S pad *", "W pad *", "N pad *"})
    ASSERT_TRUE(h->apply(tj_test::event(l)).ok());
  const Scene sc = h->scene(-1);
  ASSERT_EQ(sc.seats.size(), 4u);
  ASSERT_EQ(sc.seats[0].figures.size(), 2u);
  EXPECT_EQ(sc.seats[0].figures[0].label, "棟");
  EXPECT_EQ(sc.seats[0].figures[0].value, "1");
  EXPECT_EQ(sc.seats[0].figures[1].label, "親");
  EXPECT_EQ(sc.seats[0].figures[1].value, "×2");
  EXPECT_TRUE(sc.seats[0].dealer);
  EXPECT_TRUE(sc.seats[0].to_move);
  EXPECT_EQ(sc.seats[0].score, 252);
  ASSERT_EQ(sc.seats[1].figures.size(), 1u);
  EXPECT_EQ(sc.seats[1].figures[0].value, "0");
  EXPECT_EQ(sc.info, (std::vector<std::string>{"trick 2", "親倍数 ×2 (dealer E)"}));
}
