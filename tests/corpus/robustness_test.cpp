// Changes that must leave a record valid (CRLF line ends, a byte-order mark, a deal left out), I/O
// failures, and lines too long to echo.
#include <gtest/gtest.h>

#include <fstream>

#include "corpus.hpp"

namespace paipu::corpus {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

class Variant : public CorpusTest, public ::testing::WithParamInterface<std::string> {
 protected:
  // The generated record and every sample of the variant, rewritten by `change`, as files.
  std::vector<fs::path> files(const std::string& tag, std::string (*change)(const std::string&)) {
    const Corpus& c = corpus(GetParam());
    std::vector<fs::path> out{file(tag + "-generated.paipu", change(c.generated.text()))};
    for (const fs::path& s : c.samples) {
      std::ifstream in(s, std::ios::binary);
      out.push_back(file(tag + "-" + s.filename().string(),
                         change(std::string(std::istreambuf_iterator<char>(in), {}))));
    }
    return out;
  }
};

std::string as_is(const std::string& s) {
  return s;
}
std::string crlf(const std::string& s) {
  std::string out;
  for (char ch : s) out += ch == '\n' ? std::string("\r\n") : std::string(1, ch);
  return out;
}
std::string bom(const std::string& s) {
  return "\xEF\xBB\xBF" + s;
}

// What a diagnostic says, without the file it is in.
std::vector<json> said(const Validation& v) {
  std::vector<json> out;
  for (json d : v.diagnostics) {
    d.erase("file");
    out.push_back(d);
  }
  return out;
}

TEST_P(Variant, CrlfAndByteOrderMarkChangeNothing) {
  const Validation base = validate(files("lf", as_is));
  ASSERT_EQ(base.code, 0) << listing(base);
  ASSERT_GT(base.summary.value("hands", 0), kHands);
  using Change = std::string (*)(const std::string&);
  for (const auto& [name, change] : {std::pair<std::string, Change>{"crlf", crlf}, {"bom", bom}}) {
    SCOPED_TRACE(name + " in " + GetParam());
    const Validation v = validate(files(name, change));
    EXPECT_EQ(v.code, 0) << listing(v);
    EXPECT_EQ(v.disagreements, "");
    EXPECT_EQ(v.summary, base.summary);
    EXPECT_EQ(said(v), said(base)) << "the same diagnostics at the same lines and columns";
  }
}

// A scorer may leave out a deal (docs/notation.md §8.1): still valid, and no hand lost.
TEST_P(Variant, DealLeftOutStaysValid) {
  Record r = corpus(GetParam()).generated;
  r.lines.erase(r.lines.begin() + r.deals[1]);
  const Validation v = validate({file("no-deal.paipu", r.text())});
  EXPECT_EQ(v.code, 0) << listing(v);
  EXPECT_EQ(v.disagreements, "");
  EXPECT_EQ(v.summary.value("valid_hands", -1), kHands);
}

// I/O errors outrank invalid records (exit 2), and the readable files are still checked.
TEST_P(Variant, UnreadableFilesExit2) {
  Record bad = corpus(GetParam()).generated;
  bad.lines[bad.result] += "1";  // and an invalid one beside them
  const fs::path good = file("good.paipu", corpus(GetParam()).generated.text());
  const fs::path invalid = file("invalid.paipu", bad.text());
  for (const fs::path& unreadable : {dir_ / "missing.paipu", dir_}) {
    SCOPED_TRACE(unreadable);
    const Validation v = validate({good, unreadable, invalid});
    EXPECT_EQ(v.code, 2) << listing(v);
    EXPECT_EQ(v.disagreements, "");
    EXPECT_EQ(v.summary.value("hands", -1), 2 * kHands);
    EXPECT_EQ(v.summary.value("invalid_hands", -1), 1);
  }
  EXPECT_EQ(validate({good, invalid}).code, 1);
  EXPECT_EQ(validate({good}).code, 0);
}

// A hand tag's value of a megabyte: the message that names it must be cut, as every echo of the
// record is (docs/diagnostics.md §3.1).
TEST_P(Variant, LongHandTagValueIsCut) {
  Record r = corpus(GetParam()).generated;
  r.lines.insert(r.lines.begin() + r.hand_line + 1,
                 "[Dealer \"" + std::string(1'000'000, 'x') + "\"]");
  const Validation v = validate({file("dealer.paipu", r.text())});
  EXPECT_EQ(v.code, 1);
  EXPECT_LT(v.output_bytes, 10'000u);
  EXPECT_EQ(v.summary.value("hands", -1), kHands);
  EXPECT_EQ(v.summary.value("invalid_hands", -1), 1);
}

INSTANTIATE_TEST_SUITE_P(Variants, Variant, ::testing::Values("tianjiu", "daqizi"));

// A line of 100 MB in hand kPlantedHand, run once: a short message, and the hands after it checked.
TEST_F(CorpusTest, HundredMegabyteLine) {
  const Record& r = corpus("tianjiu").generated;
  const int at = r.moves[1] + 1;  // the new line's index
  const fs::path path = dir_ / "huge.paipu";
  {
    std::ofstream out(path, std::ios::binary);
    for (int i = 0; i < at; ++i) out << r.lines[i] << '\n';
    const std::string block(1 << 20, 'x');
    for (int i = 0; i < 100; ++i) out << block;
    out << '\n';
    for (std::size_t i = at; i < r.lines.size(); ++i) out << r.lines[i] << '\n';
  }
  const Validation v = validate({path}, /*only_json=*/true);
  SCOPED_TRACE(listing(v));
  EXPECT_EQ(v.code, 1);
  EXPECT_LT(v.output_bytes, 10'000u);
  EXPECT_EQ(v.summary.value("hands", -1), kHands);
  EXPECT_EQ(v.summary.value("valid_hands", -1), kHands - 1);
  bool at_line = false;
  for (const json& d : v.diagnostics)
    at_line = at_line || (d.value("line", 0) == at + 1 && d.value("severity", "") == "error");
  EXPECT_TRUE(at_line) << "nothing at line " << at + 1;
}

}  // namespace
}  // namespace paipu::corpus
