// After a rules error the replay goes on: later, independent errors in the same hand are reported
// at their lines, and small edits that make the hand valid and agree with its stated result are
// suggested (`help`). Uses the real plugins on the first hand of a sample.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu {
namespace {

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The sample's record header and first hand, with its result line.
std::string first_hand(const std::string& sample) {
  const std::string text = slurp(std::string(PAIPU_SOURCE_DIR) + "/samples/" + sample);
  const std::size_t result = text.find("\nresult ");
  return text.substr(0, text.find('\n', result + 1) + 1);
}

// `text` with its line that starts with `line` replaced; the replaced line's number in `at`.
std::string edited(const std::string& text, const std::string& line, const std::string& by,
                   std::uint32_t& at) {
  std::istringstream in(text);
  std::string out, l;
  std::uint32_t n = 0;
  bool done = false;
  while (std::getline(in, l)) {
    ++n;
    if (!done && l.rfind(line, 0) == 0) {
      at = n;
      done = true;
      if (by.empty()) continue;  // left out
      l = by;
    }
    out += l + "\n";
  }
  EXPECT_TRUE(done) << "no line starts with " << line;
  return out;
}

class AfterErrorTest : public ::testing::Test {
 protected:
  void SetUp() override { host_.scan({PAIPU_PLUGIN_DIR}); }

  Diagnostics validate(const std::string& text, ReplayContext ctx = {"t.paipu", 0}) {
    Diagnostics d;
    auto records = notation::parse_string(text, "t.paipu", d);
    EXPECT_EQ(records.size(), 1U);
    if (records.empty()) return d;
    const std::string id = records[0].tag_or("Variant", "");
    auto m = MatchReplay::start(host_.find(id), records[0], ctx, d);
    EXPECT_TRUE(m);
    if (m)
      for (std::size_t i = 0; i < records[0].hands.size(); ++i)
        m->play(records[0].hands[i], static_cast<int>(i), d);
    return d;
  }

  static std::vector<const Diagnostic*> of(const Diagnostics& d, Severity s) {
    std::vector<const Diagnostic*> found;
    for (const auto& x : d)
      if (x.severity == s) found.push_back(&x);
    return found;
  }

  static std::string dump(const Diagnostics& d) {
    std::string s;
    for (const auto& x : d) s += format_diagnostic(x) + "\n";
    return s;
  }

