#include <algorithm>

#include "draw_util.hpp"
#include "views.hpp"

namespace paipu::viewer {

using draw::colour;
using draw::fill;

sf::Color mark_colour(std::uint8_t bits) {
  if (bits & mark_error) {
    return colour(palette::kError);
  }
  if (bits & mark_warning) {
    return colour(palette::kWarning);
  }
  if (bits & mark_note) {
    return colour(palette::kNote);
  }
  return colour(palette::kAnnotation);
}

void TimelineView::draw(sf::RenderTarget& t, sf::RenderStates) const {
  const TimelineGeometry& g = geom_;
  fill(t, g.strip, sf::Color(24, 25, 30));
  std::string label = nav_.hand_view() ? "step " + std::to_string(nav_.position()) + " / " +
                                             std::to_string(nav_.last_position())
                                       : "no hand";
  sf::Text txt(draw::utf8(label), font_, 14);
  txt.setFillColor(colour(palette::kText));
  const sf::FloatRect b = txt.getLocalBounds();
  txt.setPosition(g.strip.x + 10, g.strip.cy() - (b.top + b.height / 2));
  t.draw(txt);
  if (g.positions <= 0) {
    return;
  }

  const Rect& bar = g.bar;
  sf::ConvexShape base = draw::rounded_rect(bar, 4);
  base.setFillColor(sf::Color(60, 63, 72));
  t.draw(base);
  const float cur = g.x_of(nav_.position());
  if (cur > bar.x) {
    sf::ConvexShape done = draw::rounded_rect({bar.x, bar.y, cur - bar.x, bar.h}, 4);
    done.setFillColor(sf::Color(70, 120, 190));
    t.draw(done);
  }
  if (g.unplayed > 0) {
    // Lines after the error that were not replayed: a hatched grey tail.
    const float x0 = g.x_of(g.positions - 1);
    draw::hatch(t, {x0, bar.y, bar.right() - x0, bar.h}, sf::Color(90, 90, 96),
                sf::Color(60, 60, 66));
  }
  // One small tick per step when they fit.
  const float spacing = g.positions > 1 ? g.x_of(1) - g.x_of(0) : bar.w;
  if (spacing >= 4) {
    for (int p = 0; p < g.positions; ++p) {
      fill(t, {g.x_of(p) - 0.5f, bar.bottom() + 1, 1, 3}, sf::Color(120, 124, 134));
    }
  }
  // Marks: comments and glyphs above the bar, diagnostics as taller bars through it.
  for (const Mark& m : nav_.marks()) {
    const float x = g.x_of(m.position);
    const sf::Color c = mark_colour(m.bits);
    if (m.bits & (mark_error | mark_warning | mark_note)) {
      fill(t, {x - 2, bar.y - 11, 4, bar.h + 22}, c);
    }
    if (m.bits & mark_annotation) {
      sf::CircleShape dot(3.5f);
      dot.setOrigin(3.5f, 3.5f);
      dot.setPosition(x, bar.y - 15);
      dot.setFillColor(colour(palette::kAnnotation));
      t.draw(dot);
    }
  }
  // The cursor.
  sf::ConvexShape knob = draw::rounded_rect({cur - 4, bar.y - 6, 8, bar.h + 12}, 3);
  knob.setFillColor(sf::Color::White);
  knob.setOutlineColor(sf::Color(20, 20, 20));
  knob.setOutlineThickness(1);
  t.draw(knob);
}

void OverlayView::draw(sf::RenderTarget& t, sf::RenderStates) const {
  if (nav_.goto_active()) {
    const std::string s = "Go to step: " + nav_.goto_text() + "_   (0–" +
                          std::to_string(nav_.last_position()) + ", Enter; Esc cancels)";
    const float w = draw::text_width(font_, draw::utf8(s), 18) + 40;
    const Rect r{table_.cx() - w / 2, table_.cy() - 28, w, 56};
    sf::ConvexShape box = draw::rounded_rect(r, 8);
    box.setFillColor(sf::Color(20, 22, 28, 235));
    box.setOutlineColor(colour(palette::kHighlight));
    box.setOutlineThickness(2);
    t.draw(box);
    t.draw(draw::centred_text(font_, s, 18, r.cx(), r.cy(), colour(palette::kText)));
  }
  if (!nav_.help_visible()) {
    return;
  }
  const auto lines = help_lines();
  const float lh = 24, w = std::min(table_.w - 40, 640.f);
  const float h = lh * static_cast<float>(lines.size()) + 60;
  const Rect r{table_.cx() - w / 2, std::max(table_.y + 10, table_.cy() - h / 2), w, h};
  sf::ConvexShape box = draw::rounded_rect(r, 10);
  box.setFillColor(sf::Color(18, 20, 26, 240));
  box.setOutlineColor(sf::Color(90, 94, 104));
  box.setOutlineThickness(1);
  t.draw(box);
  sf::Text title(draw::utf8("Keys and mouse"), font_, 18);
  title.setStyle(sf::Text::Bold);
  title.setFillColor(colour(palette::kText));
  title.setPosition(r.x + 20, r.y + 14);
  t.draw(title);
  float y = r.y + 48;
  for (const HelpLine& l : lines) {
    sf::Text k(draw::utf8(l.keys), font_, 15);
    k.setStyle(sf::Text::Bold);
    k.setFillColor(colour(palette::kHighlight));
    k.setPosition(r.x + 20, y);
    t.draw(k);
    sf::Text d(draw::elide(font_, draw::utf8(l.what), 15, w - 200), font_, 15);
    d.setFillColor(colour(palette::kText));
    d.setPosition(r.x + 180, y);
    t.draw(d);
    y += lh;
  }
}

// The table, timeline and panel cover the whole target, so it needs no clearing first.
void draw_screen(sf::RenderTarget& target, Navigator& nav, const sf::Font& font, unsigned width,
                 unsigned height, PieceAtlas* atlas) {
  const ScreenGeometry g = screen_geometry(width, height);
  const Scene& scene = nav.scene();
  const int bottom = nav.seat() >= 0 ? nav.seat() : 0;
  const HandView* hv = nav.hand_view();
  const bool stopped = hv != nullptr && hv->broken() && nav.at_end();
  const TableLayout layout =
      layout_table(scene, g.table, TableOptions{bottom, stopped, nav.piece_names()});
  TableView table(scene, layout, font, atlas);
  if (hv == nullptr) {
    table.set_placeholder(nav.hand_count() == 0
                              ? "No hand in this file could be read: the panel lists the problems."
                              : "This hand could not be replayed: the panel lists the problems.");
  }
  if (stopped) {
    std::string msg = "Replay stopped here";
    if (const StepInfo* s = nav.step()) {
      for (const Diagnostic& d : s->diagnostics) {
        if (d.severity == Severity::error) {
          msg += ": " + (d.code.empty() ? "" : d.code + " ") + d.message;
          break;
        }
      }
    }
    table.set_banner(msg);
  }
  target.draw(table);
  const MatchStrip& ms = nav.strip();
  target.draw(MatchStripView(
      nav, match_strip_geometry(g.strip, ms.first(), ms.count(), ms.low(), ms.high()), font));
  const TimelineGeometry tg = timeline_geometry(
      g.timeline, nav.positions(), hv != nullptr ? static_cast<int>(hv->unplayed().size()) : 0);
  target.draw(TimelineView(nav, tg, font));
  target.draw(PanelView(nav, scene, g.panel, font));
  target.draw(OverlayView(nav, g.table, font));
}

}  // namespace paipu::viewer
