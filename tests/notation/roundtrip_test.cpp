// The writer and the JSON form lose nothing: parse(write(parse(x))) == parse(x), and the same
// through JSON.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/notation/write.hpp"

namespace paipu::notation {
namespace {

const char* kMessy =
    "\xEF\xBB\xBF[Variant   \"tianjiu\"]\n[Event \"Club \\\"night\\\"\"]\n[Custom.tag \"kept\"]\n; "
    "file comment\n"
    "hand   1   of 3 {label comment}\n[Dealer \"S\"]\n{multi\nline}\n"
    "S   deal 天天地地   人人和和\n\n\nS play 天天!? {a} {b} ; c\nW pad ** ?\n"
    "result E-3 S+9 W-5 N-1 {checked}\n\n"
    "[Variant \"tianjiu\"]\nhand\n　E　play 地\n";

std::vector<Record> parse_ok(const std::string& text) {
  Diagnostics d;
  auto rs = parse_string(text, "t", d);
  EXPECT_TRUE(d.empty()) << (d.empty() ? "" : format_diagnostic(d.front()));
  return rs;
}

TEST(RoundTrip, WriterPreservesEverything) {
  auto once = parse_ok(kMessy);
  ASSERT_EQ(once.size(), 2u);
  std::string text = to_text(once);
  auto twice = parse_ok(text);
  EXPECT_EQ(once, twice) << text;
  // The canonical form is byte-stable.
  EXPECT_EQ(to_text(twice), text);
}

TEST(RoundTrip, CommentOrderLineBreaksInValuesAndTagsAboveVariant) {
  const char* text =
      "; a file comment above the tags\n[Event \"first\"]\n[Variant \"tianjiu\"]\n"
      "[Note \"two\\nlines and a \\\\ backslash\"]\nhand　1\nE play 天 ; line first\n{then a "
      "block}\n";
  auto once = parse_ok(text);
  ASSERT_EQ(once.size(), 1u);
  ASSERT_EQ(once[0].tags.size(), 3u);
  EXPECT_EQ(once[0].tags[2].value, "two\nlines and a \\ backslash");
  ASSERT_EQ(once[0].hands.size(), 1u);
  ASSERT_EQ(once[0].hands[0].events[0].comments.size(), 2u);
  EXPECT_TRUE(once[0].hands[0].events[0].comments[0].line);
  auto twice = parse_ok(to_text(once));
  EXPECT_EQ(once, twice) << to_text(once);
}

TEST(RoundTrip, JsonPreservesEverything) {
  auto once = parse_ok(kMessy);
  auto j = to_json(once);
  auto back = records_from_json(nlohmann::json::parse(j.dump()));
  EXPECT_EQ(once, back);
  EXPECT_EQ(to_text(back), to_text(once));
}

TEST(RoundTrip, EveryBundledSample) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const auto& entry :
       fs::recursive_directory_iterator(fs::path(PAIPU_SOURCE_DIR) / "samples")) {
    if (entry.path().extension() != ".paipu" ||
        entry.path().string().find("invalid") != std::string::npos)
      continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::stringstream buf;
    buf << in.rdbuf();
    Diagnostics d;
    auto once = parse_string(buf.str(), entry.path().string(), d);
    ASSERT_TRUE(d.empty()) << format_diagnostic(d.front());
    EXPECT_EQ(parse_ok(to_text(once)), once) << entry.path();
    EXPECT_EQ(records_from_json(to_json(once)), once) << entry.path();
    ++files;
  }
  EXPECT_GT(files, 0) << "no samples found";
}

}  // namespace
}  // namespace paipu::notation
