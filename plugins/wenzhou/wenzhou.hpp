// 温州麻雀 (Wenzhou mahjong, the city rules) in brief.
//
// Four seats, 136 tiles without flowers; 16-tile hands, the dealer starting with 17. The dealer
// rolls two dice; the seat the roll counts to (the dealer as 1, in play order) rolls again and
// breaks its own wall after the sum of both rolls; the wall is drawn clockwise from there, four
// tiles at a time, and the dealer takes one more. The breaker then turns face up the inner tile
// of its own wall at the dealer's roll: the other three copies of that kind are 財神, wild for any
// tile, and every 白 plays as the indicator's kind (when the indicator is not 白 itself).
//
// Loose honours are discarded before number tiles, honours already discarded before other
// honours; no call takes or uses a 財神; a 財神 is discarded only from a hand of nothing else.
// Chi from the left, pon and kans with a replacement draw. A win is a pair and five melds, 八対
// (eight pairs and any tile) or any hand with three 財神 (by self-draw); one seat wins, the nearest
// after the discarder unless a farther claim is 双翻. A 財神 single wait wins only by self-draw.
// The hand is drawn when 16 tiles are left, or when the draw reaches the indicator.
//
// Each loser pays the winner: 1 between non-dealers, the dealer's rate (2-4-6-8 by streak)
// otherwise, ×1 (軟牌), ×2 (硬牌) or ×4 (双翻). At every hand's end each 財神 held earns its
// holder the 財神銭 from each other seat. The full rules and their options:
// docs/variants/wenzhou.md.
#pragma once

#include <memory>

#include "paipu/variant.hpp"
#include "tiles.hpp"

namespace paipu::wenzhou {

inline constexpr const char* kVersion = "0.1.0";

// Verb indices into VariantInfo::verbs.
enum VerbIndex : int {
  kDeal,
  kDice,
  kWallVerb,
  kIndicator,
  kDraw,
  kDiscard,
  kTsumogiri,
  kChi,
  kPon,
  kKan,
  kAnkan,
  kKakan,
  kRon,
  kTsumo,
  kReveal,
  kDrawGame,
};

const VariantInfo& variant_info();
std::unique_ptr<Variant> make_variant();

}  // namespace paipu::wenzhou
