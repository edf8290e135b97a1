// The 32 tiles of 天九牌 as 21 piece kinds: 11 civil (文) kinds of two copies and 10 military (武)
// tiles. PieceId is the index of the kind in piece_table(); Tile names those indices.
#pragma once

#include <string>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/trick.hpp"

namespace paipu::tianjiu {

// Civil kinds from high to low, then military tiles from high to low (equal numbers side by side).
enum class Tile : PieceId {
  tian,      // 天 6-6
  di,        // 地 1-1
  ren,       // 人 4-4
  he,        // 和 1-3
  mei,       // 梅 5-5
  chang,     // 長 3-3
  ban,       // 板 2-2
  fu,        // 斧 5-6
  hongtou,   // 紅頭 4-6
  gaojiao,   // 高腳 1-6
  tongchui,  // 銅錘 1-5
  jiu45,     // 紅九 4-5
  jiu36,     // 黑九 3-6
  ba35,      // 三五 3-5
  ba26,      // 二六 2-6
  qi34,      // 紅七 3-4
  qi25,      // 黑七 2-5
  liu24,     // 大六 2-4, half of 至尊
  wu14,      // 紅五 1-4
  wu23,      // 黑五 2-3
  san12,     // 細三 1-2, half of 至尊
};

inline constexpr int kKinds = 21;
inline constexpr int kSeats = 4;
inline constexpr int kHandSize = 8;
inline constexpr int kDongTotal = 8;  // 棟 in a hand: 32 tiles in stacks of 4

constexpr PieceId id(Tile t) {
  return static_cast<PieceId>(t);
}
constexpr Tile tile(PieceId p) {
  return static_cast<Tile>(p);
}

constexpr bool is_civil(Tile t) {
  return t <= Tile::tongchui;
}
// 1 for 天 down to 11 for 銅錘.
constexpr int civil_rank(Tile t) {
  return static_cast<int>(t) + 1;
}
// The number a military tile counts as: 9, 8, 7, 6, 5 or 3. Tiles of equal number tie.
constexpr int military_number(Tile t) {
  constexpr int kNumbers[] = {9, 9, 8, 8, 7, 7, 6, 5, 5, 3};
  return kNumbers[static_cast<int>(t) - static_cast<int>(Tile::jiu45)];
}
constexpr int copies(Tile t) {
  return is_civil(t) ? 2 : 1;
}

// The military number that joins a civil tile in 文武 pairs, 三文, 三武 and 四: 天-9, 地-8, 人-7,
// 和-5.
constexpr int partner_number(Tile civil) {
  switch (civil) {
    case Tile::tian:
      return 9;
    case Tile::di:
      return 8;
    case Tile::ren:
      return 7;
    case Tile::he:
      return 5;
    default:
      return 0;
  }
}

struct Pips {
  int low = 0;
  int high = 0;
};
Pips pips(Tile t);

// Red pips on the tile: ones and fours are red; 天's sixes are half red unless `tian_red` is off.
int red_pips(Tile t, bool tian_red);
// Ends (halves) of the tile that carry red pips.
int red_ends(Tile t, bool tian_red);

const std::vector<PieceInfo>& piece_table();
// Canonical names joined: "天天九" style, `*` for an unknown piece.
std::string names(const trick::PieceList& pieces);
// Copies of each kind, by PieceId.
const std::vector<int>& copy_limits();

}  // namespace paipu::tianjiu
