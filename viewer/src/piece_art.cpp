#include "paipu/viewer/piece_art.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "paipu/display/text.hpp"
#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer {

namespace {

using display::Item;
using display::Paint;
using display::Point;
using display::Rgba;

constexpr Rgba kClear{0, 0, 0, 0};

Rgba rgba(Rgb c, std::uint8_t a = 255) {
  return {c.r, c.g, c.b, a};
}

float corner_radius(Family f, float w) {
  switch (f) {
    case Family::domino:
      return w * 0.14f;
    case Family::card:
      return w * 0.08f;
    case Family::mahjong:
      return w * 0.12f;
    case Family::xiangqi:
      return w / 2;
  }
  return 0;
}

unsigned px(float size) {
  return static_cast<unsigned>(std::max(6.f, std::round(size)));
}

// Draws into one symbol; strokes given as "inside" the shape's edge, as a piece's rim is.
class Art {
 public:
  explicit Art(std::vector<Item>& items) : items_(items) {}

  void rect(float x, float y, float w, float h, float radius, Rgba fill, Rgba stroke = kClear,
            float inside = 0) {
    Item it;
    it.kind = display::Kind::rect;
    it.box = {x + inside / 2, y + inside / 2, w - inside, h - inside};
    it.radius = std::clamp(radius - inside / 2, 0.f, std::min(it.box.w, it.box.h) / 2);
    it.paint = Paint{fill, stroke, inside};
    items_.push_back(std::move(it));
  }
  // A disc whose outline, when given, lies outside its radius (as the painter drew it).
  void disc(float cx, float cy, float r, Rgba fill, Rgba stroke = kClear, float outside = 0) {
    const float R = r + outside / 2;
    ellipse(cx - R, cy - R, 2 * R, 2 * R, fill, stroke, outside);
  }
  void ellipse(float x, float y, float w, float h, Rgba fill, Rgba stroke = kClear,
               float width = 0) {
    Item it;
    it.kind = display::Kind::ellipse;
    it.box = {x, y, w, h};
    it.paint = Paint{fill, stroke, width};
    items_.push_back(std::move(it));
  }
  void polygon(std::vector<Point> pts, Rgba fill, Rgba stroke = kClear, float width = 0) {
    Item it;
    it.kind = display::Kind::polygon;
    it.box = display::bounds(pts);
    it.points = std::move(pts);
    it.paint = Paint{fill, stroke, width};
    items_.push_back(std::move(it));
  }
  void line(Point a, Point b, Rgba c, float width) {
    Item it;
    it.kind = display::Kind::polyline;
    it.points = {a, b};
    it.box = display::bounds(it.points);
    it.paint = Paint{kClear, c, width};
    items_.push_back(std::move(it));
  }
  void text(const std::string& s, float size, float cx, float cy, Rgba c, bool bold = false) {
    display::text_centred(items_, s, cx, cy,
                          display::TextStyle{static_cast<float>(px(size)), c, bold});
  }
  // The outline of a piece, for shadows, overlays and highlight frames.
  void silhouette(Family f, float w, float h, Rgba fill, Rgba stroke = kClear, float inside = 0,
                  float dx = 0, float dy = 0) {
    if (f == Family::xiangqi) {
      ellipse(dx + inside / 2, dy + (h - w) / 2 + inside / 2, w - inside, w - inside, fill, stroke,
              inside);
      return;
    }
    rect(dx, dy, w, h, corner_radius(f, w), fill, stroke, inside);
  }
  void star(float cx, float cy, float outer, float inner, Rgba fill, Rgba stroke = kClear,
            float width = 0) {
    std::vector<Point> pts;
    for (int i = 0; i < 10; ++i) {
      const float a = (-90.f + 36.f * static_cast<float>(i)) * std::numbers::pi_v<float> / 180.f;
      const float r = i % 2 ? inner : outer;
      pts.push_back({cx + r * std::cos(a), cy + r * std::sin(a)});
    }
    polygon(std::move(pts), fill, stroke, width);
  }
  void suit(char s, float cx, float cy, float size, Rgba c) {
    const float h = size / 2;
    switch (s) {
      case 'D':
        polygon({{cx, cy - h}, {cx + h * 0.72f, cy}, {cx, cy + h}, {cx - h * 0.72f, cy}}, c);
        break;
      case 'H': {
        const float r = h * 0.5f;
        disc(cx - r * 0.92f, cy - h * 0.38f, r, c);
        disc(cx + r * 0.92f, cy - h * 0.38f, r, c);
        polygon({{cx - h * 0.95f, cy - h * 0.22f},
                 {cx + h * 0.95f, cy - h * 0.22f},
                 {cx, cy + h * 0.9f}},
                c);
        break;
      }
      case 'S': {
        const float r = h * 0.48f;
        disc(cx - r * 0.92f, cy + h * 0.2f, r, c);
        disc(cx + r * 0.92f, cy + h * 0.2f, r, c);
        polygon({{cx - h * 0.93f, cy + h * 0.05f},
                 {cx + h * 0.93f, cy + h * 0.05f},
                 {cx, cy - h * 0.95f}},
                c);
        polygon({{cx, cy + h * 0.1f}, {cx - h * 0.38f, cy + h}, {cx + h * 0.38f, cy + h}}, c);
        break;
      }
      case 'C': {
        const float r = h * 0.42f;
        disc(cx, cy - h * 0.5f, r, c);
        disc(cx - h * 0.48f, cy + h * 0.12f, r, c);
        disc(cx + h * 0.48f, cy + h * 0.12f, r, c);
        disc(cx, cy, r * 0.5f, c);
        polygon({{cx, cy}, {cx - h * 0.36f, cy + h}, {cx + h * 0.36f, cy + h}}, c);
        break;
      }
      default:
        break;
    }
  }

