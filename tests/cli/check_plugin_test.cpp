// `paipu check-plugin` and the options of `paipu generate` as a user runs them: the checks pass on
// the real variants and on a correct toy, and fail, on the right line, on toys broken in one known
// way each (toy_plugin.cpp).
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <regex>

#include "shell.hpp"

namespace {

namespace fs = std::filesystem;

using paipu::test::Output;

// Runs paipu with the toys on the plugin path before the build tree's plugins.
Output run(const std::string& args) {
  return paipu::test::shell(std::string("cd '") + PAIPU_SOURCE_DIR + "' && PAIPU_PLUGIN_PATH='" +
                            PAIPU_TOY_DIR + ":" + PAIPU_PLUGIN_DIR + "' '" + PAIPU_EXE + "' " +
                            args + " 2>&1");
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The report's line for one check, without its trailing newline.
std::string line_of(const std::string& report, const std::string& check) {
  std::smatch m;
  const std::regex re("(PASS|FAIL|WARN|NOTE)  " + check + " +[^\n]*");
  return std::regex_search(report, m, re) ? m.str() : std::string();
}

fs::path write_temp(const std::string& name, const std::string& text) {
  const fs::path dir = fs::temp_directory_path() / "paipu-check-plugin-test";
  fs::create_directories(dir);
  std::ofstream(dir / name, std::ios::binary) << text;
  return dir / name;
}

TEST(CheckPlugin, PassesOnTheRealVariants) {
  for (const char* variant : {"tianjiu", "daqizi"}) {
    const Output r = run(std::string("check-plugin ") + variant + " --hands 6 --seed 3");
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_FALSE(has(r.out, "FAIL")) << r.out;
    EXPECT_EQ(line_of(r.out, "replay").rfind("PASS  replay     6 hands", 0), 0u) << r.out;
  }
}

// The letters of a plugin's codes, learnt from moves out of turn, against the host's and the other
// loaded plugins': 打天九's T is its own; the four toys all report Z101, so each one's check warns
// of the others, without failing.
TEST(CheckPlugin, WarnsWhenAnotherLoadedPluginsCodesBeginWithTheSameLetter) {
  const Output own = run("check-plugin tianjiu --hands 2");
  EXPECT_TRUE(has(own.out,
                  "PASS  codes      letters T, which neither the host nor another loaded "
                  "plugin uses\n"))
      << own.out;
  const Output toy = run("check-plugin toy --hands 2");
  EXPECT_EQ(toy.code, 0) << toy.out;
  EXPECT_TRUE(has(toy.out,
                  "WARN  codes      Z101 begins with Z, as do the codes of toyleak (Z101): "
                  "a code should name its game, so choose a letter no one uses"))
      << toy.out;
}

TEST(CheckPlugin, PassesOnACorrectToyForEverySeatCount) {
  const Output r = run("check-plugin toy --hands 30");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(has(r.out, "30 hands per seat count (2, 3)")) << r.out;
  // From 25 hands on, each other option value is played too: double=on and stake=3 (the value the
  // integer option names), 30 / 25 = 1 hand under each of the four policies.
  EXPECT_TRUE(has(r.out, "then each of 2 other option values under every policy, 1 hand each"))
      << r.out;
  // 30 hands for each of the two seat counts, and 2 × 4 more for each.
  EXPECT_EQ(line_of(r.out, "replay").rfind("PASS  replay     76 hands", 0), 0u) << r.out;
}

// A defect that shows only under an option value: a short run plays the defaults and misses it;
// from 25 hands on it is played, and the failure's command carries the --rule that makes the hand.
TEST(CheckPlugin, FindsADefectUnderAnOptionValueTheDefaultsMiss) {
  const Output short_run = run("check-plugin toystake --hands 10");
  EXPECT_EQ(short_run.code, 0) << short_run.out;
  const Output r = run("check-plugin toystake --hands 25");
  EXPECT_EQ(r.code, 1) << r.out;
  const std::string settlement = line_of(r.out, "settlement");
  EXPECT_TRUE(has(settlement, "the deltas sum to 1")) << r.out;
  EXPECT_TRUE(has(settlement, "`paipu generate toystake --seats 2 --rule stake=3 --policy "))
      << settlement;
}

TEST(CheckPlugin, FailsWhenASceneShowsAnotherSeatsHand) {
  const Output r = run("check-plugin toyleak --hands 10");
  EXPECT_EQ(r.code, 1) << r.out;
  const std::string views = line_of(r.out, "views");
  EXPECT_EQ(views.rfind("FAIL", 0), 0u) << r.out;
  EXPECT_TRUE(has(views, "'s hand")) << views;
  // The failure names a command that makes the hand.
  EXPECT_TRUE(has(views, "`paipu generate toyleak --seats 2 --policy uniform --seed ")) << views;
  // Only the leak is reported: everything else about the toy is right.
  for (const char* other :
       {"info", "moves", "progress", "settlement", "round-trip", "replay", "scenes"})
    EXPECT_EQ(line_of(r.out, other).rfind("PASS", 0), 0u) << other << "\n" << r.out;
}

TEST(CheckPlugin, FailsWhenASettlementDoesNotSumToZero) {
  const Output r = run("check-plugin toysum --hands 10");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_TRUE(has(line_of(r.out, "settlement"), "the deltas sum to 1")) << r.out;
  EXPECT_TRUE(has(line_of(r.out, "replay"), "error[R099]")) << r.out;
  EXPECT_EQ(line_of(r.out, "views").rfind("PASS", 0), 0u) << r.out;
}

// A payment's reason built only with notes on: the replay's failure names the payment and both
// settlements' versions of it, not only that they differ.
TEST(CheckPlugin, AReplayThatSettlesOtherwiseNamesTheFieldThatDiffers) {
  const Output r = run("check-plugin toyreason --hands 10");
  EXPECT_EQ(r.code, 1) << r.out;
  const std::string replay = line_of(r.out, "replay");
  EXPECT_EQ(replay.rfind("FAIL", 0), 0u) << r.out;
  EXPECT_TRUE(has(replay, "settles otherwise than the playout (notes on): payment 1: ")) << replay;
  EXPECT_TRUE(has(replay, "(reason '', step -1) with notes off")) << replay;
  EXPECT_TRUE(has(replay, "(reason 'stake', step -1) with notes on")) << replay;
  EXPECT_TRUE(has(replay, "a payment's reason is kept with notes off")) << replay;
  EXPECT_EQ(line_of(r.out, "settlement").rfind("PASS", 0), 0u) << r.out;
}

TEST(CheckPlugin, UnknownVariantIsAUsageError) {
  EXPECT_EQ(run("check-plugin nosuchgame").code, 2);
  EXPECT_EQ(run("check-plugin toy --hands 0").code, 2);
}

TEST(GenerateOptions, SeatsRulesAndPolicyReachTheRecordAndValidate) {
  std::string files;  // validated together: one process, not one per file
  for (const char* policy : {"uniform", "weighted", "greedy"}) {
    const Output g = run(std::string("generate toy --hands 12 --seed 5 --seats 3 --rule stake=4 ") +
                         "--rule double=on --policy " + policy);
    ASSERT_EQ(g.code, 0) << g.out;
    EXPECT_TRUE(has(g.out, "[Seats \"3\"]\n[Rule.stake \"4\"]\n[Rule.double \"on\"]\n")) << g.out;
    EXPECT_TRUE(has(g.out, std::string("--policy ") + policy) || std::string(policy) == "uniform");
    // Three seats, stakes of 4 × 2: a winner of a three-seat hand takes 16.
    EXPECT_TRUE(has(g.out, "+16")) << g.out;
    files += " '" + write_temp(std::string("toy-") + policy + ".paipu", g.out).string() + "'";
  }
  // The real variants, with a rule, under the policies that differ from the default.
  for (const char* args : {"tianjiu --rule first_dealer=full --policy weighted",
                           "daqizi --rule ties_beat=on --policy greedy"}) {
    const Output g = run(std::string("generate ") + args + " --hands 5 --seed 2");
    ASSERT_EQ(g.code, 0) << g.out;
    EXPECT_TRUE(has(g.out, "[Rule.")) << g.out;
    files += " '" + write_temp(std::string(args, 6) + ".paipu", g.out).string() + "'";
  }
  const Output v = run("validate" + files);
  EXPECT_EQ(v.code, 0) << v.out;
  EXPECT_TRUE(has(v.out, "5 record(s), 46 hand(s): 46 valid")) << v.out;
}

TEST(GenerateOptions, PoliciesDifferButEachIsDeterministic) {
  const Output u = run("generate daqizi --hands 3 --seed 9");
  const Output w = run("generate daqizi --hands 3 --seed 9 --policy weighted");
  const Output g1 = run("generate daqizi --hands 3 --seed 9 --policy greedy");
  const Output g2 = run("generate daqizi --hands 3 --seed 9 --policy greedy");
  EXPECT_EQ(g1.out, g2.out);
  EXPECT_NE(u.out, w.out);
  EXPECT_NE(u.out, g1.out);
  // The default policy and seats write no tags for them, as before they existed.
  EXPECT_FALSE(has(u.out, "[Seats")) << u.out;
  EXPECT_TRUE(has(u.out, "[Generator \"paipu generate daqizi --seed 9\"]")) << u.out;
  EXPECT_FALSE(has(run("generate daqizi --hands 1 --seats 4").out, "[Seats"));
}

TEST(GenerateOptions, BadSeatsRulesAndPoliciesAreUsageErrors) {
  const Output seats = run("generate tianjiu --seats 3");
  EXPECT_EQ(seats.code, 2);
  EXPECT_TRUE(has(seats.out, "tianjiu is not played with 3 seats; --seats takes 4")) << seats.out;
  const Output name = run("generate toy --rule nosuch=1");
  EXPECT_EQ(name.code, 2);
  EXPECT_TRUE(has(name.out, "unknown rule option 'nosuch' for toy; options are stake, double"))
      << name.out;
  const Output value = run("generate toy --rule double=maybe");
  EXPECT_EQ(value.code, 2);
  EXPECT_TRUE(has(value.out, "rule option double expects one of off, on; got 'maybe'"))
      << value.out;
  const Output integer = run("generate toy --rule stake=two");
  EXPECT_EQ(integer.code, 2);
  EXPECT_TRUE(has(integer.out, "expects an integer")) << integer.out;
  EXPECT_EQ(run("generate toy --rule stake").code, 2);
  EXPECT_EQ(run("generate toy --rule stake=1 --rule stake=2").code, 2);
  EXPECT_EQ(run("generate toy --seats 4").code, 2);
  EXPECT_EQ(run("generate toy --policy smart").code, 2);
}

}  // namespace
