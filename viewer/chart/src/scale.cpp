#include "paipu/chart/scale.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace paipu::chart::scale {

namespace {

constexpr const char* kMinus = "\u2212";

// 1, 2 and 5 times the powers of ten, from the one below `from` upwards.
template <typename Fits>
double first_nice_step(double from, double least, Fits fits) {
  double base = std::pow(10.0, std::floor(std::log10(std::max(from, 1e-12))) - 1);
  for (;; base *= 10) {
    for (double m : {1.0, 2.0, 5.0}) {
      const double step = m * base;
      if (step >= least && fits(step)) {
        return step;
      }
    }
  }
}

std::string with_separators(const std::string& digits) {
  std::string out;
  const std::size_t n = digits.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0 && (n - i) % 3 == 0) {
      out += ',';
    }
    out += digits[i];
  }
  return out;
}

// |v| with `decimals` places, separators, and trailing zeros of the fraction dropped.
std::string magnitude(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, std::abs(v));
  std::string s = buf;
  const std::size_t dot = s.find('.');
  std::string whole = s.substr(0, dot), frac = dot == std::string::npos ? "" : s.substr(dot + 1);
  while (!frac.empty() && frac.back() == '0') {
    frac.pop_back();
  }
  return with_separators(whole) + (frac.empty() ? "" : "." + frac);
}

int decimals_for(double step) {
  int d = 0;
  for (double s = std::abs(step); d < 6 && std::abs(s - std::round(s)) > 1e-6 * std::max(1.0, s);
       s *= 10) {
    ++d;
  }
  return d;
}

struct Ymd {
  long long y;
  unsigned m, d;
};

// Howard Hinnant's civil-calendar algorithms (proleptic Gregorian).
Ymd civil(long long z) {
  z += 719468;
  const long long era = (z >= 0 ? z : z - 146096) / 146097;
  const auto doe = static_cast<unsigned>(z - era * 146097);
  const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
  const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
  const unsigned mp = (5 * doy + 2) / 153;
  const unsigned d = doy - (153 * mp + 2) / 5 + 1;
  const unsigned m = mp < 10 ? mp + 3 : mp - 9;
  return {static_cast<long long>(yoe) + era * 400 + (m <= 2 ? 1 : 0), m, d};
}

long long days_from_civil(long long y, unsigned m, unsigned d) {
  y -= m <= 2 ? 1 : 0;
  const long long era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<long long>(doe) - 719468;
}

long long ceil_multiple(long long v, long long n) {
  const long long q = v / n - ((v % n != 0 && v < 0) ? 1 : 0);  // floor division
  return q * n == v ? v : (q + 1) * n;
}

enum class Unit { day, month, year };
struct DateStep {
  Unit unit;
  int n;
  int least_days;  // the shortest gap between two ticks
};
constexpr std::array<DateStep, 15> kDateSteps{{{Unit::day, 1, 1},
                                               {Unit::day, 2, 2},
                                               {Unit::day, 7, 7},
                                               {Unit::day, 14, 14},
                                               {Unit::month, 1, 28},
                                               {Unit::month, 2, 59},
                                               {Unit::month, 3, 89},
                                               {Unit::month, 6, 181},
                                               {Unit::year, 1, 365},
                                               {Unit::year, 2, 730},
                                               {Unit::year, 5, 1826},
                                               {Unit::year, 10, 3652},
                                               {Unit::year, 20, 7305},
                                               {Unit::year, 50, 18262},
                                               {Unit::year, 100, 36524}}};

std::string date_text(long long day, Unit unit) {
  const Ymd c = civil(day);
  char buf[32];
  if (unit == Unit::day) {
    std::snprintf(buf, sizeof buf, "%04lld-%02u-%02u", c.y, c.m, c.d);
  } else if (unit == Unit::month) {
    std::snprintf(buf, sizeof buf, "%04lld-%02u", c.y, c.m);
  } else {
    std::snprintf(buf, sizeof buf, "%04lld", c.y);
  }
  return buf;
}

bool wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || c == 0x2026 || (c >= 0x2E80 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1FAFF) ||
         (c >= 0x20000 && c <= 0x3FFFD);
}

}  // namespace

Axis values(double lo, double hi, int most) {
  lo = std::min(lo, 0.0);
  hi = std::max(hi, 0.0);
  if (hi - lo < 1e-9) {
    lo = -1;  // all zero: a zero line in the middle, no division by a zero span
    hi = 1;
  }
  most = std::max(most, 3);
  long long first = 0, last = 0;
  const double step = first_nice_step((hi - lo) / most, 0, [&](double s) {
    first = static_cast<long long>(std::floor(lo / s + 1e-9));
    last = static_cast<long long>(std::ceil(hi / s - 1e-9));
    return last - first + 1 <= most;
  });
  Axis a;
  a.lo = static_cast<double>(first) * step;
  a.hi = static_cast<double>(last) * step;
  const double largest = std::max(std::abs(a.lo), std::abs(a.hi));
  for (long long i = first; i <= last; ++i) {
    const double v = static_cast<double>(i) * step;
    a.ticks.push_back({v, number(v, step, largest)});
  }
  return a;
}

Axis hands(double lo, double hi, int most) {
  if (hi - lo < 1) {
    hi = lo + 1;
  }
  most = std::max(most, 2);
  const double step = first_nice_step((hi - lo) / most, 1, [&](double s) {
    return std::floor(hi / s + 1e-9) - std::ceil(lo / s - 1e-9) + 1 <= most;
  });
  Axis a{lo, hi, {}};
  for (auto i = static_cast<long long>(std::ceil(lo / step - 1e-9));
       static_cast<double>(i) * step <= hi + 1e-9; ++i) {
    const double v = static_cast<double>(i) * step;
    a.ticks.push_back({v, number(v, step, hi)});
  }
  return a;
}

