// The parts of the screen around the table as display items (timeline, score strip, overlays),
// and the whole screen put together.
#include <algorithm>
#include <cmath>
#include <iterator>

#include "paipu/display/text.hpp"
#include "paipu/viewer/screen_list.hpp"

namespace paipu::viewer {

using display::Anchor;
using display::Box;
using display::Paint;
using display::Rgba;
using display::TextStyle;

display::Rgba rgba(Rgb c, std::uint8_t alpha) {
  return {c.r, c.g, c.b, alpha};
}

display::Rgba mark_colour(std::uint8_t bits) {
  if (bits & mark_error) return rgba(palette::kError);
  if (bits & mark_warning) return rgba(palette::kWarning);
  if (bits & mark_note) return rgba(palette::kNote);
  return rgba(palette::kAnnotation);
}

std::string seat_name(const Scene& scene, int seat) {
  if (seat >= 0 && seat < static_cast<int>(scene.seats.size()) &&
      !scene.seats[static_cast<std::size_t>(seat)].wind.empty()) {
    return scene.seats[static_cast<std::size_t>(seat)].wind;
  }
  return "seat " + std::to_string(seat + 1);
}

namespace {

Box box(const Rect& r) {
  return {r.x, r.y, r.w, r.h};
}

// What is not there (lines not replayed, a hand that did not settle): thin upright stripes.
void hatch(display::List& list, const Rect& r, Rgba ground, Rgba stripe) {
  list.rect(box(r), Paint{ground});
  for (float x = r.x + 3; x + 2 <= r.right(); x += 6) list.rect({x, r.y, 2, r.h}, Paint{stripe});
}

Rgba seat_colour(int seat) {
  constexpr int n = static_cast<int>(std::size(palette::kSeatLines));
  return rgba(palette::kSeatLines[seat % n]);
}

std::string seat_letter(int seat) {
  return seat < 4 ? std::string(1, "ESWN"[seat]) : std::to_string(seat + 1);
}

// The hand's marks in its slot's part of the marks row: a diagnostic's colour on the left, a
// comment's blue on the right; one mark, the most severe, when the slot is too narrow for two.
void marks(display::List& list, const Rect& row, std::uint8_t bits) {
  const std::uint8_t diag = bits & (mark_error | mark_warning | mark_note);
  const bool comment = (bits & mark_annotation) != 0;
  const float w = std::clamp(row.w / 2 - 1, 1.f, 4.f);
  if (row.w < 8 || !(diag && comment)) {
    list.rect({row.cx() - w / 2, row.y, w, row.h}, Paint{mark_colour(diag ? diag : bits)});
    return;
  }
  list.rect({row.cx() - w - 1, row.y, w, row.h}, Paint{mark_colour(diag)});
  list.rect({row.cx() + 1, row.y, w, row.h}, Paint{rgba(palette::kAnnotation)});
}

// The analysis strip: each position's cell (strip_cell) at the position's x.
void evaluation_strip(display::List& list, const HandEvaluation& ev, const TimelineGeometry& g) {
  const Rect& row = g.evaluation;
  const float spacing = g.positions > 1 ? g.x_of(1) - g.x_of(0) : row.w;
  const float w = std::clamp(spacing - 1, 1.f, 10.f);
  for (int p = 1; p < g.positions; ++p) {
    const StripCell c = strip_cell(ev.at(p));
    const float x = g.x_of(p) - w / 2;
    const std::string id = "timeline/eval/" + std::to_string(p);
    if (c.outline) {
      list.rect({x, row.y, w, row.h}, Paint{display::kNone, rgba(c.colour), 1}, 0, id);
      continue;
    }
    // At least a pixel, however low the row.
    const float h = std::max(1.f, std::round(row.h * c.fill));
    list.rect({x, row.bottom() - h, w, h}, Paint{rgba(c.colour)}, 0, id);
  }
}

}  // namespace

void timeline_list(display::List& list, const Navigator& nav, const TimelineGeometry& g) {
  list.rect(box(g.strip), Paint{{24, 25, 30, 255}}, 0, "timeline");
  const std::string label = nav.hand_view() ? "step " + std::to_string(nav.position()) + " / " +
                                                  std::to_string(nav.last_position())
                                            : "no hand";
  display::text_line_centred(list, label, g.strip.x + 10, g.strip.cy(),
                             TextStyle{14, rgba(palette::kText)}, "timeline/step");
  if (g.positions <= 0) return;
  const Rect& bar = g.bar;
  list.rect(box(bar), Paint{{60, 63, 72, 255}}, 4);
  const float cur = g.x_of(nav.position());
  if (cur > bar.x) list.rect({bar.x, bar.y, cur - bar.x, bar.h}, Paint{{70, 120, 190, 255}}, 4);
  if (g.unplayed > 0) {
    // Lines after the error that were not replayed: a hatched grey tail.
    const float x0 = g.x_of(g.positions - 1);
    hatch(list, {x0, bar.y, bar.right() - x0, bar.h}, {90, 90, 96, 255}, {60, 60, 66, 255});
  }
  // One small tick per step when they fit.
  const float spacing = g.positions > 1 ? g.x_of(1) - g.x_of(0) : bar.w;
  if (spacing >= 4) {
    for (int p = 0; p < g.positions; ++p) {
      list.rect({g.x_of(p) - 0.5f, bar.bottom() + 1, 1, 3}, Paint{{120, 124, 134, 255}});
    }
  }
  if (const HandEvaluation* ev = nav.evaluation()) evaluation_strip(list, *ev, g);
  // Marks: comments and glyphs above the bar, diagnostics as taller bars through it.
  for (const Mark& m : nav.marks()) {
    const float x = g.x_of(m.position);
    if (m.bits & (mark_error | mark_warning | mark_note)) {
      list.rect({x - 2, bar.y - 11, 4, bar.h + 22}, Paint{mark_colour(m.bits)});
    }
    if (m.bits & mark_annotation) {
      list.ellipse({x - 3.5f, bar.y - 18.5f, 7, 7}, Paint{rgba(palette::kAnnotation)});
    }
  }
  list.rect({cur - 4, bar.y - 6, 8, bar.h + 12}, Paint{{255, 255, 255, 255}, {20, 20, 20, 255}, 1},
            3, "timeline/cursor");
}

void match_strip_list(display::List& list, const Navigator& nav, const MatchStripGeometry& g) {
  const MatchStrip& strip = nav.strip();
  list.rect(box(g.strip), Paint{{30, 32, 38, 255}}, 0, "strip");
  // The legend: each seat's letter in its line's colour.
  const float size = std::max(11.f, std::round(std::min(14.f, g.legend.h * 0.5f)));
  float x = g.legend.x;
  for (int s = 0; s < strip.seats() && x < g.legend.right(); ++s) {
    const display::Item& it = display::text_line_centred(list, seat_letter(s), x, g.legend.cy(),
                                                         TextStyle{size, seat_colour(s)},
                                                         "strip/legend/" + std::to_string(s));
    x += it.box.w + 7;
  }
  if (g.hands <= 0 || strip.seats() <= 0) return;
  const int current = nav.hand_index() - g.first_hand;
  const auto& points = strip.points();
  for (int k = 0; k < strip.known(); ++k) {
    const Rect slot = g.slot(k);
    if (k == current) {
      list.rect(box(slot), Paint{{62, 66, 80, 255}});
    } else if (!points[static_cast<std::size_t>(k)].settled) {
      hatch(list, {slot.x, g.plot.y, slot.w, g.plot.h}, {40, 40, 46, 255}, {62, 62, 70, 255});
    }
    if (const std::uint8_t bits = points[static_cast<std::size_t>(k)].marks) {
      marks(list, {slot.x, g.marks.y, slot.w, g.marks.h}, bits);
    }
  }
  if (current >= strip.known() && current < g.hands) {
    list.rect(box(g.slot(current)), Paint{{62, 66, 80, 255}});  // lit before its totals are known
  }
  if (g.low < 0 && g.high > 0)
    list.rect({g.plot.x, g.y_of(0), g.plot.w, 1}, Paint{{70, 72, 80, 255}});
  // Each seat's line, from its total before the first hand to its total after each known hand.
  for (int s = 0; s < strip.seats(); ++s) {
    const auto seat = static_cast<std::size_t>(s);
    std::vector<display::Point> pts{{g.plot.x, g.y_of(strip.start()[seat])}};
    for (int k = 0; k < strip.known(); ++k) {
      pts.push_back({g.x_after(k), g.y_of(points[static_cast<std::size_t>(k)].totals[seat])});
    }
    list.polyline(std::move(pts), seat_colour(s), 2, "strip/line/" + std::to_string(s));
    if (current >= 0 && current < strip.known()) {
      const float y = g.y_of(points[static_cast<std::size_t>(current)].totals[seat]);
      list.ellipse({g.x_after(current) - 2.5f, y - 2.5f, 5, 5}, Paint{seat_colour(s)});
    }
  }
}

void overlay_list(display::List& list, const Navigator& nav, const Rect& table) {
  const display::Fonts& f = display::Fonts::shared();
  if (nav.goto_active()) {
    const std::string s = "Go to step: " + nav.goto_text() + "_   (0–" +
                          std::to_string(nav.last_position()) + ", Enter; Esc cancels)";
    const float w = f.width(s, 18) + 40;
    const Rect r{table.cx() - w / 2, table.cy() - 28, w, 56};
    list.rect(box(r), Paint{{20, 22, 28, 235}, rgba(palette::kHighlight), 2}, 8, "goto");
    display::text_centred(list, s, r.cx(), r.cy(), TextStyle{18, rgba(palette::kText)});
  }
  if (!nav.help_visible()) return;
  // Keys in a column as wide as the widest; descriptions wrap rather than being cut.
  const auto lines = help_lines();
  const float w = std::min(table.w - 40, 680.f);
  float keys_w = 0;
  for (const HelpLine& l : lines) keys_w = std::max(keys_w, f.width(l.keys, 15, true));
  const float desc_x = 20 + keys_w + 16, desc_w = w - desc_x - 16;
  std::vector<std::vector<std::string>> wrapped;
  float h = 60;
  for (const HelpLine& l : lines) {
    wrapped.push_back(display::wrap(l.what, 15, desc_w));
    h += 20 * static_cast<float>(wrapped.back().size()) + 4;
  }
  const Rect r{table.cx() - w / 2, std::max(table.y + 10, table.cy() - h / 2), w, h};
  list.rect(box(r), Paint{{18, 20, 26, 240}, {90, 94, 104, 255}, 1}, 10, "help");
  display::text_line(list, "Keys and mouse", r.x + 20, r.y + 14,
                     TextStyle{18, rgba(palette::kText), true});
  float y = r.y + 48;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    display::text_line(list, lines[i].keys, r.x + 20, y,
                       TextStyle{15, rgba(palette::kHighlight), true});
    for (const std::string& part : wrapped[i]) {
      display::text_line(list, part, r.x + desc_x, y, TextStyle{15, rgba(palette::kText)});
      y += 20;
    }
    y += 4;
  }
}

