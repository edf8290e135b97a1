#include "draw_util.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace paipu::viewer::draw {

sf::String utf8(std::string_view s) {
  return sf::String::fromUtf8(s.begin(), s.end());
}

sf::ConvexShape rounded_rect(float w, float h, float radius) {
  radius = std::clamp(radius, 0.f, std::min(w, h) / 2);
  constexpr int kSeg = 6;
  sf::ConvexShape s(std::size_t{4} * kSeg);
  // Corners clockwise on screen (y down): top-left, top-right, bottom-right, bottom-left; each arc
  // runs through a quarter turn starting at `start` degrees.
  const float cx[4] = {radius, w - radius, w - radius, radius};
  const float cy[4] = {radius, radius, h - radius, h - radius};
  const float start[4] = {180.f, 270.f, 0.f, 90.f};
  std::size_t k = 0;
  for (int c = 0; c < 4; ++c) {
    for (int i = 0; i < kSeg; ++i) {
      const float a = (start[c] + 90.f * static_cast<float>(i) / (kSeg - 1)) *
                      std::numbers::pi_v<float> / 180.f;
      s.setPoint(k++, {cx[c] + radius * std::cos(a), cy[c] + radius * std::sin(a)});
    }
  }
  return s;
}

sf::ConvexShape rounded_rect(const Rect& r, float radius) {
  sf::ConvexShape s = rounded_rect(r.w, r.h, radius);
  s.setPosition(r.x, r.y);
  return s;
}

void fill(sf::RenderTarget& t, const Rect& r, sf::Color c) {
  sf::RectangleShape s({r.w, r.h});
  s.setPosition(r.x, r.y);
  s.setFillColor(c);
  t.draw(s);
}

void hatch(sf::RenderTarget& t, const Rect& r, sf::Color ground, sf::Color stripe) {
  fill(t, r, ground);
  for (float x = r.x + 3; x + 2 <= r.right(); x += 6) {
    fill(t, {x, r.y, 2, r.h}, stripe);
  }
}

sf::ConvexShape star(float cx, float cy, float outer, float inner) {
  sf::ConvexShape s(10);
  for (std::size_t i = 0; i < 10; ++i) {
    const float a = (-90.f + 36.f * static_cast<float>(i)) * std::numbers::pi_v<float> / 180.f;
    const float r = i % 2 ? inner : outer;
    s.setPoint(i, {cx + r * std::cos(a), cy + r * std::sin(a)});
  }
  return s;
}

namespace {

void circle(sf::RenderTarget& t, const sf::RenderStates& st, float cx, float cy, float r,
            sf::Color c) {
  sf::CircleShape s(r, 24);
  s.setOrigin(r, r);
  s.setPosition(cx, cy);
  s.setFillColor(c);
  t.draw(s, st);
}

void triangle(sf::RenderTarget& t, const sf::RenderStates& st, sf::Vector2f a, sf::Vector2f b,
              sf::Vector2f c, sf::Color col) {
  sf::ConvexShape s(3);
  s.setPoint(0, a);
  s.setPoint(1, b);
  s.setPoint(2, c);
  s.setFillColor(col);
  t.draw(s, st);
}

}  // namespace

