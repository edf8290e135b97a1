// The replay engine: resolving text through a variant's vocabulary, positions of rule errors,
// stated results, rule options from tags. Uses the real 打天九 plugin.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/notation/write.hpp"
#include "paipu/replay.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu {
namespace {

class ReplayTest : public ::testing::Test {
 protected:
  void SetUp() override {
    host_.scan({PAIPU_PLUGIN_DIR});
    variant_ = host_.find("tianjiu");
    ASSERT_NE(variant_, nullptr);
  }

  // Replays every hand of the text's first record; returns all diagnostics.
  Diagnostics run(const std::string& text, std::vector<HandResult>* results = nullptr) {
    Diagnostics d;
    auto records = notation::parse_string(text, "t.paipu", d);
    if (records.empty()) return d;
    auto m = MatchReplay::start(variant_, records[0], ReplayContext{"t.paipu", 0}, d);
    if (!m) return d;
    for (std::size_t i = 0; i < records[0].hands.size(); ++i) {
      auto r = m->play(records[0].hands[i], static_cast<int>(i), d);
      if (results) results->push_back(std::move(r));
    }
    return d;
  }

  // A random legal hand written as text, with its computed result line.
  std::string generated_hand(std::uint64_t seed) {
    RuleValues rules;
    for (const auto& o : variant_->info().options) rules[o.name] = o.default_value;
    auto match = variant_->new_match(rules, 4);
    std::vector<Problem> problems;
    auto state = match->begin_hand({}, problems);
    Vocabulary vocab(variant_->info());
    Hand hand;
    hand.label = "1";
    std::mt19937_64 rng(seed);
    for (const Event& e : state->sample_deal(seed)) {
      EXPECT_TRUE(state->apply(e).ok());
      hand.events.push_back(event_to_line(vocab, e, PieceStyle::cjk));
    }
    while (!state->finished()) {
      auto moves = state->legal_moves();
      const Event& e = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
      EXPECT_TRUE(state->apply(e).ok());
      hand.events.push_back(event_to_line(vocab, e, PieceStyle::cjk));
    }
    Settlement s = match->finish_hand(*state);
    EventLine result;
    result.verb = "result";
    for (int i = 0; i < 4; ++i) {
      long long v = s.deltas[static_cast<std::size_t>(i)];
      result.args.push_back(
          Token{std::string(seat_letter(i)) + (v > 0 ? "+" : "") + std::to_string(v), {}});
    }
    hand.events.push_back(result);
    std::ostringstream out;
    out << "[Variant \"tianjiu\"]\n";
    notation::write_hand(out, hand);
    return out.str();
  }

  PluginHost host_;
  std::shared_ptr<const Variant> variant_;
};

TEST_F(ReplayTest, GeneratedHandsReplayCleanAndMatchTheirResult) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    std::vector<HandResult> results;
    Diagnostics d = run(generated_hand(seed), &results);
    ASSERT_TRUE(d.empty()) << "seed " << seed << ": " << format_diagnostic(d.front());
    ASSERT_EQ(results.size(), 1u);
    EXPECT_TRUE(results[0].finished);
  }
}

TEST_F(ReplayTest, WrongStatedResultIsFlaggedOnItsLine) {
  std::string text = generated_hand(7);
  auto at = text.find("result ");
  ASSERT_NE(at, std::string::npos);
  std::string wrong = text.substr(0, at) + "result E+999 S-999\n";
  Diagnostics d = run(wrong);
  ASSERT_EQ(d.size(), 2u) << "the error, and a note itemising the computed result";
  EXPECT_EQ(d[0].code, "R020");
  EXPECT_EQ(d[1].code, "R020");
  EXPECT_EQ(d[1].severity, Severity::note);
  EXPECT_EQ(d[0].pos.line,
            static_cast<std::uint32_t>(
                std::count(wrong.begin(), wrong.begin() + static_cast<long>(at), '\n') + 1));
  EXPECT_NE(d[0].message.find("E+999"), std::string::npos);
}

