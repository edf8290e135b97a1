// The scene of the worked record (docs/notation.md §13.3) step by step: 財神 marked wild, melds
// with the called tile turned toward its source, the wall's count, the indicator, and the other
// seats' hands hidden from S until the hand is over.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support.hpp"

namespace {

using namespace wztest;

std::vector<std::unique_ptr<HandState>> worked_states() {
  std::ifstream in(std::filesystem::path(PAIPU_SOURCE_DIR) / "samples/wenzhou/worked-example.paipu",
                   std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  Diagnostics diags;
  std::vector<std::unique_ptr<HandState>> states;
  const std::shared_ptr<const Variant> variant = wenzhou::make_variant();
  for (const Record& rec : notation::parse_string(text.str(), "worked", diags)) {
    auto match = MatchReplay::start(variant, rec, {"worked", 0}, diags);
    if (match) match->play(rec.hands.front(), 0, diags, &states);
  }
  EXPECT_TRUE(diags.empty());
  return states;
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
  Diagnostics diags;
  std::vector<std::unique_ptr<HandState>> states;
  const std::shared_ptr<const Variant> variant = wenzhou::make_variant();
  for (const Record& rec : notation::parse_string(text, "bai", diags)) {
    auto match = MatchReplay::start(variant, rec, {"bai", 0}, diags);
    ASSERT_TRUE(match.has_value());
    match->play(rec.hands.front(), 0, diags, &states);
  }
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
  for (const SceneGroup& g : zone(states[states.size() - 2]->scene(0), ZoneKind::hand, 1)->groups)
    for (const ScenePiece& p : g.pieces) EXPECT_EQ(p.plays_as, "");
}

TEST(Scene, BaiIsItselfWhenItIsTheIndicator) {
  // Indicator 白: the other three 白 are 財神 and no tile stands for another.
  const std::string text = hand("白", "S deal 1m 白 3p4p 4p5p6p 7s8s 9s 9m9m 1s1s 9p 9p\n");
  Diagnostics diags;
  std::vector<std::unique_ptr<HandState>> states;
  for (const Record& rec : notation::parse_string(text, "bai", diags)) {
    auto match = MatchReplay::start(wenzhou::make_variant(), rec, {"bai", 0}, diags);
    ASSERT_TRUE(match.has_value());
    match->play(rec.hands.front(), 0, diags, &states);
  }
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
