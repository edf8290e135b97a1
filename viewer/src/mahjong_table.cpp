// The mahjong table as Tenhou's and Mahjong Soul's replays draw it: each seat's hand in one row
// along its own edge (the side seats' tiles turned), the drawn or winning tile a gap apart, the
// pulled tiles and melds at the row's right end; each river in rows of 6 in front of its seat,
// around a centre box holding the table's lines and indicators; each seat's plate in the corner
// at its river's left. Every box follows from the table's size, the seat count and the hands'
// capacity, never from the step, so nothing moves as a hand is played.
#include <algorithm>
#include <array>
#include <cmath>

#include "flow.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "table_parts.hpp"

namespace paipu::viewer::parts {

namespace {

constexpr float kMargin = 4;
constexpr float kAspect = 0.74f;      // a tile's width over its height (piece_size)
constexpr float kTileGap = 1;         // between neighbouring tiles, in pixels
constexpr float kApart = 0.45f;       // the drawn tile's gap, in tile widths
constexpr float kMeldGap = 0.2f;      // between melds, in tile widths
constexpr float kRowSpare = 4;        // tile widths a row keeps beyond the hand's capacity
constexpr int kDefaultCapacity = 14;  // a hand of 13 and its draw, when the scene does not say
constexpr int kRiverRow = 6;
constexpr int kRiverRows = 4;  // reserved; a longer river packs its tiles closer
constexpr float kInfoSize = 13;
constexpr float kInfoLine = 17;

// A seat's own frame over a screen region: x runs to the seat's right, y toward the seat.
struct SeatFrame {
  Side side = Side::bottom;
  Rect region;
  bool vertical() const { return side == Side::left || side == Side::right; }
  float length() const { return vertical() ? region.h : region.w; }
  float depth() const { return vertical() ? region.w : region.h; }
  Rect to_screen(float x, float y, float w, float h) const {
    switch (side) {
      case Side::bottom:
        return {region.x + x, region.y + y, w, h};
      case Side::right:
        return {region.x + y, region.bottom() - x - w, h, w};
      case Side::top:
        return {region.right() - x - w, region.bottom() - y - h, w, h};
      case Side::left:
        return {region.right() - y - h, region.y + x, h, w};
    }
    return {};
  }
};

bool turned(const ScenePiece& p) {
  return p.sideways || p.from >= 0;
}

// A seat's tiles face it, as in Tenhou's and Mahjong Soul's replays: their tops toward the table's
// middle.
int facing(Side side) {
  switch (side) {
    case Side::bottom:
      return 0;
    case Side::right:
      return -90;
    case Side::top:
      return 180;
    case Side::left:
      return 90;
  }
  return 0;
}

// A piece's extent along its seat's row, in tile heights.
float along(const ScenePiece& p) {
  return turned(p) ? 1.f : kAspect;
}

// Places a piece with its seat-side edge at `near` (local y) and its left end at `x`.
void put(TableLayout& out, const SeatFrame& f, const ScenePiece& p, int zone, int group, float x,
         float near, float unit) {
  const bool t = turned(p);
  const float w = t ? unit : unit * kAspect, h = t ? unit * kAspect : unit;
  PlacedPiece pp;
  pp.piece = p;
  pp.rect = f.to_screen(x, near - h, w, h);
  pp.sideways = pp.rect.w > pp.rect.h;
  pp.piece.sideways = pp.sideways;
  pp.rotation = facing(f.side) - (t ? 90 : 0);
  pp.zone = zone;
  pp.group = group;
  if (p.wild || !p.plays_as.empty()) {
    const float side = std::min({std::max(kMinChip, unit * 0.4f), pp.rect.w, pp.rect.h});
    pp.chip = {pp.rect.right() - side, pp.rect.y, side, side};
  }
  out.pieces.push_back(std::move(pp));
}

Rect inflate(const Rect& r, float d) {
  return {r.x - d, r.y - d, r.w + 2 * d, r.h + 2 * d};
}

// A frame around the pieces placed since `first`, when the group asks for one.
void frame_group(TableLayout& out, std::size_t first, const SceneGroup& g) {
  if (first >= out.pieces.size() || (!g.highlight && !g.winning)) return;
  Rect r = out.pieces[first].rect;
  for (std::size_t i = first + 1; i < out.pieces.size(); ++i) r = bounds(r, out.pieces[i].rect);
  out.frames.push_back({inflate(r, 2), g.winning ? FrameKind::winning : FrameKind::highlight});
}

// A group's pieces in the order shown.
std::vector<int> shown_order(const SceneGroup& g, const Zone& z, int seats) {
  std::vector<int> order;
  if (z.kind == ZoneKind::melds) order = meld_order(g, g.seat >= 0 ? g.seat : z.seat, seats);
  if (order.empty())
    for (std::size_t i = 0; i < g.pieces.size(); ++i) order.push_back(static_cast<int>(i));
  return order;
}

float group_length(const SceneGroup& g) {
  float len = 0;
  for (const ScenePiece& p : g.pieces) len += along(p);
  return len;
}

// One seat's row: the concealed hand from the left end, each later hand group (the drawn or the
// winning tile) a gap apart; pulled tiles and melds from the right end, the first meld outermost.
void place_row(const Scene& scene, int seat, int seats, const SeatFrame& f, float unit,
               TableLayout& out) {
  std::vector<int> left, right;  // zone indices
  for (std::size_t zi = 0; zi < scene.zones.size(); ++zi) {
    const Zone& z = scene.zones[zi];
    if (z.seat != seat) continue;
    if (z.kind == ZoneKind::hand) left.push_back(static_cast<int>(zi));
    if (z.kind == ZoneKind::melds || z.kind == ZoneKind::pulled)
      right.insert(right.begin(), static_cast<int>(zi));  // later zones further out
  }
  // The row's length in tile heights, gaps included, to shrink a row that outgrows its room.
  const float gap = kTileGap / std::max(1.f, unit);
  float need = 0;
  for (int zi : left) {
    const Zone& z = scene.zones[static_cast<std::size_t>(zi)];
    for (std::size_t gi = 0; gi < z.groups.size(); ++gi)
      need += group_length(z.groups[gi]) + (gi > 0 ? kApart * kAspect : 0) +
              gap * static_cast<float>(z.groups[gi].pieces.size());
  }
  bool any_right = false;
  for (int zi : right)
    for (const SceneGroup& g : scene.zones[static_cast<std::size_t>(zi)].groups) {
      if (g.pieces.empty()) continue;
      need += group_length(g) + kMeldGap * kAspect + gap * static_cast<float>(g.pieces.size());
      any_right = true;
    }
  if (any_right) need += kApart * kAspect;
  const float u = need * unit > f.length() ? f.length() / need : unit;
  const float step_gap = kTileGap * u / unit;
  const float near = f.depth();

  float x = 0;
  for (int zi : left) {
    const Zone& z = scene.zones[static_cast<std::size_t>(zi)];
    for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
      const SceneGroup& g = z.groups[gi];
      if (gi > 0) x += kApart * kAspect * u;
      const std::size_t first = out.pieces.size();
      for (const ScenePiece& p : g.pieces) {
        put(out, f, p, zi, static_cast<int>(gi), x, near, u);
        x += along(p) * u + step_gap;
      }
      frame_group(out, first, g);
    }
  }
  float end = f.length();
  for (int zi : right) {
    const Zone& z = scene.zones[static_cast<std::size_t>(zi)];
    for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
      const SceneGroup& g = z.groups[gi];
      if (g.pieces.empty()) continue;
      const float len = group_length(g) * u + step_gap * static_cast<float>(g.pieces.size() - 1);
      float px = end - len;
      const std::size_t first = out.pieces.size();
      for (int i : shown_order(g, z, seats)) {
        const ScenePiece& p = g.pieces[static_cast<std::size_t>(i)];
        put(out, f, p, zi, static_cast<int>(gi), px, near, u);
        px += along(p) * u + step_gap;
      }
      frame_group(out, first, g);
      end -= len + kMeldGap * kAspect * u;
    }
  }
}

