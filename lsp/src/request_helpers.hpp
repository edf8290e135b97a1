// What the request handlers (features.cpp, completion.cpp) share: blanks, edits and positions as
// JSON, the variant of an item, and the spelling a hand writes its pieces in.
#pragma once

#include <functional>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paipu/host.hpp"
#include "paipu/lsp/checked_text.hpp"
#include "paipu/lsp/positions.hpp"

namespace paipu::lsp::detail {

using json = nlohmann::json;

// How many elements two sequences share at their start, and then at their end (the end's run never
// reaching into the start's): what an edit from one to the other leaves alone.
template <class A, class B>
std::pair<std::size_t, std::size_t> common_ends(const A& a, const B& b) {
  std::size_t head = 0;
  while (head < a.size() && head < b.size() && a[head] == b[head]) ++head;
  std::size_t tail = 0;
  while (tail < a.size() - head && tail < b.size() - head &&
         a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
    ++tail;
  return {head, tail};
}

inline bool blank(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}

inline std::string_view trim(std::string_view s) {
  while (!s.empty() && blank(s.front())) s.remove_prefix(1);
  while (!s.empty() && blank(s.back())) s.remove_suffix(1);
  return s;
}

inline json position_json(Position p) {
  return {{"line", p.line}, {"character", p.character}};
}

inline json edit(Position from, Position to, std::string text) {
  return {{"range", {{"start", position_json(from)}, {"end", position_json(to)}}},
          {"newText", std::move(text)}};
}

inline std::shared_ptr<const Variant> variant_of(const PluginHost& host, const CheckedItem* item) {
  if (!item || !item->run || item->run->runner.variant_id().empty()) return nullptr;
  return host.find(item->run->runner.variant_id());
}

// The record's spelling: codes when its event lines spell pieces only in ASCII, names otherwise.
inline PieceStyle style_of(const Hand& hand) {
  bool ascii = false;
  for (const EventLine& e : hand.events)
    for (const Token& t : e.args)
      for (unsigned char c : t.text) {
        if (c >= 0x80) return PieceStyle::cjk;
        ascii = true;
      }
  return ascii ? PieceStyle::ascii : PieceStyle::cjk;
}

// A quick fix of the notation: the edits that make a help line's repair, or R020's computed result,
// on diagnostic `index` of the text's diagnostics (`owner`: the error it repairs).
struct QuickFix {
  std::string title;
  json edits;  // TextEdits of the notation
  std::size_t index = 0;
  std::size_t owner = 0;
};

// Every quick fix on a diagnostic for which, or for whose error, `wanted(index)` holds.
std::vector<QuickFix> quick_fixes(const CheckedText& text,
                                  const std::function<bool(std::size_t)>& wanted);

// A fix as a code action with `edits` (of the document at `uri`), quoting the published diagnostic
// of its error from `diagnostics` (indexed as the text's diagnostics).
json quick_fix_action(const QuickFix& fix, const std::string& uri, const json& edits,
                      const json& diagnostics, bool preferred);

}  // namespace paipu::lsp::detail
