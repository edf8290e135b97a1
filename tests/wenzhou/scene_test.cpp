// The scene of the worked record (docs/notation.md §13.3) step by step: 財神 marked wild, melds
// with the called tile turned toward its source, the wall's count, the indicator, and the other
// seats' hands hidden from S until the hand is over; and the notes a hand writes on a seat's waits.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "hand.hpp"
#include "support.hpp"

namespace {

using namespace wztest;

// The states of a record's first hand: states[k] is the hand after its first k events.
std::vector<std::unique_ptr<HandState>> states_of(const std::string& text) {
  Diagnostics diags;
  std::vector<std::unique_ptr<HandState>> states;
  for (const Record& rec : notation::parse_string(text, "test", diags)) {
    auto match = MatchReplay::start(wenzhou::make_variant(), rec, {"test", 0}, diags);
    if (match) match->play(rec.hands.front(), 0, diags, &states);
  }
  for (const Diagnostic& d : diags)
    if (d.code != "R013") ADD_FAILURE() << format_diagnostic(d);  // R013: stopped on purpose
  return states;
}

std::vector<std::unique_ptr<HandState>> worked_states() {
  std::ifstream in(std::filesystem::path(PAIPU_SOURCE_DIR) / "samples/wenzhou/worked-example.paipu",
                   std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return states_of(text.str());
}

const Zone* zone(const Scene& sc, ZoneKind kind, int seat) {
  for (const Zone& z : sc.zones)
    if (z.kind == kind && z.seat == seat) return &z;
  return nullptr;
}

TEST(Scene, WorkedRecordAtTheEnd) {
  const auto states = worked_states();
  ASSERT_FALSE(states.empty());
  const Scene sc = states.back()->scene(-1);
  const PieceId five_s = tile("5s");
  // S's 5s is a 財神; the indicator itself is not marked.
  const Zone* hand = zone(sc, ZoneKind::hand, 1);
  ASSERT_NE(hand, nullptr);
  int wild = 0;
  for (const SceneGroup& g : hand->groups)
    for (const ScenePiece& p : g.pieces) wild += p.wild ? 1 : 0;
  EXPECT_EQ(wild, 1);
  const Zone* info = zone(sc, ZoneKind::info, -1);
  ASSERT_NE(info, nullptr);
  ASSERT_EQ(info->groups.size(), 1U);
  EXPECT_EQ(info->groups[0].pieces[0].id, five_s);
  EXPECT_FALSE(info->groups[0].pieces[0].wild);
  // The pon of W's 東 and the chi of E's 5p, each with its called tile turned toward its source.
  const Zone* melds = zone(sc, ZoneKind::melds, 1);
  ASSERT_NE(melds, nullptr);
  ASSERT_EQ(melds->groups.size(), 2U);
  std::vector<int> sources;
  for (const SceneGroup& g : melds->groups)
    for (const ScenePiece& p : g.pieces)
      if (p.sideways) sources.push_back(p.from);
  EXPECT_EQ(sources, (std::vector<int>{2, 0}));
  // 7 draws after the deal's 65 tiles: 136 − 65 − 7 = 64 left.
  const Zone* wall = zone(sc, ZoneKind::wall, -1);
  ASSERT_NE(wall, nullptr);
  EXPECT_EQ(wall->count, 64);
  // E's 5p, called by S, lies dimmed in E's river.
  const Zone* river = zone(sc, ZoneKind::discards, 0);
  ASSERT_NE(river, nullptr);
  ASSERT_EQ(river->groups.size(), 1U);
  EXPECT_TRUE(river->groups[0].pieces.back().dimmed);
}

TEST(Scene, OtherHandsAreHiddenFromASeat) {
  const auto states = worked_states();
  ASSERT_GT(states.size(), 6U);
  // states[k] is the hand after its first k events; the 10th is S's pon. S sees its own tiles but
  // none of E's.
  const Scene sc = states[9]->scene(1);
  for (const SceneGroup& g : zone(sc, ZoneKind::hand, 0)->groups)
    for (const ScenePiece& p : g.pieces) {
      EXPECT_TRUE(p.hidden);
      EXPECT_EQ(p.id, kUnknownPiece);
    }
  int shown = 0;
  for (const SceneGroup& g : zone(sc, ZoneKind::hand, 1)->groups)
    for (const ScenePiece& p : g.pieces) shown += p.hidden ? 0 : 1;
  EXPECT_EQ(shown, 14);  // 16 dealt + 2s drawn − 北 − two 東 into the pon
}

TEST(Scene, BaiInAMeldIsDrawnAsBai) {
  // Indicator 2m: S chis 3m with 1m and 白, which counts as 2m; the meld shows 1m 白 3m.
  const std::string text = hand("2m",
                                "S deal 1m 白 3p4p 4p5p6p 7s8s 9s 9m9m 1s1s 9p 9p\n"
                                "E discard 3m\nS chi 1m白3m\n");
  const auto states = states_of(text);
  ASSERT_FALSE(states.empty());
  const Scene sc = states.back()->scene(-1);
  const Zone* melds = zone(sc, ZoneKind::melds, 1);
  ASSERT_NE(melds, nullptr);
  ASSERT_EQ(melds->groups.size(), 1U);
  std::vector<PieceId> ids;
  for (const ScenePiece& p : melds->groups[0].pieces) ids.push_back(p.id);
  EXPECT_EQ(ids, (std::vector<PieceId>{tile("1m"), tile("白"), tile("3m")}));
  EXPECT_EQ(melds->groups[0].pieces[2].from, 0);  // the called 3m, from E
  // The 白 carries the face it counts as; the tiles that are themselves carry none.
  EXPECT_EQ(melds->groups[0].pieces[1].plays_as, "2m");
  EXPECT_EQ(melds->groups[0].pieces[0].plays_as, "");
  EXPECT_EQ(melds->groups[0].pieces[2].plays_as, "");
  EXPECT_FALSE(melds->groups[0].pieces[1].wild);
  // Before the chi, S's 白 in its hand does too, in S's view; E sees only backs there.
  const Scene before = states[states.size() - 2]->scene(1);
  int marked = 0;
  for (const SceneGroup& g : zone(before, ZoneKind::hand, 1)->groups)
    for (const ScenePiece& p : g.pieces) marked += p.plays_as == "2m" ? 1 : 0;
  EXPECT_EQ(marked, 1);
  const Scene seen_by_e = states[states.size() - 2]->scene(0);
  for (const SceneGroup& g : zone(seen_by_e, ZoneKind::hand, 1)->groups)
    for (const ScenePiece& p : g.pieces) {
      EXPECT_TRUE(p.hidden);
      EXPECT_EQ(p.plays_as, "");
    }
}

TEST(Scene, BaiIsItselfWhenItIsTheIndicator) {
  // Indicator 白: the other three 白 are 財神 and no tile stands for another.
  const std::string text = hand("白", "S deal 1m 白 3p4p 4p5p6p 7s8s 9s 9m9m 1s1s 9p 9p\n");
  const auto states = states_of(text);
  ASSERT_FALSE(states.empty());
  const Scene sc = states.back()->scene(-1);
  int wild = 0;
  for (const SceneGroup& g : zone(sc, ZoneKind::hand, 1)->groups)
    for (const ScenePiece& p : g.pieces) {
      EXPECT_EQ(p.plays_as, "");
      wild += p.wild ? 1 : 0;
    }
  EXPECT_EQ(wild, 1);
}

// The notes of `events` applied one by one after the record's last state.
std::vector<std::string> notes_after(const std::string& record, const std::vector<Event>& events) {
  const auto states = states_of(record);
  if (states.empty()) return {"no state"};
  auto h = states.back()->clone();
  std::vector<std::string> notes;
  for (const Event& e : events) {
    const Outcome o = h->apply(e);
    if (!o.ok()) return {"rejected: " + o.problems.front().message};
    notes.insert(notes.end(), o.notes.begin(), o.notes.end());
  }
  return notes;
}

using Notes = std::vector<std::string>;

TEST(Notes, ASeatsWaitsAreNotedWhenADiscardChangesThem) {
  // S: 123m 456m 789p 4s 白(5s) 6s 23p 99m. After its tsumogiri it waits on 1p and 4p, or on a
  // drawn 財神, which completes 23p. Drawing 9p and letting 2p go leaves it waiting on nothing.
  const std::string record =
      hand("5s", "S deal 1m2m3m 4m5m6m 7p8p9p 4s白6s 2p3p 9m9m\nE discard 東\nS draw 北\n");
  using wenzhou::seat_event;
  EXPECT_EQ(notes_after(record, {seat_event(1, wenzhou::kTsumogiri)}),
            Notes{"S waits on 1p 4p, or a drawn 財神"});
  EXPECT_EQ(notes_after(record, {seat_event(1, wenzhou::kTsumogiri),
                                 seat_event(2, wenzhou::kDiscard, {tile("西")}),
                                 seat_event(3, wenzhou::kDiscard, {tile("9s")}),
                                 seat_event(0, wenzhou::kDiscard, {tile("1s")}),
                                 seat_event(1, wenzhou::kDraw, {tile("9p")}),
                                 seat_event(1, wenzhou::kDiscard, {tile("2p")})}),
            (Notes{"S waits on 1p 4p, or a drawn 財神", "S is no longer ready"}));
  // A seat whose tiles the record does not show gets no note.
  EXPECT_EQ(notes_after(record, {seat_event(1, wenzhou::kTsumogiri),
                                 seat_event(2, wenzhou::kDiscard, {tile("西")})}),
            Notes{"S waits on 1p 4p, or a drawn 財神"});
}

TEST(Notes, TheIndicatorsKindIsWaitedOnAsBaiAndAWildSingleWaitOnAnything) {
  // 4s_6s waits on 5s, which only a 白 brings: the other 5s are 財神.
  EXPECT_EQ(notes_after(hand("5s",
                             "S deal 1m2m3m 4m5m6m 7p8p9p 1p2p3p 4s6s 9m9m\n"
                             "E discard 東\nS draw 北\n"),
                        {wenzhou::seat_event(1, wenzhou::kTsumogiri)}),
            Notes{"S waits on 白 (as 5s), or a drawn 財神"});
  EXPECT_EQ(notes_after(hand("5s",
                             "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 5s\n"
                             "E discard 1s\nS draw 9s\n"),
                        {wenzhou::seat_event(1, wenzhou::kTsumogiri)}),
            Notes{"S waits on any tile (a 財神 single wait: self-draw only)"});
}

// A record written from one seat: at every step before the end some move is listed (E's discards
// come from its unknown tiles), and every move listed applies.
TEST(Moves, EveryStateOfTheWorkedRecordHasLegalMoves) {
  const auto states = worked_states();
  ASSERT_GT(states.size(), 10U);
  for (std::size_t i = 4; i < states.size(); ++i) {
    if (states[i]->finished()) break;
    const auto moves = states[i]->legal_moves();
    EXPECT_FALSE(moves.empty()) << "state " << i;
    for (const Event& e : moves) {
      auto copy = states[i]->clone();
      const Outcome o = copy->apply(e);
      EXPECT_TRUE(o.ok()) << "state " << i << ": " << o.problems.front().message;
    }
  }
}

}  // namespace
