// The `paipu graph` chart without a display: ticks, dates, the layout's geometry and the SVG text.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <regex>
#include <set>
#include <string>

#include "paipu/chart/chart.hpp"
#include "paipu/chart/scale.hpp"
#include "sample_chart.hpp"

namespace paipu::chart {
namespace {

bool nice(double step) {
  const double m = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
  return std::abs(m - 1) < 1e-9 || std::abs(m - 2) < 1e-9 || std::abs(m - 5) < 1e-9;
}

bool inside(const Area& a, float x, float y, float slack = 0.01f) {
  return x >= a.x - slack && x <= a.x + a.w + slack && y >= a.y - slack && y <= a.y + a.h + slack;
}

// The box a label's ink takes, by the same estimate the layout uses.
Area ink(const Label& l) {
  const float w = scale::text_width(l.text, l.size);
  const float a = l.anchor == Anchor::middle ? w / 2 : l.anchor == Anchor::end ? w : 0;
  if (l.vertical) {
    return {l.x - 0.8f * l.size, l.y - w + a, 1.0f * l.size, w};
  }
  return {l.x - a, l.y - 0.8f * l.size, w, 1.0f * l.size};
}

bool overlap(const Area& a, const Area& b) {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// The bars: boxes in a player's colour inside a variant's panel.
std::vector<Box> bar_boxes(const Picture& p) {
  std::vector<Box> out;
  for (const Box& b : p.boxes)
    for (const Area& a : p.bar_panels)
      if (inside(a, b.x, b.y) && inside(a, b.x + b.w, b.y + b.h) && b.fill != Color{247, 248, 250})
        out.push_back(b);
  return out;
}

const Label* find_label(const Picture& p, const std::string& text) {
  for (const Label& l : p.labels) {
    if (l.text == text) return &l;
  }
  return nullptr;
}

TEST(chart_scale, ValueTicksAreNiceHoldZeroAndCoverTheData) {
  for (auto [lo, hi] : {std::pair{-37.0, 1234.0}, {0.0, 7.0}, {-98765.0, -3.0}, {2.5, 2.6e6}}) {
    const scale::Axis a = scale::values(lo, hi, 8);
    ASSERT_GE(a.ticks.size(), 2u);
    EXPECT_LE(a.ticks.size(), 8u);
    EXPECT_LE(a.lo, std::min(lo, 0.0));
    EXPECT_GE(a.hi, std::max(hi, 0.0));
    const double step = a.ticks[1].value - a.ticks[0].value;
    EXPECT_TRUE(nice(step)) << step;
    EXPECT_TRUE(std::any_of(a.ticks.begin(), a.ticks.end(),
                            [](const scale::Tick& t) { return t.value == 0 && t.text == "0"; }))
        << lo << " " << hi << ": " << a.ticks[0].text;
  }
}

TEST(chart_scale, NumbersHaveSeparatorsARealMinusAndCompactMillions) {
  EXPECT_EQ(scale::number(12500, 500, 20000), "12,500");
  EXPECT_EQ(scale::number(-3000, 1000, 20000), "\u22123,000");
  EXPECT_EQ(scale::number(1500000, 500000, 3e6), "1.5M");
  EXPECT_EQ(scale::number(2e9, 1e9, 3e9), "2B");
  EXPECT_EQ(scale::number(0.5, 0.5, 1), "0.5");
  EXPECT_EQ(scale::total(1234), "+1,234");
  EXPECT_EQ(scale::total(-50), "\u221250");
  EXPECT_EQ(scale::total(0), "0");
}

TEST(chart_scale, AllZeroAndSinglePointDomainsAreNotEmpty) {
  const scale::Axis a = scale::values(0, 0, 6);
  EXPECT_LT(a.lo, 0);
  EXPECT_GT(a.hi, 0);
  const scale::Axis h = scale::hands(0, 0, 6);
  EXPECT_GT(h.hi, h.lo);
}

TEST(chart_scale, DatesAreCivilAndCoarsenWithTheSpan) {
  EXPECT_EQ(scale::civil_date(0), "1970-01-01");
  EXPECT_EQ(scale::civil_date(20456), "2026-01-03");
  EXPECT_EQ(scale::civil_date(19494), "2023-05-17");
  EXPECT_EQ(scale::civil_date(-1), "1969-12-31");

  const std::regex day(R"(\d{4}-\d\d-\d\d)"), month(R"(\d{4}-\d\d)"), year(R"(\d{4})");
  // Three months across 1000 px: weeks, on Mondays (2026-01-05 is one).
  const scale::Axis weeks = scale::dates(20456, 20542, 1000, 12);
  ASSERT_GE(weeks.ticks.size(), 3u);
  EXPECT_EQ(weeks.ticks[0].text, "2026-01-05");
  for (const auto& t : weeks.ticks) {
    EXPECT_TRUE(std::regex_match(t.text, day)) << t.text;
    EXPECT_EQ((static_cast<long long>(t.value) - 20458) % 7, 0);
  }
  // Three years: months, labelled YYYY-MM, on the first of a month.
  const scale::Axis months = scale::dates(19494, 20542, 1000, 12);
  ASSERT_GE(months.ticks.size(), 3u);
  for (const auto& t : months.ticks) {
    EXPECT_TRUE(std::regex_match(t.text, month)) << t.text;
    EXPECT_EQ(scale::civil_date(static_cast<long long>(t.value)).substr(8), "01");
  }
  // Forty years in 600 px: years.
  for (const auto& t : scale::dates(5000, 20000, 600, 12).ticks) {
    EXPECT_TRUE(std::regex_match(t.text, year)) << t.text;
  }
  // One day: still a tick.
  EXPECT_FALSE(scale::dates(20456, 20456, 600, 12).ticks.empty());
}

TEST(chart_scale, WidthsCountCjkAsOneEm) {
  EXPECT_FLOAT_EQ(scale::text_width("王佐", 10), 20);
  EXPECT_FLOAT_EQ(scale::text_width("ab", 10), 12);
  EXPECT_EQ(scale::elide("abcdef", 10, 1000), "abcdef");
  const std::string cut = scale::elide("佐藤佐藤佐藤佐藤", 10, 45);
  EXPECT_LE(scale::text_width(cut, 10), 45);
  EXPECT_EQ(cut, "佐藤佐\u2026");
}

TEST(chart_layout, EveryPointAndBarIsInsideItsPanel) {
  const Picture p = layout(chart_samples::net(), 1200, 800);
  ASSERT_GT(p.plot.w, 600);
  ASSERT_GT(p.bars.h, 100);
  EXPECT_GE(p.polylines.size(), 4u);
  for (const Polyline& l : p.polylines) {
    for (auto [x, y] : l.points) {
      EXPECT_TRUE(inside(p.plot, x, y, l.width)) << x << "," << y;
    }
  }
  const auto bars = bar_boxes(p);
  for (const Box& b : bars) {
    EXPECT_TRUE(inside(p.bars, b.x, b.y) && inside(p.bars, b.x + b.w, b.y + b.h));
  }
  EXPECT_EQ(bars.size(), 10u);  // two of the twelve cells are zero
  EXPECT_LE(p.bars.y + p.bars.h, 800);
}

// Every text is whole, inside the picture, off the lines' panel and the bars, and clear of every
// other text.
void expect_text_fits(const Picture& p, const std::string& where) {
  const auto bars = bar_boxes(p);
  for (std::size_t i = 0; i < p.labels.size(); ++i) {
    const Label& l = p.labels[i];
    const Area box = ink(l);
    EXPECT_EQ(l.text.find("\u2026"), std::string::npos) << l.text << " cut at " << where;
    EXPECT_FALSE(overlap(box, p.plot)) << l.text << " at " << where;
    for (const Box& b : bars) EXPECT_FALSE(overlap(box, {b.x, b.y, b.w, b.h})) << l.text << where;
    EXPECT_GE(box.x, -0.5f) << l.text;
    EXPECT_LE(box.x + box.w, static_cast<float>(p.width) + 0.5f) << l.text << " at " << where;
    EXPECT_GE(box.y, -0.5f) << l.text;
    EXPECT_LE(box.y + box.h, static_cast<float>(p.height) + 0.5f) << l.text << " at " << where;
    for (std::size_t j = 0; j < i; ++j)
      EXPECT_FALSE(overlap(box, ink(p.labels[j])))
          << l.text << " over " << p.labels[j].text << " at " << where;
  }
}

TEST(chart_layout, LabelsStayOffThePanelsAndInsideThePicture) {
  for (auto [w, h] : {std::pair{1200, 800}, {640, 400}, {320, 200}, {2400, 1600}}) {
    expect_text_fits(layout(chart_samples::net(), w, h),
                     std::to_string(w) + "x" + std::to_string(h));
  }
}

TEST(chart_layout, LegendListsPlayersByFinalNetInTheirColours) {
  NetChart c;
  c.lines = {{"A", {1, 2}, {10, 100}}, {"B", {1, 2}, {-5, -50}}, {"C", {1, 2}, {200, 300}}};
  const Picture p = layout(c, 900, 600);
  const Label *a = find_label(p, "A"), *b = find_label(p, "B"), *cc = find_label(p, "C");
  ASSERT_TRUE(a && b && cc);
  EXPECT_LT(cc->y, a->y);
  EXPECT_LT(a->y, b->y);
  for (const auto& [value, name] : {std::pair{"+300", cc}, {"+100", a}, {"\u221250", b}}) {
    // A copy to capture: clang 14 cannot capture a structured binding (C++20 allows it).
    const std::string text = value;
    const auto v = std::find_if(p.labels.begin(), p.labels.end(), [&](const Label& l) {
      return l.text == text && l.x > p.plot.x + p.plot.w;
    });
    ASSERT_NE(v, p.labels.end()) << value;
    EXPECT_FLOAT_EQ(v->y, name->y);
    EXPECT_EQ(v->anchor, Anchor::end);
  }
  // Each line's colour: the legend's swatch and the polyline agree.
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_TRUE(std::any_of(p.polylines.begin(), p.polylines.end(),
                            [&](const Polyline& l) { return l.color == series_color(i); }));
    EXPECT_TRUE(std::any_of(p.boxes.begin(), p.boxes.end(),
                            [&](const Box& x) { return x.fill == series_color(i); }));
  }
  EXPECT_EQ(p.bars.w, 0);  // no breakdown given
}

TEST(chart_layout, ColoursAreDistinctForTenLines) {
  for (std::size_t i = 0; i < 12; ++i) {
    for (std::size_t j = 0; j < i; ++j) {
      const Color a = series_color(i), b = series_color(j);
      EXPECT_GT(std::abs(a.r - b.r) + std::abs(a.g - b.g) + std::abs(a.b - b.b), 60) << i << j;
    }
  }
}

TEST(chart_layout, NoLinesSaysSo) {
  NetChart c;
  c.title = "Net points";
  const Picture p = layout(c, 800, 500);
  EXPECT_NE(find_label(p, "no hands match"), nullptr);
  EXPECT_TRUE(p.polylines.empty());
  NetChart empty_series;
  empty_series.lines = {{"王", {}, {}}};
  EXPECT_NE(find_label(layout(empty_series, 800, 500), "no hands match"), nullptr);
}

TEST(chart_layout, ASinglePointIsAMarkerAndAllZeroHasAZeroLine) {
  NetChart c;
  c.lines = {{"王", {1}, {0}}};
  const Picture p = layout(c, 800, 500);
  ASSERT_FALSE(p.polylines.empty());
  for (const Polyline& l : p.polylines) {
    for (auto [x, y] : l.points) {
      EXPECT_TRUE(std::isfinite(x) && std::isfinite(y));
      EXPECT_TRUE(inside(p.plot, x, y, l.width));
    }
  }
  // The zero line crosses the middle of the plot.
  EXPECT_TRUE(std::any_of(p.segments.begin(), p.segments.end(), [&](const Segment& s) {
    return s.y1 == s.y2 && s.width == 2 && std::abs(s.y1 - (p.plot.y + p.plot.h / 2)) < 2;
  }));
  EXPECT_NE(find_label(p, "0"), nullptr);

  NetChart dated;
  dated.x_is_date = true;
  dated.lines = {{"佐藤", {20456}, {-120}}};
  const Picture q = layout(dated, 800, 500);
  EXPECT_NE(find_label(q, "2026-01-03"), nullptr);
  for (const Polyline& l : q.polylines) {
    for (auto [x, y] : l.points) EXPECT_TRUE(inside(q.plot, x, y, l.width));
  }
}

TEST(chart_layout, NegativeOnlyDataPutsZeroOnTop) {
  NetChart c;
  c.lines = {{"A", {1, 2, 3}, {-10, -700, -1500}}};
  const Picture p = layout(c, 800, 500);
  const Label* zero = find_label(p, "0");
  ASSERT_NE(zero, nullptr);
  for (const Label& l : p.labels) {
    if (l.anchor == Anchor::end && l.x < p.plot.x && l.text != "0") {
      EXPECT_GT(l.y, zero->y) << l.text;
      EXPECT_EQ(l.text.rfind("\u2212", 0), 0u) << l.text;
    }
  }
  for (auto [x, y] : p.polylines.at(0).points) EXPECT_TRUE(inside(p.plot, x, y));
}

TEST(chart_layout, ManyPointsAreThinnedToThePixels) {
  NetChart c;
  c.lines = {chart_samples::walk("A", 200000, 7, 0)};
  const Picture p = layout(c, 800, 500);
  EXPECT_LE(p.polylines.at(0).points.size(), static_cast<std::size_t>(4 * p.plot.w + 8));
  EXPECT_GT(p.polylines.at(0).points.size(), static_cast<std::size_t>(p.plot.w));
}

const double kNone = std::numeric_limits<double>::quiet_NaN();

// A variant of large points beside one of small points, and a player absent from one of them.
NetChart big_and_small() {
  NetChart c = chart_samples::net();
  c.lines.resize(3);
  c.variants = {"tianjiu", "chinton"};
  c.breakdown = {{1000, 5}, {-800, -3}, {300, kNone}};
  return c;
}

TEST(chart_bars, EachVariantHasItsOwnScaleAndEveryBarItsValue) {
  const NetChart c = big_and_small();
  const Picture p = layout(c, 1200, 800);
  ASSERT_EQ(p.bar_panels.size(), 2u);
  const auto bars = bar_boxes(p);
  for (std::size_t v = 0; v < 2; ++v) {
    const Area& panel = p.bar_panels[v];
    float tallest = 0;
    for (std::size_t i = 0; i < c.lines.size(); ++i) {
      const double x = c.breakdown[i][v];
      const auto bar = std::find_if(bars.begin(), bars.end(), [&](const Box& b) {
        return b.fill == line_color(c, i) && inside(panel, b.x, b.y);
      });
      if (std::isnan(x)) {
        EXPECT_EQ(bar, bars.end()) << "no hands, no bar";
        continue;
      }
      ASSERT_NE(bar, bars.end()) << c.lines[i].name << " in " << c.variants[v];
      tallest = std::max(tallest, bar->h);
      // Its value, in the panel, over the bar's middle, beyond its end.
      const std::string text = scale::total(x);
      const auto label = std::find_if(p.labels.begin(), p.labels.end(), [&](const Label& l) {
        const Area box = ink(l);
        const float mid = box.x + box.w / 2;
        return l.text == text && mid > bar->x && mid < bar->x + bar->w &&
               inside(panel, box.x, box.y) && inside(panel, box.x + box.w, box.y + box.h);
      });
      EXPECT_NE(label, p.labels.end()) << text << " in " << c.variants[v];
    }
    // The small variant's bars are as tall as the large one's: each panel has its own scale.
    EXPECT_GT(tallest, 0.4f * panel.h) << c.variants[v];
  }
  expect_text_fits(p, "1200x800");
}

TEST(chart_bars, ManyPlayersAndVariantsStayReadableOrSaySo) {
  NetChart c;
  c.x_label = "hands played";
  c.y_label = "net points";
  for (int i = 0; i < 10; ++i) {
    c.lines.push_back(chart_samples::walk("Player " + std::to_string(i), 300, i + 1, i - 5));
  }
  c.variants = {"tianjiu", "daqizi", "sandaha", "wenzhou", "chinton"};
  for (int i = 0; i < 10; ++i) {
    std::vector<double> row;
    for (int v = 0; v < 5; ++v) row.push_back((i - 4.5) * 1234.0 * (v + 1));
    c.breakdown.push_back(row);
  }
  for (auto [w, h] : {std::pair{1200, 800}, {2400, 1600}, {640, 400}, {320, 200}}) {
    const Picture p = layout(c, w, h);
    const std::string at = std::to_string(w) + "x" + std::to_string(h);
    expect_text_fits(p, at);
    if (p.bar_panels.empty()) {
      // Left out only with a word, in the picture.
      EXPECT_TRUE(std::any_of(p.labels.begin(), p.labels.end(), [](const Label& l) {
        return l.text.find("by variant not drawn") != std::string::npos;
      })) << at;
    } else {
      EXPECT_EQ(bar_boxes(p).size(), 50u) << at;
    }
    for (const Label& l : p.labels) EXPECT_GE(l.size, 9) << l.text << " at " << at;
  }
  EXPECT_FALSE(layout(c, 1200, 800).bar_panels.empty());
}

TEST(chart_notes, ACaptionSaysWhatIsLeftOutWrappedNeverCut) {
  NetChart c = chart_samples::net();
  c.notes = {
      "Not on the date axis, settled hands without a Date: 王 40, 佐藤 40, Alice 38, "
      "李小龙 12, Somebody With A Long Name 3 (--x hands draws them).",
      "Not counted, hands not settled: Aki 7."};
  for (auto [w, h] : {std::pair{1200, 800}, {640, 400}, {320, 200}}) {
    const Picture p = layout(c, w, h);
    std::string caption;
    for (const Label& l : p.labels) {
      if (l.y > p.plot.y + p.plot.h && l.x < p.plot.x && l.anchor == Anchor::start)
        caption += l.text + " ";
    }
    for (const char* word : {"李小龙", "12,", "draws", "Aki", "7."})
      EXPECT_NE(caption.find(word), std::string::npos) << word << " at " << w << "x" << h;
    expect_text_fits(p, std::to_string(w) + "x" + std::to_string(h));
  }
  NetChart none;
  none.empty_text = "no dated hands (see below)";
  none.notes = {"Not on the date axis: Aki 10."};
  const Picture p = layout(none, 800, 500);
  const Label* why = find_label(p, "no dated hands (see below)");
  const Label* note = find_label(p, "Not on the date axis: Aki 10.");
  ASSERT_TRUE(why && note);
  EXPECT_TRUE(inside(p.plot, why->x, why->y));
  EXPECT_FALSE(overlap(ink(*note), p.plot));
  EXPECT_LE(ink(*note).y + ink(*note).h, 500);
}

TEST(chart_colours, APlayerKeepsTheirColourWhoeverElseIsDrawn) {
  const std::vector<std::string> all = {"Aki",   "Ben",    "Chen", "Dai", "王",  "佐藤",
                                        "Alice", "李小龙", "Eve",  "Fay", "Gus", "Hal"};
  const auto slots = palette_slots(all);
  // Twelve players, twelve colours.
  std::set<std::size_t> distinct(slots.begin(), slots.end());
  EXPECT_EQ(distinct.size(), palette_size());
  // A name's colour comes from the name, not from its place in a list.
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (palette_slots({all[i]})[0] == slots[i]) continue;
    // Moved only because an earlier name holds its home.
    const std::size_t home = palette_slots({all[i]})[0];
    EXPECT_NE(std::find(slots.begin(), slots.begin() + static_cast<long>(i), home),
              slots.begin() + static_cast<long>(i))
        << all[i];
  }
  // A colliding later one moves on, the earlier keeps its own; past twelve, colours repeat.
  EXPECT_EQ(distinct_slots({3, 3, 3, 11, 11}), (std::vector<std::size_t>{3, 4, 5, 11, 0}));
  std::vector<std::size_t> thirteen(13, 7);
  EXPECT_EQ(distinct_slots(thirteen).back(), 7u);
  // The chart draws a line in its slot's colour.
  NetChart c;
  c.lines = {{"A", {1, 2}, {1, 2}, 5}, {"B", {1, 2}, {2, 1}}};
  EXPECT_EQ(line_color(c, 0), series_color(5));
  EXPECT_EQ(line_color(c, 1), series_color(1));
}

TEST(chart_stack, ChartsStackOneUnderAnother) {
  const Picture a = layout(chart_samples::net(), 800, 500);
  const Picture b = layout(big_and_small(), 800, 400);
  const Picture s = stack({a, b});
  EXPECT_EQ(s.width, 800);
  EXPECT_EQ(s.height, 900);
  EXPECT_EQ(s.labels.size(), a.labels.size() + b.labels.size());
  EXPECT_FLOAT_EQ(s.labels[a.labels.size()].y, b.labels[0].y + 500);
  EXPECT_EQ(s.bar_panels.size(), a.bar_panels.size() + b.bar_panels.size());
  EXPECT_FLOAT_EQ(s.bar_panels.back().y, b.bar_panels.back().y + 500);
}

// Enough of XML to reject what a browser would: unbalanced tags, unquoted attributes, stray '<'
// or '&' in text.
bool well_formed(const std::string& s, std::string& why) {
  std::vector<std::string> open;
  const std::regex entity(R"(^&(amp|lt|gt|quot|apos);)");
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] == '&') {
      if (!std::regex_search(s.substr(i, 8), entity))
        return why = "bare & at " + std::to_string(i), false;
      ++i;
      continue;
    }
    if (s[i] != '<') {
      ++i;
      continue;
    }
    const std::size_t end = s.find('>', i);
    if (end == std::string::npos) return why = "unclosed tag", false;
    const std::string tag = s.substr(i + 1, end - i - 1);
    i = end + 1;
    if (tag.front() == '?') continue;
    if (tag.find('<') != std::string::npos) return why = "< inside " + tag, false;
    if (tag.front() == '/') {
      if (open.empty() || open.back() != tag.substr(1)) return why = "mismatched " + tag, false;
      open.pop_back();
      continue;
    }
    static const std::regex element(R"re(^[a-z]+(\s+[A-Za-z0-9:-]+="[^"<&]*")*\s*/?$)re");
    if (!std::regex_match(tag, element)) return why = "bad tag " + tag, false;
    if (tag.back() != '/') open.push_back(tag.substr(0, tag.find_first_of(" \n")));
  }
  if (!open.empty()) return why = "unclosed " + open.back(), false;
  return true;
}

