// The chart's layout: everything placed once, in pixels, for the SVG writer and the PNG painter.
#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

#include "layout_parts.hpp"

namespace paipu::chart {

namespace {

using namespace parts;

// Hairlines on pixel centres stay one crisp pixel wide.
float crisp(float v) {
  return std::floor(v) + 0.5f;
}

struct Entry {
  Color colour;
  double final;
  std::string name, value;
};

// What the layout derives from the data before placing anything.
struct Data {
  double x_lo, x_hi, y_lo, y_hi;
  bool any;  // a point to draw
  bool breakdown;
};

Data scan(const NetChart& c) {
  Data d{0, 0, 0, 0, false, false};
  bool first = true;
  for (const Series& s : c.lines) {
    for (std::size_t i = 0; i < std::min(s.x.size(), s.y.size()); ++i) {
      d.x_lo = first ? s.x[i] : std::min(d.x_lo, s.x[i]);
      d.x_hi = first ? s.x[i] : std::max(d.x_hi, s.x[i]);
      d.y_lo = std::min(d.y_lo, s.y[i]);
      d.y_hi = std::max(d.y_hi, s.y[i]);
      first = false;
    }
  }
  if (!c.x_is_date) {
    d.x_lo = std::min(d.x_lo, 0.0);  // every player starts at zero before their first hand
  }
  d.any = !first;
  d.breakdown = d.any && !c.variants.empty() && !c.breakdown.empty();
  return d;
}

std::vector<Entry> legend_entries(const NetChart& c) {
  std::vector<Entry> out;
  for (std::size_t i = 0; i < c.lines.size(); ++i) {
    const Series& s = c.lines[i];
    const double final = s.y.empty() ? 0 : s.y.back();
    out.push_back({line_color(c, i), final, s.name, scale::total(final)});
  }
  std::stable_sort(out.begin(), out.end(),
                   [](const Entry& a, const Entry& b) { return a.final > b.final; });
  return out;
}

float widest(const std::vector<Entry>& entries, float size, bool values) {
  float w = 0;
  for (const Entry& e : entries) {
    w = std::max(w, scale::text_width(values ? e.value : e.name, size));
  }
  return w;
}

float widest(const scale::Axis& a, float size) {
  float w = 0;
  for (const scale::Tick& t : a.ticks) {
    w = std::max(w, scale::text_width(t.text, size));
  }
  return w;
}

int most_ticks(float length, float spacing) {
  return std::clamp(static_cast<int>(length / spacing), 3, 11);
}

// Horizontal grid lines and their values left of the panel; the zero line is drawn separately.
void value_grid(Picture& p, const scale::Axis& a, const Area& r, const Style& st) {
  for (const scale::Tick& t : a.ticks) {
    const float y = map(t.value, a.lo, a.hi, r.y + r.h, r.y);
    if (t.value != 0) {
      p.boxes.push_back({r.x, std::floor(y), r.w, 1, kGrid});
    }
    p.labels.push_back(
        {r.x - 0.6f * st.fs, y + 0.35f * st.tick, t.text, st.tick, kMuted, Anchor::end});
  }
}

void zero_line(Picture& p, const scale::Axis& a, const Area& r) {
  const float y = std::round(map(0, a.lo, a.hi, r.y + r.h, r.y));
  p.segments.push_back({r.x, y, r.x + r.w, y, kZero, 2});
}

// More points than pixel columns: each column keeps its first, lowest, highest and last point, in
// order, which draws the same line.
std::vector<std::pair<float, float>> thin(std::vector<std::pair<float, float>> pts, float columns) {
  if (static_cast<float>(pts.size()) <= 2 * columns) {
    return pts;
  }
  std::vector<std::pair<float, float>> out;
  for (std::size_t i = 0; i < pts.size();) {
    const float col = std::floor(pts[i].first);
    std::size_t j = i, lo = i, hi = i;
    for (; j < pts.size() && std::floor(pts[j].first) == col; ++j) {
      lo = pts[j].second > pts[lo].second ? lo : j;  // screen y: larger is lower
      hi = pts[j].second < pts[hi].second ? hi : j;
    }
    std::array<std::size_t, 4> keep{i, lo, hi, j - 1};
    std::sort(keep.begin(), keep.end());
    for (std::size_t k = 0; k < keep.size(); ++k) {
      if (k == 0 || keep[k] != keep[k - 1]) {
        out.push_back(pts[keep[k]]);
      }
    }
    i = j;
  }
  return out;
}

void series(Picture& p, const NetChart& c, const scale::Axis& xa, const scale::Axis& ya,
            const Area& r, const Style& st) {
  for (std::size_t i = 0; i < c.lines.size(); ++i) {
    const Series& s = c.lines[i];
    const std::size_t n = std::min(s.x.size(), s.y.size());
    if (n == 0) {
      continue;
    }
    std::vector<std::pair<float, float>> pts;
    auto at = [&](double x, double y) {
      return std::pair{map(x, xa.lo, xa.hi, r.x, r.x + r.w), map(y, ya.lo, ya.hi, r.y + r.h, r.y)};
    };
    if (!c.x_is_date && s.x[0] > 0) {
      pts.push_back(at(0, 0));
    }
    for (std::size_t k = 0; k < n; ++k) {
      pts.push_back(at(s.x[k], s.y[k]));
    }
    const Color colour = line_color(c, i);
    if (pts.size() > 1) {
      p.polylines.push_back({thin(std::move(pts), r.w), colour, st.line_w});
    }
    // Few points, or one: each gets a square, so a single hand or day still shows.
    if (n == 1 || r.w / static_cast<float>(n) >= 10 * st.line_w) {
      const float half = st.line_w * 1.5f;
      for (std::size_t k = 0; k < n; ++k) {
        const auto [x, y] = at(s.x[k], s.y[k]);
        p.polylines.push_back({{{x - half, y}, {x + half, y}}, colour, 2 * half});
      }
    }
  }
}

void x_axis(Picture& p, const scale::Axis& xa, const Area& r, const Style& st) {
  const float bottom = crisp(r.y + r.h);
  p.segments.push_back({r.x, bottom, r.x + r.w, bottom, kAxis, 1});
  for (const scale::Tick& t : xa.ticks) {
    const float x = crisp(map(t.value, xa.lo, xa.hi, r.x, r.x + r.w));
    if (x > r.x + 1 && x < r.x + r.w - 1) {
      p.segments.push_back({x, r.y, x, bottom, kGrid, 1, true});
    }
    p.segments.push_back({x, bottom, x, bottom + 0.4f * st.fs, kAxis, 1});
    p.labels.push_back({x, r.y + r.h + 1.5f * st.fs, t.text, st.tick, kMuted, Anchor::middle});
  }
}

void legend(Picture& p, const std::vector<Entry>& entries, float x, float y, float right,
            float room, const Style& st) {
  const float row = std::min(1.6f * st.fs, room / static_cast<float>(entries.size()));
  const float size = std::min(st.fs, row * 0.75f);
  for (std::size_t k = 0; k < entries.size(); ++k) {
    const Entry& e = entries[k];
    const float mid = y + (static_cast<float>(k) + 0.5f) * row;
    const float sw = 0.36f * size;
    p.boxes.push_back({x, std::round(mid - sw / 2), 1.4f * st.fs, std::round(sw), e.colour});
    p.labels.push_back({x + 1.9f * st.fs, mid + 0.35f * size, e.name, size, kInk});
    p.labels.push_back({right, mid + 0.35f * size, e.value, size, kInk, Anchor::end});
  }
}

// The caption's lines, wrapped to the picture's width.
std::vector<std::string> note_lines(const NetChart& c, float size, float width) {
  std::vector<std::string> out;
  for (const std::string& note : c.notes)
    for (std::string& line : scale::wrap(note, size, width)) out.push_back(std::move(line));
  return out;
}

float notes_height(const std::vector<std::string>& lines, float size) {
  return lines.empty() ? 0 : (static_cast<float>(lines.size()) * 1.35f + 0.4f) * size;
}

// The caption at the foot of the picture, above the padding.
void notes(Picture& p, const std::vector<std::string>& lines, float size, const Style& st) {
  float y = f(p.height) - st.pad - notes_height(lines, size) + 0.4f * size;
  for (const std::string& line : lines) {
    y += 1.35f * size;
    p.labels.push_back({st.pad, y - 0.35f * size, line, size, kInk});
  }
}

// The chart again without its breakdown, saying why: nothing is left out without a word.
Picture without_breakdown(NetChart c, int width, int height) {
  c.variants.clear();
  c.breakdown.clear();
  c.notes.push_back("Net points by variant not drawn: no room at " + std::to_string(width) + "x" +
                    std::to_string(height) + "; a larger --size shows them.");
  return layout(c, width, height);
}

}  // namespace

Picture layout(const NetChart& c, int width, int height) {
  Picture p;
  p.width = width;
  p.height = height;
  p.background = kWhite;
  float W = f(width), H = f(height);
  Style st;
  st.fs = std::clamp(std::sqrt(W * H) / 66.0f, 11.0f, 24.0f);
  st.tick = std::max(10.0f, 0.9f * st.fs);
  st.pad = st.fs;
  st.line_w = std::max(1.5f, 0.16f * st.fs);

  float top = 0.8f * st.pad;
  if (!c.title.empty()) {
    const float ts = 1.35f * st.fs;
    p.labels.push_back(
        {st.pad, top + kAscent * ts, scale::elide(c.title, ts, W - 2 * st.pad), ts, kInk});
    top += ts * (kAscent + kDescent) + 0.9f * st.fs;
  }
  const std::vector<std::string> caption = note_lines(c, st.tick, W - 2 * st.pad);
  const float caption_h = notes_height(caption, st.tick);
  // A long caption makes the picture taller rather than squeezing the chart away.
  // So does a long legend: each name on a row of its own at body size.
  const float legend_h = 1.6f * st.fs * static_cast<float>(c.lines.size());
  const float least = top + std::max(13 * st.fs, 1.5f * st.fs + legend_h) + caption_h;
  if (H < least) {
    H = std::ceil(least);
    p.height = static_cast<int>(H);
  }
  notes(p, caption, st.tick, st);
  Data d = scan(c);
  if (!d.any) {
    p.plot = {st.pad, top, W - 2 * st.pad, H - top - st.pad - caption_h};
    p.boxes.push_back({p.plot.x, p.plot.y, p.plot.w, p.plot.h, kEmpty});
    p.labels.push_back({W / 2, p.plot.y + p.plot.h / 2 + 0.4f * st.fs, c.empty_text, 1.4f * st.fs,
                        kMuted, Anchor::middle});
    return p;
  }

  // Heights first: the ticks a panel can hold decide the widest value label, hence the left edge.
  const float plot_top = top + 0.5f * st.fs;
  const float below_lines = (c.x_label.empty() ? 2.0f : 3.5f) * st.fs;
  const float bar_head = 3.0f * st.fs, bar_foot = 1.7f * st.fs;
  float room = H - plot_top - below_lines - st.pad - caption_h;
  float lines_h = room, bars_h = 0;
  if (d.breakdown) {
    if ((room - bar_head - bar_foot) * 0.38f < 3.5f * st.fs)
      return without_breakdown(c, width, height);
    room -= bar_head + bar_foot;
    lines_h = room * 0.62f;
    bars_h = room - lines_h;
  }
  const scale::Axis ya = scale::values(d.y_lo, d.y_hi, most_ticks(lines_h, 2.4f * st.fs));

  // Then widths: the y title and values on the left, the legend on the right.
  const float x_label_w = c.x_is_date
                              ? scale::text_width("0000-00-00", st.tick)
                              : scale::text_width(scale::number(d.x_hi, 1, d.x_hi), st.tick);
  const float y_title_w = c.y_label.empty() ? 0 : 1.5f * st.fs;
  const float left =
      std::max(st.pad + y_title_w + widest(ya, st.tick) + 0.6f * st.fs, st.pad + x_label_w / 2);
  const float legend_gap = std::max(1.5f * st.fs, x_label_w / 2 + 0.6f * st.fs);
  const std::vector<Entry> entries = legend_entries(c);
  const float legend_w =
      1.9f * st.fs + widest(entries, st.fs, false) + 1.0f * st.fs + widest(entries, st.fs, true);
  // Names are never cut: a legend too wide beside the lines makes the picture wider.
  if (const float over = left + 0.45f * W + legend_gap + legend_w + st.pad - W; over > 0) {
    W = std::ceil(W + over);
    p.width = static_cast<int>(W);
  }
  const float legend_x = W - st.pad - legend_w;
  p.plot = {std::round(left), std::round(plot_top), std::round(legend_x - legend_gap - left),
            std::round(lines_h)};
  const Area& r = p.plot;

  const scale::Axis xa =
      c.x_is_date ? scale::dates(d.x_lo, d.x_hi, r.w, st.tick)
                  : scale::hands(d.x_lo, d.x_hi,
                                 std::max(2, static_cast<int>(r.w / (x_label_w + 2 * st.fs))));
  value_grid(p, ya, r, st);
  x_axis(p, xa, r, st);
  zero_line(p, ya, r);
  series(p, c, xa, ya, r, st);
  if (!c.y_label.empty()) {
    p.labels.push_back(
        {st.pad + st.fs, r.y + r.h / 2, c.y_label, st.fs, kMuted, Anchor::middle, true});
  }
  if (!c.x_label.empty()) {
    p.labels.push_back(
        {r.x + r.w / 2, r.y + r.h + 3.1f * st.fs, c.x_label, st.fs, kMuted, Anchor::middle});
  }
  legend(p, entries, legend_x, r.y, W - st.pad, H - r.y - st.pad - caption_h, st);

  if (d.breakdown) {
    const float head_y = r.y + r.h + below_lines + 1.2f * st.fs;
    const float hs = 1.05f * st.fs;
    std::string head = (c.y_label.empty() ? std::string("net points") : c.y_label) + " by variant";
    head[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(head[0])));  // ASCII only
    p.labels.push_back({r.x, head_y + kAscent * hs, head, hs, kInk});
    const Area panels{r.x, std::round(r.y + r.h + below_lines + bar_head), r.w, std::round(bars_h)};
    if (!variant_bars(p, c, panels, st)) return without_breakdown(c, width, height);
  }
  return p;
}

