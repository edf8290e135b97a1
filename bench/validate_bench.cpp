// Validation throughput on a generated 100,000-hand file, one thread, beside `wc -l` on the same
// file in the same run. Reported as hands/s and MB/s (Google Benchmark's bytes_per_second counts
// MiB/s).
//
//   build/bench/paipu_bench [--benchmark_filter=...]   (PAIPU_BENCH_HANDS overrides the hand count)
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "bench_corpus.hpp"
#include "bench_host.hpp"
#include "paipu/app/document.hpp"
#include "paipu/app/record_runner.hpp"
#include "paipu/playout/generate.hpp"

namespace {

namespace fs = std::filesystem;

using paipu::bench::Corpus;
using paipu::bench::corpus;
using paipu::bench::host;

void report(benchmark::State& state, const Corpus& c) {
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) *
                          static_cast<std::int64_t>(c.bytes));
  state.counters["hands/s"] = benchmark::Counter(static_cast<double>(c.hands),
                                                 benchmark::Counter::kIsIterationInvariantRate);
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  state.counters["maxRSS_MB"] = static_cast<double>(u.ru_maxrss) / 1024.0;
}

// The baseline: the fastest thing one can do with the file, counting its lines.
void wc_baseline(benchmark::State& state, const std::string& variant,
                 const std::vector<std::string>& rules = {}) {
  const Corpus& c = corpus(variant, rules);
  const std::string cmd = "wc -l < '" + c.path.string() + "' > /dev/null";
  for (auto _ : state)
    if (std::system(cmd.c_str()) != 0) state.SkipWithError("wc failed");
  report(state, c);
}

void BM_WcBaseline(benchmark::State& state) {
  wc_baseline(state, "tianjiu");
}
void BM_WcBaselineSandaha(benchmark::State& state) {
  wc_baseline(state, "sandaha");
}
void BM_WcBaselineWenzhou(benchmark::State& state) {
  wc_baseline(state, "wenzhou");
}
// 清一色東天紅's hands are generated with a known live wall (live_wall 43, the size the generator
// plays to when the wall is unknown), so that each is played out to its win or its drawn end.
const std::vector<std::string> kChintonRules{"live_wall=43"};
void BM_WcBaselineChinton(benchmark::State& state) {
  wc_baseline(state, "chinton", kChintonRules);
}

void BM_ParseOnly(benchmark::State& state) {
  const Corpus& c = corpus("tianjiu");
  for (auto _ : state) {
    std::ifstream in(c.path, std::ios::binary);
    paipu::notation::Reader reader(in, c.path.string());
    paipu::notation::Item item;
    paipu::Diagnostics d;
    long hands = 0;
    while (reader.next(item, d)) hands += item.kind == paipu::notation::Item::Kind::hand;
    if (hands != c.hands || !d.empty()) state.SkipWithError("parse failed");
  }
  report(state, c);
}

void validate(benchmark::State& state, const std::string& variant,
              const std::vector<std::string>& rules = {}) {
  const Corpus& c = corpus(variant, rules);
  for (auto _ : state) {
    std::ifstream in(c.path, std::ios::binary);
    paipu::notation::Reader reader(in, c.path.string());
    paipu::cli::Runner runner(host(), c.path.string());
    paipu::notation::Item item;
    paipu::Diagnostics d;
    while (reader.next(item, d)) {
      runner.feed(item, d);
      if (!d.empty()) {
        state.SkipWithError(paipu::format_diagnostic(d.front()).c_str());
        return;
      }
    }
  }
  report(state, c);
}

void BM_ValidateTianjiu(benchmark::State& state) {
  validate(state, "tianjiu");
}
void BM_ValidateDaqizi(benchmark::State& state) {
  validate(state, "daqizi");
}
// 4 seats, the generator's default.
void BM_ValidateSandaha(benchmark::State& state) {
  validate(state, "sandaha");
}
// Generated hands show the dice and the whole wall, so every deal and draw is checked against it.
void BM_ValidateWenzhou(benchmark::State& state) {
  validate(state, "wenzhou");
}
// 3 seats; every deal and draw of a generated hand is written, so every hand is known and every
// discard asks for the seat's waits (furiten), every pull and kan for a new reading.
void BM_ValidateChinton(benchmark::State& state) {
  validate(state, "chinton", kChintonRules);
}

// The viewer's first paint: open the 100,000-hand file and get the first hand's last scene.
// Indexing is lazy, so this must not depend on the file's size.
void BM_ViewerOpenFirstHand(benchmark::State& state) {
  const Corpus& c = corpus("tianjiu");
  for (auto _ : state) {
    std::string error;
    auto doc = paipu::cli::open_document(host(), c.path.string(), error);
    auto hand = doc->hand(0);
    benchmark::DoNotOptimize(hand->scene(hand->positions() - 1, -1));
  }
  state.counters["file_MB"] = static_cast<double>(c.bytes) / 1e6;
}

// Jumping to any step of an open hand: every position's state is kept, so a scene is one call.
void BM_ViewerSceneAtLastStep(benchmark::State& state) {
  const Corpus& c = corpus("tianjiu");
  std::string error;
  auto doc = paipu::cli::open_document(host(), c.path.string(), error);
  auto hand = doc->hand(0);
  for (auto _ : state) benchmark::DoNotOptimize(hand->scene(hand->positions() - 1, 1));
}

}  // namespace

BENCHMARK(BM_ViewerOpenFirstHand)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ViewerSceneAtLastStep)->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(BM_WcBaseline)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ParseOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ValidateTianjiu)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ValidateDaqizi)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_WcBaselineSandaha)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ValidateSandaha)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_WcBaselineWenzhou)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ValidateWenzhou)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_WcBaselineChinton)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ValidateChinton)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();

BENCHMARK_MAIN();