// A river in rows of 6 from the seat's left, the first row nearest the centre.
void place_river(const Zone& z, int zi, const SeatFrame& f, float unit, TableLayout& out) {
  int n = 0;
  for (const SceneGroup& g : z.groups) n += static_cast<int>(g.pieces.size());
  const int rows = (n + kRiverRow - 1) / kRiverRow;
  // Past the reserved rows the tiles shrink to keep the river in its box.
  const float u = rows > kRiverRows ? unit * kRiverRows / static_cast<float>(rows) : unit;
  const float row_w = ((kRiverRow - 1) * kAspect + 1) * u + (kRiverRow - 1) * kTileGap;
  const float x0 = std::max(0.f, (f.length() - row_w) / 2);
  int k = 0;
  for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
    float x = x0;
    for (const ScenePiece& p : z.groups[gi].pieces) {
      if (k > 0 && k % kRiverRow == 0) x = x0;
      const float near = static_cast<float>(k / kRiverRow + 1) * (u + kTileGap) - kTileGap;
      put(out, f, p, zi, static_cast<int>(gi), x, near, u);
      x += along(p) * u + kTileGap;
      ++k;
    }
  }
}

// The centre box: the banner, the scene's lines from the top, the table's zones (indicators,
// the wall when it shows tiles) in a row along the bottom, each under its label.
void place_centre(const Scene& scene, const Rect& c, float unit, bool banner, TableLayout& out) {
  Rect box = inset(c, 6);
  if (banner) {
    out.banner = {box.x, box.y, box.w, 26};
    box.y += 30;
    box.h = std::max(0.f, box.h - 30);
  }
  const float cap_size = std::max(kMinText, flow::caption_size(unit));
  const float cap_h = cap_size + 5;
  const Rect strip{box.x, box.bottom() - cap_h - unit, box.w, cap_h + unit};
  const Rect lines_box{box.x, box.y, box.w, std::max(0.f, strip.y - 4 - box.y)};
  add_zone_box(out, ZoneKind::info, -1, strip);
  add_zone_box(out, ZoneKind::wall, -1, strip);

  std::vector<std::string> lines;
  for (const std::string& l : scene.info)
    for (std::string& w : wrap(l, lines_box.w, kInfoSize)) lines.push_back(std::move(w));
  const auto fit = static_cast<std::size_t>(std::max(0.f, lines_box.h / kInfoLine));
  std::size_t shown = lines.size();
  if (shown > fit) shown = fit > 0 ? fit - 1 : 0;  // room for the count of the rest
  for (std::size_t i = 0; i < shown; ++i)
    out.texts.push_back({lines[i],
                         {box.x, box.y + kInfoLine * static_cast<float>(i), box.w, kInfoLine},
                         kInfoSize,
                         TextRole::info,
                         true});
  if (shown < lines.size() && fit > 0)
    out.texts.push_back({"+" + std::to_string(lines.size() - shown) + " more lines",
                         {box.x, box.y + kInfoLine * static_cast<float>(shown), box.w, kInfoLine},
                         kInfoSize,
                         TextRole::overflow,
                         true});

  // The table's zones side by side, centred in the strip, smaller when they are too many.
  struct Part {
    int zone;
    float tiles;  // its length in tile heights
    int pieces;
    float label_w;
    float width(float u) const {
      return std::max(label_w, tiles * u + kTileGap * static_cast<float>(pieces));
    }
  };
  std::vector<Part> parts;
  for (std::size_t zi = 0; zi < scene.zones.size(); ++zi) {
    const Zone& z = scene.zones[zi];
    if (z.seat >= 0) continue;
    Part p{static_cast<int>(zi), 0, 0, text_width(z.label, cap_size)};
    for (const SceneGroup& g : z.groups) {
      p.tiles += group_length(g);
      p.pieces += static_cast<int>(g.pieces.size());
    }
    if (p.pieces > 0) parts.push_back(p);  // the wall's count is one of the lines
  }
  auto total_at = [&](float u) {
    float w = 0;
    for (const Part& p : parts) w += p.width(u) + (w > 0 ? unit * 0.5f : 0);
    return w;
  };
  float u = unit;
  while (u > 8 && total_at(u) > strip.w) u *= 0.95f;
  float x = strip.x + std::max(0.f, (strip.w - total_at(u)) / 2);
  const SeatFrame f{Side::bottom, strip};
  for (const Part& p : parts) {
    const Zone& z = scene.zones[static_cast<std::size_t>(p.zone)];
    const float w = p.width(u);
    out.texts.push_back({z.label, {x, strip.y, w, cap_h}, cap_size, TextRole::caption, false});
    float px = x - strip.x;
    for (std::size_t gi = 0; gi < z.groups.size(); ++gi)
      for (const ScenePiece& pc : z.groups[gi].pieces) {
        put(out, f, pc, p.zone, static_cast<int>(gi), px, strip.h, u);
        px += along(pc) * u + kTileGap;
      }
    x += w + unit * 0.5f;
  }
}

}  // namespace