void navigator_table_list(display::List& list, Navigator& nav, const Rect& table) {
  const Scene& scene = nav.scene();
  const int bottom = nav.seat() >= 0 ? nav.seat() : 0;
  const HandView* hv = nav.hand_view();
  const bool stopped = hv != nullptr && hv->broken() && nav.at_end();
  const TableLayout layout = layout_table(
      scene, table, TableOptions{bottom, stopped, nav.piece_names(), nav.piece_units(table)});
  TableMessages messages;
  if (hv == nullptr) {
    messages.placeholder = nav.hand_count() == 0
                               ? "No hand in this file could be read: the panel lists the problems."
                               : "This hand could not be replayed: the panel lists the problems.";
  }
  if (stopped) {
    messages.banner = "Replay stopped here";
    if (const StepInfo* s = nav.step()) {
      for (const Diagnostic& d : s->diagnostics) {
        if (d.severity == Severity::error) {
          messages.banner += ": " + (d.code.empty() ? "" : d.code + " ") + d.message;
          break;
        }
      }
    }
  }
  table_list(list, layout, messages);
}

display::List screen_list(Navigator& nav, unsigned width, unsigned height) {
  display::List list;
  list.width = static_cast<float>(width);
  list.height = static_cast<float>(height);
  list.background = rgba(palette::kPanel);
  const ScreenGeometry g = screen_geometry(width, height);
  navigator_table_list(list, nav, g.table);
  const HandView* hv = nav.hand_view();
  const Scene& scene = nav.scene();
  const MatchStrip& ms = nav.strip();
  match_strip_list(list, nav,
                   match_strip_geometry(g.strip, ms.first(), ms.count(), ms.low(), ms.high()));
  timeline_list(list, nav,
                timeline_geometry(g.timeline, nav.positions(),
                                  hv != nullptr ? static_cast<int>(hv->unplayed().size()) : 0));
  nav.clamp_panel_scroll(panel_list(list, nav, scene, g.panel));
  overlay_list(list, nav, g.table);
  return list;
}

}  // namespace paipu::viewer
