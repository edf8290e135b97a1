/// @file
/// The tiles as pieces, as every mahjong game spells them: the 34 kinds with piece id = Kind (codes
/// 1m..9s and E S W N P F C, names 一萬..九索 and 東南西北白發中, their other common spellings),
/// and a red five as a piece of its own. A game adds its own descriptions, copies and red fives.
/// Part of the mahjong kit (paipu/mahjong.hpp includes every part).
#pragma once

#include <string>
#include <vector>

#include "paipu/mahjong/tiles.hpp"
#include "paipu/piece.hpp"

namespace paipu::mahjong {

/// A number tile: "5p" named 五筒 (alias 五餅); red, "0p" named 赤五筒.
PieceInfo number_piece(PieceId id, Suit suit, int number, bool red = false);
/// The 34 kinds in kind order, 4 copies each, family mahjong.
std::vector<PieceInfo> kind_pieces();
/// A kind as a message writes it: "5s" for a number, "東" for an honour, "*" for kNoKind.
std::string kind_text(Kind k);

}  // namespace paipu::mahjong
