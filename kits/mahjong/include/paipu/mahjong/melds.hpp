/// @file
/// Declared melds and discard rivers: what each seat has shown, with where a called tile came
/// from. Part of the mahjong kit (paipu/mahjong.hpp includes every part).
#pragma once

#include <cstdint>
#include <span>

#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong {

/// The kind of a declared meld.
enum class MeldType : std::uint8_t {
  chi,         ///< a sequence with another's discard
  pon,         ///< a triplet with another's discard
  open_kan,    ///< 大明槓: four with another's discard
  closed_kan,  ///< 暗槓: four from the hand
  added_kan,   ///< 加槓: a tile added to one's own pon
};

/// A declared meld: its type, its tiles and the claimed tile.
struct Meld {
  MeldType type = MeldType::pon;  ///< pon, chi or a kan
  Kind kind = kNoKind;  ///< the kind of a triplet or kan; the lowest kind of a sequence; kNoKind
                        /// for a closed kan whose tiles nobody saw
  int copies = 3;  ///< 3, or 4 for a kan (清一色東天紅's kans of 5th..8th copies hold more)
  int from = -1;   ///< the seat the called tile came from; -1 for a closed kan
  Kind called = kNoKind;  ///< the kind claimed from another seat, kNoKind for none

  /// Whether the meld is a kan of any kind.
  bool is_kan() const {
    return type == MeldType::open_kan || type == MeldType::closed_kan ||
           type == MeldType::added_kan;
  }
  /// Whether the meld was declared from the hand alone (a closed kan).
  bool concealed() const { return type == MeldType::closed_kan; }
  /// The kind at `position` (0..copies-1).
  Kind kind_at(int position) const {
    return type == MeldType::chi ? static_cast<Kind>(kind + position) : kind;
  }
};

/// Whether three kinds, in any order, are a sequence of one suit; the lowest goes to `lowest`.
bool is_sequence(std::span<const Kind> kinds, Kind* lowest = nullptr);
/// Whether every kind is the same (a triplet or a kan) and there is at least one.
bool all_same(std::span<const Kind> kinds);
/// The natural tiles of the melds, by kind: what waits' copy limits count as held. A meld of no
/// known kind (a closed kan nobody saw) adds nothing.
Counts meld_counts(std::span<const Meld> melds);

/// One discard as it lies in a river.
struct RiverTile {
  Tile tile;               ///< the tile, with its red mark
  bool tsumogiri = false;  ///< discarded straight from the draw
  bool riichi = false;     ///< turned sideways to declare riichi
  int claimed_by = -1;     ///< the seat that called or won on it; it no longer lies in the river
};

}  // namespace paipu::mahjong
