// The score strip's model and geometry: running totals learnt lazily hand by hand, hands that did
// not settle keeping the totals, marks for errors, warnings and comments, clicks on a hand's slot.
#include "paipu/viewer/match_strip.hpp"

#include <gtest/gtest.h>

#include "fake_document.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/navigator.hpp"
#include "rects.hpp"

namespace paipu::viewer {
namespace {

using Totals = std::vector<long long>;

TEST(MatchStrip, RunningTotalsAcrossTheMatch) {
  auto doc = fakes::make_match_document();
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open(2));
  const MatchStrip& strip = nav.strip();
  EXPECT_EQ(strip.first(), 0);
  EXPECT_EQ(strip.count(), 4);  // record 0 only
  EXPECT_EQ(strip.known(), 0);  // opening a hand replays nothing for the strip
  EXPECT_TRUE(nav.advance_strip(100));
  ASSERT_TRUE(strip.complete());
  EXPECT_EQ(strip.seats(), 4);
  EXPECT_EQ(strip.start(), (Totals{0, 0, 0, 0}));
  const auto& p = strip.points();
  EXPECT_EQ(p[0].totals, (Totals{6, -2, -2, -2}));
  EXPECT_TRUE(p[0].settled);
  // The broken hand did not settle: everyone keeps the totals of the hand before.
  EXPECT_FALSE(p[1].settled);
  EXPECT_EQ(p[1].totals, (Totals{6, -2, -2, -2}));
  EXPECT_EQ(p[2].totals, (Totals{2, 8, -5, -5}));
  EXPECT_EQ(p[3].totals, (Totals{3, 9, -6, -6}));
  EXPECT_EQ(strip.low(), -6);
  EXPECT_EQ(strip.high(), 9);
  EXPECT_FALSE(nav.advance_strip(100));  // nothing left to learn
}

TEST(MatchStrip, MarksErrorsWarningsAndComments) {
  auto doc = fakes::make_match_document();
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open(0));
  nav.advance_strip(100);
  const auto& p = nav.strip().points();
  EXPECT_EQ(p[0].marks, 0);
  EXPECT_EQ(p[1].marks, mark_error);
  EXPECT_EQ(p[2].marks, mark_annotation);
  EXPECT_EQ(p[3].marks, mark_warning);
  // A hand that never parsed has no steps to mark, but its summary knows it has an error.
  auto doc2 = fakes::make_match_document();
  doc2->summary_of(0).has_error = true;
  Navigator nav2(*doc2);
  nav2.open(0);
  nav2.advance_strip(1);
  EXPECT_EQ(nav2.strip().points()[0].marks, mark_error);
}

TEST(MatchStrip, LearnsAFewHandsAtATimeAndFollowsTheRecord) {
  auto doc = fakes::make_match_document();
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open(3));
  EXPECT_TRUE(nav.advance_strip(2));
  EXPECT_EQ(nav.strip().known(), 2);
  EXPECT_FALSE(nav.strip().complete());
  // Another hand of the same match keeps what is known.
  ASSERT_TRUE(nav.open(1));
  EXPECT_EQ(nav.strip().known(), 2);
  // The next record is a match of its own, starting again from zero.
  ASSERT_TRUE(nav.open(4));
  EXPECT_EQ(nav.strip().first(), 4);
  EXPECT_EQ(nav.strip().count(), 1);
  EXPECT_EQ(nav.strip().known(), 0);
  nav.advance_strip(1);
  EXPECT_EQ(nav.strip().start(), (Totals{0, 0, 0, 0}));
  EXPECT_EQ(nav.strip().points()[0].totals, (Totals{-3, 1, 1, 1}));
}

TEST(MatchStrip, GrowsWithTheIndex) {
  auto doc = fakes::make_match_document();
  doc->set_indexed(1);  // the window opens before the file is indexed
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open(0));
  EXPECT_EQ(nav.strip().count(), 1);
  nav.advance_strip(1);
  doc->index_all();
  EXPECT_TRUE(nav.advance_strip(100));
  EXPECT_EQ(nav.strip().count(), 4);
  EXPECT_EQ(nav.strip().points()[3].totals, (Totals{3, 9, -6, -6}));
}

TEST(MatchStripGeometry, SitsBetweenTableAndTimeline) {
  for (auto [w, h] : {std::pair{1280u, 800u}, {1024u, 640u}, {1920u, 1080u}, {640u, 420u}}) {
    const ScreenGeometry g = screen_geometry(w, h);
    EXPECT_FLOAT_EQ(g.strip.y, g.table.bottom());
    EXPECT_FLOAT_EQ(g.strip.bottom(), g.timeline.y);
    EXPECT_FALSE(rects::overlap(g.strip, g.table));
    EXPECT_FALSE(rects::overlap(g.strip, g.timeline));
    EXPECT_FALSE(rects::overlap(g.strip, g.panel));
    EXPECT_GE(g.strip.h, 20);
    EXPECT_LE(g.strip.h, 36);
    // Its plot lines up with the timeline's bar.
    const MatchStripGeometry s = match_strip_geometry(g.strip, 0, 8, -6, 9);
    const TimelineGeometry t = timeline_geometry(g.timeline, 20, 0);
    EXPECT_FLOAT_EQ(s.plot.x, t.bar.x);
    EXPECT_FLOAT_EQ(s.plot.right(), t.bar.right());
    EXPECT_TRUE(rects::inside(s.plot, g.strip));
    EXPECT_TRUE(rects::inside(s.marks, g.strip));
    EXPECT_FALSE(rects::overlap(s.marks, s.plot));
    EXPECT_FALSE(rects::overlap(s.legend, s.plot));
  }
}

TEST(MatchStripGeometry, MapsTotalsAndClicks) {
  const ScreenGeometry g = screen_geometry(1280, 800);
  // Record 2 starts at document hand 4 and has 5 hands.
  const MatchStripGeometry s = match_strip_geometry(g.strip, 4, 5, -6, 9);
  EXPECT_FLOAT_EQ(s.y_of(9), s.plot.y);
  EXPECT_FLOAT_EQ(s.y_of(-6), s.plot.bottom());
  EXPECT_GT(s.y_of(0), s.y_of(9));
  EXPECT_FLOAT_EQ(s.slot(0).x, s.plot.x);
  EXPECT_FLOAT_EQ(s.x_after(4), s.plot.right());
  for (int k = 0; k < 5; ++k) {
    EXPECT_EQ(s.hand_at(s.slot(k).cx(), s.plot.cy()), 4 + k);
    EXPECT_EQ(s.hand_at(s.slot(k).cx(), s.marks.cy()), 4 + k);  // on its marks too
  }
  EXPECT_EQ(s.hand_at(s.legend.cx(), s.plot.cy()), -1);
  EXPECT_EQ(s.hand_at(s.slot(2).cx(), g.strip.y - 2), -1);         // the table
  EXPECT_EQ(s.hand_at(s.slot(2).cx(), g.strip.bottom() + 2), -1);  // the timeline
  // Everyone level: one line through the middle, not a division by zero.
  const MatchStripGeometry level = match_strip_geometry(g.strip, 0, 1, 0, 0);
  EXPECT_FLOAT_EQ(level.y_of(0), level.plot.cy());
  EXPECT_EQ(match_strip_geometry(g.strip, 0, 0, 0, 0).hand_at(g.strip.cx(), g.strip.cy()), -1);
}

}  // namespace
}  // namespace paipu::viewer
