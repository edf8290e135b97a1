// Quick fixes in a document in the JSON form: each quick fix of the notation written from it, made
// on the hand's text of the notation, the hand read back, and the events that changed written as
// JSON over theirs (or put in, or taken out, with their commas). A fix that changes anything else
// of the hand (a comment between lines, a tag) has no JSON to write and is left out.
#include <algorithm>

#include "json_events.hpp"
#include "paipu/lsp/features.hpp"
#include "paipu/lsp/hand_view.hpp"
#include "paipu/notation/parse.hpp"
#include "request_helpers.hpp"

namespace paipu::lsp {

namespace {

using json = nlohmann::json;
using namespace detail;

struct Replacement {
  std::size_t from = 0;
  std::size_t to = 0;
  std::string text;
};

// The hand's text with the fix's edits made, or nothing when one is outside the hand.
std::optional<std::string> fixed_text(const CheckedText& notation, const LineIndex& lines,
                                      const CheckedItem& item, const json& edits) {
  std::vector<Replacement> made;
  for (const json& e : edits) {
    const json& r = e.at("range");
    const auto offset = [&](const json& p) {
      return lines.offset(
          {p.at("line").get<std::uint32_t>(), p.at("character").get<std::uint32_t>()});
    };
    const std::size_t from = offset(r["start"]), to = offset(r["end"]);
    if (from < item.offset || to > item.offset + item.length || to < from) return std::nullopt;
    made.push_back({from - item.offset, to - item.offset, e["newText"].get<std::string>()});
  }
  std::sort(made.begin(), made.end(),
            [](const Replacement& a, const Replacement& b) { return a.from > b.from; });
  std::string text = notation.text().substr(item.offset, item.length);
  for (std::size_t i = 0; i < made.size(); ++i) {
    if (i > 0 && made[i].to > made[i - 1].from) return std::nullopt;  // overlapping
    text.replace(made[i].from, made[i].to - made[i].from, made[i].text);
  }
  return text;
}

// The JSON edits that turn the hand's events `was` into `now`: the events between their common
// start and end, each written over its own when as many are left, else all of them at once.
std::vector<Replacement> event_edits(std::string_view text, const JsonDocument::HandPlace& place,
                                     const std::vector<EventLine>& now) {
  const std::vector<EventLine>& was = place.hand->events;
  const std::vector<EventSpans>& spans = place.spans->events;
  const auto [a, same_end] = detail::common_ends(was, now);
  const std::size_t b = was.size() - same_end, b_now = now.size() - same_end;
  std::vector<Replacement> out;
  if (a == b && a == b_now) return out;
  const auto written = [&](std::size_t i, Span near) {
    return event_json(now[i], layout_of(text, near), i < b ? was[i].pos : SourcePos{});
  };
  if (b - a == b_now - a) {
    for (std::size_t i = a; i < b; ++i)
      if (!(was[i] == now[i]))
        out.push_back({spans[i].whole.from, spans[i].whole.to, written(i, spans[i].whole)});
    return out;
  }
  // Put in, taken out, or some for others: one edit, the commas and line breaks with it.
  const Span near = a > 0 ? spans[a - 1].whole : !spans.empty() ? spans[0].whole : Span{};
  const Layout layout = layout_of(text, near);
  const std::string between = layout.multiline ? ",\n" + layout.indent : ", ";
  std::string joined;
  for (std::size_t i = a; i < b_now; ++i) joined += (i > a ? between : "") + written(i, near);
  if (b > a && b_now > a) {  // some for others
    out.push_back({spans[a].whole.from, spans[b - 1].whole.to, joined});
  } else if (b_now > a) {  // put in: after the event before, or before the first
    if (a > 0)
      out.push_back({spans[a - 1].whole.to, spans[a - 1].whole.to, between + joined});
    else if (!spans.empty())
      out.push_back({spans[0].whole.from, spans[0].whole.from, joined + between});
    else if (!place.spans->event_list.empty())  // after the '[' of an empty list
      out.push_back({place.spans->event_list.from + 1, place.spans->event_list.from + 1, joined});
  } else if (b < was.size()) {  // taken out, up to the next event
    out.push_back({spans[a].whole.from, spans[b].whole.from, ""});
  } else if (a > 0) {  // taken out at the end, from the end of the event before
    out.push_back({spans[a - 1].whole.to, spans[b - 1].whole.to, ""});
  } else {  // every event taken out
    out.push_back({spans[0].whole.from, spans[b - 1].whole.to, ""});
  }
  return out;
}

}  // namespace

json code_actions(const JsonDocument& doc, const std::string& uri, std::uint32_t first,
                  std::uint32_t last, const json& diagnostics) {
  json actions = json::array();
  if (!doc.readable()) return actions;
  const CheckedText& notation = doc.notation();
  const LineIndex lines(notation.text());
  const Diagnostics ds = notation.diagnostics();
  // Wanted: a diagnostic whose range, moved into the JSON, meets the lines asked for.
  const auto wanted = [&](std::size_t i) {
    if (!diagnostics.is_array() || i >= diagnostics.size()) return false;
    const json& r = diagnostics[i].at("range");
    return r.at("start").at("line").get<std::uint32_t>() <= last &&
           r.at("end").at("line").get<std::uint32_t>() >= first;
  };
  for (const QuickFix& fix : quick_fixes(notation, wanted)) {
    const CheckedItem* item = item_at(notation, ds[fix.index].pos.line);
    if (!item) continue;
    const std::optional<JsonDocument::HandPlace> place = doc.place_of(*item);
    if (!place) continue;
    const std::optional<std::string> text = fixed_text(notation, lines, *item, fix.edits);
    if (!text) continue;
    Hand now;
    Diagnostics ignored;
    if (!notation::parse_hand(*text, item->first_line, "fix", now, ignored)) continue;
    // Only the events may change: the JSON has no place for the rest between them.
    if (now.label != place->hand->label || !(now.tags == place->hand->tags) ||
        !(now.comments == place->hand->comments))
      continue;
    json edits = json::array();
    for (const Replacement& r : event_edits(doc.text(), *place, now.events))
      edits.push_back(edit(doc.lines().position(r.from), doc.lines().position(r.to), r.text));
    if (edits.empty()) continue;
    actions.push_back(quick_fix_action(fix, uri, edits, diagnostics, actions.empty()));
  }
  return actions;
}

}  // namespace paipu::lsp
