#include "tiles.hpp"

#include "paipu/mahjong/pieces.hpp"

namespace paipu::wenzhou {

const std::vector<PieceInfo>& piece_table() {
  static const std::vector<PieceInfo> table = [] {
    std::vector<PieceInfo> t = mahjong::kind_pieces();
    t[mahjong::kWhite].description = "white dragon (plays as the indicator's kind)";
    return t;
  }();
  return table;
}

std::string tile_text(Kind k) {
  return mahjong::kind_text(k);
}

}  // namespace paipu::wenzhou
