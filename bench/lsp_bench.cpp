// `paipu lsp`: the latency from a one-character edit to its diagnostics, through the server as a
// client drives it (a didChange in, publishDiagnostics out), in hand 1 and in hand 1,000 of a
// 1,000-hand match of 打天九 and of 三打哈; beside it, in the same run, the baselines: the same
// hand checked alone by the validator's runner, and the whole file checked from scratch (what a
// server that is not incremental would do per keystroke). Then completion in a 三打哈 hand of 21
// cards a seat, beside that hand validated. docs/editors.md, "Speed", has the figures.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <fstream>
#include <map>

#include <nlohmann/json.hpp>
#include <sstream>

#include "bench_host.hpp"
#include "paipu/app/record_runner.hpp"
#include "paipu/lsp/positions.hpp"
#include "paipu/lsp/server.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/playout/generate.hpp"

namespace {

using json = nlohmann::json;
using namespace paipu;

// A 1,000-hand match (one record), made once per variant.
const std::string& match_text(const std::string& variant) {
  static std::map<std::string, std::string> made;
  if (auto it = made.find(variant); it != made.end()) return it->second;
  const auto path =
      std::filesystem::temp_directory_path() / ("paipu-lsp-bench-" + variant + ".paipu");
  cli::GenerateOptions g;
  g.variant = variant;
  g.hands = 1000;
  g.seed = 37;
  g.output = path.string();
  if (cli::generate_file(bench::host(), g) != 0) std::abort();
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return made.emplace(variant, s.str()).first->second;
}

// The line (0-based) of the first event after the `hand N` line.
std::uint32_t first_event_line(const std::string& text, int hand) {
  const std::size_t at = text.find("hand " + std::to_string(hand) + "\n");
  if (at == std::string::npos) std::abort();
  return static_cast<std::uint32_t>(
             std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n')) +
         1;
}

json message(const std::string& method, json params, int id = -1) {
  json m = {{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
  if (id >= 0) m["id"] = id;
  return m;
}

struct Session {
  std::ostringstream out;
  lsp::Server server{bench::host(), out, "file:///docs/"};
  explicit Session(const std::string& text) {
    server.receive(message("initialize", {{"capabilities", json::object()}}, 0).dump());
    server.receive(message("textDocument/didOpen", {{"textDocument",
                                                     {{"uri", "file:///b.paipu"},
                                                      {"languageId", "paipu"},
                                                      {"version", 1},
                                                      {"text", text}}}})
                       .dump());
    out.str({});
  }
  // One character typed at (line, character), or taken out again.
  void type(std::uint32_t line, std::uint32_t character, bool remove, int version) {
    const json from = {{"line", line}, {"character", character}};
    const json to = {{"line", line}, {"character", character + (remove ? 1 : 0)}};
    server.receive(
        message("textDocument/didChange",
                {{"textDocument", {{"uri", "file:///b.paipu"}, {"version", version}}},
                 {"contentChanges",
                  {{{"range", {{"start", from}, {"end", to}}}, {"text", remove ? "" : " "}}}}})
            .dump());
    if (out.str().find("publishDiagnostics") == std::string::npos) std::abort();
    out.str({});
  }
};

// A space typed at the end of the hand's first event, or taken out again: an edit an iteration,
// answered with the document's diagnostics.
void BM_EditToDiagnostics(benchmark::State& state, const std::string& variant, int hand) {
  const std::string& text = match_text(variant);
  Session s(text);
  const std::uint32_t line = first_event_line(text, hand);
  const std::uint32_t end =
      static_cast<std::uint32_t>(lsp::utf16_length(lsp::LineIndex(text).line(line)));
  int version = 1;
  bool typed = false;
  for (auto _ : state) {
    s.type(line, end, typed, ++version);
    typed = !typed;
  }
}

// Baseline: the same hand checked by the validator's runner, from the match state before it.
void BM_ValidateHandAlone(benchmark::State& state, const std::string& variant, int hand) {
  const std::string& text = match_text(variant);
  std::istringstream in(text);
  notation::Reader reader(in, "b.paipu");
  notation::Item item, header, wanted;
  Diagnostics d;
  cli::Runner runner(bench::host(), "b.paipu");
  std::optional<MatchReplay::Checkpoint> before;
  while (reader.next(item, d)) {
    if (item.kind == notation::Item::Kind::record) {
      runner.begin_record(item.header, item.record, d);
      continue;
    }
    if (item.hand + 1 == hand) {
      before = runner.match()->checkpoint();
      wanted = std::move(item);
      break;
    }
    runner.hand(item, d);
  }
  for (auto _ : state) {
    runner.match()->resume(*before);
    d.clear();
    runner.hand(wanted, d);
    benchmark::DoNotOptimize(d.size());
  }
}

// Baseline: the whole file checked from scratch, as a server that is not incremental would.
void BM_CheckWholeFile(benchmark::State& state, const std::string& variant) {
  const std::string& text = match_text(variant);
  for (auto _ : state) {
    lsp::CheckedText t(bench::host(), "b.paipu", text);
    benchmark::DoNotOptimize(t.diagnostics().size());
  }
}

// Completion at the first play of a 三打哈 hand (21 cards a seat, four seats) after its bury.
void BM_Completion(benchmark::State& state) {
  const std::string& text = match_text("sandaha");
  Session s(text);
  const std::size_t bury = text.find(" bury ");
  const auto line = static_cast<std::uint32_t>(std::count(
                        text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bury), '\n')) +
                    1;
  int id = 1;
  std::size_t items = 0;
  for (auto _ : state) {
    s.server.receive(message("textDocument/completion",
                             {{"textDocument", {{"uri", "file:///b.paipu"}}},
                              {"position", {{"line", line}, {"character", 0}}}},
                             ++id)
                         .dump());
    items =
        json::parse(s.out.str().substr(s.out.str().find("\r\n\r\n") + 4))["result"]["items"].size();
    s.out.str({});
  }
  state.counters["items"] = static_cast<double>(items);
}

}  // namespace

BENCHMARK_CAPTURE(BM_EditToDiagnostics, tianjiu_hand_1, std::string("tianjiu"), 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_EditToDiagnostics, tianjiu_hand_1000, std::string("tianjiu"), 1000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ValidateHandAlone, tianjiu_hand_1000, std::string("tianjiu"), 1000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_EditToDiagnostics, sandaha_hand_1, std::string("sandaha"), 1)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_EditToDiagnostics, sandaha_hand_1000, std::string("sandaha"), 1000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ValidateHandAlone, sandaha_hand_1000, std::string("sandaha"), 1000)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_CheckWholeFile, tianjiu, std::string("tianjiu"))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(BM_CheckWholeFile, sandaha, std::string("sandaha"))
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK(BM_Completion)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ValidateHandAlone, sandaha_hand_1, std::string("sandaha"), 1)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