TEST(chart_svg, IsWellFormedAndEscapesNames) {
  NetChart c = chart_samples::net();
  c.title = "Net <points> & \"more\" 'here'";
  c.lines[2].name = "<b>&amp;";
  c.lines[3].name = std::string("bad\xff\x01") + "byte";
  const std::string svg = to_svg(layout(c, 1000, 700));
  std::string why;
  EXPECT_TRUE(well_formed(svg, why)) << why;
  EXPECT_EQ(svg.rfind("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg ", 0), 0u);
  EXPECT_NE(svg.find("width=\"1000\" height=\"700\""), std::string::npos);
  EXPECT_NE(svg.find("Net &lt;points&gt; &amp; &quot;more&quot; &apos;here&apos;"),
            std::string::npos);
  EXPECT_NE(svg.find("&lt;b&gt;&amp;amp;"), std::string::npos);
  EXPECT_NE(svg.find("bad\uFFFD\uFFFDbyte"), std::string::npos);
  EXPECT_NE(svg.find(">王<"), std::string::npos);
  EXPECT_NE(svg.find(">佐藤<"), std::string::npos);
  EXPECT_NE(svg.find(">打天九<"), std::string::npos);
  EXPECT_NE(svg.find("rotate(-90 "), std::string::npos);
  EXPECT_NE(svg.find("stroke-dasharray"), std::string::npos);
  EXPECT_EQ(svg.find("nan"), std::string::npos);
}

TEST(chart_svg, EmptyChartIsWellFormedToo) {
  std::string why;
  EXPECT_TRUE(well_formed(to_svg(layout(NetChart{}, 320, 200)), why)) << why;
}

}  // namespace
}  // namespace paipu::chart
