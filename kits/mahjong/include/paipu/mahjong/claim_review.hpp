/// @file
/// The call review behind HandState::review_claim (`paipu analyze` on a mahjong record), once for
/// every mahjong game: for a seat that may call the discard lying on the table, its hand as it
/// stands and where each call would leave it. The game gives the seat's hand in the kit's terms
/// and its calls with the kinds each takes out of the hand; a chi or a pon is applied to a copy of
/// the game's own state and reviewed by its own review_discards, so the discard after the call is
/// chosen among those its rules allow. Part of the mahjong kit (paipu/mahjong.hpp includes every
/// part).
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "paipu/mahjong/shanten.hpp"
#include "paipu/variant.hpp"

namespace paipu::mahjong {

/// A legal call on the discard, as the game writes it, and the kinds it takes out of the hand: two
/// for a chi or a pon, three for an open kan.
struct CallMove {
  Event move;                   ///< the legal chi, pon or kan
  std::vector<Kind> from_hand;  ///< the kinds (as they play) the hand gives to the meld
};

/// A seat's hand in the kit's terms: the shapes it may win with, what it has not seen, its tiles.
struct SeatShapes {
  ShantenRules rules;  ///< its shapes and wilds
  Unseen unseen;       ///< the copies it has not seen
  Hand hand;           ///< its concealed tiles and melds
};

/// The call `e` on the discard `claimed` with the kinds the hand gives: its pieces but (one copy
/// of) the discard, each as `kind_of` reads it (the kind it plays as).
CallMove call_move(const Event& e, PieceId claimed, const std::function<Kind(PieceId)>& kind_of);

/// Fills `out` with `claim_verbs` and, for each seat with a call in `calls` (indexed by seat), in
/// turn order after `discarder`, its SeatCalls: `hand_known` false where `shapes` gives none (the
/// record does not show the hand), else review_seat_calls. False when no seat has a call.
bool review_claims(const HandState& state, int discarder,
                   const std::vector<std::vector<CallMove>>& calls, std::vector<int> claim_verbs,
                   const std::function<std::optional<SeatShapes>(int)>& shapes,
                   const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                   ClaimReview& out);

/// The best row of a discard table: the lowest shanten and, among those, the most copies (the first
/// in the table's order on a tie). Null when the table has no row.
const DiscardChoice* best_choice(const DiscardReview& table);

/// Fills `out` for `seat` of `state`, which holds the ready-size `hand` (one tile short of
/// complete) while a discard lies: its shanten, effective pieces and copies as it stands, then one
/// CallChoice per call. A chi or a pon is applied to a clone of `state`, whose review_discards
/// gives the best discard after it; a kan's hand is the hand less its three tiles, one meld more.
void review_seat_calls(const HandState& state, int seat, const Hand& hand,
                       const ShantenRules& rules, const Unseen& unseen,
                       const std::vector<CallMove>& calls,
                       const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                       SeatCalls& out);

}  // namespace paipu::mahjong
