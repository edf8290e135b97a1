// The tiles of 清一色東天紅 as pieces: the 34 kinds (id = the kit's Kind) and the red fives 0p and
// 0s (ids after them), and what one hand's wall holds.
#pragma once

#include <string>
#include <vector>

#include "paipu/mahjong/tiles.hpp"
#include "paipu/piece.hpp"

namespace paipu::chinton {

using mahjong::Kind;
using mahjong::kNoKind;

inline constexpr int kSeats = 3;
inline constexpr PieceId kRed5p = mahjong::kKinds;      // 0p
inline constexpr PieceId kRed5s = mahjong::kKinds + 1;  // 0s

const std::vector<PieceInfo>& piece_table();

// The tile a piece is; kNoKind for an unknown piece.
mahjong::Tile tile_of(PieceId piece);
// The piece of a tile (a red five as 0p / 0s).
PieceId piece_of(mahjong::Tile t);
// "5s", "0p", "東": a tile as records write it, for messages.
std::string tile_text(Kind k);
std::string tile_text(mahjong::Tile t);

// ガリ: 1m, 9m and 北, pulled and replaced.
constexpr bool is_gari(Kind k) {
  return k == mahjong::kind_of(mahjong::Suit::man, 1) ||
         k == mahjong::kind_of(mahjong::Suit::man, 9) || k == mahjong::kNorth;
}

}  // namespace paipu::chinton
