// The 32 pieces of a xiangqi set as 14 piece kinds: 7 types in two colours. A PieceId is the index
// of the kind in piece_table(), which lists them by single rank, strongest first; Piece names those
// indices.
//
// A piece is identified by its colour and type, never by its glyph alone: many sets print 車 and 馬
// on both colours. The canonical spellings are one per kind (red 俥 傌, black 車 馬), and the ASCII
// code is the type letter, upper case for red and lower case for black.
#pragma once

#include <string>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/trick.hpp"

namespace paipu::daqizi {

enum class Piece : PieceId {
  red_general,     // 帥 K (師, 帅)
  black_general,   // 將 k (将)
  red_advisor,     // 仕 A
  black_advisor,   // 士 a
  red_elephant,    // 相 E
  black_elephant,  // 象 e
  red_chariot,     // 俥 R
  black_chariot,   // 車 r
  red_horse,       // 傌 H
  black_horse,     // 馬 h
  red_cannon,      // 炮 C
  black_cannon,    // 砲 c (包)
  red_soldier,     // 兵 P
  black_soldier,   // 卒 p
};

enum class Type : int { general, advisor, elephant, chariot, horse, cannon, soldier };
enum class Colour : int { red, black };

inline constexpr int kKinds = 14;
inline constexpr int kSeats = 4;
inline constexpr int kHandSize = 8;
inline constexpr int kFaceUpTotal = 8;  // face-up pieces in a hand: one per piece a leader led

constexpr PieceId id(Piece p) {
  return static_cast<PieceId>(p);
}
constexpr Piece piece(PieceId p) {
  return static_cast<Piece>(p);
}
constexpr Type type_of(Piece p) {
  return static_cast<Type>(static_cast<int>(p) / 2);
}
constexpr Colour colour_of(Piece p) {
  return static_cast<Colour>(static_cast<int>(p) % 2);
}
constexpr Piece make(Type t, Colour c) {
  return static_cast<Piece>(static_cast<int>(t) * 2 + static_cast<int>(c));
}
// 14 for 帥 down to 1 for 卒: the single order, red above black within a type.
constexpr int single_strength(Piece p) {
  return kKinds - static_cast<int>(p);
}
constexpr int copies(Piece p) {
  switch (type_of(p)) {
    case Type::general:
      return 1;
    case Type::soldier:
      return 5;
    default:
      return 2;
  }
}

const std::vector<PieceInfo>& piece_table();
// Canonical names joined, "俥傌炮" style, `*` for an unknown piece.
std::string names(const trick::PieceList& pieces);
// "red" / "black"
const char* colour_name(Colour c);
// Copies of each kind, by PieceId.
const std::vector<int>& copy_limits();

}  // namespace paipu::daqizi
