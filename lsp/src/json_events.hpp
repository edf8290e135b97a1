// Events written into a document in the JSON form by completion and quick fixes
// (json_completion.cpp, json_actions.cpp), laid out as the events near them are.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/lsp/json_spans.hpp"
#include "paipu/record.hpp"

namespace paipu::lsp::detail {

// How the events near a place are laid out: one to a line, or as `paipu convert --to json` writes
// them, a member to a line, indented.
struct Layout {
  bool multiline = false;
  std::string indent;  // of the line an event opens on
};

// The layout of `event` in `text` (one to a line for none).
Layout layout_of(std::string_view text, Span event);
// An event as the JSON form writes it: on one line, its members in the schema's order (seat,
// verb, args, …: docs/json.md), or as `paipu convert --to json` does, each line after the first
// indented by the layout's indent. `line`: the "line" member it keeps, when valid.
std::string event_json(EventLine e, const Layout& layout, SourcePos line = {});
// A string's contents as JSON writes them.
std::string escaped(const std::string& s);

// An event object being typed in a hand's "events", the cursor inside its braces
// (json_typed_event.cpp).
struct TypedEvent {
  Span whole;  // from its '{' to after its '}'; unclosed, to its last byte but blanks
  Span cut;    // `whole`, and a comma after it: the text the document is read without
  // A string typed as the value of its "seat" or "verb", or in its "args"; the one the cursor is
  // in only up to the cursor, as a prefix.
  struct Typed {
    std::string value;
    bool prefix = false;
  };
  std::optional<Typed> seat, verb;
  std::vector<Typed> args;
  // Whether `e` is what was typed, completed.
  bool admits(const EventLine& e) const;
};
// The event object at `cursor` (a byte offset of `text`), if it is in one of a hand's events.
std::optional<TypedEvent> typed_event_at(std::string_view text, std::size_t cursor);

}  // namespace paipu::lsp::detail