Picture stack(const std::vector<Picture>& pictures) {
  Picture out;
  if (pictures.empty()) return out;
  out.background = pictures.front().background;
  out.plot = pictures.front().plot;
  auto moved = [](Area a, float dy) { return Area{a.x, a.y + dy, a.w, a.h}; };
  for (const Picture& p : pictures) {
    const float dy = f(out.height);
    out.width = std::max(out.width, p.width);
    if (dy > 0) {  // a rule between two charts
      out.segments.push_back({0, dy + 0.5f, f(p.width), dy + 0.5f, kAxis, 1});
    }
    for (Box b : p.boxes) out.boxes.push_back({b.x, b.y + dy, b.w, b.h, b.fill});
    for (Segment s : p.segments) {
      s.y1 += dy;
      s.y2 += dy;
      out.segments.push_back(s);
    }
    for (Polyline l : p.polylines) {
      for (auto& pt : l.points) pt.second += dy;
      out.polylines.push_back(std::move(l));
    }
    for (Label l : p.labels) {
      l.y += dy;
      out.labels.push_back(std::move(l));
    }
    for (const Area& a : p.bar_panels) out.bar_panels.push_back(moved(a, dy));
    if (p.bars.h > 0 && out.bars.h == 0) out.bars = moved(p.bars, dy);
    out.height += p.height;
  }
  return out;
}

}  // namespace paipu::chart
