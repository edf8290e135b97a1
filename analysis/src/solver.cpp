#include "paipu/analysis/solver.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

#include "paipu/inline_list.hpp"
#include "position_table.hpp"

namespace paipu::analysis {
namespace {

// The budget ran out: unwinds the search to the root move being valued. The tables keep only
// whole subtrees, so nothing half-searched is ever read back.
struct OutOfBudget {};

void put(std::string& k, const std::string& s) {
  k += s;
  k += '\x1f';
}

void put(std::string& k, long long v) {
  put(k, std::to_string(v));
}

// The host's key: everything scene(-1) shows but what marks the last move (it does not change what
// follows). Exact wherever the scene shows all the rest of the hand turns on, which a plugin's
// scene is asked to (docs/plugins.md); a plugin's own key is shorter and merges more.
std::string scene_key(const HandState& state) {
  const Scene sc = state.scene(-1);
  std::string k;
  put(k, state.to_move());
  for (const SeatInfo& s : sc.seats) {
    put(k, s.status);
    put(k, s.score);
    put(k, static_cast<long long>(s.dealer));
    for (const Figure& f : s.figures) {
      put(k, f.label);
      put(k, f.value);
    }
    k += '\x1e';
  }
  for (const Zone& z : sc.zones) {
    put(k, static_cast<long long>(z.kind));
    put(k, z.seat);
    put(k, z.count);
    for (const SceneGroup& g : z.groups) {
      put(k, g.seat);
      put(k, g.trick);
      put(k, g.caption);
      put(k, static_cast<long long>(g.winning));
      for (const ScenePiece& p : g.pieces) {
        put(k, p.id);
        k += static_cast<char>('0' + (p.face_down ? 1 : 0) + (p.hidden ? 2 : 0) +
                               (p.sideways ? 4 : 0) + (p.dimmed ? 8 : 0) + (p.wild ? 16 : 0) +
                               (p.trump ? 32 : 0));
        put(k, p.from);
        put(k, p.plays_as);
      }
      k += '\x1d';
    }
    k += '\x1c';
  }
  for (const std::string& line : sc.info) put(k, line);
  return k;
}

}  // namespace

struct Solver::SideTable {
  std::vector<int> side;  // what the values mean: the side of each seat
  PositionTable entries;
};

Solver::Solver(const MatchState& match, Budget budget)
    : match_(match.clone()), budget_(budget), maxn_table_(std::make_unique<PositionTable>()) {}

Solver::~Solver() = default;

PositionKey Solver::key_of(const HandState& state) {
  // One buffer a thread: a key is made for every position searched.
  thread_local std::string k;
  k.clear();
  if (!state.position_key(k)) k = scene_key(state);
  // Two unrelated hashes, eight bytes at a time: multiply-xorshifts with different constants,
  // the second over the words rotated. Both halves must match for a table hit. (FNV-1a byte by
  // byte was 900 instructions of a 12,000-instruction position.)
  std::uint64_t a = 0x9E3779B97F4A7C15ULL ^ k.size();
  std::uint64_t b = 0xA0761D6478BD642FULL ^ (k.size() << 32);
  const auto step = [&](std::uint64_t word) {
    a = (a ^ word) * 0xBF58476D1CE4E5B9ULL;
    a ^= a >> 31;
    b = (b ^ std::rotl(word, 23)) * 0x8EBC6AF09C88C6E3ULL;
    b ^= b >> 29;
  };
  // Whole words by a copy of constant size, which compiles to one load; the tail apart.
  std::size_t i = 0;
  for (; i + 8 <= k.size(); i += 8) {
    std::uint64_t word;
    std::memcpy(&word, k.data() + i, 8);
    step(word);
  }
  if (i < k.size()) {
    std::uint64_t word = 0;
    std::memcpy(&word, k.data() + i, k.size() - i);
    step(word);
  }
  // The last word must reach every bit of the home slot, which the low bits of `a` choose.
  a ^= a >> 29;
  a *= 0x94D049BB133111EBULL;
  a ^= a >> 32;
  if (a == 0 && b == 0) b = 1;  // {0, 0} marks an empty slot of the table
  return {a, b};
}

namespace {

long long side_sum(const Values& o, const std::vector<int>& side) {
  long long sum = 0;
  for (std::size_t i = 0; i < o.size() && i < side.size(); ++i)
    if (side[i] == 0) sum += o[i];
  return sum;
}

}  // namespace

void Solver::count_node() {
  ++stats_.nodes;
  if (budget_left_ == 0) throw OutOfBudget{};
  --budget_left_;
}

void Solver::settle(const HandState& state, TableEntry& out) {
  const Settlement s = match_->clone()->finish_hand(state);
  out.outcome = Values(s.deltas);
  // A hand the plugin cannot settle pays nothing; every line to it is worth the same.
  if (!s.complete)
    for (long long& v : out.outcome) v = 0;
  out.bound = 0;
  out.best = -1;
}

std::unique_ptr<HandState> Solver::after(const HandState& state, const Event& move,
                                         PositionKey& key) {
  // Every position made counts against the budget, searched or not: a 三打哈 lead can offer
  // hundreds of throws, each one a copy and a key.
  count_node();
  auto next = state.clone();
  if (!next->apply(move).ok()) return nullptr;  // a move the plugin lists but refuses: not a move
  key = key_of(*next);
  return next;
}

std::vector<Solver::Child> Solver::children(const HandState& state) {
  std::vector<Child> out;
  int index = 0;
  state.visit_legal_moves([&](const Event& e) {
    const int i = index++;
    PositionKey key;
    auto next = after(state, e, key);
    if (!next) return true;
    for (Child& c : out) {
      if (c.key == key) {  // the same position by another move: the same value
        c.same.push_back(i);
        ++stats_.merged;
        return true;
      }
    }
    out.push_back({e, {i}, std::move(next), key});
    return true;
  });
  return out;
}

namespace {

// The legal moves of a position still in play, in the plugin's order, without an allocation per
// move: a copy of each Event allocated its pieces, and a 三打哈 lead lists hundreds of throws, most
// never made once a cut-off comes. The pieces of all are in one array; a move with numbers or
// words (no trick game's play has them) is kept whole.
class MoveList {
 public:
  explicit MoveList(const HandState& state) {
    if (state.finished() || state.to_move() < 0) return;
    state.visit_legal_moves([&](const Event& e) {
      Entry m{e.seat, e.verb, pieces_.size(), e.pieces.size(), -1};
      if (e.numbers.empty() && e.words.empty()) {
        for (const PieceId p : e.pieces) pieces_.push_back(p);
      } else {
        m.whole = static_cast<int>(whole_.size());
        whole_.push_back(e);
      }
      entries_.push_back(m);
      return true;
    });
  }
  std::size_t size() const { return entries_.size(); }
  // Move `i`, built in `out`, whose storage serves move after move.
  const Event& get(std::size_t i, Event& out) const {
    const Entry& m = entries_[i];
    if (m.whole >= 0) return whole_[static_cast<std::size_t>(m.whole)];
    out.seat = m.seat;
    out.verb = m.verb;
    const auto* first = pieces_.data() + m.first;
    out.pieces.assign(first, first + m.count);
    out.numbers.clear();
    out.words.clear();
    return out;
  }