void suit(sf::RenderTarget& t, const sf::RenderStates& st, char s, float cx, float cy, float size,
          sf::Color c) {
  const float h = size / 2;
  switch (s) {
    case 'D': {
      sf::ConvexShape d(4);
      d.setPoint(0, {cx, cy - h});
      d.setPoint(1, {cx + h * 0.72f, cy});
      d.setPoint(2, {cx, cy + h});
      d.setPoint(3, {cx - h * 0.72f, cy});
      d.setFillColor(c);
      t.draw(d, st);
      break;
    }
    case 'H': {
      const float r = h * 0.5f;
      circle(t, st, cx - r * 0.92f, cy - h * 0.38f, r, c);
      circle(t, st, cx + r * 0.92f, cy - h * 0.38f, r, c);
      triangle(t, st, {cx - h * 0.95f, cy - h * 0.22f}, {cx + h * 0.95f, cy - h * 0.22f},
               {cx, cy + h * 0.9f}, c);
      break;
    }
    case 'S': {
      const float r = h * 0.48f;
      circle(t, st, cx - r * 0.92f, cy + h * 0.2f, r, c);
      circle(t, st, cx + r * 0.92f, cy + h * 0.2f, r, c);
      triangle(t, st, {cx - h * 0.93f, cy + h * 0.05f}, {cx + h * 0.93f, cy + h * 0.05f},
               {cx, cy - h * 0.95f}, c);
      triangle(t, st, {cx, cy + h * 0.1f}, {cx - h * 0.38f, cy + h}, {cx + h * 0.38f, cy + h}, c);
      break;
    }
    case 'C': {
      const float r = h * 0.42f;
      circle(t, st, cx, cy - h * 0.5f, r, c);
      circle(t, st, cx - h * 0.48f, cy + h * 0.12f, r, c);
      circle(t, st, cx + h * 0.48f, cy + h * 0.12f, r, c);
      circle(t, st, cx, cy, r * 0.5f, c);
      triangle(t, st, {cx, cy}, {cx - h * 0.36f, cy + h}, {cx + h * 0.36f, cy + h}, c);
      break;
    }
    default:
      break;
  }
}

unsigned px(float size) {
  return static_cast<unsigned>(std::max(6.f, std::round(size)));
}

sf::Text centred_text(const sf::Font& f, std::string_view s, unsigned size, float cx, float cy,
                      sf::Color c, sf::Uint32 style) {
  sf::Text t(utf8(s), f, size);
  t.setStyle(style);
  t.setFillColor(c);
  const sf::FloatRect b = t.getLocalBounds();
  t.setOrigin(b.left + b.width / 2, b.top + b.height / 2);
  t.setPosition(cx, cy);
  return t;
}

float text_width(const sf::Font& f, const sf::String& s, unsigned size, bool bold) {
  float w = 0;
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    w += f.getGlyph(s[i], size, bold).advance;
  }
  return w;
}

std::vector<sf::String> wrap(const sf::Font& f, const sf::String& s, unsigned size, float width,
                             bool bold) {
  std::vector<sf::String> lines;
  sf::String line;
  float w = 0;
  std::size_t last_space = sf::String::InvalidPos;  // index in `line`
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    const sf::Uint32 ch = s[i];
    if (ch == '\n') {
      lines.push_back(line);
      line.clear();
      w = 0;
      last_space = sf::String::InvalidPos;
      continue;
    }
    const float a = f.getGlyph(ch, size, bold).advance;
    if (w + a > width && !line.isEmpty()) {
      if (ch == ' ') {
        lines.push_back(line);
        line.clear();
        w = 0;
        last_space = sf::String::InvalidPos;
        continue;
      }
      if (last_space != sf::String::InvalidPos && last_space > 0) {
        sf::String rest = line.substring(last_space + 1);
        lines.push_back(line.substring(0, last_space));
        line = rest;
        w = text_width(f, line, size, bold);
      } else {
        lines.push_back(line);
        line.clear();
        w = 0;
      }
      last_space = sf::String::InvalidPos;
    }
    if (ch == ' ') {
      last_space = line.getSize();
    }
    line += ch;
    w += a;
  }
  if (!line.isEmpty() || lines.empty()) {
    lines.push_back(line);
  }
  return lines;
}

sf::String elide(const sf::Font& f, const sf::String& s, unsigned size, float width, bool bold) {
  if (text_width(f, s, size, bold) <= width) {
    return s;
  }
  const sf::Uint32 ellipsis = 0x2026;
  const float ew = f.getGlyph(ellipsis, size, bold).advance;
  sf::String out;
  float w = 0;
  for (std::size_t i = 0; i < s.getSize(); ++i) {
    const float a = f.getGlyph(s[i], size, bold).advance;
    if (w + a + ew > width) {
      break;
    }
    out += s[i];
    w += a;
  }
  out += ellipsis;
  return out;
}

}  // namespace paipu::viewer::draw
