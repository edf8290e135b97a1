#include "brute_force.hpp"

#include <algorithm>

namespace paipu::analysis::brute {
namespace {

Outcome settle(const HandState& s, const MatchState& match) {
  const Settlement st = match.clone()->finish_hand(s);
  Outcome o = st.deltas;
  if (!st.complete) std::fill(o.begin(), o.end(), 0);
  return o;
}

template <class F>
bool each_child(const HandState& s, F&& f) {
  bool any = false;
  s.visit_legal_moves([&](const Event& e) {
    auto next = s.clone();
    if (!next->apply(e).ok()) return true;
    any = true;
    f(*next);
    return true;
  });
  return any;
}

}  // namespace

Outcome maxn(const HandState& s, const MatchState& match, Counter& c) {
  c.tick();
  const int mover = s.to_move();
  if (s.finished() || mover < 0) return settle(s, match);
  Outcome best;
  bool have = false;
  const bool any = each_child(s, [&](const HandState& next) {
    Outcome v = maxn(next, match, c);
    if (!have || v[static_cast<std::size_t>(mover)] > best[static_cast<std::size_t>(mover)]) {
      best = std::move(v);
      have = true;
    }
  });
  return any ? best : settle(s, match);
}

long long minimax(const HandState& s, const MatchState& match, const std::vector<int>& side,
                  Counter& c) {
  c.tick();
  const int mover = s.to_move();
  const auto sum = [&](const Outcome& o) {
    long long t = 0;
    for (std::size_t i = 0; i < o.size(); ++i)
      if (side[i] == 0) t += o[i];
    return t;
  };
  if (s.finished() || mover < 0) return sum(settle(s, match));
  const bool maximise = side[static_cast<std::size_t>(mover)] == 0;
  long long best = 0;
  bool have = false;
  const bool any = each_child(s, [&](const HandState& next) {
    const long long v = minimax(next, match, side, c);
    if (!have || (maximise ? v > best : v < best)) best = v;
    have = true;
  });
  return any ? best : sum(settle(s, match));
}

}  // namespace paipu::analysis::brute
