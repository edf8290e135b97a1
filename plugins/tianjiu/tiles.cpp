#include "tiles.hpp"

#include "paipu/trick.hpp"

namespace paipu::tianjiu {

namespace {

// Same order as Tile. Aliases are unique across the set: bare 九/八/七/五/六/三 would be ambiguous.
const trick::PieceRow kRows[kKinds] = {
    {"66", "天", {"天牌"}, "Heaven (civil, rank 1)"},
    {"11", "地", {}, "Earth (civil, rank 2)"},
    {"44", "人", {}, "Man (civil, rank 3)"},
    {"13", "和", {"鵝", "爺"}, "Harmony / Goose (civil, rank 4)"},
    {"55", "梅", {"梅花"}, "Plum flower (civil, rank 5)"},
    {"33", "長", {"長三", "長衫"}, "Long three (civil, rank 6)"},
    {"22", "板", {"板凳"}, "Bench (civil, rank 7)"},
    {"56", "斧", {"斧頭", "虎頭"}, "Axe (civil, rank 8)"},
    {"46", "紅頭", {"紅頭十", "屏風"}, "Red-head ten (civil, rank 9)"},
    {"16", "高腳", {"高脚", "高腳七", "高脚七"}, "Long-leg seven (civil, rank 10)"},
    {"15", "銅錘", {"銅錘六", "伶冧六", "玲瓏六"}, "Copper hammer six (civil, rank 11)"},
    {"45", "紅九", {}, "Red nine (military 9)"},
    {"36", "黑九", {}, "Black nine (military 9)"},
    {"35", "三五", {}, "Eight 3-5 (military 8)"},
    {"26", "二六", {}, "Eight 2-6 (military 8)"},
    {"34", "紅七", {}, "Red seven (military 7)"},
    {"25", "黑七", {}, "Black seven (military 7)"},
    {"24", "大六", {"大鷄六", "大雞六", "大頭六"}, "Big six 2-4 (military 6, half of 至尊)"},
    {"14", "紅五", {}, "Red five (military 5)"},
    {"23", "黑五", {}, "Black five (military 5)"},
    {"12",
     "細三",
     {"細鷄三", "細雞三", "么三", "丁三"},
     "Little three 1-2 (military 3, half of 至尊)"},
};

int red_on_end(int pip, bool half_red_six) {
  if (pip == 1 || pip == 4) return pip;
  if (pip == 6 && half_red_six) return 3;
  return 0;
}

}  // namespace

Pips pips(Tile t) {
  const std::string& c = kRows[static_cast<int>(t)].code;
  return {c[0] - '0', c[1] - '0'};
}

int red_pips(Tile t, bool tian_red) {
  const Pips p = pips(t);
  const bool half_red = tian_red && t == Tile::tian;
  return red_on_end(p.low, half_red) + red_on_end(p.high, half_red);
}

int red_ends(Tile t, bool tian_red) {
  const Pips p = pips(t);
  const bool half_red = tian_red && t == Tile::tian;
  return (red_on_end(p.low, half_red) > 0 ? 1 : 0) + (red_on_end(p.high, half_red) > 0 ? 1 : 0);
}

const std::vector<PieceInfo>& piece_table() {
  static const std::vector<PieceInfo> table = trick::piece_table(
      kRows, Family::domino, [](PieceId id) { return copies(tile(id)); },
      [](PieceId id) { return std::string(1, kRows[id].code[0]) + "-" + kRows[id].code[1]; });
  return table;
}

std::string names(const trick::PieceList& pieces) {
  return trick::piece_names(kRows, pieces);
}

const std::vector<int>& copy_limits() {
  static const std::vector<int> limits = trick::copy_limits(piece_table());
  return limits;
}

}  // namespace paipu::tianjiu
