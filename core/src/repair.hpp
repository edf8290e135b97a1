// What the validator does after a rules error in a hand, for any variant, through the HandState
// interface alone (apply, clone, visit_legal_moves):
//   - recover(): the likeliest reading of the failing line (a legal move close to what is written,
//     the line left out, or a missing line put before it), so that the replay goes on and later,
//     independent errors are reported too;
//   - suggest(): small edits that make the whole hand valid to its end and agree with its stated
//     result, ranked, for the `help:` lines under the first error.
// Both run only after an error: validating a valid hand never gets here.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "paipu/variant.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::repair {

// One event line of a hand (the `result` line left out), resolved: `event` is empty when the line
// does not resolve (an unknown verb or piece).
struct Line {
  int index = -1;  // into Hand::events
  std::optional<Event> event;
  // For a line that does not resolve: what it reads as with another verb (`S play` followed by a
  // whole deal was meant as `S deal`).
  std::vector<Event> readings;
};

struct Edit {
  enum class Kind { replace, remove, insert, swap };
  Kind kind = Kind::replace;
  std::size_t at = 0;  // position in the Line list: the line replaced, removed, inserted before, or
                       // swapped with the next
  Event event;         // replace and insert: the event written instead / put before
  int cost = 0;        // lower is likelier; compares edits of one hand only
};

// The edit at position `at` (whose line just failed on `before`) under which the most of the
// following lines apply; ties go to the edit closest to what is written. Nothing when no edit
// lets even the next line apply, unless `at` is the last line. At most `max_moves` legal moves
// (and never more than 512) are tried in place of the line.
std::optional<Edit> recover(const HandState& before, const std::vector<Line>& lines, std::size_t at,
                            std::size_t max_moves);

// How a candidate hand is started and settled, so that suggest() can check a whole hand and its
// stated result without knowing the match around it.
struct HandFactory {
  std::function<std::unique_ptr<HandState>()> begin;  // a fresh hand, as the record's was
  // The computed deltas of a finished hand (one per seat).
  std::function<std::vector<long long>(const HandState&)> settle;
};

struct Stated {
  std::vector<long long> deltas;
  std::vector<bool> given;
};

// Single edits that make every line apply and, when the hand states a result, finish with that
// result. `at` is the position that failed; `focus` (at or before it) the one the error was
// reported at: a problem proven later belongs to an earlier line. Edits are tried near both and on
// earlier lines of the seat at fault; the nearest to `focus` rank first. At most `limit`. The
// search is bounded: it gives up (returning what it has) after `budget` candidate hands. A changed
// seat letter is one of the table's `seats`.
std::vector<Edit> suggest(const HandFactory& factory, const std::vector<Line>& lines,
                          std::size_t at, std::size_t focus, const std::optional<Stated>& stated,
                          const Vocabulary& vocab, int seats, std::size_t budget,
                          std::size_t limit = 2);

}  // namespace paipu::repair
