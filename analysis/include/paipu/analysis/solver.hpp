// Exact search over a plugin's own moves: what a hand is worth to each seat if everyone plays
// perfectly from a position on, every seat's pieces known. It knows no game: it sees moves through
// visit_legal_moves, positions through apply and clone, ends through finished and the match's
// settlement, and the plugin's position_key and sides (or the host's fallbacks). docs/analysis.md
// says what "perfectly" means for individual and two-sided games.
#pragma once

#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "paipu/variant.hpp"

namespace paipu::analysis {

// Settlement points per seat at the end of the hand.
using Outcome = std::vector<long long>;

// A position as the table files it: two independent 64-bit hashes of its key (the plugin's or the
// scene's), so that the table holds 16 bytes a position whatever the key's length. Two positions
// collide with odds of about 2^-128.
struct PositionKey {
  std::uint64_t a = 0, b = 0;
  friend bool operator==(const PositionKey&, const PositionKey&) = default;
};
struct PositionKeyHash {
  std::size_t operator()(const PositionKey& k) const { return static_cast<std::size_t>(k.a); }
};

struct Budget {
  // Positions the search may make (a legal move tried on a copy) for one root move; past it the
  // move is left unsolved.
  std::uint64_t nodes = 4'000'000;
};

struct Stats {
  std::uint64_t nodes = 0;  // positions made: each legal move tried on a copy
  std::uint64_t table_probes = 0;
  std::uint64_t table_hits = 0;
  std::uint64_t merged = 0;  // moves merged with an equivalent sibling
};

// One legal move of the seat to move, and what it is worth.
struct MoveValue {
  Event move;             // the first of the moves merged into this one, in the plugin's order
  std::vector<int> same;  // indices (in the plugin's order) of every move it stands for
  PositionKey key;        // the position it leads to (Solver::key_of)
  bool exact = false;     // false: the budget ran out; the values below are not set
  Outcome outcome;        // every seat's points under perfect play after the move
  long long value = 0;    // the mover's points: outcome[mover]
  // Individual games only: the mover's points when every other seat plays against it.
  bool has_paranoid = false;
  long long paranoid = 0;
  std::uint64_t nodes = 0;  // positions made for this move
};

class Solver {
 public:
  // `match` is the match as it stood when the hand began: each end of the hand is settled on a
  // copy of it.
  Solver(const MatchState& match, Budget budget);

  // Every legal move of the seat to move in `state`, equivalent moves merged (their positions'
  // keys are equal), in the plugin's order. `paranoid` adds the paranoid value in an individual
  // game. Empty when the hand is over or nobody is to move.
  std::vector<MoveValue> moves(const HandState& state, bool paranoid);
  // The outcome of `state` under perfect play; false when the budget ran out.
  bool solve(const HandState& state, Outcome& out);

  // The key the table files `state` under: the plugin's, else the host's from scene(-1).
  static PositionKey key_of(const HandState& state);
  // A table that reaches this many positions is emptied and filled again: memory stays bounded
  // (about 120 bytes a position) and what is lost is only time.
  static constexpr std::size_t kTableLimit = 2'000'000;

  const Stats& stats() const { return stats_; }
  void set_budget(Budget b) { budget_ = b; }

 private:
  struct Child {
    Event move;
    std::vector<int> same;
    std::unique_ptr<HandState> state;
    PositionKey key;
  };
  struct Bounded {  // an alpha-beta table entry
    long long value = 0;
    std::int8_t bound = 0;  // 0 exact, 1 lower, -1 upper
    int best = -1;          // index of the best child, tried first next time
    Outcome outcome;
  };
  struct AbTable {
    std::vector<int> side;  // what the table's values mean: the side of each seat
    std::unordered_map<PositionKey, Bounded, PositionKeyHash> entries;
  };

  std::vector<Child> children(const HandState& state);
  Outcome settle(const HandState& state);
  void count_node();
  // Maximum of n: each seat maximises its own points; ties go to the plugin's first move.
  Outcome maxn(const HandState& state, const PositionKey& key);
  // Two sides: side 0 maximises the sum of its seats' points, side 1 minimises it. Returns that
  // sum, fail-soft, with the outcome of the line that gave it.
  long long alphabeta(const HandState& state, const PositionKey& key, AbTable& table,
                      long long alpha, long long beta, Outcome& outcome);
  AbTable& table_for(const std::vector<int>& side);
  static void store(AbTable& table, const PositionKey& key, Bounded entry);
  static long long side_sum(const Outcome& o, const std::vector<int>& side);

  std::unique_ptr<MatchState> match_;
  Budget budget_;
  std::uint64_t budget_left_ = 0;
  Stats stats_;
  std::unordered_map<PositionKey, Outcome, PositionKeyHash> maxn_table_;
  std::vector<AbTable> ab_tables_;
};

inline constexpr long long kInfinity = std::numeric_limits<long long>::max() / 4;

}  // namespace paipu::analysis
