// Dealt-hand wins 七枝牌 / 八枝牌 (例牌, rules §1.6.5): a qualifying deal may be declared before
// the first lead; the hand ends at once and every other player pays 10 / 20 (× the dealer
// multiplier).
#pragma once

#include <span>
#include <string_view>

#include "options.hpp"
#include "paipu/piece.hpp"

namespace paipu::tianjiu {

enum class Dealt { none, qizhi, bazhi };  // 七枝牌, 八枝牌

inline int dealt_points(Dealt d) {
  return d == Dealt::bazhi ? 20 : d == Dealt::qizhi ? 10 : 0;
}
const char* dealt_name(Dealt d);

// The pattern an 8-tile hand shows at `level` ("全白", "一點紅", "七武", "八武", "七文", "八文",
// "四對"), empty when it does not qualify.
std::string_view dealt_pattern(std::span<const PieceId> hand, Dealt level, const Options& o);

}  // namespace paipu::tianjiu
