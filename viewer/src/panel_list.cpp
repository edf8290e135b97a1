// The side panel as display items: the file, the hand list, the step, its diagnostics, the scores
// and the settlement. Lines wrap; what does not fit below is clipped by the panel's edge, never
// cut inside a line.
#include <algorithm>
#include <cmath>
#include <filesystem>

#include "paipu/display/text.hpp"
#include "paipu/viewer/screen_list.hpp"

namespace paipu::viewer {

using display::Anchor;
using display::Paint;
using display::Rgba;
using display::TextStyle;

namespace {

// Writes lines top-down into the panel, wrapping them.
class Writer {
 public:
  Writer(display::List& list, float x, float y, float width)
      : list_(list), x_(x), y_(y), width_(width) {}

  float y() const { return y_; }

  // A paragraph, wrapped to the panel; `max_lines` keeps long free text (a diagnostic's message,
  // a comment) short, with "…" where it was cut; 0 keeps every line (figures, payments).
  void text(const std::string& s, float size, Rgba c, float indent = 0, bool bold = false,
            int max_lines = 0) {
    auto lines = display::wrap(s, size, width_ - indent, bold);
    if (max_lines > 0 && lines.size() > static_cast<std::size_t>(max_lines)) {
      lines.resize(static_cast<std::size_t>(max_lines));
      lines.back() = display::elide(lines.back() + " \u2026", size, width_ - indent, bold);
      if (lines.back().find("\u2026") == std::string::npos) lines.back() += "\u2026";
    }
    const float lh = std::round(size) * 1.35f;
    for (const std::string& l : lines) {
      display::text_line(list_, l, x_ + indent, y_, TextStyle{size, c, bold});
      y_ += lh;
    }
  }

  void heading(const std::string& s) {
    y_ += 6;
    list_.rect({x_, y_, width_, 1}, Paint{{70, 72, 80, 255}});
    y_ += 4;
    text(s, 12, rgba(palette::kDimText), 0, true, 1);
  }

  struct Cell {
    std::string text;
    float x;             // offset from the left edge
    bool right = false;  // x is the right edge (numbers)
  };
  // A table row; the columns' offsets scale to the panel when it is narrower than they need.
  void row(const std::vector<Cell>& cells, float size, Rgba c, float scale) {
    for (const Cell& cell : cells) {
      display::text_line(list_, cell.text, x_ + cell.x * scale, y_,
                         TextStyle{size, c, false, cell.right ? Anchor::end : Anchor::start});
    }
    y_ += std::round(size) * 1.35f;
  }

