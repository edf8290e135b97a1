// Estimates over sampled deals (sample.hpp). What the mover saw is read from the plugin's own
// scene for that seat, step by step, so the sampler knows no game: a piece the scene hides from
// the mover is unknown to it, wherever the record writes it.
#include "paipu/analysis/sample.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <random>

namespace paipu::analysis {
namespace {

int hidden_pieces(const Scene& sc) {
  int n = 0;
  for (const Zone& z : sc.zones)
    for (const SceneGroup& g : z.groups)
      for (const ScenePiece& p : g.pieces) n += p.hidden || p.id == kUnknownPiece ? 1 : 0;
  return n;
}

bool seen(const ScenePiece& p) {
  return !p.hidden && p.id != kUnknownPiece;
}

bool hand_known(const Scene& sc, int seat) {
  for (const Zone& z : sc.zones)
    if (z.kind == ZoneKind::hand && z.seat == seat)
      for (const SceneGroup& g : z.groups)
        for (const ScenePiece& p : g.pieces)
          if (!seen(p)) return false;
  return true;
}

// The hand's pieces: every piece a full deal puts in play, read from the scene of a deal the
// plugin draws itself.
std::map<PieceId, int> deck_of(const HandState& start) {
  std::map<PieceId, int> deck;
  std::unique_ptr<HandState> s = start.clone();
  s->set_notes(false);
  for (const Event& e : s->sample_deal(1)) (void)s->apply(e);
  for (const Zone& z : s->scene(-1).zones)
    for (const SceneGroup& g : z.groups)
      for (const ScenePiece& p : g.pieces)
        if (seen(p)) ++deck[p.id];
  return deck;
}

// How one decision's position is redrawn: for each event before it, what becomes of its pieces.
struct Plan {
  enum class Use : std::uint8_t { keep, deal, hidden_play };
  std::vector<Use> use;            // per step before the decision
  std::vector<int> hand_count;     // per seat: pieces in its hand the mover cannot see
  std::vector<int> hidden_played;  // per seat: pieces it played that the mover did not see
  std::vector<std::vector<PieceId>> face_up;  // per seat: the pieces of its plays the mover saw
  std::vector<PieceId> pool;                  // the pieces the mover has not seen
  std::vector<int> deal_verbs;
  std::string why_not;  // why this decision cannot be sampled
};

Plan plan_for(const std::vector<std::unique_ptr<HandState>>& states, const std::vector<Step>& steps,
              std::size_t at, int mover, const std::map<PieceId, int>& deck,
              const std::vector<int>& deal_verbs) {
  Plan plan;
  plan.deal_verbs = deal_verbs;
  const Scene now = states[at]->scene(mover);
  const auto seats = static_cast<std::size_t>(std::max<std::size_t>(now.seats.size(), 1));
  plan.hand_count.assign(seats, 0);
  plan.hidden_played.assign(seats, 0);
  plan.face_up.assign(seats, {});
  std::map<PieceId, int> unseen = deck;
  int hidden_total = 0;
  for (const Zone& z : now.zones) {
    for (const SceneGroup& g : z.groups) {
      for (const ScenePiece& p : g.pieces) {
        if (seen(p)) {
          if (--unseen[p.id] < 0) {
            plan.why_not = "the scene shows more copies of a piece than the game has";
            return plan;
          }
          continue;
        }
        ++hidden_total;
        if (z.kind != ZoneKind::hand) continue;
        if (z.seat == mover) {
          plan.why_not = "the mover's own hand is not known";
          return plan;
        }
        if (z.seat >= 0 && static_cast<std::size_t>(z.seat) < seats) ++plan.hand_count[z.seat];
      }
    }
  }
  for (const auto& [id, n] : unseen) plan.pool.insert(plan.pool.end(), n, id);
  // Each event of another seat: its pieces left a hand the mover cannot see; the scene after
  // it tells whether they came to the table face up (the mover's hidden pieces fewer by as many)
  // or face down.
  int hidden_before = hidden_pieces(states[0]->scene(mover));
  int played_hidden = 0;
  plan.use.assign(at, Plan::Use::keep);
  for (std::size_t j = 0; j < at; ++j) {
    const Event& e = steps[j].event;
    const int hidden_after = hidden_pieces(states[j + 1]->scene(mover));
    const bool other = e.seat >= 0 && e.seat != mover && static_cast<std::size_t>(e.seat) < seats;
    if (other && std::find(deal_verbs.begin(), deal_verbs.end(), e.verb) != deal_verbs.end()) {
      plan.use[j] = Plan::Use::deal;
    } else if (other && !e.pieces.empty()) {
      const int shown = hidden_before - hidden_after;
      const auto n = static_cast<int>(e.pieces.size());
      const bool named = std::none_of(e.pieces.begin(), e.pieces.end(),
                                      [](PieceId id) { return id == kUnknownPiece; });
      if (shown == n && named) {
        auto& up = plan.face_up[static_cast<std::size_t>(e.seat)];
        up.insert(up.end(), e.pieces.begin(), e.pieces.end());
      } else if (shown == 0) {
        plan.use[j] = Plan::Use::hidden_play;
        plan.hidden_played[static_cast<std::size_t>(e.seat)] += n;
        played_hidden += n;
      } else {
        plan.why_not = "a play neither shown nor hidden whole to the mover (line " +
                       std::to_string(steps[j].line_index + 1) + " of the hand)";
        return plan;
      }
    } else if (other || e.seat < 0) {
      if (hidden_after != hidden_before && e.seat < 0 && !e.pieces.empty()) {
        plan.why_not = "pieces come into play that no seat was dealt";
        return plan;
      }
    }
    hidden_before = hidden_after;
  }
  int hand_hidden = 0;
  for (int n : plan.hand_count) hand_hidden += n;
  if (hand_hidden + played_hidden != hidden_total ||
      static_cast<int>(plan.pool.size()) != hidden_total) {
    plan.why_not = "the pieces the mover has not seen do not add up to the hidden ones";
  }
  return plan;
}

// One random deal of the plan's pool, replayed to the decision; null when the rules refuse it.
std::unique_ptr<HandState> draw(const HandState& start, const std::vector<Step>& steps,
                                const Plan& plan, int mover, std::mt19937_64& rng) {
  std::vector<PieceId> pool = plan.pool;
  for (std::size_t k = pool.size(); k > 1; --k) std::swap(pool[k - 1], pool[rng() % k]);
  const std::size_t seats = plan.hand_count.size();
  // Each seat's share: first what it played face down, then its hand.
  std::vector<std::vector<PieceId>> played(seats), held(seats);
  std::size_t next = 0;
  for (std::size_t s = 0; s < seats; ++s) {
    const auto take = [&](std::vector<PieceId>& into, int n) {
      for (int i = 0; i < n; ++i) into.push_back(pool[next++]);
    };
    take(played[s], plan.hidden_played[s]);
    take(held[s], plan.hand_count[s]);
  }
  std::vector<std::size_t> played_next(seats, 0);
  std::unique_ptr<HandState> s = start.clone();
  s->set_notes(false);
  std::vector<bool> dealt(seats, false);
  const auto deal_event = [&](std::size_t seat, int verb) {
    Event e;
    e.seat = static_cast<int>(seat);
    e.verb = verb;
    e.pieces = plan.face_up[seat];
    e.pieces.insert(e.pieces.end(), played[seat].begin(), played[seat].end());
    e.pieces.insert(e.pieces.end(), held[seat].begin(), held[seat].end());
    return e;
  };
  const auto apply = [&](const Event& e) { return s->apply(e).ok(); };
  for (std::size_t j = 0; j < plan.use.size(); ++j) {
    const Event& original = steps[j].event;
    const auto seat = static_cast<std::size_t>(std::max(original.seat, 0));
    // A seat whose deal the record leaves out is dealt just before the first event that is no
    // deal, as a record would write it.
    const bool is_deal = plan.use[j] == Plan::Use::deal ||
                         std::find(plan.deal_verbs.begin(), plan.deal_verbs.end(), original.verb) !=
                             plan.deal_verbs.end();
    if (!is_deal && !plan.deal_verbs.empty()) {
      for (std::size_t x = 0; x < seats; ++x) {
        if (dealt[x] || static_cast<int>(x) == mover) continue;
        dealt[x] = true;
        if (plan.face_up[x].empty() && played[x].empty() && held[x].empty()) continue;
        if (!apply(deal_event(x, plan.deal_verbs.front()))) return nullptr;
      }
    }
    Event e = original;
    if (plan.use[j] == Plan::Use::deal) {
      dealt[seat] = true;
      e = deal_event(seat, original.verb);
    } else if (plan.use[j] == Plan::Use::hidden_play) {
      for (PieceId& id : e.pieces) id = played[seat][played_next[seat]++];
    }
    if (!apply(e)) return nullptr;
  }
  for (std::size_t x = 0; x < seats && !plan.deal_verbs.empty(); ++x) {
    if (dealt[x] || static_cast<int>(x) == mover) continue;
    if (plan.face_up[x].empty() && played[x].empty() && held[x].empty()) continue;
    if (!apply(deal_event(x, plan.deal_verbs.front()))) return nullptr;
  }
  return s;
}

std::mt19937_64 rng_for(const SampleOptions& o, std::size_t at) {
  std::seed_seq seq{static_cast<std::uint32_t>(o.seed), static_cast<std::uint32_t>(o.seed >> 32U),
                    static_cast<std::uint32_t>(at)};
  return std::mt19937_64(seq);
}

}  // namespace

std::vector<std::unique_ptr<HandState>> draw_positions(
    const std::vector<std::unique_ptr<HandState>>& states, const std::vector<Step>& steps,
    std::size_t at, const SampleOptions& options, std::string& why_not) {
  std::vector<std::unique_ptr<HandState>> out;
  const int mover = states[at]->to_move();
  std::vector<int> deal_verbs;
  for (const Event& e : states[0]->sample_deal(1))
    if (std::find(deal_verbs.begin(), deal_verbs.end(), e.verb) == deal_verbs.end())
      deal_verbs.push_back(e.verb);
  const Plan plan = plan_for(states, steps, at, mover, deck_of(*states[0]), deal_verbs);
  why_not = plan.why_not;
  if (!why_not.empty()) return out;
  std::mt19937_64 rng = rng_for(options, at);
  const long long tries = static_cast<long long>(options.deals) * std::max(options.tries, 1);
  for (long long t = 0; t < tries && static_cast<int>(out.size()) < options.deals; ++t) {
    std::unique_ptr<HandState> drawn = draw(*states[0], steps, plan, mover, rng);
    if (drawn && drawn->to_move() == mover) out.push_back(std::move(drawn));
  }
  if (out.empty()) why_not = "with no deal the rules accept";
  return out;
}

HandReview review_sampled_hand(const MatchState& match_at_start,
                               const std::vector<std::unique_ptr<HandState>>& states,
                               const std::vector<Step>& steps, const ReviewOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  HandReview out;
  Solver solver(match_at_start, options.budget);
  std::map<std::string, int> refused;  // why decisions could not be sampled, counted
  int cut_short = 0;                   // deals whose search ran out of budget, left out
  const std::size_t n = std::min(steps.size(), states.size() > 0 ? states.size() - 1 : 0);
  for (std::size_t i = 0; i < n; ++i) {
    const HandState& s = *states[i];
    const int mover = s.to_move();
    if (mover < 0 || steps[i].event.seat != mover) continue;
    if (options.seat >= 0 && mover != options.seat) continue;
    // A seat whose hand the record does not show may have no decision listed at all.
    if (!hand_known(s.scene(mover), mover)) {
      ++refused["the mover's own hand is not known"];
      continue;
    }
    const std::vector<Event> legal = s.legal_moves();
    if (legal.size() < 2) continue;
    if (static_cast<int>(legal.size()) > options.most_moves) {
      ++refused["with more than " + std::to_string(options.most_moves) + " moves"];
      continue;
    }
    const std::vector<int> sides = s.sides();
    if (std::any_of(sides.begin(), sides.end(), [](int x) { return x < 0; })) {
      ++refused["before the sides were known"];
      continue;
    }
    if (options.stop && options.stop()) {
      out.decisions.clear();
      out.skipped = "stopped";
      return out;
    }
    std::string why_not;
    const std::vector<std::unique_ptr<HandState>> drawn_positions =
        draw_positions(states, steps, i, options.sample, why_not);
    if (!why_not.empty()) {
      ++refused[why_not];
      continue;
    }
    std::vector<std::vector<long long>> tallies(legal.size());
    int deals = 0;
    int played = -1;  // index of the played move among `legal`
    int cut_here = 0;
    for (const auto& drawn : drawn_positions) {
      // Far from the end every deal runs out of budget alike: three in a row, and the decision
      // is given up rather than searched N times in vain.
      if (deals == 0 && cut_here == 3) break;
      const std::vector<MoveValue> values = solver.moves(*drawn, false);
      std::vector<long long> by_move(legal.size(), 0);
      std::vector<bool> have(legal.size(), false);
      bool all = !values.empty();
      for (const MoveValue& m : values) {
        all = all && m.exact;
        for (std::size_t k = 0; k < legal.size(); ++k)
          if (std::find(m.same.begin(), m.same.end(), static_cast<int>(k)) != m.same.end()) {
            by_move[k] = m.value;
            have[k] = true;
          }
      }
      // The drawn position lists the mover's moves in the recorded position's order (they turn
      // on the mover's hand and the table alone); a draw that does not is the plugin's, not ours.
      if (!all || std::find(have.begin(), have.end(), false) != have.end()) {
        ++cut_short;
        ++cut_here;
        continue;
      }
      if (played < 0) {
        // The record may spell the move otherwise than the plugin lists it: found by the
        // position it leads to.
        std::unique_ptr<HandState> after = drawn->clone();
        if (after->apply(steps[i].event).ok()) {
          const PositionKey key = Solver::key_of(*after);
          for (const MoveValue& m : values)
            if (m.key == key) played = m.same.front();
        }
      }
      for (std::size_t k = 0; k < legal.size(); ++k) tallies[k].push_back(by_move[k]);
      ++deals;
    }
    if (deals == 0) {
      ++refused["with no drawn deal solved within the budget"];
      continue;
    }
    // Moves worth the same in every deal drawn are one choice, as exact search merges them.
    Decision d;
    d.step = static_cast<int>(i);
    d.line_index = steps[i].line_index;
    d.seat = mover;
    d.deals = deals;
    for (std::size_t k = 0; k < legal.size(); ++k) {
      auto same = std::find_if(d.moves.begin(), d.moves.end(), [&](const MoveValue& m) {
        return tallies[static_cast<std::size_t>(m.same.front())] == tallies[k];
      });
      if (same != d.moves.end()) {
        same->same.push_back(static_cast<int>(k));
        continue;
      }
      MoveValue m;
      m.move = legal[k];
      m.same = {static_cast<int>(k)};
      m.deals = deals;
      double sum = 0;
      for (long long v : tallies[k]) sum += static_cast<double>(v);
      m.mean = sum / deals;
      m.value = std::llround(m.mean);
      d.moves.push_back(std::move(m));
    }
    if (d.moves.size() < 2) continue;
    for (std::size_t k = 0; k < d.moves.size(); ++k) {
      const auto& same = d.moves[k].same;
      if (std::find(same.begin(), same.end(), played) != same.end()) d.played = static_cast<int>(k);
    }
    d.best_mean = d.moves.front().mean;
    for (const MoveValue& m : d.moves) d.best_mean = std::max(d.best_mean, m.mean);
    for (std::size_t k = 0; k < d.moves.size(); ++k)
      if (d.moves[k].mean >= d.best_mean - 1e-9) d.best.push_back(static_cast<int>(k));
    d.best_value = std::llround(d.best_mean);
    if (d.played >= 0) {
      const MoveValue& p = d.moves[static_cast<std::size_t>(d.played)];
      d.played_value = p.value;
      d.mean_loss = std::max(0.0, d.best_mean - p.mean);
      d.loss = std::llround(d.mean_loss);
      d.glyph = glyph_for(d.mean_loss, options.thresholds);
    }
    out.decisions.push_back(std::move(d));
    if (options.progress) {
      options.progress(out.decisions.back(), static_cast<int>(out.decisions.size()),
                       static_cast<int>(out.decisions.size()));
    }
  }
  out.analysed = true;
  out.note = "an estimate: each decision's values are the mean over " +
             std::to_string(options.sample.deals) +
             " deals consistent with what its seat had seen (seed " +
             std::to_string(options.sample.seed) + ")";
  for (const auto& [why, count] : refused)
    out.note += "; " + std::to_string(count) + " moves not valued: " + why;
  if (cut_short > 0) {
    out.note += "; " + std::to_string(cut_short) +
                " drawn deals left out, their search cut short by the budget";
  }
  out.stats = solver.stats();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace paipu::analysis
