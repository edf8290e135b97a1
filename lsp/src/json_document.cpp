#include "paipu/lsp/json_document.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>

#include "paipu/lsp/hand_view.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/write.hpp"
#include "request_helpers.hpp"

namespace paipu::lsp {

namespace {

using json = nlohmann::json;

// As deep as a document may nest (a paipu document nests five deep).
constexpr int kMaxDepth = 128;

bool ends_with_json(std::string_view path) {
  if (path.size() < 5) return false;
  std::string tail(path.substr(path.size() - 5));
  std::transform(tail.begin(), tail.end(), tail.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return tail == ".json";
}

// The index after `lead` at the start of `message` ("hands[3]: …" gives 3).
std::optional<std::size_t> index_after(std::string_view message, std::string_view lead) {
  if (!message.starts_with(lead)) return std::nullopt;
  std::size_t n = 0;
  const char* from = message.data() + lead.size();
  const auto [end, ec] = std::from_chars(from, message.data() + message.size(), n);
  if (ec != std::errc() || end == from) return std::nullopt;
  return n;
}

// A position of a text by its lines: 1-based line and character, as the validator counts.
SourcePos source_pos(const LineIndex& lines, std::size_t offset) {
  const Position p = lines.position(offset);
  const std::string_view line = lines.line(p.line);
  return {p.line + 1, code_points(line.substr(0, byte_of_utf16(line, p.character))) + 1};
}

// Blanks each comma that only blanks separate from a ']' or '}' (outside strings): the text an
// element is being added to ("[{…},\n|\n]") as it was before the comma, at the same offsets.
bool blank_trailing_commas(std::string& text) {
  bool blanked = false;
  std::size_t comma = std::string::npos;  // the last comma outside a string, blanks since
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"') {
      comma = std::string::npos;
      for (++i; i < text.size() && text[i] != '"'; ++i)
        if (text[i] == '\\') ++i;
    } else if (c == ',') {
      comma = i;
    } else if ((c == ']' || c == '}') && comma != std::string::npos) {
      text[comma] = ' ';
      blanked = true;
      comma = std::string::npos;
    } else if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
      comma = std::string::npos;
    }
  }
  return blanked;
}

}  // namespace

bool is_json_form(std::string_view language, std::string_view path) {
  return language == "json" || ends_with_json(path);
}

JsonDocument::JsonDocument(const PluginHost& host, std::string file, std::string text,
                           const ReplayContext& limits)
    : file_(std::move(file)),
      client_(std::move(text)),
      notation_(std::make_unique<CheckedText>(host, file_, std::string(), limits)),
      notation_lines_(std::make_unique<LineIndex>(notation_->text())) {
  check();
}

void JsonDocument::edit(std::size_t from, std::size_t to, std::string_view with) {
  from = std::min(from, client_.size());
  to = std::clamp(to, from, client_.size());
  client_.replace(from, to - from, with);
  check();
}

void JsonDocument::problem(std::size_t at, const std::string& message) {
  Diagnostic d;
  d.code = "J001";
  d.message = "not a paipu JSON document: " + message;
  d.file = file_;
  d.pos = source_pos(*json_lines_, at);
  problems_.push_back(std::move(d));
}

