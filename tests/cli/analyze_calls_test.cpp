// `paipu analyze` on mahjong calls (docs/analysis.md, "Calls"): each call made and each pass where
// no seat took the discard, with the shanten and copies as the seat stood and after each call,
// checked by hand on the 温州麻雀 worked record and a short 清一色東天紅 hand; and the points of a
// ready discard's waits, by each game's own valuation, checked against the worked records' tables.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include <nlohmann/json.hpp>

#include "shell.hpp"

namespace {

namespace fs = std::filesystem;
using paipu::test::Output;

constexpr auto paipu_cmd = paipu::test::run_paipu;

// The calls of the first hand's review, by line.
std::map<int, nlohmann::json> calls_by_line(const std::string& file) {
  const Output r = paipu_cmd("analyze '" + file + "' --json");
  EXPECT_EQ(r.code, 0) << r.out;
  std::map<int, nlohmann::json> out;
  const auto j = nlohmann::json::parse(r.out.substr(0, r.out.find('\n')));
  for (const auto& c : j["calls"]) out[c["line"].get<int>()] = c;
  return out;
}

// samples/wenzhou/worked-example.paipu, only S's hand shown; indicator 5s, so three 財神 and 白
// plays as 5s. S holds one 財神 (W below).
// - Line 19, W's 東: S (123m 34p 456p 7s W 99m 東東 中 2s) is 1-shanten by the three-財神 shape
//   alone (its standard shape is 2-shanten): 2 unseen 財神. The pon, with the forced 中 after it,
//   leaves 123m 34p 456p 99m 7s 2s W and 東東東: still 1-shanten (34p+W, 7s two short), made ready
//   by 2p 5p (34p done, W to 7s), 7s (a pair), 5s..9s but 7s (白 as 5s), 9m, 1s..4s (around 2s
//   with W), a 財神: 2p 4, 5p 3, 7s 3, 白 4, 6s 4, 8s 4, 9s 4, 9m 2, 1s 3, 2s 3, 3s 4, 4s 4, 財神 2
//   = 44 unseen. Same shanten, more copies: no glyph.
// - Line 24, E's 5p: those 44 less N's 2p and E's 5p, 42. Either chi (345p from 34p, or 456p from
//   4p6p, which leaves 345p) then 2s leaves 123m 345p|456p 99m 7s W, ready on 23 copies (the
//   discard review of line 26). The first, 3p4p5p, is the best and was made.
TEST(AnalyzeCalls, TheWenzhouWorkedRecordsCallsAsCheckedByHand) {
  auto calls = calls_by_line("samples/wenzhou/worked-example.paipu");
  ASSERT_EQ(calls.size(), 2U);
  const auto& pon = calls.at(20);
  EXPECT_EQ(pon["seat"], "S");
  EXPECT_EQ(pon["made"], "S pon 東東東");
  EXPECT_EQ(pon["shanten"], 1);
  EXPECT_EQ(pon["copies"], 2);
  ASSERT_EQ(pon["calls"].size(), 1U);
  EXPECT_EQ(pon["calls"][0]["shanten"], 1);
  EXPECT_EQ(pon["calls"][0]["copies"], 44);
  EXPECT_EQ(pon["calls"][0]["discard"], "S discard 中");
  EXPECT_EQ(pon["glyph"], "");
  const auto& chi = calls.at(25);
  EXPECT_EQ(chi["made"], "S chi 3p 4p 5p");
  EXPECT_EQ(chi["best"], "S chi 3p 4p 5p");
  EXPECT_EQ(chi["shanten"], 1);
  EXPECT_EQ(chi["copies"], 42);
  ASSERT_EQ(chi["calls"].size(), 2U);
  for (const auto& row : chi["calls"]) {
    EXPECT_EQ(row["shanten"], 0);
    EXPECT_EQ(row["copies"], 23);
    EXPECT_EQ(row["discard"], "S discard 2s");
  }
  EXPECT_EQ(chi["calls"][1]["move"], "S chi 4p 5p 6p");
  EXPECT_EQ(chi["glyph"], "");
}

// A pinzu wall (8 copies of each pinzu tile, 4 of each honour, 白 the 4 wilds), only S's hand
// shown.
// - Line 8, E's 9p: S (234p 678p 55p 99p 東東 中) is 1-shanten on 5p 6, 9p 5, 東 2, 白 4: 17. A pon
//   then 中 would have left 234p 678p 55p 東東, ready on 5p 6, 東 2, 白 4: 12. S let it pass: a
//   comment on the discard's line, no glyph.
// - Line 12, W's 東: S (234p 678p 55p 99p 東東 西) is 1-shanten on 5p 6, 9p 5, 東 1, 白 4: 16. The
//   pon and 西 leave 234p 678p 55p 99p, ready on 5p 6, 9p 5: 11.
// - Line 15, W's 5p: S wins on it, which is no call to review.
const char* const kChinton = R"([Variant "chinton"]

hand 1
[Dealer "E"]
[Wall "p"]
indicator 3p
S deal 2p3p4p 6p7p8p 5p5p 9p9p 東東 中
E discard 9p
S draw 西
S discard 中
W discard 東
S pon 東東東
S discard 西
W discard 5p
S ron 2p3p4p 6p7p8p 5p5p 9p9p
)";

