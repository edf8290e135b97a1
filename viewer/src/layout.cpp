#include "paipu/viewer/layout.hpp"

#include <algorithm>
#include <cmath>

namespace paipu::viewer {

ScreenGeometry screen_geometry(unsigned width, unsigned height) {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float panel_w = std::clamp(w * 0.3f, std::min(300.f, w * 0.45f), 460.f);
  const float timeline_h = std::min(44.f, h * 0.1f);
  const float strip_h = std::min(36.f, h * 0.05f);
  ScreenGeometry g;
  g.table = {0, 0, w - panel_w, h - timeline_h - strip_h};
  g.strip = {0, g.table.bottom(), w - panel_w, strip_h};
  g.timeline = {0, h - timeline_h, w - panel_w, timeline_h};
  g.panel = {w - panel_w, 0, panel_w, h};
  return g;
}

float text_width(std::string_view s, float size) {
  float w = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x80) {
      w += size * 0.62f;
    } else if (c >= 0xC0) {
      w += size;  // the lead byte of a wider character; continuation bytes add nothing
    }
  }
  return w;
}

const ZoneBox* TableLayout::box_of(ZoneKind kind, int seat) const {
  for (const ZoneBox& b : zone_boxes) {
    if (b.kind == kind && b.seat == seat) {
      return &b;
    }
  }
  return nullptr;
}

Side seat_side(int seat, int seats, int bottom_seat) {
  if (seats <= 0) {
    return Side::bottom;
  }
  const int r = ((seat - bottom_seat) % seats + seats) % seats;
  if (r == 0) {
    return Side::bottom;
  }
  if (seats == 2) {
    return Side::top;
  }
  if (r == 1) {
    return Side::right;
  }
  if (r == seats - 1) {
    return Side::left;
  }
  return Side::top;
}

// ------------------------------------------------------------------ timeline and hand list

namespace {

// The timeline's bar and the score strip's plot span the same x range, so a strip's slot sits
// over the same part of the screen at every size; the left part holds their labels.
constexpr float kLabelWidth = 110, kRightMargin = 16;

}  // namespace

TimelineGeometry timeline_geometry(const Rect& strip, int positions, int unplayed) {
  TimelineGeometry g;
  g.strip = strip;
  g.positions = positions;
  g.unplayed = unplayed;
  const float left = strip.x + kLabelWidth, right = strip.right() - kRightMargin;
  g.bar = {left, strip.cy() - 5, std::max(10.f, right - left), 10};
  const float eval_y = g.bar.bottom() + 5;
  g.evaluation = {left, eval_y, g.bar.w, std::clamp(strip.bottom() - 2 - eval_y, 2.f, 8.f)};
  return g;
}

MatchStripGeometry match_strip_geometry(const Rect& strip, int first_hand, int hands, long long low,
                                        long long high) {
  MatchStripGeometry g;
  g.strip = strip;
  g.first_hand = first_hand;
  g.hands = hands;
  g.low = std::min(low, high);
  g.high = std::max(low, high);
  const float left = strip.x + kLabelWidth, right = strip.right() - kRightMargin;
  const float w = std::max(10.f, right - left);
  const float mark_h = std::clamp(strip.h * 0.2f, 3.f, 6.f);
  g.legend = {strip.x + 10, strip.y, kLabelWidth - 14, strip.h};
  g.marks = {left, strip.y + 2, w, mark_h};
  const float plot_y = g.marks.bottom() + 2;
  g.plot = {left, plot_y, w, std::max(2.f, strip.bottom() - 3 - plot_y)};
  return g;
}

Rect MatchStripGeometry::slot(int k) const {
  const float w = hands > 0 ? plot.w / static_cast<float>(hands) : plot.w;
  return {plot.x + w * static_cast<float>(k), marks.y, w, plot.bottom() - marks.y};
}

float MatchStripGeometry::y_of(long long total) const {
  if (high == low) {
    return plot.cy();  // everyone level: one line through the middle
  }
  const double t = static_cast<double>(total - low) / static_cast<double>(high - low);
  return plot.bottom() - static_cast<float>(t) * plot.h;
}

int MatchStripGeometry::hand_at(float x, float y) const {
  if (hands <= 0 || !strip.contains(x, y) || x < plot.x || x >= plot.right()) {
    return -1;
  }
  const int k = static_cast<int>((x - plot.x) / plot.w * static_cast<float>(hands));
  return first_hand + std::clamp(k, 0, hands - 1);
}

float TimelineGeometry::x_of(int position) const {
  const int span = positions - 1 + unplayed;
  if (span <= 0) {
    return bar.x;
  }
  return bar.x + bar.w * static_cast<float>(position) / static_cast<float>(span);
}

int TimelineGeometry::position_at(float x, float y) const {
  if (positions <= 0 || !strip.contains(x, y) || x < bar.x - 8) {
    return -1;
  }
  const int span = positions - 1 + unplayed;
  if (span <= 0) {
    return 0;
  }
  const float t = (x - bar.x) / bar.w * static_cast<float>(span);
  return std::clamp(static_cast<int>(std::lround(t)), 0, positions - 1);
}

HandListGeometry hand_list_geometry(const Rect& panel, int hand_count, int current) {
  HandListGeometry g;
  g.rows = std::min(hand_count, kHandListRows);
  g.box = {panel.x + 10, panel.y + 36, panel.w - 20, g.row_h * static_cast<float>(g.rows)};
  if (hand_count > g.rows) {
    g.first = std::clamp(current - g.rows / 2, 0, hand_count - g.rows);
  }
  return g;
}

Rect HandListGeometry::row(int hand) const {
  return {box.x, box.y + row_h * static_cast<float>(hand - first), box.w, row_h};
}

int HandListGeometry::hand_at(float x, float y) const {
  if (!box.contains(x, y)) {
    return -1;
  }
  int i = first + static_cast<int>((y - box.y) / row_h);
  return i < first + rows ? i : -1;
}

}  // namespace paipu::viewer
