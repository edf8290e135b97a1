// What the chart's layout files share: its colours, text metrics, sizes and the bars' panels.
#pragma once

#include <cmath>

#include "paipu/chart/chart.hpp"
#include "paipu/chart/scale.hpp"

namespace paipu::chart::parts {

constexpr Color kWhite{255, 255, 255};
constexpr Color kInk{33, 37, 41};
constexpr Color kMuted{95, 100, 108};
constexpr Color kGrid{228, 230, 234};
constexpr Color kAxis{160, 164, 170};
constexpr Color kZero{105, 110, 118};
constexpr Color kEmpty{247, 248, 250};

// Glyph metrics as fractions of the font size, close to Noto Sans CJK's: where ink starts above
// the baseline, and how far below the baseline CJK strokes go.
constexpr float kAscent = 0.8f;
constexpr float kDescent = 0.22f;

struct Style {
  float fs;      // body text
  float tick;    // tick labels
  float pad;     // around the picture
  float line_w;  // series lines
};

inline float f(double v) {
  return static_cast<float>(v);
}

inline float map(double v, double lo, double hi, float a, float b) {
  return a + (b - a) * f((v - lo) / (hi - lo));
}

// The net of line `line` in variant `variant`; NaN where the player has none there.
double cell(const NetChart& c, std::size_t line, std::size_t variant);

// Each variant's bars in a panel of its own across `r`, each panel on its own scale, every bar
// with its value; false (nothing drawn) when `r` is too narrow for the labels to be read.
bool variant_bars(Picture& p, const NetChart& c, const Area& r, const Style& st);

}  // namespace paipu::chart::parts
