// The table: seats around it in play order, each zone of the scene in its place. Everything is
// decided from the zones' kinds and seats, never from the variant.
#include <algorithm>
#include <array>
#include <deque>

#include "flow.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "table_parts.hpp"

namespace paipu::viewer {

using parts::inset;
using parts::seat_count;
using parts::seat_word;

namespace parts {

int seat_count(const Scene& scene) {
  int n = static_cast<int>(scene.seats.size());
  for (const Zone& z : scene.zones) {
    n = std::max(n, z.seat + 1);
    for (const SceneGroup& g : z.groups) n = std::max(n, g.seat + 1);
  }
  return n;
}

std::string seat_word(const Scene& scene, int seat) {
  if (seat >= 0 && seat < static_cast<int>(scene.seats.size()) &&
      !scene.seats[static_cast<std::size_t>(seat)].wind.empty()) {
    return scene.seats[static_cast<std::size_t>(seat)].wind;
  }
  return std::to_string(seat + 1);
}

Rect inset(const Rect& r, float d) {
  return {r.x + d, r.y + d, std::max(0.f, r.w - 2 * d), std::max(0.f, r.h - 2 * d)};
}

Rect bounds(const Rect& a, const Rect& b) {
  const float x = std::min(a.x, b.x), y = std::min(a.y, b.y);
  return {x, y, std::max(a.right(), b.right()) - x, std::max(a.bottom(), b.bottom()) - y};
}

std::vector<int> meld_order(const SceneGroup& g, int owner, int seats) {
  std::vector<int> order;
  int called = -1;
  for (std::size_t i = 0; i < g.pieces.size(); ++i) {
    if (g.pieces[i].from >= 0 && called < 0) {
      called = static_cast<int>(i);
    } else {
      order.push_back(static_cast<int>(i));
    }
  }
  if (called < 0 || owner < 0 || seats <= 0) return {};
  const Side from = seat_side(g.pieces[static_cast<std::size_t>(called)].from, seats, owner);
  const auto at = from == Side::left    ? order.begin()
                  : from == Side::right ? order.end()
                                        : order.begin() + static_cast<long>(order.size() / 2);
  order.insert(at, called);
  return order;
}

std::vector<std::string> wrap(const std::string& text, float width, float size) {
  std::vector<std::string> lines;
  std::string line;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(' ', i);
    if (j == std::string::npos) j = text.size();
    const std::string word = text.substr(i, j - i);
    const std::string tried = line.empty() ? word : line + " " + word;
    if (!line.empty() && text_width(tried, size) > width) {
      lines.push_back(line);
      line = word;
    } else {
      line = tried;
    }
    i = j + 1;
  }
  if (!line.empty()) lines.push_back(line);
  // A last word alone ("trumps" / "♣") takes the word before it along when the two fit.
  if (lines.size() >= 2 && lines.back().find(' ') == std::string::npos) {
    std::string& before = lines[lines.size() - 2];
    const std::size_t cut = before.rfind(' ');
    const std::string last =
        cut == std::string::npos ? "" : before.substr(cut + 1) + " " + lines.back();
    if (!last.empty() && text_width(last, size) <= width) {
      before.erase(cut);
      lines.back() = last;
    }
  }
  return lines;
}

void add_zone_box(TableLayout& out, ZoneKind kind, int seat, const Rect& box) {
  if (out.box_of(kind, seat) == nullptr) out.zone_boxes.push_back({kind, seat, box});
}

}  // namespace parts

