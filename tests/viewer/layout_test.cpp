// Where seats and pieces go, and how pieces are drawn, as numbers: no display needed.
#include "paipu/viewer/layout.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "fake_document.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "rects.hpp"
#include "synthetic_scenes.hpp"

namespace paipu::viewer {
namespace {

using rects::inside;
using rects::overlap;

TEST(Layout, SeatsRunCounterClockwise) {
  // E bottom, S right, W top, N left.
  EXPECT_EQ(seat_side(0, 4, 0), Side::bottom);
  EXPECT_EQ(seat_side(1, 4, 0), Side::right);
  EXPECT_EQ(seat_side(2, 4, 0), Side::top);
  EXPECT_EQ(seat_side(3, 4, 0), Side::left);
  // W's perspective: W at the bottom, N right, E top, S left.
  EXPECT_EQ(seat_side(2, 4, 2), Side::bottom);
  EXPECT_EQ(seat_side(3, 4, 2), Side::right);
  EXPECT_EQ(seat_side(0, 4, 2), Side::top);
  EXPECT_EQ(seat_side(1, 4, 2), Side::left);
  // Three seats: the next seat on the right, the one after on the left.
  EXPECT_EQ(seat_side(0, 3, 0), Side::bottom);
  EXPECT_EQ(seat_side(1, 3, 0), Side::right);
  EXPECT_EQ(seat_side(2, 3, 0), Side::left);
  EXPECT_EQ(seat_side(1, 3, 1), Side::bottom);
  EXPECT_EQ(seat_side(0, 3, 1), Side::left);
  EXPECT_EQ(seat_side(1, 2, 0), Side::top);
}

void check_layout(const Scene& scene, int bottom) {
  const ScreenGeometry g = screen_geometry(1280, 800);
  const TableLayout l = layout_table(scene, g.table, bottom);
  const int n = static_cast<int>(scene.seats.size());
  ASSERT_EQ(static_cast<int>(l.seat_regions.size()), n);
  int pieces = 0;
  for (const Zone& z : scene.zones) {
    for (const SceneGroup& gr : z.groups) {
      pieces += static_cast<int>(gr.pieces.size());
    }
  }
  EXPECT_EQ(static_cast<int>(l.pieces.size()) + l.overflow, pieces);
  EXPECT_EQ(l.overflow, 0);
  for (const PlacedPiece& p : l.pieces) {
    EXPECT_TRUE(inside(p.rect, g.table)) << p.piece.face;
    const Zone& z = scene.zones[static_cast<std::size_t>(p.zone)];
    // A seat's own zones stay in its region; plays go to the centre.
    if (z.seat >= 0 && z.kind != ZoneKind::trick) {
      EXPECT_TRUE(inside(p.rect, l.seat_regions[static_cast<std::size_t>(z.seat)]))
          << to_string(z.kind) << " of seat " << z.seat;
    } else {
      EXPECT_TRUE(inside(p.rect, l.centre)) << to_string(z.kind);
    }
  }
  // Pieces of different groups never overlap (cards of one group fan out and a won trick is a
  // fanned pile, on purpose).
  for (std::size_t i = 0; i < l.pieces.size(); ++i) {
    for (std::size_t j = i + 1; j < l.pieces.size(); ++j) {
      const PlacedPiece &a = l.pieces[i], &b = l.pieces[j];
      if (a.zone == b.zone && a.group == b.group && (a.piece.family == Family::card || a.stacked)) {
        continue;
      }
      EXPECT_FALSE(overlap(a.rect, b.rect)) << a.piece.face << " / " << b.piece.face;
    }
  }
  // The bottom seat gets the largest pieces.
  EXPECT_GE(l.bottom_unit, l.seat_unit);
  EXPECT_GE(l.seat_unit, kMinUnit);
}

TEST(Layout, EveryPieceFitsInItsRegion) {
  for (const auto& hand : {fakes::domino_hand(), fakes::mahjong_hand(), fakes::card_hand(),
                           fakes::xiangqi_hand(), fakes::mahjong4_hand()}) {
    for (int p = 0; p < hand->positions(); ++p) {
      SCOPED_TRACE(p);
      check_layout(hand->scene(p, -1), 0);
      check_layout(hand->scene(p, 1), 1);
    }
  }
}

TEST(Layout, SeatRegionsFollowThePerspective) {
  auto hand = fakes::domino_hand();
  const ScreenGeometry g = screen_geometry(1280, 800);
  for (int bottom = 0; bottom < 4; ++bottom) {
    const TableLayout l = layout_table(hand->scene(0, bottom), g.table, bottom);
    const Rect& b = l.seat_regions[static_cast<std::size_t>(bottom)];
    const Rect& r = l.seat_regions[static_cast<std::size_t>((bottom + 1) % 4)];
    const Rect& t = l.seat_regions[static_cast<std::size_t>((bottom + 2) % 4)];
    const Rect& lft = l.seat_regions[static_cast<std::size_t>((bottom + 3) % 4)];
    EXPECT_GT(b.cy(), g.table.cy());
    EXPECT_GT(r.cx(), g.table.cx());
    EXPECT_LT(t.cy(), g.table.cy());
    EXPECT_LT(lft.cx(), g.table.cx());
  }
}

TEST(Layout, ThreeSeatsWithoutPlaysWidenTheSideColumns) {
  // A riichi table's centre holds only indicators and the wall; a card table's holds the trick.
  const ScreenGeometry g = screen_geometry(1280, 800);
  const TableLayout tiles = layout_table(synthetic::riichi3(), g.table, 0);
  const TableLayout cards = layout_table(synthetic::cards(3), g.table, 0);
  for (std::size_t seat : {1u, 2u}) {
    EXPECT_GT(tiles.seat_regions[seat].w, cards.seat_regions[seat].w + 30) << seat;
    EXPECT_FALSE(overlap(tiles.seat_regions[seat], tiles.centre)) << seat;
  }
  // Both side seats keep their tiles as large as each other's and the ガリ on the table.
  EXPECT_GE(tiles.seat_unit, 20.f);
  EXPECT_EQ(tiles.overflow, 0);
}

TEST(Layout, AWrappedInfoLineNeverEndsInALoneWord) {
  // Four seats' middle is half the centre wide: the contract line wraps at 1024x640, and the
  // trump suit goes to the next line with the word that names it.
  Scene s = synthetic::cards(4);
  s.info = {"W declares at 70, trumps \u2663"};
  const TableLayout l = layout_table(s, screen_geometry(1024, 640).table, 0);
  std::vector<std::string> lines;
  for (const PlacedText& t : l.texts) {
    if (t.role == TextRole::info) lines.push_back(t.text);
  }
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], "W declares at 70,");
  EXPECT_EQ(lines[1], "trumps \u2663");
}

