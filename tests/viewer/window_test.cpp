// The interactive loop under a real window: scripted events go through the InputMap into the model,
// and the last frame is captured. Needs an X display: skipped when $DISPLAY is unset.
#include <gtest/gtest.h>

#include "events.hpp"

#include <SFML/Graphics/Image.hpp>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "fake_document.hpp"
#include "font.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/screen_list.hpp"
#include "render_internal.hpp"
#include "sfml_list.hpp"

namespace paipu::viewer {
namespace {

namespace fs = std::filesystem;

using fakes::click;
using fakes::key;
using fakes::text;

class Window : public ::testing::Test {
 protected:
  void SetUp() override {
    if (std::getenv("DISPLAY") == nullptr) {
      GTEST_SKIP() << "no X display";
    }
    fs::create_directories(PAIPU_VIEWER_ARTIFACTS);
  }
  std::string out(const std::string& name) {
    return (fs::path(PAIPU_VIEWER_ARTIFACTS) / name).string();
  }
};

TEST_F(Window, KeysDriveTheModel) {
  auto doc = fakes::make_document(true);
  RenderOptions start;
  start.position = 0;
  WindowScript script;
  script.events = {key(sf::Keyboard::Right),
                   key(sf::Keyboard::Right),
                   text(U'2'),
                   text(U'h'),
                   key(sf::Keyboard::G, true),
                   text(U'5'),
                   key(sf::Keyboard::Enter),
                   text(U'?')};
  script.screenshot = out("window-help.png");
  bool inspected = false;
  script.inspect = [&](const Navigator& nav) {
    inspected = true;
    EXPECT_EQ(nav.hand_index(), 0);
    EXPECT_EQ(nav.position(), 5);
    EXPECT_EQ(nav.seat(), 1);
    EXPECT_FALSE(nav.show_concealed());
    EXPECT_TRUE(nav.help_visible());
  };
  EXPECT_EQ(run_window(*doc, start, &script), 0);
  EXPECT_TRUE(inspected);
  sf::Image shot;
  ASSERT_TRUE(shot.loadFromFile(script.screenshot));
  EXPECT_EQ(shot.getSize().x, start.width);
  EXPECT_EQ(shot.getSize().y, start.height);
}

// --analyze: the window draws the store's evaluation, n goes to its mistake, and the strip's mark
// is on screen in the mistake's colour.
TEST_F(Window, TheAnalysisIsDrawnAndNGoesToItsMistakes) {
  auto doc = fakes::make_document(true);
  EvaluationStore store;
  HandEvaluation ev = waiting_evaluation(9);  // the domino hand's positions
  ev.state = HandEvaluation::State::done;
  for (StepEvaluation& s : ev.positions) s.verdict = Verdict::forced;
  ev.positions[3].verdict = Verdict::blunder;
  ev.positions[3].summary = "played -3; best +8: lost 11 ??";
  ev.positions[7].verdict = Verdict::best;
  store.put(0, ev);
  RenderOptions start;
  start.position = 0;
  start.evaluations = &store;
  WindowScript script;
  script.events = {text(U'n'), text(U'n')};  // the comment at 2, then the blunder at 3
  script.screenshot = out("window-analysis.png");
  bool inspected = false;
  script.inspect = [&](const Navigator& nav) {
    inspected = true;
    ASSERT_NE(nav.evaluation(), nullptr);
    EXPECT_EQ(nav.position(), 3);
  };
  EXPECT_EQ(run_window(*doc, start, &script), 0);
  EXPECT_TRUE(inspected);
  sf::Image shot;
  ASSERT_TRUE(shot.loadFromFile(script.screenshot));
  const ScreenGeometry g = screen_geometry(start.width, start.height);
  const TimelineGeometry tl = timeline_geometry(g.timeline, 9, 0);
  const sf::Color at =
      shot.getPixel(static_cast<unsigned>(tl.x_of(3)), static_cast<unsigned>(tl.evaluation.cy()));
  const Rgb red = verdict_colour(Verdict::blunder);
  EXPECT_EQ(at, sf::Color(red.r, red.g, red.b));
}

TEST_F(Window, ClicksOnTheHandListAndTimeline) {
  auto doc = fakes::make_document(true);
  const ScreenGeometry g = screen_geometry(1280, 800);
  const Rect row = hand_list_geometry(g.panel, doc->hand_count(), 0).row(2);
  const TimelineGeometry tl = timeline_geometry(g.timeline, 9, 0);  // the card hand: 9 steps
  WindowScript script;
  script.events = {click(row.cx(), row.cy()), click(tl.x_of(6), tl.bar.cy()),
                   key(sf::Keyboard::G, true), text(U'1')};
  script.screenshot = out("window-goto.png");
  bool inspected = false;
  script.inspect = [&](const Navigator& nav) {
    inspected = true;
    EXPECT_EQ(nav.hand_index(), 2);
    EXPECT_EQ(nav.position(), 6);
    EXPECT_TRUE(nav.goto_active());
    EXPECT_EQ(nav.goto_text(), "1");
  };
  EXPECT_EQ(run_window(*doc, {}, &script), 0);
  EXPECT_TRUE(inspected);
}

// Every step of every hand draws, jumping straight to it. How long a frame takes is measured by
// bench/render_bench.cpp (paipu_render_bench), not asserted here.
TEST_F(Window, EveryStepDraws) {
  auto doc = fakes::make_document(true);
  std::string error;
  auto font = load_cjk_font(error);
  ASSERT_TRUE(font) << error;
  sf::RenderTexture texture;
  ASSERT_TRUE(texture.create(1280, 800));
  ListPainter painter(*font);
  Navigator nav(*doc);
  int frames = 0;
  for (int hand = 0; hand < doc->hand_count(); ++hand) {
    nav.open(hand, 0);
    for (int p = nav.last_position(); p >= 0; --p) {
      nav.apply({Command::goto_position, p});
      EXPECT_EQ(nav.position(), p);
      painter.draw(texture, screen_list(nav, 1280, 800));
      texture.display();
      ++frames;
    }
  }
  EXPECT_GT(frames, 10);
  const sf::Image shot = texture.getTexture().copyToImage();
  EXPECT_EQ(shot.getSize(), sf::Vector2u(1280, 800));
}

TEST_F(Window, QuitKeyClosesTheWindow) {
  auto doc = fakes::make_document();
  WindowScript script;
  script.events = {text(U'q'), key(sf::Keyboard::Right)};
  bool inspected = false;
  script.inspect = [&](const Navigator&) { inspected = true; };
  EXPECT_EQ(run_window(*doc, {}, &script), 0);
  EXPECT_FALSE(inspected);  // closed by q before the script ran out
}

TEST_F(Window, AFileWithOnlyProblemsOpens) {
  fakes::FakeDocument doc("/records/broken.paipu");
  Diagnostic d;
  d.code = "P001";
  d.message = "expected an event line, got `E plya 天`";
  d.pos = {3, 3};
  doc.problems().push_back(d);
  WindowScript script;
  script.events = {key(sf::Keyboard::Right), text(U'n')};
  script.screenshot = out("window-no-hands.png");
  EXPECT_EQ(run_window(doc, {}, &script), 0);
  EXPECT_TRUE(fs::exists(script.screenshot));
}

}  // namespace
}  // namespace paipu::viewer
