// The solver against brute force: for positions near the end of generated hands of every trick
// game, each legal move's value from the solver (table, merged moves, pruning) must equal full
// enumeration's. Each game's hands are played from fixed seeds; positions are taken from the end
// of each hand backwards for as long as enumeration stays within its node allowance.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>

#include "brute_force.hpp"
#include "paipu/analysis/solver.hpp"
#include "paipu/host.hpp"
#include "played_hand.hpp"

namespace paipu::analysis {
namespace {

struct Game {
  const char* id;
  int seats;
};

struct Reference {
  std::vector<brute::Outcome> maxn;  // per legal move, individual games
  std::vector<long long> against;    // per legal move: paranoid, or the sides' minimax
};

// Brute force for every legal move of `s`; false when it needs more than `nodes`.
bool reference(const HandState& s, const MatchState& match, std::uint64_t nodes, Reference& r) {
  const int mover = s.to_move();
  std::vector<int> side = s.sides();
  const bool individual = side.empty();
  if (individual) {
    side.assign(s.scene(-1).seats.size(), 1);
    side[static_cast<std::size_t>(mover)] = 0;
  }
  brute::Counter c{nodes};
  try {
    for (const Event& e : s.legal_moves()) {
      auto next = s.clone();
      if (!next->apply(e).ok()) continue;
      if (individual) r.maxn.push_back(brute::maxn(*next, match, c));
      r.against.push_back(brute::minimax(*next, match, side, c));
    }
  } catch (const brute::TooBig&) {
    return false;
  }
  return true;
}

long long side_sum(const Outcome& o, const std::vector<int>& side) {
  long long t = 0;
  for (std::size_t i = 0; i < o.size(); ++i)
    if (side[i] == 0) t += o[i];
  return t;
}

// A search cut short by a small budget proves bounds that hold: lower <= the enumerated value <=
// upper for every move it leaves unsolved. Returns how many moves had a finite bound.
int check_bounds(const HandState& s, const MatchState& match, const Reference& ref,
                 const std::string& where) {
  const int mover = s.to_move();
  const auto me = static_cast<std::size_t>(mover);
  const std::vector<int> side = s.sides();
  Solver small(match, Budget{30});
  int finite = 0;
  for (const MoveValue& mv : small.moves(s, true)) {
    if (mv.exact) continue;
    const auto i = static_cast<std::size_t>(mv.same.front());
    if (mv.lower > -kInfinity || mv.upper < kInfinity) ++finite;
    if (side.empty()) {
      EXPECT_LE(mv.lower, ref.maxn[i][me]) << where << " move " << i << ": maxn";
      EXPECT_LE(mv.lower, ref.against[i]) << where << " move " << i << ": paranoid";
      EXPECT_EQ(mv.upper, kInfinity) << where;
    } else {
      const long long truth = side[me] == 0 ? ref.against[i] : -ref.against[i];
      EXPECT_LE(mv.lower, truth) << where << " move " << i;
      EXPECT_GE(mv.upper, truth) << where << " move " << i;
    }
  }
  return finite;
}

class SolverAgainstBruteForce : public ::testing::TestWithParam<Game> {};

TEST_P(SolverAgainstBruteForce, EveryMoveOfAThousandEndgamePositionsHasTheEnumeratedValue) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  const auto variant = host.find(GetParam().id);
  ASSERT_NE(variant, nullptr) << GetParam().id;
  // The sanitizer build checks fewer (scripts/test.sh sets PAIPU_ANALYSIS_POSITIONS).
  const char* env = std::getenv("PAIPU_ANALYSIS_POSITIONS");
  const int kPositions = env != nullptr ? std::max(1, std::atoi(env)) : 1000;
  constexpr std::uint64_t kNodes = 25'000;
  int checked = 0, multi = 0, bounded = 0;
  int renamed = 0;  // moves of different pieces merged: the key saw the pieces as equivalent
  std::size_t deepest = 0;  // moves before the end of the hand
  std::uint64_t seed = 1;
  for (; checked < kPositions && seed < 5000; ++seed) {
    PlayedHand h = play(*variant, GetParam().seats, seed);
    for (auto it = h.positions.rbegin(); it != h.positions.rend() && checked < kPositions; ++it) {
      const HandState& s = **it;
      const std::vector<int> side = s.sides();
      if (s.to_move() < 0 || std::any_of(side.begin(), side.end(), [](int x) { return x < 0; })) {
        break;  // before the auction ends: not analysed
      }
      Reference ref;
      if (!reference(s, *h.match, kNodes, ref)) break;  // earlier positions are larger still
      Solver solver(*h.match, Budget{});
      const std::vector<MoveValue> moves = solver.moves(s, true);
      const std::string where = std::string(GetParam().id) + " seed " + std::to_string(seed) +
                                " position " + std::to_string(it - h.positions.rbegin());
      std::size_t legal = 0;
      const std::vector<Event> events = s.legal_moves();
      for (const MoveValue& mv : moves) {
        ASSERT_TRUE(mv.exact) << where;
        for (int i : mv.same)
          if (events[static_cast<std::size_t>(i)].pieces != mv.move.pieces) ++renamed;
        for (int i : mv.same) {
          legal = std::max(legal, static_cast<std::size_t>(i) + 1);
          ASSERT_LT(static_cast<std::size_t>(i), ref.against.size()) << where;
          if (side.empty()) {
            EXPECT_EQ(mv.outcome, ref.maxn[static_cast<std::size_t>(i)]) << where << " move " << i;
            ASSERT_TRUE(mv.has_paranoid);
            EXPECT_EQ(mv.paranoid, ref.against[static_cast<std::size_t>(i)]) << where;
          } else {
            EXPECT_EQ(side_sum(mv.outcome, side), ref.against[static_cast<std::size_t>(i)])
                << where << " move " << i;
          }
        }
      }
      EXPECT_EQ(legal, ref.against.size()) << where << ": every legal move valued";
      bounded += check_bounds(s, *h.match, ref, where);
      if (ref.against.size() > 1) ++multi;
      deepest = std::max(deepest, static_cast<std::size_t>(it - h.positions.rbegin()) + 1);
      ++checked;
      if (HasFailure()) return;
    }
  }
  EXPECT_EQ(checked, kPositions);
  EXPECT_GT(multi, kPositions / 4) << "most positions should offer a choice";
  // Over the full thousand; the sanitizer stage's 60 positions may prove none.
  if (kPositions >= 1000) {
    EXPECT_GT(bounded, 0) << "a search cut short should prove some bound";
    // 打天九's and 打棋子's keys name equivalent pieces alike (docs/analysis.md), and endgames
    // are where that merges moves; 三打哈's keys name every card.
    if (std::string(GetParam().id) != "sandaha") {
      EXPECT_GT(renamed, 0) << "no move of one piece was merged with a move of another";
    }
  }
  std::cout << GetParam().id << ": " << checked << " positions from " << seed - 1
            << " hands, up to " << deepest << " moves before the end, " << renamed
            << " moves merged with a move of other pieces\n";
}

INSTANTIATE_TEST_SUITE_P(TrickGames, SolverAgainstBruteForce,
                         ::testing::Values(Game{"tianjiu", 4}, Game{"daqizi", 4},
                                           Game{"sandaha", 4}, Game{"sandaha", 3}),
                         [](const auto& p) {
                           return std::string(p.param.id) + std::to_string(p.param.seats);
                         });

}  // namespace
}  // namespace paipu::analysis
