// The 34 tile kinds as pieces (id = the kit's Kind), and what 財神 and 白 are in one hand.
#pragma once

#include <string>
#include <vector>

#include "paipu/mahjong/tiles.hpp"
#include "paipu/piece.hpp"

namespace paipu::wenzhou {

using mahjong::Kind;
using mahjong::kNoKind;

inline constexpr int kSeats = 4;

const std::vector<PieceInfo>& piece_table();
// "5s", "東"...: a kind as records write it, for messages.
std::string tile_text(Kind k);

// The indicator of one hand, and what it makes of each tile. The indicator itself lies face up on
// the wall, so every copy of its kind in play is a 財神. 白 is the indicator's face
// ("白は財神表示と 同じ牌"), unless the indicator is 白, whose other copies are then 財神 like any
// indicator's.
struct Wilds {
  Kind indicator = kNoKind;

  bool known() const { return indicator != kNoKind; }
  bool is_caishen(Kind k) const { return k == indicator; }
  // The kind a natural tile plays as: 白 as the indicator's kind, every other tile as itself.
  Kind face(Kind k) const { return k == mahjong::kWhite && known() ? indicator : k; }
};

}  // namespace paipu::wenzhou
