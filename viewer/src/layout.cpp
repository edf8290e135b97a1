#include "paipu/viewer/layout.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer {

ScreenGeometry screen_geometry(unsigned width, unsigned height) {
  const float w = static_cast<float>(width), h = static_cast<float>(height);
  const float panel_w = std::clamp(w * 0.3f, std::min(300.f, w * 0.45f), 460.f);
  const float timeline_h = std::min(44.f, h * 0.1f);
  ScreenGeometry g;
  g.table = {0, 0, w - panel_w, h - timeline_h};
  g.timeline = {0, h - timeline_h, w - panel_w, timeline_h};
  g.panel = {w - panel_w, 0, panel_w, h};
  return g;
}

Side seat_side(int seat, int seats, int bottom_seat) {
  if (seats <= 0) {
    return Side::bottom;
  }
  const int r = ((seat - bottom_seat) % seats + seats) % seats;
  if (r == 0) {
    return Side::bottom;
  }
  if (seats == 2) {
    return Side::top;
  }
  if (r == 1) {
    return Side::right;
  }
  if (r == seats - 1) {
    return Side::left;
  }
  return Side::top;
}

namespace {

constexpr float kPad = 6;

int kind_order(ZoneKind k) {
  switch (k) {
    case ZoneKind::hand:
      return 0;
    case ZoneKind::melds:
      return 1;
    case ZoneKind::won:
      return 2;
    case ZoneKind::discards:
      return 3;
    case ZoneKind::bottom:
      return 4;
    case ZoneKind::wall:
      return 5;
    case ZoneKind::pulled:
      return 4;
    case ZoneKind::bids:
      return 5;
    case ZoneKind::info:
      return 6;
    case ZoneKind::trick:
      return 7;
  }
  return 8;
}

float caption_size(float unit) {
  return std::clamp(unit * 0.22f, 11.f, 14.f);
}

// ------------------------------------------------------------------ flow of zones in a rectangle

struct FlowGroup {
  const SceneGroup* group = nullptr;
  int zone = -1, index = -1;
  std::string caption;
};

struct FlowZone {
  std::string label;
  bool join = false;  // continue the previous zone's row when there is room (melds after the hand)
  std::vector<FlowGroup> groups;
};

enum class Anchor : std::uint8_t { top, bottom, middle };

struct RowPiece {
  const ScenePiece* piece;
  int zone, group;
  float x, w, h;
  bool sideways;
};
struct RowText {
  float x;
  std::string text;
};
struct RowFrame {
  float x0, x1;
};
struct Row {
  std::vector<RowPiece> pieces;
  std::vector<RowText> captions;
  std::vector<RowFrame> frames;
  float width = 0;
  float piece_h = 0;
  float height(float cap_h) const { return piece_h + (captions.empty() ? 0 : cap_h); }
};

// How far the next piece of the same group starts: cards fan out showing their index corner, tiles
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

Size placed_size(const ScenePiece& p, float unit) {
  Size s = piece_size(p.family, unit);
  if (p.sideways) {
    std::swap(s.w, s.h);
  }
  return s;
}

class Flow {
 public:
  Flow(float width, float unit) : width_(width), unit_(unit) { rows_.emplace_back(); }

  void add_zone(const FlowZone& z) {
    if (!rows_.back().pieces.empty() || !rows_.back().captions.empty()) {
      if (z.join && rows_.back().width + unit_ * 0.5f < width_) {
        pending_gap_ = unit_ * 0.5f;
      } else {
        rows_.emplace_back();
      }
    }
    bool labelled = z.label.empty();
    for (const FlowGroup& g : z.groups) {
      add_group(g, labelled ? std::string() : z.label);
      labelled = true;
    }
    if (!labelled) {
      caption(z.label);  // a zone with no groups still shows its label
    }
  }

  const std::vector<Row>& rows() const { return rows_; }