TEST(Layout, PlaysSitOnTheSideOfTheSeatThatMadeThem) {
  auto hand = fakes::domino_hand();
  const ScreenGeometry g = screen_geometry(1280, 800);
  const Scene s = hand->scene(4, -1);  // all four plays of trick 1 on the table
  const TableLayout l = layout_table(s, g.table, 0);
  const float cx = l.centre.cx(), cy = l.centre.cy();
  int seen = 0;
  for (const PlacedPiece& p : l.pieces) {
    const Zone& z = s.zones[static_cast<std::size_t>(p.zone)];
    if (z.kind != ZoneKind::trick) {
      continue;
    }
    const int seat = z.groups[static_cast<std::size_t>(p.group)].seat;
    ++seen;
    switch (seat) {
      case 0:
        EXPECT_GT(p.rect.cy(), cy);
        break;  // E below the middle
      case 1:
        EXPECT_GT(p.rect.cx(), cx);
        break;  // S to the right
      case 2:
        EXPECT_LT(p.rect.cy(), cy);
        break;  // W above
      case 3:
        EXPECT_LT(p.rect.cx(), cx);
        break;  // N to the left
      default:
        ADD_FAILURE();
    }
  }
  EXPECT_EQ(seen, 4);
}

TEST(Layout, CalledTilesLieAcrossTheirRow) {
  // W's pon: one tile of the meld, the called one, is turned against the rest of W's row,
  // whichever edge W sits on (the side seats' rows are turned already: there it stands upright).
  auto hand = fakes::mahjong_hand();
  const ScreenGeometry g = screen_geometry(1280, 800);
  const Scene s = hand->scene(4, -1);
  for (int bottom = 0; bottom < 3; ++bottom) {
    const TableLayout l = layout_table(s, g.table, bottom);
    int hand_turned = -1, across = 0, melded = 0;
    for (const PlacedPiece& p : l.pieces) {
      EXPECT_EQ(p.sideways, p.rect.w > p.rect.h);
      const Zone& z = s.zones[static_cast<std::size_t>(p.zone)];
      if (z.seat == 2 && z.kind == ZoneKind::hand) hand_turned = p.sideways ? 1 : 0;
    }
    ASSERT_GE(hand_turned, 0);
    for (const PlacedPiece& p : l.pieces) {
      const Zone& z = s.zones[static_cast<std::size_t>(p.zone)];
      if (z.seat == 2 && z.kind == ZoneKind::melds) {
        ++melded;
        across += (p.sideways ? 1 : 0) != hand_turned ? 1 : 0;
      }
    }
    EXPECT_EQ(melded, 3) << bottom;
    EXPECT_EQ(across, 1) << bottom;
  }
}

