#include "paipu/viewer/chart_png.hpp"

#include <SFML/Graphics.hpp>
#include <cmath>

#include "draw_util.hpp"
#include "font.hpp"
#include "paipu/viewer/viewer.hpp"
#include "render_internal.hpp"

namespace paipu::viewer {

namespace {

using Point = sf::Vector2f;

sf::Color colour(chart::Color c) {
  return {c.r, c.g, c.b, c.a};
}

void triangle(sf::VertexArray& v, Point a, Point b, Point c, sf::Color col) {
  v.append({a, col});
  v.append({b, col});
  v.append({c, col});
}

void quad(sf::VertexArray& v, Point a, Point b, Point c, Point d, sf::Color col) {
  triangle(v, a, b, c, col);
  triangle(v, a, c, d, col);
}

// Half the width, across the direction from a to b; zero for a zero-length piece.
Point across(Point a, Point b, float width) {
  const Point d = b - a;
  const float len = std::hypot(d.x, d.y);
  return len > 0 ? Point(-d.y / len, d.x / len) * (width / 2) : Point(0, 0);
}

// A thick line as a quad: GL lines are one pixel wide whatever is asked.
void thick(sf::VertexArray& v, Point a, Point b, float width, sf::Color col) {
  const Point n = across(a, b, width);
  quad(v, a + n, b + n, b - n, a - n, col);
}

void segment(sf::VertexArray& v, const chart::Segment& s) {
  const Point a(s.x1, s.y1), b(s.x2, s.y2);
  if (!s.dashed) {
    thick(v, a, b, s.width, colour(s.color));
    return;
  }
  // The dash pattern the SVG writer asks for: 4 widths drawn, 3 left out.
  const float len = std::hypot(b.x - a.x, b.y - a.y);
  const float dash = 4 * s.width, period = 7 * s.width;
  if (len <= 0 || period <= 0) {
    return;
  }
  const Point unit = (b - a) / len;
  for (float t = 0; t < len; t += period) {
    thick(v, a + unit * t, a + unit * std::min(t + dash, len), s.width, colour(s.color));
  }
}

// Quads per piece, and at each bend the wedge between two quads filled (a bevel join), so a
// zig-zag of net points shows no notches.
void polyline(sf::VertexArray& v, const chart::Polyline& l) {
  const sf::Color col = colour(l.color);
  const auto& p = l.points;
  for (std::size_t i = 0; i + 1 < p.size(); ++i) {
    const Point a(p[i].first, p[i].second), b(p[i + 1].first, p[i + 1].second);
    thick(v, a, b, l.width, col);
    if (i + 2 < p.size()) {
      const Point c(p[i + 2].first, p[i + 2].second);
      const Point n1 = across(a, b, l.width), n2 = across(b, c, l.width);
      triangle(v, b, b + n1, b + n2, col);
      triangle(v, b, b - n1, b - n2, col);
    }
  }
}

void label(sf::RenderTarget& t, const sf::Font& font, const chart::Label& l) {
  const auto size = static_cast<unsigned>(std::max(6.0f, std::round(l.size)));
  sf::Text text(draw::utf8(l.text), font, size);
  text.setFillColor(colour(l.color));
  const sf::FloatRect b = text.getLocalBounds();
  const float ink_end = b.left + b.width;
  const float ox = l.anchor == chart::Anchor::middle ? ink_end / 2
                   : l.anchor == chart::Anchor::end  ? ink_end
                                                     : 0;
  // SFML sets the first line's baseline one character size below the text's origin.
  text.setOrigin(std::round(ox), static_cast<float>(size));
  text.setRotation(l.vertical ? -90.0f : 0.0f);
  text.setPosition(std::round(l.x), std::round(l.y));
  t.draw(text);
}

}  // namespace

bool render_chart_png(const chart::Picture& picture, const std::string& path, std::string& why) {
  if (picture.width <= 0 || picture.height <= 0 || picture.width > 8192 || picture.height > 8192) {
    why = "chart size " + std::to_string(picture.width) + "×" + std::to_string(picture.height) +
          " is outside 1×1 … 8192×8192";
    return false;
  }
  // The same off-screen canvas `paipu render` draws on: its font, and its texture, not
  // multisampled (a software renderer's multisampled texture is a second context whose buffers the
  // driver never frees: LeakSanitizer found 15 MB a picture). The lines are quads, smooth enough.
  auto canvas = Canvas::create(static_cast<unsigned>(picture.width),
                               static_cast<unsigned>(picture.height), why);
  if (!canvas) {
    return false;
  }
  sf::RenderTexture& texture = canvas->texture;
  const auto& font = canvas->font;
  texture.clear(colour(picture.background));
  sf::VertexArray shapes(sf::Triangles);
  for (const chart::Box& b : picture.boxes) {
    quad(shapes, {b.x, b.y}, {b.x + b.w, b.y}, {b.x + b.w, b.y + b.h}, {b.x, b.y + b.h},
         colour(b.fill));
  }
  for (const chart::Segment& s : picture.segments) {
    segment(shapes, s);
  }
  for (const chart::Polyline& l : picture.polylines) {
    polyline(shapes, l);
  }
  texture.draw(shapes);
  for (const chart::Label& l : picture.labels) {
    label(texture, *font, l);
  }
  texture.display();
  if (!texture.getTexture().copyToImage().saveToFile(path)) {
    why = "could not write " + path;
    return false;
  }
  return true;
}

}  // namespace paipu::viewer
