// 清一色東天紅 (Chinton, the Waseda club's three-player game) in brief.
//
// Three seats, 108 tiles: one suit (pinzu or souzu, alternating hand by hand) with 8 copies of
// each number, 1m, 9m and the seven honours with 4. 1m, 9m and 北 are ガリ: pulled, face up, and
// replaced from a reserve set aside beside the indicator; each is a point. 白 is a wildcard for
// honours. No chi; pons and kans (the 5th to 8th copies added to a kan one at a time), a new dora
// indicator with each kan; riichi and open riichi (a seat not in riichi that deals into an open
// riichi pays a yakuman). Every hand is always East 1 and the winner deals. A win is valued by the
// club's table item by item (門前 1, バンバン 2, 5s 1 each, ガリ 1 each, yaku as points, yakuman
// 50); a ron is paid by the discarder, a tsumo by each of the other two. The full rules and their
// options: docs/variants/chinton.md.
#pragma once

#include <memory>

#include "paipu/variant.hpp"
#include "tiles.hpp"

namespace paipu::chinton {

inline constexpr const char* kVersion = "0.1.0";

// Verb indices into VariantInfo::verbs.
enum VerbIndex : int {
  kDeal,
  kIndicator,
  kUra,
  kDraw,
  kDiscard,
  kTsumogiri,
  kNuki,
  kFixPull,
  kPon,
  kKan,
  kAnkan,
  kKakan,
  kChi,
  kRiichi,
  kOpenRiichi,
  kRon,
  kTsumo,
  kMixedTsumo,
  kReveal,
  kDrawGame,
  kChombo,
  kDeadHand,
};

const VariantInfo& variant_info();
std::unique_ptr<Variant> make_variant();

}  // namespace paipu::chinton
