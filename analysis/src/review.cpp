#include "paipu/analysis/review.hpp"

#include <algorithm>
#include <chrono>

#include "paipu/settlement.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::analysis {
namespace {

// Seats whose hands the record does not show in full at `s`, as "S (3 unknown)", or empty.
std::string unknown_hands(const HandState& s) {
  std::string out;
  const Scene sc = s.scene(-1);
  for (const Zone& z : sc.zones) {
    if (z.kind != ZoneKind::hand) continue;
    int hidden = 0;
    for (const SceneGroup& g : z.groups)
      for (const ScenePiece& p : g.pieces) hidden += p.hidden || p.id == kUnknownPiece ? 1 : 0;
    if (hidden == 0) continue;
    if (!out.empty()) out += ", ";
    out += std::string(seat_letter(z.seat)) + " (" + std::to_string(hidden) + " unknown)";
  }
  return out;
}

bool sides_unknown(const std::vector<int>& side) {
  return std::any_of(side.begin(), side.end(), [](int x) { return x < 0; });
}

}  // namespace

std::string value_text(const MoveValue& m) {
  if (m.exact) return signed_text(m.value);
  const bool low = m.lower > -kInfinity, high = m.upper < kInfinity;
  if (!low && !high) return "unsolved";
  std::string s = low && high ? signed_text(m.lower) + " to " + signed_text(m.upper)
                  : low       ? "≥ " + signed_text(m.lower)
                              : "≤ " + signed_text(m.upper);
  return m.side_total ? s + " (side)" : s;
}

std::string glyph_for(long long loss, const Thresholds& t) {
  if (loss >= t.blunder) return "??";
  if (loss >= t.mistake) return "?";
  if (loss >= t.dubious) return "?!";
  return {};
}

HandReview review_hand(const MatchState& match_at_start,
                       const std::vector<std::unique_ptr<HandState>>& states,
                       const std::vector<Step>& steps, const ReviewOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  HandReview out;
  Solver solver(match_at_start, options.budget);
  int before_sides = 0, too_wide = 0;
  // The decisions: a seat to move plays, and the plugin lists two or more moves (chance, the
  // deal, is none). Every hand must be known at each of them.
  std::vector<std::size_t> at;
  const std::size_t n = std::min(steps.size(), states.size() > 0 ? states.size() - 1 : 0);
  for (std::size_t i = 0; i < n; ++i) {
    const HandState& s = *states[i];
    const int mover = s.to_move();
    if (mover < 0 || steps[i].event.seat != mover) continue;
    int choices = 0;
    s.visit_legal_moves([&](const Event&) { return ++choices <= options.most_moves; });
    if (choices < 2) continue;
    if (choices > options.most_moves) {
      ++too_wide;  // 三打哈's burial: C(29, 8) ways
      continue;
    }
    if (sides_unknown(s.sides())) {
      ++before_sides;
      continue;
    }
    if (const std::string unknown = unknown_hands(s); !unknown.empty()) {
      out.skipped = "the deal is not fully known: " + unknown + "; analysis needs every hand";
      return out;
    }
    if (options.seat < 0 || mover == options.seat) at.push_back(i);
  }
  // From the last decision back: each one's search fills the table with the positions after it,
  // so the decision before it finds its played line already solved.
  for (auto it = at.rbegin(); it != at.rend(); ++it) {
    if (options.stop && options.stop()) {
      out.decisions.clear();
      out.skipped = "stopped";
      return out;
    }
    const std::size_t i = *it;
    const HandState& s = *states[i];
    const int mover = s.to_move();
    Decision d;
    d.step = static_cast<int>(i);
    d.line_index = steps[i].line_index;
    d.seat = mover;
    d.moves = solver.moves(s, options.paranoid);
    if (d.moves.size() < 2) continue;  // every move leads to one position: no decision
    const PositionKey played_key = Solver::key_of(*states[i + 1]);
    for (std::size_t k = 0; k < d.moves.size(); ++k)
      if (d.moves[k].key == played_key) d.played = static_cast<int>(k);
    bool have = false;
    for (std::size_t k = 0; k < d.moves.size(); ++k) {
      const MoveValue& m = d.moves[k];
      if (!m.exact) continue;
      if (!have || m.value > d.best_value) {
        d.best_value = m.value;
        d.best.clear();
        have = true;
      }
      if (m.value == d.best_value) d.best.push_back(static_cast<int>(k));
    }
    // An unsolved move whose upper bound (in the mover's own points) is no more than the best
    // solved value cannot be better: the best stands.
    d.exact = have && std::all_of(d.moves.begin(), d.moves.end(), [&](const MoveValue& m) {
                return m.exact || (!m.side_total && m.upper <= d.best_value);
              });
    const MoveValue* played =
        d.played >= 0 ? &d.moves[static_cast<std::size_t>(d.played)] : nullptr;
    if (played != nullptr && played->exact && have) {
      d.played_value = played->value;
      // Unsolved moves can only raise the best: an inexact loss is a lower bound, and a glyph
      // it earns is earned.
      d.loss = std::max(0LL, d.best_value - d.played_value);
      d.glyph = glyph_for(d.loss, options.thresholds);
    }
    out.decisions.push_back(std::move(d));
    if (options.progress)
      options.progress(out.decisions.back(), static_cast<int>(it - at.rbegin()) + 1,
                       static_cast<int>(at.size()));
  }
  std::reverse(out.decisions.begin(), out.decisions.end());
  out.analysed = true;
  if (before_sides > 0) {
    out.note = std::to_string(before_sides) +
               " moves before the sides were known (the auction) are not analysed";
  }
  if (too_wide > 0) {
    if (!out.note.empty()) out.note += "; ";
    out.note += std::to_string(too_wide) + " decisions with more than " +
                std::to_string(options.most_moves) + " moves are not analysed";
  }
  out.stats = solver.stats();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace paipu::analysis
