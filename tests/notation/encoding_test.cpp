// Input that is not UTF-8 (P010): one diagnostic at the first bad byte, a guess at the encoding,
// and the rest of the file still read. And bounded, escaped echoes in the parser's messages.
#include <gtest/gtest.h>

#include <string>

#include "../../parsers/notation/src/encoding.hpp"
#include "paipu/notation/parse.hpp"

namespace {

using namespace paipu;
using paipu::notation::parse_string;

const std::string kHeader = "[Variant \"tianjiu\"]\n[Event \"t\"]\n\n";
const std::string kHand =
    "hand 1\n"
    "E deal 天 天 地 地 和 和 銅錘 黑五\n"
    "E play 天 {COMMENT}\n"
    "S pad 長\n";

std::string with_comment(const std::string& comment) {
  std::string h = kHand;
  h.replace(h.find("COMMENT"), 7, comment);
  return kHeader + h;
}

int count(const Diagnostics& ds, const std::string& code) {
  int n = 0;
  for (const auto& d : ds) n += d.code == code;
  return n;
}

TEST(Encoding, StrayLatin1ByteIsOneDiagnosticAndTheHandStillParses) {
  Diagnostics ds;
  auto records = parse_string(with_comment("caf\xE9 and na\xEFve"), "f.paipu", ds);
  ASSERT_EQ(ds.size(), 1u) << format_diagnostic(ds[0]);
  EXPECT_EQ(ds[0].code, "P010");
  EXPECT_EQ(ds[0].severity, Severity::error);
  // Line 6 (three header lines, `hand 1`, the deal); col in characters: "E play 天 {caf" + 1.
  EXPECT_EQ(ds[0].pos, (SourcePos{6, 14}));
  EXPECT_NE(ds[0].message.find("byte E9"), std::string::npos) << ds[0].message;
  EXPECT_NE(ds[0].message.find("iconv -f WINDOWS-1252 -t UTF-8 f.paipu > f.paipu.utf8"),
            std::string::npos)
      << ds[0].message;
  EXPECT_EQ(ds[0].message.find('\xE9'), std::string::npos) << "the bad byte is not echoed";
  ASSERT_EQ(records.size(), 1u);
  ASSERT_EQ(records[0].hands.size(), 1u);
  ASSERT_EQ(records[0].hands[0].events.size(), 3u);
  const auto& c = records[0].hands[0].events[1].comments;
  ASSERT_EQ(c.size(), 1u);
  EXPECT_NE(c[0].text.find("caf\xEF\xBF\xBD"), std::string::npos) << "read as U+FFFD";
}

TEST(Encoding, OnlyTheFirstBadByteOfAFileIsReported) {
  Diagnostics ds;
  parse_string(with_comment("\xE9") + "\nhand 2\nE play 天 {\xE9}\n", "f", ds);
  EXPECT_EQ(count(ds, "P010"), 1);
}

TEST(Encoding, GuessesDoubleByteEncodings) {
  using notation::detail::guess_encoding;
  // 天九牌譜 and more: GBK (GB2312 range), Big5, Shift_JIS.
  EXPECT_EQ(guess_encoding("\xCC\xEC\xBE\xC5\xC5\xC6\xC6\xD7 \xB6\xAB\xCE\xF7", false).iconv,
            "GBK");
  EXPECT_EQ(guess_encoding("\xA4\xD1\xA4\x45\xB5\x50\xC3\xD0 \xAA\x46", false).iconv, "BIG5");
  EXPECT_EQ(guess_encoding("\x93\x56\x8B\xE3\x94\x76\x82\xA0\x82\xA2", false).iconv, "SHIFT_JIS");
  EXPECT_EQ(guess_encoding("caf\xE9 na\xEFve r\xE9ponse", false).iconv, "WINDOWS-1252");
  EXPECT_EQ(guess_encoding("\xFF\xFE[\0V\0", true).iconv, "UTF-16");
  EXPECT_EQ(guess_encoding(std::string("h\0a\0n\0d\0", 8), false).iconv, "UTF-16LE");
  EXPECT_EQ(guess_encoding(std::string("\0h\0a\0n\0d", 8), false).iconv, "UTF-16BE");
}

TEST(Encoding, Big5TrailByteIsNotReadAsABrace) {
  // A4 7D: a Big5 character whose second byte is '}'. Without pairing it would close the comment
  // and the real '}' would be a P001.
  Diagnostics ds;
  auto records =
      parse_string(with_comment("\xA4\xD1\xA4\x45\xA4\x7D\xB5\x50\xC3\xD0"), "big5.paipu", ds);
  ASSERT_EQ(ds.size(), 1u) << format_diagnostic(ds[0]) << "\n" << format_diagnostic(ds[1]);
  EXPECT_EQ(ds[0].code, "P010");
  EXPECT_NE(ds[0].message.find("Big5"), std::string::npos) << ds[0].message;
  EXPECT_NE(ds[0].message.find("iconv -f BIG5"), std::string::npos) << ds[0].message;
  ASSERT_EQ(records.size(), 1u);
  EXPECT_EQ(records[0].hands.size(), 1u);
}

TEST(Encoding, Utf16WithByteOrderMark) {
  Diagnostics ds;
  parse_string(std::string("\xFF\xFE[\0V\0a\0r\0", 10), "u16.paipu", ds);
  ASSERT_FALSE(ds.empty());
  EXPECT_EQ(ds[0].code, "P010");
  EXPECT_EQ(ds[0].pos, (SourcePos{1, 1}));
  EXPECT_NE(ds[0].message.find("bytes FF FE"), std::string::npos) << ds[0].message;
  EXPECT_NE(ds[0].message.find("UTF-16"), std::string::npos) << ds[0].message;
  EXPECT_EQ(count(ds, "P010"), 1);
}

TEST(Encoding, ReplaceInvalid) {
  using notation::detail::replace_invalid_utf8;
  EXPECT_EQ(replace_invalid_utf8("a\xE9}", false), "a\xEF\xBF\xBD}");
  EXPECT_EQ(replace_invalid_utf8("a\xA4}", true), "a\xEF\xBF\xBD");
  EXPECT_EQ(replace_invalid_utf8("\xC3\xD0}", true), "\xEF\xBF\xBD}");  // D0 is a trail here
  EXPECT_EQ(replace_invalid_utf8(std::string("a\0b", 3), false),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(notation::detail::first_invalid_utf8("天天 and some ascii text"), std::string::npos);
  EXPECT_EQ(notation::detail::first_invalid_utf8("0123456789abcdef\xE9"), 16u);
}

TEST(BoundedEcho, LongTokenIsCut) {
  Diagnostics ds;
  const std::string line(1'000'000, 'x');
  parse_string(kHeader + line + "\n", "long.paipu", ds);
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].code, "P005");
  EXPECT_LT(ds[0].message.size(), 200u);
  EXPECT_NE(ds[0].message.find("(999,940 more bytes)"), std::string::npos) << ds[0].message;
}

TEST(BoundedEcho, ControlBytesAreShownAsCodePoints) {
  Diagnostics ds;
  parse_string(kHeader + "\x07\xC2\xA0oops\n", "ctl.paipu", ds);
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_NE(ds[0].message.find("'U+0007U+00A0oops'"), std::string::npos) << ds[0].message;
  EXPECT_EQ(ds[0].message.find('\x07'), std::string::npos);
}

}  // namespace