TEST(AnalyzeCalls, AChintonPonAndAPassAsCheckedByHand) {
  const fs::path in = fs::temp_directory_path() / "paipu-calls-chinton.paipu";
  std::ofstream(in, std::ios::binary) << kChinton;
  auto calls = calls_by_line(in.string());
  ASSERT_EQ(calls.size(), 2U);
  const auto& pass = calls.at(8);
  EXPECT_TRUE(pass["made"].is_null());
  EXPECT_TRUE(pass["missed"].get<bool>());
  EXPECT_EQ(pass["shanten"], 1);
  EXPECT_EQ(pass["copies"], 17);
  EXPECT_EQ(pass["best"], "S pon 9p 9p 9p");
  EXPECT_EQ(pass["calls"][0]["shanten"], 0);
  EXPECT_EQ(pass["calls"][0]["copies"], 12);
  EXPECT_EQ(pass["calls"][0]["effective"], "5pEP");
  EXPECT_EQ(pass["calls"][0]["discard"], "S discard C");  // spelt as E's line spells tiles
  const auto& pon = calls.at(12);
  EXPECT_EQ(pon["made"], "S pon 東東東");
  EXPECT_FALSE(pon["missed"].get<bool>());
  EXPECT_EQ(pon["shanten"], 1);
  EXPECT_EQ(pon["copies"], 16);
  EXPECT_EQ(pon["calls"][0]["shanten"], 0);
  EXPECT_EQ(pon["calls"][0]["copies"], 11);
  EXPECT_EQ(pon["calls"][0]["discard"], "S discard 西");
  EXPECT_EQ(pon["glyph"], "");
  // The record it writes: the pass's comment on E's discard, the pon's on its line.
  const fs::path out = fs::temp_directory_path() / "paipu-calls-chinton-out.paipu";
  ASSERT_EQ(paipu_cmd("analyze '" + in.string() + "' -o '" + out.string() + "'").code, 0);
  std::ifstream back(out);
  std::stringstream text;
  text << back.rdbuf();
  EXPECT_NE(text.str().find("E discard 9p {call: let S pon 9p 9p 9p pass (ready, 12 tiles (5pEP) "
                            "(then S discard C)); kept 1-shanten, 17 tiles}"),
            std::string::npos)
      << text.str();
  EXPECT_NE(text.str().find("S pon 東東東 {call: 1-shanten, 16 tiles -> ready, 11 tiles (五筒九筒) "
                            "(then S discard 西)}"),
            std::string::npos)
      << text.str();
  fs::remove(in);
  fs::remove(out);
}

// A kan's indicator turned after the next discard (kan_dora = after_discard) leaves that discard
// lying: W's pass of the pon of S's 中 is reviewed once, on the discard's line.
// - Line 11, E's 5p: S (234p 678p 555p 99p 東 中) is 1-shanten on 9p 6, 東 3, 中 3, 白 4: 16. The
// open
//   kan keeps 234p 678p 99p 東 中, the same 16; the pon (then 東) would have kept 1-shanten on far
//   more, 65: more than a quarter more than the kan's, so `?!`.
const char* const kLateIndicator = R"([Variant "chinton"]
[Rule.kan_dora "after_discard"]

