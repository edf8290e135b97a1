// Diagnostics that point at the cause: "did you mean" for a lower-case seat, a misspelt verb or
// piece; invisible characters named; R020 listing the seats that differ and the itemised
// settlement; an R020 after a hand that did not settle saying what was assumed. Real 打天九 plugin.
#include <gtest/gtest.h>

#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu {
namespace {

// A whole 打天九 hand (samples/invalid/tianjiu-wrong-result.paipu) without its result line; its
// computed result is E-2 S+12 W-5 N-5.
const char* const kHand =
    "E deal 天人和梅高腳銅錘二六紅五\nS deal 天人和斧紅頭紅九黑九大六\n"
    "W deal 地長斧高腳銅錘三五紅七黑七\nN deal 地梅長板板紅頭黑五細三\n"
    "E play 天\nS pad 人\nW pad 三五\nN pad 地\nE play 人\nS pad 天\nW pad 銅錘\nN pad 黑五\n"
    "E play 梅\nS play 和\nW pad 高腳\nN pad 長\nS play 紅九黑九\nW pad 地紅七\nN pad 梅細三\n"
    "E pad 和銅錘\nS play 紅頭\nW pad 黑七\nN pad 紅頭\nE pad 二六\nS play 大六\nW pad 長\n"
    "N pad 板\nE pad 高腳\nS play 斧\nW pad 斧\nN pad 板\nE pad 紅五\n";

class DiagnosticTextTest : public ::testing::Test {
 protected:
  void SetUp() override {
    host_.scan({PAIPU_PLUGIN_DIR});
    variant_ = host_.find("tianjiu");
    ASSERT_NE(variant_, nullptr);
  }

  // Replays every hand of the text's first record (validation: no states); all diagnostics.
  Diagnostics run(const std::string& body) {
    Diagnostics d;
    auto records = notation::parse_string("[Variant \"tianjiu\"]\n" + body, "t.paipu", d);
    if (records.empty()) return d;
    auto m = MatchReplay::start(variant_, records[0], ReplayContext{"t.paipu", 0}, d);
    if (!m) return d;
    for (std::size_t i = 0; i < records[0].hands.size(); ++i)
      m->play(records[0].hands[i], static_cast<int>(i), d);
    return d;
  }

  static const Diagnostic* find(const Diagnostics& d, const std::string& code,
                                Severity sev = Severity::error) {
    for (const auto& x : d)
      if (x.code == code && x.severity == sev) return &x;
    return nullptr;
  }

  PluginHost host_;
  std::shared_ptr<const Variant> variant_;
};

TEST_F(DiagnosticTextTest, LowerCaseSeatSuggestsTheSeat) {
  Diagnostics d = run("hand 1\ne play 紅七\n");
  const Diagnostic* x = find(d, "R001");
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->message, "unknown verb 'e' for tianjiu; did you mean 'E play'?");
  EXPECT_EQ(x->pos, (SourcePos{3, 1}));
}

TEST_F(DiagnosticTextTest, MisspeltVerbSuggestsTheVerb) {
  Diagnostics d = run("hand 1\nE paly 紅七\n");
  const Diagnostic* x = find(d, "R001");
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->message.rfind("unknown verb 'paly' for tianjiu; expected one of ", 0), 0u)
      << x->message;
  EXPECT_TRUE(x->message.ends_with("; did you mean 'play'?")) << x->message;
  // Nothing near enough: no guess.
  d = run("hand 1\nE xyzzy 紅七\n");
  x = find(d, "R001");
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->message.find("did you mean"), std::string::npos) << x->message;
}

TEST_F(DiagnosticTextTest, NoBreakSpaceInsideALineIsNamed) {
  Diagnostics d = run("hand 1\nE play\u00A0紅七\n");
  const Diagnostic* x = find(d, "R001");
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(
      x->message,
      "unknown verb 'playU+00A0紅七' for tianjiu; it contains U+00A0 (no-break space); use an "
      "ordinary space");
  EXPECT_EQ(x->pos, (SourcePos{3, 7})) << "at the no-break space itself";
}

