// What a player relies on while stepping through a hand: no zone, plate or centre box moves
// between two steps, no zone's pieces change size, every piece lies in its zone's box and none is
// left out (no "+N more"), and every text is whole and readable (it fits its box at its size, and
// no size is under kMinText, a piece's index or character included). Every step of every sample,
// both window sizes, the all-seeing view and each seat's.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <sstream>

#include "paipu/app/document.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "rects.hpp"

namespace paipu::viewer {
namespace {

struct Size2 {
  unsigned w, h;
};
constexpr Size2 kSizes[] = {{1280, 800}, {1024, 640}};

bool same(const Rect& a, const Rect& b) {
  return std::abs(a.x - b.x) < 0.5f && std::abs(a.y - b.y) < 0.5f && std::abs(a.w - b.w) < 0.5f &&
         std::abs(a.h - b.h) < 0.5f;
}

std::string str(const Rect& r) {
  std::ostringstream o;
  o << "(" << r.x << "," << r.y << " " << r.w << "x" << r.h << ")";
  return o.str();
}

// The first place where `now` moved something `before` had, or an empty string.
std::string moved(const TableLayout& before, const TableLayout& now) {
  if (!same(before.centre, now.centre)) {
    return "the centre box moved " + str(before.centre) + " -> " + str(now.centre);
  }
  for (const ZoneBox& b : now.zone_boxes) {
    const ZoneBox* was = before.box_of(b.kind, b.seat);
    if (was != nullptr && !same(was->box, b.box)) {
      return std::string(to_string(b.kind)) + " of seat " + std::to_string(b.seat) + " moved " +
             str(was->box) + " -> " + str(b.box);
    }
  }
  for (std::size_t i = 0; i < now.plates.size() && i < before.plates.size(); ++i) {
    if (!same(before.plates[i].rect, now.plates[i].rect)) {
      return "the plate of seat " + std::to_string(now.plates[i].seat) + " moved";
    }
  }
  return {};
}

// The long side of each zone's pieces, by zone kind and seat.
std::map<std::pair<int, int>, float> piece_sizes(const Scene& scene, const TableLayout& l) {
  std::map<std::pair<int, int>, float> out;
  for (const PlacedPiece& p : l.pieces) {
    const Zone& z = scene.zones[static_cast<std::size_t>(p.zone)];
    out[{static_cast<int>(z.kind), z.seat}] = std::max(p.rect.w, p.rect.h);
  }
  return out;
}

// The first zone whose pieces changed size between two steps, or an empty string.
std::string resized(const std::map<std::pair<int, int>, float>& before,
                    const std::map<std::pair<int, int>, float>& now) {
  for (const auto& [key, size] : now) {
    const auto was = before.find(key);
    if (was != before.end() && std::abs(was->second - size) > 0.5f) {
      return std::string("the pieces of ") + to_string(static_cast<ZoneKind>(key.first)) +
             " of seat " + std::to_string(key.second) + " went from " +
             std::to_string(was->second) + " to " + std::to_string(size) + " px";
    }
  }
  return {};
}

// A piece outside its zone's box, a zone without a box, or an empty string.
std::string strays(const Scene& scene, const TableLayout& l) {
  for (const PlacedPiece& p : l.pieces) {
    const Zone& z = scene.zones[static_cast<std::size_t>(p.zone)];
    const bool own = z.seat >= 0 && z.kind != ZoneKind::trick;
    const ZoneBox* b = l.box_of(z.kind, own ? z.seat : -1);
    if (b == nullptr) {
      return std::string("no box for ") + to_string(z.kind) + " of seat " + std::to_string(z.seat);
    }
    if (!rects::inside(p.rect, b->box)) {
      return "a piece of " + std::string(to_string(z.kind)) + " of seat " + std::to_string(z.seat) +
             " lies outside its box " + str(b->box) + ": " + str(p.rect);
    }
  }
  return {};
}

// A text cut by its box or too small to read, or an empty string. A face-up piece's own text (a
// card's index, a xiangqi character) counts as a text.
std::string unreadable(const Scene& scene, const TableLayout& l) {
  for (const PlacedPiece& p : l.pieces) {
    if (p.piece.hidden || p.piece.face_down) continue;
    const float w = p.sideways ? p.rect.h : p.rect.w;
    const float size = face_text_size(p.piece.family, w);
    if (size > 0 && size + 0.05f < kMinText) {
      const Zone& z = scene.zones[static_cast<std::size_t>(p.zone)];
      return "the face of " + p.piece.face + " in " + to_string(z.kind) + " of seat " +
             std::to_string(z.seat) + " at " + std::to_string(size) + " px " + str(p.rect);
    }
  }
  for (const PlacedText& t : l.texts) {
    if (t.size < kMinText) {
      return "'" + t.text + "' at " + std::to_string(t.size) + " px";
    }
    if (text_width(t.text, t.size) > t.box.w + 0.5f) {
      return "'" + t.text + "' does not fit its box " + str(t.box);
    }
  }
  for (const SeatPlate& p : l.plates) {
    for (const std::string& line : p.figure_lines) {
      if (text_width(line, kPlateFigureSize) > p.rect.w - 2 * kPlateInset + 0.5f) {
        return "the plate line '" + line + "' is wider than its plate";
      }
    }
    const float need = 4 + kPlateLine * static_cast<float>(1 + p.figure_lines.size());
    if (p.rect.h + 0.5f < need) {
      return "the plate of seat " + std::to_string(p.seat) + " is too low for its lines";
    }
  }
  return {};
}

// The "+N more" lines of a layout, where they lie.
std::string left_out(const TableLayout& l) {
  std::string out;
  for (const PlacedText& t : l.texts) {
    if (t.role == TextRole::overflow) out += "'" + t.text + "' at " + str(t.box) + " ";
  }
  return out;
}

TEST(LayoutStability, NoZoneMovesBetweenStepsAndEveryTextReads) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  int layouts = 0;
  for (const std::string dir : {"samples/wenzhou", "samples/chinton", "samples/tianjiu",
                                "samples/daqizi", "samples/sandaha", "tests/viewer/records"}) {
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(PAIPU_SOURCE_DIR) + "/" + dir)) {
      if (e.path().extension() != ".paipu") {
        continue;
      }
      std::string error;
      auto doc = cli::open_document(host, e.path().string(), error);
      ASSERT_TRUE(doc) << error;
      doc->index_all();
      Navigator nav(*doc);
      for (int h = 0; h < doc->hand_count(); ++h) {
        ASSERT_TRUE(nav.open(h, 0));
        for (int seat = -1; seat < nav.seats(); ++seat) {
          ASSERT_TRUE(nav.set_seat(seat));
          for (const Size2& sz : kSizes) {
            const Rect table = screen_geometry(sz.w, sz.h).table;
            TableLayout before;
            std::map<std::pair<int, int>, float> sizes_before;
            for (int p = 0; p <= nav.last_position(); ++p) {
              nav.apply({Command::goto_position, p});
              // As the window and the page lay it out: with the sizes the hand keeps.
              const TableLayout now = layout_table(
                  nav.scene(), table,
                  TableOptions{std::max(0, seat), false, false, nav.piece_units(table)});
              const auto sizes = piece_sizes(nav.scene(), now);
              const std::string where = e.path().filename().string() + " hand " +
                                        std::to_string(h + 1) + " seat " + std::to_string(seat) +
                                        " at " + std::to_string(sz.w) + "x" + std::to_string(sz.h) +
                                        " step " + std::to_string(p);
              if (p > 0) {
                const std::string m = moved(before, now);
                ASSERT_TRUE(m.empty()) << where << ": " << m;
                // A mahjong row keeps its tiles' size from the hand's capacity until its melds
                // (kans) would run past the table's edge; then that row shrinks to fit, rarely.
                const bool rows_by_capacity =
                    std::any_of(nav.scene().zones.begin(), nav.scene().zones.end(),
                                [](const Zone& z) { return z.capacity > 0; });
                const std::string r = rows_by_capacity ? "" : resized(sizes_before, sizes);
                ASSERT_TRUE(r.empty()) << where << ": " << r;
              }
              const std::string s = strays(nav.scene(), now);
              ASSERT_TRUE(s.empty()) << where << ": " << s;
              const std::string u = unreadable(nav.scene(), now);
              ASSERT_TRUE(u.empty()) << where << ": " << u;
              // Every piece is on the table: none left out and counted in a "+N more".
              ASSERT_EQ(now.overflow, 0) << where << ": " << left_out(now);
              before = now;
              sizes_before = sizes;
              ++layouts;
            }
          }
        }
      }
    }
  }
  EXPECT_GT(layouts, 1000);
}

// The host copies each variant's marks (VariantInfo::marks) into every scene it draws: the bundled
// games' 親 and 主 come from their plugins, not from the viewer.
TEST(TableMarks, TheHostTakesThemFromTheVariant) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  const std::pair<const char*, TableMarks> samples[] = {
      {"samples/tianjiu/match1-defaults.paipu", {.dealer_badge = "親", .trump_mark = ""}},
      {"samples/sandaha/kou-di.paipu", {.dealer_badge = "親", .trump_mark = "主"}},
  };
  for (const auto& [path, marks] : samples) {
    std::string error;
    auto doc = cli::open_document(host, std::string(PAIPU_SOURCE_DIR) + "/" + path, error);
    ASSERT_TRUE(doc) << error;
    doc->index_all();
    ASSERT_GT(doc->hand_count(), 0) << path;
    auto hand = doc->hand(0);
    ASSERT_TRUE(hand) << path;
    ASSERT_GT(hand->positions(), 0) << path;
    for (int seat = -1; seat < hand->seats(); ++seat)
      EXPECT_EQ(hand->scene(hand->positions() - 1, seat).marks, marks) << path << " seat " << seat;
  }
}

}  // namespace
}  // namespace paipu::viewer
