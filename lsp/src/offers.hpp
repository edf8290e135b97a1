// What completion offers at a spot of the notation, before it is written as an edit: the notation's
// completion (completion.cpp) writes each offer as the text of a line, the JSON form's
// (json_completion.cpp) as JSON. One list of legal moves, verbs, pieces and tags for both.
#pragma once

#include <string>
#include <vector>

#include "paipu/host.hpp"
#include "paipu/lsp/checked_text.hpp"
#include "paipu/lsp/hand_view.hpp"

namespace paipu::lsp::detail {

// LSP's CompletionItemKind values used here.
inline constexpr int kKeyword = 14, kValue = 12, kEvent = 23, kProperty = 10, kEnumMember = 20;

struct Offer {
  enum class What {
    move,       // `event`: a legal move, spelt as the hand spells its pieces
    verb,       // `event.verb`: a verb without a seat, or `result`
    seat_verb,  // `event.seat` and `event.verb`
    piece,      // `name`: a piece as the hand spells it
    tag,        // `name`: a tag of a record or hand
    rule,       // `name`: a rule option (without "Rule."), `value` one of its values
  };
  What what = What::verb;
  EventLine event;
  std::string name;
  std::string value;
  int kind = kKeyword;
  std::string detail;
  std::string sort;
};

struct Offers {
  std::vector<Offer> list;
  bool incomplete = false;  // more legal moves than kMaxMoves
};

// After `[`: the tags, then each option of the variant (when known) with each of its values.
Offers tag_offers(const Variant* variant);
// At the start of an event line: the legal moves of the state `view` has before the line (none
// without a view), then the verbs without a seat and `result`, then each seat with each verb.
// `item`: the item the line is in, for its match's seats.
Offers line_offers(const VariantInfo& info, const CheckedItem* item, const HandView* view);
// In an argument: the variant's pieces, spelt in `style`.
Offers piece_offers(const VariantInfo& info, PieceStyle style);

}  // namespace paipu::lsp::detail
