#include "flow.hpp"

#include <algorithm>

#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer::flow {

float caption_size(float unit) {
  return std::clamp(unit * 0.22f, 11.f, 14.f);
}

namespace {

// How far the next piece of a group starts: cards fan out showing their index corner, tiles
// stand side by side.
float advance(Family f, float w) {
  switch (f) {
    case Family::card:
      return w * 0.62f;
    case Family::domino:
      return w * 1.08f;
    case Family::mahjong:
      return w + std::max(1.f, w * 0.03f);
    case Family::xiangqi:
      return w * 1.06f;
  }
  return w;
}

// A called piece lies turned toward the seat it came from, like a riichi tile.
bool turned(const ScenePiece& p) {
  return p.sideways || p.from >= 0;
}

constexpr float kStackAdvance = 0.3f;  // of a piece's width, in a fanned pile
constexpr float kLineGap = 2;
constexpr float kScaleTop = 512,
                kScaleStep =
                    0.94f;  // the sizes fit_unit tries          // between the lines of one box

struct Metrics {
  float cap_size, cap_h, name_size, name_h, gap;
};

Metrics metrics(const Options& o) {
  Metrics m;
  m.cap_size = caption_size(o.unit);
  m.cap_h = m.cap_size + 6;
  m.name_size = std::clamp(o.unit * 0.2f, kMinText, 12.f);
  m.name_h = o.names ? m.name_size + 4 : 0;
  m.gap = std::max(10.f, o.unit * 0.25f);
  return m;
}

struct Slot {
  int piece;  // index into the group's pieces
  float x, w, h;
  float name_w;  // room for the name: up to the next piece of the line (cards overlap)
};

struct Box {
  const Item* item = nullptr;
  std::vector<std::vector<Slot>> lines;
  float piece_h = 0;  // the tallest piece
  bool named = false;
  float line_h = 0;  // piece_h plus the names' line
  float pieces_w = 0, w = 0, h = 0;
  int count = 0;
};

Box measure(const Item& it, float max_w, const Options& o, const Metrics& m) {
  Box b;
  b.item = &it;
  const auto& pcs = it.group->pieces;
  std::vector<int> order = it.order;
  if (order.empty()) {
    for (std::size_t i = 0; i < pcs.size(); ++i) {
      order.push_back(static_cast<int>(i));
    }
  }
  const float su = o.unit * it.scale;
  b.named = o.names && it.style == Style::line;
  b.lines.emplace_back();
  float x = 0;
  for (int i : order) {
    const ScenePiece& p = pcs[static_cast<std::size_t>(i)];
    Size s = piece_size(p.family, su);
    if (turned(p)) {
      std::swap(s.w, s.h);
    }
    auto& line = b.lines.back();
    const bool full = it.per_row > 0 && static_cast<int>(line.size()) >= it.per_row;
    // A pile too long for the width fans on in a second line, as a hand wraps.
    if (!line.empty() && (full || x + s.w > max_w)) {
      b.lines.emplace_back();
      x = 0;
    }
    const float step = it.style == Style::stack ? s.w * kStackAdvance : advance(p.family, s.w);
    if (!b.lines.back().empty()) {
      Slot& prev = b.lines.back().back();
      prev.name_w = std::min(prev.name_w, x - prev.x - 1);
    }
    b.lines.back().push_back({i, x, s.w, s.h, s.w});
    b.pieces_w = std::max(b.pieces_w, x + s.w);
    b.piece_h = std::max(b.piece_h, s.h);
    x += step;
    ++b.count;
  }
  b.line_h = b.piece_h + (b.named ? m.name_h : 0);
  const auto n = static_cast<float>(b.lines.size());
  b.h = b.count > 0 ? n * b.line_h + (n - 1) * kLineGap : 0;
  const float cap_w = it.caption.empty() ? 0 : std::min(text_width(it.caption, m.cap_size), max_w);
  b.w = std::max(b.pieces_w, cap_w);
  return b;
}

struct Row {
  std::vector<std::pair<float, Box>> boxes;  // x, box
  float width = 0;
  bool captioned = false;
  float pieces_h = 0;
  float height(const Metrics& m) const { return (captioned ? m.cap_h : 0) + pieces_h; }
};

std::vector<Row> rows_of(const std::vector<Block>& blocks, float width, const Options& o,
                         const Metrics& m) {
  std::vector<Row> rows(1);
  for (const Block& bl : blocks) {
    bool first = true;
    for (const Item& it : bl.items) {
      if (it.group->pieces.empty() && it.caption.empty()) {
        continue;  // a call with neither pieces nor words (a bid is often words alone)
      }
      Box b = measure(it, width, o, m);
      Row* r = &rows.back();
      float x = r->boxes.empty() ? 0 : r->width + m.gap * it.gap_before;
      const bool new_block = first && !bl.join;
      if (!r->boxes.empty() && (new_block || x + b.w > width)) {
        rows.emplace_back();
        r = &rows.back();
        x = 0;
      }
      first = false;
      r->captioned = r->captioned || !it.caption.empty();
      r->pieces_h = std::max(r->pieces_h, b.h);
      r->width = x + b.w;
      r->boxes.emplace_back(x, std::move(b));
    }
  }
  if (rows.back().boxes.empty()) {
    rows.pop_back();
  }
  return rows;
}

float total_height(const std::vector<Row>& rows, const Metrics& m) {
  float h = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    h += rows[i].height(m) + (i ? m.gap * 0.6f : 0);
  }
  return h;
}

