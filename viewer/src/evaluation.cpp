#include "paipu/viewer/evaluation.hpp"

#include <algorithm>

#include "paipu/settlement.hpp"

namespace paipu::viewer {

const char* verdict_glyph(Verdict v) {
  switch (v) {
    case Verdict::dubious:
      return "?!";
    case Verdict::mistake:
      return "?";
    case Verdict::blunder:
      return "??";
    default:
      return "";
  }
}

Rgb verdict_colour(Verdict v) {
  switch (v) {
    case Verdict::pending:
      return {88, 90, 98};
    case Verdict::forced:
      return {58, 60, 68};
    case Verdict::unsolved:
      return {150, 152, 170};
    case Verdict::best:
      return {64, 192, 87};
    case Verdict::dubious:
      return {250, 230, 80};
    case Verdict::mistake:
      return {255, 146, 43};
    case Verdict::blunder:
      return {240, 62, 62};
  }
  return {};
}

const char* verdict_name(Verdict v) {
  switch (v) {
    case Verdict::pending:
      return "not analysed yet";
    case Verdict::forced:
      return "no decision";
    case Verdict::unsolved:
      return "beyond the budget";
    case Verdict::best:
      return "best move";
    case Verdict::dubious:
      return "?! dubious";
    case Verdict::mistake:
      return "? mistake";
    case Verdict::blunder:
      return "?? blunder";
  }
  return "";
}

float shanten_fill(int shanten) {
  return 1.f - 0.25f * static_cast<float>(std::clamp(shanten, 0, 3));
}

StripCell strip_cell(const StepEvaluation& s) {
  StripCell c;
  c.colour = verdict_colour(s.verdict);
  switch (s.verdict) {
    case Verdict::pending:
      c.outline = true;
      return c;
    case Verdict::forced:
      c.fill = 0.25f;
      return c;
    default:
      break;
  }
  if (s.shanten < 0) return c;
  c.fill = shanten_fill(s.shanten);
  if (s.verdict == Verdict::best && !s.kept_most) c.colour = kKeptFewer;
  return c;
}

const StepEvaluation& HandEvaluation::at(int position) const {
  static const StepEvaluation kPending;
  if (position < 0 || position >= static_cast<int>(positions.size())) return kPending;
  return positions[static_cast<std::size_t>(position)];
}

std::string HandEvaluation::status() const {
  switch (state) {
    case State::waiting:
      return "analysis: waiting for its turn";
    case State::running:
      return "analysing: " + std::to_string(done) + " of " +
             (total > 0 ? std::to_string(total) : std::string("?")) + " decisions valued";
    case State::done:
      return "analysed: " + std::to_string(total) + " decisions" +
             (note.empty() ? "" : "; " + note);
    case State::skipped:
      return "not analysed: " + note;
  }
  return {};
}

HandEvaluation waiting_evaluation(int positions) {
  HandEvaluation ev;
  ev.positions.resize(static_cast<std::size_t>(std::max(positions, 0)));
  return ev;
}

namespace {

// A discard row as the panel lists it: "2-shanten, 16 tiles", "ready, 5 tiles, furiten".
std::string row_value(const DiscardChoice& c) {
  return analysis::place_text(c.shanten, c.copies, {}) + (c.furiten ? ", furiten" : "");
}

// A place without its waits (the panel's value column is narrow; the waits go under the row).
std::string place(int shanten, int copies) {
  return analysis::place_text(shanten, copies, {});
}

// Rows by shanten, then by copies kept (ties in the given order): `key` gives each row's pair.
template <typename Key>
std::vector<std::size_t> by_place(std::size_t n, const Key& key) {
  std::vector<std::size_t> rows(n);
  for (std::size_t k = 0; k < n; ++k) rows[k] = k;
  std::stable_sort(rows.begin(), rows.end(), [&](std::size_t a, std::size_t b) {
    const auto [sa, ca] = key(a);
    const auto [sb, cb] = key(b);
    return sa != sb ? sa < sb : ca > cb;
  });
  return rows;
}

Verdict verdict_of_glyph(const std::string& glyph) {
  if (glyph == "??") return Verdict::blunder;
  if (glyph == "?") return Verdict::mistake;
  if (glyph == "?!") return Verdict::dubious;
  return Verdict::best;
}

Verdict verdict_of(const analysis::Decision& d) {
  if (!d.discards.empty()) return verdict_of_glyph(d.glyph);
  const bool played_known = d.played >= 0 && d.moves[static_cast<std::size_t>(d.played)].exact;
  if (!played_known || d.best.empty()) return Verdict::unsolved;
  if (d.glyph == "??") return Verdict::blunder;
  if (d.glyph == "?") return Verdict::mistake;
  if (d.glyph == "?!") return Verdict::dubious;
  // No loss against the solved moves, but an unsolved one might have done better.
  return d.exact ? Verdict::best : Verdict::unsolved;
}

std::string summary_of(const analysis::Decision& d, Verdict v) {
  if (!d.discards.empty()) {
    const DiscardChoice& played = d.discards[static_cast<std::size_t>(d.played)];
    std::string s = "played " + row_value(played);
    if (d.loss == 0) return s + (d.best.size() > 1 ? ": one of the best" : ": the best");
    return s + "; best " + row_value(d.discards[static_cast<std::size_t>(d.best.front())]) +
           ": gave up " + std::to_string(d.loss) + " " + d.glyph;
  }
  if (v == Verdict::unsolved && d.played >= 0 &&
      !d.moves[static_cast<std::size_t>(d.played)].exact &&
      analysis::value_text(d.moves[static_cast<std::size_t>(d.played)]) != "unsolved") {
    return "played " + analysis::value_text(d.moves[static_cast<std::size_t>(d.played)]) +
           ": beyond the budget, no verdict";
  }
  if (v == Verdict::unsolved &&
      (d.played < 0 || d.best.empty() || !d.moves[static_cast<std::size_t>(d.played)].exact)) {
    return "the move played is beyond the budget: no verdict";
  }
  const std::string at_least = d.exact ? "" : "at least ";
  std::string s = "played " + signed_text(d.played_value);
  if (v == Verdict::best) {
    return s + (d.best.size() > 1 ? ": one of the " + std::to_string(d.best.size()) + " best"
                                  : ": the best");
  }
  s += "; best " + at_least + signed_text(d.best_value);
  if (d.loss > 0) return s + ": lost " + at_least + std::to_string(d.loss) + " " + d.glyph;
  return s + ": some moves beyond the budget";
}

}  // namespace

void add_decision(HandEvaluation& ev, const analysis::Decision& d,
                  const std::vector<std::string>& moves,
                  const std::vector<analysis::PieceTexts>& effective) {
  const auto position = static_cast<std::size_t>(d.step + 1);
  if (position >= ev.positions.size()) ev.positions.resize(position + 1);
  StepEvaluation& s = ev.positions[position];
  s.verdict = verdict_of(d);
  s.seat = d.seat;
  s.summary = summary_of(d, s.verdict);
  s.moves.clear();
  s.shanten = -1;
  s.kept_most = false;
  s.notes.clear();
  if (!d.discards.empty()) {
    s.shanten = d.discards[static_cast<std::size_t>(d.played)].shanten;
    s.kept_most = std::find(d.best.begin(), d.best.end(), d.played) != d.best.end();
    // Discard rows by shanten, then by copies kept (ties in the plugin's order).
    const auto rows = by_place(d.discards.size(), [&](std::size_t k) {
      return std::pair{d.discards[k].shanten, d.discards[k].copies};
    });
    for (const std::size_t k : rows) {
      const DiscardChoice& c = d.discards[k];
      MoveLine line;
      line.move = k < moves.size() ? moves[k] : std::string("?");
      line.value = row_value(c);
      if (c.shanten == 0 && k < effective.size() && !effective[k].empty())
        line.detail = analysis::waits_text(effective[k], c.points);
      line.best = std::find(d.best.begin(), d.best.end(), static_cast<int>(k)) != d.best.end();
      line.played = static_cast<int>(k) == d.played;
      s.moves.push_back(std::move(line));
    }
    return;
  }
  std::vector<std::size_t> order(d.moves.size());
  for (std::size_t k = 0; k < order.size(); ++k) order[k] = k;
  // Exact moves by value, the best first (ties in the plugin's order), then the unsolved ones.
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const analysis::MoveValue &x = d.moves[a], &y = d.moves[b];
    if (x.exact != y.exact) return x.exact;
    return x.exact && x.value > y.value;
  });
  for (const std::size_t k : order) {
    const analysis::MoveValue& m = d.moves[k];
    MoveLine line;
    line.move = k < moves.size() ? moves[k] : std::string("?");
    line.value = analysis::value_text(m);
    if (m.exact && m.has_paranoid) line.paranoid = signed_text(m.paranoid);
    line.best = std::find(d.best.begin(), d.best.end(), static_cast<int>(k)) != d.best.end();
    line.played = static_cast<int>(k) == d.played;
    s.moves.push_back(std::move(line));
  }
}

