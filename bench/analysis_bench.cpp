// `paipu analyze` on fully known generated hands (docs/analysis.md, "Speed"), one thread, beside
// validation (replay and check) of the same hands in the same run:
//
// - Whole/GAME/budget:N: every decision of a hand; time per hand (median, p90, p99), positions a
//   second, table hit rate and the share of decisions solved exactly. At the command's default
//   budget, also the target "every decision exact, median under 1 s a hand" (打天九, 打棋子); the
//   other budgets show how the exact share grows with the budget.
// - Last4: each decision of the last 4 tricks solved on its own (a new solver, as a viewer asking
//   about one position would), against "every decision exact within 10 ms".
// - Last8/GAME/budget:N (三打哈): the decisions of the last 8 tricks reviewed together, as `paipu
// analyze`
//   reviews a hand, against "exact within 1 s a hand". 三打哈's earlier tricks are beyond today's
//   solver, so its whole-hand figures are these.
//
// Each target's figure is a counter (`met` 1 or 0) and the label says how far away it is. Times
// in the counters are the thread's CPU time, so that other work on the machine does not inflate
// them (the Time column is wall time); the baseline is timed the same way.
//
// Hands: `paipu generate VARIANT --per-record 1 --seed 2026` (sandaha3: `--seats 3`). Every
// benchmark runs once, and the run stays bounded: a benchmark takes no new hand after
// PAIPU_ANALYSIS_SECONDS (default 30) of wall time, and a budget is skipped when the next smaller
// one's time a hand, scaled by the ratio of the budgets, is past that; the skip says how far.
//
//   build/bench/paipu_analysis_bench [--benchmark_filter=...]
//   PAIPU_ANALYSIS_HANDS=N (default 3) hands a game
//   PAIPU_ANALYSIS_BUDGETS=1000,10000,100000 budgets besides the default (default 1000,10000)
#include <benchmark/benchmark.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "bench_host.hpp"
#include "paipu/analysis/review.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/playout/generate.hpp"
#include "paipu/replay.hpp"

