// The chart as SVG 1.1: one element per item, in the painter's order; numbers and text written as
// the display list's SVG writes them.
#include <array>
#include <cmath>
#include <cstdio>

#include "paipu/chart/chart.hpp"
#include "paipu/chart/scale.hpp"
#include "paipu/display/svg.hpp"

namespace paipu::chart {

namespace {

std::string hex(Color c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

// ` fill="#rrggbb"` or ` stroke=…`, with its opacity when not opaque.
std::string paint(const char* what, Color c) {
  std::string s = std::string(" ") + what + "=\"" + hex(c) + "\"";
  if (c.a != 255) {
    s += std::string(" ") + what + "-opacity=\"" +
         display::svg_number(static_cast<float>(c.a) / 255.0f) + "\"";
  }
  return s;
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
    s += "<rect x=\"" + display::svg_number(b.x) + "\" y=\"" + display::svg_number(b.y) +
         "\" width=\"" + display::svg_number(b.w) + "\" height=\"" + display::svg_number(b.h) +
         "\"" + paint("fill", b.fill) + "/>\n";
  }
  s += "</g>\n<g fill=\"none\">\n";
  for (const Segment& g : p.segments) {
    s += "<line x1=\"" + display::svg_number(g.x1) + "\" y1=\"" + display::svg_number(g.y1) +
         "\" x2=\"" + display::svg_number(g.x2) + "\" y2=\"" + display::svg_number(g.y2) + "\"" +
         paint("stroke", g.color) + " stroke-width=\"" + display::svg_number(g.width) + "\"";
    if (g.dashed) {
      s += " stroke-dasharray=\"" + display::svg_number(4 * g.width) + " " +
           display::svg_number(3 * g.width) + "\"";
    }
    s += "/>\n";
  }
  // Butt caps, as the PNG painter draws them: a two-point polyline is then a square marker.
  s += "</g>\n<g fill=\"none\" stroke-linejoin=\"round\" stroke-linecap=\"butt\">\n";
  for (const Polyline& l : p.polylines) {
    s += "<polyline points=\"";
    for (std::size_t i = 0; i < l.points.size(); ++i) {
      s += (i > 0 ? " " : "") + display::svg_number(l.points[i].first) + "," +
           display::svg_number(l.points[i].second);
    }
    s += "\"" + paint("stroke", l.color) + " stroke-width=\"" + display::svg_number(l.width) +
         "\"/>\n";
  }
  s += "</g>\n<g font-family=\"'Noto Sans CJK SC', 'Source Han Sans SC', 'Noto Sans', 'Microsoft "
       "YaHei', 'PingFang SC', sans-serif\">\n";
  for (const Label& t : p.labels) {
    const std::string x = display::svg_number(t.x), y = display::svg_number(t.y);
    s += "<text x=\"" + x + "\" y=\"" + y + "\" font-size=\"" + display::svg_number(t.size) + "\"" +
         paint("fill", t.color);
    if (t.anchor != Anchor::start) {
      s += std::string(" text-anchor=\"") + anchor(t.anchor) + "\"";
    }
    if (t.vertical) {
      s += " transform=\"rotate(-90 " + x + " " + y + ")\"";
    }
    s += ">" + display::xml_escape(t.text) + "</text>\n";
  }
  s += "</g>\n</svg>\n";
  return s;
}

}  // namespace paipu::chart
