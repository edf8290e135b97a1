// Events as a variant sees them: the record's text already resolved through the variant's
// vocabulary.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/source.hpp"

namespace paipu {

// What the tokens after a verb mean. One kind per verb keeps the notation predictable for people
// typing it.
enum class ArgKind : std::uint8_t {
  none,     // `E pass`
  pieces,   // `E play 天天九九`, `S pad **`; tokens are split into pieces by longest match
  numbers,  // `dice 3 5`
  words,    // `E declare 七枝牌`: one of the verb's keywords
};

struct VerbSpec {
  std::string name;                  // canonical spelling, lowercase ASCII
  std::vector<std::string> aliases;  // e.g. "墊" for "pad"
  bool seated = true;                // needs a seat before the verb
  ArgKind args = ArgKind::none;
  int min_args = 0;                   // counted in pieces / numbers / words after resolution
  int max_args = -1;                  // -1: no limit
  std::vector<std::string> keywords;  // for ArgKind::words
  std::string doc;
  // Whether the verb takes `count` arguments.
  bool takes(std::size_t count) const {
    return static_cast<int>(count) >= min_args &&
           (max_args < 0 || static_cast<int>(count) <= max_args);
  }
};

struct Event {
  int seat = -1;                // 0..seats-1, or -1 for an unseated verb
  int verb = -1;                // index into VariantInfo::verbs
  std::vector<PieceId> pieces;  // kUnknownPiece where the record has `*`
  std::vector<long long> numbers;
  std::vector<std::string> words;
  friend bool operator==(const Event&, const Event&) = default;
};

// What applying one event produced. A problem names the piece it is about (index into
// Event::pieces) so the diagnostic can point at that piece's column.
//
// Some errors are proven only by a later event: a revoke becomes certain when the withheld card
// appears. Such a problem names the earlier event it belongs to (`step`, an index among the hand's
// applied events); the host reports it at that event's line, with a note at the line that proved
// it. `piece` then indexes that earlier event's pieces.
//
// A problem may also name earlier events that explain it (`related`): where the other copies of a
// piece were placed, for instance. The host names their lines in the message and writes each
// reference's `note` as a note at its line.
struct Reference {
  // An index among the hand's applied events, as Problem::step, or the index the event being
  // applied will take: a note there, for a problem a later event proves, replaces the host's own
  // "this event proves …" note.
  int step = -1;
  int piece = -1;      // index into that event's pieces, -1 for the verb
  std::string note{};  // "S was dealt 天 here"
};

struct Problem {
  Severity severity = Severity::error;
  std::string code;
  std::string message;
  int piece = -1;
  int step = -1;  // -1: the event being applied
  std::vector<Reference> related{};
};

struct Outcome {
  std::vector<Problem> problems;
  std::vector<std::string> notes;  // rule events for the viewer and replay: "N wins trick 3 (2 棟)"
  bool ok() const {
    for (const auto& p : problems)
      if (p.severity == Severity::error) return false;
    return true;
  }
};

}  // namespace paipu
