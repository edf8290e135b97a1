// What the two table layouts share: the trick table (table_layout.cpp) and the mahjong table
// (mahjong_table.cpp). Internal to layout_table.
#pragma once

#include <string>
#include <vector>

#include "paipu/viewer/layout.hpp"

namespace paipu::viewer::parts {

// Seats the scene speaks of: its seat infos, or the highest seat a zone or group names.
int seat_count(const Scene& scene);

// A seat as captions write it: its wind letter, else its number.
std::string seat_word(const Scene& scene, int seat);

Rect inset(const Rect& r, float d);
Rect bounds(const Rect& a, const Rect& b);

// The order a meld's pieces are shown in, seen from its owner: the called piece at the left end
// when it came from the seat before, at the right end from the seat after, in the middle from any
// other (Tenhou's and Mahjong Soul's convention). Empty: as listed.
std::vector<int> meld_order(const SceneGroup& g, int owner, int seats);

// A mahjong table: every zone is a seat's hand, melds, river or pulled tiles, or the table's wall
// and indicators, and every seat has a river. Decided from the zones' kinds alone.
bool is_mahjong_table(const Scene& scene);

TableLayout layout_mahjong_table(const Scene& scene, const Rect& table, const TableOptions& opt);

// Breaks a line at spaces into lines no wider than `width` at `size` (a word wider than the
// width stays whole on its own line), never leaving the last word alone where the word before it
// can go along.
std::vector<std::string> wrap(const std::string& text, float width, float size);

void add_zone_box(TableLayout& out, ZoneKind kind, int seat, const Rect& box);

}  // namespace paipu::viewer::parts
