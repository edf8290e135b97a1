// The viewer's model without a display: stepping, jumping, perspectives, go-to, autoplay,
// concealment.
#include "paipu/viewer/navigator.hpp"

#include <gtest/gtest.h>

#include "fake_document.hpp"
#include "paipu/viewer/layout.hpp"

namespace paipu::viewer {
namespace {

using fakes::make_document;

ViewerCommand cmd(Command c, int v = 0) {
  return {c, v};
}

// Counts the pieces of a seat's hand that are drawn as backs.
int hidden_in_hand(const Scene& s, int seat) {
  int n = 0;
  for (const Zone& z : s.zones) {
    if (z.kind != ZoneKind::hand || z.seat != seat) {
      continue;
    }
    for (const SceneGroup& g : z.groups) {
      for (const ScenePiece& p : g.pieces) {
        n += p.hidden ? 1 : 0;
      }
    }
  }
  return n;
}

int hand_size(const Scene& s, int seat) {
  for (const Zone& z : s.zones) {
    if (z.kind == ZoneKind::hand && z.seat == seat) {
      return static_cast<int>(z.groups[0].pieces.size());
    }
  }
  return -1;
}

TEST(Navigator, OpensAtTheRequestedStepAndClamps) {
  auto doc = make_document();
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open(0, 3));
  EXPECT_EQ(nav.hand_index(), 0);
  EXPECT_EQ(nav.position(), 3);
  EXPECT_EQ(nav.positions(), 9);
  ASSERT_TRUE(nav.open(1, -1));
  EXPECT_EQ(nav.position(), nav.last_position());
  ASSERT_TRUE(nav.open(0, 99));
  EXPECT_EQ(nav.position(), 8);
  EXPECT_FALSE(nav.open(5, 0));
  EXPECT_EQ(nav.hand_index(), 0);
}

TEST(Navigator, AMahjongHandOpensAfterTheDiceIndicatorAndDealAroundIt) {
  auto doc = fakes::make_document();
  doc->fake(0).steps[1].notation = "E dice 4 3 ; the breaker";
  doc->fake(0).steps[2].notation = "indicator 5s";
  doc->fake(0).steps[3].notation = "S deal 1m2m3m";
  doc->fake(0).steps[4].notation = "E discard 1s";
  doc->fake(0).steps[5].notation = "S deal 4m";  // not among the opening lines
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open_at_deal(0));
  EXPECT_EQ(nav.position(), 3);
  // Dice and an indicator with no deal after them: the hand opens at its start.
  doc->fake(0).steps[3].notation = "E discard 2s";
  ASSERT_TRUE(nav.open_at_deal(0));
  EXPECT_EQ(nav.position(), 0);
}

TEST(Navigator, AHandOpensOnItsDeal) {
  // The first hand's first two events deal; the view opens after them, not on backs.
  auto doc = fakes::make_document();
  doc->fake(0).steps[1].notation = "E deal 天 天";
  doc->fake(0).steps[2].notation = "S deal 板 板";
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open_at_deal(0));
  EXPECT_EQ(nav.deal_position(), 2);
  EXPECT_EQ(nav.position(), 2);
  EXPECT_TRUE(nav.apply(cmd(Command::hand_start)));  // Home at the deal: the start before it
  EXPECT_EQ(nav.position(), 0);
  EXPECT_TRUE(nav.apply(cmd(Command::hand_start)));  // and back to the deal
  EXPECT_EQ(nav.position(), 2);
  EXPECT_TRUE(nav.apply(cmd(Command::next_hand)));  // a hand without deal lines opens at 0
  EXPECT_EQ(nav.position(), 0);
  EXPECT_TRUE(nav.apply(cmd(Command::prev_hand)));
  EXPECT_EQ(nav.position(), 2);
  nav.open(1, 3);
  EXPECT_TRUE(nav.apply(cmd(Command::select_hand, 0)));  // a click in the hand list
  EXPECT_EQ(nav.position(), 2);
}

TEST(Navigator, StepsAcrossHands) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 7);
  EXPECT_TRUE(nav.apply(cmd(Command::step_forward)));
  EXPECT_EQ(nav.position(), 8);
  EXPECT_TRUE(nav.apply(cmd(Command::step_forward)));  // past the end: the next hand's start
  EXPECT_EQ(nav.hand_index(), 1);
  EXPECT_EQ(nav.position(), 0);
  EXPECT_TRUE(nav.apply(cmd(Command::step_back)));  // before the start: the previous hand's end
  EXPECT_EQ(nav.hand_index(), 0);
  EXPECT_EQ(nav.position(), 8);
  nav.open(0, 0);
  EXPECT_FALSE(nav.apply(cmd(Command::step_back)));
  EXPECT_EQ(nav.message(), "start of the file");
  nav.open(1, -1);
  EXPECT_FALSE(nav.apply(cmd(Command::step_forward)));
  EXPECT_EQ(nav.message(), "end of the file");
}

