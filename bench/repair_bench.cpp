// How often the validator's first suggestion (`help:`) restores a planted single-token slip, and
// what a broken hand costs to check, beside the same hands validated intact in the same run.
//
// Each generated hand (its own record, `--policy weighted` so that face-up plays are common) gets
// one slip on a random event line: one piece replaced by another piece of the set, the seat letter
// changed, or the verb swapped for another verb with the same arguments (face up <-> face down).
// A slip the validator cannot see (the hand is still valid and its result unchanged) is counted
// apart. Counters: `detected` (slips flagged), `first` (the first help line writes the original
// line back, over the detected slips), `second` (the second does), `none` (flagged, no help).
//
//   build/bench/paipu_repair_bench   (PAIPU_REPAIR_HANDS overrides the 400 hands per variant)
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>

#include "bench_host.hpp"
#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/playout/generate.hpp"
#include "paipu/replay.hpp"
namespace {

using paipu::bench::host;
using paipu::bench::validate;

int hand_count() {
  const char* env = std::getenv("PAIPU_REPAIR_HANDS");
  return env ? std::atoi(env) : 400;
}

std::vector<paipu::Record> generated(const std::string& variant) {
  paipu::cli::GenerateOptions g;
  g.variant = variant;
  g.hands = hand_count();
  g.hands_per_record = 1;
  g.seed = 7;
  g.policy = "weighted";
  g.output = "/tmp/paipu-repair-bench-" + variant + ".paipu";
  if (paipu::cli::generate_file(host(), g) != 0) std::abort();
  std::ifstream in(g.output, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  paipu::Diagnostics d;
  return paipu::notation::parse_string(text.str(), g.output, d);
}

std::string text_of(const paipu::EventLine& l) {
  std::string s = l.seat.empty() ? l.verb : l.seat + " " + l.verb;
  for (const auto& t : l.args) s += " " + t.text;
  return s;
}

struct Planted {
  paipu::Record record;
  std::string original;  // the slipped line as it was
};

// One slip in the record's hand, or nothing when the chosen line has nothing to slip.
std::optional<Planted> plant(const paipu::Record& r, const paipu::Vocabulary& vocab,
                             std::mt19937_64& rng) {
  Planted p{r, {}};
  auto& events = p.record.hands.front().events;
  std::vector<std::size_t> lines;
  for (std::size_t i = 0; i < events.size(); ++i)
    if (events[i].verb != "result") lines.push_back(i);
  if (lines.empty()) return std::nullopt;
  paipu::EventLine& line = events[lines[rng() % lines.size()]];
  p.original = text_of(line);
  const auto& info = vocab.info();
  switch (rng() % 3) {
    case 0: {  // a piece
      if (line.args.empty()) return std::nullopt;
      paipu::PieceSplit split = vocab.split(line.args.front().text);
      if (split.error_at >= 0 || split.pieces.empty()) return std::nullopt;
      const std::size_t k = rng() % split.pieces.size();
      paipu::PieceId q = split.pieces[k];
      while (q == split.pieces[k]) q = static_cast<paipu::PieceId>(rng() % info.pieces.size());
      split.pieces[k] = q;
      std::string token;
      for (paipu::PieceId id : split.pieces) token += vocab.piece_text(id, paipu::PieceStyle::cjk);
      line.args.front().text = token;
      break;
    }
    case 1: {  // the seat
      if (line.seat.empty()) return std::nullopt;
      const int seat = paipu::seat_index(line.seat, 4);
      line.seat = paipu::seat_letter((seat + 1 + static_cast<int>(rng() % 3)) % 4);
      break;
    }
    default: {  // the verb
      const int v = vocab.verb(line.verb);
      std::vector<std::string> others;
      for (const auto& spec : info.verbs)
        if (spec.name != line.verb && spec.args == info.verbs[static_cast<std::size_t>(v)].args &&
            spec.seated)
          others.push_back(spec.name);
      if (others.empty()) return std::nullopt;
      line.verb = others[rng() % others.size()];
    }
  }
  if (text_of(line) == p.original) return std::nullopt;
  return p;
}

void suggest(benchmark::State& state, const std::string& variant) {
  const std::vector<paipu::Record> records = generated(variant);
  paipu::Vocabulary vocab(host().find(variant)->info());
  std::mt19937_64 rng(2026);
  std::vector<Planted> planted;
  for (const auto& r : records)
    if (auto p = plant(r, vocab, rng)) planted.push_back(std::move(*p));
  long detected = 0, first = 0, second = 0, none = 0;
  for (auto _ : state) {
    detected = first = second = none = 0;
    for (const Planted& p : planted) {
      const paipu::Diagnostics d = validate(p.record);
      std::vector<const paipu::Diagnostic*> help;
      bool error = false;
      for (const auto& x : d) {
        error = error || x.severity == paipu::Severity::error;
        if (x.severity == paipu::Severity::help) help.push_back(&x);
      }
      if (!error) continue;
      ++detected;
      const auto restores = [&](std::size_t i) {
        return i < help.size() && help[i]->message.rfind("write '" + p.original + "'", 0) == 0;
      };
      first += restores(0);
      second += !restores(0) && restores(1);
      none += help.empty();
      if (std::getenv("PAIPU_REPAIR_VERBOSE") && !restores(0)) {
        std::fprintf(stderr, "slip of '%s':\n", p.original.c_str());
        for (const auto& x : d) std::fprintf(stderr, "  %s\n", paipu::format_diagnostic(x).c_str());
      }
    }
  }
  const auto share = [&](long n) {
    return detected ? 100.0 * static_cast<double>(n) / static_cast<double>(detected) : 0.0;
  };
  state.counters["planted"] = static_cast<double>(planted.size());
  state.counters["detected_%"] =
      planted.empty() ? 0
                      : 100.0 * static_cast<double>(detected) / static_cast<double>(planted.size());
  state.counters["first_%"] = share(first);
  state.counters["second_%"] = share(second);
  state.counters["none_%"] = share(none);
  state.counters["hands/s"] = benchmark::Counter(static_cast<double>(planted.size()),
                                                 benchmark::Counter::kIsIterationInvariantRate);
}

// The baseline: the same hands, intact.
void intact(benchmark::State& state, const std::string& variant) {
  const std::vector<paipu::Record> records = generated(variant);
  for (auto _ : state)
    for (const auto& r : records)
      if (!validate(r).empty()) state.SkipWithError("a generated hand is not valid");
  state.counters["hands/s"] = benchmark::Counter(static_cast<double>(records.size()),
                                                 benchmark::Counter::kIsIterationInvariantRate);
}

void BM_IntactTianjiu(benchmark::State& s) {
  intact(s, "tianjiu");
}
void BM_SuggestTianjiu(benchmark::State& s) {
  suggest(s, "tianjiu");
}
void BM_IntactDaqizi(benchmark::State& s) {
  intact(s, "daqizi");
}
void BM_SuggestDaqizi(benchmark::State& s) {
  suggest(s, "daqizi");
}

}  // namespace

BENCHMARK(BM_IntactTianjiu)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SuggestTianjiu)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();
BENCHMARK(BM_IntactDaqizi)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_SuggestDaqizi)->Unit(benchmark::kMillisecond)->Iterations(1)->UseRealTime();

BENCHMARK_MAIN();