 private:
  struct Entry {
    int seat;
    int verb;
    std::size_t first;  // into pieces_
    std::size_t count;
    int whole;  // into whole_, or -1
  };
  // Inline up to sizes a trick game's node rarely passes: then a node allocates nothing but the
  // one move it builds.
  trick::InlineList<Entry, 16> entries_;
  trick::InlineList<PieceId, 64> pieces_;
  std::vector<Event> whole_;
};

// Whether `key` was met among a node's earlier children; records it if not. Moves that lead to
// one position are one move.
// Inline for the moves of a node that a trick game rarely passes: a vector was an allocation at
// nearly every node searched.
using SeenKeys = trick::InlineList<PositionKey, 16>;

bool met(SeenKeys& seen, const PositionKey& key) {
  if (std::find(seen.begin(), seen.end(), key) != seen.end()) return true;
  seen.push_back(key);
  return false;
}

}  // namespace

void Solver::maxn(const HandState& state, const PositionKey& key, TableEntry& out) {
  ++stats_.table_probes;
  if (maxn_table_->find(key, out)) {
    ++stats_.table_hits;
    return;
  }
  const int mover = state.to_move();
  const MoveList moves(state);
  SeenKeys seen;
  bool have = false;
  TableEntry child;
  Event move;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    PositionKey k;
    const auto next = after(state, moves.get(i, move), k);
    if (!next) continue;
    if (met(seen, k)) {
      ++stats_.merged;
      continue;
    }
    maxn(*next, k, child);
    const auto at = static_cast<std::size_t>(mover);
    if (!have || child.outcome[at] > out.outcome[at]) {
      out.outcome = child.outcome;
      have = true;
    }
  }
  if (!have) settle(state, out);
  out.key = key;
  out.bound = 0;
  maxn_table_->store(out);
}

