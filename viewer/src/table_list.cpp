// The table as display items: everything comes from the layout's rectangles, so that what is
// drawn is what the layout tests checked.
#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <utility>

#include "paipu/display/text.hpp"
#include "paipu/viewer/piece_art.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "paipu/viewer/screen_list.hpp"

namespace paipu::viewer {

using display::Anchor;
using display::Box;
using display::Paint;
using display::Rgba;
using display::TextStyle;

namespace {

Box box(const Rect& r) {
  return {r.x, r.y, r.w, r.h};
}

// The plate: the wind and dealer badges and the title on the first line, then the figures, each
// line kPlateLine high, as the layout measured them.
void plate(display::List& list, const SeatPlate& p) {
  const std::string id = "plate/" + std::to_string(p.seat);
  const Rect r = p.rect;
  list.rect(box(r), Paint{{0, 0, 0, 80}, p.to_move ? rgba(palette::kHighlight) : display::kNone, 2},
            5, id);
  float x = r.x + kPlateInset;
  const float bs = kPlateLine - 4;  // badge side
  const float cy = r.y + 2 + kPlateLine / 2;
  // A badge is square, or as wide as a longer word needs (a variant's dealer badge: "Dlr").
  auto badge = [&](const std::string& text, Rgba fill, Rgba ink, const char* what) {
    const TextStyle style{std::round(bs * 0.8f), ink};
    const float bw = std::max(bs, display::Fonts::shared().width(text, style.size) + 2);
    list.rect({x, cy - bs / 2, bw, bs}, Paint{fill}, 3);
    display::text_centred(list, text, x + bw / 2, cy, style, id + "/" + what);
    x += bw + 4;
  };
  badge(p.wind, {226, 226, 218, 255}, {30, 30, 30, 255}, "wind");
  if (!p.dealer_badge.empty())
    badge(p.dealer_badge, rgba(palette::kHighlight), {60, 40, 0, 255}, "dealer");
  // A player's name is free text: the one line here that may be shortened.
  display::text_line_centred(
      list, display::elide(p.title, kPlateTitleSize, r.right() - x - kPlateInset), x, cy,
      TextStyle{kPlateTitleSize, rgba(palette::kText)}, id + "/title");
  std::vector<std::string> lines = p.figure_lines;
  if (lines.empty() && !p.figures.empty()) lines.push_back(p.figures);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    display::text_line_centred(list, lines[i], r.x + kPlateInset,
                               cy + kPlateLine * static_cast<float>(i + 1),
                               TextStyle{kPlateFigureSize, rgba(palette::kText, 210)},
                               id + "/figures/" + std::to_string(i));
  }
}

// A wild piece's badge, or the face it plays as, in the corner box the layout gave it: big enough
// to read at any table size, unlike a mark drawn to the piece's own scale.
void chip(display::List& list, const PlacedPiece& p, const std::string& id) {
  const Rect& c = p.chip;
  list.rect(box(c), Paint{{250, 214, 90, 255}, {120, 80, 0, 255}, 1}, std::min(c.w, c.h) * 0.25f,
            id + "/chip");
  std::string mark = p.piece.plays_as;
  if (!mark.empty() && p.piece.family == Family::mahjong) {
    const std::string name = mahjong_short_name(mark);
    if (!name.empty()) mark = name;
  }
  if (mark.empty()) mark = "★";
  const float size = display::fitting_size(mark, c.h * 0.8f, 6, c.w - 2, true);
  display::text_centred(list, mark, c.cx(), c.cy(), TextStyle{size, {90, 50, 0, 255}, true},
                        id + "/chip/text");
}

Rgba text_colour(TextRole role) {
  switch (role) {
    case TextRole::overflow:
      return rgba(palette::kWarning);
    case TextRole::info:
      return rgba(palette::kText);
    case TextRole::piece_name:
      return rgba(palette::kText, 170);
    case TextRole::caption:
      break;
  }
  return rgba(palette::kText, 210);
}

}  // namespace

void table_list(display::List& list, const TableLayout& layout, const TableMessages& messages) {
  const Rect tb = layout.table;
  list.rect(box(tb), Paint{rgba(palette::kFelt)}, 0, "table");
  // The playing area in the middle, a shade darker.
  if (layout.centre.w > 0 && layout.centre.h > 0) {
    const Rect c = layout.centre;
    list.rect({c.x + 4, c.y + 4, c.w - 8, c.h - 8}, Paint{rgba(palette::kFeltDark)}, 14, "centre");
  }
  for (const SeatPlate& p : layout.plates) plate(list, p);
  for (const PlacedFrame& f : layout.frames) {
    // The winning play: a green frame; the last play: a yellow one inside it.
    const bool winning = f.kind == FrameKind::winning;
    list.rect(box(f.rect),
              Paint{winning ? Rgba{90, 220, 120, 45} : Rgba{255, 212, 59, 40},
                    winning ? Rgba{90, 230, 120, 255} : rgba(palette::kHighlight, 200),
                    winning ? 2.5f : 1.5f},
              5);
  }
  // A piece is named by its zone, group and place in the group, which stay put while other zones
  // change: the page stores a step as what changed since the last.
  std::map<std::pair<int, int>, int> in_group;
  for (const PlacedPiece& p : layout.pieces) {
    const float w = p.sideways ? p.rect.h : p.rect.w;
    const float h = p.sideways ? p.rect.w : p.rect.h;
    // Where the layout gave a chip, the badge goes there and not onto the piece's own face.
    ScenePiece look = p.piece;
    if (p.chip.w > 0) {
      look.wild = false;
      look.plays_as.clear();
    }
    const std::string key = use_piece_symbol(list, look, w, h, layout.trump_mark);
    const int i = in_group[{p.zone, p.group}]++;
    const std::string id =
        "piece/" + std::to_string(p.zone) + "/" + std::to_string(p.group) + "/" + std::to_string(i);
    list.piece(key, box(p.rect), p.rotation, id);
    if (p.chip.w > 0) chip(list, p, id);
  }
  int k = 0;
  for (const PlacedText& pt : layout.texts) {
    const float size = std::max(6.f, std::round(pt.size));
    // Cut to its box, so that it never runs into its neighbours.
    const std::string s = display::elide(pt.text, size, pt.box.w);
    display::text_line(
        list, s, pt.centred ? pt.box.cx() : pt.box.x, pt.box.y,
        TextStyle{size, text_colour(pt.role), false, pt.centred ? Anchor::middle : Anchor::start},
        "text/" + std::to_string(k++));
  }
  if (!messages.placeholder.empty()) {
    display::text_centred(list, messages.placeholder, tb.cx(), tb.cy(),
                          TextStyle{16, rgba(palette::kText)}, "placeholder");
  }
  if (!messages.banner.empty() && layout.banner.w > 0) {
    const Rect& r = layout.banner;
    list.rect(box(r), Paint{rgba(palette::kError)}, 6, "banner");
    display::text_line_centred(list, display::elide(messages.banner, 14, r.w - 16, true), r.x + 8,
                               r.cy(), TextStyle{14, {255, 255, 255, 255}, true}, "banner/text");
  }
}

}  // namespace paipu::viewer
