// The planted-error corpus's tools: `paipu validate` run in both output modes and checked to agree,
// and a valid record cut into lines, with the lines of one hand found for planting.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

namespace paipu::corpus {

// One `paipu validate` over files: --json, and text mode unless only_json.
struct Validation {
  int code = -1;
  std::vector<nlohmann::json> diagnostics;  // --json's lines but the last
  nlohmann::json summary;                   // --json's last line's "summary"
  std::size_t output_bytes = 0;             // --json's standard output
  std::string disagreements;  // where text mode said otherwise (code, a line, the summary)
};
Validation validate(const std::vector<std::filesystem::path>& files, bool only_json = false);

// The diagnostics one per line, for failure messages.
std::string listing(const Validation& v);

// Standard output of `paipu ARGS`.
std::string paipu(const std::string& args);

// The variant's pieces and how many of each the set holds (`paipu plugins --pieces`).
std::vector<std::pair<std::string, int>> pieces(const std::string& variant);
// A token of pieces written without spaces (as `paipu generate` writes them), split into names;
// empty when some part is no name.
std::vector<std::string> split_pieces(std::string_view token,
                                      const std::vector<std::pair<std::string, int>>& set);

// A record as lines, and the lines of one of its hands, as 0-based indexes into `lines`.
struct Record {
  std::vector<std::string> lines;  // without their '\n'
  int hand = 0;                    // 1-based, of the first record
  int hand_line = -1;
  std::vector<int> deals;
  std::vector<int> moves;  // `play` and `pad` lines, in order
  std::vector<int> tags;   // tag lines between `hand` and the first event
  int result = -1;
  int hands = 0;  // in the whole file
  std::string text() const;
};
Record read_record(const std::string& text, int hand);

constexpr int kHands = 8;
constexpr int kPlantedHand = 4;  // hands before and after it

// Per variant: a record of kHands made by `paipu generate` (every deal known) with its hand
// kPlantedHand picked out, the variant's first sample with its hand 2, and the variant's pieces.
struct Corpus {
  Record generated;
  Record sample;
  std::vector<std::filesystem::path> samples;
  std::vector<std::pair<std::string, int>> set;
};
const Corpus& corpus(const std::string& variant);

// A directory of its own per test, as ctest may run them in parallel.
class CorpusTest : public ::testing::Test {
 protected:
  void SetUp() override;
  void TearDown() override;
  std::filesystem::path file(const std::string& name, const std::string& text) const;
  std::filesystem::path dir_;
};

// A line's blank-separated words.
std::vector<std::string> words(const std::string& line);
std::string joined(const std::vector<std::string>& words);

}  // namespace paipu::corpus
