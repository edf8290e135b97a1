#include "pieces.hpp"

namespace paipu::daqizi {

namespace {

struct Row {
  const char* code;
  const char* name;
  std::vector<std::string> aliases;
  const char* description;
};

// Same order as Piece. Every spelling names one kind: the glyphs some sets print on both colours
// (車, 马 ...) belong to black, and red is written 俥 / 傌 or with its code. B/N are the FEN
// letters for elephant and horse.
const Row kRows[kKinds] = {
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
  static const std::vector<PieceInfo> table = [] {
    std::vector<PieceInfo> out;
    for (int i = 0; i < kKinds; ++i) {
      const Row& r = kRows[i];
      PieceInfo p;
      p.id = static_cast<PieceId>(i);
      p.code = r.code;
      p.name = r.name;
      p.aliases = r.aliases;
      p.copies = copies(piece(p.id));
      p.family = Family::xiangqi;
      p.face = std::string(colour_of(piece(p.id)) == Colour::red ? "R" : "B") + r.name;
      p.description = r.description;
      out.push_back(std::move(p));
    }
    return out;
  }();
  return table;
}

std::string names(const std::vector<PieceId>& pieces) {
  std::string out;
  for (PieceId p : pieces) out += p < kKinds ? kRows[p].name : "*";
  return out;
}

const char* colour_name(Colour c) {
  return c == Colour::red ? "red" : "black";
}

const std::vector<int>& copy_limits() {
  static const std::vector<int> limits = [] {
    std::vector<int> out(kKinds);
    for (int i = 0; i < kKinds; ++i) out[i] = copies(piece(static_cast<PieceId>(i)));
    return out;
  }();
  return limits;
}

}  // namespace paipu::daqizi