TEST(Navigator, HomeEndAndHands) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 4);
  nav.apply(cmd(Command::hand_end));
  EXPECT_EQ(nav.position(), 8);
  nav.apply(cmd(Command::hand_start));
  EXPECT_EQ(nav.position(), 0);
  nav.open(0, 5);
  EXPECT_TRUE(nav.apply(cmd(Command::next_hand)));
  EXPECT_EQ(nav.hand_index(), 1);
  EXPECT_EQ(nav.position(), 0);
  EXPECT_FALSE(nav.apply(cmd(Command::next_hand)));
  EXPECT_EQ(nav.message(), "this is the last hand");
  EXPECT_TRUE(nav.apply(cmd(Command::prev_hand)));
  EXPECT_EQ(nav.hand_index(), 0);
  EXPECT_FALSE(nav.apply(cmd(Command::prev_hand)));
  EXPECT_TRUE(nav.apply(cmd(Command::select_hand, 1)));
  EXPECT_EQ(nav.hand_index(), 1);
  EXPECT_FALSE(nav.apply(cmd(Command::select_hand, 7)));
  EXPECT_EQ(nav.hand_index(), 1);
}

TEST(Navigator, IndexesLazilyWhenStepping) {
  auto doc = make_document();
  doc->set_indexed(1);  // only the first hand is known so far
  Navigator nav(*doc);
  nav.open(0, -1);
  EXPECT_EQ(nav.hand_count(), 1);
  EXPECT_TRUE(nav.apply(cmd(Command::step_forward)));
  EXPECT_EQ(doc->index_all_calls, 1);
  EXPECT_EQ(nav.hand_index(), 1);
}

TEST(Navigator, MarksComeFromAnnotationsAndDiagnostics) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 0);
  ASSERT_EQ(nav.marks().size(), 3u);
  EXPECT_EQ(nav.marks()[0].position, 2);  // a comment
  EXPECT_EQ(nav.marks()[0].bits, mark_annotation);
  EXPECT_EQ(nav.marks()[1].position, 5);  // a glyph
  EXPECT_EQ(nav.marks()[2].position, 6);  // a warning
  EXPECT_EQ(nav.marks()[2].bits, mark_warning);
  nav.open(1, 0);  // the broken hand: its error is on the last step
  ASSERT_FALSE(nav.marks().empty());
  EXPECT_EQ(nav.marks().back().position, nav.last_position());
  EXPECT_TRUE(nav.marks().back().bits & mark_error);
}

TEST(Navigator, JumpsToNextAndPreviousMarkAcrossHands) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 0);
  nav.apply(cmd(Command::next_mark));
  EXPECT_EQ(nav.position(), 2);
  nav.apply(cmd(Command::next_mark));
  EXPECT_EQ(nav.position(), 5);
  nav.apply(cmd(Command::next_mark));
  EXPECT_EQ(nav.position(), 6);
  nav.apply(cmd(Command::next_mark));  // none left in hand 1: the first mark of hand 2
  EXPECT_EQ(nav.hand_index(), 1);
  EXPECT_EQ(nav.position(), 4);  // W's call has a comment
  nav.apply(cmd(Command::next_mark));
  EXPECT_EQ(nav.position(), 7);  // the glyph ?!
  nav.apply(cmd(Command::next_mark));
  EXPECT_EQ(nav.position(), 8);  // the error
  EXPECT_FALSE(nav.apply(cmd(Command::next_mark)));
  EXPECT_EQ(nav.message(), "no later comment, mistake or diagnostic");
  nav.apply(cmd(Command::prev_mark));
  EXPECT_EQ(nav.position(), 7);
  nav.open(1, 2);
  nav.apply(cmd(Command::prev_mark));  // back into hand 1's last mark
  EXPECT_EQ(nav.hand_index(), 0);
  EXPECT_EQ(nav.position(), 6);
}

