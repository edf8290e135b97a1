// What render_png refuses before it touches SFML: these run without a display.
#include <gtest/gtest.h>

#include <cstdlib>
#include <string>

#include "fake_document.hpp"
#include "paipu/viewer/viewer.hpp"

namespace paipu::viewer {
namespace {

TEST(RenderErrors, NoDisplayIsAClearError) {
  const char* saved = std::getenv("DISPLAY");
  const std::string keep = saved ? saved : "";
  unsetenv("DISPLAY");
  std::string why;
  EXPECT_FALSE(display_available(why));
  EXPECT_NE(why.find("DISPLAY"), std::string::npos);
  auto doc = fakes::make_document();
  std::string error;
  EXPECT_FALSE(render_png(*doc, {}, "/tmp/paipu-never-written.png", error));
  EXPECT_NE(error.find("DISPLAY"), std::string::npos) << error;
  if (saved) {
    setenv("DISPLAY", keep.c_str(), 1);
  }
}

TEST(RenderErrors, OutOfRangeHandStepOrSeat) {
  auto doc = fakes::make_document();
  std::string error;
  RenderOptions o;
  o.hand = 7;
  EXPECT_FALSE(render_png(*doc, o, "/tmp/x.png", error));
  EXPECT_NE(error.find("no hand 8"), std::string::npos) << error;
  o = {};
  o.position = 40;
  EXPECT_FALSE(render_png(*doc, o, "/tmp/x.png", error));
  EXPECT_NE(error.find("no step 40"), std::string::npos) << error;
  o = {};
  o.hand = 1;
  o.seat = 3;  // the second hand has three seats
  EXPECT_FALSE(render_png(*doc, o, "/tmp/x.png", error));
  EXPECT_NE(error.find("no seat 4"), std::string::npos) << error;
  o = {};
  o.width = 10;
  EXPECT_FALSE(render_all_steps(*doc, o, "/tmp/paipu-never", error));
  EXPECT_NE(error.find("size"), std::string::npos) << error;
}

}  // namespace
}  // namespace paipu::viewer