void add_call(HandEvaluation& ev, const analysis::CallDecision& d, const analysis::CallTexts& t) {
  if ((d.made < 0 && !d.missed) || d.best < 0 || t.moves.size() != d.calls.calls.size()) return;
  const auto position = static_cast<std::size_t>(d.step + 1);
  if (position >= ev.positions.size()) ev.positions.resize(position + 1);
  const std::vector<CallChoice>& calls = d.calls.calls;
  const CallChoice& best = calls[static_cast<std::size_t>(d.best)];
  const std::string& best_move = t.moves[static_cast<std::size_t>(d.best)];
  std::string summary;
  if (d.made >= 0) {
    const CallChoice& made = calls[static_cast<std::size_t>(d.made)];
    summary = "called: " + place(d.calls.shanten, d.calls.copies) + " -> " +
              place(made.shanten, made.copies);
    if (d.made != d.best)
      summary += "; best " + best_move + ": " + place(best.shanten, best.copies);
    else if (calls.size() > 1)
      summary += ": the best call";
    if (!d.glyph.empty()) summary += " " + d.glyph;
  } else {
    summary = "passed: kept " + place(d.calls.shanten, d.calls.copies) + "; " + best_move +
              " would leave " + place(best.shanten, best.copies);
  }
  StepEvaluation& s = ev.positions[position];
  if (!s.summary.empty() || !s.moves.empty()) {
    // The position has a decision of its own (a pass reviewed where another seat then moved).
    s.notes.push_back(summary);
    return;
  }
  s.seat = d.seat;
  s.summary = std::move(summary);
  s.verdict = d.made >= 0 ? verdict_of_glyph(d.glyph) : Verdict::best;
  const CallChoice* played = d.made >= 0 ? &calls[static_cast<std::size_t>(d.made)] : nullptr;
  s.shanten = played != nullptr ? played->shanten : d.calls.shanten;
  s.kept_most =
      played != nullptr && played->shanten == best.shanten && played->copies == best.copies;
  // The rows: each call, and last the hand as it stood (the pass), by the place they leave.
  const std::size_t n = calls.size();
  const auto rows = by_place(n + 1, [&](std::size_t k) {
    return k < n ? std::pair{calls[k].shanten, calls[k].copies}
                 : std::pair{d.calls.shanten, d.calls.copies};
  });
  const std::string seat = best_move.substr(0, best_move.find(' '));
  s.moves.clear();
  for (const std::size_t k : rows) {
    MoveLine line;
    if (k == n) {
      line.move = seat + " pass";
      line.value = place(d.calls.shanten, d.calls.copies);
      line.played = d.made < 0;
    } else {
      const CallChoice& c = calls[k];
      line.move = t.moves[k];
      line.value = place(c.shanten, c.copies);
      // Every call as good as the best (the same shanten and copies) is one of the best.
      line.best = c.shanten == best.shanten && c.copies == best.copies;
      line.played = static_cast<int>(k) == d.made;
      if (!t.discards[k].empty()) line.detail = "then " + t.discards[k];
      if (c.shanten == 0 && k < t.effective.size() && !t.effective[k].empty())
        line.detail += (line.detail.empty() ? "" : "; ") + analysis::waits_text(t.effective[k], {});
    }
    s.moves.push_back(std::move(line));
  }
}