  PluginHost host_;
};

TEST_F(AfterErrorTest, TwoIndependentErrorsInOneTianjiuHandAreBothReported) {
  std::uint32_t first = 0, second = 0;
  std::string text = first_hand("tianjiu/match1-defaults.paipu");
  text = edited(text, "W pad 板", "W play 板", first);    // face up, does not beat 天
  text = edited(text, "N pad 高腳", "N pad 天", second);  // E was dealt both 天
  const Diagnostics d = validate(text);
  const auto errors = of(d, Severity::error);
  ASSERT_EQ(errors.size(), 2U) << dump(d);
  EXPECT_EQ(errors[0]->code, "T105");
  EXPECT_EQ(errors[0]->pos.line, first);
  EXPECT_EQ(errors[1]->code, "T102");
  EXPECT_EQ(errors[1]->pos.line, second);
  // Two slips need two edits: no single repair is suggested, and N's error is not about W's seat.
  EXPECT_TRUE(of(d, Severity::help).empty()) << dump(d);
  for (const auto& x : d)
    EXPECT_EQ(x.message.find("consequence"), std::string::npos) << format_diagnostic(x);
}

TEST_F(AfterErrorTest, TwoIndependentErrorsInOneDaqiziHandAreBothReported) {
  std::uint32_t first = 0, second = 0;
  std::string text = first_hand("daqizi/match1-dealer-streak.paipu");
  text = edited(text, "N pad 傌傌", "N play 傌傌", first);  // does not beat 俥俥
  text = edited(text, "E pad 相", "E pad 將", second);      // N holds the only 將
  const Diagnostics d = validate(text);
  const auto errors = of(d, Severity::error);
  ASSERT_EQ(errors.size(), 2U) << dump(d);
  EXPECT_EQ(errors[0]->code, "Q105");
  EXPECT_EQ(errors[0]->pos.line, first);
  EXPECT_EQ(errors[1]->pos.line, second);
  EXPECT_TRUE(of(d, Severity::help).empty()) << dump(d);
}

TEST_F(AfterErrorTest, TwoIndependentErrorsInOneSandahaHandAreBothReported) {
  std::uint32_t first = 0, second = 0;
  std::string text = first_hand("sandaha/worked-example.paipu");
  text = edited(text, "W pass", "W bid 80", first);          // not below S's 75
  text = edited(text, "E play S5 S6", "E play S5", second);  // one card to a pair
  const Diagnostics d = validate(text);
  const auto errors = of(d, Severity::error);
  ASSERT_EQ(errors.size(), 2U) << dump(d);
  EXPECT_EQ(errors[0]->code, "S110");
  EXPECT_EQ(errors[0]->pos.line, first);
  EXPECT_EQ(errors[1]->code, "S103");
  EXPECT_EQ(errors[1]->pos.line, second);
  EXPECT_TRUE(of(d, Severity::help).empty()) << dump(d);
}

// The fuzz targets try 16 legal moves per failed line instead of 512: the check still goes on past
// the first error and finds the second. With none at all, only leaving the line out is tried.
TEST_F(AfterErrorTest, FewerRecoveryMovesStillGoOnPastTheFirstError) {
  std::uint32_t first = 0, second = 0;
  std::string text = first_hand("sandaha/worked-example.paipu");
  text = edited(text, "W pass", "W bid 80", first);
  text = edited(text, "E play S5 S6", "E play S5", second);
  ReplayContext few{"t.paipu", 0};
  few.recovery_moves = 16;
  const Diagnostics with_few = validate(text, few);
  const auto errors = of(with_few, Severity::error);
  ASSERT_EQ(errors.size(), 2U) << dump(with_few);
  EXPECT_EQ(errors[0]->pos.line, first);
  EXPECT_EQ(errors[1]->pos.line, second);
  ReplayContext none{"t.paipu", 0};
  none.recovery_moves = 0;
  const Diagnostics d = validate(text, none);
  ASSERT_FALSE(of(d, Severity::error).empty());
  EXPECT_EQ(of(d, Severity::error).front()->pos.line, first) << dump(d);
}

TEST_F(AfterErrorTest, ALaterErrorOfTheSameSeatIsMarkedAsAPossibleConsequence) {
  std::uint32_t first = 0, second = 0;
  std::string text = first_hand("tianjiu/match1-defaults.paipu");
  text = edited(text, "W pad 板", "W play 板", first);
  text = edited(text, "W pad 紅頭", "W pad 天", second);
  const Diagnostics d = validate(text);
  const auto errors = of(d, Severity::error);
  ASSERT_EQ(errors.size(), 2U) << dump(d);
  EXPECT_EQ(errors[1]->pos.line, second);
  const auto notes = of(d, Severity::note);
  bool marked = false;
  for (const Diagnostic* n : notes)
    marked = marked ||
             (n->pos.line == second && n->message.find("consequence of the error at line " +
                                                       std::to_string(first)) != std::string::npos);
  EXPECT_TRUE(marked) << dump(d);
}

struct Slip {
  const char* sample;
  const char* line;  // the line as written in the sample
  const char* slip;  // what a transcriber wrote instead ("" leaves it out)
  const char* help;  // the start of the first help message
};

class SuggestionTest : public AfterErrorTest, public ::testing::WithParamInterface<Slip> {};

TEST_P(SuggestionTest, TheFirstSuggestionRestoresTheRecord) {
  const Slip& s = GetParam();
  std::uint32_t at = 0;
  const Diagnostics d = validate(edited(first_hand(s.sample), s.line, s.slip, at));
  const auto errors = of(d, Severity::error);
  ASSERT_EQ(errors.size(), 1U) << dump(d);
  const auto help = of(d, Severity::help);
  ASSERT_FALSE(help.empty()) << dump(d);
  EXPECT_EQ(help[0]->message.rfind(s.help, 0), 0U) << dump(d);
  EXPECT_NE(help[0]->message.find("matches its stated result"), std::string::npos);
  EXPECT_EQ(help[0]->code, errors[0]->code);
}

INSTANTIATE_TEST_SUITE_P(
    Slips, SuggestionTest,
    ::testing::Values(
        Slip{"tianjiu/match1-defaults.paipu", "W pad 板", "W play 板", "write 'W pad 板'"},
        Slip{"tianjiu/match1-defaults.paipu", "S play 紅九", "S play 紅七",
             "write 'S play 紅九' for 'S play 紅七'"},
        Slip{"tianjiu/match1-defaults.paipu", "S play 紅九", "W play 紅九",
             "write 'S play 紅九' for 'W play 紅九'"},
        Slip{"tianjiu/match1-defaults.paipu", "S play 人人", "", "insert 'S play 人人'"},
        Slip{"daqizi/match1-dealer-streak.paipu", "S play 車車", "S play 車車\nS play 車車",
             "delete this line ('S play 車車')"},
        Slip{"daqizi/match1-dealer-streak.paipu", "E play 馬馬", "E play 傌傌",
             "write 'E play 馬馬' for 'E play 傌傌'"},
        // Lines that do not read at all: the line as meant comes first, spelt as written.
        Slip{"tianjiu/match1-defaults.paipu", "S play 紅九", "s play 紅九", "write 'S play 紅九'"},
        Slip{"tianjiu/match1-defaults.paipu", "S play 紅九", "S play 紅\u200B九",
             "write 'S play 紅九'"},
        Slip{"wenzhou/bai-plays-as.paipu", "E discard 東", "E discard\u00A0東",
             "write 'E discard 東'"},
        Slip{"wenzhou/bai-plays-as.paipu", "E discard 東", "E\u202Fdiscard 東",
             "write 'E discard 東'"}));

// The slip is one token of a long deal: the help line keeps the rest of the line as written (codes
// and names, grouped as the transcriber grouped them) and changes that token alone.
TEST_F(AfterErrorTest, AHelpLineChangesOnlyTheTokenThatDiffers) {
  const std::string deal = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 東東 北 中";
  const std::string slip = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 東東 西 中";
  std::uint32_t at = 0;
  const Diagnostics d =
      validate(edited(first_hand("wenzhou/worked-example.paipu"), deal, slip, at));
  ASSERT_EQ(of(d, Severity::error).size(), 1U) << dump(d);
  bool found = false;
  for (const Diagnostic* h : of(d, Severity::help))
    if (h->pos.line == at) {
      found = true;
      EXPECT_EQ(h->message.rfind("write '" + deal + "' for '" + slip + "'", 0), 0U) << dump(d);
    }
  EXPECT_TRUE(found) << dump(d);
}

TEST_F(AfterErrorTest, TwoPlaysOfATrickSwappedAreSwappedBack) {
  std::string text = first_hand("daqizi/match1-dealer-streak.paipu");
  const std::string w =
      "W play 俥俥 !      { a follow must beat the best play so far, here 車車 }\n";
  const std::string n = "N pad 傌傌\n";
  const std::size_t at = text.find(w + n);
  ASSERT_NE(at, std::string::npos);
  text.replace(at, w.size() + n.size(), n + w);
  const Diagnostics d = validate(text);
  ASSERT_EQ(of(d, Severity::error).size(), 1U) << dump(d);
  const auto help = of(d, Severity::help);
  ASSERT_FALSE(help.empty()) << dump(d);
  EXPECT_EQ(help[0]->message.rfind("swap this line and the next", 0), 0U) << dump(d);
}

TEST_F(AfterErrorTest, AValidHandGetsNoSuggestion) {
  const Diagnostics d = validate(first_hand("tianjiu/match1-defaults.paipu"));
  EXPECT_TRUE(d.empty()) << dump(d);
}

}  // namespace
}  // namespace paipu
