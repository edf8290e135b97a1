#include <algorithm>
#include <filesystem>

#include "draw_util.hpp"
#include "views.hpp"

namespace paipu::viewer {

using draw::colour;

namespace {

// Writes lines top-down into the panel, wrapping them, and stops at the bottom.
class Writer {
 public:
  Writer(sf::RenderTarget& t, const sf::Font& f, float x, float y, float width, float bottom)
      : t_(t), f_(f), x_(x), y_(y), width_(width), bottom_(bottom) {}

  bool full() const { return y_ >= bottom_; }
  float y() const { return y_; }
  void space(float px) { y_ += px; }

  // Returns false once the panel is full.
  bool text(const std::string& s, unsigned size, sf::Color c, float indent = 0, bool bold = false,
            int max_lines = 4) {
    const auto lines = draw::wrap(f_, draw::utf8(s), size, width_ - indent, bold);
    const float lh = static_cast<float>(size) * 1.35f;
    int n = 0;
    for (const sf::String& l : lines) {
      if (y_ + lh > bottom_) {
        y_ = bottom_;
        return false;
      }
      sf::String out = l;
      if (++n == max_lines && lines.size() > static_cast<std::size_t>(max_lines)) {
        out = draw::elide(f_, l + sf::String(L" \u2026"), size, width_ - indent, bold);
      }
      sf::Text txt(out, f_, size);
      txt.setFillColor(c);
      if (bold) {
        txt.setStyle(sf::Text::Bold);
      }
      txt.setPosition(x_ + indent, y_);
      t_.draw(txt);
      y_ += lh;
      if (n == max_lines) {
        break;
      }
    }
    return true;
  }

  bool heading(const std::string& s) {
    if (y_ + 30 > bottom_) {
      y_ = bottom_;
      return false;
    }
    y_ += 6;
    sf::RectangleShape rule({width_, 1});
    rule.setPosition(x_, y_);
    rule.setFillColor(sf::Color(70, 72, 80));
    t_.draw(rule);
    y_ += 4;
    return text(s, 12, colour(palette::kDimText), 0, true, 1);
  }

  struct Cell {
    std::string text;
    float x;             // offset from the left edge
    bool right = false;  // x is the right edge (numbers)
  };
  void row(const std::vector<Cell>& cells, unsigned size, sf::Color c, bool bold = false) {
    const float lh = static_cast<float>(size) * 1.35f;
    if (y_ + lh > bottom_) {
      y_ = bottom_;
      return;
    }
    for (const Cell& cell : cells) {
      sf::Text txt(draw::utf8(cell.text), f_, size);
      txt.setFillColor(c);
      if (bold) {
        txt.setStyle(sf::Text::Bold);
      }
      const float w = txt.getLocalBounds().width + txt.getLocalBounds().left;
      txt.setPosition(x_ + (cell.right ? cell.x - w : cell.x), y_);
      t_.draw(txt);
    }
    y_ += lh;
  }

