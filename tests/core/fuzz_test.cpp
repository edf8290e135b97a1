// Robustness: thousands of randomly damaged records never crash the reader or the replay, never throw,
// and every error they produce carries a position. Deterministic (fixed seeds), so a failure reproduces.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> sample_texts() {
  std::vector<std::string> out;
  for (const auto& dir : {"samples/tianjiu", "samples/daqizi"}) {
    fs::path d = fs::path(PAIPU_SOURCE_DIR) / dir;
    if (!fs::exists(d)) continue;
    for (const auto& e : fs::directory_iterator(d)) {
      std::ifstream in(e.path(), std::ios::binary);
      std::stringstream s;
      s << in.rdbuf();
      out.push_back(s.str());
    }
  }
  return out;
}

// One random damage of the kinds transcription produces: a dropped, doubled or swapped span, a stray
// bracket or brace, a CJK character, a cut in the middle of a UTF-8 sequence.
std::string damage(std::string text, std::mt19937_64& rng) {
  static const std::vector<std::string> inserts = {"{", "}", "[", "]", "\"", ";", "*", "天", "\xE3\x80\x80",
                                                   "\xE5", "hand\n", "[Variant \"tianjiu\"]\n", "\n", "E ", "!?"};
  auto at = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n)(rng); };
  const int edits = 1 + static_cast<int>(at(3));
  for (int i = 0; i < edits && !text.empty(); ++i) {
    const std::size_t p = at(text.size() - 1);
    switch (at(3)) {
      case 0: text.erase(p, at(8)); break;
      case 1: text.insert(p, inserts[at(inserts.size() - 1)]); break;
      case 2: text.insert(p, text.substr(at(text.size() - 1), at(40))); break;
      default: text[p] = static_cast<char>(at(255)); break;
    }
  }
  return text;
}

TEST(Fuzz, DamagedRecordsNeverCrashAndAlwaysSayWhere) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  const auto texts = sample_texts();
  ASSERT_FALSE(texts.empty());
  std::mt19937_64 rng(20261122);
  int with_errors = 0;
  for (int round = 0; round < 1500; ++round) {
    const std::string text = damage(texts[static_cast<std::size_t>(round) % texts.size()], rng);
    Diagnostics d;
    std::vector<Record> records;
    ASSERT_NO_THROW(records = notation::parse_string(text, "f.paipu", d)) << text;
    for (std::size_t r = 0; r < records.size(); ++r) {
      const Tag* v = records[r].find_tag("Variant");
      auto variant = v ? host.find(v->value) : nullptr;
      if (!variant) continue;
      auto m = MatchReplay::start(variant, records[r], ReplayContext{"f.paipu", static_cast<int>(r)}, d);
      if (!m) continue;
      for (std::size_t h = 0; h < records[r].hands.size(); ++h)
        ASSERT_NO_THROW(m->play(records[r].hands[h], static_cast<int>(h), d)) << text;
    }
    for (const auto& x : d) {
      if (x.severity != Severity::error) continue;
      EXPECT_GE(x.pos.line, 1u) << format_diagnostic(x);
      EXPECT_GE(x.pos.col, 1u) << format_diagnostic(x);
      EXPECT_FALSE(x.code.empty());
    }
    with_errors += has_errors(d);
  }
  // The damage is real: most rounds must produce an error.
  EXPECT_GT(with_errors, 1000);
}

}  // namespace
}  // namespace paipu
