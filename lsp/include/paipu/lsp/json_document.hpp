// A document in the JSON form (docs/json.md), checked as the notation its records are written in:
// after an edit the JSON is read again, its records are written by the canonical writer, and the
// difference from the notation written before goes to a CheckedText as one edit, so that only the
// hands from the one the edit touches on are read and replayed again. Positions go between the two
// texts through the parts both have: a record, a hand, its label, a tag, an event, its seat, verb
// and arguments.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/lsp/checked_text.hpp"
#include "paipu/lsp/json_spans.hpp"
#include "paipu/lsp/lsp_diagnostics.hpp"
#include "paipu/lsp/positions.hpp"

namespace paipu::lsp {

// Whether an open document is in the JSON form: its language is "json", or its file ends in
// ".json".
bool is_json_form(std::string_view language, std::string_view path);

class JsonDocument {
 public:
  JsonDocument(const PluginHost& host, std::string file, std::string text,
               const ReplayContext& limits = {});

  // The JSON text as read: the client's, but that a '\r' that no '\n' follows (a line break to the
  // protocol) is a '\n', as in CheckedText::text(); the same bytes but for that. JSON takes either
  // as a blank between values, and neither inside a string.
  const std::string& text() const { return text_; }
  // The text as the client has it.
  const std::string& client_text() const { return client_; }
  // Replaces the bytes [from, to) of the client's text (offsets clamped) and checks it again.
  void edit(std::size_t from, std::size_t to, std::string_view with);
  void replace(std::string text) { edit(0, client_.size(), text); }

  // The records as notation, checked. While the text is not a paipu JSON document it holds the
  // records that were last read.
  const CheckedText& notation() const { return *notation_; }
  // Whether the text read as a document (its problems are then only those of records it skipped).
  bool readable() const { return readable_; }
  // Whether the records, the notation and the parts' places are of the text as it is now: it
  // reads, or it would read without the commas that only blanks separate from a ']' or '}' (an
  // element being added to an array), which are blanked for that. Only J001 is published then,
  // but completion can tell what is before the new element.
  bool current() const { return readable_ || lenient_; }
  // What reading the JSON found (J001), at positions of the JSON text.
  const Diagnostics& problems() const { return problems_; }
  const LineIndex& lines() const { return *json_lines_; }

  // The part of the JSON text that a position of the notation falls on (a tag, a seat, a verb, an
  // argument; else its event, hand or record), up to the end of the part's first line.
  Range range_of(Position in_notation) const;
  // Every "range" member of `value` (published diagnostics, locations) moved into the JSON text.
  void move_ranges(nlohmann::json& value) const;
  // All of the record or hand an item of the notation was written from.
  Range item_range(const CheckedItem& item) const;
  // The notation position of the part of an event at a JSON position (its argument, verb or seat,
  // else the line's start); nothing outside events or while the text does not read.
  std::optional<Position> notation_position(Position in_json) const;
  // The document as `paipu convert --to json` writes it; nothing while some record does not read.
  std::optional<std::string> canonical() const;

  // What a JSON position is in, for completion (while the text is current()).
  struct Spot {
    enum class Kind { none, new_event, seat, verb, arg, tag_name, tag_value };
    Kind kind = Kind::none;
    // The notation's hand (or, for a record's tag, its header); for a hand, one whose events
    // are those of the JSON (a string the notation reads otherwise leaves the spot none).
    const CheckedItem* item = nullptr;
    std::size_t event = 0;  // new_event: the events before it; seat, verb, arg: the event's index
    Span contents;          // a string's, between its quotes
    std::string tag;        // tag_value: the tag's name
  };
  Spot spot_at(Position in_json) const;

  // A hand of the JSON, as read, and its parts' places.
  struct HandPlace {
    const Hand* hand = nullptr;
    const HandSpans* spans = nullptr;
  };
  // The JSON hand a hand item of the notation was written from, when the notation read back the
  // same events (EventLine's ==: seat, verb, args, glyph, comments) and the same tags and label.
  std::optional<HandPlace> place_of(const CheckedItem& item) const;

 private:
  std::string file_;
  std::string client_;
  std::string text_;
  std::unique_ptr<CheckedText> notation_;
  std::unique_ptr<LineIndex> notation_lines_;  // of the notation's text
  std::unique_ptr<LineIndex> json_lines_;      // of text_
  std::vector<RecordSpans> spans_;
  // The JSON record each record of the notation was written from (records that do not read are
  // not written).
  std::vector<std::size_t> json_record_;
  std::vector<Record> records_;
  Diagnostics problems_;
  bool readable_ = false;
  bool whole_ = false;    // every record read
  bool lenient_ = false;  // read with trailing commas blanked (see current())

  void check();
  void problem(std::size_t at, const std::string& message);
  Range first_line_of(Span s) const;
  const CheckedItem* item_of(int record, int hand) const;
};

}  // namespace paipu::lsp
