// A hand after its first rules error: the repair suggestions written under that error, and each
// error met by assuming the likeliest reading of its line, so that the rest of the hand is still
// checked. The replay (replay.cpp) owns the hand's state; this keeps what the errors need.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "paipu/record.hpp"
#include "repair.hpp"
#include "resolve.hpp"

namespace paipu::detail {

class AfterError {
 public:
  // Resolves the hand's event lines once (the `result` line left out).
  AfterError(const Hand& hand, const Vocabulary& vocab, int seats);

  // The `help:` lines for the first error, met at Hand::events index `line` and reported at
  // `reported` (an earlier line when a later event proved it), under code `code`. Whether there
  // was one: then the rest of the hand has been checked under it and is valid. The search replays
  // at most `budget` candidate hands.
  bool suggest(std::size_t line, std::size_t reported, const std::string& code,
               const repair::HandFactory& factory, const std::optional<repair::Stated>& stated,
               std::size_t budget, const Sink& sink) const;

  // Goes past the failed line `line`: applies to `state` the reading under which most of the
  // following lines apply, and appends the applied events' lines to `applied`. False when no
  // reading lets play go on; the replay then stops checking the hand. At most `max_moves` legal
  // moves are tried in place of the line.
  bool go_on(std::size_t line, HandState& state, std::vector<int>& applied, std::size_t max_moves);

  // For an error at `line` after a reading was assumed: a note that it may be a consequence,
  // when its seat is one that an earlier error was about.
  void note_consequence(std::size_t line, SourcePos pos, const std::string& code, int step,
                        const Sink& sink) const;

 private:
  std::optional<std::string> as_edited(const Event& e, std::size_t line) const;
  std::string text(const Event& e, std::size_t line) const;
  std::string describe(const repair::Edit& e) const;

  const Hand& hand_;
  const Vocabulary& vocab_;
  int seats_;  // the table's: a seat letter changed stays at it
  std::vector<repair::Line> lines_;
  std::vector<std::size_t> position_;  // per Hand::events index: its place in lines_
  struct Past {
    int seat = -1;
    std::uint32_t line = 0;  // the source line
    std::string assumed;     // what the replay assumed there
  };
  std::vector<Past> errors_;
};

}  // namespace paipu::detail
