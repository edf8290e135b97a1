// Events written into a document in the JSON form by completion and quick fixes
// (json_completion.cpp, json_actions.cpp), laid out as the events near them are.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <string_view>

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

}  // namespace paipu::lsp::detail