void Solver::alphabeta(const HandState& state, const PositionKey& key, SideTable& table,
                       long long alpha, long long beta, TableEntry& out) {
  int first = -1;
  ++stats_.table_probes;
  if (table.entries.find(key, out)) {
    ++stats_.table_hits;
    if (out.bound == 0 || (out.bound > 0 && out.value >= beta) ||
        (out.bound < 0 && out.value <= alpha))
      return;
    if (out.bound > 0) alpha = std::max(alpha, out.value);
    if (out.bound < 0) beta = std::min(beta, out.value);
    first = out.best;
  }
  // The flag is read against the window searched, narrowed by the table: a value strictly inside
  // it is exact and comes with the line that reaches it.
  const long long alpha0 = alpha, beta0 = beta;
  const int mover = state.to_move();
  const MoveList moves(state);
  // The move that was best here before goes first: it most often cuts the rest off.
  trick::InlineList<int, 16> order;
  for (std::size_t i = 0; i < moves.size(); ++i) order.push_back(static_cast<int>(i));
  if (first > 0 && first < static_cast<int>(order.size()))
    std::rotate(order.begin(), order.begin() + first, order.begin() + first + 1);
  const bool maximise = mover >= 0 && table.side[static_cast<std::size_t>(mover)] == 0;
  SeenKeys seen;
  long long best = maximise ? -kInfinity : kInfinity;
  TableEntry entry, child;
  Event move;
  for (const int i : order) {
    PositionKey k;
    const auto next = after(state, moves.get(static_cast<std::size_t>(i), move), k);
    if (!next) continue;
    if (met(seen, k)) {
      ++stats_.merged;
      continue;
    }
    alphabeta(*next, k, table, alpha, beta, child);
    const long long v = child.value;
    if (maximise ? v > best : v < best) {
      best = v;
      entry.best = static_cast<std::int16_t>(i);
      entry.outcome = child.outcome;
    }
    if (maximise) {
      alpha = std::max(alpha, v);
    } else {
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  if (seen.empty()) {
    settle(state, entry);
    best = side_sum(entry.outcome, table.side);
    entry.bound = 0;
  } else {
    entry.bound = static_cast<std::int8_t>(best <= alpha0 ? -1 : best >= beta0 ? 1 : 0);
  }
  entry.key = key;
  entry.value = best;
  table.entries.store(entry);
  out = std::move(entry);
}

void Solver::bounded(const HandState& state, const PositionKey& key, SideTable& table,
                     long long& lower, long long& upper, TableEntry& out) {
  // The first guess: the table's value if it has one, else the bound the caller knows, since a
  // guess equal to the value proves it in one search.
  long long guess = upper < kInfinity ? upper : lower > -kInfinity ? lower : 0;
  if (table.entries.find(key, out)) guess = std::clamp(out.value, lower, upper);
  while (lower < upper) {
    const long long beta = std::max(guess, lower + 1);
    alphabeta(state, key, table, beta - 1, beta, out);
    guess = out.value;
    if (guess < beta) {
      upper = guess;
    } else {
      lower = guess;
    }
  }
}

Solver::SideTable& Solver::table_for(const std::vector<int>& side) {
  for (auto& t : side_tables_)
    if (t->side == side) return *t;
  side_tables_.push_back(std::make_unique<SideTable>());
  side_tables_.back()->side = side;
  return *side_tables_.back();
}

namespace {

// A copy of the position whose moves the solver makes: notes are text for people, and the
// positions searched would write them at every trick.
std::unique_ptr<HandState> quiet_copy(const HandState& state) {
  auto copy = state.clone();
  copy->set_notes(false);
  return copy;
}

bool sides_unknown(const std::vector<int>& side) {
  return std::any_of(side.begin(), side.end(), [](int s) { return s < 0; });
}

}  // namespace

bool Solver::solve(const HandState& state, Outcome& out) {
  budget_left_ = budget_.nodes;
  const auto root = quiet_copy(state);
  const PositionKey key = key_of(*root);
  TableEntry e;
  try {
    const std::vector<int> side = root->sides();
    if (side.empty()) {
      maxn(*root, key, e);
    } else {
      if (sides_unknown(side)) return false;
      alphabeta(*root, key, table_for(side), -kInfinity, kInfinity, e);
    }
  } catch (const OutOfBudget&) {
    return false;
  }
  out.assign(e.outcome.begin(), e.outcome.end());
  return true;
}

std::vector<MoveValue> Solver::moves(const HandState& state, bool paranoid) {
  std::vector<MoveValue> out;
  const auto root = quiet_copy(state);
  const int mover = root->to_move();
  if (root->finished() || mover < 0) return out;
  const std::vector<int> side = root->sides();
  if (sides_unknown(side)) return out;
  const auto me = static_cast<std::size_t>(mover);
  // The paranoid sides: the mover alone against the rest.
  std::vector<int> against;
  if (side.empty() && paranoid) {
    against.assign(root->scene(-1).seats.size(), 1);
    if (me < against.size()) against[me] = 0;
  }
  // A bound on the side-0 total is a bound on the mover's side's total, negated when the mover is
  // on side 1 (the two sides' totals sum to zero).
  const bool on_side_0 = side.empty() || side[me] == 0;
  const bool alone = side.empty() || std::count(side.begin(), side.end(), side[me]) == 1;
  budget_left_ = budget_.nodes;
  std::vector<Child> kids;
  try {
    kids = children(*root);
  } catch (const OutOfBudget&) {
    return out;  // more moves than the budget: nothing valued, and the caller says so
  }
  for (Child& c : kids) {
    MoveValue mv;
    mv.move = c.move;
    mv.same = c.same;
    mv.key = c.key;
    const std::uint64_t before = stats_.nodes;
    TableEntry e;
    budget_left_ = budget_.nodes;
    long long lower = -kInfinity;
    long long upper = kInfinity;
    try {
      if (side.empty()) {
        maxn(*c.state, c.key, e);
      } else {
        bounded(*c.state, c.key, table_for(side), lower, upper, e);
      }
      mv.outcome.assign(e.outcome.begin(), e.outcome.end());
      mv.value = mv.outcome[me];
      mv.exact = true;
    } catch (const OutOfBudget&) {
      if (!side.empty()) {
        mv.lower = on_side_0 ? lower : -upper;
        mv.upper = on_side_0 ? upper : -lower;
        mv.side_total = !alone;
      }
    }
    if (!against.empty()) {
      budget_left_ = budget_.nodes;
      // The mover can do no better against three opponents than against three seats that play
      // for themselves: its maximum-of-n value bounds the paranoid one from above.
      lower = -kInfinity;
      upper = mv.exact ? mv.value : kInfinity;
      try {
        bounded(*c.state, c.key, table_for(against), lower, upper, e);
        mv.paranoid = e.value;
        mv.has_paranoid = true;
        if (!mv.exact) mv.lower = mv.paranoid;
      } catch (const OutOfBudget&) {
        if (!mv.exact) mv.lower = lower;  // the paranoid value's lower bound bounds it too
      }
    }
    mv.nodes = stats_.nodes - before;
    out.push_back(std::move(mv));
  }
  return out;
}

}  // namespace paipu::analysis
