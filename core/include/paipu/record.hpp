// The record AST: what the notation says, before any variant gives it meaning.
// The parser fills it, the writer and the JSON form print it, and the replay resolves it through a
// variant's vocabulary. Nothing here knows a game rule.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "paipu/source.hpp"

namespace paipu {

struct Tag {
  std::string name;
  std::string value;
  SourcePos pos;
  friend bool operator==(const Tag& a, const Tag& b) {
    return a.name == b.name && a.value == b.value;
  }
};

// `{...}` comments and `; ...` line comments. Both are kept so the writer can round-trip them.
struct Comment {
  std::string text;
  bool line = false;  // true for `;` comments
  friend bool operator==(const Comment& a, const Comment& b) {
    return a.text == b.text && a.line == b.line;
  }
};

// One whitespace-separated argument of an event, as written. Its meaning (pieces, a number, a
// keyword) is decided later by the variant's verb table.
struct Token {
  std::string text;
  SourcePos pos;
  friend bool operator==(const Token& a, const Token& b) { return a.text == b.text; }
};

// One line of play: `[SEAT] VERB ARG... [GLYPH] [{comment}...]`.
struct EventLine {
  std::string seat;  // "E", "S", "W", "N" or empty when the verb takes no seat
  std::string verb;
  std::vector<Token> args;
  std::string glyph;  // one of ! ? !! ?? !? ?! or empty
  std::vector<Comment> comments;
  SourcePos pos;  // of the first token of the line
  SourcePos verb_pos;
  friend bool operator==(const EventLine& a, const EventLine& b) {
    return a.seat == b.seat && a.verb == b.verb && a.args == b.args && a.glyph == b.glyph &&
           a.comments == b.comments;
  }
};

struct Hand {
  std::string label;  // the text after `hand`, usually its number; may be empty
  std::vector<Tag> tags;
  std::vector<Comment> comments;  // comments before the first event
  std::vector<EventLine> events;
  SourcePos pos;
  friend bool operator==(const Hand& a, const Hand& b) {
    return a.label == b.label && a.tags == b.tags && a.comments == b.comments &&
           a.events == b.events;
  }
};

struct Record {
  std::vector<Tag> tags;
  std::vector<Comment> comments;  // comments among the record's tags
  std::vector<Hand> hands;
  SourcePos pos;
  friend bool operator==(const Record& a, const Record& b) {
    return a.tags == b.tags && a.comments == b.comments && a.hands == b.hands;
  }
  const Tag* find_tag(std::string_view name) const;
  std::string tag_or(std::string_view name, std::string_view fallback) const;
};

}  // namespace paipu