namespace {

constexpr float kPad = 6;
constexpr float kInfoLine = 17;
constexpr std::size_t kInfoLinesReserved = 3;
constexpr float kInfoSize = 13;

const char* wind_hanzi(const std::string& w) {
  if (w == "E") return "東";
  if (w == "S") return "南";
  if (w == "W") return "西";
  if (w == "N") return "北";
  return nullptr;
}

std::string joined(const std::string& a, const std::string& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  return a + " " + b;
}

Rect frac(const Rect& c, float x0, float y0, float x1, float y1) {
  return {c.x + c.w * x0, c.y + c.h * y0, c.w * (x1 - x0), c.h * (y1 - y0)};
}

// Trick slots in the centre, one a side, and the middle for the table's own zones.
struct CentreSlots {
  std::array<Rect, 4> side;  // indexed by Side
  Rect middle;
};

CentreSlots centre_slots(const Rect& c, int seats, bool plays) {
  CentreSlots s;
  auto at = [&](Side side) -> Rect& { return s.side[static_cast<std::size_t>(side)]; };
  if (!plays) {
    s.middle = c;  // nothing is played to the centre (mahjong): the table's zones take it
  } else if (seats == 3) {
    // The side plays get three lines of cards (a 20-card throw at the readable size), the bottom
    // play two.
    at(Side::bottom) = frac(c, 0.1f, 0.74f, 0.9f, 1.f);
    at(Side::left) = frac(c, 0.f, 0.37f, 0.49f, 0.74f);
    at(Side::right) = frac(c, 0.51f, 0.37f, 1.f, 0.74f);
    s.middle = frac(c, 0.f, 0.f, 1.f, 0.37f);
  } else if (seats <= 2) {
    at(Side::bottom) = frac(c, 0.1f, 0.68f, 0.9f, 1.f);
    at(Side::top) = frac(c, 0.1f, 0.f, 0.9f, 0.32f);
    s.middle = frac(c, 0.f, 0.32f, 1.f, 0.68f);
  } else {
    // The top and bottom plays run across the whole centre in one line, the side plays down
    // tall columns: a 20-card throw and each seat's 20-card answer fit at the readable size, and
    // the middle keeps room for the lines, the auction and the kitty.
    at(Side::bottom) = frac(c, 0.f, 0.8f, 1.f, 1.f);
    at(Side::top) = frac(c, 0.f, 0.f, 1.f, 0.2f);
    at(Side::left) = frac(c, 0.f, 0.2f, 0.25f, 0.8f);
    at(Side::right) = frac(c, 0.75f, 0.2f, 1.f, 0.8f);
    s.middle = frac(c, 0.25f, 0.2f, 0.75f, 0.8f);
  }
  return s;
}

int kind_order(ZoneKind k) {
  switch (k) {
    case ZoneKind::hand:
      return 0;
    case ZoneKind::melds:
      return 1;
    case ZoneKind::pulled:
      return 2;
    case ZoneKind::won:
      return 3;
    case ZoneKind::discards:
      return 4;
    case ZoneKind::bids:
      return 5;
    case ZoneKind::bottom:
      return 6;
    case ZoneKind::info:
      return 7;
    case ZoneKind::wall:
      return 8;
    case ZoneKind::trick:
      return 9;
  }
  return 10;
}

// The middle pile as one fanned stack a trick, the plays that went there in play order. Each
// seat's pads apart took a box each with its own caption: at the end of an 打棋子 hand that is
// some 24 boxes in the small middle, and the discs came out at the smallest size.
// Appends to `out`: a deque, so that groups already pointed at stay put.
void tricks_of_middle(const Zone& z, std::deque<SceneGroup>& out, std::vector<int>& first_group) {
  const std::size_t start = out.size();
  for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
    const SceneGroup& g = z.groups[gi];
    if (out.size() == start || g.trick != out.back().trick) {
      SceneGroup t;
      t.trick = g.trick;
      out.push_back(std::move(t));
      first_group.push_back(static_cast<int>(gi));
    }
    out.back().pieces.insert(out.back().pieces.end(), g.pieces.begin(), g.pieces.end());
  }
}

bool is_middle_pile(const Zone& z) {
  return z.kind == ZoneKind::discards && z.seat < 0 &&
         std::all_of(z.groups.begin(), z.groups.end(),
                     [](const SceneGroup& g) { return g.seat >= 0 && g.trick > 0; });
}

