// A hand of an open document replayed with its states, for the requests that show or use the
// position at a line (hover, completion): the hand's record runner, resumed from the checkpoint
// before the hand, plays it once more keeping a state after every step.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "paipu/lsp/checked_text.hpp"

namespace paipu::lsp {

struct HandView {
  const CheckedItem* item = nullptr;
  const MatchReplay* match = nullptr;
  HandResult result;
  std::vector<std::unique_ptr<HandState>> states;  // before the first step, then after each
  int event = -1;          // the event line at the asked line (index into the hand's events)
  std::size_t before = 0;  // the state before that line (or before where a line would go)
  int after = -1;          // the state after it, when it applied
  int shift = 0;           // the asked line in the hand's own positions: line - shift
};

// The hand at `line` (1-based, as the document is now), or nothing when the line is in no hand
// that parsed, or its record did not start.
std::optional<HandView> hand_at(const CheckedText& text, std::uint32_t line);
// The same for a hand item of `text` and a line in the item's own positions (as it was read): the
// state `before` is that before the first event line at or after `own` (after them all when there
// is none), as for a line put in there.
std::optional<HandView> hand_view(const CheckedText& text, const CheckedItem& item,
                                  std::uint32_t own);

// The item that holds `line` (1-based), or nullptr.
const CheckedItem* item_at(const CheckedText& text, std::uint32_t line);

}  // namespace paipu::lsp
