// Lays groups of pieces out in a rectangle as boxes in rows: each box a group's pieces (in one
// line, a grid, or a fanned stack) under its caption, with the pieces' names under them when asked.
// Boxes never overlap and never leave the rectangle; what does not fit even at the smallest size is
// counted in a "+N more" line. Internal to layout_table.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "paipu/viewer/layout.hpp"

namespace paipu::viewer::flow {

enum class Style : std::uint8_t {
  line,   // side by side, wrapped into a grid when too wide
  stack,  // fanned tightly, the first piece on top (a won trick, a pile)
};

struct Item {
  const SceneGroup* group = nullptr;
  int zone = -1, index = -1;
  std::vector<int> order;  // the group's pieces in the order shown; empty: as listed
  std::string caption;
  Style style = Style::line;
  int per_row = 0;       // at most this many pieces a line (a river: 6); 0: no limit
  float scale = 1;       // of the unit, for piles drawn smaller than a seat's hand
  float gap_before = 1;  // in units of the usual gap between boxes
  bool winning = false;  // the play winning its trick: framed apart
};

struct Block {
  bool join = false;  // continue the previous block's row when there is room
  std::vector<Item> items;
};

enum class Anchor : std::uint8_t { top, bottom, middle };

struct Options {
  float unit = 40;
  bool names = false;  // piece names under pieces
  Anchor anchor = Anchor::top;
};

float caption_size(float unit);

// The smallest unit at which every piece's own text (a card's index, a xiangqi character)
// is at least kMinText, and never under kMinUnit.
float readable_unit(const std::vector<Block>& blocks);
// Whether the blocks fit in the area at `opt.unit`.
bool fits(const std::vector<Block>& blocks, const Rect& area, const Options& opt);
// The largest unit in [min_unit, cap] at which they fit (min_unit when none does).
float fit_unit(const std::vector<Block>& blocks, const Rect& area, Options opt, float cap,
               float min_unit);
// Places the blocks into `out` (pieces, frames, texts; overflow counted).
void place(const std::vector<Block>& blocks, const Rect& area, const Options& opt,
           TableLayout& out);

}  // namespace paipu::viewer::flow
