/// @file
/// The calls a hand can make: the runs a discard completes (chi), a pon or an open kan of a
/// discard, and the kans a player can declare in its own turn. Part of the mahjong kit
/// (paipu/mahjong.hpp includes every part); what a game's legal moves are built from.
///
/// `usable` is what the game lets a hand call with, by the kind each tile plays as: 温州 leaves its
/// 財神 out ("財神入りのチー・ポン・カンはできません") and counts 白 as the indicator's kind.
#pragma once

#include <array>
#include <span>

#include "paipu/mahjong/melds.hpp"
#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong {

/// A run with the discard: its lowest kind and the two kinds the hand gives.
struct ChiOption {
  Kind low = kNoKind;                               ///< the run's lowest kind
  std::array<Kind, 2> from_hand{kNoKind, kNoKind};  ///< the two kinds the claimer's hand gives
};

/// At most three runs hold a given tile (it is the low, middle or high one).
struct ChiOptions {
  std::array<ChiOption, 3> items{};  ///< the runs, the first `count` of them
  int count = 0;                     ///< how many of `items` are runs

  /// The first run.
  const ChiOption* begin() const { return items.data(); }
  /// Past the last run.
  const ChiOption* end() const { return items.data() + count; }
};

/// The runs `discard` completes with two tiles of `usable`, lowest run first. None for an honour.
ChiOptions chi_options(Kind discard, const Counts& usable);
/// A pon (two more of its kind) or an open kan (three more) of `discard`.
inline bool can_pon(Kind discard, const Counts& usable) {
  return discard < kKinds && usable[discard] >= 2;
}
/// Whether three `usable` copies of the discard's kind make an open kan with it.
inline bool can_open_kan(Kind discard, const Counts& usable) {
  return discard < kKinds && usable[discard] >= 3;
}
/// Kinds held four times: the concealed kans a player may declare.
KindSet concealed_kans(const Counts& usable);
/// Kinds of the player's pons that it holds one more of: the added kans (加槓) it may declare.
KindSet added_kans(const Counts& usable, std::span<const Meld> melds);

}  // namespace paipu::mahjong
