// Axes and text for the chart's layout: "nice" ticks, dates, numbers as people read them, and
// text widths estimated without a font (the SVG viewer's font is unknown; the PNG's is close).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace paipu::chart::scale {

struct Tick {
  double value;
  std::string text;
};
struct Axis {
  double lo = 0, hi = 1;  // the domain mapped onto the panel
  std::vector<Tick> ticks;
};

// Values: ticks at 1, 2 or 5 × 10^k, at most `most` of them (at least two), a domain widened to
// whole ticks and always holding 0.
Axis values(double lo, double hi, int most);
// Hand counts: whole-number ticks within the exact domain [lo, hi].
Axis hands(double lo, double hi, int most);
// Days since 1970-01-01: ticks on days, weeks (Mondays), months or years, whichever is the finest
// whose labels (YYYY-MM-DD, YYYY-MM or YYYY) fit `width` pixels at `font` px.
Axis dates(double lo, double hi, float width, float font);

std::string civil_date(long long days);  // YYYY-MM-DD
// With thousands separators and a real minus sign; compact (1.5M) from a million on. `step` says
// how many decimals the neighbouring values need.
std::string number(double v, double step, double largest);
// A player's total: signed, whole points with separators (one decimal if it has any).
std::string total(double v);

// Width of `s` set at `size` px: a CJK or other wide character ≈ 1 em, anything else ≈ 0.6 em.
float text_width(std::string_view s, float size);
// The code point at s[i], advancing i; U+FFFD for a byte that does not start valid UTF-8.
char32_t next_char(std::string_view s, std::size_t& i);
// `s` cut to fit `width`, ending with "…" when cut.
std::string elide(std::string_view s, float size, float width);
// `s` broken at spaces into lines that fit `width`; only a single word wider than a line is cut.
std::vector<std::string> wrap(std::string_view s, float size, float width);

}  // namespace paipu::chart::scale
