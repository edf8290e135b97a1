// No text over text or pieces, nothing off the table: every step of every sample and every
// synthetic scene, at three window sizes, through every seat's eyes, with and without piece names.
#include <gtest/gtest.h>

#include <filesystem>

#include "paipu/app/document.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/navigator.hpp"
#include "rects.hpp"
#include "synthetic_scenes.hpp"

namespace paipu::viewer {
namespace {

struct Size2 {
  unsigned w, h;
};
constexpr Size2 kSizes[] = {{1280, 800}, {1024, 640}, {1920, 1080}};

using rects::inside;
using rects::overlap;

int piece_count(const Scene& s) {
  int n = 0;
  for (const Zone& z : s.zones) {
    for (const SceneGroup& g : z.groups) {
      n += static_cast<int>(g.pieces.size());
    }
  }
  return n;
}

// Returns the first problem found, or an empty string.
std::string problem(const Scene& scene, const TableLayout& l) {
  std::vector<std::pair<std::string, Rect>> texts;
  for (const PlacedText& t : l.texts) {
    texts.emplace_back("text '" + t.text + "'", t.box);
  }
  for (const SeatPlate& p : l.plates) {
    texts.emplace_back("plate of " + std::to_string(p.seat), p.rect);
  }
  for (const auto& [what, r] : texts) {
    if (!inside(r, l.table)) {
      return what + " leaves the table";
    }
  }
  for (const PlacedPiece& p : l.pieces) {
    if (!inside(p.rect, l.table)) {
      return "piece " + p.piece.face + " leaves the table";
    }
  }
  for (std::size_t i = 0; i < texts.size(); ++i) {
    for (std::size_t j = i + 1; j < texts.size(); ++j) {
      if (overlap(texts[i].second, texts[j].second)) {
        return texts[i].first + " overlaps " + texts[j].first;
      }
    }
    for (const PlacedPiece& p : l.pieces) {
      if (overlap(texts[i].second, p.rect)) {
        return texts[i].first + " overlaps piece " + p.piece.face;
      }
    }
  }
  for (std::size_t i = 0; i < l.pieces.size(); ++i) {
    for (std::size_t j = i + 1; j < l.pieces.size(); ++j) {
      const PlacedPiece &a = l.pieces[i], &b = l.pieces[j];
      // Cards of one group fan out and piles are stacked on purpose.
      const bool same = a.zone == b.zone && a.group == b.group;
      if (same && (a.stacked || a.piece.family == Family::card)) {
        continue;
      }
      if (overlap(a.rect, b.rect)) {
        return "piece " + a.piece.face + " overlaps piece " + b.piece.face;
      }
    }
  }
  if (static_cast<int>(l.pieces.size()) + l.overflow != piece_count(scene)) {
    return "pieces lost: " + std::to_string(l.pieces.size()) + " placed, " +
           std::to_string(l.overflow) + " counted, of " + std::to_string(piece_count(scene));
  }
  return {};
}

// Lays the scene out at every size, with and without names; false after the first problem.
bool check(const Scene& scene, int bottom, bool banner, const std::string& where) {
  for (const Size2& sz : kSizes) {
    for (bool names : {false, true}) {
      const ScreenGeometry g = screen_geometry(sz.w, sz.h);
      const TableLayout l = layout_table(scene, g.table, TableOptions{bottom, banner, names, {}});
      const std::string p = problem(scene, l);
      if (!p.empty()) {
        ADD_FAILURE() << where << " at " << sz.w << "x" << sz.h << (names ? " with names" : "")
                      << ": " << p;
        return false;
      }
    }
  }
  return true;
}

TEST(LayoutOverlap, EverySyntheticScene) {
  int i = 0;
  for (const Scene& s : synthetic::all()) {
    const int n = static_cast<int>(s.seats.size());
    for (int bottom = 0; bottom < n; ++bottom) {
      Scene seen = s;
      seen.viewer = bottom;
      ASSERT_TRUE(check(seen, bottom, false, "synthetic " + std::to_string(i)));
      ASSERT_TRUE(check(seen, bottom, true, "synthetic " + std::to_string(i) + " banner"));
    }
    ++i;
  }
}

TEST(LayoutOverlap, EveryStepOfEverySample) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  int layouts = 0;
  // 三打哈's sample writes no deals; the generated records here deal every card, at 3 and 4 seats.
  for (const std::string dir : {"samples/tianjiu", "samples/daqizi", "samples/sandaha",
                                "samples/chinton", "tests/viewer/records"}) {
    for (const auto& e :
         std::filesystem::directory_iterator(std::string(PAIPU_SOURCE_DIR) + "/" + dir)) {
      if (e.path().extension() != ".paipu") {
        continue;  // chinton's README beside its samples
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
          for (int p = 0; p <= nav.last_position(); ++p) {
            nav.apply({Command::goto_position, p});
            const std::string where = e.path().filename().string() + " hand " +
                                      std::to_string(h + 1) + " step " + std::to_string(p) +
                                      " seat " + std::to_string(seat);
            ASSERT_TRUE(check(nav.scene(), std::max(0, seat), false, where));
            ++layouts;
          }
        }
      }
    }
  }
  EXPECT_GT(layouts, 1000);
}

}  // namespace
}  // namespace paipu::viewer
