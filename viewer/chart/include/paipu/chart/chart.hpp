// The `paipu graph` chart: cumulative net points per player, and a per-variant breakdown, laid out
// once as a display list that the SVG writer (here) and the PNG painter (the viewer) both draw.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace paipu::chart {

struct Series {
  std::string name;
  std::vector<double> x;  // ascending
  std::vector<double> y;  // cumulative net points
};

struct NetChart {
  std::string title;
  bool x_is_date = false;  // x are days since 1970-01-01 (UTC civil dates), else hand numbers 1..n
  std::string x_label, y_label;
  std::vector<Series> lines;  // one per player; colours follow this order
  // Net points of each player in each variant, drawn as grouped bars below the lines; omitted
  // when empty.
  std::vector<std::string> variants;
  std::vector<std::vector<double>> breakdown;  // [line index][variant index]
};

struct Color {
  std::uint8_t r, g, b, a = 255;
  friend bool operator==(const Color&, const Color&) = default;
};
struct Segment {
  float x1, y1, x2, y2;
  Color color;
  float width;
  bool dashed = false;
};
struct Polyline {
  std::vector<std::pair<float, float>> points;
  Color color;
  float width;
};
struct Box {
  float x, y, w, h;
  Color fill;
};
enum class Anchor { start, middle, end };
struct Label {
  float x, y;  // y is the text baseline
  std::string text;
  float size;
  Color color;
  Anchor anchor = Anchor::start;
  bool vertical = false;  // rotated −90°, reading upwards, about (x, y)
};
// Where the data went, for tests and for anything drawn over the picture later.
struct Area {
  float x = 0, y = 0, w = 0, h = 0;
};
struct Picture {
  int width = 0, height = 0;
  Color background;
  std::vector<Box> boxes;
  std::vector<Segment> segments;
  std::vector<Polyline> polylines;
  std::vector<Label> labels;
  Area plot;  // the lines' panel
  Area bars;  // the breakdown's panel; zero size when it is omitted
};

// The qualitative colour of line `index` (Tableau 10, then two more).
Color series_color(std::size_t index);

Picture layout(const NetChart& chart, int width, int height);
// A standalone SVG 1.1 document; text is escaped, and invalid UTF-8 replaced, so it always parses.
std::string to_svg(const Picture& picture);

}  // namespace paipu::chart