 private:
  sf::RenderTarget& t_;
  const sf::Font& f_;
  float x_, y_, width_, bottom_;
};

sf::Color severity_colour(Severity s) {
  switch (s) {
    case Severity::error:
      return colour(palette::kError);
    case Severity::warning:
      return colour(palette::kWarning);
    case Severity::help:
    case Severity::note:
      return colour(palette::kNote);
  }
  return colour(palette::kText);
}

std::string short_diagnostic(const Diagnostic& d) {
  std::string s;
  if (d.pos.valid()) {
    s += std::to_string(d.pos.line) + ":" + std::to_string(d.pos.col) + " ";
  }
  s += to_string(d.severity);
  if (!d.code.empty()) {
    s += "[" + d.code + "]";
  }
  s += " " + d.message;
  return s;
}

}  // namespace

void PanelView::draw(sf::RenderTarget& t, sf::RenderStates) const {
  const Rect p = panel_;
  sf::RectangleShape bg({p.w, p.h});
  bg.setPosition(p.x, p.y);
  bg.setFillColor(colour(palette::kPanel));
  t.draw(bg);

  const Document& doc = nav_.document();
  const sf::Color text = colour(palette::kText), dim = colour(palette::kDimText);

  // Title: the file and where we are in it.
  {
    const std::string name = std::filesystem::path(doc.file()).filename().string();
    std::string where = doc.hand_count() == 0 ? "no hands"
                                              : "hand " + std::to_string(nav_.hand_index() + 1) +
                                                    " of " + std::to_string(doc.hand_count()) +
                                                    (doc.fully_indexed() ? "" : "+");
    sf::Text w(draw::utf8(where), font_, 13);
    w.setFillColor(dim);
    const float ww = w.getLocalBounds().width;
    w.setPosition(p.right() - 10 - ww, p.y + 11);
    t.draw(w);
    sf::Text f(draw::elide(font_, draw::utf8(name), 16, p.w - 30 - ww, true), font_, 16);
    f.setStyle(sf::Text::Bold);
    f.setFillColor(text);
    f.setPosition(p.x + 10, p.y + 8);
    t.draw(f);
  }

  // The hand list.
  const HandListGeometry hl = hand_list_geometry(p, doc.hand_count(), nav_.hand_index());
  for (int i = hl.first; i < hl.first + hl.rows; ++i) {
    const Rect r = hl.row(i);
    const HandSummary& s = doc.summary(i);
    if (i == nav_.hand_index()) {
      sf::ConvexShape sel = draw::rounded_rect(r, 4);
      sel.setFillColor(sf::Color(58, 92, 150));
      t.draw(sel);
    }
    // Titles often share a long record name ("Club night — hand 3"): when one is too long, its
    // head is shortened and the part after the last dash kept.
    const std::string title = s.title.empty() ? "hand " + std::to_string(s.hand + 1) : s.title;
    const std::string num = std::to_string(i + 1) + ". ";
    const std::string variant = s.variant.empty() ? "" : "  · " + s.variant;
    const float room = r.w - 26;
    sf::String label = draw::utf8(num);
    label += draw::utf8(title);
    label += draw::utf8(variant);
    if (draw::text_width(font_, label, 13) > room) {
      const auto dash = title.rfind(" \u2014 ");
      const std::string tail = dash == std::string::npos ? "" : title.substr(dash);
      const sf::String fixed = draw::utf8(tail + variant);
      const float head_room = room - draw::text_width(font_, fixed, 13);
      label =
          head_room > 40
              ? draw::elide(font_, draw::utf8(num + title.substr(0, dash)), 13, head_room) + fixed
              : draw::elide(font_, label, 13, room);
    }
    sf::Text txt(label, font_, 13);
    txt.setFillColor(text);
    txt.setPosition(r.x + 6, r.y + 3);
    t.draw(txt);
    if (s.has_error) {
      sf::CircleShape dot(5);
      dot.setFillColor(colour(palette::kError));
      dot.setPosition(r.right() - 16, r.cy() - 5);
      t.draw(dot);
    }
  }

  const float status_h = 44;
  Writer w(t, font_, p.x + 10, hl.box.bottom() + 4, p.w - 20, p.bottom() - status_h);

  // Problems that belong to no hand.
  if (!doc.file_diagnostics().empty()) {
    const auto& ds = doc.file_diagnostics();
    w.heading("FILE PROBLEMS (" + std::to_string(ds.size()) + ")");
    const std::size_t shown = std::min<std::size_t>(ds.size(), 4);
    for (std::size_t i = 0; i < shown; ++i) {
      w.text(short_diagnostic(ds[i]), 13, severity_colour(ds[i].severity), 0, false, 2);
    }
    if (ds.size() > shown) {
      w.text("… " + std::to_string(ds.size() - shown) + " more", 12, dim);
    }
  }

  const HandView* hv = nav_.hand_view();
  const HandSummary* summary = nav_.summary();
  if (summary != nullptr && !summary->tags.empty()) {
    w.heading("TAGS");
    int n = 0;
    for (const auto& [k, v] : summary->tags) {
      if (++n > 6) {
        w.text("… " + std::to_string(summary->tags.size() - 6) + " more", 12, dim);
        break;
      }
      std::string line = k;
      line += ": ";
      line += v;
      w.text(line, 13, text, 0, false, 1);
    }
  }

  const StepInfo* step = nav_.step();
  if (hv != nullptr && step != nullptr) {
    const bool error_here = hv->broken() && nav_.at_end();
    w.heading("STEP " + std::to_string(nav_.position()) + " / " +
              std::to_string(nav_.last_position()));
    if (nav_.position() == 0) {
      w.text("(start of the hand)", 15, dim);
    } else {
      std::string ev = step->notation;
      if (!step->glyph.empty()) {
        ev += "  " + step->glyph;
      }
      w.text(ev, 16, text, 0, true, 2);
    }
    for (const std::string& c : step->comments) {
      w.text("\u201c" + c + "\u201d", 14, colour(palette::kAnnotation), 8, false, 3);
    }
    for (const std::string& n : step->notes) {
      w.text("\u00bb " + n, 13, sf::Color(150, 220, 160), 8, false, 2);
    }
    for (const Diagnostic& d : step->diagnostics) {
      w.text(short_diagnostic(d), 13, severity_colour(d.severity), 8, d.severity == Severity::error,
             3);
    }
    if (error_here) {
      w.text("The replay stopped at this error.", 13, colour(palette::kError), 0, true);
      const auto& rest = hv->unplayed();
      if (!rest.empty()) {
        w.text("Not replayed (" + std::to_string(rest.size()) + " lines):", 12, dim);
        const std::size_t shown = std::min<std::size_t>(rest.size(), 4);
        // The first of them is the line the error is about.
        w.text("\u2192 " + rest[0], 12, colour(palette::kError, 200), 0, false, 2);
        for (std::size_t i = 1; i < shown; ++i) {
          w.text(rest[i], 12, sf::Color(110, 112, 118), 8);
        }
        if (rest.size() > shown) {
          w.text("…", 12, sf::Color(110, 112, 118), 8);
        }
      }
    }
  } else if (doc.hand_count() == 0) {
    w.heading("NO HANDS");
    w.text("Nothing in this file could be replayed; see the problems above.", 13, dim);
  }

  // Scores: before the hand, and at its end what it changed.
  if (hv != nullptr && hv->seats() > 0) {
    const Settlement& st = hv->settlement();
    const bool settled = nav_.at_end() && hv->finished() && st.complete && !st.deltas.empty();
    w.heading(settled ? "SCORES" : "SCORES (before this hand)");
    const auto& before = hv->totals_before();
    const auto& after = hv->totals_after();
    if (settled) {
      w.row({{"seat", 0}, {"before", 150, true}, {"hand", 220, true}, {"after", 300, true}}, 12,
            dim);
    }
    for (int s = 0; s < hv->seats(); ++s) {
      const auto i = static_cast<std::size_t>(s);
      const std::string b = i < before.size() ? std::to_string(before[i]) : "–";
      std::vector<Writer::Cell> cells{{seat_name(scene_, s), 0}, {b, 150, true}};
      if (settled) {
        cells.push_back({i < st.deltas.size() ? signed_text(st.deltas[i]) : "–", 220, true});
        cells.push_back({i < after.size() ? std::to_string(after[i]) : "–", 300, true});
      }
      const bool won = std::find(st.winners.begin(), st.winners.end(), s) != st.winners.end();
      w.row(cells, 14, won && settled ? colour(palette::kHighlight) : text);
    }

    // Payments: those made so far during the hand, and the itemised settlement at its end.
    std::vector<const Payment*> shown;
    for (const Payment& pay : st.payments) {
      if (pay.step >= 0 ? pay.step < nav_.position() : settled) {
        shown.push_back(&pay);
      }
    }
    if (!shown.empty()) {
      w.heading(settled ? "SETTLEMENT" : "PAID DURING THE HAND");
      if (settled && !st.winners.empty()) {
        std::string who;
        for (int s : st.winners) who += (who.empty() ? "" : ", ") + seat_name(scene_, s);
        w.text((st.winners.size() > 1 ? "winners: " : "winner: ") + who, 13,
               colour(palette::kHighlight));
      }
      for (const Payment* pay : shown) {
        w.text(seat_name(scene_, pay->from) + " \u2192 " + seat_name(scene_, pay->to) + "   " +
                   std::to_string(pay->amount) + "   " + pay->reason,
               14, text, 0, true, 1);
        const std::string f = items_text(pay->items);
        if (!f.empty()) {
          w.text(f, 12, dim, 14, false, 2);
        }
      }
      if (settled) {
        for (const std::string& n : st.notes) {
          w.text(n, 12, dim, 0, false, 2);
        }
      }
    } else if (nav_.at_end() && !hv->finished()) {
      w.text("The hand did not reach its end: no settlement.", 13, dim);
    } else if (nav_.at_end() && !st.complete) {
      w.text("Played out, but not settled:", 13, dim);
      for (const std::string& n : st.notes) w.text(n, 12, dim, 0, false, 2);
    }
  }

  // Status at the bottom: the view and the last message.
  {
    const float y = p.bottom() - status_h;
    sf::RectangleShape sbg({p.w, status_h});
    sbg.setPosition(p.x, y);
    sbg.setFillColor(sf::Color(24, 25, 30));
    t.draw(sbg);
    std::string mode = nav_.seat() < 0 ? "omniscient view"
                                       : seat_name(scene_, nav_.seat()) + "'s view (" +
                                             std::to_string(nav_.seat() + 1) + ")";
    mode += nav_.show_concealed() ? " · hands shown" : " · hands hidden";
    if (nav_.autoplay()) {
      mode += " · autoplay";
    }
    sf::Text m(draw::elide(font_, draw::utf8(mode), 13, p.w - 20), font_, 13);
    m.setFillColor(text);
    m.setPosition(p.x + 10, y + 4);
    t.draw(m);
    const bool has_msg = !nav_.message().empty();
    sf::Text msg(
        draw::elide(font_, draw::utf8(has_msg ? nav_.message() : "? shows the keys"), 13, p.w - 20),
        font_, 13);
    msg.setFillColor(has_msg ? colour(palette::kHighlight) : dim);
    msg.setPosition(p.x + 10, y + 23);
    t.draw(msg);
  }
}

}  // namespace paipu::viewer