TEST(Layout, SmallWindowsStillPlaceEverything) {
  auto hand = fakes::card_hand();
  const ScreenGeometry g = screen_geometry(640, 420);
  const TableLayout l = layout_table(hand->scene(0, -1), g.table, 0);
  for (const PlacedPiece& p : l.pieces) {
    EXPECT_TRUE(inside(p.rect, g.table));
  }
  EXPECT_GE(l.seat_unit, kMinUnit);
}

TEST(Layout, ScreenSplitsIntoTablePanelStripAndTimeline) {
  const ScreenGeometry g = screen_geometry(1280, 800);
  EXPECT_FLOAT_EQ(g.table.x, 0);
  EXPECT_FLOAT_EQ(g.panel.right(), 1280);
  EXPECT_FLOAT_EQ(g.timeline.bottom(), 800);
  EXPECT_FLOAT_EQ(g.table.right(), g.panel.x);
  // The score strip lies between the table and the timeline, as wide as both.
  EXPECT_FLOAT_EQ(g.table.bottom(), g.strip.y);
  EXPECT_FLOAT_EQ(g.strip.bottom(), g.timeline.y);
  EXPECT_FLOAT_EQ(g.strip.w, g.table.w);
  EXPECT_GE(g.panel.w, 300);
}

TEST(Layout, TimelineMapsClicksToSteps) {
  const ScreenGeometry g = screen_geometry(1280, 800);
  const TimelineGeometry t = timeline_geometry(g.timeline, 41, 0);
  EXPECT_FLOAT_EQ(t.x_of(0), t.bar.x);
  EXPECT_FLOAT_EQ(t.x_of(40), t.bar.right());
  for (int p : {0, 1, 17, 40}) {
    EXPECT_EQ(t.position_at(t.x_of(p), t.bar.cy()), p);
  }
  EXPECT_EQ(t.position_at(t.bar.right() + 10, t.bar.cy()), 40);  // clamped
  EXPECT_EQ(t.position_at(t.x_of(5), g.timeline.y - 5), -1);     // above the strip
  // After an error the unplayed lines take part of the bar but cannot be clicked.
  const TimelineGeometry b = timeline_geometry(g.timeline, 9, 3);
  EXPECT_LT(b.x_of(8), b.bar.right());
  EXPECT_EQ(b.position_at(b.bar.right(), b.bar.cy()), 8);
}

TEST(Layout, HandListScrollsToTheCurrentHand) {
  const ScreenGeometry g = screen_geometry(1280, 800);
  const HandListGeometry few = hand_list_geometry(g.panel, 3, 0);
  EXPECT_EQ(few.rows, 3);
  EXPECT_EQ(few.hand_at(few.row(2).cx(), few.row(2).cy()), 2);
  EXPECT_EQ(few.hand_at(few.row(2).cx(), few.row(2).bottom() + 2), -1);
  const HandListGeometry many = hand_list_geometry(g.panel, 40, 30);
  EXPECT_EQ(many.rows, kHandListRows);
  EXPECT_LE(many.first, 30);
  EXPECT_GT(many.first + many.rows, 30);
  EXPECT_EQ(many.hand_at(many.row(30).cx(), many.row(30).cy()), 30);
}

