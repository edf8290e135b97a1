#include "dealt.hpp"

#include <algorithm>

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

int red(const std::vector<PieceId>& hand, const Options& o) {
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

// Whether `rest` (sorted) splits into pairs that all count under `rule`.
bool splits_into_pairs(std::vector<PieceId> rest, FourPairs rule) {
  if (rest.empty()) return true;
  const PieceId first = rest.front();
  for (std::size_t i = 1; i < rest.size(); ++i) {
    if (i > 1 && rest[i] == rest[i - 1]) continue;
    const Combo c = classify({first, rest[i]}, false, false);
    if (!pair_counts(c.cls, rule)) continue;
    std::vector<PieceId> next = rest;
    next.erase(next.begin() + static_cast<std::ptrdiff_t>(i));
    next.erase(next.begin());
    if (splits_into_pairs(std::move(next), rule)) return true;
  }
  return false;
}

}  // namespace

std::string dealt_pattern(const std::vector<PieceId>& hand, Dealt level, const Options& o) {
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
    std::vector<PieceId> sorted = hand;
    std::sort(sorted.begin(), sorted.end());
    if (o.bazhi_four_pairs != FourPairs::off && splits_into_pairs(sorted, o.bazhi_four_pairs))
      return "四對";
    return {};
  }
  return {};
}

}  // namespace paipu::tianjiu
