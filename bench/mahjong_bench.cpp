// The mahjong kit's win check and waits on random hands, one thread: 温州麻雀's shapes (a pair and
// five melds, 八対, three 財神 win alone), 17-tile hands for the win check and 16-tile hands for
// the waits, with 0 to 3 wilds (財神). The hands are drawn at random from the 136 tiles, a 財神
// being one of the indicator's other three copies, so most are not complete, as in a validator's
// stream.
//
//   build/bench/paipu_mahjong_bench [--benchmark_filter=...]
//
// Shanten (kit's shanten.hpp) is measured beside it: the standard no-wild case (riichi shapes, 14
// tiles), 温州 (17 tiles, 0..3 財神) and 清一色東天紅 (14 tiles, 0..3 白), one decision's discard
// table, and a whole hand's analysis (a table at every decision of every seat), each hand timed on
// its own: median_ms, p90_ms and p99_ms (wall clock).
//
// `WinCheckShape/3` drops the three-財神 win, so that three wilds go through the shape search too.
// The pools of 4,096 hands are cycled; `WinCheckManyHands` draws 2^18.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <random>
#include <vector>

#include "paipu/mahjong.hpp"

namespace {

using namespace paipu::mahjong;

constexpr Kind kIndicator = 4;  // 5m: the other three 5m are the 財神
constexpr std::size_t kHands = 4096;
constexpr std::size_t kManyHands = std::size_t{1} << 18;
static_assert(std::has_single_bit(kHands) && std::has_single_bit(kManyHands));

// The next hand of a pool whose size is a power of two: a mask, as the division of `%` would cost
// a tenth of a shanten count and be timed with it.
std::size_t next_hand(std::size_t i, std::size_t pool) {
  return (i + 1) & (pool - 1);
}

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
    i = next_hand(i, hands.size());
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
    i = next_hand(i, hands.size());
  }
  benchmark::DoNotOptimize(ready);
  state.SetItemsProcessed(state.iterations());
  state.counters["ready_%"] = 100.0 * static_cast<double>(ready) /
                              static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
}

// Shanten: a pool of random hands of one size and wild count from a set's naturals.
std::vector<Hand> pool_hands(const CopyLimits& naturals, int size, int wilds, std::uint32_t seed) {
  std::vector<Kind> tiles;
  for (int k = 0; k < kKinds; ++k)
    for (int c = 0; c < naturals[static_cast<std::size_t>(k)]; ++c)
      tiles.push_back(static_cast<Kind>(k));
  std::mt19937 rng(seed);
  std::vector<Hand> out(kHands);
  for (Hand& h : out) {
    std::shuffle(tiles.begin(), tiles.end(), rng);
    for (int i = 0; i < size - wilds; ++i) add(h.concealed, tiles[static_cast<std::size_t>(i)]);
    h.wilds = wilds;
  }
  return out;
}

ShantenRules riichi_shanten() {
  ShantenRules r;
  r.shapes.all_pairs = true;
  r.shapes.distinct_pairs = true;
  r.shapes.orphans = thirteen_orphans();
  return r;
}

ShantenRules wenzhou_shanten() {
  ShantenRules r;
  r.shapes = wenzhou_rules(true);
  r.absent.insert(kWhite);
  return r;
}

ShantenRules chinton_shanten() {
  ShantenRules r;
  r.shapes.all_pairs = true;
  r.shapes.orphans = flush_orphans(Suit::pin);
  r.shapes.wild_scope = WildScope::honours;
  r.shapes.wild_face = kWhite;
  const CopyLimits wall = flush_wall_limits(Suit::pin);
  for (Kind k = 0; k < kKinds; ++k)
    if (wall[k] == 0 || k == kWhite) r.absent.insert(k);
  for (Kind k : {kind_of(Suit::man, 1), kind_of(Suit::man, 9), kNorth}) r.outside.insert(k);
  return r;
}

CopyLimits wenzhou_naturals() {
  CopyLimits c = uniform_limits(4);
  c[kIndicator] = 0;  // the 財神 are wilds; the 白 play as their kind, kept as 白 here
  return c;
}

CopyLimits chinton_naturals() {
  CopyLimits c = flush_wall_limits(Suit::pin);
  c[kWhite] = 0;  // every 白 is a wild
  return c;
}

void shanten_of(benchmark::State& state, const ShantenRules& rules, const CopyLimits& naturals,
                int size) {
  const auto wilds = static_cast<int>(state.range(0));
  const std::vector<Hand> hands =
      pool_hands(naturals, size, wilds, 7000U + static_cast<unsigned>(size * 4 + wilds));
  for (const Hand& h : hands) benchmark::DoNotOptimize(shanten(h, rules));  // tables filled
  std::size_t i = 0;
  long sum = 0;
  for (auto _ : state) {
    sum += shanten(hands[i], rules);
    i = next_hand(i, hands.size());
  }
  benchmark::DoNotOptimize(sum);
  state.SetItemsProcessed(state.iterations());
  state.counters["mean_shanten"] =
      static_cast<double>(sum) / static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
}

// The no-wild case beside the wild ones: standard riichi shapes (七対子, 国士無双), 14 tiles.
void BM_ShantenRiichi(benchmark::State& state) {
  shanten_of(state, riichi_shanten(), uniform_limits(4), 14);
}
// 温州: 17 tiles, 0..3 財神.
void BM_ShantenWenzhou(benchmark::State& state) {
  shanten_of(state, wenzhou_shanten(), wenzhou_naturals(), 17);
}
// 清一色東天紅: 14 tiles of the pinzu wall, 0..3 白.
void BM_ShantenChinton(benchmark::State& state) {
  shanten_of(state, chinton_shanten(), chinton_naturals(), 14);
}

