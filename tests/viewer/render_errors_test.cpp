// What render_png refuses, and that it draws without a display: these run without one.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "fake_document.hpp"
#include "paipu/viewer/viewer.hpp"

namespace paipu::viewer {
namespace {

// The window needs an X display and says so; a picture needs none (a club's server has no X).
TEST(RenderErrors, NoDisplayStopsTheWindowButNotAPicture) {
  const char* saved = std::getenv("DISPLAY");
  const std::string keep = saved ? saved : "";
  unsetenv("DISPLAY");
  std::string why;
  EXPECT_FALSE(display_available(why));
  EXPECT_NE(why.find("DISPLAY"), std::string::npos);
  auto doc = fakes::make_document();
  std::string error;
  const std::string path = testing::TempDir() + "paipu-no-display.png";
  std::remove(path.c_str());
  ASSERT_TRUE(render_png(*doc, {}, path, error)) << error;
  // A PNG of the asked size: the signature, then IHDR's width and height, big-endian.
  std::ifstream in(path, std::ios::binary);
  std::string head(24, '\0');
  in.read(head.data(), 24);
  ASSERT_TRUE(in);
  EXPECT_EQ(head.substr(1, 3), "PNG");
  auto be32 = [&](std::size_t at) {
    std::uint32_t v = 0;
    for (std::size_t i = 0; i < 4; ++i) v = (v << 8) | static_cast<unsigned char>(head[at + i]);
    return v;
  };
  EXPECT_EQ(be32(16), 1280u);
  EXPECT_EQ(be32(20), 800u);
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
