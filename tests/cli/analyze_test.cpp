// `paipu analyze` as a user runs it: the report of every decision, an annotated record that is
// still a valid record and round-trips, a second run that changes nothing, and a hand whose deal
// is not known skipped with a reason. The values themselves are the solver's, which its own tests
// compare with brute force.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "shell.hpp"

namespace {

namespace fs = std::filesystem;
using paipu::test::Output;

Output run(const std::string& args) {
  return paipu::test::shell(std::string("cd '") + PAIPU_SOURCE_DIR + "' && PAIPU_PLUGIN_PATH='" +
                            PAIPU_PLUGIN_DIR + "' '" + PAIPU_EXE + "' " + args + " 2>/dev/null");
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path temp(const std::string& name) {
  return fs::temp_directory_path() / ("paipu-an-" + name);
}

// A fully known hand: generated records write every deal.
fs::path generated(const std::string& variant) {
  const fs::path p = temp(variant + ".paipu");
  EXPECT_EQ(run("generate " + variant + " --hands 1 --seed 5 -o '" + p.string() + "'").code, 0);
  return p;
}

TEST(Analyze, EveryDecisionIsReportedWithItsLossAndGlyph) {
  for (const std::string v : {"tianjiu", "daqizi"}) {
    const fs::path in = generated(v);
    const Output r = run("analyze '" + in.string() + "' --budget 3000 --json");
    ASSERT_EQ(r.code, 0) << v;
    const auto j = nlohmann::json::parse(r.out);
    ASSERT_TRUE(j["analysed"].get<bool>()) << v;
    ASSERT_GT(j["decisions"].size(), 10u) << v;
    int exact = 0;
    for (const auto& d : j["decisions"]) {
      ASSERT_GE(d["moves"].size(), 2u);
      if (!d["exact"].get<bool>()) continue;
      ++exact;
      // The best value is the largest of the moves', the best moves are those that reach it, and
      // the loss is what the played move gives up; the glyph follows docs/analysis.md.
      long long top = d["moves"][0]["value"].get<long long>();
      for (const auto& m : d["moves"]) top = std::max(top, m["value"].get<long long>());
      EXPECT_EQ(d["best_value"].get<long long>(), top);
      const long long loss = top - d["played"]["value"].get<long long>();
      EXPECT_EQ(d["loss"].get<long long>(), loss);
      const std::string glyph = loss >= 4 ? "??" : loss >= 2 ? "?" : loss >= 1 ? "?!" : "";
      EXPECT_EQ(d["glyph"].get<std::string>(), glyph);
      for (const auto& b : d["best"]) {
        bool found = false;
        for (const auto& m : d["moves"])
          found = found || (m["move"] == b && m["value"].get<long long>() == top);
        EXPECT_TRUE(found) << b;
      }
    }
    // The last tricks are solved within so small a budget.
    EXPECT_GE(exact, 4) << v;
  }
}

TEST(Analyze, TheAnnotatedRecordIsValidRoundTripsAndASecondRunChangesNothing) {
  const fs::path in = generated("daqizi");
  const fs::path once = temp("once.paipu"), twice = temp("twice.paipu");
  const fs::path json = temp("once.json"), back = temp("back.paipu");
  ASSERT_EQ(run("analyze '" + in.string() + "' --budget 3000 -o '" + once.string() + "'").code, 0);
  const std::string text = slurp(once);
  EXPECT_NE(text.find("{best: "), std::string::npos) << text;
  EXPECT_EQ(run("validate '" + once.string() + "'").code, 0);
  ASSERT_EQ(run("analyze '" + once.string() + "' --budget 3000 -o '" + twice.string() + "'").code,
            0);
  EXPECT_EQ(slurp(twice), text);
  ASSERT_EQ(run("convert '" + once.string() + "' --to json -o '" + json.string() + "'").code, 0);
  ASSERT_EQ(run("convert '" + json.string() + "' -o '" + back.string() + "'").code, 0);
  EXPECT_EQ(run("convert '" + once.string() + "'").out, slurp(back));
  for (const fs::path& p : {in, once, twice, json, back}) fs::remove(p);
}

TEST(Analyze, AHandWhoseDealIsNotKnownIsSkippedWithTheReason) {
  // W's deal written as eight unknown tiles: the hand replays, but cannot be searched.
  const fs::path known = generated("tianjiu"), unknown = temp("unknown.paipu");
  std::istringstream lines(slurp(known));
  std::ofstream out(unknown);
  for (std::string line; std::getline(lines, line);)
    out << (line.rfind("W deal ", 0) == 0 ? "W deal ********" : line) << '\n';
  out.close();
  const Output r = run("analyze '" + unknown.string() + "' --json");
  ASSERT_EQ(r.code, 0);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["analysed"].get<bool>());
  EXPECT_EQ(j["skipped"].get<std::string>(),
            "the deal is not fully known: W (8 unknown); analysis needs every hand");
  EXPECT_TRUE(j["decisions"].empty());
  fs::remove(known);
  fs::remove(unknown);
}

TEST(Analyze, AMahjongHandIsSkippedBecauseItsDrawsAreChance) {
  // Every deal known, and the wall too: still, the tiles drawn in mid-hand are chance.
  const fs::path hand = generated("wenzhou");
  const Output r = run("analyze '" + hand.string() + "' --json");
  ASSERT_EQ(r.code, 0);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["analysed"].get<bool>());
  EXPECT_EQ(j["skipped"].get<std::string>(),
            "a piece comes into play during the hand (a draw from a wall, as in mahjong): "
            "analysis needs every piece dealt before the play begins");
  fs::remove(hand);
}

}  // namespace
