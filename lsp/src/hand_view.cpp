#include "paipu/lsp/hand_view.hpp"

#include <algorithm>

namespace paipu::lsp {

const CheckedItem* item_at(const CheckedText& text, std::uint32_t line) {
  const auto& items = text.items();
  const auto it =
      std::upper_bound(items.begin(), items.end(), line,
                       [](std::uint32_t l, const CheckedItem& c) { return l < c.first_line; });
  if (it == items.begin()) return nullptr;
  return &*std::prev(it);
}

std::optional<HandView> hand_at(const CheckedText& text, std::uint32_t line) {
  const CheckedItem* item = item_at(text, line);
  if (!item) return std::nullopt;
  return hand_view(text, *item, static_cast<std::uint32_t>(static_cast<int>(line) - item->shift()));
}

std::optional<HandView> hand_view(const CheckedText& text, const CheckedItem& hand,
                                  std::uint32_t own) {
  const CheckedItem* item = &hand;
  if (item->item.kind != notation::Item::Kind::hand || !item->item.ok || !item->run)
    return std::nullopt;
  const std::size_t index = static_cast<std::size_t>(item - text.items().data());
  if (index == 0) return std::nullopt;
  const CheckedItem& prev = text.items()[index - 1];
  MatchReplay* match = item->run->runner.match();
  if (!match || !prev.after || !prev.after->checkpoint()) return std::nullopt;
  // The runner is the document's: resumed here, it is resumed again before the next check.
  match->resume(*prev.after->checkpoint());
  HandView v;
  v.item = item;
  v.match = match;
  Diagnostics ignored;
  v.result = match->play(item->item.body, item->item.hand, ignored, &v.states);
  v.shift = item->shift();
  const auto& events = item->item.body.events;
  std::size_t lines_before = 0;  // event lines of the hand above `own`
  for (std::size_t e = 0; e < events.size(); ++e) {
    if (events[e].pos.line == own) v.event = static_cast<int>(e);
    if (events[e].pos.line < own) ++lines_before;
  }
  // States follow applied steps; a step's line_index says which event line it was.
  for (std::size_t s = 0; s < v.result.steps.size(); ++s) {
    const auto at = static_cast<std::size_t>(v.result.steps[s].line_index);
    if (at < lines_before) v.before = s + 1;
    if (v.event >= 0 && at == static_cast<std::size_t>(v.event)) v.after = static_cast<int>(s) + 1;
  }
  return v;
}

}  // namespace paipu::lsp
