// The mahjong kit's win check and waits on random hands, one thread: 温州麻雀's shapes (a pair and
// five melds, 八対, three 財神 win alone), 17-tile hands for the win check and 16-tile hands for
// the waits, with 0 to 3 wilds (財神). The hands are drawn at random from the 136 tiles, a 財神
// being one of the indicator's other three copies, so most are not complete, as in a validator's
// stream.
//
//   build/bench/paipu_mahjong_bench [--benchmark_filter=...]
//
// `WinCheckShape/3` drops the three-財神 win, so that three wilds go through the shape search too.
// The pools of 4,096 hands are cycled; `WinCheckManyHands` draws 2^18.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "paipu/mahjong.hpp"

namespace {

using namespace paipu::mahjong;

constexpr Kind kIndicator = 4;  // 5m: the other three 5m are the 財神
constexpr std::size_t kHands = 4096;
constexpr std::size_t kManyHands = std::size_t{1} << 18;

WinRules wenzhou_rules(bool three_wilds_win) {
  WinRules r;
  r.melds = 5;
  r.all_pairs = true;
  r.wilds_win = three_wilds_win ? 3 : 0;
  r.wild_scope = WildScope::any;
  r.wild_face = kIndicator;
  return r;
}

// `size` tiles, `wilds` of them 財神, the rest drawn from the naturals left once the indicator is
// face up and the three 財神 are out of the wall.
std::vector<Hand> random_hands(int size, int wilds, std::uint32_t seed,
                               std::size_t count = kHands) {
  std::vector<Kind> naturals;
  for (int k = 0; k < kKinds; ++k)
    for (int c = 0; c < (k == kIndicator ? 0 : 4); ++c) naturals.push_back(static_cast<Kind>(k));
  std::mt19937 rng(seed);
  std::vector<Hand> out(count);
  for (Hand& h : out) {
    std::shuffle(naturals.begin(), naturals.end(), rng);
    for (int i = 0; i < size - wilds; ++i) add(h.concealed, naturals[static_cast<std::size_t>(i)]);
    h.wilds = wilds;
  }
  return out;
}

void win_check(benchmark::State& state, bool three_wilds_win, std::size_t count = kHands) {
  const auto wilds = static_cast<int>(state.range(0));
  const WinRules rules = wenzhou_rules(three_wilds_win);
  const std::vector<Hand> hands =
      random_hands(17, wilds, 2026U + static_cast<unsigned>(wilds), count);
  std::size_t i = 0;
  long complete = 0;
  for (auto _ : state) {
    complete += is_complete(hands[i], rules) ? 1 : 0;
    i = (i + 1) % hands.size();
  }
  benchmark::DoNotOptimize(complete);
  state.SetItemsProcessed(state.iterations());
  state.counters["complete_%"] = 100.0 * static_cast<double>(complete) /
                                 static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
}

void BM_WinCheck(benchmark::State& state) {
  win_check(state, true);
}
void BM_WinCheckShape(benchmark::State& state) {
  win_check(state, false);
}
// 2^18 hands (11 MB) drawn with another seed: the hands and the kit's table of suits no longer
// stay in the cache, and most suits are met for the first time in the first pass.
void BM_WinCheckManyHands(benchmark::State& state) {
  win_check(state, true, kManyHands);
}

void BM_Waits(benchmark::State& state) {
  const auto wilds = static_cast<int>(state.range(0));
  const WinRules rules = wenzhou_rules(true);
  const std::vector<Hand> hands = random_hands(16, wilds, 4052U + static_cast<unsigned>(wilds));
  const CopyLimits limits = uniform_limits(4);
  WaitOptions options;
  options.limits = &limits;
  std::size_t i = 0;
  long ready = 0;
  for (auto _ : state) {
    ready += waits(hands[i], rules, options).empty() ? 0 : 1;
    i = (i + 1) % hands.size();
  }
  benchmark::DoNotOptimize(ready);
  state.SetItemsProcessed(state.iterations());
  state.counters["ready_%"] = 100.0 * static_cast<double>(ready) /
                              static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
}

}  // namespace

BENCHMARK(BM_WinCheck)->DenseRange(0, 3)->MinTime(1.0);
BENCHMARK(BM_WinCheckShape)->Arg(3)->MinTime(1.0);
BENCHMARK(BM_WinCheckManyHands)->DenseRange(0, 2)->MinTime(1.0);
BENCHMARK(BM_Waits)->DenseRange(0, 3)->MinTime(1.0);

BENCHMARK_MAIN();
