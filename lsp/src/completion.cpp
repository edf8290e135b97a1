#include <cstdio>

#include "paipu/app/text_scene.hpp"
#include "paipu/lsp/features.hpp"
#include "paipu/lsp/hand_view.hpp"
#include "request_helpers.hpp"

namespace paipu::lsp {

namespace {

using json = nlohmann::json;
using namespace detail;

// LSP's CompletionItemKind values used here.
constexpr int kKeyword = 14, kValue = 12, kEvent = 23, kProperty = 10, kEnumMember = 20;

}  // namespace

json completion(const PluginHost& host, const CheckedText& text, Position at) {
  const LineIndex lines(text.text());
  const std::string_view line = lines.line(at.line);
  const std::string_view typed = line.substr(0, byte_of_utf16(line, at.character));
  const std::size_t indent = std::min(typed.size(), typed.find_first_not_of(" \t"));
  const CheckedItem* item = item_at(text, at.line + 1);
  const std::shared_ptr<const Variant> variant = variant_of(host, item);
  json items = json::array();
  bool incomplete = false;
  const auto add = [&](const std::string& label, int kind, const std::string& detail,
                       std::size_t from_byte, const std::string& sort) {
    items.push_back(
        {{"label", label},
         {"kind", kind},
         {"detail", detail},
         {"sortText", sort},
         {"filterText", label},
         {"textEdit", edit({at.line, utf16_length(typed.substr(0, from_byte))}, at, label)}});
  };
  const std::string_view word = trim(typed);
  if (!word.empty() && word.front() == '[') {  // a tag: the record's, the hand's, the rules'
    const std::size_t from = typed.find('[');
    for (const char* tag : {"Variant", "Event", "Site", "Date", "Round", "East", "South", "West",
                            "North", "Seats", "Dealer"})
      add(std::string("[") + tag + " \"\"]", kProperty, "tag", from, std::string("1") + tag);
    if (variant)
      for (const RuleOption& o : variant->info().options) {
        const std::vector<std::string> values =
            o.choices.empty() ? std::vector<std::string>{o.default_value} : o.choices;
        for (const std::string& v : values)
          add("[Rule." + o.name + " \"" + v + "\"]", kEnumMember,
              o.doc + (v == o.default_value ? " (default)" : ""), from, "2" + o.name + v);
      }
    return {{"isIncomplete", false}, {"items", items}};
  }
  if (!variant) return {{"isIncomplete", false}, {"items", items}};
  const VariantInfo& info = variant->info();
  const std::size_t last_blank = typed.find_last_of(" \t");
  // The first word of a line (or a seat and the start of a verb): whole moves, seats and verbs.
  const bool at_start =
      word.find_first_of(" \t") == std::string_view::npos ||
      (word.size() >= 2 && std::string_view("ESWN").find(word[0]) != std::string_view::npos &&
       blank(word[1]) && trim(word.substr(1)).find_first_of(" \t") == std::string_view::npos);
  if (at_start) {
    if (const std::optional<HandView> v = hand_at(text, at.line + 1);
        v && v->before < v->states.size()) {
      const HandState& state = *v->states[v->before];
      const Vocabulary& vocab = v->match->vocabulary();
      const PieceStyle style = style_of(v->item->item.body);
      std::size_t n = 0;
      state.visit_legal_moves([&](const Event& e) {
        if (n == kMaxMoves) {
          incomplete = true;
          return false;
        }
        char sort[16];
        std::snprintf(sort, sizeof sort, "0%05zu", n++);
        add(cli::event_text(event_to_line(vocab, e, style), false), kEvent, "legal move", indent,
            sort);
        return true;
      });
    }
    for (const VerbSpec& verb : info.verbs) {
      if (verb.seated) continue;
      add(verb.name, kKeyword, verb.doc, indent, "2" + verb.name);
    }
    add("result", kKeyword, "the hand's net result per seat, e.g. result E+9 S-3", indent,
        "2result");
    const int seats = item && item->run && item->run->runner.match()
                          ? item->run->runner.match()->seats()
                          : info.seat_counts.front();
    for (int s = 0; s < seats; ++s)
      for (const VerbSpec& verb : info.verbs)
        if (verb.seated)
          add(std::string(1, "ESWN"[s]) + ' ' + verb.name + ' ', kKeyword, verb.doc, indent,
              "1" + std::string(1, "ESWN"[s]) + verb.name);
  } else {
    // An argument: the variant's pieces, in the record's spelling.
    const PieceStyle style = item && item->item.kind == notation::Item::Kind::hand
                                 ? style_of(item->item.body)
                                 : PieceStyle::cjk;
    const std::size_t from = last_blank == std::string_view::npos ? indent : last_blank + 1;
    for (const PieceInfo& p : info.pieces)
      add(style == PieceStyle::ascii ? p.code : p.name, kValue,
          (style == PieceStyle::ascii ? p.name : p.code) + " — " + p.description, from,
          "3" + p.code);
  }
  return {{"isIncomplete", incomplete}, {"items", items}};
}

}  // namespace paipu::lsp