 private:
  std::vector<Item>& items_;
};

const Rgba kWhite{255, 255, 255, 255};

void unknown(Art& a, const ScenePiece& p, float w, float h) {
  a.silhouette(p.family, w, h, rgba(palette::kIvory), {120, 120, 120, 255}, 1.f);
  const std::string& s = p.label.empty() ? p.face : p.label;
  float size = std::min(w * 0.4f, h * 0.3f);
  // Scaled down rather than cut: an unknown face is a name the reader must see whole.
  const float tw = display::Fonts::shared().width(s, static_cast<float>(px(size)));
  if (tw > w * 0.9f) size = size * w * 0.9f / tw;
  a.text(s, size, w / 2, h / 2, {60, 60, 60, 255});
}

void domino(Art& a, const ScenePiece& p, float w, float h) {
  int top = 0, bottom = 0;
  if (!parse_domino(p.face, top, bottom)) return unknown(a, p, w, h);
  a.silhouette(p.family, w, h, rgba(palette::kDominoBody), rgba(palette::kDominoRim),
               std::max(1.f, w * 0.05f));
  a.rect(w * 0.16f, h / 2 - std::max(0.5f, h * 0.008f), w * 0.68f, std::max(1.f, h * 0.016f), 0,
         {110, 106, 94, 255});
  for (const Pip& pip : domino_pips(p.face, w, h)) {
    a.disc(pip.x, pip.y, pip.r, rgba(pip.red ? palette::kPipRed : palette::kPipWhite));
  }
}

void xiangqi(Art& a, const ScenePiece& p, float w, float h) {
  const XiangqiFace f = parse_xiangqi(p.face);
  if (!f.valid) return unknown(a, p, w, h);
  const Rgba ink = rgba(f.red ? palette::kInkRed : palette::kInkBlack);
  a.silhouette(p.family, w, h, rgba(palette::kXiangqiWood), {160, 118, 64, 255},
               std::max(1.f, w * 0.05f));
  a.disc(w / 2, h / 2, w * 0.39f, kClear, ink, std::max(1.f, w * 0.03f));
  a.text(f.glyph, face_text_size(p.family, w), w / 2, h / 2, ink, true);
}

// A trump: an amber chip with the variant's mark (三打哈's 主) under the corner index, in the strip
// of a card that stays in sight when cards fan out; at the smallest sizes the colour alone still
// reads. A mark wider than the chip is scaled down to fit it, not cut.
void trump_chip(Art& a, float w, float h, bool joker, const std::string& mark) {
  const float cw = w * 0.3f, ch = std::min(h * 0.17f, w * 0.27f);
  // A joker's star reaches into the strip under its index; the chip goes below the star's arm.
  const float x = w * 0.05f, y = h * (joker ? 0.64f : 0.5f);
  a.rect(x, y, cw, ch, std::min(cw, ch) * 0.25f, rgba(palette::kTrumpMark));
  if (ch < 7) return;
  float size = ch * 0.8f;
  const float tw = display::Fonts::shared().width(mark, static_cast<float>(px(size)), true);
  if (tw > cw * 0.9f) size *= cw * 0.9f / tw;
  a.text(mark, size, x + cw / 2, y + ch / 2, kWhite, true);
}

void card(Art& a, const ScenePiece& p, float w, float h, const std::string& trump_mark) {
  const CardFace c = parse_card(p.face);
  if (!c.valid) return unknown(a, p, w, h);
  a.silhouette(p.family, w, h, rgba(p.trump ? palette::kTrumpFace : palette::kCardFace),
               {140, 140, 140, 255}, 1.f);
  const Rgba ink = rgba(c.red() ? palette::kInkRed : palette::kInkBlack);
  if (p.trump && !trump_mark.empty()) trump_chip(a, w, h, c.joker, trump_mark);
  if (c.joker) {
    // 大王 in colour with a filled star; 小王 in black with a hollow one.
    a.text(c.big ? "大" : "小", w * 0.24f, w * 0.2f, h * 0.12f, ink, true);
    a.text("王", w * 0.24f, w * 0.2f, h * 0.29f, ink, true);
    if (c.big) {
      a.star(w * 0.58f, h * 0.6f, w * 0.32f, w * 0.13f, ink);
      a.star(w * 0.58f, h * 0.6f, w * 0.13f, w * 0.055f, rgba(palette::kJokerGold));
    } else {
      a.star(w * 0.58f, h * 0.6f, w * 0.32f, w * 0.13f, kClear, ink, std::max(1.5f, w * 0.04f));
    }
    a.text("JOKER", w * 0.12f, w * 0.58f, h * 0.9f, ink);
    return;
  }
  // The index in the top-left corner stays visible when cards fan out.
  const float ix = w * 0.2f;
  // Large, as on cards made for the screen: a side seat's fanned hand shows little else. "10"
  // sits a little to the right, to stay on the card; it is still inside the strip in sight.
  const float index = face_text_size(p.family, w);
  a.text(c.rank, index, c.rank == "10" ? w * 0.24f : ix, h * 0.16f, ink, true);
  a.suit(c.suit, ix, h * 0.39f, w * 0.26f, ink);
  if (c.rank == "J" || c.rank == "Q" || c.rank == "K") {
    const float t = std::max(1.f, w * 0.02f);
    a.rect(w * 0.38f - t / 2, h * 0.34f - t / 2, w * 0.5f + t, h * 0.56f + t, 0,
           {250, 240, 210, 255}, ink, t);
    a.text(c.rank, w * 0.34f, w * 0.63f, h * 0.53f, ink, true);
    a.suit(c.suit, w * 0.63f, h * 0.76f, w * 0.18f, ink);
  } else {
    a.suit(c.suit, w * 0.6f, h * 0.62f, w * (c.rank == "A" ? 0.5f : 0.4f), ink);
  }
}

void souzu_bird(Art& a, const Mark2d& b, Rgba body, Rgba red, Rgba blue, Rgba ivory) {
  a.polygon({{b.x + b.w * 0.05f, b.y + b.h * 0.05f},
             {b.x + b.w * 0.48f, b.y + b.h * 0.42f},
             {b.x - b.w * 0.05f, b.y + b.h * 0.45f}},
            blue);
  const float rx = b.w * 0.26f, ry = rx * 1.3f;
  a.ellipse(b.x - b.w * 0.05f - rx, b.y + b.h * 0.02f - ry, 2 * rx, 2 * ry, body);
  a.disc(b.x - b.w * 0.12f, b.y - b.h * 0.28f, b.w * 0.15f, body);
  a.disc(b.x - b.w * 0.08f, b.y - b.h * 0.3f, b.w * 0.04f, ivory);
  a.disc(b.x - b.w * 0.2f, b.y - b.h * 0.42f, b.w * 0.07f, red);
  a.polygon({{b.x - b.w * 0.25f, b.y - b.h * 0.3f},
             {b.x - b.w * 0.42f, b.y - b.h * 0.25f},
             {b.x - b.w * 0.25f, b.y - b.h * 0.22f}},
            red);
}

void mahjong(Art& a, const ScenePiece& p, float w, float h) {
  const MahjongFace f = parse_mahjong(p.face);
  if (f.kind == MahjongFace::Kind::invalid) return unknown(a, p, w, h);
  // The back's colour shows as the tile's lower layer; the ivory face sits on top.
  a.silhouette(p.family, w, h, rgba(back_colour(Family::mahjong)));
  const float fh = h * 0.9f;
  a.rect(0, 0, w, fh, corner_radius(p.family, w), rgba(palette::kIvory), {170, 164, 148, 255}, 1.f);
  const Rgba red = rgba(palette::kInkRed), black = rgba(palette::kInkBlack);
  const Rgba green = rgba(palette::kInkGreen), blue = rgba(palette::kInkBlue);
  const Rgba ivory = rgba(palette::kIvory);
  switch (f.kind) {
    case MahjongFace::Kind::suited:
      if (f.suit == 'm') {
        a.text(manzu_numeral(f.rank), w * 0.56f, w / 2, fh * 0.3f, f.red_five ? red : black, true);
        a.text("萬", w * 0.6f, w / 2, fh * 0.71f, red, true);
      } else if (f.suit == 'p') {
        for (const Mark2d& m : pinzu_marks(f.rank, f.red_five, w, fh)) {
          const float r = m.w / 2;
          const Rgba c = rgba(m.colour);
          a.disc(m.x, m.y, r, c);
          a.disc(m.x, m.y, r * 0.66f, ivory);
          a.disc(m.x, m.y, r * 0.42f, c);
          if (f.rank == 1) {
            a.disc(m.x, m.y, r * 0.26f, ivory);
            a.disc(m.x, m.y, r * 0.12f, red);
          } else {
            a.disc(m.x, m.y, r * 0.16f, ivory);
          }
        }
      } else {
        const auto marks = souzu_marks(f.rank, f.red_five, w, fh);
        if (f.rank == 1 && !marks.empty()) {
          souzu_bird(a, marks.front(), f.red_five ? red : green, red, blue, ivory);
        } else {
          for (const Mark2d& m : marks) {
            a.rect(m.x - m.w / 2, m.y - m.h / 2, m.w, m.h, m.w * 0.45f, rgba(m.colour));
            // The bamboo's joints.
            a.rect(m.x - m.w / 2, m.y - std::max(0.5f, m.h * 0.03f), m.w,
                   std::max(1.f, m.h * 0.06f), 0, ivory);
            a.rect(m.x - m.w * 0.12f, m.y - m.h * 0.4f, m.w * 0.24f, m.h * 0.8f, 0,
                   {255, 255, 255, 70});
          }
        }
      }
      return;
    case MahjongFace::Kind::wind:
      a.text(mahjong_glyph(f), w * 0.68f, w / 2, fh / 2, black, true);
      return;
    case MahjongFace::Kind::dragon:
      if (f.honour == 'P') {  // 白: an empty blue frame
        a.rect(w * 0.22f, fh * 0.19f, w * 0.56f, fh * 0.62f, 0, kClear, blue,
               std::max(1.5f, w * 0.07f));
      } else {
        a.text(mahjong_glyph(f), w * 0.7f, w / 2, fh / 2, f.honour == 'F' ? green : red, true);
      }
      return;
    case MahjongFace::Kind::flower:
      a.text(mahjong_glyph(f), w * 0.58f, w / 2, fh * 0.56f, f.rank <= 4 ? green : blue, true);
      a.text(std::to_string(f.rank), w * 0.26f, w * 0.2f, fh * 0.14f, red);
      return;
    case MahjongFace::Kind::invalid:
      return;
  }
}

void back(Art& a, Family f, float w, float h) {
  const Rgba base = rgba(back_colour(f));
  const float line = std::max(1.f, w * 0.035f);
  switch (f) {
    case Family::domino:
      a.silhouette(f, w, h, base, {96, 60, 26, 255}, std::max(1.f, w * 0.05f));
      a.rect(w * 0.15f - line / 2, h * 0.08f - line / 2, w * 0.7f + line, h * 0.84f + line,
             w * 0.1f, kClear, {196, 146, 84, 255}, line);
      return;
    case Family::xiangqi:
      a.silhouette(f, w, h, base, {100, 66, 30, 255}, std::max(1.f, w * 0.05f));
      a.disc(w / 2, h / 2, w * 0.36f, kClear, {190, 142, 84, 255}, line);
      return;
    case Family::card: {
      a.silhouette(f, w, h, base, {250, 250, 250, 255}, std::max(1.f, w * 0.05f));
      // A lattice of light diagonals inside the inner frame.
      const float x0 = w * 0.14f, y0 = h * 0.1f, x1 = w * 0.86f, y1 = h * 0.9f;
      const Rgba lc{110, 140, 220, 150};
      const float step = std::max(4.f, w * 0.16f);
      for (float c = x0 - y1; c < x1 - y0; c += step) {  // x = y + c
        const float ya = std::max(y0, x0 - c), yb = std::min(y1, x1 - c);
        if (yb > ya) a.line({ya + c, ya}, {yb + c, yb}, lc, 1.f);
      }
      for (float c = x0 + y0; c < x1 + y1; c += step) {  // x = c - y
        const float ya = std::max(y0, c - x1), yb = std::min(y1, c - x0);
        if (yb > ya) a.line({c - ya, ya}, {c - yb, yb}, lc, 1.f);
      }
      a.rect(x0 - line / 2, y0 - line / 2, x1 - x0 + line, y1 - y0 + line, w * 0.05f, kClear,
             {200, 212, 245, 255}, line);
      return;
    }
    case Family::mahjong:
      // The ivory edge of the tile below, the coloured back on top.
      a.silhouette(f, w, h, rgba(palette::kIvory), {150, 140, 120, 255}, 1.f);
      a.rect(0, 0, w, h * 0.9f, corner_radius(f, w), base, {170, 100, 20, 255},
             std::max(1.f, w * 0.03f));
      return;
  }
}

void face(Art& a, const ScenePiece& p, float w, float h, const std::string& trump_mark) {
  switch (p.family) {
    case Family::domino:
      return domino(a, p, w, h);
    case Family::xiangqi:
      return xiangqi(a, p, w, h);
    case Family::card:
      return card(a, p, w, h, trump_mark);
    case Family::mahjong:
      return mahjong(a, p, w, h);
  }
}

// Marks over the face: what the table says about this piece beyond its face.
void marks(Art& a, const ScenePiece& p, float w, float h, bool show_back) {
  if (p.face_down && !show_back) {
    // Face down on the table, but known to this view: the face shows through a veil of the back's
    // colour, with a solid back-coloured corner.
    a.silhouette(p.family, w, h, rgba(back_colour(p.family), 130));
    const Rgba back = rgba(back_colour(p.family));
    if (p.family == Family::xiangqi) {
      a.disc(w * 0.84f, h / 2 - w * 0.34f, w * 0.15f, back, {250, 240, 220, 255}, 1.f);
    } else {
      const float c = std::min(w, h) * 0.38f;
      a.polygon({{w - c, 0}, {w, 0}, {w, c}}, back);
    }
  }
  if (p.dimmed) {
    // No longer in play where it lies (a claimed discard): greyed, still readable.
    a.silhouette(p.family, w, h, {40, 40, 40, 120});
  }
  if (p.tsumogiri) {
    // Discarded straight from the draw: a dark bar along the foot of the tile.
    const float bh = std::max(2.f, h * 0.06f);
    a.rect(w * 0.2f, h - bh - std::max(1.f, h * 0.03f), w * 0.6f, bh, 0, {60, 60, 70, 200});
  }
  if (p.wild && !show_back) {
    // A wildcard (財神, 白 as an honour): a gold badge in the top-left corner, away from the
    // face-down veil's corner.
    const float r = std::max(3.f, std::min(w, h) * 0.12f);
    a.disc(r + 1, r + 1, r, {232, 180, 40, 255}, {120, 80, 0, 255}, 1.f);
  }
  if (!p.plays_as.empty() && !show_back) {
    // The face it counts as (白 standing for the 財神 kind): a pale gold chip across the foot.
    const float ch = std::max(8.f, h * 0.3f), cw = w * 0.9f;
    const float y = h * 0.9f - ch - std::max(1.f, h * 0.03f);
    a.rect((w - cw) / 2, y, cw, ch, ch * 0.25f, {250, 226, 150, 255}, {150, 110, 20, 255}, 1.f);
    const std::string name = p.family == Family::mahjong ? mahjong_short_name(p.plays_as) : "";
    a.text(name.empty() ? p.plays_as : name, ch * 0.74f, w / 2, y + ch / 2, {90, 60, 0, 255}, true);
  }
  if (p.highlight) {
    const float t = std::max(2.f, w * 0.06f);
    a.silhouette(p.family, w, h, kClear, rgba(palette::kHighlight), t);
  }
}

}  // namespace