Rect inflate(const Rect& r, float d) {
  return {r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d};
}

void place_box(const Box& b, float x, float y, const Row& row, const Metrics& m, TableLayout& out) {
  const Item& it = *b.item;
  if (!it.caption.empty()) {
    // A caption wider than its box is written smaller, down to the smallest readable size.
    const float natural = text_width(it.caption, m.cap_size);
    const float size = natural > b.w ? std::max(kMinText, m.cap_size * b.w / natural) : m.cap_size;
    out.texts.push_back({it.caption, {x, y, b.w, m.cap_h}, size, TextRole::caption, false});
  }
  const float top = y + (row.captioned ? m.cap_h : 0);
  Rect bounds{x, top, b.pieces_w, b.h};
  std::vector<PlacedPiece> placed;
  for (std::size_t l = 0; l < b.lines.size(); ++l) {
    const float ly = top + static_cast<float>(l) * (b.line_h + kLineGap);
    for (const Slot& s : b.lines[l]) {
      const ScenePiece& p = it.group->pieces[static_cast<std::size_t>(s.piece)];
      PlacedPiece pp;
      pp.piece = p;
      pp.piece.sideways = turned(p);
      pp.rect = {x + s.x, ly + b.piece_h - s.h, s.w, s.h};
      pp.sideways = turned(p);
      pp.rotation = pp.sideways ? -90 : 0;
      pp.stacked = it.style == Style::stack;
      pp.zone = it.zone;
      pp.group = it.index;
      placed.push_back(std::move(pp));
      if (b.named && !p.label.empty() && !p.hidden) {
        out.texts.push_back({p.label,
                             {x + s.x, ly + b.piece_h + 1, s.name_w, m.name_h - 1},
                             m.name_size,
                             TextRole::piece_name,
                             true});
      }
    }
  }
  if (it.style == Style::stack) {
    std::reverse(placed.begin(), placed.end());  // the first piece drawn last, on top
  }
  for (PlacedPiece& pp : placed) {
    out.pieces.push_back(std::move(pp));
  }
  const Rect frame{bounds.x, bounds.y, b.pieces_w, b.h - (b.named ? m.name_h : 0)};
  if (b.count == 0) {
    return;
  }
  if (it.winning) {
    out.frames.push_back({inflate(frame, 5), FrameKind::winning});
  }
  if (it.group->highlight) {
    out.frames.push_back({inflate(frame, 3), FrameKind::highlight});
  }
}

}  // namespace