void JsonDocument::check() {
  // The whole text is parsed again after every edit, so it is written again whole too.
  text_ = client_;
  for (std::size_t i = text_.find('\r'); i != std::string::npos; i = text_.find('\r', i + 1))
    if (i + 1 == text_.size() || text_[i + 1] != '\n') text_[i] = '\n';
  problems_.clear();
  json_lines_ = std::make_unique<LineIndex>(text_);
  readable_ = whole_ = lenient_ = false;
  json doc;
  if (std::optional<Diagnostic> big = too_large(text_, file_)) {
    problems_.push_back(std::move(*big));
    return;
  }
  if (nested_deeper_than(text_, kMaxDepth)) {
    problem(0, "nested more than " + std::to_string(kMaxDepth) + " deep");
    return;
  }
  std::string lenient;
  try {
    doc = json::parse(text_);
  } catch (const json::parse_error& e) {
    // nlohmann counts the byte it stopped at from 1.
    problem(e.byte > 0 ? e.byte - 1 : 0, e.what());
    // While an element is being added to an array its comma makes the text no JSON; completion
    // there wants the records as they are, so they are read without the comma (J001 alone is
    // still all that is published).
    lenient = text_;
    if (!blank_trailing_commas(lenient)) return;
    try {
      doc = json::parse(lenient);
    } catch (const json::parse_error&) {
      return;
    }
    lenient_ = true;
  }
  const json* list = doc.is_array() ? &doc : nullptr;
  if (!list && doc.is_object() && doc.contains("records") && doc["records"].is_array())
    list = &doc["records"];
  if (!list) {
    if (!lenient_) problem(0, "neither an object with a \"records\" array nor an array of records");
    lenient_ = false;
    return;
  }
  readable_ = !lenient_;
  spans_ = record_spans(lenient_ ? lenient : text_);
  records_.clear();
  json_record_.clear();
  for (std::size_t i = 0; i < list->size(); ++i) {
    try {
      records_.push_back(notation::record_from_json((*list)[i]));
      json_record_.push_back(i);
    } catch (const std::exception& e) {
      // Where: the hand the message names, else the record.
      const std::string what = e.what();
      Span at = i < spans_.size() ? spans_[i].whole : Span{};
      if (const auto h = index_after(what, "hands[");
          h && i < spans_.size() && *h < spans_[i].hands.size())
        at = spans_[i].hands[*h].whole;
      if (!lenient_) problem(at.from, "records[" + std::to_string(i) + "]: " + what);
    }
  }
  whole_ = json_record_.size() == list->size();
  // The notation's text changes where the records changed: one edit, from the first byte that
  // differs to the last.
  const std::string written = notation::to_text(records_);
  const std::string& old = notation_->text();
  const auto [head, tail] = detail::common_ends(old, written);
  if (head != old.size() || head != written.size())
    notation_->edit(head, old.size() - tail,
                    std::string_view(written).substr(head, written.size() - tail - head));
  notation_lines_ = std::make_unique<LineIndex>(notation_->text());
}

Range JsonDocument::first_line_of(Span s) const {
  const Position start = json_lines_->position(s.from);
  std::size_t to = s.to;
  const std::size_t nl = std::string_view(text_).find('\n', s.from);
  if (nl != std::string_view::npos) to = std::min(to, nl);
  return {start, json_lines_->position(std::max(to, s.from))};
}

Range JsonDocument::range_of(Position in_notation) const {
  const CheckedItem* item = item_at(*notation_, in_notation.line + 1);
  if (!readable_ || !item || item->item.record < 0 ||
      static_cast<std::size_t>(item->item.record) >= json_record_.size())
    return {};
  const std::size_t r = json_record_[static_cast<std::size_t>(item->item.record)];
  if (r >= spans_.size()) return {};
  const RecordSpans& rs = spans_[r];
  const auto own =
      static_cast<std::uint32_t>(static_cast<int>(in_notation.line + 1) - item->shift());
  const std::string_view line = notation_lines_->line(in_notation.line);
  const std::uint32_t col =
      code_points(line.substr(0, byte_of_utf16(line, in_notation.character))) + 1;
  const auto tag_on_line = [own](const std::vector<Tag>& tags, const std::vector<TagSpans>& spans,
                                 Span& at) {
    for (std::size_t t = 0; t < tags.size() && t < spans.size(); ++t)
      if (tags[t].pos.line == own) at = spans[t].whole;
  };
  Span at = rs.whole;
  if (item->item.kind == notation::Item::Kind::record) {
    tag_on_line(item->item.header.tags, rs.tags, at);
    return first_line_of(at);
  }
  const auto h = static_cast<std::size_t>(item->item.hand);
  if (h >= rs.hands.size()) return first_line_of(at);
  const HandSpans& hs = rs.hands[h];
  const Hand& hand = item->item.body;
  at = hs.whole;
  if (!item->item.ok) return first_line_of(at);
  if (hand.pos.line == own && !hs.label.empty()) at = hs.label;
  tag_on_line(hand.tags, hs.tags, at);
  for (std::size_t e = 0; e < hand.events.size() && e < hs.events.size(); ++e) {
    const EventLine& ev = hand.events[e];
    if (ev.pos.line != own) continue;
    const EventSpans& es = hs.events[e];
    // The last part of the line that starts at or before the column.
    at = es.verb.empty() ? es.whole : es.verb;
    std::uint32_t best = 0;
    const auto consider = [&](SourcePos p, Span s) {
      if (!s.empty() && p.line == own && p.col <= col && p.col >= best) {
        best = p.col;
        at = s;
      }
    };
    if (!ev.seat.empty()) consider(ev.pos, es.seat);
    consider(ev.verb_pos, es.verb);
    for (std::size_t k = 0; k < ev.args.size() && k < es.args.size(); ++k)
      consider(ev.args[k].pos, es.args[k]);
  }
  return first_line_of(at);
}

