// What the analysis says of a hand, as the viewer, `paipu render` and the replay page show it:
// for every position a verdict (the strip's mark along the timeline) and, at a decision, the
// moves with their values, best first, the played one marked, and what it lost (the panel). It is
// made once from the analysis's review (docs/analysis.md, analysis::HandReview) and only drawn
// after that. The store hands the window's evaluations from the thread that computes them to the
// thread that draws them. No SFML here.
#pragma once

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "paipu/analysis/review.hpp"
#include "paipu/analysis/texts.hpp"
#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer {

// One position's mark on the strip, from the least to the most to say.
enum class Verdict : std::uint8_t {
  pending,   // not valued yet (the hand is waiting or being searched), or not analysed
  forced,    // not a decision: chance (the deal), one move only, or another seat's (--seat)
  unsolved,  // a decision whose played move the budget left without a value
  best,      // the played move lost nothing
  dubious,   // ?!
  mistake,   // ?
  blunder,   // ??
};

// The glyph a verdict stands for ("?!", "?", "??"), empty for the others.
const char* verdict_glyph(Verdict v);
// Its colour on the strip and in the panel.
Rgb verdict_colour(Verdict v);
// What a verdict is called in the help and the page's legend: "not analysed", "no decision" …
const char* verdict_name(Verdict v);
inline bool is_mistake(Verdict v) {
  return v >= Verdict::dubious;
}

// How a position reads in the analysis strip, the one layout every renderer draws (the window's
// and `paipu render`'s mark under the timeline, the page's step button's lower edge): a bar up
// from the row's bottom, `fill` of the row's height, in `colour`; or, `outline`, the colour's
// outline over the whole row. A trick game's decision fills the row in its verdict's colour, a
// position that is no decision a quarter of it. A mahjong discard's height is its shanten
// (ready the whole row, a quarter less a shanten, a quarter from 3 up) and its colour the
// verdict's, except that a discard without a glyph that kept fewer effective copies than the best
// is kKeptFewer, not the best move's green.
struct StripCell {
  float fill = 1;
  Rgb colour;
  bool outline = false;
};
inline constexpr Rgb kKeptFewer{150, 170, 120};
struct StepEvaluation;
// The cell of one position.
StripCell strip_cell(const StepEvaluation& s);
// The share of the row a discard leaving `shanten` fills.
float shanten_fill(int shanten);

// One move at a decision, as the panel lists it.
struct MoveLine {
  std::string move;      // "E play 天天"
  std::string value;     // "+8"; "unsolved" when the budget ran out
  std::string paranoid;  // the value if every other seat plays against the mover, or empty
  bool best = false;     // among the best exact moves
  bool played = false;
  // A second line under the row: a ready discard's waits with their points ("worth 32 on 5p, 14
  // on 東 白"), a call's discard after it and its waits ("then S discard 2s; waits on 9m 白").
  std::string detail;
};

struct StepEvaluation {
  Verdict verdict = Verdict::pending;
  int seat = -1;  // the mover, at a decision
  // "played −3; best +7: lost 10". An inexact best is "at least", and so is the loss against it.
  std::string summary;
  std::vector<MoveLine> moves;  // exact ones by value, best first; unsolved ones last
  // At a discard (mahjong): the mover's shanten after the discard played (0 ready), and whether it
  // was among the best (the lowest shanten, and the most effective copies at it); -1 elsewhere.
  int shanten = -1;
  bool kept_most = false;
  // Lines after the moves: a pass that a call would have bettered where the position has a
  // decision of its own ("passed: kept 1-shanten, 17 tiles; W pon 9p 9p 9p would leave …").
  std::vector<std::string> notes;
};

struct HandEvaluation {
  enum class State : std::uint8_t { waiting, running, done, skipped };
  State state = State::waiting;
  std::string note;         // skipped: why; done: what was left out (the auction, the burial)
  int done = 0, total = 0;  // decisions valued so far, of how many
  std::vector<StepEvaluation> positions;  // by position; position 0, the start, is no decision
  // The position's evaluation; a pending one past the end.
  const StepEvaluation& at(int position) const;
  // A line for the panel: "analysing: 5 of 21 decisions", "skipped: the deal is not fully known".
  std::string status() const;
};

// A hand of `positions` positions whose analysis has not started: every position pending.
HandEvaluation waiting_evaluation(int positions);
// Writes one valued decision in (as ReviewOptions::progress tells of it); `moves` is its moves'
// text, in the order of decision.moves, and `effective` a discard decision's rows' effective
// pieces.
void add_decision(HandEvaluation& ev, const analysis::Decision& d,
                  const std::vector<std::string>& moves,
                  const std::vector<analysis::PieceTexts>& effective = {});
// Writes one call decision in (docs/analysis.md, "Calls"): a call made becomes its position's
// decision, its verdict the call's glyph, its rows the hand as it stood ("S pass") and each call,
// best first, with the shanten the call left for the strip; a pass that a call would have bettered
// becomes the decision of the position that moved on, a verdict without a glyph that kept fewer
// (kKeptFewer on the strip), or a note where that position has a decision of its own. Other
// passes are not shown.
void add_call(HandEvaluation& ev, const analysis::CallDecision& d, const analysis::CallTexts& t);
// The whole review of a hand of `positions` positions, its decisions and its calls, with their
// texts. Every position that is not a decision becomes `forced`; a skipped hand stays pending.
HandEvaluation evaluate_hand(const analysis::HandReview& review, const analysis::ReviewTexts& texts,
                             int positions);
// The same with only the moves' texts (a trick game's review: no pieces, no calls).
HandEvaluation evaluate_hand(const analysis::HandReview& review,
                             const std::vector<std::vector<std::string>>& moves, int positions);

// The positions n / N stop at: those whose verdict is a mistake.
std::vector<int> mistake_positions(const HandEvaluation& ev);

// The evaluations of a document's hands by hand index, filled by whoever computes them (the
// window's background thread, or the command before it draws) and read by the navigator. Each
// evaluation is shared as an immutable snapshot: the writer replaces it, never changes it.
class EvaluationStore {
 public:
  std::shared_ptr<const HandEvaluation> get(int hand) const;
  void put(int hand, HandEvaluation ev);
  // Bumped by every put: the window redraws when it moved.
  std::uint64_t version() const { return version_.load(); }
  // The hand on screen, which the background analysis takes next (−1: none asked for).
  void want(int hand) { wanted_.store(hand); }
  int wanted() const { return wanted_.load(); }

 private:
  mutable std::mutex mutex_;
  std::map<int, std::shared_ptr<const HandEvaluation>> hands_;
  std::atomic<std::uint64_t> version_{0};
  std::atomic<int> wanted_{-1};
};

}  // namespace paipu::viewer
