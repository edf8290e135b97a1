#include "paipu/display/display_list.hpp"

#include <algorithm>
#include <utility>

namespace paipu::display {

Box bounds(const std::vector<Point>& pts) {
  if (pts.empty()) {
    return {};
  }
  float x0 = pts[0].x, y0 = pts[0].y, x1 = x0, y1 = y0;
  for (const Point& p : pts) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  return {x0, y0, x1 - x0, y1 - y0};
}

void translate(Item& it, float dx, float dy) {
  it.box.x += dx;
  it.box.y += dy;
  for (Point& p : it.points) {
    p.x += dx;
    p.y += dy;
  }
  it.text.x += dx;
  it.text.baseline += dy;
}

Item& List::rect(const Box& b, Paint p, float radius, std::string id) {
  Item& it = items.emplace_back();
  it.kind = Kind::rect;
  it.box = b;
  it.paint = p;
  it.radius = radius;
  it.id = std::move(id);
  return it;
}

Item& List::ellipse(const Box& b, Paint p, std::string id) {
  Item& it = rect(b, p, 0, std::move(id));
  it.kind = Kind::ellipse;
  return it;
}

Item& List::polygon(std::vector<Point> pts, Paint p, std::string id) {
  Item& it = items.emplace_back();
  it.kind = Kind::polygon;
  it.box = bounds(pts);
  it.points = std::move(pts);
  it.paint = p;
  it.id = std::move(id);
  return it;
}

Item& List::polyline(std::vector<Point> pts, Rgba stroke, float stroke_width, std::string id) {
  Item& it = polygon(std::move(pts), Paint{kNone, stroke, stroke_width}, std::move(id));
  it.kind = Kind::polyline;
  return it;
}

Item& List::piece(const std::string& key, const Box& b, int rotation, std::string id) {
  Item& it = items.emplace_back();
  it.kind = Kind::piece;
  it.symbol = key;
  it.box = b;
  it.rotation = rotation;
  it.id = std::move(id);
  return it;
}

void List::clip(const Box& b) {
  Item& it = items.emplace_back();
  it.kind = Kind::clip;
  it.box = b;
}

void List::unclip() {
  items.emplace_back().kind = Kind::unclip;
}

}  // namespace paipu::display
