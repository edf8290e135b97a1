// `paipu analyze` as a user runs it: the report of every decision, an annotated record that is
// still a valid record and round-trips, a second run that changes nothing, and a hand whose deal
// is not known skipped with a reason. The values themselves are the solver's, which its own tests
// compare with brute force.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "shell.hpp"

namespace {

namespace fs = std::filesystem;
using paipu::test::Output;

constexpr auto run = paipu::test::run_paipu;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path temp(const std::string& name) {
  return fs::temp_directory_path() / ("paipu-an-" + name);
}

// The record of docs/notation.md's section `heading` (its first code block), written to a file of
// that name; empty when the section is gone.
fs::path notation_record(const std::string& heading, const std::string& name) {
  const std::string doc = slurp(fs::path(PAIPU_SOURCE_DIR) / "docs" / "notation.md");
  const std::size_t at = doc.find(heading);
  if (at == std::string::npos) return {};
  const std::size_t from = doc.find("```\n", at) + 4, to = doc.find("```\n", from);
  const fs::path in = temp(name);
  std::ofstream(in, std::ios::binary) << doc.substr(from, to - from);
  return in;
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

TEST(Analyze, WithSampleAHandNotFullyKnownIsEstimatedAndTheSameSeedGivesTheSameEstimate) {
  // As E would write the hand: the other deals unknown, and so every face-down play of theirs.
  const fs::path known = generated("tianjiu"), seen = temp("seen-by-e.paipu");
  const fs::path annotated = temp("seen-annotated.paipu");
  std::istringstream lines(slurp(known));
  std::ofstream out(seen);
  for (std::string line; std::getline(lines, line);) {
    const bool other = line.size() > 2 && (line[0] == 'S' || line[0] == 'W' || line[0] == 'N');
    if (other && line.rfind(" deal ", 1) == 1) line = line.substr(0, 7) + "********";
    out << line << '\n';
  }
  out.close();
  const std::string cmd = "analyze '" + seen.string() + "' --sample 6 --seed 3 --budget 2000";
  const Output r = run(cmd + " --json");
  ASSERT_EQ(r.code, 0);
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_TRUE(j["analysed"].get<bool>()) << r.out;
  EXPECT_NE(j["note"].get<std::string>().find("an estimate"), std::string::npos);
  // S, W and N cannot be valued: the record does not show their hands.
  EXPECT_NE(j["note"].get<std::string>().find("the mover's own hand is not known"),
            std::string::npos);
  ASSERT_FALSE(j["decisions"].empty());
  for (const auto& d : j["decisions"]) {
    EXPECT_EQ(d["seat"], "E");
    EXPECT_FALSE(d["exact"].get<bool>());
    const int deals = d["estimate"]["deals"].get<int>();
    EXPECT_GT(deals, 0);
    EXPECT_LE(deals, 6);
    double top = d["moves"][0]["mean"].get<double>();
    for (const auto& m : d["moves"]) {
      EXPECT_EQ(m["deals"].get<int>(), deals);
      top = std::max(top, m["mean"].get<double>());
    }
    EXPECT_DOUBLE_EQ(d["estimate"]["best_mean"].get<double>(), top);
    EXPECT_DOUBLE_EQ(d["estimate"]["mean_loss"].get<double>(),
                     top - d["played"]["mean"].get<double>());
  }
  auto again = nlohmann::json::parse(run(cmd + " --json").out);
  auto first = j;
  first.erase("stats");  // it holds the seconds taken
  again.erase("stats");
  EXPECT_EQ(again, first);
  // The estimate's comments keep the record valid.
  ASSERT_EQ(run(cmd + " -o '" + annotated.string() + "'").code, 0);
  EXPECT_EQ(run("validate '" + annotated.string() + "'").code, 0);
  for (const fs::path& p : {known, seen, annotated}) fs::remove(p);
}

TEST(Analyze, AMahjongHandIsReviewedDiscardByDiscard) {
  // Every deal known: each discard with a choice gets the table of discards, their shanten,
  // effective tiles and copies; the played one is among them.
  for (const std::string variant : {"wenzhou", "chinton"}) {
    const fs::path hand = generated(variant);
    const Output r = run("analyze '" + hand.string() + "' --json");
    ASSERT_EQ(r.code, 0) << variant;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_TRUE(j["analysed"].get<bool>()) << variant;
    ASSERT_FALSE(j["decisions"].empty()) << variant;
    for (const auto& d : j["decisions"]) {
      ASSERT_TRUE(d.contains("discards")) << variant;
      EXPECT_GE(d["discards"].size(), 2U);
      const int played = d["played"]["shanten"].get<int>();
      int lowest = played;
      for (const auto& row : d["discards"]) lowest = std::min(lowest, row["shanten"].get<int>());
      // A raised shanten is a mistake at least; a kept one is never worse than ?!.
      const std::string glyph = d["glyph"].get<std::string>();
      if (played > lowest) {
        EXPECT_TRUE(glyph == "?" || glyph == "??") << d.dump();
      } else {
        EXPECT_TRUE(glyph.empty() || glyph == "?!") << d.dump();
      }
    }
    fs::remove(hand);
  }
}

// The 温州麻雀 worked record of docs/notation.md §13.3 (samples/wenzhou/worked-example.paipu),
// checked by hand. Only S's hand is shown; the indicator 5s leaves three 財神, S holds one.
// - Line 18, S discards 北 after drawing 2s: 123m 456p 34p 99m 東東 7s 2s 中 and a 財神 miss 4
// tiles
//   of the standard shape (the 財神 fills one: 2-shanten), but one 財神 held and two unseen make
//   the three-財神 win 2 draws away: 1-shanten, on the 2 unseen 財神 alone. 東, 北 and 中 all keep
//   that.
// - Line 26, S discards 2s after chi 345p and pon 東: 123m 456p 99m 7s and the 財神 are ready on 9m
//   (999m, 7s and the 財神 a pair), 5s..9s around 7s (5s as a 白: 4 unseen), and a 2nd 財神: 9m 2 +
//   白 4 + 6s 4 + 7s 3 + 8s 4 + 9s 4 + 財神 2 = 23 copies unseen.
TEST(Analyze, TheWenzhouWorkedRecordIsReviewedAsCheckedByHand) {
  const Output r = run("analyze samples/wenzhou/worked-example.paipu --json");
  ASSERT_EQ(r.code, 0);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(j["analysed"].get<bool>());
  EXPECT_EQ(j["note"].get<std::string>(),
            "the discards of E, W, N are not analysed: the record does not show the hand they "
            "were made from");
  std::map<int, nlohmann::json> by_line;
  for (const auto& d : j["decisions"]) by_line[d["line"].get<int>()] = d;
  ASSERT_EQ(by_line.size(), 2U);
  const auto& north = by_line.at(18);
  EXPECT_EQ(north["played"]["move"], "S discard 北");
  EXPECT_EQ(north["played"]["shanten"], 1);
  EXPECT_EQ(north["played"]["effective"], "五索");  // spelt as the line spells 北
  EXPECT_EQ(north["played"]["copies"], 2);
  EXPECT_EQ(north["glyph"], "");
  const auto& ready = by_line.at(26);
  EXPECT_EQ(ready["played"]["move"], "S discard 2s");
  EXPECT_EQ(ready["played"]["shanten"], 0);
  EXPECT_EQ(ready["played"]["effective"], "9mP6s7s8s9s5s");
  EXPECT_EQ(ready["played"]["copies"], 23);
  EXPECT_EQ(ready["loss"], 0);
}

// The 清一色東天紅 worked record of docs/notation.md §14.1, checked by hand. Only S's hand is
// shown; the wall is pinzu (8 copies a kind), 白 are the 4 wilds.
// - Line 19, S's tsumogiri of 西 with the kan of 1p declared: 234p 5p5p 67p 9p 東東 is 1-shanten,
// and
//   every pinzu kind makes it ready (1p: 123 456 57 9 東東; 2p: 234 567 22 東東; 3p: 234 567 35;
//   4p: 234 456 57; 5p: 234 555 67; 6p: 234 567 56; 7p: 234 567 79; 8p: 234 678 55 東東; 9p:
//   234 567 99 東東), as do 東 and 白; not 南 西 北 發 中, and not the ガリ 1m 9m. Unseen by S:
//   72 pinzu less its 12 (1p ×4 in the kan, 2p 3p 4p 5p 5p 6p 7p 9p) and the indicator 2p, 59; 東
//   2; 白 4: 65 copies.
// - Line 24, S's 9p after the open riichi: 234p 678p 5p5p 東東 waits on 5p (6 unseen), 東 (2) and
//   白 (4): 12, as the record's check says; discarding 6p instead (234p 789p) keeps the same.
TEST(Analyze, TheChintonWorkedRecordIsReviewedAsCheckedByHand) {
  const fs::path in = notation_record("### 14.1 Worked record", "worked-chinton.paipu");
  ASSERT_FALSE(in.empty());
  const Output r = run("analyze '" + in.string() + "' --json");
  ASSERT_EQ(r.code, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  std::map<int, nlohmann::json> by_line;
  for (const auto& d : j["decisions"]) by_line[d["line"].get<int>()] = d;
  ASSERT_EQ(by_line.size(), 2U);
  const auto& west = by_line.at(19);
  EXPECT_EQ(west["played"]["move"], "S discard 西");
  EXPECT_EQ(west["played"]["shanten"], 1);
  EXPECT_EQ(west["played"]["effective"], "一筒二筒三筒四筒五筒六筒七筒八筒九筒東白");
  EXPECT_EQ(west["played"]["copies"], 65);
  EXPECT_EQ(west["best"], nlohmann::json::array({"S discard 西"}));
  const auto& ready = by_line.at(24);
  EXPECT_EQ(ready["played"]["move"], "S discard 9p");
  EXPECT_EQ(ready["played"]["shanten"], 0);
  EXPECT_EQ(ready["played"]["effective"], "5pEP");
  EXPECT_EQ(ready["played"]["copies"], 12);
  EXPECT_EQ(ready["best"], nlohmann::json::array({"S discard 6p", "S discard 9p"}));
  EXPECT_EQ(ready["loss"], 0);
}

}  // namespace

// The 打天九 worked record of docs/notation.md §10.3, whose last two tricks are checked here by
// hand. After trick 3, W holds 紅七 天, N 黑九 梅, E 和 紅五, S 和 梅; W has 4 棟, E 2, N and S
// none.
// - W led 紅七: N's 黑九 took the trick (1 棟), and W's 天 then won the 結: W +10 (E pays 4 − 2,
//   S 5, N 4 − 1). Leading 天 first wins trick 4, and the 結 led with 紅七 is W's as well: N and S
//   have no 棟, so 2牌縛り keeps their 黑九 and 梅 from winning a final single, and E's 紅五 is
//   lower. Then N pays 5 too: W +12. So the record's 紅七 lost 2 points: `?`.
// - N's 黑九 was best: without it N ends with no 棟 and pays 5 (−5) instead of 3.
// - At the 結, E's 和 (play or pad) pays 2 either way; W's 天 takes the hand (+10), where a pad
//   would let E's 和 win it and leave W paying nothing and getting nothing (0).
TEST(Analyze, TheWorkedRecordOfTheNotationIsValuedAsCheckedByHand) {
  const fs::path in = notation_record("### 10.3 Worked record", "worked-tianjiu.paipu");
  ASSERT_FALSE(in.empty());
  const Output r = run("analyze '" + in.string() + "' --hand 1 --budget 500 --json");
  ASSERT_EQ(r.code, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_TRUE(j["analysed"].get<bool>());
  std::map<std::string, nlohmann::json> by_move;  // the decisions by the move played
  for (const auto& d : j["decisions"])
    if (d.contains("played")) by_move[d["played"]["move"].get<std::string>()] = d;
  auto value_of = [](const nlohmann::json& d, const std::string& move) {
    for (const auto& m : d["moves"])
      if (m["move"] == move) return m.value("value", -999LL);
    return -1000LL;
  };

  const auto& lead = by_move.at("W play 紅七");
  EXPECT_TRUE(lead["exact"].get<bool>());
  EXPECT_EQ(lead["played"]["value"], 10);
  EXPECT_EQ(lead["best_value"], 12);
  EXPECT_EQ(lead["best"], nlohmann::json::array({"W play 天"}));
  EXPECT_EQ(lead["loss"], 2);
  EXPECT_EQ(lead["glyph"], "?");

  const auto& take = by_move.at("N play 黑九");
  EXPECT_EQ(take["best_value"], -3);
  EXPECT_EQ(take["loss"], 0);
  EXPECT_EQ(value_of(take, "N pad 梅"), -5);

  const auto& e_last = by_move.at("E play 和");
  EXPECT_EQ(value_of(e_last, "E play 和"), -2);
  EXPECT_EQ(value_of(e_last, "E pad 和"), -2);
  EXPECT_EQ(e_last["glyph"], "");

  const auto& w_last = by_move.at("W play 天");
  EXPECT_EQ(w_last["played"]["value"], 10);
  EXPECT_EQ(value_of(w_last, "W pad 天"), 0);
  EXPECT_EQ(w_last["loss"], 0);

  // The record with the analysis written in: the `?` and its comment on W's lead.
  const fs::path out = temp("worked-tianjiu-annotated.paipu");
  ASSERT_EQ(
      run("analyze '" + in.string() + "' --hand 1 --budget 500 -o '" + out.string() + "'").code, 0);
  EXPECT_NE(slurp(out).find("W play 紅七 ? {best: W play 天 (+12); played: +10}"),
            std::string::npos)
      << slurp(out);
}

// 三打哈's worked record (samples/sandaha/worked-example.paipu) writes no deal: nothing is guessed.
TEST(Analyze, TheSandahaWorkedRecordWritesNoDealAndIsNotGuessed) {
  const Output r = run("analyze samples/sandaha/worked-example.paipu --json");
  ASSERT_EQ(r.code, 0);
  std::istringstream lines(r.out);
  std::string line;
  int hands = 0;
  while (std::getline(lines, line)) {
    const auto j = nlohmann::json::parse(line);
    ++hands;
    EXPECT_FALSE(j["analysed"].get<bool>());
    EXPECT_NE(j["skipped"].get<std::string>().find("the deal is not fully known"),
              std::string::npos);
  }
  EXPECT_GT(hands, 0);
}
