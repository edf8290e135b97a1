// Keys and clicks become commands. sf::Event is a plain struct: no window or display is needed.
#include "paipu/viewer/input_map.hpp"

#include <gtest/gtest.h>

#include "events.hpp"

namespace paipu::viewer {
namespace {

using fakes::click;
using fakes::key;
using fakes::text;

InputContext context(bool goto_active = false) {
  const ScreenGeometry g = screen_geometry(1280, 800);
  InputContext ctx;
  ctx.goto_active = goto_active;
  ctx.hands = hand_list_geometry(g.panel, 5, 0);
  ctx.timeline = timeline_geometry(g.timeline, 21, 0);
  ctx.strip = match_strip_geometry(g.strip, 5, 6, -10, 10);  // a match of hands 5 to 10
  return ctx;
}

TEST(InputMap, KeysFromTheIssue) {
  const InputMap m;
  const InputContext c = context();
  EXPECT_EQ(m.translate(key(sf::Keyboard::Right), c).kind, Command::step_forward);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Left), c).kind, Command::step_back);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Home), c).kind, Command::hand_start);
  EXPECT_EQ(m.translate(key(sf::Keyboard::End), c).kind, Command::hand_end);
  EXPECT_EQ(m.translate(key(sf::Keyboard::PageUp), c).kind, Command::prev_hand);
  EXPECT_EQ(m.translate(key(sf::Keyboard::PageDown), c).kind, Command::next_hand);
  EXPECT_EQ(m.translate(text(U'n'), c).kind, Command::next_mark);
  EXPECT_EQ(m.translate(text(U'N'), c).kind, Command::prev_mark);
  EXPECT_EQ(m.translate(text(U'h'), c).kind, Command::toggle_concealed);
  EXPECT_EQ(m.translate(text(U' '), c).kind, Command::toggle_autoplay);
  EXPECT_EQ(m.translate(text(U'?'), c).kind, Command::toggle_help);
  EXPECT_EQ(m.translate(key(sf::Keyboard::G, true), c).kind, Command::goto_begin);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Escape), c).kind, Command::cancel);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Q, true), c).kind, Command::quit);
  EXPECT_EQ(m.translate(text(U'x'), c).kind, Command::none);
  EXPECT_EQ(m.translate(text(U'\a'), c).kind, Command::none);  // what Ctrl+G also types
}

TEST(InputMap, DigitsChooseSeatsOrTypeAStep) {
  const InputMap m;
  EXPECT_EQ(m.translate(text(U'1'), context()), (ViewerCommand{Command::set_seat, 0}));
  EXPECT_EQ(m.translate(text(U'4'), context()), (ViewerCommand{Command::set_seat, 3}));
  EXPECT_EQ(m.translate(text(U'0'), context()), (ViewerCommand{Command::set_seat, -1}));
  const InputContext typing = context(true);
  EXPECT_EQ(m.translate(text(U'4'), typing), (ViewerCommand{Command::goto_digit, 4}));
  EXPECT_EQ(m.translate(key(sf::Keyboard::Enter), typing).kind, Command::goto_commit);
  EXPECT_EQ(m.translate(key(sf::Keyboard::BackSpace), typing).kind, Command::goto_backspace);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Escape), typing).kind, Command::cancel);
  EXPECT_EQ(m.translate(text(U'n'), typing).kind, Command::none);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Right), typing).kind, Command::none);
}

TEST(InputMap, ClicksOnHandsAndTimeline) {
  const InputMap m;
  const InputContext c = context();
  const Rect row = c.hands.row(3);
  EXPECT_EQ(m.translate(click(row.cx(), row.cy()), c), (ViewerCommand{Command::select_hand, 3}));
  const float x = c.timeline.x_of(12);
  EXPECT_EQ(m.translate(click(x, c.timeline.bar.cy()), c),
            (ViewerCommand{Command::goto_position, 12}));
  EXPECT_EQ(m.translate(click(100, 100), c).kind, Command::none);  // the table
}

TEST(InputMap, ClickOnTheScoreStripOpensThatHand) {
  const InputMap m;
  const InputContext c = context();
  const Rect slot = c.strip.slot(2);
  EXPECT_EQ(m.translate(click(slot.cx(), slot.cy()), c), (ViewerCommand{Command::select_hand, 7}));
  EXPECT_EQ(m.translate(click(c.strip.legend.cx(), c.strip.legend.cy()), c).kind, Command::none);
}

TEST(InputMap, KeysCanBeRebound) {
  InputMap m;
  m.bind_char(U'j', Command::step_forward);
  m.bind_key(sf::Keyboard::Up, Command::prev_mark);
  EXPECT_EQ(m.translate(text(U'j'), context()).kind, Command::step_forward);
  EXPECT_EQ(m.translate(key(sf::Keyboard::Up), context()).kind, Command::prev_mark);
}

TEST(Help, ListsEveryKeyOfTheIssue) {
  std::string all;
  for (const HelpLine& l : help_lines()) {
    all += std::string(l.keys) + "\n";
  }
  for (const char* k : {"←", "Home", "PgUp", "n / N", "h", "1 – 4", "0", "space", "Ctrl+G", "?"}) {
    EXPECT_NE(all.find(k), std::string::npos) << k;
  }
}

}  // namespace
}  // namespace paipu::viewer
