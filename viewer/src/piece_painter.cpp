#include "piece_painter.hpp"

#include <algorithm>
#include <cmath>

#include "draw_util.hpp"
#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer {

using draw::colour;

namespace {

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

// The outline of a piece, for shadows, overlays and highlight frames.
void silhouette(sf::RenderTarget& t, const sf::RenderStates& st, Family f, float w, float h,
                sf::Color fill, sf::Color outline = sf::Color::Transparent, float thick = 0) {
  if (f == Family::xiangqi) {
    const float r = w / 2;
    sf::CircleShape c(r, 40);
    c.setPosition(0, (h - w) / 2);
    c.setFillColor(fill);
    c.setOutlineColor(outline);
    c.setOutlineThickness(thick);
    t.draw(c, st);
    return;
  }
  sf::ConvexShape s = draw::rounded_rect(w, h, corner_radius(f, w));
  s.setFillColor(fill);
  s.setOutlineColor(outline);
  s.setOutlineThickness(thick);
  t.draw(s, st);
}

void disc(sf::RenderTarget& t, const sf::RenderStates& st, float cx, float cy, float r,
          sf::Color fill, sf::Color outline = sf::Color::Transparent, float thick = 0) {
  sf::CircleShape c(r, std::max(16, static_cast<int>(r)));
  c.setOrigin(r, r);
  c.setPosition(cx, cy);
  c.setFillColor(fill);
  c.setOutlineColor(outline);
  c.setOutlineThickness(thick);
  t.draw(c, st);
}

void box(sf::RenderTarget& t, const sf::RenderStates& st, float x, float y, float w, float h,
         sf::Color fill) {
  sf::RectangleShape r({w, h});
  r.setPosition(x, y);
  r.setFillColor(fill);
  t.draw(r, st);
}

}  // namespace

// A trump: an amber chip with 主 under the corner index, in the strip of a card that stays in
// sight when cards fan out; at the smallest sizes the colour alone still reads.
void PiecePainter::trump_chip(sf::RenderTarget& t, const sf::RenderStates& st, float w, float h,
                              bool joker) const {
  const float cw = w * 0.3f, ch = std::min(h * 0.17f, w * 0.27f);
  // A joker's star reaches into the strip under its index; the chip goes below the star's arm.
  const float x = w * 0.05f, y = h * (joker ? 0.64f : 0.4f);
  sf::ConvexShape chip = draw::rounded_rect(cw, ch, std::min(cw, ch) * 0.25f);
  chip.setPosition(x, y);
  chip.setFillColor(colour(palette::kTrumpMark));
  t.draw(chip, st);
  if (ch >= 7) {
    t.draw(draw::centred_text(font_, "主", draw::px(ch * 0.8f), x + cw / 2, y + ch / 2,
                              sf::Color::White, sf::Text::Bold),
           st);
  }
}

void PiecePainter::draw(sf::RenderTarget& t, const PlacedPiece& pp) const {
  const float w = pp.sideways ? pp.rect.h : pp.rect.w;
  const float h = pp.sideways ? pp.rect.w : pp.rect.h;
  sf::RenderStates st;
  st.transform.translate(pp.rect.cx(), pp.rect.cy());
  if (pp.sideways) {
    st.transform.rotate(-90);
  }
  st.transform.translate(-w / 2, -h / 2);
  draw_upright(t, st, pp.piece, w, h);
}

float PiecePainter::margin(float w) {
  return std::ceil(std::max(3.f, w * 0.09f));
}

