// Completion in a document in the JSON form: the notation's, through the notation written from the
// JSON. What it offers comes from the notation's lists (offers.hpp), each written as JSON: a whole
// event object where a new element of a hand's "events" can go, a string's contents inside a seat,
// verb, argument or tag. Also the writing of events that quick fixes share (json_events.hpp).
#include <algorithm>

#include "json_events.hpp"
#include "offers.hpp"
#include "paipu/lsp/features.hpp"
#include "paipu/lsp/hand_view.hpp"
#include "paipu/notation/json.hpp"
#include "request_helpers.hpp"

namespace paipu::lsp {

namespace detail {

namespace {

std::string dumped(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// One line, members in the schema's order.
std::string one_line(const nlohmann::json& event) {
  std::string out = "{";
  for (const char* key : {"seat", "verb", "args", "glyph", "comments", "line"}) {
    if (!event.contains(key)) continue;
    if (out.size() > 1) out += ", ";
    out += dumped(nlohmann::json(key)) + ": ";
    const nlohmann::json& v = event[key];
    if (v.is_array()) {
      out += '[';
      for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + dumped(v[i]);
      out += ']';
    } else {
      out += dumped(v);
    }
  }
  return out + "}";
}

}  // namespace

std::string escaped(const std::string& s) {
  const std::string d = dumped(nlohmann::json(s));
  return d.substr(1, d.size() - 2);
}

Layout layout_of(std::string_view text, Span event) {
  Layout l;
  if (event.empty()) return l;
  l.multiline = text.substr(event.from, event.to - event.from).find('\n') != std::string::npos;
  std::size_t start = event.from;
  while (start > 0 && text[start - 1] != '\n') --start;
  l.indent = std::string(text.substr(start, event.from - start));
  if (l.indent.find_first_not_of(" \t") != std::string::npos) l.indent.clear();
  return l;
}

std::string event_json(EventLine e, const Layout& layout, SourcePos line) {
  e.pos = line;
  Hand h;
  h.events.push_back(std::move(e));
  const nlohmann::json j = notation::to_json(h)["events"][0];
  if (!layout.multiline) return one_line(j);
  std::string out;
  for (const char c : j.dump(1, ' ', false, nlohmann::json::error_handler_t::replace)) {
    out += c;
    if (c == '\n') out += layout.indent;
  }
  return out;
}

}  // namespace detail

namespace {

using json = nlohmann::json;
using namespace detail;
using Spot = JsonDocument::Spot;

json item(const std::string& label, const Offer& o, json text_edit) {
  return {{"label", label},     {"kind", o.kind},      {"detail", o.detail},
          {"sortText", o.sort}, {"filterText", label}, {"textEdit", std::move(text_edit)}};
}

// Offers of a string's contents, each once.
json string_items(const JsonDocument& doc, const Spot& spot, const Offers& offers) {
  const Range r{doc.lines().position(spot.contents.from), doc.lines().position(spot.contents.to)};
  json items = json::array();
  std::vector<std::string> seen;
  for (const Offer& o : offers.list) {
    std::string value;
    Offer shown = o;
    switch (spot.kind) {
      case Spot::Kind::seat:
        if (o.what != Offer::What::seat_verb) continue;
        value = o.event.seat;
        shown.detail = "seat";
        shown.sort = "1" + value;
        break;
      case Spot::Kind::verb:
        if (o.what != Offer::What::verb && o.what != Offer::What::seat_verb) continue;
        value = o.event.verb;
        shown.sort = o.sort.substr(0, 1) + value;
        break;
      case Spot::Kind::arg:
        if (o.what != Offer::What::piece) continue;
        value = o.name;
        break;
      case Spot::Kind::tag_name:
        value = o.what == Offer::What::rule ? "Rule." + o.name : o.name;
        if (o.what == Offer::What::rule)
          shown.detail = o.detail.substr(0, o.detail.find(" (default)"));
        break;
      case Spot::Kind::tag_value:
        if (o.what != Offer::What::rule || "Rule." + o.name != spot.tag) continue;
        value = o.value;
        break;
      default:
        continue;
    }
    if (std::find(seen.begin(), seen.end(), value) != seen.end()) continue;
    seen.push_back(value);
    const std::string text = escaped(value);
    items.push_back(item(value, shown, {{"range", to_json(r)}, {"newText", text}}));
  }
  return items;
}

// Whole events in place of the text `replaced` (empty: inserted at the cursor) where a new element
// of a hand's events goes: the text before it must end in '[' or ',' (or in the '}' of an
// element, which then gets its comma), and the text after it must begin with ']', ',' or '{'
// (which then gets one too). `text` and `lines`: the text the edits are made in, which may be
// other than the document's where `replaced` is.
json event_items(const JsonDocument& doc, const Spot& spot, const Offers& offers, Span replaced,
                 std::string_view text, const LineIndex& lines, const TypedEvent* typed) {
  json items = json::array();
  const auto place = doc.place_of(*spot.item);
  if (!place) return items;
  std::size_t back = replaced.from, ahead = replaced.to;
  const auto blank_at = [&](std::size_t i) {
    return text[i] == ' ' || text[i] == '\t' || text[i] == '\n' || text[i] == '\r';
  };
  while (back > 0 && blank_at(back - 1)) --back;
  while (ahead < text.size() && blank_at(ahead)) ++ahead;
  const char before = back > 0 ? text[back - 1] : '\0';
  const char after = ahead < text.size() ? text[ahead] : '\0';
  if ((before != '[' && before != ',' && before != '}') ||
      (after != ']' && after != ',' && after != '{'))
    return items;
  const auto& events = place->spans->events;
  const Span near = spot.event > 0               ? events[spot.event - 1].whole
                    : spot.event < events.size() ? events[spot.event].whole
                                                 : Span{};
  const Layout layout = layout_of(text, near);
  // On a line that already holds text before it, a multi-line event begins a line.
  const Position at = lines.position(replaced.from);
  const std::string_view line = lines.line(at.line);
  const bool fresh_line =
      line.substr(0, byte_of_utf16(line, at.character)).find_first_not_of(" \t") ==
      std::string_view::npos;
  std::string lead = layout.multiline && !fresh_line ? "\n" + layout.indent : "";
  const std::string tail = after == '{' ? "," : "";
  // After an element: its comma, right after it (in the item's own edit when that is there too).
  json comma = json::array();
  if (before == '}' && back == replaced.from) {
    lead = "," + lead;
  } else if (before == '}') {
    const Position p = lines.position(back);
    comma.push_back(edit(p, p, ","));
  }
  const Position end = lines.position(replaced.to);
  for (const Offer& o : offers.list) {
    if (o.what != Offer::What::move && o.what != Offer::What::verb &&
        o.what != Offer::What::seat_verb)
      continue;
    if (typed && !typed->admits(o.event)) continue;
    json i =
        item(event_json(o.event, {}), o, edit(at, end, lead + event_json(o.event, layout) + tail));
    if (!comma.empty()) i["additionalTextEdits"] = comma;
    items.push_back(std::move(i));
  }
  return items;
}

// The legal moves and verbs before the new event of `spot`: after the events before it.
Offers new_event_offers(const JsonDocument& doc, const Spot& spot, const Variant& variant) {
  const auto& events = spot.item->item.body.events;
  const std::uint32_t own = spot.event < events.size() ? events[spot.event].pos.line : UINT32_MAX;
  const std::optional<HandView> v = hand_view(doc.notation(), *spot.item, own);
  return line_offers(variant.info(), spot.item, v ? &*v : nullptr);
}

// For as long as it lives, the document is read without a span of its text (blanked, line breaks
// kept, so that offsets and lines stay); then as it was.
class ReadWithout {
 public:
  ReadWithout(JsonDocument& doc, Span cut)
      : doc_(doc), cut_(cut), bytes_(doc.client_text().substr(cut.from, cut.to - cut.from)) {
    std::string blanks = bytes_;
    for (char& c : blanks)
      if (c != '\n' && c != '\r') c = ' ';
    doc_.edit(cut_.from, cut_.to, blanks);
  }
  ReadWithout(const ReadWithout&) = delete;
  ReadWithout& operator=(const ReadWithout&) = delete;
  ~ReadWithout() {
    // edit() puts the bytes back before it reads them; should the reading fail (no memory), the
    // text is still the client's and the next edit reads it.
    try {
      doc_.edit(cut_.from, cut_.to, bytes_);
    } catch (const std::exception&) {  // NOLINT(bugprone-empty-catch)
    }
  }

