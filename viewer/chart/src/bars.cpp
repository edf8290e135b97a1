// Net points by variant: one small panel per variant, each on its own scale, so that a variant of
// small points is not flattened beside one of large points; every bar carries its value.
#include <algorithm>
#include <limits>

#include "layout_parts.hpp"

namespace paipu::chart::parts {

namespace {

// How the value labels are set: one size and direction for every panel, upright when they fit
// across a bar, else reading upwards along it.
struct Labels {
  float size = 0;
  bool vertical = false;
  float band = 0;  // room a label takes beyond its bar's end
};

Labels measure(const NetChart& c, float pitch, const Style& st) {
  float widest = 0;
  for (std::size_t i = 0; i < c.lines.size(); ++i)
    for (std::size_t v = 0; v < c.variants.size(); ++v)
      if (const double x = cell(c, i, v); !std::isnan(x))
        widest = std::max(widest, scale::text_width(scale::total(x), 1.0f));
  Labels l;
  l.size = st.tick;
  if (widest * l.size <= pitch - 0.15f * l.size) {
    l.band = 1.25f * l.size;
    return l;
  }
  l.vertical = true;
  l.size = std::min(st.tick, pitch / 1.15f);
  l.band = widest * l.size + 0.4f * l.size;
  return l;
}

// Where the bars of the panels go: the same columns in each, a player's bar always in its place.
struct Columns {
  float panel_w, gap, pitch, bar;
};

Columns columns(const NetChart& c, const Area& r, const Style& st) {
  Columns k;
  const auto groups = static_cast<float>(c.variants.size());
  k.gap = 1.2f * st.fs;
  k.panel_w = (r.w - (groups - 1) * k.gap) / groups;
  // A few players' bars stay bars, not slabs.
  k.pitch = std::min((k.panel_w - 0.6f * st.fs) / static_cast<float>(c.lines.size()), 5 * st.fs);
  k.bar = 0.8f * k.pitch;
  return k;
}

void value_label(Picture& p, const Labels& l, float centre, float end, bool below,
                 const std::string& text) {
  Label t{centre, 0, text, l.size, kInk, Anchor::middle};
  if (l.vertical) {
    t.x = centre + 0.3f * l.size;  // the rotated ink spans x − 0.8 em to x + 0.2 em
    t.y = below ? end + 0.3f * l.size : end - 0.3f * l.size;
    t.anchor = below ? Anchor::end : Anchor::start;
    t.vertical = true;
  } else {
    t.y = below ? end + 0.9f * l.size : end - 0.3f * l.size;
  }
  p.labels.push_back(t);
}

void panel(Picture& p, const NetChart& c, std::size_t v, const Area& a, const Columns& k,
           const Labels& l) {
  double lo = 0, hi = 0;
  for (std::size_t i = 0; i < c.lines.size(); ++i)
    if (const double x = cell(c, i, v); !std::isnan(x)) {
      lo = std::min(lo, x);
      hi = std::max(hi, x);
    }
  // Room for labels only on the sides that have bars; a zero is labelled above its line.
  const float top = a.y + l.band, bottom = a.y + a.h - (lo < 0 ? l.band : 0);
  if (hi == lo) hi = 1;
  p.boxes.push_back({a.x, a.y, a.w, a.h, kEmpty});
  const float y0 = map(0, lo, hi, bottom, top);
  const float left = a.x + (a.w - k.pitch * static_cast<float>(c.lines.size())) / 2;
  for (std::size_t i = 0; i < c.lines.size(); ++i) {
    const double x = cell(c, i, v);
    if (std::isnan(x)) continue;
    const float y = map(x, lo, hi, bottom, top);
    const float centre = left + (static_cast<float>(i) + 0.5f) * k.pitch;
    if (std::abs(y - y0) >= 0.5f)
      p.boxes.push_back(
          {centre - k.bar / 2, std::min(y, y0), k.bar, std::abs(y - y0), line_color(c, i)});
    value_label(p, l, centre, y, x < 0, scale::total(x));
  }
  p.segments.push_back({a.x, std::round(y0), a.x + a.w, std::round(y0), kZero, 1});
}

}  // namespace

double cell(const NetChart& c, std::size_t line, std::size_t variant) {
  if (line >= c.breakdown.size() || variant >= c.breakdown[line].size())
    return std::numeric_limits<double>::quiet_NaN();
  return c.breakdown[line][variant];
}

bool variant_bars(Picture& p, const NetChart& c, const Area& r, const Style& st) {
  const Columns k = columns(c, r, st);
  const Labels l = measure(c, k.pitch, st);
  // Labels under 9 px, or bars squeezed under two labels' height, cannot be read.
  if (l.size < 9 || r.h - 2 * l.band < 2 * l.size) return false;
  p.bars = r;
  for (std::size_t v = 0; v < c.variants.size(); ++v) {
    const Area a{r.x + static_cast<float>(v) * (k.panel_w + k.gap), r.y, k.panel_w, r.h};
    p.bar_panels.push_back(a);
    panel(p, c, v, a, k, l);
    p.labels.push_back({a.x + a.w / 2, r.y + r.h + 1.2f * st.fs,
                        scale::elide(c.variants[v], st.tick, a.w), st.tick, kInk, Anchor::middle});
  }
  return true;
}

}  // namespace paipu::chart::parts