TEST(Navigator, SeatPerspectiveAsksTheDocumentForThatSeat) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 2);
  const Scene& omni = nav.scene();
  EXPECT_EQ(omni.viewer, -1);
  EXPECT_EQ(hidden_in_hand(omni, 0), 0);
  EXPECT_EQ(hidden_in_hand(omni, 2), 0);

  EXPECT_TRUE(nav.apply(cmd(Command::set_seat, 1)));  // key 2: seat S
  EXPECT_EQ(nav.seat(), 1);
  const Scene& south = nav.scene();
  ASSERT_FALSE(doc->fake(0).requests.empty());
  EXPECT_EQ(doc->fake(0).requests.back(), std::make_pair(2, 1));
  EXPECT_EQ(south.viewer, 1);
  EXPECT_EQ(hidden_in_hand(south, 1), 0);
  EXPECT_EQ(hidden_in_hand(south, 0), hand_size(south, 0));
  EXPECT_EQ(hidden_in_hand(south, 3), hand_size(south, 3));

  // The same request is not replayed for a redraw.
  const auto asked = doc->fake(0).requests.size();
  nav.scene();
  EXPECT_EQ(doc->fake(0).requests.size(), asked);

  nav.apply(cmd(Command::set_seat, -1));  // key 0
  EXPECT_EQ(nav.seat(), -1);
  nav.scene();
  EXPECT_EQ(doc->fake(0).requests.back(), std::make_pair(2, -1));
}

TEST(Navigator, RefusesASeatTheHandDoesNotHave) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(1, 0);  // three seats
  EXPECT_FALSE(nav.apply(cmd(Command::set_seat, 3)));
  EXPECT_EQ(nav.seat(), -1);
  EXPECT_NE(nav.message().find("no seat 4"), std::string::npos);
  // N's view in the four-seat hand falls back to omniscient in the three-seat hand.
  nav.open(0, 0);
  nav.apply(cmd(Command::set_seat, 3));
  EXPECT_EQ(nav.seat(), 3);
  nav.apply(cmd(Command::next_hand));
  EXPECT_EQ(nav.seat(), -1);
  EXPECT_FALSE(nav.message().empty());
}

TEST(Navigator, FaceDownPlaysOfOtherSeatsAreHiddenInSeatView) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 3);  // E led 天; S and W discarded face down
  auto trick_of = [](const Scene& s, int seat) -> const ScenePiece& {
    for (const Zone& z : s.zones) {
      if (z.kind != ZoneKind::trick) {
        continue;
      }
      for (const SceneGroup& g : z.groups) {
        if (g.seat == seat) {
          return g.pieces.front();
        }
      }
    }
    throw std::runtime_error("no play");
  };
  const Scene& omni = nav.scene();
  EXPECT_TRUE(trick_of(omni, 1).face_down);
  EXPECT_FALSE(trick_of(omni, 1).hidden);
  EXPECT_EQ(trick_of(omni, 1).face, "2-2");
  nav.apply(cmd(Command::set_seat, 1));
  const Scene& south = nav.scene();
  EXPECT_FALSE(trick_of(south, 1).hidden);  // S knows its own 墊
  EXPECT_TRUE(trick_of(south, 2).hidden);   // but not W's
  EXPECT_FALSE(trick_of(south, 0).hidden);  // the lead is face up
}

TEST(Navigator, HidesConcealedHands) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(1, 0);
  EXPECT_TRUE(nav.show_concealed());
  EXPECT_TRUE(nav.apply(cmd(Command::toggle_concealed)));
  EXPECT_FALSE(nav.show_concealed());
  const Scene& hidden = nav.scene();
  for (int s = 0; s < 3; ++s) {
    EXPECT_EQ(hidden_in_hand(hidden, s), hand_size(hidden, s)) << s;
  }
  // Melds, discards and indicators stay visible.
  for (const Zone& z : hidden.zones) {
    if (z.kind == ZoneKind::info) {
      EXPECT_FALSE(z.groups[0].pieces[0].hidden);
    }
  }
  // A seat always sees its own hand.
  nav.apply(cmd(Command::set_seat, 2));
  const Scene& west = nav.scene();
  EXPECT_EQ(hidden_in_hand(west, 2), 0);
  EXPECT_EQ(hidden_in_hand(west, 0), hand_size(west, 0));
  nav.apply(cmd(Command::toggle_concealed));
  nav.apply(cmd(Command::set_seat, -1));
  EXPECT_EQ(hidden_in_hand(nav.scene(), 0), 0);
}

