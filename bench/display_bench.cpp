// The drawing stack without a display, each figure beside a baseline measured in the same run:
// - a step's redraw, paipu's own part: the whole screen's display list at a jumping step (the
//   window adds SFML's painting, timed by paipu_render_bench under Xvfb), beside the scene alone;
// - the first picture of a 100,000-hand file: open it, open the first hand at its deal and make
//   its display list, beside `wc -l` on the same file;
// - a PNG of one step through librsvg, beside its SVG text alone.
//
//   build/bench/paipu_display_bench   (PAIPU_BENCH_HANDS overrides the corpus's hand count)
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "bench_corpus.hpp"
#include "paipu/app/document.hpp"
#include "paipu/display/png.hpp"
#include "paipu/display/svg.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/screen_list.hpp"

namespace {

using paipu::bench::corpus;
using paipu::bench::host;

std::unique_ptr<paipu::Document> open(const std::string& path) {
  std::string error;
  auto doc = paipu::cli::open_document(host(), path, error);
  if (!doc) std::abort();
  return doc;
}

std::string sample(const char* name) {
  return std::string(PAIPU_SOURCE_DIR) + "/samples/" + name;
}

// Steps in a jumping order, so each list is of a fresh position, the hand's last included.
void redraw(benchmark::State& state, const char* file, bool whole_screen) {
  auto doc = open(sample(file));
  paipu::viewer::Navigator nav(*doc);
  nav.open(0, 0);
  int position = 0;
  for (auto _ : state) {
    position = (position + 7) % (nav.last_position() + 1);
    nav.apply({paipu::viewer::Command::goto_position, position});
    if (whole_screen) {
      benchmark::DoNotOptimize(paipu::viewer::screen_list(nav, 1280, 800));
    } else {
      benchmark::DoNotOptimize(nav.scene());
    }
  }
  state.counters["frames/s"] =
      benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}

void BM_SceneAloneTianjiu(benchmark::State& state) {
  redraw(state, "tianjiu/match1-defaults.paipu", false);
}
void BM_ScreenListTianjiu(benchmark::State& state) {
  redraw(state, "tianjiu/match1-defaults.paipu", true);
}
void BM_SceneAloneWenzhou(benchmark::State& state) {
  redraw(state, "wenzhou/bai-plays-as.paipu", false);
}
void BM_ScreenListWenzhou(benchmark::State& state) {
  redraw(state, "wenzhou/bai-plays-as.paipu", true);
}

void BM_WcBaseline100k(benchmark::State& state) {
  const auto& c = corpus("tianjiu");
  const std::string cmd = "wc -l < '" + c.path.string() + "' > /dev/null";
  for (auto _ : state)
    if (std::system(cmd.c_str()) != 0) state.SkipWithError("wc failed");
  state.counters["file_MB"] = static_cast<double>(c.bytes) / 1e6;
}

void BM_FirstPictureOf100k(benchmark::State& state) {
  const auto& c = corpus("tianjiu");
  for (auto _ : state) {
    auto doc = open(c.path.string());
    paipu::viewer::Navigator nav(*doc);
    nav.open_at_deal(0);
    benchmark::DoNotOptimize(paipu::viewer::screen_list(nav, 1280, 800));
  }
  state.counters["file_MB"] = static_cast<double>(c.bytes) / 1e6;
}

paipu::display::List last_step(const char* file) {
  static std::unique_ptr<paipu::Document> doc;
  doc = open(sample(file));
  paipu::viewer::Navigator nav(*doc);
  nav.open(0, -1);
  return paipu::viewer::screen_list(nav, 1280, 800);
}

void BM_SvgOfAStep(benchmark::State& state) {
  const paipu::display::List list = last_step("wenzhou/bai-plays-as.paipu");
  for (auto _ : state) benchmark::DoNotOptimize(paipu::display::to_svg(list));
}

void BM_PngOfAStep(benchmark::State& state) {
  const paipu::display::List list = last_step("wenzhou/bai-plays-as.paipu");
  const std::string path =
      (std::filesystem::temp_directory_path() / "paipu-display-bench.png").string();
  for (auto _ : state) {
    std::string error;
    if (!paipu::display::write_png(list, path, error)) state.SkipWithError(error.c_str());
  }
}

}  // namespace

BENCHMARK(BM_SceneAloneTianjiu)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ScreenListTianjiu)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_SceneAloneWenzhou)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_ScreenListWenzhou)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_WcBaseline100k)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_FirstPictureOf100k)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SvgOfAStep)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PngOfAStep)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
