// The analysis as the viewer shows it, without a display: the evaluation made from a review (every
// position's verdict, the moves best first with their values, bounds said as bounds), n / N over
// the mistakes, and the strip and the panel in the screen's display list.
#include "paipu/viewer/evaluation.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "fake_document.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/screen_list.hpp"

namespace paipu::viewer {
namespace {

using analysis::Decision;
using analysis::MoveValue;

MoveValue move(long long value, bool exact = true) {
  MoveValue m;
  m.exact = exact;
  m.value = value;
  return m;
}

// A decision at `step` (position step + 1) among moves of these values; `played` indexes them.
Decision decision(int step, std::vector<MoveValue> moves, int played) {
  Decision d;
  d.step = step;
  d.seat = step % 4;
  d.moves = std::move(moves);
  d.played = played;
  d.exact = std::all_of(d.moves.begin(), d.moves.end(), [](const MoveValue& m) { return m.exact; });
  bool have = false;
  for (std::size_t k = 0; k < d.moves.size(); ++k) {
    if (!d.moves[k].exact) continue;
    if (!have || d.moves[k].value > d.best_value) {
      d.best_value = d.moves[k].value;
      d.best.clear();
      have = true;
    }
    if (d.moves[k].value == d.best_value) d.best.push_back(static_cast<int>(k));
  }
  const MoveValue& p = d.moves[static_cast<std::size_t>(played)];
  if (p.exact && have) {
    d.played_value = p.value;
    d.loss = d.best_value - p.value;
    d.glyph = analysis::glyph_for(d.loss, {});
  }
  return d;
}

std::vector<std::string> texts(const Decision& d) {
  std::vector<std::string> out;
  for (std::size_t k = 0; k < d.moves.size(); ++k) out.push_back("move " + std::to_string(k));
  return out;
}

// Positions 2 (a blunder), 4 (the best), 6 (a ?! against an unsolved move: a bound), 7 (the move
// played unsolved) and 8 (a ? with paranoid values) of a 9-position hand (the fake domino hand's).
analysis::HandReview review() {
  analysis::HandReview r;
  r.analysed = true;
  r.decisions.push_back(decision(1, {move(-3), move(8), move(2)}, 0));
  r.decisions.push_back(decision(3, {move(5), move(5)}, 1));
  r.decisions.push_back(decision(5, {move(4), move(0, false), move(3)}, 2));
  r.decisions.push_back(decision(6, {move(1), move(0, false)}, 1));
  Decision d = decision(7, {move(-2), move(1)}, 0);
  for (MoveValue& m : d.moves) {
    m.has_paranoid = true;
    m.paranoid = m.value - 6;
  }
  r.decisions.push_back(d);
  return r;
}

HandEvaluation evaluated() {
  const analysis::HandReview r = review();
  std::vector<std::vector<std::string>> moves;
  for (const Decision& d : r.decisions) moves.push_back(texts(d));
  return evaluate_hand(r, moves, 9);
}

TEST(Evaluation, EveryPositionHasAVerdict) {
  const HandEvaluation ev = evaluated();
  EXPECT_EQ(ev.state, HandEvaluation::State::done);
  EXPECT_EQ(ev.total, 5);
  const std::vector<Verdict> want{Verdict::forced,  Verdict::forced,   Verdict::blunder,
                                  Verdict::forced,  Verdict::best,     Verdict::forced,
                                  Verdict::dubious, Verdict::unsolved, Verdict::mistake};
  ASSERT_EQ(ev.positions.size(), want.size());
  for (std::size_t p = 0; p < want.size(); ++p)
    EXPECT_EQ(ev.at(static_cast<int>(p)).verdict, want[p]) << p;
  EXPECT_EQ(ev.at(99).verdict, Verdict::pending);
  EXPECT_EQ(mistake_positions(ev), (std::vector<int>{2, 6, 8}));
}

TEST(Evaluation, TheMovesComeBestFirstThePlayedOneMarkedAndBoundsSaidAsBounds) {
  const HandEvaluation ev = evaluated();
  const StepEvaluation& blunder = ev.at(2);
  EXPECT_EQ(blunder.summary, "played -3; best +8: lost 11 ??");
  ASSERT_EQ(blunder.moves.size(), 3u);
  EXPECT_EQ(blunder.moves[0].move, "move 1");
  EXPECT_EQ(blunder.moves[0].value, "+8");
  EXPECT_TRUE(blunder.moves[0].best);
  EXPECT_EQ(blunder.moves[2].move, "move 0");
  EXPECT_TRUE(blunder.moves[2].played);
  EXPECT_FALSE(blunder.moves[2].best);

  EXPECT_EQ(ev.at(4).summary, "played +5: one of the 2 best");
  // An unsolved move could be better than every solved one: the best is "at least", and so is
  // the loss; unsolved moves come last, with no value.
  const StepEvaluation& bound = ev.at(6);
  EXPECT_EQ(bound.summary, "played +3; best at least +4: lost at least 1 ?!");
  EXPECT_EQ(bound.moves.back().value, "unsolved");
  EXPECT_EQ(ev.at(7).summary, "the move played is beyond the budget: no verdict");
  // A search cut short says what it proved.
  analysis::Decision proven;
  proven.step = 0;
  proven.moves.resize(2);
  proven.moves[0].lower = 2;
  proven.moves[1].exact = true;
  proven.moves[1].value = 4;
  proven.played = 0;
  proven.best = {1};
  proven.best_value = 4;
  HandEvaluation one;
  add_decision(one, proven, {"move 0", "move 1"});
  EXPECT_EQ(one.at(1).summary, "played ≥ +2: beyond the budget, no verdict");
  EXPECT_EQ(one.at(1).moves.back().value, "≥ +2");
  const StepEvaluation& paranoid = ev.at(8);
  EXPECT_EQ(paranoid.moves[0].paranoid, "-5");
  EXPECT_EQ(paranoid.moves[1].paranoid, "-8");
}

TEST(Evaluation, ASkippedHandStaysPendingWithItsReason) {
  analysis::HandReview r;
  r.skipped = "the deal is not fully known: W (8 unknown); analysis needs every hand";
  const HandEvaluation ev = evaluate_hand(r, analysis::ReviewTexts{}, 6);
  EXPECT_EQ(ev.state, HandEvaluation::State::skipped);
  EXPECT_EQ(ev.at(3).verdict, Verdict::pending);
  EXPECT_EQ(ev.status(), "not analysed: " + r.skipped);
}

TEST(Evaluation, DecisionsFillInAsTheyAreValued) {
  HandEvaluation ev;
  ev.state = HandEvaluation::State::running;
  const analysis::HandReview r = review();
  ev.done = 1;
  ev.total = 5;
  add_decision(ev, r.decisions.back(), texts(r.decisions.back()));  // the last is valued first
  EXPECT_EQ(ev.at(8).verdict, Verdict::mistake);
  EXPECT_EQ(ev.at(2).verdict, Verdict::pending);  // not valued yet, not "no decision"
  EXPECT_EQ(ev.status(), "analysing: 1 of 5 decisions valued");
}

TEST(Evaluation, TheStoreHandsOutSnapshotsAndCountsItsChanges) {
  EvaluationStore store;
  EXPECT_EQ(store.get(0), nullptr);
  const auto v0 = store.version();
  store.put(0, evaluated());
  const auto first = store.get(0);
  EXPECT_GT(store.version(), v0);
  store.put(0, HandEvaluation{});
  EXPECT_EQ(first->total, 5);  // a snapshot taken stays as it was
  EXPECT_EQ(store.get(0)->total, 0);
}

// n / N stop at the mistakes as well as at comments and diagnostics, and cross into the hands
// whose evaluation is known.
TEST(Evaluation, NextAndPreviousMistake) {
  auto doc = fakes::make_document();
  EvaluationStore store;
  HandEvaluation ev = evaluated();
  store.put(0, ev);
  Navigator nav(*doc);
  nav.set_evaluations(&store);
  nav.open(0, 0);
  EXPECT_EQ(store.wanted(), 0);  // the hand on screen is analysed first
  std::vector<int> stops;
  while (nav.hand_index() == 0 && nav.apply({Command::next_mark})) stops.push_back(nav.position());
  // 2: a comment and a blunder; 5: a glyph; 6: ?! and a warning; 8: ?; then hand 2's comment.
  EXPECT_EQ(stops, (std::vector<int>{2, 5, 6, 8, 4}));
  EXPECT_EQ(nav.hand_index(), 1);
  EXPECT_EQ(store.wanted(), 1);
  nav.open(0, 8);
  nav.apply({Command::prev_mark});
  EXPECT_EQ(nav.position(), 6);
  ASSERT_NE(nav.marks().size(), 0u);
  EXPECT_TRUE(nav.marks()[2].bits & mark_mistake);
}

TEST(Evaluation, ArrivingLaterItIsTakenAndTheMarksFollow) {
  auto doc = fakes::make_document();
  EvaluationStore store;
  Navigator nav(*doc);
  nav.set_evaluations(&store);
  nav.open(0, 0);
  EXPECT_EQ(nav.evaluation(), nullptr);
  EXPECT_EQ(nav.marks().size(), 3u);
  EXPECT_FALSE(nav.sync_evaluation());
  store.put(0, evaluated());
  EXPECT_TRUE(nav.sync_evaluation());
  ASSERT_NE(nav.evaluation(), nullptr);
  EXPECT_EQ(nav.marks().size(), 4u);  // 8, a ?, joins 2, 5 and 6
}

std::vector<const display::Item*> with_id_prefix(const display::List& list,
                                                 const std::string& prefix) {
  std::vector<const display::Item*> out;
  for (const display::Item& it : list.items)
    if (it.id.rfind(prefix, 0) == 0) out.push_back(&it);
  return out;
}

bool has_text(const display::List& list, const std::string& s) {
  return std::any_of(list.items.begin(), list.items.end(), [&](const display::Item& it) {
    return it.kind == display::Kind::text && it.text.utf8.find(s) != std::string::npos;
  });
}

// What the window and `paipu render --analyze` draw: a mark per position under the timeline in
// its verdict's colour, and at a decision the panel's summary and moves.
TEST(Evaluation, TheStripAndThePanelAreOnTheScreen) {
  auto doc = fakes::make_document();
  EvaluationStore store;
  store.put(0, evaluated());
  Navigator nav(*doc);
  nav.set_evaluations(&store);
  nav.open(0, 2);
  const display::List list = screen_list(nav, 1280, 800);
  const auto marks = with_id_prefix(list, "timeline/eval/");
  EXPECT_EQ(static_cast<int>(marks.size()), nav.last_position());
  const ScreenGeometry g = screen_geometry(1280, 800);
  const TimelineGeometry tl = timeline_geometry(g.timeline, nav.positions(), 0);
  for (const display::Item* m : marks) {
    const int p = std::stoi(m->id.substr(std::string("timeline/eval/").size()));
    const Verdict v = store.get(0)->at(p).verdict;
    EXPECT_NEAR(m->box.x + m->box.w / 2, tl.x_of(p), 0.01) << p;
    EXPECT_GE(m->box.y, tl.bar.bottom()) << p;  // under the bar, inside the timeline
    EXPECT_LE(m->box.y + m->box.h, g.timeline.bottom()) << p;
    const Rgb c = verdict_colour(v);
    const display::Rgba drawn = v == Verdict::pending ? m->paint.stroke : m->paint.fill;
    EXPECT_EQ(drawn, (display::Rgba{c.r, c.g, c.b, 255})) << p;
  }
  EXPECT_TRUE(has_text(list, "ANALYSIS"));
  EXPECT_TRUE(has_text(list, "played -3; best +8: lost 11 ??"));
  EXPECT_TRUE(has_text(list, "move 1"));
  EXPECT_TRUE(has_text(list, "\u25b6"));  // the played move's mark

  // A hand not analysed yet: outlines along the strip, and the panel says it waits.
  nav.open(1, 1);
  const display::List waiting = screen_list(nav, 1280, 800);
  EXPECT_TRUE(with_id_prefix(waiting, "timeline/eval/").empty());
  EXPECT_TRUE(has_text(waiting, "waiting for its turn"));
  HandEvaluation running;
  running.state = HandEvaluation::State::running;
  store.put(1, running);
  nav.sync_evaluation();
  const display::List outlined = screen_list(nav, 1280, 800);
  ASSERT_EQ(static_cast<int>(with_id_prefix(outlined, "timeline/eval/").size()),
            nav.last_position());
  for (const display::Item* m : with_id_prefix(outlined, "timeline/eval/")) {
    EXPECT_EQ(m->paint.fill, display::kNone);
    EXPECT_NE(m->paint.stroke, display::kNone);
  }
  EXPECT_TRUE(has_text(outlined, "analysing: 0 of ? decisions valued"));

  // Without --analyze nothing of it is drawn.
  Navigator plain(*doc);
  plain.open(0, 2);
  const display::List none = screen_list(plain, 1280, 800);
  EXPECT_TRUE(with_id_prefix(none, "timeline/eval/").empty());
  EXPECT_FALSE(has_text(none, "ANALYSIS"));
}

// A discard decision at `step` among rows of {shanten, copies}; `played` indexes them, and the best
// and the glyph are the analysis's (docs/analysis.md).
Decision discard(int step, std::vector<std::pair<int, int>> rows, int played) {
  Decision d;
  d.step = step;
  d.seat = step % 4;
  int lowest = 99;
  for (const auto& [shanten, copies] : rows) lowest = std::min(lowest, shanten);
  for (const auto& [shanten, copies] : rows) {
    DiscardChoice c;
    c.shanten = shanten;
    c.copies = copies;
    d.discards.push_back(c);
    if (shanten == lowest) d.best_value = std::max<long long>(d.best_value, copies);
  }
  for (std::size_t k = 0; k < rows.size(); ++k)
    if (rows[k].first == lowest && rows[k].second == d.best_value)
      d.best.push_back(static_cast<int>(k));
  d.played = played;
  d.exact = true;
  const DiscardChoice& p = d.discards[static_cast<std::size_t>(played)];
  d.played_value = p.shanten == lowest ? p.copies : 0;
  d.loss = std::max(d.best_value - d.played_value, p.shanten > lowest ? 1LL : 0LL);
  d.glyph = analysis::discard_glyph(d, {});
  return d;
}

// A mahjong hand's strip: at each discard a bar as high as the shanten it left (ready the whole
// row), green where it kept the most effective tiles, kKeptFewer where it kept fewer without a
// glyph, the glyph's colour at a mistake; a quarter-high dark bar where there was no decision.
TEST(Evaluation, AMahjongStripReadsTheShantenAndTheTilesKept) {
  analysis::HandReview r;
  r.analysed = true;
  r.decisions.push_back(discard(1, {{1, 16}, {1, 20}, {2, 30}}, 1));  // position 2: the best
  r.decisions.push_back(discard(3, {{0, 5}, {0, 4}}, 1));    // position 4: ready, 1 of 5 given up
  r.decisions.push_back(discard(5, {{1, 10}, {2, 30}}, 1));  // position 6: raised the shanten, ?
  r.decisions.push_back(discard(7, {{3, 40}, {4, 60}}, 0));  // position 8: 3-shanten, the best
  std::vector<std::vector<std::string>> moves;
  for (const Decision& d : r.decisions) moves.push_back(texts(d));
  for (auto& m : moves) m.resize(3, "move");
  EvaluationStore store;
  store.put(0, evaluate_hand(r, moves, 9));
  const HandEvaluation& ev = *store.get(0);
  EXPECT_EQ(ev.at(2).shanten, 1);
  EXPECT_TRUE(ev.at(2).kept_most);
  EXPECT_EQ(ev.at(4).shanten, 0);
  EXPECT_FALSE(ev.at(4).kept_most);
  EXPECT_EQ(ev.at(4).verdict, Verdict::best);  // a quarter or less given up earns no glyph
  EXPECT_EQ(ev.at(6).verdict, Verdict::mistake);
  EXPECT_EQ(ev.at(3).shanten, -1);

  struct Want {
    float fill;
    Rgb colour;
  };
  const std::map<int, Want> want{
      {1, {0.25f, verdict_colour(Verdict::forced)}},
      {2, {0.75f, verdict_colour(Verdict::best)}},
      {4, {1.f, kKeptFewer}},
      {6, {0.5f, verdict_colour(Verdict::mistake)}},
      {8, {0.25f, verdict_colour(Verdict::best)}},
  };
  for (const auto& [p, w] : want) {
    const StripCell c = strip_cell(ev.at(p));
    EXPECT_FLOAT_EQ(c.fill, w.fill) << p;
    EXPECT_EQ(c.colour, w.colour) << p;
    EXPECT_FALSE(c.outline) << p;
  }
  EXPECT_TRUE(strip_cell(StepEvaluation{}).outline);  // pending

  // The window and `paipu render` draw those cells: up from the row's bottom, the cell's share of
  // its height, in its colour.
  auto doc = fakes::make_document();
  Navigator nav(*doc);
  nav.set_evaluations(&store);
  nav.open(0, 4);
  const display::List list = screen_list(nav, 1280, 800);
  const TimelineGeometry tl =
      timeline_geometry(screen_geometry(1280, 800).timeline, nav.positions(), 0);
  ASSERT_GE(tl.evaluation.h, 4.f);
  std::map<int, const display::Item*> marks;
  for (const display::Item* m : with_id_prefix(list, "timeline/eval/"))
    marks[std::stoi(m->id.substr(std::string("timeline/eval/").size()))] = m;
  ASSERT_EQ(static_cast<int>(marks.size()), nav.last_position());
  for (const auto& [p, w] : want) {
    const display::Item& m = *marks.at(p);
    EXPECT_NEAR(m.box.y + m.box.h, tl.evaluation.bottom(), 0.01) << p;
    EXPECT_NEAR(m.box.h, std::round(tl.evaluation.h * w.fill), 0.01) << p;
    EXPECT_EQ(m.paint.fill, (display::Rgba{w.colour.r, w.colour.g, w.colour.b, 255})) << p;
  }
  EXPECT_GT(marks.at(4)->box.h, marks.at(2)->box.h);  // ready stands above 1-shanten
  EXPECT_GT(marks.at(2)->box.h, marks.at(6)->box.h);
  EXPECT_TRUE(has_text(list, "ready, 4 tiles"));  // the panel's played row
}

// A call decision at `step`: the hand as it stood {shanten, copies}, and each call's; `made`
// indexes the calls (-1 a pass), the best and the glyph as the analysis gives them.
analysis::CallDecision call(int step, std::pair<int, int> stood,
                            std::vector<std::pair<int, int>> rows, int made) {
  analysis::CallDecision d;
  d.step = step;
  d.seat = 1;
  d.calls.shanten = stood.first;
  d.calls.copies = stood.second;
  for (const auto& [shanten, copies] : rows) {
    CallChoice c;
    c.shanten = shanten;
    c.copies = copies;
    d.calls.calls.push_back(c);
    const auto k = static_cast<int>(d.calls.calls.size()) - 1;
    const CallChoice* b = d.best < 0 ? nullptr : &d.calls.calls[static_cast<std::size_t>(d.best)];
    if (b == nullptr || shanten < b->shanten || (shanten == b->shanten && copies > b->copies))
      d.best = k;
  }
  d.made = made;
  d.glyph = analysis::call_glyph(d, {});
  d.missed = made < 0 && d.calls.calls[static_cast<std::size_t>(d.best)].shanten < stood.first;
  return d;
}

// The panel at a call and at a ready discard: a call made is its position's decision (its rows the
// pass and each call, best first, its verdict the call's glyph, its strip cell the shanten it
// left), a pass a call would have bettered the next position's in kKeptFewer, or a note where that
// position has a decision; a ready row's waits carry their points.
TEST(Evaluation, CallsAndTheWaitsPointsAreInThePanel) {
  analysis::HandReview r;
  r.analysed = true;
  Decision ready = discard(6, {{0, 11}, {1, 30}}, 0);  // position 7: ready, the best
  ready.discards[0].points = {58, 56, 58};
  r.decisions.push_back(ready);
  r.calls.push_back(call(1, {1, 17}, {{0, 12}}, -1));          // position 2: a pon let pass
  r.calls.push_back(call(4, {1, 16}, {{0, 11}, {1, 20}}, 1));  // position 5: the worse call, ?
  r.calls.push_back(call(6, {2, 30}, {{1, 8}}, -1));           // position 7: a note
  analysis::ReviewTexts t;
  t.moves = {{"S discard 西", "S discard 5p"}};
  t.effective = {{{"5p", "9p", "白"}, {}}};
  t.calls = {{{"S pon 9p 9p 9p"}, {"S discard 中"}, {{"5p", "東", "白"}, {"9p"}}},
             {{"S pon 東東東", "S chi 4p 5p 6p"},
              {"S discard 西", "S discard 1p"},
              {{"5p", "9p"}, {"2p"}, {"5p"}}},
             {{"W chi 1p 2p 3p"}, {"W discard 北"}, {{"1p"}, {"2p"}}}};
  const HandEvaluation ev = evaluate_hand(r, t, 9);

  const StepEvaluation& pass = ev.at(2);
  EXPECT_EQ(pass.summary,
            "passed: kept 1-shanten, 17 tiles; S pon 9p 9p 9p would leave ready, 12 tiles");
  EXPECT_EQ(pass.verdict, Verdict::best);  // no glyph: the discard was another seat's
  ASSERT_EQ(pass.moves.size(), 2u);
  EXPECT_EQ(pass.moves[0].move, "S pon 9p 9p 9p");
  EXPECT_EQ(pass.moves[0].value, "ready, 12 tiles");
  EXPECT_EQ(pass.moves[0].detail, "then S discard 中; waits on 5p 東 白");
  EXPECT_TRUE(pass.moves[0].best);
  EXPECT_EQ(pass.moves[1].move, "S pass");
  EXPECT_TRUE(pass.moves[1].played);
  const StripCell pass_cell = strip_cell(pass);
  EXPECT_FLOAT_EQ(pass_cell.fill, shanten_fill(1));  // the shanten kept
  EXPECT_EQ(pass_cell.colour, kKeptFewer);

  const StepEvaluation& made = ev.at(5);
  EXPECT_EQ(made.summary,
            "called: 1-shanten, 16 tiles -> 1-shanten, 20 tiles; best S pon 東東東: ready, 11 "
            "tiles ?");
  EXPECT_EQ(made.verdict, Verdict::mistake);
  EXPECT_EQ(made.shanten, 1);
  ASSERT_EQ(made.moves.size(), 3u);
  EXPECT_EQ(made.moves[0].move, "S pon 東東東");
  EXPECT_TRUE(made.moves[0].best);
  EXPECT_EQ(made.moves[1].move, "S chi 4p 5p 6p");
  EXPECT_TRUE(made.moves[1].played);
  EXPECT_EQ(made.moves[1].detail, "then S discard 1p");
  EXPECT_EQ(made.moves[2].move, "S pass");
  EXPECT_EQ(strip_cell(made).colour, verdict_colour(Verdict::mistake));
  EXPECT_EQ(mistake_positions(ev), (std::vector<int>{5}));

  const StepEvaluation& discarded = ev.at(7);
  EXPECT_EQ(discarded.summary, "played ready, 11 tiles: the best");
  EXPECT_EQ(discarded.moves[0].detail, "worth 58 on 5p 白, 56 on 9p");
  EXPECT_EQ(
      discarded.notes,
      (std::vector<std::string>{
          "passed: kept 2-shanten, 30 tiles; W chi 1p 2p 3p would leave 1-shanten, 8 tiles"}));

  // The screen's panel draws them: the call's line, a row's second line, the note.
  auto doc = fakes::make_document();
  EvaluationStore store;
  store.put(0, ev);
  Navigator nav(*doc);
  nav.set_evaluations(&store);
  nav.open(0, 5);
  const display::List at_call = screen_list(nav, 1280, 800);
  EXPECT_TRUE(has_text(at_call, "best S pon"));
  EXPECT_TRUE(has_text(at_call, "then S discard 1p"));
  nav.open(0, 7);
  const display::List at_discard = screen_list(nav, 1280, 800);
  EXPECT_TRUE(has_text(at_discard, "worth 58 on 5p 白, 56 on 9p"));
  EXPECT_TRUE(has_text(at_discard, "W chi 1p 2p 3p would leave"));
}

}  // namespace
}  // namespace paipu::viewer
