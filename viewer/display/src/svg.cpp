#include "paipu/display/svg.hpp"

#include <cmath>
#include <cstdio>

#include "paipu/display/text.hpp"

namespace paipu::display {

std::string svg_number(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

namespace {

std::string hex(Rgba c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", c.r, c.g, c.b);
  return buf;
}

void colour(std::string& out, const char* what, Rgba c) {
  if (c.a == 0) {
    out += std::string(" ") + what + "=\"none\"";
    return;
  }
  out += std::string(" ") + what + "=\"" + hex(c) + "\"";
  if (c.a != 255) out += std::string(" ") + what + "-opacity=\"" + svg_number(c.a / 255.f) + "\"";
}

void paint(std::string& out, const Paint& p) {
  colour(out, "fill", p.fill);
  if (p.stroke.a != 0 && p.stroke_width > 0) {
    colour(out, "stroke", p.stroke);
    out += " stroke-width=\"" + svg_number(p.stroke_width) + "\"";
  }
}

void common(std::string& out, const Item& it) {
  if (!it.id.empty()) out += " id=\"" + xml_escape(it.id) + "\"";
  if (it.opacity < 1) out += " opacity=\"" + svg_number(it.opacity) + "\"";
}

std::string points(const std::vector<Point>& pts) {
  std::string s;
  for (const Point& p : pts) {
    if (!s.empty()) s += ' ';
    s += svg_number(p.x) + "," + svg_number(p.y);
  }
  return s;
}

// A clip's id, from its box: a clip of the same box is the same clip, so two of them agree.
std::string clip_id(const Box& b) {
  std::string id = "clip";
  for (float v : {b.x, b.y, b.w, b.h}) id += "_" + svg_number(v);
  for (char& c : id)
    if (c == '.' || c == '-') c = c == '.' ? 'p' : 'm';
  return id;
}

void items_svg(std::string& out, const std::vector<Item>& items, SymbolIds& ids) {
  int open = 0;
  for (const Item& it : items) {
    if (it.kind == Kind::unclip && open == 0) continue;
    open += it.kind == Kind::clip ? 1 : it.kind == Kind::unclip ? -1 : 0;
    out += item_svg(it, ids);
    out += '\n';
  }
  for (; open > 0; --open) out += "</g>";
}

}  // namespace

std::string xml_escape(std::string_view s) {
  std::u32string text = decode_utf8(s);
  for (char32_t& c : text) {
    if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF) c = 0xFFFD;
  }
  std::string out;
  for (char c : encode_utf8(text)) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&apos;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

const std::string& SymbolIds::operator()(const std::string& key) {
  auto [it, added] = ids_.try_emplace(key);
  if (added) {
    // Base 36 keeps a page's thousands of references short.
    std::string n;
    for (std::size_t k = ids_.size() - 1;; k /= 36) {
      n.insert(n.begin(), "0123456789abcdefghijklmnopqrstuvwxyz"[k % 36]);
      if (k < 36) break;
    }
    it->second = "s" + n;
  }
  return it->second;
}

std::string item_svg(const Item& it, SymbolIds& ids) {
  std::string out;
  const Box& b = it.box;
  switch (it.kind) {
    case Kind::rect:
      out = "<rect x=\"" + svg_number(b.x) + "\" y=\"" + svg_number(b.y) + "\" width=\"" +
            svg_number(b.w) + "\" height=\"" + svg_number(b.h) + "\"";
      if (it.radius > 0) out += " rx=\"" + svg_number(it.radius) + "\"";
      paint(out, it.paint);
      break;
    case Kind::ellipse:
      out = "<ellipse cx=\"" + svg_number(b.cx()) + "\" cy=\"" + svg_number(b.cy()) + "\" rx=\"" +
            svg_number(b.w / 2) + "\" ry=\"" + svg_number(b.h / 2) + "\"";
      paint(out, it.paint);
      break;
    case Kind::polygon:
    case Kind::polyline:
      out = std::string(it.kind == Kind::polygon ? "<polygon" : "<polyline") + " points=\"" +
            points(it.points) + "\"";
      paint(out, it.paint);
      if (it.kind == Kind::polyline) out += " stroke-linecap=\"round\" stroke-linejoin=\"round\"";
      break;
    case Kind::text: {
      const Text& t = it.text;
      out = "<text x=\"" + svg_number(t.x) + "\" y=\"" + svg_number(t.baseline) +
            "\" font-size=\"" + svg_number(t.size) + "\"";
      if (t.bold) out += " font-weight=\"bold\"";
      // The width the layout measured (FreeType, hinted, as the window sets text): a browser adds
      // unhinted advances, a pixel or two apart on a line, so it is told the width to keep.
      if (b.w > 0 && t.utf8.size() > 1) out += " textLength=\"" + svg_number(b.w) + "\"";
      if (t.anchor != Anchor::start) {
        out += t.anchor == Anchor::middle ? " text-anchor=\"middle\"" : " text-anchor=\"end\"";
      }
      colour(out, "fill", it.paint.fill);
      common(out, it);
      return out + ">" + xml_escape(t.utf8) + "</text>";
    }
    case Kind::piece: {
      // The symbol is upright w×h; a quarter turn swaps the box's sides, about its centre.
      const bool quarter = (it.rotation / 90) % 2 != 0;
      const float w = quarter ? b.h : b.w, h = quarter ? b.w : b.h;
      out = "<use href=\"#" + ids(it.symbol) + "\" x=\"" + svg_number(b.cx() - w / 2) + "\" y=\"" +
            svg_number(b.cy() - h / 2) + "\"";
      if (it.rotation % 360 != 0) {
        out += " transform=\"rotate(" + std::to_string(it.rotation) + " " + svg_number(b.cx()) +
               " " + svg_number(b.cy()) + ")\"";
      }
      break;
    }
    case Kind::clip: {
      const std::string id = clip_id(b);
      return "<clipPath id=\"" + id + "\"><rect x=\"" + svg_number(b.x) + "\" y=\"" +
             svg_number(b.y) + "\" width=\"" + svg_number(b.w) + "\" height=\"" + svg_number(b.h) +
             "\"/></clipPath><g clip-path=\"url(#" + id + ")\">";
    }
    case Kind::unclip:
      return "</g>";
  }
  common(out, it);
  return out + "/>";
}

std::string symbol_svg(const std::string& key, const Symbol& s, SymbolIds& ids) {
  // Its box, which its drawing may overrun (a shadow): for a script that places pieces by it.
  std::string out = "<g id=\"" + ids(key) + "\" data-w=\"" + svg_number(s.w) + "\" data-h=\"" +
                    svg_number(s.h) + "\">";
  items_svg(out, s.items, ids);
  return out + "</g>";
}

std::string to_svg(const List& list, const SvgOptions& opt) {
  const std::string family = opt.font_family.empty() ? Fonts::shared().family() : opt.font_family;
  std::string out;
  SymbolIds ids;
  if (opt.standalone) out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"";
  out += " width=\"" + svg_number(list.width) + "\" height=\"" + svg_number(list.height) +
         "\" viewBox=\"0 0 " + svg_number(list.width) + " " + svg_number(list.height) +
         "\" font-family=\"" + xml_escape(family) + ", sans-serif\" xml:space=\"preserve\">\n";
  if (!list.symbols.empty()) {
    out += "<defs>\n";
    for (const auto& [key, sym] : list.symbols) out += symbol_svg(key, sym, ids) + "\n";
    out += "</defs>\n";
  }
  std::string bg = "<rect width=\"100%\" height=\"100%\"";
  colour(bg, "fill", list.background);
  out += bg + "/>\n";
  items_svg(out, list.items, ids);
  return out + "</svg>\n";
}

}  // namespace paipu::display