 private:
  float gap_before() const {
    if (rows_.back().pieces.empty()) {
      return 0;
    }
    return pending_gap_ > 0 ? pending_gap_ : unit_ * 0.3f;
  }

  void caption(const std::string& text) {
    Row& r = rows_.back();
    r.captions.push_back({r.width + gap_before(), text});
  }

  void add_group(const FlowGroup& g, const std::string& zone_label) {
    const auto& pcs = g.group->pieces;
    if (pcs.empty()) {
      return;
    }
    float gw = 0;
    for (std::size_t i = 0; i < pcs.size(); ++i) {
      Size s = placed_size(pcs[i], unit_);
      gw += i + 1 < pcs.size() ? advance(pcs[i].family, s.w) : s.w;
    }
    if (!rows_.back().pieces.empty() && rows_.back().width + gap_before() + gw > width_) {
      rows_.emplace_back();
    }
    std::string cap = zone_label;
    if (!g.caption.empty()) {
      cap = cap.empty() ? g.caption : cap + " · " + g.caption;
    }
    float x = rows_.back().width + gap_before();
    pending_gap_ = 0;
    if (!cap.empty()) {
      rows_.back().captions.push_back({x, cap});
    }
    float frame_x0 = x;
    for (std::size_t i = 0; i < pcs.size(); ++i) {
      Size s = placed_size(pcs[i], unit_);
      Row* r = &rows_.back();
      if (x + s.w > width_ && !r->pieces.empty()) {
        if (g.group->highlight) {
          r->frames.push_back({frame_x0, r->width});
        }
        rows_.emplace_back();
        r = &rows_.back();
        x = 0;
        frame_x0 = 0;
      }
      r->pieces.push_back({&pcs[i], g.zone, g.index, x, s.w, s.h, pcs[i].sideways});
      r->piece_h = std::max(r->piece_h, s.h);
      r->width = x + s.w;
      x += advance(pcs[i].family, s.w);
    }
    if (g.group->highlight) {
      rows_.back().frames.push_back({frame_x0, rows_.back().width});
    }
  }

