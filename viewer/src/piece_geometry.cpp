#include "paipu/viewer/piece_geometry.hpp"

#include <array>

namespace paipu::viewer {

Rgb back_colour(Family f) {
  switch (f) {
    case Family::domino:
      return palette::kDominoBack;
    case Family::xiangqi:
      return palette::kXiangqiBack;
    case Family::card:
      return palette::kCardBack;
    case Family::mahjong:
      return palette::kMahjongBack;
  }
  return palette::kCardBack;
}

Size piece_size(Family f, float unit) {
  switch (f) {
    case Family::domino:
      return {unit * 0.5f, unit};
    case Family::xiangqi:
      return {unit * 0.86f, unit * 0.86f};
    case Family::card:
      return {unit * 0.7f, unit};
    case Family::mahjong:
      return {unit * 0.74f, unit};
  }
  return {unit, unit};
}

float face_text_size(Family f, float w) {
  switch (f) {
    case Family::card:
      return w * 0.4f;
    case Family::xiangqi:
      return w * 0.5f;
    case Family::domino:
    case Family::mahjong:
      return 0;
  }
  return 0;
}

// ---------------------------------------------------------------- dominoes

bool parse_domino(std::string_view face, int& top, int& bottom) {
  if (face.size() != 3 || face[1] != '-') {
    return false;
  }
  top = face[0] - '0';
  bottom = face[2] - '0';
  return top >= 1 && top <= 6 && bottom >= 1 && bottom <= 6;
}

namespace {

struct UV {
  float u, v;
};

// Pip positions in a square half, in [0,1]².
std::vector<UV> half_layout(int n) {
  switch (n) {
    case 1:
      return {{0.5f, 0.5f}};
    case 2:
      return {{0.3f, 0.3f}, {0.7f, 0.7f}};
    case 3:
      return {{0.25f, 0.25f}, {0.5f, 0.5f}, {0.75f, 0.75f}};
    case 4:
      return {{0.3f, 0.3f}, {0.7f, 0.3f}, {0.3f, 0.7f}, {0.7f, 0.7f}};
    case 5:
      return {{0.27f, 0.27f}, {0.73f, 0.27f}, {0.5f, 0.5f}, {0.27f, 0.73f}, {0.73f, 0.73f}};
    case 6:
      return {{0.3f, 0.22f}, {0.3f, 0.5f}, {0.3f, 0.78f},
              {0.7f, 0.22f}, {0.7f, 0.5f}, {0.7f, 0.78f}};
    default:
      return {};
  }
}

}  // namespace

std::vector<Pip> domino_pips(std::string_view face, float w, float h) {
  int top = 0, bottom = 0;
  std::vector<Pip> pips;
  if (!parse_domino(face, top, bottom)) {
    return pips;
  }
  const bool heaven = top == 6 && bottom == 6;
  const float half = h / 2;
  const float side = std::min(w, half) * 0.92f;  // the square the pips are laid out in
  for (int which = 0; which < 2; ++which) {
    const int n = which == 0 ? top : bottom;
    const float cx = w / 2;
    const float cy = half * static_cast<float>(which) + half / 2;
    const float r = side * (n == 1 ? 0.17f : n == 6 ? 0.095f : 0.105f);
    const auto uv = half_layout(n);
    for (std::size_t i = 0; i < uv.size(); ++i) {
      bool red = n == 1 || n == 4 || (heaven && i < 3);  // 天: the left column of each six
      pips.push_back({cx + (uv[i].u - 0.5f) * side, cy + (uv[i].v - 0.5f) * side, r, red});
    }
  }
  return pips;
}

// ---------------------------------------------------------------- xiangqi

XiangqiFace parse_xiangqi(std::string_view face) {
  XiangqiFace f;
  if (face.size() < 2 || (face[0] != 'R' && face[0] != 'B')) {
    return f;
  }
  f.valid = true;
  f.red = face[0] == 'R';
  f.glyph = std::string(face.substr(1));
  return f;
}

// ---------------------------------------------------------------- cards

CardFace parse_card(std::string_view face) {
  CardFace c;
  if (face == "BJ" || face == "RJ") {
    c.valid = c.joker = c.big = true;
    return c;
  }
  if (face == "LJ") {  // "little": "SJ" is the jack of spades
    c.valid = c.joker = true;
    return c;
  }
  if (face.size() < 2) {
    return c;
  }
  char s = face[0];
  if (s != 'S' && s != 'H' && s != 'D' && s != 'C') {
    return c;
  }
  std::string_view r = face.substr(1);
  static constexpr std::array<std::string_view, 14> kRanks{"A", "2", "3",  "4", "5", "6", "7",
                                                           "8", "9", "10", "J", "Q", "K", "T"};
  for (std::string_view k : kRanks) {
    if (r == k) {
      c.valid = true;
      c.suit = s;
      c.rank = k == "T" ? "10" : std::string(k);
      return c;
    }
  }
  return c;
}

const char* suit_symbol(char suit) {
  switch (suit) {
    case 'S':
      return "\u2660";
    case 'H':
      return "\u2665";
    case 'D':
      return "\u2666";
    case 'C':
      return "\u2663";
    default:
      return "?";
  }
}

// ---------------------------------------------------------------- mahjong

MahjongFace parse_mahjong(std::string_view face) {
  MahjongFace f;
  if (face.size() == 1) {
    switch (face[0]) {
      case 'E':
      case 'S':
      case 'W':
      case 'N':
        f.kind = MahjongFace::Kind::wind;
        f.honour = face[0];
        return f;
      case 'P':
      case 'F':
      case 'C':
        f.kind = MahjongFace::Kind::dragon;
        f.honour = face[0];
        return f;
      default:
        return f;
    }
  }
  if (face.size() != 2) {
    return f;
  }
  if (face[0] == 'f' && face[1] >= '1' && face[1] <= '8') {
    f.kind = MahjongFace::Kind::flower;
    f.rank = face[1] - '0';
    return f;
  }
  char s = face[1];
  if ((s != 'm' && s != 'p' && s != 's') || face[0] < '0' || face[0] > '9') {
    return f;
  }
  f.kind = MahjongFace::Kind::suited;
  f.suit = s;
  f.rank = face[0] - '0';
  if (f.rank == 0) {
    f.rank = 5;
    f.red_five = true;
  }
  return f;
}

const char* manzu_numeral(int rank) {
  static constexpr std::array<const char*, 10> kNum{"",   "一", "二", "三", "四",
                                                    "五", "六", "七", "八", "九"};
  return rank >= 1 && rank <= 9 ? kNum[static_cast<std::size_t>(rank)] : "";
}

std::string mahjong_glyph(const MahjongFace& f) {
  switch (f.kind) {
    case MahjongFace::Kind::suited:
      return f.suit == 'm' ? manzu_numeral(f.rank) : "";
    case MahjongFace::Kind::wind:
      switch (f.honour) {
        case 'E':
          return "東";
        case 'S':
          return "南";
        case 'W':
          return "西";
        default:
          return "北";
      }
    case MahjongFace::Kind::dragon:
      switch (f.honour) {
        case 'P':
          return "白";
        case 'F':
          return "發";
        default:
          return "中";
      }
    case MahjongFace::Kind::flower: {
      static constexpr std::array<const char*, 8> kFlowers{"春", "夏", "秋", "冬",
                                                           "梅", "蘭", "菊", "竹"};
      return kFlowers[static_cast<std::size_t>(f.rank - 1)];
    }
    case MahjongFace::Kind::invalid:
      break;
  }
  return "";
}

std::string mahjong_short_name(std::string_view face) {
  const MahjongFace f = parse_mahjong(face);
  if (f.kind != MahjongFace::Kind::suited) return mahjong_glyph(f);
  const char* suit = f.suit == 'm' ? "萬" : f.suit == 'p' ? "筒" : "索";
  return std::to_string(f.rank) + suit;
}

namespace {

struct MarkSpec {
  float u, v;
  char colour;  // 'r', 'g', 'b'
};

Rgb ink(char c, bool red_five) {
  if (red_five) {
    return palette::kInkRed;
  }
  switch (c) {
    case 'r':
      return palette::kInkRed;
    case 'g':
      return palette::kInkGreen;
    default:
      return palette::kInkBlue;
  }
}

// Marks are laid out on the face inside the tile's rim.
struct FaceBox {
  float x, y, w, h;
};
FaceBox face_box(float w, float h) {
  return {w * 0.1f, h * 0.08f, w * 0.8f, h * 0.84f};
}

std::vector<Mark2d> place(const std::vector<MarkSpec>& specs, FaceBox fb, float mw, float mh,
                          bool red_five) {
  std::vector<Mark2d> out;
  out.reserve(specs.size());
  for (const MarkSpec& s : specs) {
    out.push_back({fb.x + s.u * fb.w, fb.y + s.v * fb.h, mw, mh, ink(s.colour, red_five)});
  }
  return out;
}

}  // namespace

std::vector<Mark2d> pinzu_marks(int rank, bool red_five, float w, float h) {
  const FaceBox fb = face_box(w, h);
  std::vector<MarkSpec> s;
  float d = 0;  // diameter relative to the face's width
  switch (rank) {
    case 1:
      s = {{0.5f, 0.5f, 'b'}}, d = 0.86f;
      break;
    case 2:
      s = {{0.5f, 0.26f, 'g'}, {0.5f, 0.74f, 'b'}}, d = 0.56f;
      break;
    case 3:
      s = {{0.24f, 0.18f, 'b'}, {0.5f, 0.5f, 'r'}, {0.76f, 0.82f, 'g'}}, d = 0.44f;
      break;
    case 4:
      s = {{0.27f, 0.26f, 'b'}, {0.73f, 0.26f, 'g'}, {0.27f, 0.74f, 'g'}, {0.73f, 0.74f, 'b'}};
      d = 0.46f;
      break;
    case 5:
      s = {{0.24f, 0.2f, 'b'},
           {0.76f, 0.2f, 'g'},
           {0.5f, 0.5f, 'r'},
           {0.24f, 0.8f, 'g'},
           {0.76f, 0.8f, 'b'}};
      d = 0.42f;
      break;
    case 6:
      s = {{0.28f, 0.15f, 'g'}, {0.72f, 0.15f, 'g'}, {0.28f, 0.55f, 'r'},
           {0.72f, 0.55f, 'r'}, {0.28f, 0.85f, 'r'}, {0.72f, 0.85f, 'r'}};
      d = 0.38f;
      break;
    case 7:
      s = {{0.2f, 0.11f, 'g'},  {0.5f, 0.22f, 'g'},  {0.8f, 0.33f, 'g'}, {0.28f, 0.62f, 'r'},
           {0.72f, 0.62f, 'r'}, {0.28f, 0.88f, 'r'}, {0.72f, 0.88f, 'r'}};
      d = 0.34f;
      break;
    case 8:
      for (float v : {0.12f, 0.375f, 0.625f, 0.88f}) {
        for (float u : {0.28f, 0.72f}) {
          s.push_back({u, v, 'b'});
        }
      }
      d = 0.36f;
      break;
    case 9:
      for (auto [v, c] : {std::pair{0.16f, 'g'}, std::pair{0.5f, 'r'}, std::pair{0.84f, 'b'}}) {
        for (float u : {0.2f, 0.5f, 0.8f}) {
          s.push_back({u, v, c});
        }
      }
      d = 0.31f;
      break;
    default:
      return {};
  }
  return place(s, fb, d * fb.w, d * fb.w, red_five);
}

std::vector<Mark2d> souzu_marks(int rank, bool red_five, float w, float h) {
  const FaceBox fb = face_box(w, h);
  std::vector<MarkSpec> s;
  float sw = 0.15f, sh = 0.38f;  // stick size relative to the face
  switch (rank) {
    case 1:
      s = {{0.5f, 0.5f, 'g'}}, sw = 0.9f, sh = 0.8f;
      break;  // the bird's box
    case 2:
      s = {{0.5f, 0.26f, 'g'}, {0.5f, 0.74f, 'g'}};
      break;
    case 3:
      s = {{0.5f, 0.26f, 'g'}, {0.28f, 0.74f, 'g'}, {0.72f, 0.74f, 'g'}};
      break;
    case 4:
      s = {{0.3f, 0.26f, 'g'}, {0.7f, 0.26f, 'g'}, {0.3f, 0.74f, 'g'}, {0.7f, 0.74f, 'g'}};
      break;
    case 5:
      s = {{0.2f, 0.26f, 'g'},
           {0.8f, 0.26f, 'g'},
           {0.5f, 0.5f, 'r'},
           {0.2f, 0.74f, 'g'},
           {0.8f, 0.74f, 'g'}};
      break;
    case 6:
      for (float v : {0.26f, 0.74f}) {
        for (float u : {0.2f, 0.5f, 0.8f}) {
          s.push_back({u, v, 'g'});
        }
      }
      break;
    case 7:
      s = {{0.5f, 0.16f, 'r'}};
      for (float v : {0.5f, 0.84f}) {
        for (float u : {0.2f, 0.5f, 0.8f}) {
          s.push_back({u, v, 'g'});
        }
      }
      sh = 0.28f;
      break;
    case 8:
      for (float v : {0.26f, 0.74f}) {
        for (float u : {0.13f, 0.38f, 0.62f, 0.87f}) {
          s.push_back({u, v, 'g'});
        }
      }
      sw = 0.13f;
      break;
    case 9:
      for (float v : {0.16f, 0.5f, 0.84f}) {
        for (float u : {0.2f, 0.5f, 0.8f}) {
          s.push_back({u, v, u == 0.5f ? 'r' : 'g'});
        }
      }
      sh = 0.28f;
      break;
    default:
      return {};
  }
  return place(s, fb, sw * fb.w, sh * fb.h, red_five);
}

}  // namespace paipu::viewer
