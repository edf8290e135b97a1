// Each record in samples/chinton (worked by hand from the rules, not from the plugin) replays
// through the core with the rules linked in: no error, every hand finished and settled, and every
// stated result equal to the computed settlement. Two records show a table's mistakes on purpose
// and carry their warning: a false riichi (K141) and a false tsumo (K150), each a チョンボ.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
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

}  // namespace
