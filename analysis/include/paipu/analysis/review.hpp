// The review of a recorded hand: at every decision (a seat to move with more than one distinct
// move), the value of each move under perfect play, the best, the move played and what it lost,
// and a glyph by the thresholds below. What `paipu analyze` prints and writes into a record.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "paipu/analysis/solver.hpp"
#include "paipu/replay.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::analysis {

// Points lost at which a move earns a glyph; documented in docs/analysis.md.
struct Thresholds {
  long long dubious = 1;  // ?!
  long long mistake = 2;  // ?
  long long blunder = 4;  // ??
  // A discard (mahjong) that keeps the lowest shanten but gives up more than this share of the
  // most effective copies any such discard keeps earns ?!; one that raises the shanten earns ?,
  // by two or more ??.
  double effective_share = 0.25;
};

struct Decision;

// Where the deal is not fully known (docs/analysis.md, "Estimates"): how many deals to draw for
// each decision; 0 skips such a hand, as exact search cannot value it.
struct SampleOptions {
  int deals = 0;
  std::uint64_t seed = 1;
  // Draws tried for each deal wanted before the decision is given up: a draw the rules refuse
  // (a seat that could not have played as it did with those pieces) is thrown away.
  int tries = 200;
};

struct ReviewOptions {
  Budget budget;
  Thresholds thresholds;
  SampleOptions sample;
  int seat = -1;         // only this seat's decisions; -1: every seat's
  bool paranoid = true;  // also the paranoid values in an individual game
  // A decision with more legal moves is left out, and the note says so (三打哈's burial offers
  // millions of ways).
  int most_moves = 1000;
  // Asked before each decision is valued: true stops the review there (a window closing), and
  // the hand comes back not analysed, skipped "stopped".
  std::function<bool()> stop;
  // Told of each decision as soon as it is valued (the last first), with how many of the hand's
  // decisions are done: a viewer fills its strip in while the hand is searched.
  std::function<void(const Decision&, int done, int total)> progress;
};

struct Decision {
  int step = -1;        // index among the hand's applied steps
  int line_index = -1;  // index into Hand::events
  int seat = -1;
  std::vector<MoveValue> moves;  // the plugin's order, equivalent moves merged
  int played = -1;               // index into moves, -1 when the played move was not found
  std::vector<int> best;         // indices into moves of the best exact moves
  // Every move solved, or proven by its bound to be worth no more than the best solved one: the
  // best and the loss are exact.
  bool exact = false;
  long long best_value = 0;
  long long played_value = 0;
  long long loss = 0;  // best_value - played_value, when exact
  std::string glyph;   // "?!", "?", "??" or empty
  // An estimate (SampleOptions): the deals averaged, and the means behind best_value and loss
  // (which hold them rounded). Such a decision is never exact.
  int deals = 0;
  double best_mean = 0;
  double mean_loss = 0;
  // A discard decision (a mahjong hand, HandState::review_discards): one row per distinct discard,
  // `moves` empty. `played` and `best` then index the rows; the best keep the lowest shanten and,
  // among those, the most effective copies; a value is a row's copies when it keeps the lowest
  // shanten and 0 when not, so the loss is the copies given up.
  std::vector<DiscardChoice> discards;
  int shanten = 0;  // the hand before the discard
};

// A seat that could call a discard (a mahjong hand, HandState::review_claim): its hand as it stood,
// each call open to it with where it leads, and the one it made. A pass is reviewed only when no
// seat took the discard: a call beaten by another seat's claim leaves no trace in the record.
struct CallDecision {
  int step = -1;        // the step that took the discard, or that followed it uncalled
  int line_index = -1;  // the call's line, or the discard's when the seat let it pass
  int seat = -1;
  SeatCalls calls;  // the plugin's rows: the hand as it stood, then each call
  int made = -1;    // index into calls.calls of the call made, -1 for a pass
  int best = -1;    // the call leaving the lowest shanten, then the most copies
  // For a call made: "??" when it raised the shanten by two or more, "?" by one or when another
  // call left a lower shanten, "?!" when it kept the shanten but gave up more than
  // Thresholds::effective_share of the copies (of the hand as it stood, or of the best call).
  // A pass gets none: the line is another seat's.
  std::string glyph;
  // A pass worth a comment: a call would have lowered the shanten.
  bool missed = false;
};

// The glyph a call made earns (its rows, made and best set).
std::string call_glyph(const CallDecision& d, const Thresholds& t);

struct HandReview {
  bool analysed = false;
  std::string skipped;  // why the hand was not analysed
  std::string note;     // what was left out (the auction, …)
  std::vector<Decision> decisions;
  std::vector<CallDecision> calls;  // a mahjong hand's calls made and passed, in step order
  Stats stats;
  double seconds = 0;
};

// A move's value as a player reads it: "+5" when exact; a bound ("≥ +3", "≤ +5", "+3 to +5")
// when the budget ran out, "(side)" after a bound on a side's total; "unsolved" with no bound.
std::string value_text(const MoveValue& m);

// The glyph a loss earns.
std::string glyph_for(long long loss, const Thresholds& t);
std::string glyph_for(double loss, const Thresholds& t);

// The best value as a player reads it: "+5", "at least +5", "+4.25 (mean of 20 deals)".
std::string best_value_text(const Decision& d);
// A decision's choices, whichever kind it is: its moves, or its discard rows (the first move of
// each). `played` and `best` index them.
int choice_count(const Decision& d);
const Event& choice_move(const Decision& d, int k);

// The glyph a discard decision earns (its rows, played and best set).
std::string discard_glyph(const Decision& d, const Thresholds& t);

// Reviews one replayed hand. `match_at_start` is the match after begin_hand for this hand;
// `states` holds the state before each step and after the last (MatchReplay::play's states).
HandReview review_hand(const MatchState& match_at_start,
                       const std::vector<std::unique_ptr<HandState>>& states,
                       const std::vector<Step>& steps, const ReviewOptions& options);

// Reviews a hand that MatchReplay::play has just replayed with its states: `before` is the match
// as it stood before the hand (MatchReplay::save()). A hand that broke a rule or did not reach its
// end is skipped, with the reason. What `paipu analyze` and `paipu import --analyze` both run.
HandReview review_played_hand(const Variant& variant, const MatchState& before, const Hand& hand,
                              const HandResult& result,
                              const std::vector<std::unique_ptr<HandState>>& states,
                              const ReviewOptions& options);

// A move as a record spells it ("E play 天天"), in `style`.
std::string move_text(const Vocabulary& vocab, const Event& e, PieceStyle style);
// The spelling of pieces a record line uses: ASCII codes or CJK.
PieceStyle style_of(const EventLine& line);

}  // namespace paipu::analysis
