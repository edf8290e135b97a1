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
#include <vector>

#include "paipu/variant.hpp"

namespace paipu::analysis {

inline constexpr long long kInfinity = std::numeric_limits<long long>::max() / 4;

// Settlement points per seat at the end of the hand.
using Outcome = std::vector<long long>;

// A position as the table files it: two independent 64-bit hashes of its key (the plugin's or the
// scene's), so that the table holds 16 bytes a position whatever the key's length. Two positions
// collide with odds of about 2^-128.
struct PositionKey {
  std::uint64_t a = 0, b = 0;
  friend bool operator==(const PositionKey&, const PositionKey&) = default;
};

struct Budget {
  // Positions the search may make (a legal move tried on a copy) for one root move; past it the
  // move is left unsolved. The default is `paipu analyze`'s and the viewer's: a hand of 打天九
  // in about ten seconds (docs/analysis.md).
  static constexpr std::uint64_t kDefaultNodes = 50'000;
  std::uint64_t nodes = kDefaultNodes;
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
  bool exact = false;     // false: the budget ran out; outcome and value are not set
  Outcome outcome;        // every seat's points under perfect play after the move
  long long value = 0;    // the mover's points: outcome[mover]
  // Individual games only: the mover's points when every other seat plays against it.
  bool has_paranoid = false;
  long long paranoid = 0;
  // What a search cut short by the budget had proven: lower <= the value <= upper, either side
  // -kInfinity or kInfinity when nothing was proven. In the mover's points, or in its side's total
  // when `side_total` (a side of several seats). Set only when `exact` is false. In an individual
  // game the paranoid value is the lower bound (the others can do no worse to the mover).
  long long lower = -kInfinity, upper = kInfinity;
  bool side_total = false;
  std::uint64_t nodes = 0;  // positions made for this move
  // An estimate over sampled deals (review_sampled_hand): the mean of the mover's points, exact
  // in each deal, over `deals` deals; `value` holds it rounded.
  int deals = 0;
  double mean = 0;
};

class PositionTable;
struct TableEntry;

class Solver {
 public:
  // `match` is the match as it stood when the hand began: each end of the hand is settled on a
  // copy of it.
  Solver(const MatchState& match, Budget budget);
  ~Solver();
  Solver(const Solver&) = delete;
  Solver& operator=(const Solver&) = delete;

  // Every legal move of the seat to move in `state`, equivalent moves merged (their positions'
  // keys are equal), in the plugin's order. `paranoid` adds the paranoid value in an individual
  // game. Empty when the hand is over or nobody is to move.
  std::vector<MoveValue> moves(const HandState& state, bool paranoid);
  // The outcome of `state` under perfect play; false when the budget ran out.
  bool solve(const HandState& state, Outcome& out);

  // The key the table files `state` under: the plugin's, else the host's from scene(-1).
  static PositionKey key_of(const HandState& state);
  // Positions a table holds at most (about 80 bytes each); past it, new ones replace old ones.
  static constexpr std::size_t kTableLimit = std::size_t{1} << 20;

  const Stats& stats() const { return stats_; }
  void set_budget(Budget b) { budget_ = b; }

 private:
  struct Child {
    Event move;
    std::vector<int> same;
    std::unique_ptr<HandState> state;
    PositionKey key;
  };
  struct SideTable;  // a table of one division into two sides

  std::vector<Child> children(const HandState& state);
  // The state after `move`, keyed; null when the plugin refuses the move.
  std::unique_ptr<HandState> after(const HandState& state, const Event& move, PositionKey& key);
  void count_node();
  void settle(const HandState& state, TableEntry& out);
  // Maximum of n: each seat maximises its own points; ties go to the plugin's first move.
  void maxn(const HandState& state, const PositionKey& key, TableEntry& out);
  // Two sides: side 0 maximises the sum of its seats' points, side 1 minimises it. Fail-soft:
  // out.value is that sum, or a bound on it outside (alpha, beta), with the outcome of the line
  // that gave it.
  void alphabeta(const HandState& state, const PositionKey& key, SideTable& table, long long alpha,
                 long long beta, TableEntry& out);
  // Alpha-beta by null windows, each proving a bound, until the bounds meet (MTD(f)). `lower` and
  // `upper` come in as what the caller already knows of the value, and hold what is proven when
  // the budget runs out.
  void bounded(const HandState& state, const PositionKey& key, SideTable& table, long long& lower,
               long long& upper, TableEntry& out);
  SideTable& table_for(const std::vector<int>& side);

  std::unique_ptr<MatchState> match_;
  Budget budget_;
  std::uint64_t budget_left_ = 0;
  Stats stats_;
  std::unique_ptr<PositionTable> maxn_table_;
  std::vector<std::unique_ptr<SideTable>> side_tables_;
};

}  // namespace paipu::analysis