  float width_, unit_;
  float pending_gap_ = 0;
  std::vector<Row> rows_;
};

struct FlowResult {
  bool fits = true;
  float height = 0;
  std::vector<Row> rows;
};

FlowResult measure(const std::vector<FlowZone>& zones, const Rect& area, float unit) {
  Flow f(area.w, unit);
  for (const FlowZone& z : zones) {
    f.add_zone(z);
  }
  FlowResult r;
  r.rows = f.rows();
  while (!r.rows.empty() && r.rows.back().pieces.empty() && r.rows.back().captions.empty()) {
    r.rows.pop_back();
  }
  const float cap_h = caption_size(unit) + 3;
  const float gap = unit * 0.12f;
  for (std::size_t i = 0; i < r.rows.size(); ++i) {
    r.height += r.rows[i].height(cap_h) + (i ? gap : 0);
    if (r.rows[i].width > area.w + 0.5f) {
      r.fits = false;
    }
  }
  if (r.height > area.h + 0.5f) {
    r.fits = false;
  }
  return r;
}

bool empty(const std::vector<FlowZone>& zones) {
  for (const FlowZone& z : zones) {
    if (!z.label.empty()) {
      return false;
    }
    for (const FlowGroup& g : z.groups) {
      if (!g.group->pieces.empty()) {
        return false;
      }
    }
  }
  return true;
}

// The largest piece height up to `cap` at which the zones fit in the area.
float fit_unit(const std::vector<FlowZone>& zones, const Rect& area, float cap) {
  if (empty(zones)) {
    return cap;
  }
  for (float u = cap; u >= kMinUnit; u *= 0.94f) {
    if (measure(zones, area, u).fits) {
      return u;
    }
  }
  return kMinUnit;
}

void place(const std::vector<FlowZone>& zones, const Rect& area, float unit, Anchor anchor,
           TableLayout& out) {
  if (empty(zones)) {
    return;
  }
  FlowResult fr = measure(zones, area, unit);
  const float cap_size = caption_size(unit);
  const float cap_h = cap_size + 3;
  const float gap = unit * 0.12f;
  // Keep the rows that fit; count the pieces of the others.
  if (!fr.fits) {
    float h = 0;
    std::size_t keep = 0;
    for (; keep < fr.rows.size(); ++keep) {
      float next = h + fr.rows[keep].height(cap_h) + (keep ? gap : 0);
      if (next > area.h + 0.5f) {
        break;
      }
      h = next;
    }
    int dropped = 0;
    for (std::size_t i = keep; i < fr.rows.size(); ++i) {
      dropped += static_cast<int>(fr.rows[i].pieces.size());
    }
    fr.rows.resize(keep);
    fr.height = h;
    if (dropped > 0) {
      out.overflow += dropped;
      out.texts.push_back({"+" + std::to_string(dropped) + " more", area.right() - 60,
                           anchor == Anchor::bottom ? area.y : area.bottom() - cap_h, cap_size,
                           TextRole::overflow, false});
    }
  }
  float maxw = 0;
  for (const Row& r : fr.rows) {
    maxw = std::max(maxw, r.width);
  }
  const float x0 = area.x + std::max(0.f, (area.w - maxw) / 2);
  float y = anchor == Anchor::top      ? area.y
            : anchor == Anchor::bottom ? area.bottom() - fr.height
                                       : area.y + (area.h - fr.height) / 2;
  auto place_row = [&](const Row& r) {
    const float top = y + (r.captions.empty() ? 0 : cap_h);
    for (const RowText& t : r.captions) {
      out.texts.push_back({t.text, x0 + t.x, y, cap_size, TextRole::caption, false});
    }
    for (const RowPiece& p : r.pieces) {
      PlacedPiece pp;
      pp.piece = *p.piece;
      pp.rect = {x0 + p.x, top + r.piece_h - p.h, p.w, p.h};
      pp.sideways = p.sideways;
      pp.zone = p.zone;
      pp.group = p.group;
      out.pieces.push_back(std::move(pp));
    }
    for (const RowFrame& f : r.frames) {
      out.frames.push_back({{x0 + f.x0 - 3, top - 3, f.x1 - f.x0 + 6, r.piece_h + 6}, true});
    }
    y = top + r.piece_h + gap;
  };
  if (anchor == Anchor::bottom) {
    for (auto it = fr.rows.rbegin(); it != fr.rows.rend(); ++it) {
      place_row(*it);
    }
  } else {
    for (const Row& r : fr.rows) {
      place_row(r);
    }
  }
}

Rect inset(const Rect& r, float d) {
  return {r.x + d, r.y + d, std::max(0.f, r.w - 2 * d), std::max(0.f, r.h - 2 * d)};
}

Rect frac(const Rect& c, float x0, float y0, float x1, float y1) {
  return {c.x + c.w * x0, c.y + c.h * y0, c.w * (x1 - x0), c.h * (y1 - y0)};
}

// Trick slots in the centre, by side, plus the middle for the table's own zones.
struct CentreSlots {
  std::array<Rect, 4> side;  // indexed by Side
  Rect middle;
};

CentreSlots centre_slots(const Rect& c, int seats) {
  CentreSlots s;
  if (seats == 3) {
    s.side[static_cast<int>(Side::bottom)] = frac(c, 0.18f, 0.7f, 0.82f, 1.f);
    s.side[static_cast<int>(Side::left)] = frac(c, 0.f, 0.36f, 0.4f, 0.7f);
    s.side[static_cast<int>(Side::right)] = frac(c, 0.6f, 0.36f, 1.f, 0.7f);
    s.side[static_cast<int>(Side::top)] = frac(c, 0.3f, 0.f, 0.7f, 0.f);
    s.middle = frac(c, 0.06f, 0.f, 0.94f, 0.36f);
  } else if (seats <= 2) {
    s.side[static_cast<int>(Side::bottom)] = frac(c, 0.1f, 0.68f, 0.9f, 1.f);
    s.side[static_cast<int>(Side::top)] = frac(c, 0.1f, 0.f, 0.9f, 0.32f);
    s.side[static_cast<int>(Side::left)] = frac(c, 0.f, 0.32f, 0.f, 0.68f);
    s.side[static_cast<int>(Side::right)] = frac(c, 1.f, 0.32f, 1.f, 0.68f);
    s.middle = frac(c, 0.f, 0.32f, 1.f, 0.68f);
  } else {
    s.side[static_cast<int>(Side::bottom)] = frac(c, 0.18f, 0.7f, 0.82f, 1.f);
    s.side[static_cast<int>(Side::top)] = frac(c, 0.18f, 0.f, 0.82f, 0.3f);
    s.side[static_cast<int>(Side::left)] = frac(c, 0.f, 0.3f, 0.32f, 0.7f);
    s.side[static_cast<int>(Side::right)] = frac(c, 0.68f, 0.3f, 1.f, 0.7f);
    s.middle = frac(c, 0.32f, 0.3f, 0.68f, 0.7f);
  }
  return s;
}

int seat_count(const Scene& scene) {
  int n = static_cast<int>(scene.seats.size());
  for (const Zone& z : scene.zones) {
    n = std::max(n, z.seat + 1);
    for (const SceneGroup& g : z.groups) {
      n = std::max(n, g.seat + 1);
    }
  }
  return n;
}

}  // namespace

