// A three-seat game through the replay engine: the Seats tag, settlement items that add and
// multiply, per-seat facts, and an error proven by a later event reported at the earlier line.
#include <gtest/gtest.h>

#include <random>

#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"
#include "toy_game.hpp"

namespace paipu {
namespace {

struct Replayed {
  Diagnostics diagnostics;
  std::vector<HandResult> hands;
};

Replayed replay(const std::string& text) {
  Replayed run;
  auto records = notation::parse_string(text, "toy.paipu", run.diagnostics);
  EXPECT_EQ(records.size(), 1u);
  if (records.empty()) return run;
  auto m = MatchReplay::start(toy::toy_variant(), records[0], ReplayContext{"toy.paipu", 0},
                              run.diagnostics);
  EXPECT_TRUE(m.has_value());
  if (!m) return run;
  for (std::size_t i = 0; i < records[0].hands.size(); ++i) {
    std::vector<std::unique_ptr<HandState>> states;
    run.hands.push_back(
        m->play(records[0].hands[i], static_cast<int>(i), run.diagnostics, &states));
  }
  return run;
}

// The diagnostics without the repairs the host suggests (Severity::help): the tests below are
// about what the game reported.
Diagnostics reported(const Diagnostics& ds) {
  Diagnostics out;
  for (const Diagnostic& d : ds)
    if (d.severity != Severity::help) out.push_back(d);
  return out;
}

std::string messages(const Diagnostics& ds) {
  std::string s;
  for (const Diagnostic& d : ds) s += format_diagnostic(d) + "\n";
  return s;
}

const char* const kTwoHands = R"([Variant "toy"]
[Seats "3"]

hand 1
E play 1
S play 2
W play 3
W play 6
E play 1
S play 2
W play 6
E play 4
S play 3
W play 5
E play 5
S play 4
result E-1 S-1 W+2

hand 2
W play 1
E play 2
S play 3
S play 2
W play 4
E play 3
W play 1
E play 5
S play 4
E play 6
S play 6
W play 5
result E+6 S-2 W-4
)";

TEST(ToyReplay, ThreeSeatsSettleWithItemsThatAddAndMultiply) {
  const Replayed run = replay(kTwoHands);
  EXPECT_TRUE(run.diagnostics.empty()) << messages(run.diagnostics);
  ASSERT_EQ(run.hands.size(), 2u);
  const Settlement& first = run.hands[0].settlement;
  EXPECT_EQ(first.winners, (std::vector<int>{2}));
  EXPECT_EQ(first.deltas, (std::vector<long long>{-1, -1, 2}));

  // W won hand 1 and deals hand 2 as a new dealer (倍 ×2); E wins hand 2 with a 6.
  const Settlement& s = run.hands[1].settlement;
  ASSERT_TRUE(s.complete);
  EXPECT_EQ(s.winners, (std::vector<int>{0}));
  EXPECT_EQ(s.deltas, (std::vector<long long>{6, -2, -4}));
  EXPECT_EQ(run.hands[1].totals_after, (std::vector<long long>{5, -3, -2}));
  ASSERT_EQ(s.payments.size(), 2u);
  for (const Payment& p : s.payments) {
    EXPECT_EQ(evaluate(p.items), p.amount);
    const char* want =
        p.from == 2 ? "(base 1 + won with a 6 1) × 倍 ×2" : "base 1 + won with a 6 1";
    EXPECT_EQ(items_text(p.items), want);
  }
  ASSERT_FALSE(s.notes.empty());
  EXPECT_EQ(s.notes.back(), "next dealer: E, 倍 ×2");
  // Facts: won, tricks taken, per seat.
  ASSERT_EQ(s.facts.size(), 6u);
  EXPECT_EQ(std::vector<long long>(s.facts_of(0).begin(), s.facts_of(0).end()),
            (std::vector<long long>{1, 2}));
  EXPECT_EQ(std::vector<long long>(s.facts_of(2).begin(), s.facts_of(2).end()),
            (std::vector<long long>{0, 1}));
}

TEST(ToyReplay, AWrongStatedResultNamesThreeSeats) {
  std::string text = kTwoHands;
  text.replace(text.find("result E+6 S-2 W-4"), 18, "result E+6 S-4 W-2");
  const Replayed run = replay(text);
  ASSERT_EQ(run.diagnostics.size(), 2u) << messages(run.diagnostics);  // the error, then its note
  EXPECT_EQ(run.diagnostics[0].code, "R020");
  EXPECT_NE(run.diagnostics[0].message.find("S: stated -4, computed -2; W: stated -2, computed -4"),
            std::string::npos)
      << messages(run.diagnostics);
  EXPECT_EQ(run.diagnostics[1].code, "R020");
  EXPECT_EQ(run.diagnostics[1].severity, Severity::note);
}

// S follows trick 1 with a 2 under the lead's 4, then plays `proof` (higher than 4) at line 9.
std::string revoke_proven_by(int proof) {
  return "[Variant \"toy\"]\n[Seats \"3\"]\n\nhand 1\nE play 4\nS play 2\nW play 1\nE play 3\nS "
         "play " +
         std::to_string(proof) + "\n";
}

// When S plays a 5 it must have held it all along: the revoke is reported at S's follow (line 6),
// with a note where it was proven (line 9).
TEST(ToyReplay, AnErrorProvenLaterIsReportedAtTheEarlierLine) {
  const Replayed run = replay(revoke_proven_by(5));
  const Diagnostics ds = reported(run.diagnostics);
  ASSERT_EQ(ds.size(), 2u) << messages(run.diagnostics);
  const Diagnostic& error = ds[0];
  EXPECT_EQ(error.code, "X10");
  EXPECT_EQ(error.severity, Severity::error);
  EXPECT_EQ(error.pos.line, 6u);
  EXPECT_EQ(error.pos.col, 8u);  // at the card
  EXPECT_EQ(error.step, 1);
  EXPECT_EQ(error.message, "S followed trick 1 lower than the lead while holding 5");
  const Diagnostic& note = ds[1];
  EXPECT_EQ(note.code, "X10");
  EXPECT_EQ(note.severity, Severity::note);
  EXPECT_EQ(note.pos.line, 9u);
  EXPECT_EQ(note.message, "this event proves the error reported at line 6");
  EXPECT_TRUE(run.hands[0].broken);
}

// The same revoke proven by a 6: the game names the proving event in Problem::related with a
// note of its own, which the host writes there in place of its default note, and only once.
TEST(ToyReplay, AGamesOwnNoteAtTheProvingEventIsKept) {
  const Replayed run = replay(revoke_proven_by(6));
  const Diagnostics ds = reported(run.diagnostics);
  ASSERT_EQ(ds.size(), 2u) << messages(run.diagnostics);
  EXPECT_EQ(ds[0].pos.line, 6u);
  EXPECT_EQ(ds[0].message, "S followed trick 1 lower than the lead while holding 6");
  EXPECT_EQ(ds[1].severity, Severity::note);
  EXPECT_EQ(ds[1].code, "X10");
  EXPECT_EQ(ds[1].pos.line, 9u);
  EXPECT_EQ(ds[1].pos.col, 8u);  // at the card the game's reference names
  EXPECT_EQ(ds[1].message, "S shows its 6 here");
}

// Both 3s are placed when E follows with one: S was dealt one (line 5; S's own play of it at
// line 7 shows no new copy) and W showed the other from an unknown slot (line 8). The error names
// both lines, and a note at each points at the 3.
TEST(ToyReplay, ACopyLimitErrorNamesWhereTheCopiesWere) {
  const Replayed run = replay(R"([Variant "toy"]
[Seats "3"]

hand 1
S deal 3
E play 1
S play 3
W play 3
S play 2
W play 5
E play 3
)");
  const Diagnostics ds = reported(run.diagnostics);
  ASSERT_EQ(ds.size(), 3u) << messages(run.diagnostics);
  EXPECT_EQ(ds[0].code, "X04");
  EXPECT_EQ(ds[0].severity, Severity::error);
  EXPECT_EQ(ds[0].pos.line, 11u);
  EXPECT_EQ(ds[0].pos.col, 8u);
  EXPECT_EQ(ds[0].message,
            "E plays 3, but the set has only 2 and the record has placed all of them elsewhere "
            "(see line 5, line 8)");
  EXPECT_EQ(ds[1].severity, Severity::note);
  EXPECT_EQ(ds[1].code, "X04");
  EXPECT_EQ(ds[1].pos.line, 5u);
  EXPECT_EQ(ds[1].pos.col, 8u);
  EXPECT_EQ(ds[1].message, "S was dealt 3 here");
  EXPECT_EQ(ds[2].severity, Severity::note);
  EXPECT_EQ(ds[2].pos.line, 8u);
  EXPECT_EQ(ds[2].pos.col, 8u);
  EXPECT_EQ(ds[2].message, "W played 3 here");
}

// Random playouts at both seat counts: every legal move applies, every hand ends and settles to
// zero with a fact row per seat.
TEST(ToyReplay, PlayoutsAtThreeAndFourSeats) {
  for (int seats : {3, 4}) {
    auto match = toy::toy_variant()->new_match({}, seats);
    std::mt19937_64 rng(static_cast<std::uint64_t>(seats));
    for (int hand = 0; hand < 200; ++hand) {
      std::vector<Problem> problems;
      auto state = match->begin_hand({}, problems);
      for (const Event& e : state->sample_deal(rng())) ASSERT_TRUE(state->apply(e).ok());
      while (!state->finished()) {
        const auto moves = state->legal_moves();
        ASSERT_FALSE(moves.empty());
        for (const Event& m : moves) ASSERT_TRUE(state->clone()->apply(m).ok());
        ASSERT_TRUE(state->apply(moves[rng() % moves.size()]).ok());
      }
      const Settlement s = match->finish_hand(*state);
      long long sum = 0;
      for (long long d : s.deltas) sum += d;
      EXPECT_EQ(sum, 0);
      EXPECT_EQ(s.deltas.size(), static_cast<std::size_t>(seats));
      EXPECT_EQ(s.facts.size(), static_cast<std::size_t>(seats * 2));
    }
    EXPECT_EQ(match->totals().size(), static_cast<std::size_t>(seats));
  }
}

}  // namespace
}  // namespace paipu