void PiecePainter::draw_upright(sf::RenderTarget& t, const sf::RenderStates& st,
                                const ScenePiece& p, float w, float h) const {
  // A soft shadow lifts the piece off the felt.
  sf::RenderStates shadow = st;
  const float off = std::max(1.f, w * 0.04f);
  shadow.transform.translate(off, off);
  silhouette(t, shadow, p.family, w, h, sf::Color(0, 0, 0, 80));

  const bool show_back = p.hidden || p.face.empty();
  if (show_back) {
    back(t, st, p.family, w, h);
  } else {
    face(t, st, p, w, h);
  }
  if (p.face_down && !show_back) {
    // Face down on the table, but known to this view: the face shows through a veil of the back's
    // colour, with a solid back-coloured corner.
    silhouette(t, st, p.family, w, h, colour(back_colour(p.family), 130));
    const sf::Color back = colour(back_colour(p.family));
    if (p.family == Family::xiangqi) {
      disc(t, st, w * 0.84f, h / 2 - w * 0.34f, w * 0.15f, back, sf::Color(250, 240, 220), 1.f);
    } else {
      const float c = std::min(w, h) * 0.38f;
      sf::ConvexShape corner(3);
      corner.setPoint(0, {w - c, 0});
      corner.setPoint(1, {w, 0});
      corner.setPoint(2, {w, c});
      corner.setFillColor(back);
      t.draw(corner, st);
    }
  }
  if (p.dimmed) {
    // No longer in play where it lies (a claimed discard): greyed, still readable.
    silhouette(t, st, p.family, w, h, sf::Color(40, 40, 40, 120));
  }
  if (p.tsumogiri) {
    // Discarded straight from the draw: a dark bar along the foot of the tile.
    const float bh = std::max(2.f, h * 0.06f);
    sf::RectangleShape bar({w * 0.6f, bh});
    bar.setPosition(w * 0.2f, h - bh - std::max(1.f, h * 0.03f));
    bar.setFillColor(sf::Color(60, 60, 70, 200));
    t.draw(bar, st);
  }
  if (p.wild && !show_back) {
    // A wildcard (財神, 白 as an honour): a gold badge in the top-left corner, away from the
    // face-down veil's corner.
    const float r = std::max(3.f, std::min(w, h) * 0.12f);
    disc(t, st, r + 1, r + 1, r, sf::Color(232, 180, 40), sf::Color(120, 80, 0), 1.f);
  }
  if (!p.plays_as.empty() && !show_back) {
    // The face it counts as (白 standing for the 財神 kind): a pale gold chip across the foot.
    const float ch = std::max(8.f, h * 0.3f), cw = w * 0.9f;
    sf::ConvexShape chip = draw::rounded_rect(cw, ch, ch * 0.25f);
    chip.setPosition((w - cw) / 2, h * 0.9f - ch - std::max(1.f, h * 0.03f));
    chip.setFillColor(sf::Color(250, 226, 150));
    chip.setOutlineColor(sf::Color(150, 110, 20));
    chip.setOutlineThickness(-1.f);
    t.draw(chip, st);
    const std::string name = p.family == Family::mahjong ? mahjong_short_name(p.plays_as) : "";
    t.draw(draw::centred_text(font_, name.empty() ? p.plays_as : name, draw::px(ch * 0.74f), w / 2,
                              chip.getPosition().y + ch / 2, sf::Color(90, 60, 0), sf::Text::Bold),
           st);
  }
  if (p.highlight) {
    silhouette(t, st, p.family, w, h, sf::Color::Transparent, colour(palette::kHighlight),
               std::max(2.f, w * 0.06f));
  }
}

void PiecePainter::face(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p,
                        float w, float h) const {
  switch (p.family) {
    case Family::domino:
      domino(t, st, p, w, h);
      return;
    case Family::xiangqi:
      xiangqi(t, st, p, w, h);
      return;
    case Family::card:
      card(t, st, p, w, h);
      return;
    case Family::mahjong:
      mahjong(t, st, p, w, h);
      return;
  }
}