TEST_F(ReplayTest, UnknownPieceIsReportedAtItsCharacter) {
  Diagnostics d = run("[Variant \"tianjiu\"]\nhand 1\nE deal 天天地X人\n");
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d[0].code, "R006");
  EXPECT_EQ(d[0].pos, (SourcePos{3, 11}));
}

// A count message reads as English for one argument and for several: an author of a
// one-card-a-trick game met "'play' takes 1 arguments".
TEST(ResolveCount, OneArgumentIsSingularAndARangeIsPlural) {
  VariantInfo info;
  info.pieces = {PieceInfo{0, "66", "天", {}, 2, Family::domino, "6-6", ""},
                 PieceInfo{1, "11", "地", {}, 2, Family::domino, "1-1", ""}};
  info.verbs = {VerbSpec{"play", {}, true, ArgKind::pieces, 1, 1, {}, ""},
                VerbSpec{"deal", {}, true, ArgKind::pieces, 2, 4, {}, ""}};
  const Vocabulary vocab(info);
  auto message = [&](const std::string& line) {
    Diagnostics d;
    auto records = notation::parse_string("hand 1\n" + line + "\n", "t.paipu", d);
    EXPECT_TRUE(d.empty());
    EXPECT_FALSE(resolve_event(vocab, records.at(0).hands.at(0).events.at(0), 4, "t.paipu", d));
    return d.empty() ? std::string() : d[0].message;
  };
  EXPECT_EQ(message("E play 天地"), "'play' takes 1 argument; got 2");
  EXPECT_EQ(message("E deal 天"), "'deal' takes 2 to 4 arguments; got 1");
}

TEST_F(ReplayTest, UnknownVerbAndMissingSeat) {
  Diagnostics d = run("[Variant \"tianjiu\"]\nhand 1\nE jump 天\nhand 2\nplay 天\n");
  ASSERT_GE(d.size(), 2u);
  EXPECT_EQ(d[0].code, "R001");
  EXPECT_EQ(d[0].pos, (SourcePos{3, 3}));
  bool seat_error = false;
  for (const auto& x : d) seat_error = seat_error || (x.code == "R004" && x.pos.line == 5);
  EXPECT_TRUE(seat_error);
}

TEST_F(ReplayTest, RuleOptionsAreChecked) {
  Diagnostics d;
  auto records =
      notation::parse_string("[Variant \"tianjiu\"]\n[Rule.no_such_option \"1\"]\n", "t", d);
  auto m = MatchReplay::start(variant_, records[0], ReplayContext{"t", 0}, d);
  EXPECT_FALSE(m.has_value());
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].code, "R002");
  EXPECT_EQ(d[0].pos.line, 2u);

  const RuleOption& opt = variant_->info().options.front();
  d.clear();
  records = notation::parse_string("[Variant \"tianjiu\"]\n[Rule." + opt.name + " \"nonsense\"]\n",
                                   "t", d);
  m = MatchReplay::start(variant_, records[0], ReplayContext{"t", 0}, d);
  EXPECT_FALSE(m.has_value());
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].code, "R003");
}

TEST_F(ReplayTest, IncompleteHandIsAWarningNotAnError) {
  std::string text = generated_hand(3);
  // Keep the deal and the first play only.
  std::istringstream in(text);
  std::string line, cut;
  int plays = 0;
  while (std::getline(in, line)) {
    if (line.find(" play ") != std::string::npos && ++plays > 1) break;
    cut += line + "\n";
  }
  Diagnostics d = run(cut);
  ASSERT_EQ(d.size(), 1u) << format_diagnostic(d.front());
  EXPECT_EQ(d[0].code, "R013");
  EXPECT_EQ(d[0].severity, Severity::warning);
}

}  // namespace
}  // namespace paipu