TEST(PieceGeometry, DominoPipsAreRedOnOnesAndFours) {
  auto red = [](const std::vector<Pip>& ps) {
    return std::count_if(ps.begin(), ps.end(), [](const Pip& p) { return p.red; });
  };
  EXPECT_EQ(domino_pips("1-1", 40, 80).size(), 2u);
  EXPECT_EQ(red(domino_pips("1-1", 40, 80)), 2);
  EXPECT_EQ(red(domino_pips("4-4", 40, 80)), 8);
  EXPECT_EQ(red(domino_pips("1-3", 40, 80)), 1);
  EXPECT_EQ(red(domino_pips("4-6", 40, 80)), 4);
  EXPECT_EQ(red(domino_pips("5-5", 40, 80)), 0);
  EXPECT_EQ(red(domino_pips("5-6", 40, 80)), 0);
  // 天 6-6: half red, three of each six.
  const auto heaven = domino_pips("6-6", 40, 80);
  ASSERT_EQ(heaven.size(), 12u);
  EXPECT_EQ(red(heaven), 6);
  EXPECT_EQ(red(std::vector<Pip>(heaven.begin(), heaven.begin() + 6)), 3);
  // Pips stay on the tile and in their half.
  for (const Pip& p : domino_pips("2-5", 40, 80)) {
    EXPECT_GT(p.x - p.r, 0);
    EXPECT_LT(p.x + p.r, 40);
  }
  const auto six_three = domino_pips("6-3", 40, 80);
  ASSERT_EQ(six_three.size(), 9u);
  for (std::size_t i = 0; i < 9; ++i) {
    EXPECT_EQ(six_three[i].y < 40, i < 6) << i;
  }
  EXPECT_TRUE(domino_pips("7-1", 40, 80).empty());
  EXPECT_TRUE(domino_pips("66", 40, 80).empty());
}

TEST(PieceGeometry, ParsesFaces) {
  EXPECT_TRUE(parse_card("H10").valid);
  EXPECT_EQ(parse_card("H10").rank, "10");
  EXPECT_TRUE(parse_card("H10").red());
  EXPECT_FALSE(parse_card("SA").red());
  EXPECT_TRUE(parse_card("BJ").joker && parse_card("BJ").big);
  EXPECT_TRUE(parse_card("LJ").joker && !parse_card("LJ").big);
  EXPECT_NE(parse_card("BJ").red(), parse_card("LJ").red());  // the jokers look different
  // The jack of spades, as every card game spells it, not a joker.
  EXPECT_FALSE(parse_card("SJ").joker);
  EXPECT_EQ(parse_card("SJ").suit, 'S');
  EXPECT_EQ(parse_card("SJ").rank, "J");
  EXPECT_FALSE(parse_card("X5").valid);
  EXPECT_FALSE(parse_card("H11").valid);

  const XiangqiFace r = parse_xiangqi("R帥");
  EXPECT_TRUE(r.valid && r.red);
  EXPECT_EQ(r.glyph, "帥");
  EXPECT_FALSE(parse_xiangqi("B將").red);
  EXPECT_FALSE(parse_xiangqi("帥").valid);

  const MahjongFace five = parse_mahjong("0p");
  EXPECT_EQ(five.kind, MahjongFace::Kind::suited);
  EXPECT_EQ(five.rank, 5);
  EXPECT_TRUE(five.red_five);
  EXPECT_EQ(mahjong_glyph(parse_mahjong("1m")), "一");
  EXPECT_EQ(mahjong_glyph(parse_mahjong("E")), "東");
  EXPECT_EQ(mahjong_glyph(parse_mahjong("F")), "發");
  EXPECT_EQ(mahjong_glyph(parse_mahjong("C")), "中");
  EXPECT_EQ(mahjong_glyph(parse_mahjong("f5")), "梅");
  EXPECT_EQ(parse_mahjong("P").kind, MahjongFace::Kind::dragon);
  EXPECT_EQ(parse_mahjong("5z").kind, MahjongFace::Kind::invalid);
  EXPECT_EQ(pinzu_marks(9, false, 37, 50).size(), 9u);
  EXPECT_EQ(souzu_marks(8, false, 37, 50).size(), 8u);
  for (const Mark2d& m : pinzu_marks(5, true, 37, 50)) {
    EXPECT_EQ(m.colour, palette::kInkRed);
  }
}

}  // namespace
}  // namespace paipu::viewer
