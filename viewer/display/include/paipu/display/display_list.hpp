// A picture as a list of items in painting order: shapes, text, and pieces drawn from symbols. The
// layout makes it once; the window (SFML), SVG, PNG and the replay page all draw this list, so
// none of them places anything on its own. No drawing library here.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace paipu::display {

struct Rgba {
  std::uint8_t r = 0, g = 0, b = 0, a = 255;
  friend bool operator==(const Rgba&, const Rgba&) = default;
};
inline constexpr Rgba kNone{0, 0, 0, 0};

struct Point {
  float x = 0, y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

struct Box {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  float cx() const { return x + w / 2; }
  float cy() const { return y + h / 2; }
  friend bool operator==(const Box&, const Box&) = default;
};

// A stroke is centred on the outline, as in SVG; a fill of kNone leaves the inside empty.
struct Paint {
  Rgba fill = kNone;
  Rgba stroke = kNone;
  float stroke_width = 0;
  friend bool operator==(const Paint&, const Paint&) = default;
};

enum class Kind : std::uint8_t {
  rect,      // box, with corners of `radius`
  ellipse,   // inscribed in box
  polygon,   // closed, through points
  polyline,  // open, through points (stroke only)
  text,      // one line, see Text
  piece,     // a symbol drawn into box, turned by `rotation`
  clip,      // later items are clipped to box until an item of kind unclip
  unclip,
};

enum class Anchor : std::uint8_t { start, middle, end };

struct Text {
  std::string utf8;
  float x = 0;         // the anchor's x
  float baseline = 0;  // y of the baseline
  float size = 12;     // pixels per em
  bool bold = false;
  Anchor anchor = Anchor::start;
  friend bool operator==(const Text&, const Text&) = default;
};

struct Item {
  Kind kind = Kind::rect;
  // Names what the item shows ("piece/E/hand/3", "text/plate/E/title"), for tests and for the
  // page to find it; empty for parts that need no name.
  std::string id;
  // The rectangle the item covers: a shape's bounds, a piece's box on screen (already turned), a
  // text's ink-free line box (anchor, width as measured, ascent to descent).
  Box box;
  float radius = 0;
  std::vector<Point> points;
  Paint paint;
  Text text;
  std::string symbol;  // a piece: the key into List::symbols
  int rotation = 0;    // a piece: degrees clockwise, a multiple of 90
  float opacity = 1;   // the whole item

  friend bool operator==(const Item&, const Item&) = default;
};

// How a piece looks, drawn upright in its own box (0, 0, w, h); pieces refer to it by key.
struct Symbol {
  float w = 0, h = 0;
  std::vector<Item> items;
  friend bool operator==(const Symbol&, const Symbol&) = default;
};

struct List {
  float width = 0, height = 0;
  Rgba background{0, 0, 0, 255};
  std::vector<Item> items;
  std::map<std::string, Symbol> symbols;

  // Helpers that append an item and return it for further settings.
  Item& rect(const Box& b, Paint p, float radius = 0, std::string id = {});
  Item& ellipse(const Box& b, Paint p, std::string id = {});
  Item& polygon(std::vector<Point> pts, Paint p, std::string id = {});
  Item& polyline(std::vector<Point> pts, Rgba stroke, float stroke_width, std::string id = {});
  Item& piece(const std::string& symbol, const Box& b, int rotation, std::string id = {});
  void clip(const Box& b);
  void unclip();
};

// The smallest box holding the points.
Box bounds(const std::vector<Point>& pts);

// Moves an item by (dx, dy): its box, points and text anchor.
void translate(Item& item, float dx, float dy);

}  // namespace paipu::display