 private:
  display::List& list_;
  float x_, y_, width_;
};

Rgba severity_colour(Severity s) {
  switch (s) {
    case Severity::error:
      return rgba(palette::kError);
    case Severity::warning:
      return rgba(palette::kWarning);
    case Severity::help:
    case Severity::note:
      return rgba(palette::kNote);
  }
  return rgba(palette::kText);
}

std::string short_diagnostic(const Diagnostic& d) {
  std::string s;
  if (d.pos.valid()) s += std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + " ";
  s += to_string(d.severity);
  if (!d.code.empty()) s += "[" + d.code + "]";
  return s + " " + d.message;
}

// Titles often share a long record name ("Club night — hand 3"): when one is too long, its head
// is shortened and the part after the last dash kept.
std::string hand_label(const HandSummary& s, int i, float room) {
  const std::string title = s.title.empty() ? "hand " + std::to_string(s.hand + 1) : s.title;
  const std::string num = std::to_string(i + 1) + ". ";
  const std::string variant = s.variant.empty() ? "" : "  · " + s.variant;
  const std::string label = num + title + variant;
  const display::Fonts& f = display::Fonts::shared();
  if (f.width(label, 13) <= room) return label;
  const auto dash = title.rfind(" \u2014 ");
  const std::string fixed = (dash == std::string::npos ? "" : title.substr(dash)) + variant;
  const float head_room = room - f.width(fixed, 13);
  return head_room > 40 ? display::elide(num + title.substr(0, dash), 13, head_room) + fixed
                        : display::elide(label, 13, room);
}

void hand_list(display::List& list, const Navigator& nav, const HandListGeometry& hl) {
  const Document& doc = nav.document();
  for (int i = hl.first; i < hl.first + hl.rows; ++i) {
    const Rect r = hl.row(i);
    const HandSummary& s = doc.summary(i);
    if (i == nav.hand_index()) list.rect({r.x, r.y, r.w, r.h}, Paint{{58, 92, 150, 255}}, 4);
    display::text_line(list, hand_label(s, i, r.w - 26), r.x + 6, r.y + 3,
                       TextStyle{13, rgba(palette::kText)}, "hands/" + std::to_string(i));
    if (s.has_error)
      list.ellipse({r.right() - 16, r.cy() - 5, 10, 10}, Paint{rgba(palette::kError)});
  }
}

void step_section(Writer& w, const Navigator& nav) {
  const HandView* hv = nav.hand_view();
  const StepInfo* step = nav.step();
  const Rgba text = rgba(palette::kText), dim = rgba(palette::kDimText);
  w.heading("STEP " + std::to_string(nav.position()) + " / " + std::to_string(nav.last_position()));
  if (nav.position() == 0) {
    w.text("(start of the hand)", 15, dim);
  } else {
    std::string ev = step->notation;
    if (!step->glyph.empty()) ev += "  " + step->glyph;
    w.text(ev, 16, text, 0, true);
  }
  for (const std::string& c : step->comments) {
    w.text("\u201c" + c + "\u201d", 14, rgba(palette::kAnnotation), 8, false, 3);
  }
  for (const std::string& n : step->notes) w.text("\u00bb " + n, 13, {150, 220, 160, 255}, 8);
  for (const Diagnostic& d : step->diagnostics) {
    w.text(short_diagnostic(d), 13, severity_colour(d.severity), 8, d.severity == Severity::error);
  }
  if (!(hv->broken() && nav.at_end())) return;
  w.text("The replay stopped at this error.", 13, rgba(palette::kError), 0, true);
  const auto& rest = hv->unplayed();
  if (rest.empty()) return;
  w.text("Not replayed (" + std::to_string(rest.size()) + " lines):", 12, dim);
  const std::size_t shown = std::min<std::size_t>(rest.size(), 4);
  // The first of them is the line the error is about.
  w.text("\u2192 " + rest[0], 12, rgba(palette::kError, 200), 0, false, 2);
  for (std::size_t i = 1; i < shown; ++i) w.text(rest[i], 12, {110, 112, 118, 255}, 8, false, 1);
  if (rest.size() > shown) {
    w.text("+" + std::to_string(rest.size() - shown) + " more lines", 12, {110, 112, 118, 255}, 8);
  }
}

// The analysis at this step: the hand's state, then at a decision the verdict and every move with
// its value, best first, the played one marked ▶, the best ones in green.
void analysis_section(Writer& w, const Navigator& nav, float width) {
  const Rgba dim = rgba(palette::kDimText);
  w.heading("ANALYSIS");
  const HandEvaluation* ev = nav.evaluation();
  if (ev == nullptr) {
    w.text("waiting for its turn", 13, dim);
    return;
  }
  if (ev->state != HandEvaluation::State::done || !ev->note.empty())
    w.text(ev->status(), 12, dim, 0, false, 2);
  if (nav.position() == 0 || ev->state == HandEvaluation::State::skipped) return;
  const StepEvaluation& s = ev->at(nav.position());
  if (s.verdict == Verdict::pending) {
    w.text("not valued yet", 13, dim);
    return;
  }
  if (s.verdict == Verdict::forced) {
    w.text("no decision here", 13, dim);
    return;
  }
  // The strip's colour: a verdict's, or kKeptFewer where the move kept fewer tiles than the best
  // (or a pass let a better call go) without earning a glyph.
  const Rgba colour = rgba(strip_cell(s).colour);
  w.text(s.summary, 14, colour, 0, true);
  const bool paranoid = std::any_of(s.moves.begin(), s.moves.end(),
                                    [](const MoveLine& m) { return !m.paranoid.empty(); });
  const float scale = std::min(1.f, width / 330.f);
  std::vector<Writer::Cell> head{{"move", 16}, {"value", 262, true}};
  if (paranoid) head.push_back({"paranoid", 330, true});
  w.row(head, 12, dim, scale);
  constexpr std::size_t kRows = 12;
  for (std::size_t i = 0; i < s.moves.size() && i < kRows; ++i) {
    const MoveLine& m = s.moves[i];
    std::vector<Writer::Cell> cells{{m.played ? "\u25b6" : "", 0},
                                    {display::elide(m.move, 13, 230 * scale), 16},
                                    {m.value, 262, true}};
    if (paranoid) cells.push_back({m.paranoid, 330, true});
    const Rgba c =
        m.best ? rgba(verdict_colour(Verdict::best)) : (m.played ? colour : rgba(palette::kText));
    w.row(cells, 13, c, scale);
    if (!m.detail.empty()) w.text(m.detail, 12, dim, 28, false, 2);
  }
  if (s.moves.size() > kRows)
    w.text("+" + std::to_string(s.moves.size() - kRows) + " more moves", 12, dim, 16);
  for (const std::string& note : s.notes) w.text(note, 12, rgba(kKeptFewer), 0, false, 3);
}

// Scores: before the hand, and at its end what it changed; the payments made so far, and the
// itemised settlement at the end, every line of it.
void score_section(Writer& w, const Navigator& nav, const Scene& scene, float width) {
  const HandView* hv = nav.hand_view();
  const Rgba text = rgba(palette::kText), dim = rgba(palette::kDimText);
  const Settlement& st = hv->settlement();
  const bool settled = nav.at_end() && hv->finished() && st.complete && !st.deltas.empty();
  w.heading(settled ? "SCORES" : "SCORES (before this hand)");
  const auto& before = hv->totals_before();
  const auto& after = hv->totals_after();
  const float scale = std::min(1.f, width / 310.f);
  if (settled) {
    w.row({{"seat", 0}, {"before", 150, true}, {"hand", 220, true}, {"after", 300, true}}, 12, dim,
          scale);
  }
  for (int s = 0; s < hv->seats(); ++s) {
    const auto i = static_cast<std::size_t>(s);
    std::vector<Writer::Cell> cells{
        {seat_name(scene, s), 0}, {i < before.size() ? std::to_string(before[i]) : "–", 150, true}};
    if (settled) {
      cells.push_back({i < st.deltas.size() ? signed_text(st.deltas[i]) : "–", 220, true});
      cells.push_back({i < after.size() ? std::to_string(after[i]) : "–", 300, true});
    }
    const bool won = std::find(st.winners.begin(), st.winners.end(), s) != st.winners.end();
    w.row(cells, 14, won && settled ? rgba(palette::kHighlight) : text, scale);
  }
  std::vector<const Payment*> shown;
  for (const Payment& pay : st.payments) {
    if (pay.step >= 0 ? pay.step < nav.position() : settled) shown.push_back(&pay);
  }
  if (!shown.empty()) {
    w.heading(settled ? "SETTLEMENT" : "PAID DURING THE HAND");
    if (settled && !st.winners.empty()) {
      std::string who;
      for (int s : st.winners) who += (who.empty() ? "" : ", ") + seat_name(scene, s);
      w.text((st.winners.size() > 1 ? "winners: " : "winner: ") + who, 13,
             rgba(palette::kHighlight));
    }
    for (const Payment* pay : shown) {
      w.text(seat_name(scene, pay->from) + " \u2192 " + seat_name(scene, pay->to) + "   " +
                 std::to_string(pay->amount) + "   " + pay->reason,
             14, text, 0, true);
      const std::string f = items_text(pay->items);
      if (!f.empty()) w.text(f, 12, dim, 14);
    }
    if (settled) {
      for (const std::string& n : st.notes) w.text(n, 12, dim);
    }
  } else if (nav.at_end() && !hv->finished()) {
    w.text("The hand did not reach its end: no settlement.", 13, dim);
  } else if (nav.at_end() && !st.complete) {
    w.text("Played out, but not settled:", 13, dim);
    for (const std::string& n : st.notes) w.text(n, 12, dim);
  }
}

}  // namespace

float panel_list(display::List& list, const Navigator& nav, const Scene& scene, const Rect& p) {
  list.rect({p.x, p.y, p.w, p.h}, Paint{rgba(palette::kPanel)}, 0, "panel");
  const Document& doc = nav.document();
  const Rgba text = rgba(palette::kText), dim = rgba(palette::kDimText);
  // Title: the file and where we are in it.
  const std::string where = doc.hand_count() == 0 ? "no hands"
                                                  : "hand " + std::to_string(nav.hand_index() + 1) +
                                                        " of " + std::to_string(doc.hand_count()) +
                                                        (doc.fully_indexed() ? "" : "+");
  const display::Item& w_item = display::text_line(
      list, where, p.right() - 10, p.y + 10, TextStyle{13, dim, false, Anchor::end}, "panel/where");
  const std::string name = std::filesystem::path(doc.file()).filename().string();
  display::text_line(list, display::elide(name, 16, p.w - 30 - w_item.box.w, true), p.x + 10,
                     p.y + 7, TextStyle{16, text, true}, "panel/file");

  const HandListGeometry hl = hand_list_geometry(p, doc.hand_count(), nav.hand_index());
  hand_list(list, nav, hl);

  const float status_h = 44;
  const float top = hl.box.bottom(), room = p.bottom() - status_h;
  display::List content;
  Writer w(content, p.x + 10, top + 4, p.w - 20);
  if (!doc.file_diagnostics().empty()) {
    const auto& ds = doc.file_diagnostics();
    w.heading("FILE PROBLEMS (" + std::to_string(ds.size()) + ")");
    for (const Diagnostic& d : ds)
      w.text(short_diagnostic(d), 13, severity_colour(d.severity), 0, false, 2);
  }
  const HandView* hv = nav.hand_view();
  const HandSummary* summary = nav.summary();
  if (summary != nullptr && !summary->tags.empty()) {
    w.heading("TAGS");
    for (const auto& [k, v] : summary->tags) w.text(k + ": " + v, 13, text);
  }
  if (hv != nullptr && nav.step() != nullptr) {
    step_section(w, nav);
  } else if (doc.hand_count() == 0) {
    w.heading("NO HANDS");
    w.text("Nothing in this file could be replayed; see the problems above.", 13, dim);
  }
  if (hv != nullptr && nav.step() != nullptr && nav.analysing()) analysis_section(w, nav, p.w - 20);
  if (hv != nullptr && hv->seats() > 0) score_section(w, nav, scene, p.w - 20);
  // Written at the top, then moved up by the scroll, which stops where the last line shows.
  const float most = std::max(0.f, w.y() + 4 - room);
  const float scroll = std::min(nav.panel_scroll(), most);
  list.clip({p.x, top, p.w, room - top});
  for (display::Item& it : content.items) {
    display::translate(it, 0, -scroll);
    list.items.push_back(std::move(it));
  }
  list.unclip();
  const bool more = scroll < most;

  // Status at the bottom: the view, the last message, and whether the panel scrolls.
  const float y = p.bottom() - status_h;
  list.rect({p.x, y, p.w, status_h}, Paint{{24, 25, 30, 255}});
  std::string mode = nav.seat() < 0 ? "omniscient view"
                                    : seat_name(scene, nav.seat()) + "'s view (" +
                                          std::to_string(nav.seat() + 1) + ")";
  mode += nav.show_concealed() ? " · hands shown" : " · hands hidden";
  if (nav.autoplay()) mode += " · autoplay";
  display::text_line(list, display::elide(mode, 13, p.w - 20), p.x + 10, y + 4, TextStyle{13, text},
                     "panel/mode");
  const bool has_msg = !nav.message().empty();
  display::text_line(
      list, display::elide(has_msg ? nav.message() : "? shows the keys", 13, p.w - 20), p.x + 10,
      y + 23, TextStyle{13, has_msg ? rgba(palette::kHighlight) : dim}, "panel/message");
  if (more) {
    // A fade and a "more below" mark at the clip's edge.
    list.rect({p.x, room - 18, p.w, 18}, Paint{rgba(palette::kPanel, 220)});
    display::text_line(list, "▼ more below: wheel or ]", p.right() - 10, room - 17,
                       TextStyle{12, rgba(palette::kHighlight), false, Anchor::end}, "panel/more");
  }
  return most;
}

}  // namespace paipu::viewer
