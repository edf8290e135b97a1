// paipu::shown: what any diagnostic echoes of the user's text. Bounded, and never raw controls.
#include <gtest/gtest.h>

#include <string>

#include "paipu/source.hpp"

namespace {

using paipu::shown;

TEST(Shown, ShortTextIsUnchanged) {
  EXPECT_EQ(shown("天天 !"), "天天 !");
  EXPECT_EQ(shown(""), "");
}

TEST(Shown, LongTextIsCutWithACountOfBytes) {
  const std::string x(52'428'800, 'x');
  const std::string s = shown(x);
  EXPECT_EQ(s, std::string(60, 'x') + "\xE2\x80\xA6 (52,428,740 more bytes)");
  EXPECT_EQ(shown("abcd", 3), "abc\xE2\x80\xA6 (1 more byte)");
}

TEST(Shown, CutCountsCharactersNotBytes) {
  std::string cjk;
  for (int i = 0; i < 70; ++i) cjk += "天";
  EXPECT_EQ(shown(cjk), std::string(cjk, 0, 180) + "\xE2\x80\xA6 (30 more bytes)");
}

TEST(Shown, ControlsAndInvisiblesAreEscaped) {
  EXPECT_EQ(shown("a\x07"
                  "b"),
            "aU+0007b");
  EXPECT_EQ(shown("\t\n\r"), "U+0009U+000AU+000D");
  EXPECT_EQ(shown("a\xC2\xA0"
                  "b"),
            "aU+00A0b");                       // no-break space
  EXPECT_EQ(shown("\xE2\x80\x8B"), "U+200B");  // zero-width space
  EXPECT_EQ(shown("\xEF\xBB\xBF"
                  "x"),
            "U+FEFFx");  // BOM
  EXPECT_EQ(shown("\xE2\x80\xAE"
                  "abc"),
            "U+202Eabc");  // right-to-left override
  EXPECT_EQ(shown("\x7F"), "U+007F");
}

TEST(Shown, InvalidBytesAreShownAsHex) {
  EXPECT_EQ(shown("a\xE9"
                  "b"),
            "a\\xE9b");
  EXPECT_EQ(shown("\xC0\xAF"), "\\xC0\\xAF");           // overlong
  EXPECT_EQ(shown("\xED\xA0\x80"), "\\xED\\xA0\\x80");  // surrogate
}

TEST(Shown, Utf8SequenceLength) {
  EXPECT_EQ(paipu::utf8_sequence_length("a", 0), 1u);
  EXPECT_EQ(paipu::utf8_sequence_length("天", 0), 3u);
  EXPECT_EQ(paipu::utf8_sequence_length("\xF0\x9F\x80\x84", 0), 4u);
  EXPECT_EQ(paipu::utf8_sequence_length("\xE5\xA4", 0), 0u);  // truncated
  EXPECT_EQ(paipu::utf8_sequence_length("\x80", 0), 0u);
  EXPECT_EQ(paipu::utf8_sequence_length("\xF4\x90\x80\x80", 0), 0u);
}

}  // namespace