bool is_mahjong_table(const Scene& scene) {
  bool river = false;
  for (const Zone& z : scene.zones) {
    switch (z.kind) {
      case ZoneKind::hand:
      case ZoneKind::melds:
      case ZoneKind::pulled:
        if (z.seat < 0) return false;
        break;
      case ZoneKind::discards:
        if (z.seat < 0) return false;  // a middle pile: a trick game's
        river = true;
        break;
      case ZoneKind::wall:
      case ZoneKind::info:
        break;
      default:
        return false;
    }
  }
  const int n = seat_count(scene);
  return river && n >= 2 && n <= 4;
}

TableLayout layout_mahjong_table(const Scene& scene, const Rect& table, const TableOptions& opt) {
  TableLayout out;
  out.table = table;
  const Rect& t = table;
  const int n = seat_count(scene);
  const int bottom = std::clamp(opt.bottom_seat, 0, n - 1);
  const float m = kMargin;

  // How long a row must be: the largest hand the game holds, its draw, and room for melds.
  int capacity = 0;
  for (const Zone& z : scene.zones)
    if (z.kind == ZoneKind::hand) capacity = std::max(capacity, z.capacity);
  if (capacity <= 0) capacity = kDefaultCapacity;
  const float row_widths = (static_cast<float>(capacity) + kRowSpare) * kAspect;

  // The bottom seat's tiles and the others': each row as long as the table allows, the rows of
  // the four edges turning like a pinwheel (each seat's right end in the corner it owns).
  float ub = t.h * 0.08f, us = ub;
  for (int i = 0; i < 3; ++i) {
    us = std::min(ub * 0.85f, (t.h - (ub + 2 * m) - m) / row_widths);
    ub = std::min(t.h * 0.1f, (t.w - (us + 2 * m) - m) / row_widths);
  }
  us = std::min(us, ub);
  out.bottom_unit = ub;
  out.seat_unit = us;
  const float bd = ub + 2 * m, sd = us + 2 * m;
  std::array<Rect, 4> rows;  // by Side
  rows[static_cast<std::size_t>(Side::bottom)] = {t.x + sd, t.bottom() - m - ub, t.w - sd - m, ub};
  rows[static_cast<std::size_t>(Side::right)] = {t.right() - m - us, t.y + m, us, t.h - bd - m};
  rows[static_cast<std::size_t>(Side::top)] = {t.x + m, t.y + m, t.w - sd - m, us};
  rows[static_cast<std::size_t>(Side::left)] = {t.x + m, t.y + sd, us, t.h - sd - m};

  // Inside the rows: the centre box, a river on each side of it, a plate in each corner.
  const Rect in{t.x + sd + m, t.y + sd + m, t.w - 2 * sd - 2 * m, t.h - sd - bd - 2 * m};
  const float river_len = (kRiverRow - 1) * kAspect + 1;
  const float ru = std::min(
      {us * 0.9f, in.h / (2.f * kRiverRows + river_len + 2), in.w / (2.f * kRiverRows + 8)});
  const float dv = kRiverRows * (ru + kTileGap);
  const float dh = std::max(dv, std::clamp(in.w * 0.26f, 150.f, 220.f));
  out.centre = {in.x + dh, in.y + dv, std::max(0.f, in.w - 2 * dh), std::max(0.f, in.h - 2 * dv)};
  const Rect& c = out.centre;
  out.trick_unit = ru;
  out.centre_unit = ru;
  std::array<Rect, 4> arms, corners;  // by Side; a seat's corner lies at its river's left
  arms[static_cast<std::size_t>(Side::bottom)] = {c.x, c.bottom(), c.w, dv};
  arms[static_cast<std::size_t>(Side::right)] = {c.right(), c.y, dh, c.h};
  arms[static_cast<std::size_t>(Side::top)] = {c.x, in.y, c.w, dv};
  arms[static_cast<std::size_t>(Side::left)] = {in.x, c.y, dh, c.h};
  corners[static_cast<std::size_t>(Side::bottom)] = {in.x, c.bottom(), dh, dv};
  corners[static_cast<std::size_t>(Side::right)] = {c.right(), c.bottom(), dh, dv};
  corners[static_cast<std::size_t>(Side::top)] = {c.right(), in.y, dh, dv};
  corners[static_cast<std::size_t>(Side::left)] = {in.x, in.y, dh, dv};

  out.seat_regions.resize(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k) {
    const int seat = (bottom + k) % n;
    const Side side = seat_side(seat, n, bottom);
    const auto si = static_cast<std::size_t>(side);
    const SeatFrame row{side, rows[si]};
    const SeatFrame river{side, arms[si]};
    for (ZoneKind kind : {ZoneKind::hand, ZoneKind::melds, ZoneKind::pulled})
      add_zone_box(out, kind, seat, rows[si]);
    add_zone_box(out, ZoneKind::discards, seat, arms[si]);
    place_row(scene, seat, n, row, seat == bottom ? ub : us, out);
    for (std::size_t zi = 0; zi < scene.zones.size(); ++zi) {
      const Zone& z = scene.zones[zi];
      if (z.seat == seat && z.kind == ZoneKind::discards)
        place_river(z, static_cast<int>(zi), river, ru, out);
    }
    SeatPlate plate = seat_plate(scene, seat);
    plate.side = side;
    const Rect corner = inset(corners[si], 3);
    wrap_figures(plate, corner.w);
    // As tall as the title and three lines of figures, whatever this step's figures need.
    const float h = std::min(corner.h, 4 + 4 * kPlateLine);
    // Beside its own row: the bottom seat's plate low, the top seat's high, the sides' centred.
    const float y = side == Side::bottom ? corner.bottom() - h
                    : side == Side::top  ? corner.y
                                         : corner.cy() - h / 2;
    plate.rect = {corner.x, y, corner.w, h};
    out.seat_regions[static_cast<std::size_t>(seat)] =
        bounds(bounds(rows[si], arms[si]), corners[si]);
    out.plates.push_back(std::move(plate));
  }
  place_centre(scene, c, ru, opt.banner, out);
  return out;
}

}  // namespace paipu::viewer::parts
