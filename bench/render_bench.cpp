// The viewer's frame time: draw every step of real hands off-screen, as the window draws them, and
// report the time per frame (target: one frame, 16 ms). Needs an X display (xvfb-run -a); without one
// the benchmark says so and skips. Under Xvfb every pixel comes from a software rasteriser, so this
// measures the worst case; a GPU draws the same calls faster.
#include <benchmark/benchmark.h>

#include <SFML/OpenGL.hpp>
#include <cstdlib>

#include "paipu/app/document.hpp"
#include "render_internal.hpp"
#include "font.hpp"
#include "paipu/viewer/screen_list.hpp"
#include "sfml_list.hpp"

namespace {

void BM_RenderEveryStep(benchmark::State& state) {
  if (std::getenv("DISPLAY") == nullptr) {
    state.SkipWithError("no X display: run under xvfb-run -a");
    return;
  }
  paipu::PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  std::string error;
  auto doc = paipu::cli::open_document(host, std::string(PAIPU_SOURCE_DIR) + "/samples/tianjiu/match1-defaults.paipu",
                                       error);
  auto font = doc ? paipu::viewer::load_cjk_font(error) : nullptr;
  sf::RenderTexture texture;
  if (!font || !texture.create(1280, 800)) {
    state.SkipWithError(error.c_str());
    return;
  }
  paipu::viewer::ListPainter painter(*font);
  paipu::viewer::Navigator nav(*doc);
  nav.open(0, 0);
  int position = 0;
  for (auto _ : state) {
    // Steps in a jumping order, so each frame is a fresh position, including the hand's last.
    position = (position + 7) % (nav.last_position() + 1);
    nav.apply({paipu::viewer::Command::goto_position, position});
    painter.draw(texture, paipu::viewer::screen_list(nav, 1280, 800));
    texture.display();
    glFinish();
  }
  state.counters["frames/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

}  // namespace

BENCHMARK(BM_RenderEveryStep)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