// `merged` keeps the middle pile's trick groups alive while the blocks point at them.
flow::Block zone_block(const Scene& scene, const Zone& z, int zi, int seats,
                       std::deque<SceneGroup>& merged) {
  flow::Block b;
  if (is_middle_pile(z) && !z.groups.empty()) {
    std::vector<int> first;
    const std::size_t start = merged.size();
    tricks_of_middle(z, merged, first);
    for (std::size_t t = 0; t < first.size(); ++t) {
      flow::Item it;
      it.group = &merged[start + t];
      it.zone = zi;
      it.index = first[t];
      it.style = flow::Style::stack;
      // Only the first stack is captioned: a caption line over every row of the small middle
      // costs the discs a third of their size. The stacks run in trick order.
      if (t == 0) it.caption = z.label;
      b.items.push_back(std::move(it));
    }
    return b;
  }
  b.join = z.kind == ZoneKind::melds || z.kind == ZoneKind::pulled || z.kind == ZoneKind::won;
  std::string label = z.kind == ZoneKind::hand ? std::string() : z.label;
  if (z.kind == ZoneKind::wall && z.count >= 0) label = joined(label, std::to_string(z.count));
  for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
    const SceneGroup& g = z.groups[gi];
    flow::Item it;
    it.group = &g;
    it.zone = zi;
    it.index = static_cast<int>(gi);
    it.caption = g.caption;
    switch (z.kind) {
      case ZoneKind::won:
        // One fanned stack a trick, its winning play on top; smaller than the hand, unless the
        // pieces are named by a text (cards, xiangqi) that would then not read.
        it.style = flow::Style::stack;
        if (g.pieces.empty() || face_text_size(g.pieces.front().family, 1) == 0) it.scale = 0.8f;
        if (g.trick > 0) it.caption = joined("#" + std::to_string(g.trick), g.caption);
        break;
      case ZoneKind::discards:
        if (z.seat >= 0) {
          it.per_row = 6;  // a river
          it.scale = 0.85f;
        }
        break;
      case ZoneKind::melds:
        it.order = parts::meld_order(g, g.seat >= 0 ? g.seat : z.seat, seats);
        break;
      case ZoneKind::bids:
        if (g.seat >= 0) it.caption = joined(seat_word(scene, g.seat), g.caption);
        break;
      case ZoneKind::wall:
        it.style = flow::Style::stack;
        break;
      default:
        break;
    }
    if (gi == 0) it.caption = joined(label, it.caption);
    b.items.push_back(std::move(it));
  }
  return b;
}

bool has_pieces(const Zone& z) {
  return std::any_of(z.groups.begin(), z.groups.end(),
                     [](const SceneGroup& g) { return !g.pieces.empty(); });
}

// Whether a zone shows anything: pieces, or calls in words (bids).
// A zone with no pieces shows only where its groups say something: the auction's calls, a trick's
// line about a play taken back.
bool shows(const Zone& z) {
  return has_pieces(z) || ((z.kind == ZoneKind::bids || z.kind == ZoneKind::trick) &&
                           std::any_of(z.groups.begin(), z.groups.end(),
                                       [](const SceneGroup& g) { return !g.caption.empty(); }));
}

}  // namespace

SeatPlate seat_plate(const Scene& scene, int seat) {
  SeatPlate p;
  p.seat = seat;
  const SeatInfo* info = seat >= 0 && seat < static_cast<int>(scene.seats.size())
                             ? &scene.seats[static_cast<std::size_t>(seat)]
                             : nullptr;
  const char* hz = info != nullptr ? wind_hanzi(info->wind) : nullptr;
  p.wind = hz != nullptr ? hz : std::to_string(seat + 1);
  p.title = info != nullptr && !info->name.empty() ? info->name : seat_word(scene, seat);
  if (info != nullptr) {
    p.dealer = info->dealer;
    if (p.dealer) p.dealer_badge = scene.marks.dealer_badge;
    p.to_move = info->to_move;
    if (!info->status.empty()) p.title += "  " + info->status;
    p.figures = "score " + std::to_string(info->score);
    for (const Figure& f : info->figures) {
      p.figures +=
          "   " + (f.label == kHandResultFigure ? "(" + f.value + ")" : joined(f.label, f.value));
    }
  }
  if (scene.viewer == seat) p.title += "  (viewing)";
  return p;
}

void wrap_figures(SeatPlate& p, float width) {
  p.figure_lines.clear();
  const float room = width - 2 * kPlateInset;
  const std::string sep = "   ";
  std::size_t i = 0;
  std::string line;
  while (i <= p.figures.size()) {
    std::size_t j = p.figures.find(sep, i);
    if (j == std::string::npos) j = p.figures.size();
    const std::string figure = p.figures.substr(i, j - i);
    const std::string tried = line.empty() ? figure : line + sep + figure;
    if (!line.empty() && text_width(tried, kPlateFigureSize) > room) {
      p.figure_lines.push_back(line);
      line = figure;
    } else {
      line = tried;
    }
    i = j + sep.size();
  }
  if (!line.empty()) p.figure_lines.push_back(line);
}