TableLayout layout_table(const Scene& scene, const Rect& table, int bottom_seat, bool banner) {
  TableLayout out;
  out.table = table;
  const int n = seat_count(scene);
  if (n > 0) {
    bottom_seat = std::clamp(bottom_seat, 0, n - 1);
  }
  const Rect t = table;

  // Seat regions and the centre.
  // Without plays in the centre (mahjong), the seats take more of the table.
  const bool plays = std::any_of(scene.zones.begin(), scene.zones.end(), [](const Zone& z) {
    return z.kind == ZoneKind::trick && !z.groups.empty();
  });
  const float grow = plays ? 1.f : 1.25f;
  const float bh = t.h * (n >= 3 ? 0.27f : 0.3f) * grow;
  const float sw = (n >= 4 ? t.w * 0.22f : (n == 3 ? t.w * 0.25f : 0.f)) * grow;
  const float th = (n >= 4 ? t.h * 0.25f : (n == 2 ? t.h * 0.3f : 0.f)) * grow;
  const int top_seats = n >= 4 ? n - 3 : (n == 2 ? 1 : 0);
  int top_i = 0;
  out.seat_regions.resize(static_cast<std::size_t>(std::max(n, 0)));
  // Top seats run right to left (counter-clockwise).
  for (int k = 0; k < n; ++k) {
    const int seat = (bottom_seat + k) % n;
    const Side side = seat_side(seat, n, bottom_seat);
    Rect r;
    switch (side) {
      case Side::bottom:
        r = {t.x, t.bottom() - bh, t.w, bh};
        break;
      case Side::right:
        r = {t.right() - sw, t.y, sw, t.h - bh};
        break;
      case Side::left:
        r = {t.x, t.y, sw, t.h - bh};
        break;
      case Side::top: {
        const float span = (t.w - 2 * sw) / static_cast<float>(std::max(1, top_seats));
        r = {t.right() - sw - span * static_cast<float>(top_i + 1), t.y, span, th};
        ++top_i;
        break;
      }
    }
    out.seat_regions[static_cast<std::size_t>(seat)] = r;
  }
  out.centre = {t.x + sw, t.y + th, t.w - 2 * sw, t.h - bh - th};
  Rect play = inset(out.centre, kPad);
  if (banner) {
    out.banner = {play.x + 4, play.y + 2, std::max(0.f, play.w - 8), 26};
    play.y += 32;
    play.h = std::max(0.f, play.h - 32);
  }
  CentreSlots slots = centre_slots(play, n);
  if (!plays) slots.middle = play;  // nothing is played to the centre: the table's zones take it

  // Sort the zones: each seat's own, each side's trick plays, the table's.
  std::vector<std::vector<FlowZone>> seat_zones(static_cast<std::size_t>(std::max(n, 0)));
  std::array<std::vector<FlowZone>, 4> trick_zones;
  std::vector<FlowZone> middle_zones;
  std::vector<int> order(scene.zones.size());
  for (std::size_t i = 0; i < order.size(); ++i) {
    order[i] = static_cast<int>(i);
  }
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return kind_order(scene.zones[static_cast<std::size_t>(a)].kind) <
           kind_order(scene.zones[static_cast<std::size_t>(b)].kind);
  });
  for (int zi : order) {
    const Zone& z = scene.zones[static_cast<std::size_t>(zi)];
    // An empty zone (no tricks won yet) would only print its label.
    if (std::all_of(z.groups.begin(), z.groups.end(),
                    [](const SceneGroup& g) { return g.pieces.empty(); })) {
      continue;
    }
    if (z.kind == ZoneKind::trick) {
      // One play per group, placed on the side of the seat that played it.
      for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
        const SceneGroup& g = z.groups[gi];
        const int s = g.seat >= 0 ? g.seat : z.seat;
        FlowZone fz;
        fz.groups.push_back({&g, zi, static_cast<int>(gi), g.caption});
        if (s >= 0 && s < n) {
          trick_zones[static_cast<std::size_t>(seat_side(s, n, bottom_seat))].push_back(fz);
        } else {
          middle_zones.push_back(fz);
        }
      }
      continue;
    }
    FlowZone fz;
    fz.label = z.kind == ZoneKind::hand ? std::string() : z.label;
    fz.join = z.kind == ZoneKind::melds;
    for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
      fz.groups.push_back({&z.groups[gi], zi, static_cast<int>(gi), z.groups[gi].caption});
    }
    if (z.seat >= 0 && z.seat < n) {
      seat_zones[static_cast<std::size_t>(z.seat)].push_back(std::move(fz));
    } else {
      middle_zones.push_back(std::move(fz));
    }
  }
  // Trick plays of one side sit next to each other.
  for (auto& tz : trick_zones) {
    for (std::size_t i = 1; i < tz.size(); ++i) {
      tz[i].join = true;
    }
  }

  // Seat areas: the plate on the outer edge, the pieces inside it.
  auto seat_area = [&](int seat) {
    Rect r = inset(out.seat_regions[static_cast<std::size_t>(seat)], kPad);
    const Side side = seat_side(seat, n, bottom_seat);
    Rect plate = side == Side::bottom ? Rect{r.x, r.bottom() - kPlateHeight, r.w, kPlateHeight}
                                      : Rect{r.x, r.y, r.w, kPlateHeight};
    Rect area = side == Side::bottom
                    ? Rect{r.x, r.y, r.w, r.h - kPlateHeight - 4}
                    : Rect{r.x, r.y + kPlateHeight + 4, r.w, r.h - kPlateHeight - 4};
    return std::pair{plate, area};
  };

  // Piece sizes: the bottom seat largest, the other seats alike, plays, then the table's zones.
  const float cap_bottom = std::min(t.h * 0.15f, 110.f);
  const float cap_other = std::min(t.h * 0.11f, 80.f);
  out.bottom_unit = cap_bottom;
  out.seat_unit = cap_other;
  for (int s = 0; s < n; ++s) {
    const Rect area = seat_area(s).second;
    const auto& zones = seat_zones[static_cast<std::size_t>(s)];
    if (s == bottom_seat) {
      out.bottom_unit = fit_unit(zones, area, cap_bottom);
    } else {
      out.seat_unit = std::min(out.seat_unit, fit_unit(zones, area, cap_other));
    }
  }
  out.seat_unit = std::min(out.seat_unit, out.bottom_unit);
  out.trick_unit = std::min(t.h * 0.13f, out.bottom_unit * 0.95f);
  for (std::size_t i = 0; i < 4; ++i) {
    out.trick_unit =
        std::min(out.trick_unit, fit_unit(trick_zones[i], slots.side[i], out.trick_unit));
  }
  const float info_h = static_cast<float>(scene.info.size()) * 17.f;
  Rect middle = slots.middle;
  middle.y += info_h;
  middle.h = std::max(0.f, middle.h - info_h);
  // The wall, kitty and indicators no larger than the seats' own pieces.
  out.centre_unit =
      fit_unit(middle_zones, middle, std::min({out.trick_unit, out.seat_unit, t.h * 0.09f}));

  for (int s = 0; s < n; ++s) {
    auto [plate, area] = seat_area(s);
    const Side side = seat_side(s, n, bottom_seat);
    out.plates.push_back({s, side, plate});
    place(seat_zones[static_cast<std::size_t>(s)], area,
          s == bottom_seat ? out.bottom_unit : out.seat_unit,
          side == Side::bottom ? Anchor::bottom : Anchor::top, out);
  }
  for (std::size_t i = 0; i < 4; ++i) {
    const Side side = static_cast<Side>(i);
    place(trick_zones[i], slots.side[i], out.trick_unit,
          side == Side::bottom ? Anchor::bottom
          : side == Side::top  ? Anchor::top
                               : Anchor::middle,
          out);
  }
  for (std::size_t i = 0; i < scene.info.size(); ++i) {
    out.texts.push_back({scene.info[i], slots.middle.cx(),
                         slots.middle.y + 17.f * static_cast<float>(i), 13, TextRole::info, true});
  }
  place(middle_zones, middle, out.centre_unit, Anchor::middle, out);
  return out;
}