HandEvaluation evaluate_hand(const analysis::HandReview& review, const analysis::ReviewTexts& texts,
                             int positions) {
  HandEvaluation ev = waiting_evaluation(positions);
  if (!review.analysed) {
    ev.state = HandEvaluation::State::skipped;
    ev.note = review.skipped;
    return ev;
  }
  ev.state = HandEvaluation::State::done;
  ev.note = review.note;
  for (StepEvaluation& s : ev.positions) s.verdict = Verdict::forced;
  for (std::size_t i = 0; i < review.decisions.size(); ++i)
    add_decision(
        ev, review.decisions[i],
        i < texts.moves.size() ? texts.moves[i] : std::vector<std::string>{},
        i < texts.effective.size() ? texts.effective[i] : std::vector<analysis::PieceTexts>{});
  for (std::size_t i = 0; i < review.calls.size() && i < texts.calls.size(); ++i)
    add_call(ev, review.calls[i], texts.calls[i]);
  ev.done = ev.total = static_cast<int>(review.decisions.size());
  return ev;
}

HandEvaluation evaluate_hand(const analysis::HandReview& review,
                             const std::vector<std::vector<std::string>>& moves, int positions) {
  analysis::ReviewTexts texts;
  texts.moves = moves;
  return evaluate_hand(review, texts, positions);
}

std::vector<int> mistake_positions(const HandEvaluation& ev) {
  std::vector<int> out;
  for (std::size_t p = 0; p < ev.positions.size(); ++p)
    if (is_mistake(ev.positions[p].verdict)) out.push_back(static_cast<int>(p));
  return out;
}

std::shared_ptr<const HandEvaluation> EvaluationStore::get(int hand) const {
  std::lock_guard lock(mutex_);
  auto it = hands_.find(hand);
  return it == hands_.end() ? nullptr : it->second;
}

void EvaluationStore::put(int hand, HandEvaluation ev) {
  auto shared = std::make_shared<const HandEvaluation>(std::move(ev));
  {
    std::lock_guard lock(mutex_);
    hands_[hand] = std::move(shared);
  }
  ++version_;
}

}  // namespace paipu::viewer