void JsonDocument::move_ranges(json& value) const {
  if (value.is_array()) {
    for (json& v : value) move_ranges(v);
    return;
  }
  if (!value.is_object()) return;
  for (auto& [key, v] : value.items()) {
    if (key == "range" && v.is_object() && v.contains("start")) {
      const json& s = v["start"];
      v = to_json(range_of({s.value("line", 0u), s.value("character", 0u)}));
    } else {
      move_ranges(v);
    }
  }
}

Range JsonDocument::item_range(const CheckedItem& item) const {
  if (item.item.record < 0 || static_cast<std::size_t>(item.item.record) >= json_record_.size())
    return {};
  const std::size_t r = json_record_[static_cast<std::size_t>(item.item.record)];
  if (r >= spans_.size()) return {};
  Span s = spans_[r].whole;
  if (item.item.kind == notation::Item::Kind::hand &&
      static_cast<std::size_t>(item.item.hand) < spans_[r].hands.size())
    s = spans_[r].hands[static_cast<std::size_t>(item.item.hand)].whole;
  return {json_lines_->position(s.from), json_lines_->position(s.to)};
}

const CheckedItem* JsonDocument::item_of(int record, int hand) const {
  const auto& items = notation_->items();
  const auto it = std::lower_bound(items.begin(), items.end(), std::pair(record, hand),
                                   [](const CheckedItem& c, std::pair<int, int> at) {
                                     return std::pair(c.item.record, c.item.hand) < at;
                                   });
  if (it == items.end() || it->item.record != record || it->item.hand != hand) return nullptr;
  return &*it;
}

std::optional<Position> JsonDocument::notation_position(Position in_json) const {
  if (!readable_) return std::nullopt;
  const std::size_t at = json_lines_->offset(in_json);
  const auto holds = [at](Span s) { return s.from <= at && at <= s.to && !s.empty(); };
  for (std::size_t n = 0; n < json_record_.size(); ++n) {
    const std::size_t r = json_record_[n];
    if (r >= spans_.size() || !holds(spans_[r].whole)) continue;
    for (std::size_t h = 0; h < spans_[r].hands.size(); ++h) {
      const HandSpans& hs = spans_[r].hands[h];
      if (!holds(hs.whole)) continue;
      const CheckedItem* item = item_of(static_cast<int>(n), static_cast<int>(h));
      if (!item || !item->item.ok) return std::nullopt;
      const auto& events = item->item.body.events;
      for (std::size_t e = 0; e < hs.events.size() && e < events.size(); ++e) {
        const EventSpans& es = hs.events[e];
        if (!holds(es.whole)) continue;
        SourcePos p = events[e].pos;
        if (holds(es.verb)) p = events[e].verb_pos;
        for (std::size_t k = 0; k < es.args.size() && k < events[e].args.size(); ++k)
          if (holds(es.args[k])) p = events[e].args[k].pos;
        const std::uint32_t line =
            static_cast<std::uint32_t>(static_cast<int>(p.line) + item->shift()) - 1;
        return Position{line, utf16_column(notation_lines_->line(line), p.col - 1)};
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

std::optional<std::string> JsonDocument::canonical() const {
  if (!readable_ || !whole_) return std::nullopt;
  return notation::to_json(records_).dump(1, ' ', false, json::error_handler_t::replace) + '\n';
}

}  // namespace paipu::lsp
