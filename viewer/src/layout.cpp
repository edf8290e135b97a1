#include "paipu/viewer/layout.hpp"

#include <algorithm>
#include <cmath>

namespace paipu::viewer {

ScreenGeometry screen_geometry(unsigned width, unsigned height) {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float panel_w = std::clamp(w * 0.3f, std::min(300.f, w * 0.45f), 460.f);
  const float timeline_h = std::min(44.f, h * 0.1f);
  ScreenGeometry g;
  g.table = {0, 0, w - panel_w, h - timeline_h};
  g.timeline = {0, h - timeline_h, w - panel_w, timeline_h};
  g.panel = {w - panel_w, 0, panel_w, h};
  return g;
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

TimelineGeometry timeline_geometry(const Rect& strip, int positions, int unplayed) {
  TimelineGeometry g;
  g.strip = strip;
  g.positions = positions;
  g.unplayed = unplayed;
  const float left = strip.x + 110, right = strip.right() - 16;
  g.bar = {left, strip.cy() - 5, std::max(10.f, right - left), 10};
  return g;
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
