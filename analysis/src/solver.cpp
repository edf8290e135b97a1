#include "paipu/analysis/solver.hpp"

#include <algorithm>
#include <utility>

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

Solver::Solver(const MatchState& match, Budget budget) : match_(match.clone()), budget_(budget) {}

PositionKey Solver::key_of(const HandState& state) {
  std::string k;
  if (!state.position_key(k)) k = scene_key(state);
  // FNV-1a, and the standard library's string hash over the key and its length.
  std::uint64_t fnv = 14695981039346656037ULL;
  for (const char c : k) {
    fnv ^= static_cast<unsigned char>(c);
    fnv *= 1099511628211ULL;
  }
  k += std::to_string(k.size());
  return {fnv, static_cast<std::uint64_t>(std::hash<std::string>{}(k))};
}

long long Solver::side_sum(const Outcome& o, const std::vector<int>& side) {
  long long sum = 0;
  for (std::size_t i = 0; i < o.size() && i < side.size(); ++i)
    if (side[i] == 0) sum += o[i];
  return sum;
}

void Solver::count_node() {
  ++stats_.nodes;
  if (budget_left_ == 0) throw OutOfBudget{};
  --budget_left_;
}

Outcome Solver::settle(const HandState& state) {
  const Settlement s = match_->clone()->finish_hand(state);
  Outcome o = s.deltas;
  // A hand the plugin cannot settle pays nothing; every line to it is worth the same.
  if (!s.complete) std::fill(o.begin(), o.end(), 0);
  return o;
}

std::vector<Solver::Child> Solver::children(const HandState& state) {
  std::vector<Child> out;
  int index = 0;
  state.visit_legal_moves([&](const Event& e) {
    // Every position made counts against the budget, searched or not: a 三打哈 lead can offer
    // hundreds of throws, each one a clone and a key.
    count_node();
    auto next = state.clone();
    const int i = index++;
    if (!next->apply(e).ok()) return true;  // a move the plugin lists but refuses: not a move
    PositionKey key = key_of(*next);
    for (Child& c : out) {
      if (c.key == key) {  // the same position by another move: the same value
        c.same.push_back(i);
        ++stats_.merged;
        return true;
      }
    }
    out.push_back({e, {i}, std::move(next), std::move(key)});
    return true;
  });
  return out;
}

Outcome Solver::maxn(const HandState& state, const PositionKey& key) {
  ++stats_.table_probes;
  if (auto it = maxn_table_.find(key); it != maxn_table_.end()) {
    ++stats_.table_hits;
    return it->second;
  }
  Outcome best;
  const int mover = state.to_move();
  std::vector<Child> kids = state.finished() ? std::vector<Child>{} : children(state);
  if (kids.empty() || mover < 0) {
    best = settle(state);
  } else {
    bool have = false;
    for (Child& c : kids) {
      Outcome v = maxn(*c.state, c.key);
      if (!have || v[static_cast<std::size_t>(mover)] > best[static_cast<std::size_t>(mover)]) {
        best = std::move(v);
        have = true;
      }
    }
  }
  if (maxn_table_.size() >= kTableLimit) maxn_table_.clear();
  maxn_table_.emplace(key, best);
  return best;
}

void Solver::store(AbTable& table, const PositionKey& key, Bounded entry) {
  if (table.entries.size() >= kTableLimit) table.entries.clear();
  table.entries[key] = std::move(entry);
}

Solver::AbTable& Solver::table_for(const std::vector<int>& side) {
  for (AbTable& t : ab_tables_)
    if (t.side == side) return t;
  ab_tables_.push_back({side, {}});
  return ab_tables_.back();
}