hand 1
[Dealer "E"]
[Wall "p"]
indicator 3p
S deal 2p3p4p 6p7p8p 5p5p5p 9p9p 東 中
W deal 中中 9p 1p1p 2p3p4p 6p7p8p 南 西
E discard 5p
S kan 5p5p5p5p
S draw 東
S discard 中
indicator 西
W discard 9p
S ron 2p3p4p 6p7p8p 9p9p 東東
)";

TEST(AnalyzeCalls, ADiscardLeftLyingByAnIndicatorIsReviewedOnce) {
  const fs::path in = fs::temp_directory_path() / "paipu-calls-late.paipu";
  std::ofstream(in, std::ios::binary) << kLateIndicator;
  const Output r = paipu_cmd("analyze '" + in.string() + "' --json");
  ASSERT_EQ(r.code, 0) << r.out;
  const auto j = nlohmann::json::parse(r.out.substr(0, r.out.find('\n')));
  ASSERT_EQ(j["calls"].size(), 2U) << j["calls"].dump();
  const auto& kan = j["calls"][0];
  EXPECT_EQ(kan["line"], 11);
  EXPECT_EQ(kan["made"], "S kan 5p 5p 5p 5p");
  EXPECT_EQ(kan["copies"], 16);
  EXPECT_EQ(kan["calls"][1]["copies"], 16);
  EXPECT_FALSE(kan["calls"][1].contains("discard"));  // a kan: its replacement follows
  EXPECT_EQ(kan["best"], "S pon 5p 5p 5p");
  EXPECT_EQ(kan["glyph"], "?!");
  const auto& pass = j["calls"][1];
  EXPECT_EQ(pass["seat"], "W");
  EXPECT_EQ(pass["line"], 13);
  EXPECT_TRUE(pass["made"].is_null());
  fs::remove(in);
}

// The points of each wait of a ready discard: what a self-draw of it would take in all.
// - 温州麻雀, line 26: S (not the dealer; E deals at level 1 of 2-4-6-8) ready on 9m, 白, 6s..9s
// and
//   a 財神. A self-draw is 硬牌 ×2 and no wait makes 双翻 (two 財神, not three): E pays its rate 2
//   × 2, W and N 1 × 2 each: 8 on every wait (財神銭 left out).
// - 清一色東天紅 (docs/notation.md §14.1), line 24: S ready on 5p, 東 and 白 after its open riichi.
//   The record's own tsumo on 5p is 18 a payer; at line 24 the 暗加カン (2 of it) is not made yet
//   and the indicator it turns (8p, dora 9p) adds nothing: 16, and each of the other two pays
//   it: 32.
TEST(AnalyzeCalls, EachWaitIsWorthWhatTheGameWouldPay) {
  const auto ready_row = [](const std::string& file, int line) {
    const Output r = paipu_cmd("analyze '" + file + "' --json");
    EXPECT_EQ(r.code, 0) << r.out;
    const auto j = nlohmann::json::parse(r.out.substr(0, r.out.find('\n')));
    for (const auto& d : j["decisions"])
      if (d["line"] == line) return d["played"];
    return nlohmann::json();
  };
  const auto wenzhou = ready_row("samples/wenzhou/worked-example.paipu", 26);
  EXPECT_EQ(wenzhou["points"], nlohmann::json::array({8, 8, 8, 8, 8, 8, 8}));
  const std::string doc = [] {
    std::ifstream in(fs::path(PAIPU_SOURCE_DIR) / "docs" / "notation.md", std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  }();
  const std::size_t at = doc.find("### 14.1 Worked record");
  ASSERT_NE(at, std::string::npos);
  const std::size_t from = doc.find("```\n", at) + 4, to = doc.find("```\n", from);
  const fs::path in = fs::temp_directory_path() / "paipu-calls-worked-chinton.paipu";
  std::ofstream(in, std::ios::binary) << doc.substr(from, to - from);
  const auto chinton = ready_row(in.string(), 24);
  EXPECT_EQ(chinton["effective"], "5pEP");
  ASSERT_EQ(chinton["points"].size(), 3U);
  EXPECT_EQ(chinton["points"][0], 32);
  fs::remove(in);
}

}  // namespace
