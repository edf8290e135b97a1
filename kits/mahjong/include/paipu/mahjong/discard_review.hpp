/// @file
/// The discard table behind HandState::review_discards (`paipu analyze` on a mahjong record), once
/// for every mahjong game: the game says what the seat holds and may discard, in the kit's terms,
/// and which piece each kind is; this fills the host's DiscardReview. Part of the mahjong kit
/// (paipu/mahjong.hpp includes every part).
#pragma once

#include <functional>
#include <vector>

#include "paipu/mahjong/shanten.hpp"
#include "paipu/scene.hpp"
#include "paipu/variant.hpp"

namespace paipu::mahjong {

/// A legal discard and the kind it takes out of the hand (kNoKind: a wild).
struct DiscardMove {
  Event move;           ///< the legal move that makes the discard
  Kind kind = kNoKind;  ///< the kind it takes out of the hand, kNoKind for a wild
};

/// What a piece is to the shapes: a natural of a kind, or a wild (`wild` set); kNoKind for a piece
/// that is neither (an unknown one).
using PieceKind = std::function<Kind(PieceId, bool& wild)>;

/// The copies a seat has not seen: the set's `naturals` and `wilds` less every piece face up in
/// `seen` (the scene as that seat sees it: its own hand and melds, every river and meld, the
/// indicators, the pulled tiles). A claimed discard, dimmed in its river, is counted in its meld.
Unseen unseen_from_scene(const Scene& seen, const CopyLimits& naturals, int wilds,
                         const PieceKind& piece_kind);

/// What makes a ready discard furiten, in a game with the rule (清一色東天紅; 温州麻雀 has none).
struct FuritenRule {
  bool applies = false;  ///< the game has the rule
  KindSet discarded;     ///< the seat's discards so far; the discard reviewed joins them
  bool always = false;   ///< a win let pass after riichi: furiten to the end of the hand
};

/// What a self-draw of `wait` would take in all after `discard`, by the game's own valuation (0
/// where the game would refuse the win): DiscardChoice::points.
using WaitPoints = std::function<long long(const Event& discard, PieceId wait)>;

/// Fills `out` for `hand` (of the complete size) and its legal discards: one choice per distinct
/// kind, in the order the moves come, its moves, shanten, effective pieces (`piece_of` a natural
/// kind, `wild_piece` for a wild), the copies left, whether a ready one is furiten and, with
/// `wait_points`, each wait's points. `forced` when only one kind may go.
void review_discards(const Hand& hand, const ShantenRules& rules, const Unseen& unseen,
                     const std::vector<DiscardMove>& moves,
                     const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                     DiscardReview& out, const FuritenRule& furiten = {},
                     const WaitPoints& wait_points = {});

/// For a seat to act whose hand the record does not show: `out` says so; returns true.
inline bool hand_not_shown(DiscardReview& out) {
  out = DiscardReview{};
  out.hand_known = false;
  return true;
}

}  // namespace paipu::mahjong