void PiecePainter::back(sf::RenderTarget& t, const sf::RenderStates& st, Family f, float w,
                        float h) const {
  const sf::Color base = colour(back_colour(f));
  const float line = std::max(1.f, w * 0.035f);
  switch (f) {
    case Family::domino: {
      silhouette(t, st, f, w, h, base, sf::Color(96, 60, 26), -std::max(1.f, w * 0.05f));
      sf::ConvexShape in = draw::rounded_rect(w * 0.7f, h * 0.84f, w * 0.1f);
      in.setPosition(w * 0.15f, h * 0.08f);
      in.setFillColor(sf::Color::Transparent);
      in.setOutlineColor(sf::Color(196, 146, 84));
      in.setOutlineThickness(line);
      t.draw(in, st);
      return;
    }
    case Family::xiangqi: {
      silhouette(t, st, f, w, h, base, sf::Color(100, 66, 30), -std::max(1.f, w * 0.05f));
      disc(t, st, w / 2, h / 2, w * 0.36f, sf::Color::Transparent, sf::Color(190, 142, 84), line);
      return;
    }
    case Family::card: {
      silhouette(t, st, f, w, h, base, sf::Color(250, 250, 250), -std::max(1.f, w * 0.05f));
      // A lattice of light diagonals inside the inner frame.
      const float x0 = w * 0.14f, y0 = h * 0.1f, x1 = w * 0.86f, y1 = h * 0.9f;
      sf::VertexArray lat(sf::Lines);
      const sf::Color lc(110, 140, 220, 150);
      const float step = std::max(4.f, w * 0.16f);
      for (float c = x0 - y1; c < x1 - y0; c += step) {  // x = y + c
        const float ya = std::max(y0, x0 - c), yb = std::min(y1, x1 - c);
        if (yb <= ya) {
          continue;
        }
        lat.append(sf::Vertex({ya + c, ya}, lc));
        lat.append(sf::Vertex({yb + c, yb}, lc));
      }
      for (float c = x0 + y0; c < x1 + y1; c += step) {  // x = c - y
        const float ya = std::max(y0, c - x1), yb = std::min(y1, c - x0);
        if (yb <= ya) {
          continue;
        }
        lat.append(sf::Vertex({c - ya, ya}, lc));
        lat.append(sf::Vertex({c - yb, yb}, lc));
      }
      t.draw(lat, st);
      sf::ConvexShape in = draw::rounded_rect(x1 - x0, y1 - y0, w * 0.05f);
      in.setPosition(x0, y0);
      in.setFillColor(sf::Color::Transparent);
      in.setOutlineColor(sf::Color(200, 212, 245));
      in.setOutlineThickness(line);
      t.draw(in, st);
      return;
    }
    case Family::mahjong: {
      // The ivory edge of the tile below, the coloured back on top.
      silhouette(t, st, f, w, h, colour(palette::kIvory), sf::Color(150, 140, 120), -1.f);
      sf::ConvexShape top = draw::rounded_rect(w, h * 0.9f, corner_radius(f, w));
      top.setFillColor(base);
      top.setOutlineColor(sf::Color(170, 100, 20));
      top.setOutlineThickness(-std::max(1.f, w * 0.03f));
      t.draw(top, st);
      return;
    }
  }
}

void PiecePainter::unknown(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p,
                           float w, float h) const {
  silhouette(t, st, p.family, w, h, colour(palette::kIvory), sf::Color(120, 120, 120), -1.f);
  const std::string& s = p.label.empty() ? p.face : p.label;
  unsigned size = draw::px(std::min(w * 0.4f, h * 0.3f));
  sf::Text txt = draw::centred_text(font_, s, size, w / 2, h / 2, sf::Color(60, 60, 60));
  const float tw = txt.getLocalBounds().width;
  if (tw > w * 0.9f) {
    txt.setScale(w * 0.9f / tw, w * 0.9f / tw);
  }
  t.draw(txt, st);
}

void PiecePainter::domino(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p,
                          float w, float h) const {
  int top = 0, bottom = 0;
  if (!parse_domino(p.face, top, bottom)) {
    return unknown(t, st, p, w, h);
  }
  silhouette(t, st, p.family, w, h, colour(palette::kDominoBody), colour(palette::kDominoRim),
             -std::max(1.f, w * 0.05f));
  box(t, st, w * 0.16f, h / 2 - std::max(0.5f, h * 0.008f), w * 0.68f, std::max(1.f, h * 0.016f),
      sf::Color(110, 106, 94));
  for (const Pip& pip : domino_pips(p.face, w, h)) {
    disc(t, st, pip.x, pip.y, pip.r, colour(pip.red ? palette::kPipRed : palette::kPipWhite));
  }
}

void PiecePainter::xiangqi(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p,
                           float w, float h) const {
  const XiangqiFace f = parse_xiangqi(p.face);
  if (!f.valid) {
    return unknown(t, st, p, w, h);
  }
  const sf::Color ink = colour(f.red ? palette::kInkRed : palette::kInkBlack);
  silhouette(t, st, p.family, w, h, colour(palette::kXiangqiWood), sf::Color(160, 118, 64),
             -std::max(1.f, w * 0.05f));
  disc(t, st, w / 2, h / 2, w * 0.39f, sf::Color::Transparent, ink, std::max(1.f, w * 0.03f));
  t.draw(draw::centred_text(font_, f.glyph, draw::px(w * 0.5f), w / 2, h / 2, ink, sf::Text::Bold),
         st);
}

