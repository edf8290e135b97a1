// The score strip under the table: the match's hands as slots, each seat's running total as a
// line across them, the hands' marks along the top.
#include <algorithm>
#include <cmath>
#include <iterator>
#include <string>

#include "draw_util.hpp"
#include "views.hpp"

namespace paipu::viewer {

namespace {

sf::Color seat_colour(int seat) {
  constexpr int n = static_cast<int>(std::size(palette::kSeatLines));
  return draw::colour(palette::kSeatLines[seat % n]);
}

std::string seat_letter(int seat) {
  return seat < 4 ? std::string(1, "ESWN"[seat]) : std::to_string(seat + 1);
}

// The hand's marks in its slot's part of the marks row: a diagnostic's colour on the left, a
// comment's blue on the right; one mark, the most severe, when the slot is too narrow for two.
void draw_marks(sf::RenderTarget& t, const Rect& row, std::uint8_t bits) {
  const std::uint8_t diag = bits & (mark_error | mark_warning | mark_note);
  const bool comment = (bits & mark_annotation) != 0;
  const float w = std::clamp(row.w / 2 - 1, 1.f, 4.f);
  if (row.w < 8 || !(diag && comment)) {
    draw::fill(t, {row.cx() - w / 2, row.y, w, row.h}, mark_colour(diag ? diag : bits));
    return;
  }
  draw::fill(t, {row.cx() - w - 1, row.y, w, row.h}, mark_colour(diag));
  draw::fill(t, {row.cx() + 1, row.y, w, row.h}, draw::colour(palette::kAnnotation));
}

// A segment two pixels thick, as two triangles: sf::Lines are one pixel, too faint to follow.
void segment(sf::VertexArray& tris, sf::Vector2f a, sf::Vector2f b, sf::Color c) {
  const sf::Vector2f d = b - a;
  const float len = std::hypot(d.x, d.y);
  if (len <= 0) {
    return;
  }
  const sf::Vector2f n(-d.y / len, d.x / len);  // unit normal, half the thickness each side
  for (const sf::Vector2f& p : {a + n, a - n, b + n, a - n, b - n, b + n}) {
    tris.append({p, c});
  }
}

}  // namespace

void MatchStripView::draw(sf::RenderTarget& t, sf::RenderStates) const {
  const MatchStripGeometry& g = geom_;
  const MatchStrip& strip = nav_.strip();
  draw::fill(t, g.strip, sf::Color(30, 32, 38));
  // The legend: each seat's letter in its line's colour.
  const unsigned size = draw::px(std::min(14.f, g.legend.h * 0.5f));
  float x = g.legend.x;
  for (int s = 0; s < strip.seats() && x < g.legend.right(); ++s) {
    sf::Text letter(draw::utf8(seat_letter(s)), font_, size);
    letter.setFillColor(seat_colour(s));
    const sf::FloatRect b = letter.getLocalBounds();
    letter.setPosition(x, g.legend.cy() - (b.top + b.height / 2));
    t.draw(letter);
    x += b.left + b.width + 7;
  }
  if (g.hands <= 0 || strip.seats() <= 0) {
    return;
  }
  const int current = nav_.hand_index() - g.first_hand;
  const auto& points = strip.points();
  for (int k = 0; k < strip.known(); ++k) {
    const Rect slot = g.slot(k);
    if (k == current) {
      draw::fill(t, slot, sf::Color(62, 66, 80));
    } else if (!points[static_cast<std::size_t>(k)].settled) {
      draw::hatch(t, {slot.x, g.plot.y, slot.w, g.plot.h}, sf::Color(40, 40, 46),
                  sf::Color(62, 62, 70));
    }
    if (const std::uint8_t bits = points[static_cast<std::size_t>(k)].marks) {
      draw_marks(t, {slot.x, g.marks.y, slot.w, g.marks.h}, bits);
    }
  }
  if (current >= strip.known() && current < g.hands) {
    draw::fill(t, g.slot(current), sf::Color(62, 66, 80));  // lit before its totals are known
  }
  if (g.low < 0 && g.high > 0) {
    draw::fill(t, {g.plot.x, g.y_of(0), g.plot.w, 1}, sf::Color(70, 72, 80));
  }
  // Each seat's line, from its total before the first hand to its total after each known hand.
  for (int s = 0; s < strip.seats(); ++s) {
    const auto seat = static_cast<std::size_t>(s);
    sf::VertexArray line(sf::Triangles);
    sf::Vector2f from(g.plot.x, g.y_of(strip.start()[seat]));
    for (int k = 0; k < strip.known(); ++k) {
      const long long total = points[static_cast<std::size_t>(k)].totals[seat];
      const sf::Vector2f to(g.x_after(k), g.y_of(total));
      segment(line, from, to, seat_colour(s));
      from = to;
    }
    t.draw(line);
    if (current >= 0 && current < strip.known()) {
      const long long total = points[static_cast<std::size_t>(current)].totals[seat];
      sf::CircleShape dot(2.5f);
      dot.setOrigin(2.5f, 2.5f);
      dot.setPosition(g.x_after(current), g.y_of(total));
      dot.setFillColor(seat_colour(s));
      t.draw(dot);
    }
  }
}

}  // namespace paipu::viewer
