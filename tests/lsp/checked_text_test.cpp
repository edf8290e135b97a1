// The document store: positions in UTF-16 units, and diagnostics kept up to date edit by edit that
// are always those of a check of the whole text from scratch, and those `paipu validate` prints.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

#include "lsp_support.hpp"
#include "paipu/lsp/checked_text.hpp"
#include "paipu/lsp/positions.hpp"

namespace paipu::lsp {
namespace {

namespace fs = std::filesystem;

using test::host;
using test::slurp;

std::string lines_of(const Diagnostics& ds) {
  std::string out;
  for (const Diagnostic& d : ds) out += format_diagnostic(d) + '\n';
  return out;
}

// What a check of the whole text from the top gives.
std::string from_scratch(const std::string& text) {
  return lines_of(CheckedText(host(), "f.paipu", text).diagnostics());
}

TEST(Positions, CountUtf16UnitsOverCjkAndBeyondTheBasicPlane) {
  const std::string text = "E play 天\nS 𠀀x\r\nlast";
  const LineIndex lines(text);
  ASSERT_EQ(lines.lines(), 3u);
  EXPECT_EQ(lines.line(1), "S 𠀀x");  // the '\r' belongs to no line
  EXPECT_EQ(utf16_length("天"), 1u);
  EXPECT_EQ(utf16_length("𠀀"), 2u);
  EXPECT_EQ(utf16_column("S 𠀀x", 3), 4u);  // S, space, 𠀀 (two units)
  EXPECT_EQ(lines.offset({1, 4}), text.find('x'));
  EXPECT_EQ(lines.offset({1, 3}), text.find("𠀀"));   // inside the pair: its start
  EXPECT_EQ(lines.offset({0, 99}), text.find('\n'));  // past the line's end: its end
  EXPECT_EQ(lines.offset({9, 0}), text.size());       // past the last line: the end
  EXPECT_EQ(lines.position(text.find('x')), (Position{1, 4}));
  EXPECT_EQ(utf16_length("a\xFF"
                         "b"),
            3u);  // a byte that is not UTF-8 is one character, as the reader reads it
}

// Every invalid sample, opened: what `paipu validate` prints for it (samples/invalid/*.expect).
TEST(CheckedText, GivesWhatValidatePrintsForEveryInvalidSample) {
  int files = 0;
  for (const auto& e : fs::directory_iterator(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid")) {
    if (e.path().extension() != ".paipu") continue;
    fs::path expect = e.path();
    expect.replace_extension(".expect");
    if (!fs::exists(expect)) continue;
    const std::string name = "samples/invalid/" + e.path().filename().string();
    const CheckedText text(host(), name, slurp(e.path()));
    EXPECT_EQ(lines_of(text.diagnostics()), slurp(expect)) << name;
    ++files;
  }
  EXPECT_GT(files, 40);
}

struct Edit {
  std::string find;  // the first occurrence of this…
  std::string with;  // …becomes this
};

// Edits one after another, each checked against a check from scratch.
void expect_each_as_from_scratch_in(std::string text, const std::string& sample,
                                    const std::vector<Edit>& edits) {
  CheckedText live(host(), "f.paipu", text);
  for (const Edit& e : edits) {
    const std::size_t at = text.find(e.find);
    ASSERT_NE(at, std::string::npos) << e.find;
    text.replace(at, e.find.size(), e.with);
    live.edit(at, at + e.find.size(), e.with);
    ASSERT_EQ(live.client_text(), text);
    EXPECT_EQ(lines_of(live.diagnostics()), from_scratch(text))
        << sample << ": '" << e.find << "' -> '" << e.with << "'";
  }
}

void expect_each_as_from_scratch(const std::string& sample, const std::vector<Edit>& edits) {
  expect_each_as_from_scratch_in(slurp(fs::path(PAIPU_SOURCE_DIR) / sample), sample, edits);
}

TEST(CheckedText, EditsGiveWhatACheckFromScratchGives) {
  expect_each_as_from_scratch("samples/tianjiu/match1-defaults.paipu",
                              {{"hand 2", "hand 2\n\n{ a comment\nof two lines }"},
                               {"hand 3", "hnd 3"},  // the hand joins the one before
                               {"hnd 3", "hand 3"},
                               {"[Variant \"tianjiu\"]", "[Variant \"tianjiu\"]\n[Rule.x \"1\"]"},
                               {"[Rule.x \"1\"]", ""},
                               {"{ a comment", "{ a comment unclosed\nhand 9\n"},
                               {"result", "resultx"},
                               {"[Variant", "hand 0\n[Variant"}});
  expect_each_as_from_scratch("samples/invalid/syntax-error-mid-file.paipu",
                              {{"hand 1", "hand 1\n\n\n"}, {"\n\n\n", "\n"}, {"{", "{{ "}});
  expect_each_as_from_scratch("samples/invalid/tianjiu-tag-after-first-event.paipu",
                              {{"hand 2", "\n\nhand 2"}, {"hand 1", "{x}\nhand 1"}});
  expect_each_as_from_scratch("samples/sandaha/four-seats-bands.paipu",
                              {{"hand 2", "\nhand 2"}, {"hand 3\n", "hand 3\n[Dealer \"W\"]\n"}});
}

// Who dealt a hand that did not finish decides how a later Dealer tag reads (the same dealer:
// a win as dealer; another: a new dealer). That passes unseen through a hand skipped for a syntax
// error, and through one with no play, so an edit of the first hand's tag must reach the third.
TEST(CheckedText, AnEditReachesAHandThroughHandsThatShowNothingOfIt) {
  const std::string unfinished =
      "[Variant \"tianjiu\"]\n\nhand 1\n[Dealer \"N\"]\n"
      "E deal 天 梅 長 板 板 黑九 紅七 黑七\n\n";
  const std::string third = "hand 3\n[Dealer \"N\"]\nE deal 天 梅 長 板 板 黑九 紅七 黑七\n";
  const std::vector<Edit> edits = {{"[Dealer \"N\"]", "[Dxealer \"N\"]"},
                                   {"[Dxealer \"N\"]", "[Dealer \"N\"]"},
                                   {"[Dealer \"N\"]", "[Dealer \"W\"]"}};
  expect_each_as_from_scratch_in(unfinished + "hand 2\nE deal 天 { unclosed\n\n" + third,
                                 "a skipped hand between", edits);
  expect_each_as_from_scratch_in(unfinished + "hand 2\n\n" + third, "a hand with no play between",
                                 edits);
}

TEST(CheckedText, RandomEditsGiveWhatACheckFromScratchGives) {
  std::mt19937 rng(37);
  const std::vector<std::string> pieces = {"\n", " ", "x", "天", "{", "}", "[", "hand 2\n", "E "};
  for (const char* sample : {"samples/tianjiu/match2-hk-options.paipu",
                             "samples/invalid/tianjiu-tag-after-first-event.paipu"}) {
    std::string text = slurp(fs::path(PAIPU_SOURCE_DIR) / sample);
    CheckedText live(host(), "f.paipu", text);
    for (int i = 0; i < 12; ++i) {
      // An offset between characters, and a few bytes after it (both on character starts).
      auto on_char = [&](std::size_t at) {
        while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80) ++at;
        return at;
      };
      const std::size_t from = on_char(rng() % (text.size() + 1));
      const std::size_t to = on_char(std::min(text.size(), from + rng() % 8));
      const std::string with = rng() % 3 == 0 ? "" : pieces[rng() % pieces.size()];
      text.replace(from, to - from, with);
      live.edit(from, to, with);
      ASSERT_EQ(lines_of(live.diagnostics()), from_scratch(text)) << sample << " edit " << i;
    }
  }
}

// Bytes that are not UTF-8 (P010, said once per file) and edits that make or unmake them: an edit
// that changes nothing, one past the end, and one whose first byte continues the character before.
TEST(CheckedText, EditsAroundBytesThatAreNotUtf8GiveWhatACheckFromScratchGives) {
  const std::string sample =
      slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/tianjiu/match1-defaults.paipu");
  const std::size_t hand2 = sample.find("hand 2");
  ASSERT_NE(hand2, std::string::npos);
  const std::string bad = sample.substr(0, hand2) + "{\xFF\xE5\xA4}\n" + sample.substr(hand2);
  struct Case {
    std::size_t from, to;
    std::string with;
  };
  const std::size_t comment = bad.find('\xFF');
  for (const Case& c : std::vector<Case>{{comment, comment, ""},
                                         {0, 0, ""},
                                         {bad.size(), bad.size(), ""},
                                         {bad.size() + 5, bad.size() + 9, "\x80x"},
                                         {comment + 1, comment + 3, "\x80"},
                                         {comment + 3, comment + 3, "\x80"},
                                         {comment, comment + 1, ""}}) {
    for (const std::string& start : {bad, sample}) {
      CheckedText live(host(), "f.paipu", start);
      std::string text = start;
      const std::size_t from = std::min(c.from, text.size());
      const std::size_t to = std::clamp(c.to, from, text.size());
      text.replace(from, to - from, c.with);
      live.edit(c.from, c.to, c.with);
      ASSERT_EQ(live.client_text(), text);
      EXPECT_EQ(lines_of(live.diagnostics()), from_scratch(text))
          << "edit [" << c.from << ", " << c.to << ") of " << start.size() << " bytes";
    }
  }
}

// A '\r' that no '\n' follows ends a line, as the protocol counts lines: a file written with lone
// CRs reads as with LFs, and edits that join a CR to an LF or part them keep to a check from
// scratch.
TEST(CheckedText, ALoneCarriageReturnEndsALine) {
  const std::string lf =
      slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/tianjiu/match1-defaults.paipu");
  std::string cr = lf;
  std::replace(cr.begin(), cr.end(), '\n', '\r');
  EXPECT_EQ(CheckedText(host(), "f.paipu", cr).text(), lf);
  EXPECT_EQ(from_scratch(cr), from_scratch(lf));
  std::mt19937 rng(13);
  const std::vector<std::string> pieces = {"\r", "\n", "\r\n", "x", "hand 2\r", "E ", ""};
  for (const std::string& start : {cr, lf}) {
    std::string text = start;
    CheckedText live(host(), "f.paipu", text);
    for (int i = 0; i < 16; ++i) {
      // Next to a line break half the time: where a CR and an LF join or part.
      std::size_t from = rng() % (text.size() + 1);
      if (rng() % 2 == 0) {
        const std::size_t br = text.find_first_of("\r\n", from);
        if (br != std::string::npos) from = br + rng() % 2;
      }
      while (from < text.size() && (static_cast<unsigned char>(text[from]) & 0xC0) == 0x80) ++from;
      const std::size_t to = std::min(text.size(), from + rng() % 2);
      const std::string& with = pieces[rng() % pieces.size()];
      text.replace(from, to - from, with);
      live.edit(from, to, with);
      ASSERT_EQ(live.client_text(), text);
      ASSERT_EQ(lines_of(live.diagnostics()), from_scratch(text)) << "edit " << i;
    }
  }
}

// A character typed in the first hand of a long match: the hands after it are neither read nor
// replayed again; a line added moves their diagnostics.
TEST(CheckedText, AnEditReadsAndReplaysOnlyTheHandItTouches) {
  const std::string one =
      slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid/syntax-error-mid-file.paipu");
  CheckedText live(host(), "f.paipu", one);
  const std::size_t all = live.items().size();
  ASSERT_GE(all, 4u);
  const std::string before = lines_of(live.diagnostics());
  const std::size_t at = live.text().find("hand 1\n") + 7;
  live.edit(at, at, "{typed}\n");
  EXPECT_LE(live.last_work().read, 3u);
  EXPECT_LE(live.last_work().checked, 3u);
  EXPECT_NE(lines_of(live.diagnostics()), before);  // moved down a line
  EXPECT_EQ(lines_of(live.diagnostics()), from_scratch(live.text()));
}

}  // namespace
}  // namespace paipu::lsp