void PiecePainter::card(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p,
                        float w, float h) const {
  const CardFace c = parse_card(p.face);
  if (!c.valid) {
    return unknown(t, st, p, w, h);
  }
  silhouette(t, st, p.family, w, h, colour(p.trump ? palette::kTrumpFace : palette::kCardFace),
             sf::Color(140, 140, 140), -1.f);
  const sf::Color ink = c.red() ? colour(palette::kInkRed) : colour(palette::kInkBlack);
  if (p.trump) trump_chip(t, st, w, h, c.joker);
  if (c.joker) {
    // 大王 in colour with a filled star; 小王 in black with a hollow one.
    const unsigned size = draw::px(w * 0.24f);
    t.draw(draw::centred_text(font_, c.big ? "大" : "小", size, w * 0.2f, h * 0.12f, ink,
                              sf::Text::Bold),
           st);
    t.draw(draw::centred_text(font_, "王", size, w * 0.2f, h * 0.29f, ink, sf::Text::Bold), st);
    sf::ConvexShape s = draw::star(w * 0.58f, h * 0.6f, w * 0.32f, w * 0.13f);
    if (c.big) {
      s.setFillColor(ink);
      t.draw(s, st);
      sf::ConvexShape core = draw::star(w * 0.58f, h * 0.6f, w * 0.13f, w * 0.055f);
      core.setFillColor(colour(palette::kJokerGold));
      t.draw(core, st);
    } else {
      s.setFillColor(sf::Color::Transparent);
      s.setOutlineColor(ink);
      s.setOutlineThickness(std::max(1.5f, w * 0.04f));
      t.draw(s, st);
    }
    t.draw(draw::centred_text(font_, "JOKER", draw::px(w * 0.12f), w * 0.58f, h * 0.9f, ink), st);
    return;
  }
  // The index in the top-left corner stays visible when cards fan out.
  const float ix = w * 0.2f;
  t.draw(draw::centred_text(font_, c.rank, draw::px(w * (c.rank == "10" ? 0.27f : 0.32f)), ix,
                            h * 0.12f, ink, sf::Text::Bold),
         st);
  draw::suit(t, st, c.suit, ix, h * 0.29f, w * 0.24f, ink);
  const bool court = c.rank == "J" || c.rank == "Q" || c.rank == "K";
  if (court) {
    sf::RectangleShape frame({w * 0.5f, h * 0.56f});
    frame.setPosition(w * 0.38f, h * 0.34f);
    frame.setFillColor(sf::Color(250, 240, 210));
    frame.setOutlineColor(ink);
    frame.setOutlineThickness(std::max(1.f, w * 0.02f));
    t.draw(frame, st);
    t.draw(draw::centred_text(font_, c.rank, draw::px(w * 0.34f), w * 0.63f, h * 0.53f, ink,
                              sf::Text::Bold),
           st);
    draw::suit(t, st, c.suit, w * 0.63f, h * 0.76f, w * 0.18f, ink);
  } else {
    draw::suit(t, st, c.suit, w * 0.6f, h * 0.62f, w * (c.rank == "A" ? 0.5f : 0.4f), ink);
  }
}

