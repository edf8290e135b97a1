// `paipu graph -o net.png`: the chart's SVG rasterised by librsvg, with no display. The PNG is read
// back with sf::Image, which needs none either.
#include <gtest/gtest.h>

#include <SFML/Graphics/Image.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>

#include "paipu/chart/chart.hpp"
#include "paipu/viewer/chart_png.hpp"
#include "sample_chart.hpp"

namespace paipu::viewer {
namespace {

namespace fs = std::filesystem;

std::string artifact(const std::string& name) {
  fs::create_directories(PAIPU_VIEWER_ARTIFACTS);
  return (fs::path(PAIPU_VIEWER_ARTIFACTS) / name).string();
}

bool near(sf::Color c, chart::Color want, int tol = 24) {
  return std::abs(c.r - want.r) <= tol && std::abs(c.g - want.g) <= tol &&
         std::abs(c.b - want.b) <= tol;
}

// How many pixels of `area` are near `want`.
int count(const sf::Image& img, const chart::Area& area, chart::Color want) {
  int n = 0;
  for (auto y = static_cast<unsigned>(area.y); y < static_cast<unsigned>(area.y + area.h); ++y) {
    for (auto x = static_cast<unsigned>(area.x); x < static_cast<unsigned>(area.x + area.w); ++x) {
      n += near(img.getPixel(x, y), want, 8) ? 1 : 0;
    }
  }
  return n;
}

sf::Image render(const chart::Picture& picture, const std::string& name) {
  std::string why;
  EXPECT_TRUE(render_chart_png(picture, artifact(name), why)) << why;
  std::ifstream in(artifact(name), std::ios::binary);
  char sig[8] = {};
  in.read(sig, 8);
  EXPECT_EQ(std::string(sig, 8), "\x89PNG\r\n\x1a\n");
  sf::Image img;
  EXPECT_TRUE(img.loadFromFile(artifact(name)));
  return img;
}

class chart_png : public ::testing::Test {};

TEST_F(chart_png, DrawsEveryLineAndBarInItsColour) {
  const chart::NetChart c = chart_samples::net();
  const chart::Picture p = chart::layout(c, 1200, 800);
  std::ofstream(artifact("chart.svg")) << chart::to_svg(p);
  const sf::Image img = render(p, "chart.png");
  ASSERT_EQ(img.getSize(), sf::Vector2u(1200, 800));
  const int plot_pixels = static_cast<int>(p.plot.w * p.plot.h);
  EXPECT_GT(plot_pixels - count(img, p.plot, p.background), plot_pixels / 100);
  for (std::size_t i = 0; i < c.lines.size(); ++i) {
    EXPECT_GT(count(img, p.plot, chart::series_color(i)), 200) << c.lines[i].name;
    EXPECT_GT(count(img, p.bars, chart::series_color(i)), 50) << c.lines[i].name;
  }
  // The corners stay background: nothing is drawn off the layout.
  EXPECT_TRUE(near(img.getPixel(1, 1), p.background));
  EXPECT_TRUE(near(img.getPixel(1198, 798), p.background));
}

TEST_F(chart_png, DatesAndTheEmptyChartRenderToo) {
  chart::NetChart c;
  c.title = "Net points — 2026-01-03 to 2026-03-30";
  c.x_is_date = true;
  c.x_label = "date";
  c.y_label = "net points";
  for (int k = 0; k < 10; ++k) {
    chart::Series s = chart_samples::walk("player " + std::to_string(k + 1), 87, k + 10, 4 - k);
    for (double& x : s.x) x += 20455;
    c.lines.push_back(s);
  }
  const chart::Picture p = chart::layout(c, 900, 560);
  std::ofstream(artifact("chart-dates.svg")) << chart::to_svg(p);
  const sf::Image img = render(p, "chart-dates.png");
  ASSERT_EQ(img.getSize(), sf::Vector2u(900, 560));
  for (std::size_t i = 0; i < c.lines.size(); ++i) {
    EXPECT_GT(count(img, p.plot, chart::series_color(i)), 30) << c.lines[i].name;
  }

  const chart::Picture empty = chart::layout(chart::NetChart{}, 400, 250);
  const sf::Image blank = render(empty, "chart-empty.png");
  ASSERT_EQ(blank.getSize(), sf::Vector2u(400, 250));
  EXPECT_LT(count(blank, empty.plot, {247, 248, 250}),
            static_cast<int>(empty.plot.w * empty.plot.h));
}

TEST_F(chart_png, AnUnwritablePathSaysWhy) {
  std::string why;
  EXPECT_FALSE(
      render_chart_png(chart::layout(chart::NetChart{}, 320, 200), "/nonexistent-dir/x.png", why));
  EXPECT_NE(why.find("/nonexistent-dir/x.png"), std::string::npos);
}

}  // namespace
}  // namespace paipu::viewer
