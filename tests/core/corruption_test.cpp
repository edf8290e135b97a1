// Property: a one-token corruption that breaks a rule is flagged on the line it corrupted.
// Generated hands are written as text, corrupted one line at a time in ways that are illegal by
// construction, and replayed through the parser and the real plugin.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "paipu/host.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/notation/write.hpp"
#include "paipu/replay.hpp"

namespace paipu {
namespace {

struct Generated {
  std::vector<std::string> lines;  // the text, one entry per line
  std::vector<std::vector<PieceId>> deals;
};

class Corruption : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    host_.scan({PAIPU_PLUGIN_DIR});
    variant_ = host_.find(GetParam());
    if (!variant_) GTEST_SKIP() << GetParam() << " plugin not built";
    for (const auto& o : variant_->info().options) rules_[o.name] = o.default_value;
  }

  Generated generate(std::uint64_t seed) {
    Generated g;
    auto match = variant_->new_match(rules_, 4);
    std::vector<Problem> problems;
    auto state = match->begin_hand({}, problems);
    Vocabulary vocab(variant_->info());
    std::mt19937_64 rng(seed);
    g.lines = {"[Variant \"" + GetParam() + "\"]", "hand 1"};
    auto emit = [&](const Event& e) {
      EXPECT_TRUE(state->apply(e).ok());
      EventLine l = event_to_line(vocab, e, PieceStyle::ascii);
      std::string text = l.seat + " " + l.verb;
      for (const auto& a : l.args) text += " " + a.text;
      g.lines.push_back(text);
    };
    for (const Event& e : state->sample_deal(seed)) {
      g.deals.push_back(e.pieces);
      emit(e);
    }
    while (!state->finished()) {
      auto moves = state->legal_moves();
      emit(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
    return g;
  }

  // Replays the text; returns the line of the first error, or 0.
  std::uint32_t first_error_line(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& l : lines) text += l + "\n";
    Diagnostics d;
    auto records = notation::parse_string(text, "c.paipu", d);
    auto m = MatchReplay::start(variant_, records.at(0), ReplayContext{"c.paipu", 0}, d);
    if (m && !records[0].hands.empty()) m->play(records[0].hands[0], 0, d);
    for (const auto& x : d)
      if (x.severity == Severity::error) return x.pos.line;
    return 0;
  }

  PluginHost host_;
  std::shared_ptr<const Variant> variant_;
  RuleValues rules_;
};

TEST_P(Corruption, IllegalLinesAreFlaggedWhereTheyAre) {
  const Vocabulary vocab(variant_->info());
  int corruptions = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Generated g = generate(seed);
    ASSERT_EQ(first_error_line(g.lines), 0u) << "seed " << seed << " must replay clean";
    const std::size_t first_play = 2 + g.deals.size();
    for (std::size_t i = first_play; i < g.lines.size(); ++i) {
      std::istringstream in(g.lines[i]);
      std::string seat, verb, arg;
      in >> seat >> verb;
      std::vector<std::string> args;
      while (in >> arg) args.push_back(arg);
      const auto line_no = static_cast<std::uint32_t>(i + 1);
      // 1. Someone else acts: always the wrong seat.
      for (const char* other : {"E", "S", "W", "N"}) {
        if (seat == other) continue;
        auto bad = g.lines;
        bad[i] = std::string(other) + " " + verb;
        for (const auto& a : args) bad[i] += " " + a;
        ASSERT_EQ(first_error_line(bad), line_no) << "seed " << seed << ": " << bad[i];
        ++corruptions;
        break;
      }
      // 2. A piece the seat was never dealt, in place of its first piece.
      const int s = seat_index(seat, 4);
      const auto& deal = g.deals[static_cast<std::size_t>(s)];
      for (PieceId p = 0; p < variant_->info().pieces.size(); ++p) {
        if (std::find(deal.begin(), deal.end(), p) != deal.end()) continue;
        auto bad = g.lines;
        bad[i] = seat + " " + verb + " " + vocab.piece_text(p, PieceStyle::ascii);
        for (std::size_t k = 1; k < args.size(); ++k) bad[i] += " " + args[k];
        ASSERT_EQ(first_error_line(bad), line_no) << "seed " << seed << ": " << bad[i];
        ++corruptions;
        break;
      }
      // 3. One piece too many in a follow (a lead with one more piece may still be a combination).
      const bool lead = (i - first_play) % 4 == 0;
      if (lead) continue;
      auto bad = g.lines;
      bad[i] += " " + args.front();
      ASSERT_EQ(first_error_line(bad), line_no) << "seed " << seed << ": " << bad[i];
      ++corruptions;
    }
  }
  EXPECT_GT(corruptions, 1000);
}

INSTANTIATE_TEST_SUITE_P(Variants, Corruption, ::testing::Values("tianjiu", "daqizi"));

}  // namespace
}  // namespace paipu