TEST(Navigator, GoToStep) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 0);
  EXPECT_TRUE(nav.apply(cmd(Command::goto_begin)));
  EXPECT_TRUE(nav.goto_active());
  nav.apply(cmd(Command::goto_digit, 1));
  nav.apply(cmd(Command::goto_digit, 7));
  EXPECT_EQ(nav.goto_text(), "17");
  nav.apply(cmd(Command::goto_backspace));
  EXPECT_EQ(nav.goto_text(), "1");
  nav.apply(cmd(Command::goto_digit, 0));  // "10": past the end, clamped with a message
  nav.apply(cmd(Command::goto_commit));
  EXPECT_FALSE(nav.goto_active());
  EXPECT_EQ(nav.position(), 8);
  EXPECT_NE(nav.message().find("outside"), std::string::npos);

  nav.apply(cmd(Command::goto_begin));
  nav.apply(cmd(Command::goto_digit, 3));
  nav.apply(cmd(Command::goto_commit));
  EXPECT_EQ(nav.position(), 3);

  nav.apply(cmd(Command::goto_begin));
  nav.apply(cmd(Command::goto_digit, 5));
  EXPECT_TRUE(nav.apply(cmd(Command::cancel)));
  EXPECT_FALSE(nav.goto_active());
  EXPECT_EQ(nav.position(), 3);
  EXPECT_FALSE(nav.apply(cmd(Command::goto_digit, 5)));  // digits outside the prompt do nothing

  EXPECT_TRUE(nav.apply(cmd(Command::goto_position, 6)));  // a click on the timeline
  EXPECT_EQ(nav.position(), 6);
}

TEST(Navigator, AutoplayStepsOnATimerAndStopsAtTheEnd) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 6);
  nav.set_autoplay_interval(1.0);
  EXPECT_FALSE(nav.update(5.0));  // off
  nav.apply(cmd(Command::toggle_autoplay));
  EXPECT_TRUE(nav.autoplay());
  EXPECT_FALSE(nav.update(0.6));
  EXPECT_TRUE(nav.update(0.6));
  EXPECT_EQ(nav.position(), 7);
  EXPECT_TRUE(nav.update(1.0));
  EXPECT_EQ(nav.position(), 8);
  EXPECT_FALSE(nav.autoplay());  // stopped at the end of the hand
  EXPECT_FALSE(nav.update(1.0));
  EXPECT_EQ(nav.position(), 8);
  nav.apply(cmd(Command::toggle_autoplay));  // from the end: starts over
  EXPECT_EQ(nav.position(), 0);
  EXPECT_TRUE(nav.autoplay());
  nav.apply(cmd(Command::goto_begin));  // typing a step stops it
  EXPECT_FALSE(nav.autoplay());
}

TEST(Navigator, HelpAndQuit) {
  auto doc = make_document();
  Navigator nav(*doc);
  nav.open(0, 0);
  nav.apply(cmd(Command::toggle_help));
  EXPECT_TRUE(nav.help_visible());
  nav.apply(cmd(Command::cancel));
  EXPECT_FALSE(nav.help_visible());
  EXPECT_FALSE(nav.apply(cmd(Command::cancel)));
  EXPECT_FALSE(nav.quit_requested());
  nav.apply(cmd(Command::quit));
  EXPECT_TRUE(nav.quit_requested());
}

TEST(Navigator, AFileWithoutHandsStillOpens) {
  fakes::FakeDocument doc("broken.paipu");
  Diagnostic d;
  d.code = "P001";
  d.message = "expected an event";
  doc.problems().push_back(d);
  Navigator nav(doc);
  EXPECT_FALSE(nav.open(0, 0));
  EXPECT_EQ(nav.step(), nullptr);
  EXPECT_TRUE(nav.scene().zones.empty());
  EXPECT_FALSE(nav.apply(cmd(Command::step_forward)));
  EXPECT_FALSE(nav.apply(cmd(Command::next_mark)));
}

// At a settled hand's last step the plates read the match total after it and the hand's result;
// a step earlier they still read the totals before it.
TEST(Navigator, TheLastStepOfASettledHandShowsItsResultOnThePlates) {
  auto doc = fakes::make_document(true);
  Navigator nav(*doc);
  ASSERT_TRUE(nav.open(2, -1));
  ASSERT_TRUE(doc->fake(2).finished());
  const Scene& end = nav.scene();
  ASSERT_EQ(end.seats.size(), 4u);
  EXPECT_EQ(end.seats[0].score, 6);
  EXPECT_EQ(end.seats[1].score, -2);
  ASSERT_FALSE(end.seats[0].figures.empty());
  EXPECT_EQ(end.seats[0].figures[0], (Figure{kHandResultFigure, "+6"}));
  EXPECT_EQ(end.seats[3].figures[0], (Figure{kHandResultFigure, "-2"}));
  // The plate writes the result right after the score.
  EXPECT_EQ(seat_plate(end, 0).figures.rfind("score 6   (+6)", 0), 0u)
      << seat_plate(end, 0).figures;
  nav.open(2, nav.last_position() - 1);
  const Scene& before = nav.scene();
  EXPECT_EQ(before.seats[0].score, 0);
  for (const Figure& f : before.seats[0].figures) EXPECT_NE(f.label, kHandResultFigure);
}

}  // namespace
}  // namespace paipu::viewer
