// How pieces look, as numbers: sizes per family, where the pips of a domino or the circles of a
// pinzu tile go, the palette. The painter draws exactly this, and tests sample pixels where this
// says. No SFML here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/piece.hpp"

namespace paipu::viewer {

struct Rgb {
  std::uint8_t r = 0, g = 0, b = 0;
  friend bool operator==(const Rgb&, const Rgb&) = default;
};

namespace palette {
inline constexpr Rgb kFelt{28, 84, 58};
inline constexpr Rgb kFeltDark{20, 62, 43};
inline constexpr Rgb kPanel{32, 34, 40};
inline constexpr Rgb kText{232, 232, 226};
inline constexpr Rgb kDimText{150, 152, 158};
inline constexpr Rgb kHighlight{255, 212, 59};
inline constexpr Rgb kError{235, 72, 72};
inline constexpr Rgb kWarning{245, 159, 0};
inline constexpr Rgb kNote{116, 192, 252};
inline constexpr Rgb kAnnotation{77, 171, 247};
// The score strip's line of each seat (E S W N, then round again): away from the marks' red,
// orange and blue.
inline constexpr Rgb kSeatLines[] = {
    {236, 236, 228}, {105, 219, 124}, {204, 153, 255}, {255, 212, 59}};

// Faces.
inline constexpr Rgb kDominoBody{24, 24, 28};
inline constexpr Rgb kDominoRim{214, 205, 180};
inline constexpr Rgb kPipWhite{246, 244, 236};
inline constexpr Rgb kPipRed{222, 38, 38};
inline constexpr Rgb kIvory{248, 244, 230};
inline constexpr Rgb kXiangqiWood{238, 214, 160};
inline constexpr Rgb kInkRed{200, 28, 28};
inline constexpr Rgb kInkBlack{20, 20, 20};
inline constexpr Rgb kInkBlue{28, 70, 150};
inline constexpr Rgb kInkGreen{30, 120, 60};
inline constexpr Rgb kCardFace{252, 252, 250};
inline constexpr Rgb kJokerGold{255, 208, 60};
// A trump (ScenePiece::trump): a warmer face and an amber 主 chip, apart from both inks and the
// joker's gold.
inline constexpr Rgb kTrumpFace{255, 238, 196};
inline constexpr Rgb kTrumpMark{222, 118, 12};

// Backs: one per family, each far from that family's face colour.
inline constexpr Rgb kDominoBack{150, 96, 44};
inline constexpr Rgb kXiangqiBack{150, 104, 52};
inline constexpr Rgb kCardBack{34, 68, 160};
inline constexpr Rgb kMahjongBack{226, 140, 38};
}  // namespace palette

Rgb back_colour(Family f);

// Width and height of an upright piece whose height is `unit` (xiangqi discs are a little smaller).
struct Size {
  float w = 0, h = 0;
};
Size piece_size(Family f, float unit);
// The size of the text that names a face-up piece of width `w`: a card's corner index (the one
// part of it that stays in sight when cards fan out), a xiangqi piece's character. 0 for a family
// that names its pieces by pips and pictures. The layout keeps it readable (kMinText).
float face_text_size(Family f, float w);

// ---- Dominoes: face "6-6": the top half's pips, then the bottom half's.
bool parse_domino(std::string_view face, int& top, int& bottom);

struct Pip {
  float x = 0, y = 0, r = 0;  // centre and radius, relative to the tile's top-left corner
  bool red = false;
};
// Pips of a domino of size w×h: 1 and 4 red; on 6-6 one column of each six is red (3 red + 3
// white).
std::vector<Pip> domino_pips(std::string_view face, float w, float h);

// ---- Xiangqi: face "R帥" / "B將".
struct XiangqiFace {
  bool valid = false;
  bool red = false;
  std::string glyph;  // UTF-8
};
XiangqiFace parse_xiangqi(std::string_view face);

// ---- Cards: face "H10", "SA", "SJ" (the jack of spades), "BJ" or "RJ" (big joker), "LJ" (little
// joker).
struct CardFace {
  bool valid = false;
  bool joker = false;
  bool big = false;  // big joker
  char suit = 0;     // 'S', 'H', 'D', 'C'
  std::string rank;  // "A", "2".."10", "J", "Q", "K"
  bool red() const { return joker ? big : (suit == 'H' || suit == 'D'); }
};
CardFace parse_card(std::string_view face);
const char* suit_symbol(char suit);  // UTF-8 ♠ ♥ ♦ ♣

// ---- Mahjong: "5p", "1m", "9s", "0p" (red five), "E" "S" "W" "N", "P" (白) "F" (發) "C" (中),
// "f1".."f8".
struct MahjongFace {
  enum class Kind : std::uint8_t { invalid, suited, wind, dragon, flower };
  Kind kind = Kind::invalid;
  char suit = 0;  // 'm', 'p', 's' for suited tiles
  int rank = 0;   // 1..9 suited, 1..8 flowers
  bool red_five = false;
  char honour = 0;  // wind or dragon letter
};
MahjongFace parse_mahjong(std::string_view face);

// Circles of a pinzu tile (and, with other proportions, sticks of a souzu tile), relative to the
// tile.
struct Mark2d {
  float x = 0, y = 0;  // centre
  float w = 0, h = 0;  // circles: w == h == diameter; sticks: width, height
  Rgb colour;
};
std::vector<Mark2d> pinzu_marks(int rank, bool red_five, float w, float h);
std::vector<Mark2d> souzu_marks(int rank, bool red_five, float w, float h);

// The Chinese characters a mahjong face shows: number and 萬 for manzu, 東南西北, 發 中, flower
// names.
std::string mahjong_glyph(const MahjongFace& f);
const char* manzu_numeral(int rank);
// A face in two characters for a small index: "5索", "9萬", "東"; empty for no mahjong face.
std::string mahjong_short_name(std::string_view face);

}  // namespace paipu::viewer