TEST_F(DiagnosticTextTest, InvisibleCharacterInPiecesIsNamed) {
  Diagnostics d = run("hand 1\nE deal 天人\u200B和\n");
  const Diagnostic* x = find(d, "R006");
  ASSERT_NE(x, nullptr);
  EXPECT_NE(x->message.find("'天人U+200B和'"), std::string::npos) << x->message;
  EXPECT_TRUE(x->message.ends_with("; it contains U+200B (zero-width space); delete it"))
      << x->message;
  EXPECT_EQ(x->pos, (SourcePos{3, 10}));
}

TEST_F(DiagnosticTextTest, MisspeltPieceSuggestsThePieceOnlyWhenClear) {
  // 銅鎚 for 銅錘: one character off, and no other piece is as near.
  Diagnostics d = run("hand 1\nE deal 天銅鎚\n");
  const Diagnostic* x = find(d, "R006");
  ASSERT_NE(x, nullptr);
  EXPECT_TRUE(x->message.ends_with("; did you mean '銅錘'?")) << x->message;
  // 黒九 is one character from both 黑九 and 紅九: no guess.
  d = run("hand 1\nE deal 天黒九\n");
  x = find(d, "R006");
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->message.find("did you mean"), std::string::npos) << x->message;
}

TEST_F(DiagnosticTextTest, LongTokensAreCut) {
  const std::string junk(200, 'x');
  Diagnostics d = run("hand 1\nE deal " + junk + "\n");
  const Diagnostic* x = find(d, "R006");
  ASSERT_NE(x, nullptr);
  EXPECT_LT(x->message.size(), 200u) << x->message;
  EXPECT_NE(x->message.find("more bytes"), std::string::npos) << x->message;
}

TEST_F(DiagnosticTextTest, WrongResultNamesTheSeatsAndItemises) {
  Diagnostics d = run(std::string("hand 1\n") + kHand + "result E-2 S+11 W-5 N-4\n");
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].code, "R020");
  EXPECT_EQ(d[0].severity, Severity::error);
  EXPECT_EQ(d[0].message,
            "stated result 'E-2 S+11 W-5 N-4' does not match the computed result "
            "'E-2 S+12 W-5 N-5' (S: stated +11, computed +12; N: stated -4, computed -5)");
  EXPECT_EQ(d[1].code, "R020");
  EXPECT_EQ(d[1].severity, Severity::note);
  EXPECT_EQ(d[1].pos, d[0].pos);
  EXPECT_EQ(d[1].message.rfind("computed settlement: ", 0), 0u) << d[1].message;
  EXPECT_NE(d[1].message.find(" pays S "), std::string::npos) << d[1].message;
  EXPECT_NE(d[1].message.find(" = base "), std::string::npos) << "items text: " << d[1].message;
}

TEST_F(DiagnosticTextTest, WrongResultAfterABrokenHandSaysWhatWasAssumed) {
  Diagnostics d = run(std::string("hand 1\nE jump 天\nhand 2\n") + kHand + "result E+1 S-1\n");
  const Diagnostic* x = find(d, "R020");
  ASSERT_NE(x, nullptr);
  const Diagnostic* warning = nullptr;
  for (const auto& w : d)
    if (w.severity == Severity::warning && w.code == "T121") warning = &w;
  ASSERT_NE(warning, nullptr) << "the trick kit warns that the dealer is unknown";
  EXPECT_NE(x->message.find("; the previous hand (hand 1) did not settle, so the dealer and "
                            "multiplier of this hand are assumed (see warning T121 at line " +
                            std::to_string(warning->pos.line) + ")"),
            std::string::npos)
      << x->message;
}

TEST_F(DiagnosticTextTest, WrongResultAfterASettledHandSaysNothingOfIt) {
  Diagnostics d = run(std::string("hand 1\n") + kHand + "hand 2\n[Dealer \"E\"]\n" + kHand +
                      "result E+1 S-1\n");
  const Diagnostic* x = find(d, "R020");
  ASSERT_NE(x, nullptr);
  EXPECT_EQ(x->message.find("previous hand"), std::string::npos) << x->message;
}

}  // namespace
}  // namespace paipu
