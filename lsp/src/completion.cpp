#include <cstdio>

#include "offers.hpp"
#include "paipu/app/text_scene.hpp"
#include "paipu/lsp/features.hpp"
#include "paipu/lsp/hand_view.hpp"
#include "request_helpers.hpp"

namespace paipu::lsp {

namespace detail {

Offers tag_offers(const Variant* variant) {
  Offers out;
  for (const char* tag : {"Variant", "Event", "Site", "Date", "Round", "East", "South", "West",
                          "North", "Seats", "Dealer"}) {
    Offer o;
    o.what = Offer::What::tag;
    o.name = tag;
    o.kind = kProperty;
    o.detail = "tag";
    o.sort = std::string("1") + tag;
    out.list.push_back(std::move(o));
  }
  if (variant)
    for (const RuleOption& option : variant->info().options) {
      const std::vector<std::string> values =
          option.choices.empty() ? std::vector<std::string>{option.default_value} : option.choices;
      for (const std::string& v : values) {
        Offer o;
        o.what = Offer::What::rule;
        o.name = option.name;
        o.value = v;
        o.kind = kEnumMember;
        o.detail = option.doc + (v == option.default_value ? " (default)" : "");
        o.sort = "2" + option.name + v;
        out.list.push_back(std::move(o));
      }
    }
  return out;
}

Offers line_offers(const VariantInfo& info, const CheckedItem* item, const HandView* view) {
  Offers out;
  const auto verb = [&](Offer::What what, std::string seat, std::string name,
                        const std::string& detail, std::string sort) {
    Offer o;
    o.what = what;
    o.event.seat = std::move(seat);
    o.event.verb = std::move(name);
    o.detail = detail;
    o.sort = std::move(sort);
    out.list.push_back(std::move(o));
  };
  if (view && view->before < view->states.size()) {
    const HandState& state = *view->states[view->before];
    const Vocabulary& vocab = view->match->vocabulary();
    const PieceStyle style = style_of(view->item->item.body);
    std::size_t n = 0;
    state.visit_legal_moves([&](const Event& e) {
      if (n == kMaxMoves) {
        out.incomplete = true;
        return false;
      }
      char sort[16];
      std::snprintf(sort, sizeof sort, "0%05zu", n++);
      Offer o;
      o.what = Offer::What::move;
      o.event = event_to_line(vocab, e, style);
      o.kind = kEvent;
      o.detail = "legal move";
      o.sort = sort;
      out.list.push_back(std::move(o));
      return true;
    });
  }
  for (const VerbSpec& v : info.verbs)
    if (!v.seated) verb(Offer::What::verb, "", v.name, v.doc, "2" + v.name);
  verb(Offer::What::verb, "", "result", "the hand's net result per seat, e.g. result E+9 S-3",
       "2result");
  const int seats = item && item->run && item->run->runner.match()
                        ? item->run->runner.match()->seats()
                        : info.seat_counts.front();
  for (int s = 0; s < seats; ++s)
    for (const VerbSpec& v : info.verbs)
      if (v.seated)
        verb(Offer::What::seat_verb, std::string(1, "ESWN"[s]), v.name, v.doc,
             "1" + std::string(1, "ESWN"[s]) + v.name);
  return out;
}

Offers piece_offers(const VariantInfo& info, PieceStyle style) {
  Offers out;
  for (const PieceInfo& p : info.pieces) {
    Offer o;
    o.what = Offer::What::piece;
    o.name = style == PieceStyle::ascii ? p.code : p.name;
    o.kind = kValue;
    o.detail = (style == PieceStyle::ascii ? p.name : p.code) + " — " + p.description;
    o.sort = "3" + p.code;
    out.list.push_back(std::move(o));
  }
  return out;
}

}  // namespace detail

namespace {

using json = nlohmann::json;
using namespace detail;

// An offer as the text of a line of the notation.
std::string line_text(const Offer& o) {
  switch (o.what) {
    case Offer::What::move:
      return cli::event_text(o.event, false);
    case Offer::What::verb:
      return o.event.verb;
    case Offer::What::seat_verb:
      return o.event.seat + ' ' + o.event.verb + ' ';
    case Offer::What::piece:
      return o.name;
    case Offer::What::tag:
      return "[" + o.name + " \"\"]";
    case Offer::What::rule:
      return "[Rule." + o.name + " \"" + o.value + "\"]";
  }
  return {};
}

}  // namespace

json completion(const PluginHost& host, const CheckedText& text, Position at) {
  const LineIndex lines(text.text());
  const std::string_view line = lines.line(at.line);
  const std::string_view typed = line.substr(0, byte_of_utf16(line, at.character));
  const std::size_t indent = std::min(typed.size(), typed.find_first_not_of(" \t"));
  const CheckedItem* item = item_at(text, at.line + 1);
  const std::shared_ptr<const Variant> variant = variant_of(host, item);
  json items = json::array();
  // Each offer replaces the line from `from_byte` to the cursor.
  const auto answer = [&](const Offers& offers, std::size_t from_byte) {
    for (const Offer& o : offers.list) {
      const std::string label = line_text(o);
      items.push_back(
          {{"label", label},
           {"kind", o.kind},
           {"detail", o.detail},
           {"sortText", o.sort},
           {"filterText", label},
           {"textEdit", edit({at.line, utf16_length(typed.substr(0, from_byte))}, at, label)}});
    }
    return json{{"isIncomplete", offers.incomplete}, {"items", items}};
  };
  const std::string_view word = trim(typed);
  if (!word.empty() && word.front() == '[')  // a tag: the record's, the hand's, the rules'
    return answer(tag_offers(variant.get()), typed.find('['));
  if (!variant) return answer({}, 0);
  const VariantInfo& info = variant->info();
  const std::size_t last_blank = typed.find_last_of(" \t");
  // The first word of a line (or a seat and the start of a verb): whole moves, seats and verbs.
  const bool at_start =
      word.find_first_of(" \t") == std::string_view::npos ||
      (word.size() >= 2 && std::string_view("ESWN").find(word[0]) != std::string_view::npos &&
       blank(word[1]) && trim(word.substr(1)).find_first_of(" \t") == std::string_view::npos);
  if (at_start) {
    const std::optional<HandView> v = hand_at(text, at.line + 1);
    return answer(line_offers(info, item, v ? &*v : nullptr), indent);
  }
  // An argument: the variant's pieces, in the record's spelling.
  const PieceStyle style = item && item->item.kind == notation::Item::Kind::hand
                               ? style_of(item->item.body)
                               : PieceStyle::cjk;
  return answer(piece_offers(info, style),
                last_blank == std::string_view::npos ? indent : last_blank + 1);
}

}  // namespace paipu::lsp
