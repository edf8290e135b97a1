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
  int palette = -1;       // the palette colour (palette_slots), else the line's index
};

struct NetChart {
  std::string title;
  bool x_is_date = false;  // x are days since 1970-01-01 (UTC civil dates), else hand numbers 1..n
  std::string x_label, y_label;
  std::vector<Series> lines;  // one per player; colours follow this order
  // Net points of each player in each variant, drawn below the lines as one small panel per
  // variant, each on its own scale; omitted when empty. NaN where a player has no hands there.
  std::vector<std::string> variants;
  std::vector<std::vector<double>> breakdown;  // [line index][variant index]
  // Caption lines under the chart: what it leaves out and why. Wrapped, never cut.
  std::vector<std::string> notes;
  std::string empty_text = "no hands match";  // the message when no line has a point
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
  Area plot;                     // the lines' panel (of the first chart, when stacked)
  Area bars;                     // all the breakdown's panels; zero size when it is omitted
  std::vector<Area> bar_panels;  // each variant's bars with their value labels
};

// The qualitative colour of palette slot `index` (Tableau 10, then two more), cycling.
Color series_color(std::size_t index);
std::size_t palette_size();
// The colour line `index` of `chart` is drawn in.
Color line_color(const NetChart& chart, std::size_t index);
// Palette slots that keep a player's colour from chart to chart: each name's home slot is a hash
// of it, and a name whose home an earlier name holds takes the next free slot (while one is
// free). Pass a stable order (players as first stored), not one a filter changes.
std::vector<std::size_t> palette_slots(const std::vector<std::string>& names);
// `wanted` slots made distinct in the same way: each keeps its slot unless an earlier one holds
// it; then the next free one.
std::vector<std::size_t> distinct_slots(const std::vector<std::size_t>& wanted);

Picture layout(const NetChart& chart, int width, int height);
// The pictures one under the other, in one picture as wide as the widest.
Picture stack(const std::vector<Picture>& pictures);
// A standalone SVG 1.1 document; text is escaped, and invalid UTF-8 replaced, so it always parses.
std::string to_svg(const Picture& picture);

}  // namespace paipu::chart
