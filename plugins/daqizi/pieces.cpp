#include "pieces.hpp"

#include "paipu/trick.hpp"

namespace paipu::daqizi {

namespace {

// Same order as Piece. Every spelling names one kind: the glyphs some sets print on both colours
// (車, 马 ...) belong to black, and red is written 俥 / 傌 or with its code. B/N are the FEN
// letters for elephant and horse.
const trick::PieceRow kRows[kKinds] = {
    {"K", "帥", {"師", "帅"}, "Red general (single rank 1)"},
    {"k", "將", {"将"}, "Black general (single rank 2)"},
    {"A", "仕", {}, "Red advisor (single rank 3)"},
    {"a", "士", {}, "Black advisor (single rank 4)"},
    {"E", "相", {"B"}, "Red elephant (single rank 5)"},
    {"e", "象", {"b"}, "Black elephant (single rank 6)"},
    {"R", "俥", {"伡"}, "Red chariot (single rank 7); many sets print 車"},
    {"r", "車", {"车"}, "Black chariot (single rank 8)"},
    {"H", "傌", {"N"}, "Red horse (single rank 9); many sets print 馬"},
    {"h", "馬", {"马", "n"}, "Black horse (single rank 10)"},
    {"C", "炮", {}, "Red cannon (single rank 11)"},
    {"c", "砲", {"包"}, "Black cannon (single rank 12)"},
    {"P", "兵", {}, "Red soldier (single rank 13)"},
    {"p", "卒", {}, "Black soldier (single rank 14)"},
};

}  // namespace

const std::vector<PieceInfo>& piece_table() {
  static const std::vector<PieceInfo> table = trick::piece_table(
      kRows, Family::xiangqi, [](PieceId id) { return copies(piece(id)); },
      [](PieceId id) {
        return std::string(colour_of(piece(id)) == Colour::red ? "R" : "B") + kRows[id].name;
      });
  return table;
}

std::string names(const trick::PieceList& pieces) {
  return trick::piece_names(kRows, pieces);
}

const char* colour_name(Colour c) {
  return c == Colour::red ? "red" : "black";
}

const std::vector<int>& copy_limits() {
  static const std::vector<int> limits = trick::copy_limits(piece_table());
  return limits;
}

}  // namespace paipu::daqizi