TableLayout layout_table(const Scene& scene, const Rect& table, const TableOptions& opt) {
  if (parts::is_mahjong_table(scene)) {
    TableLayout tiles = parts::layout_mahjong_table(scene, table, opt);
    tiles.trump_mark = scene.marks.trump_mark;
    return tiles;
  }
  TableLayout out;
  out.table = table;
  out.trump_mark = scene.marks.trump_mark;
  const int n = seat_count(scene);
  const int bottom = n > 0 ? std::clamp(opt.bottom_seat, 0, n - 1) : 0;
  const Rect t = table;
  // A game that plays to the centre keeps the room for its plays through the hand, between
  // tricks and before the first lead too, so that the seats do not move.
  const bool plays = std::any_of(scene.zones.begin(), scene.zones.end(),
                                 [](const Zone& z) { return z.kind == ZoneKind::trick; });

  // Seat regions: the bottom seat across the bottom, left and right seats in columns down the
  // sides, the top seat (or seats) between the columns. Without plays in the centre the seats
  // take more of the table.
  // Four seats with plays: the top seat runs across the whole width as the bottom one does, its
  // hand in one line, and the two are low (a line of cards and a row of won piles), so that the
  // centre is tall enough for four big throws and the table's zones.
  const bool top_across = n >= 4 && plays;
  const float hb = t.h * (top_across ? 0.205f : plays ? 0.27f : 0.32f);
  // Three seats leave the top to the centre: without plays it holds only the table's few zones,
  // so the side seats take more of the width. Four seats with plays: seven cards a line, so that a
  // side hand and its won piles fit.
  float sw = 0;
  if (n >= 4) {
    sw = t.w * (top_across ? 0.2f : plays ? 0.19f : 0.22f);
  } else if (n == 3) {
    sw = t.w * (plays ? 0.24f : 0.29f);
  }
  const float ht = n >= 4 ? t.h * (plays ? 0.205f : 0.26f) : n == 2 ? hb : 0.f;
  const float side_top = top_across ? ht : 0.f;
  const int top_seats = n >= 4 ? n - 3 : (n == 2 ? 1 : 0);
  const float plate_w = std::clamp(t.w * 0.22f, 140.f, 240.f);
  out.seat_regions.resize(static_cast<std::size_t>(n));
  std::vector<Rect> areas(static_cast<std::size_t>(n));
  int top_i = 0;
  for (int k = 0; k < n; ++k) {
    const int seat = (bottom + k) % n;
    const Side side = seat_side(seat, n, bottom);
    Rect reg;
    switch (side) {
      case Side::bottom:
        reg = {t.x, t.bottom() - hb, t.w, hb};
        break;
      case Side::right:
        reg = {t.right() - sw, t.y + side_top, sw, t.h - hb - side_top};
        break;
      case Side::left:
        reg = {t.x, t.y + side_top, sw, t.h - hb - side_top};
        break;
      case Side::top: {
        // Several top seats run right to left, counter-clockwise.
        const float margin = top_across ? 0.f : sw;
        const float span = (t.w - 2 * margin) / static_cast<float>(std::max(1, top_seats));
        reg = {t.right() - margin - span * static_cast<float>(++top_i), t.y, span, ht};
        break;
      }
    }
    out.seat_regions[static_cast<std::size_t>(seat)] = reg;
    const Rect r = inset(reg, kPad);
    SeatPlate plate = seat_plate(scene, seat);
    plate.side = side;
    Rect& area = areas[static_cast<std::size_t>(seat)];
    wrap_figures(plate, side == Side::left || side == Side::right ? r.w : std::min(plate_w, r.w));
    if (side == Side::left || side == Side::right) {
      // A column is narrow: its plate keeps room for four lines of figures.
      const float h = kPlateHeight + 2 * kPlateLine;
      plate.rect = {r.x, r.y, r.w, h};
      area = {r.x, r.y + h + kPad, r.w, std::max(0.f, r.h - h - kPad)};
    } else {
      // Beside the seat's zones, the plate may take the region's height: room for four lines of
      // figures (打棋子's dealer: 親 level, face up, …) at every step.
      const float h = std::min(r.h, kPlateHeight + 2 * kPlateLine);
      const float y = side == Side::bottom ? r.bottom() - h : r.y;
      plate.rect = {r.x, y, std::min(plate_w, r.w), h};
      area = {r.x + plate_w + kPad, r.y, std::max(0.f, r.w - plate_w - kPad), r.h};
    }
    out.plates.push_back(std::move(plate));
  }
  out.centre = {t.x + sw, t.y + ht, t.w - 2 * sw, t.h - hb - ht};
  Rect play = inset(out.centre, kPad);
  if (opt.banner) {
    out.banner = {play.x + 4, play.y + 2, std::max(0.f, play.w - 8), 26};
    play.y += 32;
    play.h = std::max(0.f, play.h - 32);
  }
  CentreSlots slots = centre_slots(play, n, plays);
  for (Rect& r : slots.side) r = inset(r, 3);

  // Sort the zones: each seat's own, each side's trick plays, the table's.
  std::vector<std::vector<flow::Block>> seat_blocks(static_cast<std::size_t>(n));
  std::array<std::vector<flow::Block>, 4> trick_blocks;
  std::vector<flow::Block> middle_blocks;
  std::deque<SceneGroup> middle_tricks;
  std::vector<int> order(scene.zones.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return kind_order(scene.zones[static_cast<std::size_t>(a)].kind) <
           kind_order(scene.zones[static_cast<std::size_t>(b)].kind);
  });
  for (int zi : order) {
    const Zone& z = scene.zones[static_cast<std::size_t>(zi)];
    if (!shows(z)) continue;  // an empty zone would only print its label
    if (z.kind == ZoneKind::trick) {
      // Each play in front of the seat that made it, labelled with the seat.
      for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
        const SceneGroup& g = z.groups[gi];
        const int s = g.seat >= 0 ? g.seat : z.seat;
        flow::Item it;
        it.group = &g;
        it.zone = zi;
        it.index = static_cast<int>(gi);
        it.winning = g.winning;
        it.caption =
            joined(g.winning ? "★" : "", joined(s >= 0 ? seat_word(scene, s) : "", g.caption));
        flow::Block b;
        b.join = true;
        b.items.push_back(std::move(it));
        if (s >= 0 && s < n && plays) {
          trick_blocks[static_cast<std::size_t>(seat_side(s, n, bottom))].push_back(std::move(b));
        } else {
          middle_blocks.push_back(std::move(b));
        }
      }
      continue;
    }
    flow::Block b = zone_block(scene, z, zi, n, middle_tricks);
    if (z.seat >= 0 && z.seat < n) {
      seat_blocks[static_cast<std::size_t>(z.seat)].push_back(std::move(b));
    } else {
      middle_blocks.push_back(std::move(b));
    }
  }

  // Piece sizes: the bottom seat largest, the other seats alike, plays, then the table's zones.
  flow::Options fo;
  fo.names = opt.piece_names;
  const float cap_bottom = std::min(t.h * 0.15f, 110.f);
  const float cap_other = std::min(t.h * 0.11f, 80.f);
  out.bottom_unit = cap_bottom;
  out.seat_unit = cap_other;
  // One floor for every seat: the other seats share one size, and it is no larger than the
  // bottom seat's, so one seat's readable won pile sets it for all.
  float readable = kMinUnit;
  for (const auto& blocks : seat_blocks) readable = std::max(readable, flow::readable_unit(blocks));
  for (int s = 0; s < n; ++s) {
    const auto& blocks = seat_blocks[static_cast<std::size_t>(s)];
    const Rect& area = areas[static_cast<std::size_t>(s)];
    if (s == bottom) {
      out.bottom_unit = flow::fit_unit(blocks, area, fo, cap_bottom, readable);
    } else {
      out.seat_unit =
          std::min(out.seat_unit, flow::fit_unit(blocks, area, fo, cap_other, readable));
    }
  }
  const auto at_most = [](float unit, float most) {
    return most > 0 ? std::min(unit, most) : unit;
  };
  out.bottom_unit = at_most(out.bottom_unit, opt.most.bottom);
  out.seat_unit = at_most(std::min(out.seat_unit, out.bottom_unit), opt.most.seat);
  out.trick_unit = at_most(std::min(t.h * 0.13f, out.bottom_unit * 0.95f), opt.most.trick);
  for (std::size_t i = 0; i < 4; ++i) {
    if (!trick_blocks[i].empty()) {
      out.trick_unit = std::min(out.trick_unit,
                                flow::fit_unit(trick_blocks[i], slots.side[i], fo, out.trick_unit,
                                               flow::readable_unit(trick_blocks[i])));
    }
  }
  // The lines keep a fixed room at the top of the middle, so that the table's zones under them
  // stay put as lines come and go. Between four seats' side plays the middle is half the centre
  // wide, and a contract line may wrap: a line more is kept.
  std::vector<std::string> info_lines;
  for (const std::string& l : scene.info)
    for (std::string& w : parts::wrap(l, slots.middle.w, kInfoSize)) info_lines.push_back(w);
  const std::size_t reserved = kInfoLinesReserved + (top_across ? 1 : 0);
  const float info_h = static_cast<float>(std::max(info_lines.size(), reserved)) * kInfoLine;
  Rect middle = slots.middle;
  middle.y += info_h;
  middle.h = std::max(0.f, middle.h - info_h);
  // The wall, kitty and indicators no larger than the seats' own pieces.
  out.centre_unit = at_most(flow::fit_unit(middle_blocks, middle, fo,
                                           std::min({out.trick_unit, out.seat_unit, t.h * 0.09f}),
                                           flow::readable_unit(middle_blocks)),
                            opt.most.centre);

  for (const Zone& z : scene.zones) {
    const bool own = z.seat >= 0 && z.seat < n && z.kind != ZoneKind::trick;
    parts::add_zone_box(out, z.kind, own ? z.seat : -1,
                        own                         ? areas[static_cast<std::size_t>(z.seat)]
                        : z.kind == ZoneKind::trick ? play
                                                    : middle);
  }
  for (int s = 0; s < n; ++s) {
    fo.unit = s == bottom ? out.bottom_unit : out.seat_unit;
    fo.anchor = seat_side(s, n, bottom) == Side::bottom ? flow::Anchor::bottom : flow::Anchor::top;
    flow::place(seat_blocks[static_cast<std::size_t>(s)], areas[static_cast<std::size_t>(s)], fo,
                out);
  }
  fo.unit = out.trick_unit;
  for (std::size_t i = 0; i < 4; ++i) {
    const Side side = static_cast<Side>(i);
    fo.anchor = side == Side::bottom ? flow::Anchor::bottom
                : side == Side::top  ? flow::Anchor::top
                                     : flow::Anchor::middle;
    flow::place(trick_blocks[i], slots.side[i], fo, out);
  }
  for (std::size_t i = 0; i < info_lines.size(); ++i) {
    const Rect& m = slots.middle;
    const Rect box{m.x, m.y + kInfoLine * static_cast<float>(i), m.w, kInfoLine};
    if (box.bottom() <= m.bottom() + 0.5f) {
      out.texts.push_back({info_lines[i], box, kInfoSize, TextRole::info, true});
    }
  }
  fo.unit = out.centre_unit;
  fo.anchor = flow::Anchor::middle;
  flow::place(middle_blocks, middle, fo, out);
  return out;
}

PieceUnits hand_piece_units(const HandView& view, int seat, const Rect& table, bool piece_names) {
  PieceUnits most;
  // A mahjong table sizes its pieces from the zones' capacity: nothing to learn from the steps.
  if (view.positions() == 0 || parts::is_mahjong_table(view.scene(0, seat))) return most;
  const auto least = [](float& m, float u) { m = m > 0 ? std::min(m, u) : u; };
  for (int p = 0; p < view.positions(); ++p) {
    const TableLayout l = layout_table(view.scene(p, seat), table,
                                       TableOptions{std::max(0, seat), false, piece_names, {}});
    least(most.bottom, l.bottom_unit);
    least(most.seat, l.seat_unit);
    least(most.trick, l.trick_unit);
    least(most.centre, l.centre_unit);
  }
  return most;
}

}  // namespace paipu::viewer
