#include "dealt.hpp"

#include <algorithm>
#include <array>
#include <span>

#include "combos.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

const char* dealt_name(Dealt d) {
  switch (d) {
    case Dealt::qizhi:
      return "七枝牌";
    case Dealt::bazhi:
      return "八枝牌";
    case Dealt::none:
      break;
  }
  return "";
}

namespace {

int red(std::span<const PieceId> hand, const Options& o) {
  int n = 0;
  for (PieceId p : hand)
    n += o.red_count == RedCount::pips ? red_pips(tile(p), o.tian_red)
                                       : red_ends(tile(p), o.tian_red);
  return n;
}

bool pair_counts(Cls c, FourPairs rule) {
  switch (rule) {
    case FourPairs::pairs:
      return c == Cls::pair_civil || c == Cls::pair_military;
    case FourPairs::mixed:
      return c == Cls::pair_mixed;
    case FourPairs::any_pairs:
      return c == Cls::pair_civil || c == Cls::pair_military || c == Cls::pair_mixed;
    case FourPairs::off:
      return false;
  }
  return false;
}

// Whether the tiles of `hand` (sorted) that are not `used` (a bit per index) split into pairs that
// all count under `rule`. The first of them pairs with each later one in turn.
bool splits_into_pairs(std::span<const PieceId> hand, unsigned used, FourPairs rule) {
  auto is_used = [&](std::size_t i) { return ((used >> i) & 1U) != 0; };
  std::size_t first = 0;
  while (first < hand.size() && is_used(first)) ++first;
  if (first == hand.size()) return true;
  PieceId tried = kUnknownPiece;
  for (std::size_t i = first + 1; i < hand.size(); ++i) {
    // Equal tiles are interchangeable: try each partner tile once.
    if (is_used(i) || hand[i] == tried) continue;
    tried = hand[i];
    const PieceId pair[] = {hand[first], hand[i]};
    if (!pair_counts(classify(pair, false, false).cls, rule)) continue;
    if (splits_into_pairs(hand, used | 1U << first | 1U << i, rule)) return true;
  }
  return false;
}

}  // namespace

std::string_view dealt_pattern(std::span<const PieceId> hand, Dealt level, const Options& o) {
  if (hand.size() != kHandSize) return {};
  const auto civil =
      std::count_if(hand.begin(), hand.end(), [](PieceId p) { return is_civil(tile(p)); });
  const auto military = static_cast<long>(hand.size()) - civil;
  const int r = red(hand, o);
  if (level == Dealt::qizhi) {
    if (r == 1) return "一點紅";
    if (military == 7) return "七武";
    if (o.qizhi_seven_civil && civil == 7) return "七文";
    return {};
  }
  if (level == Dealt::bazhi) {
    if (r == 0) return "全白";
    if (military == 8) return "八武";
    if (civil == 8) return "八文";
    if (o.bazhi_four_pairs == FourPairs::off) return {};
    std::array<PieceId, kHandSize> sorted{};
    std::copy(hand.begin(), hand.end(), sorted.begin());
    std::sort(sorted.begin(), sorted.end());
    if (splits_into_pairs(sorted, 0, o.bazhi_four_pairs)) return "四對";
    return {};
  }
  return {};
}

}  // namespace paipu::tianjiu