namespace {

using paipu::bench::host;
using paipu::bench::validate;
using Clock = std::chrono::steady_clock;

double thread_seconds() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// `paipu analyze`'s default --budget (cli/src/commands.hpp, AnalyzeOptions::budget).
constexpr std::uint64_t kCliBudget = 50'000;

long env_long(const char* name, long fallback) {
  const char* v = std::getenv(name);
  return v != nullptr && *v != '\0' ? std::atol(v) : fallback;
}

std::vector<std::uint64_t> sweep_budgets() {
  std::vector<std::uint64_t> out;
  const char* v = std::getenv("PAIPU_ANALYSIS_BUDGETS");
  std::stringstream in(v != nullptr ? v : "1000,10000");
  for (std::string item; std::getline(in, item, ',');)
    if (const long n = std::atol(item.c_str()); n > 0) out.push_back(static_cast<std::uint64_t>(n));
  return out;
}

struct Game {
  std::string id;
  int seats = 0;  // 0: the variant's default
  std::string name() const { return seats == 0 ? id : id + std::to_string(seats); }
};

// A replayed hand as `paipu analyze` sees it: the match as the hand began, the state before each
// step and after the last, and the trick each step's play went to.
struct KnownHand {
  std::unique_ptr<paipu::MatchState> at_start;
  std::vector<std::unique_ptr<paipu::HandState>> states;
  std::vector<paipu::Step> steps;
  std::vector<int> trick;  // per step: 1-based, -1 outside the tricks (auction, burial)
  int tricks = 0;
};

// The trick the last move went to: the highlighted play of the scene's trick zone.
int trick_of_last_move(const paipu::HandState& after) {
  for (const paipu::Zone& z : after.scene(-1).zones) {
    if (z.kind != paipu::ZoneKind::trick) continue;
    for (const paipu::SceneGroup& g : z.groups)
      if (g.highlight) return g.trick;
  }
  return -1;
}

struct Corpus {
  std::vector<paipu::Record> records;  // one hand each
  std::vector<KnownHand> hands;
  double validate_seconds = 0;  // a hand's replay and check, the baseline
};

// What cli/src/analyze_cmd.cpp does before review_hand: replay with states, and the match as it
// stood after begin_hand for this hand.
KnownHand replay(const paipu::Record& r) {
  paipu::Diagnostics d;
  const auto variant = host().find(r.tag_or("Variant", ""));
  auto m = paipu::MatchReplay::start(variant, r, paipu::ReplayContext{"bench.paipu", 0}, d);
  if (!m) std::abort();
  KnownHand h;
  const std::unique_ptr<paipu::MatchState> before = m->save();
  const paipu::Hand& hand = r.hands.front();
  paipu::HandResult result = m->play(hand, 0, d, &h.states);
  if (!d.empty() || !result.finished) std::abort();
  std::map<std::string, std::string> tags;
  for (const paipu::Tag& t : hand.tags)
    for (const auto& name : variant->info().hand_tags)
      if (t.name == name) tags[t.name] = t.value;
  h.at_start = before->clone();
  std::vector<paipu::Problem> ignored;
  (void)h.at_start->begin_hand(tags, ignored);
  h.steps = std::move(result.steps);
  for (std::size_t i = 0; i < h.steps.size(); ++i) {
    h.trick.push_back(trick_of_last_move(*h.states[i + 1]));
    h.tricks = std::max(h.tricks, h.trick.back());
  }
  return h;
}

const Corpus& corpus(const Game& g) {
  // The plugins are loaded first, so that they are unloaded after the hands they made are gone.
  (void)host();
  static std::map<std::string, Corpus> made;
  if (auto it = made.find(g.name()); it != made.end()) return it->second;
  paipu::cli::GenerateOptions o;
  o.variant = g.id;
  o.seats = g.seats;
  o.hands = static_cast<int>(env_long("PAIPU_ANALYSIS_HANDS", 3));
  o.hands_per_record = 1;
  o.seed = 2026;
  o.output = "/tmp/paipu-analysis-bench-" + g.name() + ".paipu";
  if (paipu::cli::generate_file(host(), o) != 0) std::abort();
  std::ifstream in(o.output, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  paipu::Diagnostics d;
  Corpus c;
  c.records = paipu::notation::parse_string(text.str(), o.output, d);
  for (const auto& r : c.records) c.hands.push_back(replay(r));
  // The baseline, measured here so that every analysis figure has it from the same run.
  long n = 0;
  const double start = thread_seconds();
  double elapsed = 0;
  while (elapsed < 0.5) {
    for (const auto& r : c.records)
      if (!validate(r).empty()) std::abort();
    n += static_cast<long>(c.records.size());
    elapsed = thread_seconds() - start;
  }
  c.validate_seconds = elapsed / static_cast<double>(n);
  return made.emplace(g.name(), std::move(c)).first->second;
}

// Reviews steps [from, to) of a hand, as `paipu analyze` reviews a whole one; `seconds` is the
// review's CPU time.
paipu::analysis::HandReview review(const KnownHand& h, std::size_t from, std::size_t to,
                                   std::uint64_t budget) {
  std::vector<std::unique_ptr<paipu::HandState>> states;
  for (std::size_t i = from; i <= to; ++i) states.push_back(h.states[i]->clone());
  const std::vector<paipu::Step> steps(h.steps.begin() + static_cast<std::ptrdiff_t>(from),
                                       h.steps.begin() + static_cast<std::ptrdiff_t>(to));
  paipu::analysis::ReviewOptions o;
  o.budget.nodes = budget;
  const double start = thread_seconds();
  paipu::analysis::HandReview r = paipu::analysis::review_hand(*h.at_start, states, steps, o);
  r.seconds = thread_seconds() - start;
  return r;
}

// The first step of the last `k` tricks.
std::size_t last_tricks(const KnownHand& h, int k) {
  for (std::size_t i = 0; i < h.trick.size(); ++i)
    if (h.trick[i] > h.tricks - k) return i;
  return h.trick.size();
}

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

// Figures over reviewed units (hands, or single decisions).
struct Tally {
  std::vector<double> seconds;  // a unit's time
  long decisions = 0, exact = 0;
  long units_all_exact = 0;  // units whose every decision was solved exactly
  paipu::analysis::Stats stats;
  double total = 0;

  void add(const paipu::analysis::HandReview& r) {
    seconds.push_back(r.seconds);
    total += r.seconds;
    long e = 0;
    for (const auto& d : r.decisions) e += d.exact ? 1 : 0;
    decisions += static_cast<long>(r.decisions.size());
    exact += e;
    units_all_exact += e == static_cast<long>(r.decisions.size()) ? 1 : 0;
    stats.nodes += r.stats.nodes;
    stats.table_probes += r.stats.table_probes;
    stats.table_hits += r.stats.table_hits;
  }
  double exact_share() const {
    return decisions > 0 ? static_cast<double>(exact) / static_cast<double>(decisions) : 0;
  }
  bool all_exact() const { return exact == decisions; }
};

double time_limit() {
  return static_cast<double>(env_long("PAIPU_ANALYSIS_SECONDS", 30));
}

double wall_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Wall time a hand at the largest budget run so far, per benchmark family and game.
struct Run {
  std::uint64_t budget = 0;
  double seconds_a_hand = 0;
};
std::map<std::string, Run>& runs() {
  static std::map<std::string, Run> r;
  return r;
}

// Skips the benchmark, saying why, when the last smaller budget predicts a hand past the limit.
bool too_slow(benchmark::State& state, const std::string& family, std::uint64_t budget) {
  const auto it = runs().find(family);
  if (it == runs().end() || it->second.budget >= budget) return false;
  const double predicted = it->second.seconds_a_hand * static_cast<double>(budget) /
                           static_cast<double>(it->second.budget);
  if (predicted <= time_limit()) return false;
  state.SkipWithError(("skipped: budget " + std::to_string(it->second.budget) + " took " +
                       std::to_string(static_cast<int>(it->second.seconds_a_hand + 0.5)) +
                       " s a hand, so this would take about " +
                       std::to_string(static_cast<int>(predicted + 0.5)) +
                       " s, past PAIPU_ANALYSIS_SECONDS")
                          .c_str());
  return true;
}

void report(benchmark::State& state, const Tally& t, const Corpus& c, long hands, double scale,
            const char* unit) {
  state.counters["hands"] = static_cast<double>(hands);
  state.counters["decisions"] = static_cast<double>(t.decisions);
  state.counters["exact_%"] = 100.0 * t.exact_share();
  state.counters[std::string("median_") + unit] = quantile(t.seconds, 0.5) * scale;
  state.counters[std::string("p90_") + unit] = quantile(t.seconds, 0.9) * scale;
  state.counters[std::string("p99_") + unit] = quantile(t.seconds, 0.99) * scale;
  state.counters["positions/s"] = t.total > 0 ? static_cast<double>(t.stats.nodes) / t.total : 0;
  state.counters["hit_%"] = t.stats.table_probes > 0
                                ? 100.0 * static_cast<double>(t.stats.table_hits) /
                                      static_cast<double>(t.stats.table_probes)
                                : 0;
  // The baseline: the same hands validated, and how many validations one analysed hand costs.
  state.counters["validate_hands/s"] = 1.0 / c.validate_seconds;
  if (hands > 0) {
    state.counters["x_validate"] = t.total / static_cast<double>(hands) / c.validate_seconds;
  }
}

std::string figure(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.3g", x);
  return buf;
}

// Each hand reviewed from its last `tricks` tricks (0: from its start) at `budget`, hand after hand
// until the time limit; false, with the benchmark skipped, when a smaller budget says it is too
// slow.
bool review_hands(benchmark::State& state, const Game& g, const std::string& family,
                  std::uint64_t budget, int tricks, Tally& t, long& hands) {
  const Corpus& c = corpus(g);
  if (too_slow(state, family, budget)) return false;
  for (auto _ : state) {
    const auto start = Clock::now();
    for (const KnownHand& h : c.hands) {
      if (wall_since(start) >= time_limit()) break;
      t.add(review(h, tricks > 0 ? last_tricks(h, tricks) : 0, h.steps.size(), budget));
      ++hands;
    }
    runs()[family] = Run{budget, wall_since(start) / static_cast<double>(std::max(hands, 1L))};
  }
  report(state, t, c, hands, 1.0, "s");
  return true;
}

// Every decision of each hand; with `target`, the whole-hand target of 打天九 and 打棋子 (every
// decision exact, median under 1 s a hand).
void whole(benchmark::State& state, const Game& g, std::uint64_t budget, bool target) {
  Tally t;
  long hands = 0;
  if (!review_hands(state, g, "Whole/" + g.name(), budget, 0, t, hands) || !target) return;
  const double median = quantile(t.seconds, 0.5);
  const bool met = t.all_exact() && median < 1.0;
  state.counters["met"] = met ? 1 : 0;
  state.SetLabel(std::string("target: every decision exact, median < 1 s a hand: ") +
                 (met ? "met" : "not met") + " (" + figure(100.0 * t.exact_share()) +
                 " % exact, median " + figure(median) + " s)");
}

// Each decision of the last 4 tricks alone, at the default budget: every one exact within 10 ms.
void last4(benchmark::State& state, const Game& g) {
  const Corpus& c = corpus(g);
  Tally t;
  long hands = 0, within = 0;
  for (auto _ : state) {
    const auto start = Clock::now();
    for (const KnownHand& h : c.hands) {
      if (wall_since(start) >= time_limit()) break;
      for (std::size_t i = last_tricks(h, 4); i < h.steps.size(); ++i) {
        const auto r = review(h, i, i + 1, kCliBudget);
        if (r.decisions.empty()) continue;  // one distinct move: no decision
        t.add(r);
        within += r.decisions.front().exact && r.seconds <= 0.010 ? 1 : 0;
      }
      ++hands;
    }
  }
  report(state, t, c, hands, 1000.0, "ms");
  const double share =
      t.decisions > 0 ? static_cast<double>(within) / static_cast<double>(t.decisions) : 0;
  const bool met = t.decisions > 0 && within == t.decisions;
  state.counters["exact_in_10ms_%"] = 100.0 * share;
  state.counters["met"] = met ? 1 : 0;
  state.SetLabel(std::string("target: every decision of the last 4 tricks exact within 10 ms: ") +
                 (met ? "met" : "not met") + " (" + figure(100.0 * share) + " % are; p99 " +
                 figure(1000.0 * quantile(t.seconds, 0.99)) + " ms)");
}

// The last 8 tricks of each hand reviewed together, as one hand's review: every decision exact
// within 1 s a hand (三打哈's target).
void last8(benchmark::State& state, const Game& g, std::uint64_t budget, bool target) {
  Tally t;
  long hands = 0;
  if (!review_hands(state, g, "Last8/" + g.name(), budget, 8, t, hands) || !target) return;
  long within = 0;
  for (double s : t.seconds) within += s <= 1.0 ? 1 : 0;
  const bool met = t.all_exact() && within == hands;
  state.counters["met"] = met ? 1 : 0;
  state.SetLabel(std::string("target: the last 8 tricks exact within 1 s a hand: ") +
                 (met ? "met" : "not met") + " (" + std::to_string(t.units_all_exact) + " of " +
                 std::to_string(hands) + " hands all exact, " + std::to_string(within) +
                 " within 1 s; p99 " + figure(quantile(t.seconds, 0.99)) + " s)");
}

// The baseline on its own line: the same hands validated, as paipu_bench does.
void validation(benchmark::State& state, const Game& g) {
  const Corpus& c = corpus(g);
  for (auto _ : state)
    for (const auto& r : c.records)
      if (!validate(r).empty()) state.SkipWithError("a generated hand is not valid");
  state.counters["hands/s"] = benchmark::Counter(static_cast<double>(c.records.size()),
                                                 benchmark::Counter::kIsIterationInvariantRate);
}

using Review = void (*)(benchmark::State&, const Game&, std::uint64_t, bool);

// One game's benchmarks: the baseline, the last 4 tricks, then `kind` at each budget from the
// smallest up (so that a budget too slow to run is known from the one before it); the command's
// default budget carries the target.
void register_game(const Game& g, const std::string& kind, Review run) {
  benchmark::RegisterBenchmark(("Validate/" + g.name()).c_str(), validation, g)
      ->Unit(benchmark::kMicrosecond)
      ->MinTime(0.5)
      ->UseRealTime();
  const auto once = [](benchmark::internal::Benchmark* b) {
    b->Unit(benchmark::kSecond)->Iterations(1)->UseRealTime();
  };
  once(benchmark::RegisterBenchmark(("Last4/" + g.name()).c_str(), last4, g));
  std::vector<std::uint64_t> budgets = sweep_budgets();
  budgets.push_back(kCliBudget);
  std::sort(budgets.begin(), budgets.end());
  budgets.erase(std::unique(budgets.begin(), budgets.end()), budgets.end());
  for (std::uint64_t b : budgets) {
    const bool target = b == kCliBudget;
    const std::string name =
        kind + "/" + g.name() + "/budget:" + std::to_string(b) + (target ? "(default)" : "");
    once(benchmark::RegisterBenchmark(name.c_str(), run, g, b, target));
  }
}

void register_all() {
  register_game(Game{"tianjiu", 0}, "Whole", whole);
  register_game(Game{"daqizi", 0}, "Whole", whole);
  // 三打哈 with 4 seats (the generator's default) and 3.
  register_game(Game{"sandaha", 0}, "Last8", last8);
  register_game(Game{"sandaha", 3}, "Last8", last8);
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
