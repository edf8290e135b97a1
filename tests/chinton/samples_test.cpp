// Each record in samples/chinton (worked by hand from the rules, not from the plugin) replays
// through the core with the rules linked in: no error, every hand finished and settled, and every
// stated result equal to the computed settlement. Two records show a table's mistakes on purpose
// and carry their warning: a false riichi (K141) and a false tsumo (K150), each a チョンボ.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "support.hpp"

namespace {

namespace fs = std::filesystem;

TEST(Samples, EverySampleIsValidAndSettlesAsWritten) {
  const fs::path dir = fs::path(PAIPU_SOURCE_DIR) / "samples" / "chinton";
  int files = 0;
  for (const auto& f : fs::directory_iterator(dir)) {
    if (f.path().extension() != ".paipu") continue;
    ++files;
    const cttest::Replayed r = cttest::replay(mjtest::read_file(f.path()));
    for (const paipu::Diagnostic& d : r.diags)
      EXPECT_TRUE(d.code == "K141" || d.code == "K150") << f.path() << "\n" << r.text();
    EXPECT_FALSE(r.hands.empty()) << f.path();
    for (const paipu::HandResult& h : r.hands) {
      EXPECT_TRUE(h.finished) << f.path();
      EXPECT_TRUE(h.settlement.complete) << f.path();
    }
  }
  EXPECT_GE(files, 10);
}

}  // namespace

namespace {

// The records of a Markdown file's code blocks that open with [Variant "chinton"].
std::vector<std::string> doc_records(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  std::vector<std::string> out;
  std::string line, block;
  bool fenced = false;
  while (std::getline(in, line)) {
    if (line.rfind("```", 0) == 0) {
      if (fenced && block.rfind("[Variant \"chinton\"]", 0) == 0) out.push_back(block);
      fenced = !fenced;
      block.clear();
      continue;
    }
    if (fenced) block += line + "\n";
  }
  return out;
}

// The worked records of the docs are checked as the samples are: the figures the pages work out
// by hand are the plugin's.
TEST(Samples, TheDocsWorkedRecordsSettleAsWritten) {
  int records = 0;
  for (const char* page : {"docs/notation.md", "docs/variants/chinton.md"}) {
    for (const std::string& text : doc_records(fs::path(PAIPU_SOURCE_DIR) / page)) {
      ++records;
      const cttest::Replayed r = cttest::replay(text);
      EXPECT_TRUE(r.diags.empty()) << page << "\n" << r.text();
      ASSERT_EQ(r.hands.size(), 1U) << page;
      EXPECT_TRUE(r.hands[0].settlement.complete) << page;
    }
  }
  EXPECT_EQ(records, 2);
}

// match.paipu, worked by hand (samples/chinton/README.md): the dealer E's tsumo worth 12 (each
// pays 12); E deals again and S's ron on W's 發 is worth 12; S deals and W's tsumo with カラス is
// worth 40. The value is the winner's total, not what it collects.
TEST(Samples, ValueAndDealerFactsOfAMatch) {
  const mjtest::Sample m(paipu::chinton::make_variant(), "match.paipu");
  ASSERT_EQ(m.hands().size(), 3u);
  m.expect(0, {{"value", {12, 0, 0}}, {"dealer", {1, 0, 0}}});
  m.expect(1, {{"value", {0, 12, 0}}, {"dealer", {1, 0, 0}}, {"dealt_in", {0, 0, 1}}});
  m.expect(2, {{"value", {0, 0, 40}}, {"dealer", {0, 1, 0}}, {"tsumo", {0, 0, 1}}});
}

// A double ron: each winner's own total, the 本場 to the nearer (W 14, the dealer E 43); a
// 国士無双 on a pulled ガリ, 84; no value in a drawn hand or after a チョンボ (S's false tsumo,
// with its warning K150), then W's ron worth 10.
TEST(Samples, ValueOfEachWinnerAndOfNone) {
  const std::shared_ptr<const paipu::Variant> variant = paipu::chinton::make_variant();
  mjtest::Sample(variant, "double-ron.paipu")
      .expect(0, {{"value", {43, 0, 14}}, {"won", {1, 0, 1}}, {"dealer", {1, 0, 0}}});
  mjtest::Sample(variant, "kokushi-robs-gari.paipu")
      .expect(0, {{"value", {0, 0, 84}}, {"yakuman", {0, 0, 1}}});
  mjtest::Sample(variant, "drawn-hand.paipu")
      .expect(0, {{"value", {0, 0, 0}}, {"dealer", {1, 0, 0}}});
  const mjtest::Sample chombo(variant, "chombo.paipu", {"K150"});
  chombo.expect(0, {{"value", {0, 0, 0}}, {"won", {0, 0, 0}}});
  chombo.expect(1, {{"value", {0, 0, 10}}});
}

}  // namespace