// ------------------------------------------------------------------ timeline and hand list

TimelineGeometry timeline_geometry(const Rect& strip, int positions, int unplayed) {
  TimelineGeometry g;
  g.strip = strip;
  g.positions = positions;
  g.unplayed = unplayed;
  const float left = strip.x + 110, right = strip.right() - 16;
  g.bar = {left, strip.cy() - 5, std::max(10.f, right - left), 10};
  return g;
}

float TimelineGeometry::x_of(int position) const {
  const int span = positions - 1 + unplayed;
  if (span <= 0) {
    return bar.x;
  }
  return bar.x + bar.w * static_cast<float>(position) / static_cast<float>(span);
}

int TimelineGeometry::position_at(float x, float y) const {
  if (positions <= 0 || !strip.contains(x, y) || x < bar.x - 8) {
    return -1;
  }
  const int span = positions - 1 + unplayed;
  if (span <= 0) {
    return 0;
  }
  const float t = (x - bar.x) / bar.w * static_cast<float>(span);
  return std::clamp(static_cast<int>(std::lround(t)), 0, positions - 1);
}

HandListGeometry hand_list_geometry(const Rect& panel, int hand_count, int current) {
  HandListGeometry g;
  g.rows = std::min(hand_count, kHandListRows);
  g.box = {panel.x + 10, panel.y + 36, panel.w - 20, g.row_h * static_cast<float>(g.rows)};
  if (hand_count > g.rows) {
    g.first = std::clamp(current - g.rows / 2, 0, hand_count - g.rows);
  }
  return g;
}

Rect HandListGeometry::row(int hand) const {
  return {box.x, box.y + row_h * static_cast<float>(hand - first), box.w, row_h};
}

int HandListGeometry::hand_at(float x, float y) const {
  if (!box.contains(x, y)) {
    return -1;
  }
  int i = first + static_cast<int>((y - box.y) / row_h);
  return i < first + rows ? i : -1;
}

}  // namespace paipu::viewer
