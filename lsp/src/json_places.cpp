// Where a position of a document in the JSON form is, as completion asks it
// (JsonDocument::spot_at), and the JSON hand behind a hand of the notation
// (JsonDocument::place_of).
#include "paipu/lsp/json_document.hpp"

namespace paipu::lsp {

namespace {

// Whether `at` is inside `s`, past its first byte and before its last (between a string's quotes,
// inside an object's braces).
bool inside(Span s, std::size_t at) {
  return !s.empty() && s.from < at && at < s.to;
}

// A string's contents: its span without the quotes.
Span contents(Span s) {
  return s.to - s.from >= 2 ? Span{s.from + 1, s.to - 1} : Span{};
}

}  // namespace

std::optional<JsonDocument::HandPlace> JsonDocument::place_of(const CheckedItem& item) const {
  if (!current() || item.item.kind != notation::Item::Kind::hand || !item.item.ok ||
      item.item.record < 0 || static_cast<std::size_t>(item.item.record) >= json_record_.size())
    return std::nullopt;
  const auto n = static_cast<std::size_t>(item.item.record);
  const std::size_t r = json_record_[n];
  const auto h = static_cast<std::size_t>(item.item.hand);
  if (r >= spans_.size() || n >= records_.size() || h >= spans_[r].hands.size() ||
      h >= records_[n].hands.size())
    return std::nullopt;
  const Hand& hand = records_[n].hands[h];
  const HandSpans& spans = spans_[r].hands[h];
  // A verb or argument with a blank in it is written as more than one word, and read back as
  // such: that hand's events are not the JSON's. And the reader takes an object's members as
  // events too, where no element can be put in as in an array.
  if (!(hand == item.item.body) || spans.events.size() != hand.events.size() ||
      spans.event_list.empty() || text_[spans.event_list.from] != '[')
    return std::nullopt;
  return HandPlace{&hand, &spans};
}

JsonDocument::Spot JsonDocument::spot_at(Position in_json) const {
  Spot out;
  if (!current()) return out;
  const std::size_t at = json_lines_->offset(in_json);
  // A tag's name or value.
  const auto tag_spot = [&](const std::vector<TagSpans>& spans, const std::vector<Tag>& tags,
                            const CheckedItem* item) {
    for (std::size_t t = 0; t < spans.size(); ++t) {
      if (inside(spans[t].name, at)) {
        out.kind = Spot::Kind::tag_name;
        out.contents = contents(spans[t].name);
      } else if (inside(spans[t].value, at)) {
        out.kind = Spot::Kind::tag_value;
        out.contents = contents(spans[t].value);
        if (t < tags.size()) out.tag = tags[t].name;
      } else {
        continue;
      }
      out.item = item;
      return true;
    }
    return false;
  };
  for (std::size_t n = 0; n < json_record_.size(); ++n) {
    const std::size_t r = json_record_[n];
    if (r >= spans_.size() || !inside(spans_[r].whole, at)) continue;
    const RecordSpans& rs = spans_[r];
    if (tag_spot(rs.tags, records_[n].tags, item_of(static_cast<int>(n), -1))) return out;
    for (std::size_t h = 0; h < rs.hands.size(); ++h) {
      const HandSpans& hs = rs.hands[h];
      if (!inside(hs.whole, at)) continue;
      const CheckedItem* item = item_of(static_cast<int>(n), static_cast<int>(h));
      if (!item) return out;
      if (h < records_[n].hands.size() && tag_spot(hs.tags, records_[n].hands[h].tags, item))
        return out;
      if (!place_of(*item) || !inside(hs.event_list, at)) return out;
      out.item = item;
      for (std::size_t e = 0; e < hs.events.size(); ++e) {
        const EventSpans& es = hs.events[e];
        if (es.whole.to <= at) out.event = e + 1;
        if (!inside(es.whole, at)) continue;
        out.event = e;
        const auto string_spot = [&](Span s, Spot::Kind kind) {
          if (!inside(s, at)) return false;
          out.kind = kind;
          out.contents = contents(s);
          return true;
        };
        if (string_spot(es.seat, Spot::Kind::seat) || string_spot(es.verb, Spot::Kind::verb))
          return out;
        for (const Span& a : es.args)
          if (string_spot(a, Spot::Kind::arg)) return out;
        return Spot{};  // in an event, but in none of those strings
      }
      out.kind = Spot::Kind::new_event;
      return out;
    }
    return out;
  }
  return out;
}

}  // namespace paipu::lsp
