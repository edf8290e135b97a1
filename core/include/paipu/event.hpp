/// @file
/// Events as a variant sees them: the record's text already resolved through the variant's
/// vocabulary.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/source.hpp"

namespace paipu {

/// What the tokens after a verb mean. One kind per verb keeps the notation predictable for people
/// typing it.
enum class ArgKind : std::uint8_t {
  none,     ///< `E pass`
  pieces,   ///< `E play 天天九九`, `S pad **`; tokens are split into pieces by longest match
  numbers,  ///< `dice 3 5`
  words,    ///< `E declare 七枝牌`: one of the verb's keywords
};

/// A verb of the variant's notation (`play`, `deal`, `declare` …) and what follows it.
struct VerbSpec {
  std::string name;                   ///< canonical spelling, lowercase ASCII
  std::vector<std::string> aliases;   ///< e.g. "墊" for "pad"
  bool seated = true;                 ///< needs a seat before the verb
  ArgKind args = ArgKind::none;       ///< what the tokens after the verb are
  int min_args = 0;                   ///< counted in pieces / numbers / words after resolution
  int max_args = -1;                  ///< -1: no limit
  std::vector<std::string> keywords;  ///< for ArgKind::words
  std::string doc;  ///< one line for `paipu plugins --pieces` and the docs: what the verb records
  /// Whether the verb takes `count` arguments.
  bool takes(std::size_t count) const {
    return static_cast<int>(count) >= min_args &&
           (max_args < 0 || static_cast<int>(count) <= max_args);
  }
};

/// One line of a hand, resolved: who did what with which pieces, numbers or words.
struct Event {
  int seat = -1;                   ///< 0..seats-1, or -1 for an unseated verb
  int verb = -1;                   ///< index into VariantInfo::verbs
  std::vector<PieceId> pieces;     ///< kUnknownPiece where the record has `*`
  std::vector<long long> numbers;  ///< the arguments of an ArgKind::numbers verb
  /// the arguments of an ArgKind::words verb, each one of VerbSpec::keywords
  std::vector<std::string> words;
  /// Field by field.
  friend bool operator==(const Event&, const Event&) = default;
};

/// What applying one event produced. A problem names the piece it is about (index into
/// Event::pieces) so the diagnostic can point at that piece's column.
///
/// Some errors are proven only by a later event: a revoke becomes certain when the withheld card
/// appears. Such a problem names the earlier event it belongs to (`step`, an index among the hand's
/// applied events); the host reports it at that event's line, with a note at the line that proved
/// it. `piece` then indexes that earlier event's pieces.
///
/// A problem may also name earlier events that explain it (`related`): where the other copies of a
/// piece were placed, for instance. The host names their lines in the message and writes each
/// reference's `note` as a note at its line.
struct Reference {
  /// An index among the hand's applied events, as Problem::step, or the index the event being
  /// applied will take: a note there, for a problem a later event proves, replaces the host's own
  /// "this event proves …" note.
  int step = -1;
  int piece = -1;      ///< index into that event's pieces, -1 for the verb
  std::string note{};  ///< "S was dealt 天 here"
};

/// A rule problem a variant found in an event; the host turns it into a Diagnostic at the event's
/// line.
struct Problem {
  /// an error rejects the event; a warning or note keeps it (never `help`: that is the host's)
  Severity severity = Severity::error;
  /// the stable code, the variant's letter and three digits ("Q104"): docs/plugins.md lists the
  /// letters taken
  std::string code;
  /// one sentence, in a player's words: what was expected, what was found, what to do
  std::string message;
  /// index into the event's pieces (Event::pieces, or that of `step`), -1 for the whole event
  int piece = -1;
  int step = -1;  ///< -1: the event being applied
  /// earlier events that explain the problem; the host names their lines
  std::vector<Reference> related{};
};

/// What HandState::apply returns: the problems of the event and the rule events it caused.
struct Outcome {
  std::vector<Problem> problems;  ///< empty when the event was applied cleanly
  /// Rule events for the viewer and replay: "N wins trick 3 (2 棟)".
  std::vector<std::string> notes;
  /// No problem is an error, so the event was applied. After an error the hand is unchanged.
  bool ok() const {
    for (const auto& p : problems)
      if (p.severity == Severity::error) return false;
    return true;
  }
};

}  // namespace paipu
