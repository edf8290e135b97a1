#include "combos.hpp"

#include <algorithm>
#include <array>

#include "tiles.hpp"

namespace paipu::tianjiu {

namespace {

// 4 for the 天 family down to 1 for 和: the rank of mixed pairs, 三文, 三武 and 四.
int family_rank(Tile civil) {
  switch (partner_number(civil)) {
    case 9:
      return 4;
    case 8:
      return 3;
    case 7:
      return 2;
    case 5:
      return 1;
    default:
      return 0;
  }
}

int civil_strength(Tile t) {
  return 12 - civil_rank(t);
}

bool military_pair(Tile a, Tile b) {
  const int n = military_number(a);
  return n == military_number(b) && (n == 9 || n == 8 || n == 7 || n == 5);
}

Combo pair(Tile a, Tile b, bool led, bool wen_zhizun) {
  if (is_civil(a) && is_civil(b)) {
    if (a != b) return {};
    if (a == Tile::tongchui && led && wen_zhizun) return {Cls::zhizun_wen, 0};
    return {Cls::pair_civil, civil_strength(a)};
  }
  if (!is_civil(a) && !is_civil(b)) {
    if ((a == Tile::liu24 && b == Tile::san12) || (a == Tile::san12 && b == Tile::liu24))
      return {Cls::zhizun_wu, 0};
    if (military_pair(a, b)) return {Cls::pair_military, military_number(a)};
    return {};
  }
  const Tile civil = is_civil(a) ? a : b;
  const Tile military = is_civil(a) ? b : a;
  if (partner_number(civil) != 0 && partner_number(civil) == military_number(military))
    return {Cls::pair_mixed, family_rank(civil)};
  return {};
}

}  // namespace

Combo classify(std::span<const PieceId> pieces, bool led, bool wen_zhizun) {
  if (pieces.empty() || pieces.size() > 4) return {};
  std::array<Tile, 4> held{};
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    if (pieces[i] >= kKinds) return {};
    held[i] = tile(pieces[i]);
  }
  const std::span<Tile> t(held.data(), pieces.size());
  trick::sort_few(t);  // civil before military
  const auto civil = std::count_if(t.begin(), t.end(), [](Tile x) { return is_civil(x); });
  switch (t.size()) {
    case 1:
      if (is_civil(t[0])) return {Cls::single_civil, civil_strength(t[0])};
      return {Cls::single_military, military_number(t[0])};
    case 2:
      return pair(t[0], t[1], led, wen_zhizun);
    case 3: {
      const int n = partner_number(t[0]);
      if (n == 0) return {};
      if (civil == 2 && t[0] == t[1] && military_number(t[2]) == n)
        return {Cls::triple_civil, family_rank(t[0])};
      if (civil == 1 && military_number(t[1]) == n && military_number(t[2]) == n)
        return {Cls::triple_military, family_rank(t[0])};
      return {};
    }
    case 4: {
      const int n = partner_number(t[0]);
      if (n != 0 && civil == 2 && t[0] == t[1] && military_number(t[2]) == n &&
          military_number(t[3]) == n)
        return {Cls::quad, family_rank(t[0])};
      return {};
    }
    default:
      return {};
  }
}

Verdict judge(const Combo& lead, const Combo& best, const Combo& follow) {
  if (follow.cls == Cls::none) return Verdict::not_a_combination;
  if (follow.cls == Cls::zhizun_wu) return Verdict::zhizun_not_led;
  if (lead.cls == Cls::zhizun_wen) {
    // Only one 双高腳 exists, so once it has captured nothing else can.
    const bool capture = best.cls == Cls::zhizun_wen && follow.cls == Cls::pair_civil &&
                         follow.strength == kGaojiaoPair;
    return capture ? Verdict::beats : Verdict::only_capture;
  }
  if (follow.cls != best.cls) return Verdict::other_class;
  if (follow.strength == best.strength) return Verdict::tie;
  return follow.strength > best.strength ? Verdict::beats : Verdict::lower;
}

const char* class_name(Cls c) {
  switch (c) {
    case Cls::none:
      return "no combination";
    case Cls::single_civil:
      return "civil single";
    case Cls::single_military:
      return "military single";
    case Cls::pair_civil:
      return "civil pair (文対)";
    case Cls::pair_military:
      return "military pair (雜)";
    case Cls::pair_mixed:
      return "civil-military pair (文武)";
    case Cls::zhizun_wu:
      return "至尊";
    case Cls::zhizun_wen:
      return "文至尊";
    case Cls::triple_civil:
      return "三文";
    case Cls::triple_military:
      return "三武";
    case Cls::quad:
      return "四";
  }
  return "no combination";
}

}  // namespace paipu::tianjiu