bool fits(const std::vector<Block>& blocks, const Rect& area, const Options& opt) {
  const Metrics m = metrics(opt);
  const auto rows = rows_of(blocks, area.w, opt, m);
  for (const Row& r : rows) {
    if (r.width > area.w + 0.5f) {
      return false;
    }
  }
  return total_height(rows, m) <= area.h + 0.5f;
}

float readable_unit(const std::vector<Block>& blocks) {
  float unit = kMinUnit;
  for (const Block& b : blocks) {
    for (const Item& it : b.items) {
      for (const ScenePiece& p : it.group->pieces) {
        // A back too: a zone keeps its size as its pieces turn face up (a kitty shown, a pile
        // won), and a piece hidden at one step may be seen at the next.
        // The face text grows with the unit: solve face_text_size(piece width) = kMinText.
        const float at_one = face_text_size(p.family, piece_size(p.family, it.scale).w);
        if (at_one > 0) unit = std::max(unit, kMinText / at_one);
      }
    }
  }
  return unit;
}

float fit_unit(const std::vector<Block>& blocks, const Rect& area, Options opt, float cap,
               float min_unit) {
  opt.unit = cap;
  if (cap > min_unit && fits(blocks, area, opt)) return cap;
  // Below the cap, the sizes tried lie on one fixed scale whatever the cap, so that a smaller cap
  // gives min(cap, the size the larger one gave): a hand's sizes (the least over its steps) then
  // agree with each step's.
  float u = kScaleTop;
  while (u >= cap) u *= kScaleStep;
  for (; u > min_unit; u *= kScaleStep) {
    opt.unit = u;
    if (fits(blocks, area, opt)) {
      return u;
    }
  }
  return std::min(cap, min_unit);
}

void place(const std::vector<Block>& blocks, const Rect& area, const Options& opt,
           TableLayout& out) {
  const Metrics m = metrics(opt);
  std::vector<Row> rows = rows_of(blocks, area.w, opt, m);
  if (rows.empty()) {
    return;
  }
  float h = total_height(rows, m);
  int dropped = 0;
  if (h > area.h + 0.5f) {
    // Keep the rows nearest the edge that fit with a line saying how many pieces are left out.
    while (!rows.empty() && total_height(rows, m) + m.cap_h > area.h + 0.5f) {
      for (const auto& xb : rows.back().boxes) {
        dropped += xb.second.count;
      }
      rows.pop_back();
    }
    h = total_height(rows, m);
  }
  float maxw = 0;
  for (const Row& r : rows) {
    maxw = std::max(maxw, r.width);
  }
  const float x0 = area.x + std::max(0.f, (area.w - maxw) / 2);
  const float used = h + (dropped > 0 ? m.cap_h : 0);
  float y = opt.anchor == Anchor::top      ? area.y
            : opt.anchor == Anchor::bottom ? area.bottom() - used
                                           : area.y + (area.h - used) / 2;
  if (dropped > 0) {
    // The count goes on the side away from the edge, where the dropped rows would have been.
    const float ty = opt.anchor == Anchor::bottom ? y : y + h;
    out.texts.push_back({"+" + std::to_string(dropped) + " more",
                         {area.x, ty, area.w, m.cap_h},
                         m.cap_size,
                         TextRole::overflow,
                         true});
    out.overflow += dropped;
    if (opt.anchor == Anchor::bottom) {
      y += m.cap_h;
    }
  }
  // At the bottom edge the first rows (the hand) lie lowest, nearest the seat.
  if (opt.anchor == Anchor::bottom) {
    std::reverse(rows.begin(), rows.end());
  }
  for (const Row& r : rows) {
    for (const auto& [bx, box] : r.boxes) {
      place_box(box, x0 + bx, y, r, m, out);
    }
    y += r.height(m) + m.gap * 0.6f;
  }
}

}  // namespace paipu::viewer::flow