std::string piece_symbol_key(const ScenePiece& p, float w, float h, const std::string& trump_mark) {
  const bool show_back = p.hidden || p.face.empty();
  std::string key = std::to_string(static_cast<int>(p.family)) + "/";
  if (!show_back) key += p.face + "/" + p.label + "/" + p.plays_as;
  key += "/";
  const bool flags[] = {show_back, p.face_down, p.highlight, p.dimmed,
                        p.wild,    p.tsumogiri, p.trump};
  for (bool f : flags) key += f ? '1' : '0';
  if (p.trump) key += "/" + trump_mark;
  // Half pixels: sizes that round alike share a symbol.
  key += "/" + std::to_string(static_cast<int>(std::lround(w * 2))) + "x" +
         std::to_string(static_cast<int>(std::lround(h * 2)));
  return key;
}

display::Symbol piece_symbol(const ScenePiece& p, float w, float h, const std::string& trump_mark) {
  display::Symbol s;
  s.w = w;
  s.h = h;
  Art a(s.items);
  // A soft shadow lifts the piece off the felt.
  const float off = std::max(1.f, w * 0.04f);
  a.silhouette(p.family, w, h, {0, 0, 0, 80}, kClear, 0, off, off);
  const bool show_back = p.hidden || p.face.empty();
  if (show_back) {
    back(a, p.family, w, h);
  } else {
    face(a, p, w, h, trump_mark);
  }
  marks(a, p, w, h, show_back);
  return s;
}

std::string use_piece_symbol(display::List& list, const ScenePiece& p, float w, float h,
                             const std::string& trump_mark) {
  std::string key = piece_symbol_key(p, w, h, trump_mark);
  // Drawn at the size its key names, not the size first asked for: a key is then one drawing
  // wherever it is kept (the window's atlas, the page's symbols), whichever step made it first.
  if (list.symbols.find(key) == list.symbols.end()) {
    list.symbols.emplace(key, piece_symbol(p, static_cast<float>(std::lround(w * 2)) / 2,
                                           static_cast<float>(std::lround(h * 2)) / 2, trump_mark));
  }
  return key;
}

}  // namespace paipu::viewer
