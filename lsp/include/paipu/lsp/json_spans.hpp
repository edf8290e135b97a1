// Where each part of a document in the JSON form (docs/json.md) is in its text: the records, hands,
// events, tags and the strings inside them, as byte ranges. nlohmann/json keeps no positions, so
// the text is walked once more after it has parsed.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace paipu::lsp {

// Bytes [from, to) of the text; empty (from == to) where the document has no such part.
struct Span {
  std::size_t from = 0;
  std::size_t to = 0;
  bool empty() const { return from == to; }
  bool holds(std::size_t at) const { return from <= at && at < to; }
};

// A tag's object, and its "name" and "value" strings (quotes included).
struct TagSpans {
  Span whole, name, value;
};

struct EventSpans {
  Span whole, seat, verb;
  std::vector<Span> args;
};

struct HandSpans {
  Span whole, label;
  Span event_list;  // the "events" array, brackets included
  std::vector<TagSpans> tags;
  std::vector<EventSpans> events;
};

struct RecordSpans {
  Span whole;
  std::vector<TagSpans> tags;
  std::vector<HandSpans> hands;
};

// Whether `text` opens more than `limit` arrays or objects at once (outside strings): the server
// reads neither a message nor a JSON document nested deeper (no LSP message or paipu document
// nests a tenth as deep, and "[[[[…" 100 MB deep would have a parser build 100 million values).
bool nested_deeper_than(std::string_view text, int limit);

// The records of a document that nlohmann/json accepts and that is nested no deeper than 128: the
// elements of its "records" array, or of the array it is. Parts with other keys are left out;
// keys are compared as written (a key spelt with escapes is not found).
std::vector<RecordSpans> record_spans(std::string_view json_text);

}  // namespace paipu::lsp