Axis dates(double lo, double hi, float width, float font) {
  if (hi - lo < 1) {
    lo -= 1;
    hi += 1;
  }
  const double per_day = width / (hi - lo);
  DateStep pick = kDateSteps.back();
  for (const DateStep& s : kDateSteps) {
    const float label = text_width(date_text(0, s.unit), font) + 1.5f * font;
    if (per_day * s.least_days >= label) {
      pick = s;
      break;
    }
  }
  Axis a{lo, hi, {}};
  const auto from = static_cast<long long>(std::ceil(lo));
  const auto to = static_cast<long long>(std::floor(hi));
  auto add = [&](long long day) {
    a.ticks.push_back({static_cast<double>(day), date_text(day, pick.unit)});
  };
  if (pick.unit == Unit::day) {
    // Weeks start on Mondays; 1970-01-05 was one.
    const long long origin = pick.n >= 7 ? 4 : 0;
    for (long long d = ceil_multiple(from - origin, pick.n) + origin; d <= to; d += pick.n) {
      add(d);
    }
  } else if (pick.unit == Unit::month) {
    const Ymd c = civil(from);
    long long m = c.y * 12 + (c.m - 1) + (c.d == 1 ? 0 : 1);
    for (m = ceil_multiple(m, pick.n);; m += pick.n) {
      const long long y = m >= 0 ? m / 12 : (m - 11) / 12;
      const long long d = days_from_civil(y, static_cast<unsigned>(m - y * 12 + 1), 1);
      if (d > to) {
        break;
      }
      add(d);
    }
  } else {
    const Ymd c = civil(from);
    for (long long y = ceil_multiple(c.y + (c.m == 1 && c.d == 1 ? 0 : 1), pick.n);; y += pick.n) {
      const long long d = days_from_civil(y, 1, 1);
      if (d > to) {
        break;
      }
      add(d);
    }
  }
  if (a.ticks.empty()) {
    a.ticks.push_back({static_cast<double>(from), civil_date(from)});
  }
  return a;
}

std::string civil_date(long long days) {
  return date_text(days, Unit::day);
}

std::string number(double v, double step, double largest) {
  double unit = 1;
  const char* suffix = "";
  if (largest >= 1e9) {
    unit = 1e9;
    suffix = "B";
  } else if (largest >= 1e6) {
    unit = 1e6;
    suffix = "M";
  }
  const int d = decimals_for(step / unit);
  const double x = v / unit;
  const std::string m = magnitude(x, d);
  if (m == "0") {
    return m;  // neither "−0" nor "0M"
  }
  return (x < 0 ? kMinus : "") + m + suffix;
}

std::string total(double v) {
  const int d = std::abs(v - std::round(v)) < 1e-9 ? 0 : 1;
  const std::string m = magnitude(v, d);
  if (m == "0") {
    return m;
  }
  return (v < 0 ? kMinus : "+") + m;
}

char32_t next_char(std::string_view s, std::size_t& i) {
  const auto b = static_cast<unsigned char>(s[i++]);
  if (b < 0x80) {
    return b;
  }
  const int more = b >= 0xC2 && b <= 0xDF   ? 1
                   : b >= 0xE0 && b <= 0xEF ? 2
                   : b >= 0xF0 && b <= 0xF4 ? 3
                                            : -1;
  if (more < 0 || i + static_cast<std::size_t>(more) > s.size()) {
    return 0xFFFD;
  }
  char32_t c = b & (0x3F >> more);
  for (int k = 0; k < more; ++k) {
    const auto n = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
    if ((n & 0xC0) != 0x80) {
      return 0xFFFD;
    }
    c = (c << 6) | (n & 0x3F);
  }
  i += static_cast<std::size_t>(more);
  const bool overlong = (more == 2 && c < 0x800) || (more == 3 && c < 0x10000);
  return overlong || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF) ? 0xFFFD : c;
}

float text_width(std::string_view s, float size) {
  float em = 0;
  for (std::size_t i = 0; i < s.size();) {
    em += wide(next_char(s, i)) ? 1.0f : 0.6f;
  }
  return em * size;
}

std::string elide(std::string_view s, float size, float width) {
  if (text_width(s, size) <= width) {
    return std::string(s);
  }
  const float room = width - text_width("\u2026", size);
  float used = 0;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t j = i;
    const char32_t c = next_char(s, j);
    const float w = (wide(c) ? 1.0f : 0.6f) * size;
    if (used + w > room) {
      break;
    }
    used += w;
    i = j;
  }
  return std::string(s.substr(0, i)) + "\u2026";
}

std::vector<std::string> wrap(std::string_view s, float size, float width) {
  std::vector<std::string> lines;
  std::string line;
  for (std::size_t at = 0; at <= s.size();) {
    std::size_t end = s.find(' ', at);
    if (end == std::string_view::npos) end = s.size();
    const std::string_view word = s.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    const std::string longer = line.empty() ? std::string(word) : line + " " + std::string(word);
    if (line.empty() || text_width(longer, size) <= width) {
      line = longer;
      continue;
    }
    lines.push_back(elide(line, size, width));
    line = std::string(word);
  }
  if (!line.empty()) lines.push_back(elide(line, size, width));
  return lines;
}

}  // namespace paipu::chart::scale
