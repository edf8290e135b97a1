// The display list as SVG 1.1: one element per item, in the painter's order.
#include <array>
#include <cmath>
#include <cstdio>

#include "paipu/chart/chart.hpp"
#include "paipu/chart/scale.hpp"

namespace paipu::chart {

namespace {

std::string num(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  std::string s = buf;
  while (s.back() == '0') {
    s.pop_back();
  }
  if (s.back() == '.') {
    s.pop_back();
  }
  return s == "-0" ? "0" : s;
}

std::string hex(Color c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

// ` fill="#rrggbb"` or ` stroke=…`, with its opacity when not opaque.
std::string paint(const char* what, Color c) {
  std::string s = std::string(" ") + what + "=\"" + hex(c) + "\"";
  if (c.a != 255) {
    s += std::string(" ") + what + "-opacity=\"" + num(static_cast<float>(c.a) / 255.0f) + "\"";
  }
  return s;
}

void append_utf8(std::string& out, char32_t c) {
  if (c < 0x80) {
    out += static_cast<char>(c);
  } else if (c < 0x800) {
    out += static_cast<char>(0xC0 | (c >> 6));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else if (c < 0x10000) {
    out += static_cast<char>(0xE0 | (c >> 12));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (c >> 18));
    out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (c & 0x3F));
  }
}

// Markup characters as entities; what XML 1.0 cannot hold (control characters, broken UTF-8) as
// U+FFFD, since a player's name comes from whatever file was imported.
std::string escape(std::string_view s) {
  constexpr std::string_view kMarkup = "&<>\"'";
  constexpr std::array<const char*, 5> kEntities{"&amp;", "&lt;", "&gt;", "&quot;", "&apos;"};
  std::string out;
  for (std::size_t i = 0; i < s.size();) {
    const char32_t c = scale::next_char(s, i);
    const std::size_t k = c < 0x80 ? kMarkup.find(static_cast<char>(c)) : std::string_view::npos;
    if (k != std::string_view::npos) {
      out += kEntities[k];
    } else {
      append_utf8(out, (c < 0x20 && c != '\t') || c == 0xFFFE || c == 0xFFFF ? 0xFFFD : c);
    }
  }
  return out;
}

const char* anchor(Anchor a) {
  switch (a) {
    case Anchor::middle:
      return "middle";
    case Anchor::end:
      return "end";
    default:
      return "start";
  }
}

}  // namespace

std::string to_svg(const Picture& p) {
  const std::string w = std::to_string(p.width), h = std::to_string(p.height);
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  s += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" + w + "\" height=\"" +
       h + "\" viewBox=\"0 0 " + w + " " + h + "\">\n";
  s += "<rect width=\"" + w + "\" height=\"" + h + "\"" + paint("fill", p.background) + "/>\n";
  s += "<g shape-rendering=\"crispEdges\">\n";
  for (const Box& b : p.boxes) {
    s += "<rect x=\"" + num(b.x) + "\" y=\"" + num(b.y) + "\" width=\"" + num(b.w) +
         "\" height=\"" + num(b.h) + "\"" + paint("fill", b.fill) + "/>\n";
  }
  s += "</g>\n<g fill=\"none\">\n";
  for (const Segment& g : p.segments) {
    s += "<line x1=\"" + num(g.x1) + "\" y1=\"" + num(g.y1) + "\" x2=\"" + num(g.x2) + "\" y2=\"" +
         num(g.y2) + "\"" + paint("stroke", g.color) + " stroke-width=\"" + num(g.width) + "\"";
    if (g.dashed) {
      s += " stroke-dasharray=\"" + num(4 * g.width) + " " + num(3 * g.width) + "\"";
    }
    s += "/>\n";
  }
  // Butt caps, as the PNG painter draws them: a two-point polyline is then a square marker.
  s += "</g>\n<g fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"butt\">\n";
  for (const Polyline& l : p.polylines) {
    s += "<polyline points=\"";
    for (std::size_t i = 0; i < l.points.size(); ++i) {
      s += (i > 0 ? " " : "") + num(l.points[i].first) + "," + num(l.points[i].second);
    }
    s += "\"" + paint("stroke", l.color) + " stroke-width=\"" + num(l.width) + "\"/>\n";
  }
  s += "</g>\n<g font-family=\"'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans', 'Microsoft "
       "YaHei', 'PingFang SC', sans-serif\">\n";
  for (const Label& t : p.labels) {
    const std::string x = num(t.x), y = num(t.y);
    s += "<text x=\"" + x + "\" y=\"" + y + "\" font-size=\"" + num(t.size) + "\"" +
         paint("fill", t.color);
    if (t.anchor != Anchor::start) {
      s += std::string(" text-anchor=\"") + anchor(t.anchor) + "\"";
    }
    if (t.vertical) {
      s += " transform=\"rotate(-90 " + x + " " + y + ")\"";
    }
    s += ">" + escape(t.text) + "</text>\n";
  }
  s += "</g>\n</svg>\n";
  return s;
}

}  // namespace paipu::chart
