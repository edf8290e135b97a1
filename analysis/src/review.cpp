#include "paipu/analysis/review.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <optional>

#include "discards.hpp"
#include "paipu/analysis/sample.hpp"
#include "paipu/settlement.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::analysis {
namespace {

// Seats whose hands the record does not show in full, as "S (3 unknown)", or empty.
std::string unknown_hands(const Scene& sc) {
  std::string out;
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

// How many of each piece the scene shows in the seats' hands, and in all, unknown ones left out.
struct Shown {
  std::map<PieceId, int> in_hands, in_all;
};

Shown shown_pieces(const Scene& sc) {
  Shown out;
  for (const Zone& z : sc.zones)
    for (const SceneGroup& g : z.groups)
      for (const ScenePiece& p : g.pieces) {
        if (p.id == kUnknownPiece) continue;
        ++out.in_all[p.id];
        if (z.kind == ZoneKind::hand) ++out.in_hands[p.id];
      }
  return out;
}

// Whether a piece came into a hand from outside what the scene showed before, as a draw from a
// mahjong wall does. A piece taken back from the table (a 三打哈 throw that fails) was shown
// before; one that is only shown (a challenge) comes into no hand.
bool piece_drawn(const Shown& before, const Shown& after) {
  auto count = [](const std::map<PieceId, int>& m, PieceId id) {
    const auto it = m.find(id);
    return it == m.end() ? 0 : it->second;
  };
  for (const auto& [id, n] : after.in_hands)
    if (n > count(before.in_hands, id) && count(after.in_all, id) > count(before.in_all, id))
      return true;
  return false;
}

bool sides_unknown(const std::vector<int>& side) {
  return std::any_of(side.begin(), side.end(), [](int x) { return x < 0; });
}

}  // namespace

namespace {

std::string mean_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+.2f", v);
  return buf;
}

}  // namespace

std::string value_text(const MoveValue& m) {
  if (m.deals > 0) return mean_text(m.mean) + " (mean of " + std::to_string(m.deals) + " deals)";
  if (m.exact) return signed_text(m.value);
  const bool low = m.lower > -kInfinity, high = m.upper < kInfinity;
  if (!low && !high) return "unsolved";
  std::string s = low && high ? signed_text(m.lower) + " to " + signed_text(m.upper)
                  : low       ? "≥ " + signed_text(m.lower)
                              : "≤ " + signed_text(m.upper);
  return m.side_total ? s + " (side)" : s;
}

int choice_count(const Decision& d) {
  return static_cast<int>(d.discards.empty() ? d.moves.size() : d.discards.size());
}

const Event& choice_move(const Decision& d, int k) {
  const auto i = static_cast<std::size_t>(k);
  return d.discards.empty() ? d.moves.at(i).move : d.discards.at(i).moves.front();
}

std::string glyph_for(long long loss, const Thresholds& t) {
  if (loss >= t.blunder) return "??";
  if (loss >= t.mistake) return "?";
  if (loss >= t.dubious) return "?!";
  return {};
}

std::string glyph_for(double loss, const Thresholds& t) {
  if (loss >= static_cast<double>(t.blunder)) return "??";
  if (loss >= static_cast<double>(t.mistake)) return "?";
  if (loss >= static_cast<double>(t.dubious)) return "?!";
  return {};
}

std::string best_value_text(const Decision& d) {
  if (d.deals > 0) {
    return mean_text(d.best_mean) + " (mean of " + std::to_string(d.deals) + " deals)";
  }
  return (d.exact ? "" : "at least ") + signed_text(d.best_value);
}

HandReview review_hand(const MatchState& match_at_start,
                       const std::vector<std::unique_ptr<HandState>>& states,
                       const std::vector<Step>& steps, const ReviewOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  HandReview out;
  // A game of draws and discards gives its discard tables instead: no search.
  if (review_discard_hand(states, steps, options, out)) return out;
  Solver solver(match_at_start, options.budget);
  int before_sides = 0, too_wide = 0, beyond_budget = 0;
  // The decisions: a seat to move plays, and the plugin lists two or more moves (chance, the
  // deal, is none). Every hand must be known at each of them.
  std::vector<std::size_t> at;
  const std::size_t n = std::min(steps.size(), states.size() > 0 ? states.size() - 1 : 0);
  // From the first decision on, every piece must be in play already: one that comes in later (a
  // draw from a wall, as in mahjong) is chance the search does not model, as it values only the
  // moves the seats choose.
  std::optional<Shown> shown;  // at the last state checked, once playing
  for (std::size_t i = 0; i < n; ++i) {
    if (shown) {
      Shown next = shown_pieces(states[i + 1]->scene(-1));
      if (piece_drawn(*shown, next)) {
        out.skipped =
            "a piece comes into play during the hand (a draw from a wall, as in mahjong): analysis "
            "needs every piece dealt before the play begins";
        return out;
      }
      shown = std::move(next);
    }
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
    const Scene scene = s.scene(-1);
    if (const std::string unknown = unknown_hands(scene); !unknown.empty()) {
      if (options.sample.deals > 0)
        return review_sampled_hand(match_at_start, states, steps, options);
      out.skipped = "the deal is not fully known: " + unknown + "; analysis needs every hand";
      return out;
    }
    if (!shown) shown = shown_pieces(scene);
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
    if (d.moves.empty()) {
      ++beyond_budget;  // making the moves alone took the budget
      continue;
    }
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
  if (beyond_budget > 0) {
    if (!out.note.empty()) out.note += "; ";
    out.note += std::to_string(beyond_budget) +
                " decisions have more moves than the budget has positions, and are not analysed";
  }
  out.stats = solver.stats();
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

HandReview review_played_hand(const Variant& variant, const MatchState& before, const Hand& hand,
                              const HandResult& result,
                              const std::vector<std::unique_ptr<HandState>>& states,
                              const ReviewOptions& options) {
  if (result.broken || !result.finished) {
    HandReview skipped;
    skipped.skipped = result.broken ? "the hand breaks a rule (paipu validate says where)"
                                    : "the hand does not reach its end";
    return skipped;
  }
  // The match as the hand began it, with the hand's own tags (its dealer, …): each end the
  // search reaches is settled on a copy of it.
  std::map<std::string, std::string> tags;
  for (const Tag& t : hand.tags)
    for (const auto& name : variant.info().hand_tags)
      if (t.name == name) tags[t.name] = t.value;
  std::unique_ptr<MatchState> at_start = before.clone();
  std::vector<Problem> ignored;  // the replay has reported them already
  (void)at_start->begin_hand(tags, ignored);
  return review_hand(*at_start, states, result.steps, options);
}

namespace {

bool ascii_only(std::string_view s) {
  for (const char c : s)
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  return true;
}

}  // namespace

PieceStyle style_of(const EventLine& line) {
  for (const Token& t : line.args)
    if (!ascii_only(t.text)) return PieceStyle::cjk;
  return line.args.empty() ? PieceStyle::cjk : PieceStyle::ascii;
}

std::string move_text(const Vocabulary& vocab, const Event& e, PieceStyle style) {
  const EventLine l = event_to_line(vocab, e, style);
  std::string s = l.seat.empty() ? l.verb : l.seat + " " + l.verb;
  for (const Token& t : l.args) s += " " + t.text;
  return s;
}

}  // namespace paipu::analysis