// One decision: the discard table of a hand of the complete size (every discard's shanten,
// effective tiles and copies left).
void discard_table_of(benchmark::State& state, const ShantenRules& rules,
                      const CopyLimits& naturals, int size) {
  const auto wilds = static_cast<int>(state.range(0));
  const std::vector<Hand> hands = pool_hands(naturals, size, wilds, 9000U);
  Unseen unseen;
  unseen.naturals = naturals;
  unseen.wilds = 3;
  std::size_t i = 0;
  std::size_t rows = 0;
  for (auto _ : state) {
    rows += discard_table(hands[i], rules, unseen).size();
    i = next_hand(i, hands.size());
  }
  benchmark::DoNotOptimize(rows);
  state.SetItemsProcessed(state.iterations());
}
void BM_DiscardTableWenzhou(benchmark::State& state) {
  discard_table_of(state, wenzhou_shanten(), wenzhou_naturals(), 17);
}
void BM_DiscardTableChinton(benchmark::State& state) {
  discard_table_of(state, chinton_shanten(), chinton_naturals(), 14);
}

// A whole hand's analysis: `seats` seats dealt from the set, each drawing and discarding (the
// discard keeping the lowest shanten and then the most copies) until `stop` tiles are left, a
// discard table at every decision of every seat, as `paipu analyze` makes one per known hand.
void whole_hand(benchmark::State& state, const ShantenRules& rules, const CopyLimits& naturals,
                int wilds_in_set, int seats, int size, int stop) {
  std::vector<int> wall;  // kinds, kKinds for a wild
  for (int k = 0; k < kKinds; ++k)
    for (int c = 0; c < naturals[static_cast<std::size_t>(k)]; ++c) wall.push_back(k);
  for (int c = 0; c < wilds_in_set; ++c) wall.push_back(kKinds);
  std::mt19937 rng(31U);
  long decisions = 0;
  std::vector<double> ms;  // each hand's time: the issue asks for the median, not the mean
  for (auto _ : state) {
    const auto start = std::chrono::steady_clock::now();
    std::shuffle(wall.begin(), wall.end(), rng);
    std::size_t next = 0;
    std::vector<Hand> hands(static_cast<std::size_t>(seats));
    const auto draw = [&](Hand& h) {
      const int t = wall[next++];
      if (t == kKinds)
        ++h.wilds;
      else
        add(h.concealed, static_cast<Kind>(t));
    };
    for (Hand& h : hands)
      for (int i = 0; i < size - 1; ++i) draw(h);
    Unseen unseen;
    unseen.naturals = naturals;
    unseen.wilds = wilds_in_set;
    for (int turn = 0; wall.size() - next > static_cast<std::size_t>(stop); ++turn) {
      Hand& h = hands[static_cast<std::size_t>(turn % seats)];
      draw(h);
      const std::vector<DiscardRow> rows = discard_table(h, rules, unseen);
      const DiscardRow* best = &rows.front();
      for (const DiscardRow& r : rows)
        if (r.shanten < best->shanten || (r.shanten == best->shanten && r.copies > best->copies))
          best = &r;
      if (best->discard == kNoKind)
        --h.wilds;
      else
        add(h.concealed, best->discard, -1);
      ++decisions;
    }
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  state.SetItemsProcessed(state.iterations());
  std::sort(ms.begin(), ms.end());
  const auto at = [&](double q) {
    return ms.empty() ? 0.0 : ms[static_cast<std::size_t>(q * static_cast<double>(ms.size() - 1))];
  };
  state.counters["median_ms"] = at(0.5);
  state.counters["p90_ms"] = at(0.9);
  state.counters["p99_ms"] = at(0.99);
  state.counters["decisions_per_hand"] =
      static_cast<double>(decisions) /
      static_cast<double>(std::max<std::int64_t>(state.iterations(), 1));
}
void BM_WholeHandWenzhou(benchmark::State& state) {
  whole_hand(state, wenzhou_shanten(), wenzhou_naturals(), 3, 4, 17, 16);
}
void BM_WholeHandChinton(benchmark::State& state) {
  whole_hand(state, chinton_shanten(), chinton_naturals(), 4, 3, 14, 14);
}

}  // namespace

BENCHMARK(BM_ShantenRiichi)->Arg(0)->MinTime(1.0);
BENCHMARK(BM_ShantenWenzhou)->DenseRange(0, 3)->MinTime(1.0);
BENCHMARK(BM_ShantenChinton)->DenseRange(0, 3)->MinTime(1.0);
BENCHMARK(BM_DiscardTableWenzhou)->Arg(0)->Arg(2)->MinTime(1.0);
BENCHMARK(BM_DiscardTableChinton)->Arg(0)->Arg(2)->MinTime(1.0);
BENCHMARK(BM_WholeHandWenzhou)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_WholeHandChinton)->Unit(benchmark::kMillisecond)->MinTime(1.0);
BENCHMARK(BM_WinCheck)->DenseRange(0, 3)->MinTime(1.0);
BENCHMARK(BM_WinCheckShape)->Arg(3)->MinTime(1.0);
BENCHMARK(BM_WinCheckManyHands)->DenseRange(0, 2)->MinTime(1.0);
BENCHMARK(BM_Waits)->DenseRange(0, 3)->MinTime(1.0);

BENCHMARK_MAIN();