void PiecePainter::mahjong(sf::RenderTarget& t, const sf::RenderStates& st, const ScenePiece& p,
                           float w, float h) const {
  const MahjongFace f = parse_mahjong(p.face);
  if (f.kind == MahjongFace::Kind::invalid) {
    return unknown(t, st, p, w, h);
  }
  // The back's colour shows as the tile's lower layer; the ivory face sits on top.
  silhouette(t, st, p.family, w, h, colour(back_colour(Family::mahjong)));
  const float fh = h * 0.9f;
  sf::ConvexShape top = draw::rounded_rect(w, fh, corner_radius(p.family, w));
  top.setFillColor(colour(palette::kIvory));
  top.setOutlineColor(sf::Color(170, 164, 148));
  top.setOutlineThickness(-1.f);
  t.draw(top, st);

  const sf::Color red = colour(palette::kInkRed), black = colour(palette::kInkBlack);
  const sf::Color green = colour(palette::kInkGreen), blue = colour(palette::kInkBlue);
  const sf::Color ivory = colour(palette::kIvory);
  switch (f.kind) {
    case MahjongFace::Kind::suited:
      if (f.suit == 'm') {
        t.draw(draw::centred_text(font_, manzu_numeral(f.rank), draw::px(w * 0.56f), w / 2,
                                  fh * 0.3f, f.red_five ? red : black, sf::Text::Bold),
               st);
        t.draw(draw::centred_text(font_, "萬", draw::px(w * 0.6f), w / 2, fh * 0.71f, red,
                                  sf::Text::Bold),
               st);
      } else if (f.suit == 'p') {
        for (const Mark2d& m : pinzu_marks(f.rank, f.red_five, w, fh)) {
          const float r = m.w / 2;
          const sf::Color c = colour(m.colour);
          disc(t, st, m.x, m.y, r, c);
          disc(t, st, m.x, m.y, r * 0.66f, ivory);
          disc(t, st, m.x, m.y, r * 0.42f, c);
          if (f.rank == 1) {
            disc(t, st, m.x, m.y, r * 0.26f, ivory);
            disc(t, st, m.x, m.y, r * 0.12f, red);
          } else {
            disc(t, st, m.x, m.y, r * 0.16f, ivory);
          }
        }
      } else {
        const auto marks = souzu_marks(f.rank, f.red_five, w, fh);
        if (f.rank == 1 && !marks.empty()) {
          // 一索: a bird — body, wing, head with a red crest, tail.
          const Mark2d& b = marks.front();
          const sf::Color body = f.red_five ? red : green;
          sf::ConvexShape tail(3);
          tail.setPoint(0, {b.x + b.w * 0.05f, b.y + b.h * 0.05f});
          tail.setPoint(1, {b.x + b.w * 0.48f, b.y + b.h * 0.42f});
          tail.setPoint(2, {b.x - b.w * 0.05f, b.y + b.h * 0.45f});
          tail.setFillColor(blue);
          t.draw(tail, st);
          sf::CircleShape e(b.w * 0.26f, 24);
          e.setOrigin(b.w * 0.26f, b.w * 0.26f);
          e.setScale(1.f, 1.3f);
          e.setPosition(b.x - b.w * 0.05f, b.y + b.h * 0.02f);
          e.setFillColor(body);
          t.draw(e, st);
          disc(t, st, b.x - b.w * 0.12f, b.y - b.h * 0.28f, b.w * 0.15f, body);
          disc(t, st, b.x - b.w * 0.08f, b.y - b.h * 0.3f, b.w * 0.04f, ivory);
          disc(t, st, b.x - b.w * 0.2f, b.y - b.h * 0.42f, b.w * 0.07f, red);
          sf::ConvexShape beak(3);
          beak.setPoint(0, {b.x - b.w * 0.25f, b.y - b.h * 0.3f});
          beak.setPoint(1, {b.x - b.w * 0.42f, b.y - b.h * 0.25f});
          beak.setPoint(2, {b.x - b.w * 0.25f, b.y - b.h * 0.22f});
          beak.setFillColor(red);
          t.draw(beak, st);
        } else {
          for (const Mark2d& m : marks) {
            sf::ConvexShape stick = draw::rounded_rect(m.w, m.h, m.w * 0.45f);
            stick.setPosition(m.x - m.w / 2, m.y - m.h / 2);
            stick.setFillColor(colour(m.colour));
            t.draw(stick, st);
            // The bamboo's joints.
            box(t, st, m.x - m.w / 2, m.y - std::max(0.5f, m.h * 0.03f), m.w,
                std::max(1.f, m.h * 0.06f), ivory);
            box(t, st, m.x - m.w * 0.12f, m.y - m.h * 0.4f, m.w * 0.24f, m.h * 0.8f,
                sf::Color(255, 255, 255, 70));
          }
        }
      }
      return;
    case MahjongFace::Kind::wind:
      t.draw(draw::centred_text(font_, mahjong_glyph(f), draw::px(w * 0.68f), w / 2, fh / 2, black,
                                sf::Text::Bold),
             st);
      return;
    case MahjongFace::Kind::dragon:
      if (f.honour == 'P') {  // 白: an empty blue frame
        sf::RectangleShape frame({w * 0.56f, fh * 0.62f});
        frame.setPosition(w * 0.22f, fh * 0.19f);
        frame.setFillColor(sf::Color::Transparent);
        frame.setOutlineColor(blue);
        frame.setOutlineThickness(-std::max(1.5f, w * 0.07f));
        t.draw(frame, st);
      } else {
        t.draw(draw::centred_text(font_, mahjong_glyph(f), draw::px(w * 0.7f), w / 2, fh / 2,
                                  f.honour == 'F' ? green : red, sf::Text::Bold),
               st);
      }
      return;
    case MahjongFace::Kind::flower: {
      const sf::Color ink = f.rank <= 4 ? green : blue;
      t.draw(draw::centred_text(font_, mahjong_glyph(f), draw::px(w * 0.58f), w / 2, fh * 0.56f,
                                ink, sf::Text::Bold),
             st);
      t.draw(draw::centred_text(font_, std::to_string(f.rank), draw::px(w * 0.26f), w * 0.2f,
                                fh * 0.14f, red),
             st);
      return;
    }
    case MahjongFace::Kind::invalid:
      return;
  }
}

}  // namespace paipu::viewer