long long Solver::alphabeta(const HandState& state, const PositionKey& key, AbTable& table,
                            long long alpha, long long beta, Outcome& outcome) {
  int first = -1;
  ++stats_.table_probes;
  if (auto it = table.entries.find(key); it != table.entries.end()) {
    const Bounded& e = it->second;
    ++stats_.table_hits;
    if (e.bound == 0 || (e.bound > 0 && e.value >= beta) || (e.bound < 0 && e.value <= alpha)) {
      outcome = e.outcome;
      return e.value;
    }
    if (e.bound > 0) alpha = std::max(alpha, e.value);
    if (e.bound < 0) beta = std::min(beta, e.value);
    first = e.best;
  }
  // The flag is read against the window searched, narrowed by the table: a value strictly inside
  // it is exact and comes with the line that reaches it.
  const long long alpha0 = alpha, beta0 = beta;
  const int mover = state.to_move();
  std::vector<Child> kids = state.finished() ? std::vector<Child>{} : children(state);
  Bounded entry;
  if (kids.empty() || mover < 0) {
    entry.outcome = settle(state);
    entry.value = side_sum(entry.outcome, table.side);
    outcome = entry.outcome;
    store(table, key, entry);
    return entry.value;
  }
  const bool maximise = table.side[static_cast<std::size_t>(mover)] == 0;
  // The move that was best here before goes first: it most often cuts the rest off.
  std::vector<int> order(kids.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  if (first > 0 && first < static_cast<int>(kids.size())) {
    std::rotate(order.begin(), order.begin() + first, order.begin() + first + 1);
  }
  long long best = maximise ? -kInfinity : kInfinity;
  for (int i : order) {
    Child& c = kids[static_cast<std::size_t>(i)];
    Outcome o;
    const long long v = alphabeta(*c.state, c.key, table, alpha, beta, o);
    if (maximise ? v > best : v < best) {
      best = v;
      entry.best = i;
      entry.outcome = std::move(o);
    }
    if (maximise) {
      alpha = std::max(alpha, v);
    } else {
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  entry.value = best;
  entry.bound = best <= alpha0 ? -1 : best >= beta0 ? 1 : 0;
  outcome = entry.outcome;
  store(table, key, std::move(entry));
  return best;
}

bool Solver::solve(const HandState& state, Outcome& out) {
  budget_left_ = budget_.nodes;
  try {
    const std::vector<int> side = state.sides();
    if (side.empty()) {
      out = maxn(state, key_of(state));
    } else {
      if (std::any_of(side.begin(), side.end(), [](int s) { return s < 0; })) return false;
      alphabeta(state, key_of(state), table_for(side), -kInfinity, kInfinity, out);
    }
  } catch (const OutOfBudget&) {
    return false;
  }
  return true;
}

std::vector<MoveValue> Solver::moves(const HandState& state, bool paranoid) {
  std::vector<MoveValue> out;
  const int mover = state.to_move();
  if (state.finished() || mover < 0) return out;
  const std::vector<int> side = state.sides();
  if (std::any_of(side.begin(), side.end(), [](int s) { return s < 0; })) return out;
  std::vector<int> against;  // the paranoid sides: the mover alone against the rest
  if (side.empty() && paranoid) {
    against.assign(static_cast<std::size_t>(state.scene(-1).seats.size()), 1);
    if (static_cast<std::size_t>(mover) < against.size()) {
      against[static_cast<std::size_t>(mover)] = 0;
    }
  }
  budget_left_ = budget_.nodes;
  std::vector<Child> kids;
  try {
    kids = children(state);
  } catch (const OutOfBudget&) {
    return out;  // more moves than the budget: nothing valued, and the caller says so
  }
  for (Child& c : kids) {
    MoveValue mv;
    mv.move = c.move;
    mv.same = c.same;
    mv.key = c.key;
    const std::uint64_t before = stats_.nodes;
    budget_left_ = budget_.nodes;
    try {
      if (side.empty()) {
        mv.outcome = maxn(*c.state, c.key);
      } else {
        alphabeta(*c.state, c.key, table_for(side), -kInfinity, kInfinity, mv.outcome);
      }
      mv.value = mv.outcome[static_cast<std::size_t>(mover)];
      if (!against.empty()) {
        Outcome o;
        mv.paranoid = alphabeta(*c.state, c.key, table_for(against), -kInfinity, kInfinity, o);
        mv.has_paranoid = true;
      }
      mv.exact = true;
    } catch (const OutOfBudget&) {
      mv.exact = false;
    }
    mv.nodes = stats_.nodes - before;
    out.push_back(std::move(mv));
  }
  return out;
}

}  // namespace paipu::analysis