 private:
  JsonDocument& doc_;
  Span cut_;
  std::string bytes_;
};

// An event object being typed, the cursor inside its braces: until it has a verb its hand does not
// read, and once it reads the cursor is in no string that completion knows. The hand is read
// without it, and the moves and verbs there that agree with what it has typed are offered in its
// place.
json typed_event_items(const PluginHost& host, JsonDocument& doc, Position at, bool& incomplete) {
  const std::optional<TypedEvent> typed = typed_event_at(doc.text(), doc.lines().offset(at));
  if (!typed) return json::array();
  const std::string text = doc.text();
  const LineIndex lines(text);
  const ReadWithout without(doc, typed->cut);
  const Spot spot = doc.spot_at(lines.position(typed->whole.from));
  const std::shared_ptr<const Variant> variant = variant_of(host, spot.item);
  if (!variant || spot.kind != Spot::Kind::new_event) return json::array();
  const Offers offers = new_event_offers(doc, spot, *variant);
  incomplete = offers.incomplete;
  return event_items(doc, spot, offers, typed->whole, text, lines, &*typed);
}

}  // namespace

json completion(const PluginHost& host, JsonDocument& doc, Position at) {
  const Spot spot = doc.spot_at(at);
  json items = json::array();
  bool incomplete = false;
  const std::shared_ptr<const Variant> variant = variant_of(host, spot.item);
  if (spot.kind == Spot::Kind::tag_name || spot.kind == Spot::Kind::tag_value) {
    items = string_items(doc, spot, tag_offers(variant.get()));
  } else if (variant && spot.kind == Spot::Kind::arg) {
    items = string_items(doc, spot, piece_offers(variant->info(), style_of(spot.item->item.body)));
  } else if (variant && (spot.kind == Spot::Kind::seat || spot.kind == Spot::Kind::verb)) {
    items = string_items(doc, spot, line_offers(variant->info(), spot.item, nullptr));
  } else if (variant && spot.kind == Spot::Kind::new_event) {
    const Offers offers = new_event_offers(doc, spot, *variant);
    incomplete = offers.incomplete;
    const std::size_t cursor = doc.lines().offset(at);
    items = event_items(doc, spot, offers, {cursor, cursor}, doc.text(), doc.lines(), nullptr);
  } else if (spot.kind == Spot::Kind::none) {
    items = typed_event_items(host, doc, at, incomplete);
  }
  return {{"isIncomplete", incomplete}, {"items", items}};
}

}  // namespace paipu::lsp
