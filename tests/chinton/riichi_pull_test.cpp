// ガリ pulls after riichi: the riichi hand is fixed. By default only the tile just drawn may be
// pulled (`riichi_pull = drawn`); with `keeps_waits`, any ガリ whose pull leaves the waits as they
// were. Never a ガリ that is a winning tile ([CT]). The legal moves offer what the validator takes.
#include <gtest/gtest.h>

#include <sstream>

#include "hand.hpp"
#include "support.hpp"

namespace {

using namespace cttest;
using paipu::chinton::ChintonHand;
using paipu::chinton::HandSetup;
using paipu::chinton::Rules;

using Codes = std::vector<std::string>;

const std::string kKeepsWaits = "[Rule.riichi_pull \"keeps_waits\"]";

// S riichis on a 国士無双 waiting on 9m: 1m1m 1p1p 9p9p 東南西北白發中. The riichi stands after its
// discard; W and E discard, and S draws `draw`.
std::string kokushi_riichi(const std::string& draw) {
  return "S deal 1m1m 1p1p 9p9p 東南西北白發中\nE discard 2p\nS draw 3p\nS riichi\nS discard 3p\n"
         "W discard 4p\nE discard 5p\nS draw " +
         draw + "\n";
}

// The generated hand the independent model found: S pulls a 1m from its hand, and its wait is gone.
TEST(RiichiPull, AGariFromTheHandIsRefused) {
  const std::string pulled = kokushi_riichi("6p") + "S nuki 1m\n";
  const auto drawn = replay(hand(pulled));
  EXPECT_EQ(drawn.codes(), Codes{"K124"}) << drawn.text();
  EXPECT_NE(drawn.text().find("pulls only the tile it drew, 6p"), std::string::npos)
      << drawn.text();
  const auto keeps = replay(hand(pulled, kKeepsWaits));
  EXPECT_EQ(keeps.codes(), Codes{"K124"}) << keeps.text();
  EXPECT_NE(keeps.text().find("would change its wait"), std::string::npos) << keeps.text();
}

// The drawn ガリ may be pulled: the hand it leaves is the riichi hand.
TEST(RiichiPull, TheDrawnGariMayBePulled) {
  const std::string pulled = kokushi_riichi("北") + "S nuki 北\nS draw 6p\nS discard 6p\n";
  EXPECT_TRUE(replay(hand(pulled)).clean()) << replay(hand(pulled)).text();
  EXPECT_TRUE(replay(hand(pulled, kKeepsWaits)).clean());
  // Nor may a drawn winning ガリ be pulled: S waits on 9m.
  EXPECT_EQ(replay(hand(kokushi_riichi("9m") + "S nuki 9m\n")).codes(), Codes{"K124"});
}

// S waits on 1p with 1m1m 9m: a 9m drawn stands in for the 1m pulled, and the wait is the same.
TEST(RiichiPull, KeepsWaitsLetsAGariFromTheHandGoWhenTheWaitStays) {
  const std::string pulled =
      "S deal 1m1m 9m 1p 9p9p 東南西北白發中\nE discard 2p\nS draw 3p\nS riichi\nS discard 3p\n"
      "W discard 4p\nE discard 5p\nS draw 9m\nS nuki 1m\nS draw 6p\nS discard 6p\n";
  EXPECT_EQ(replay(hand(pulled)).codes(), Codes{"K124"});
  const auto keeps = replay(hand(pulled, kKeepsWaits));
  EXPECT_TRUE(keeps.clean()) << keeps.text();
}

std::vector<paipu::PieceId> pieces(const std::string& text) {
  std::vector<paipu::PieceId> out;
  std::istringstream in(text);
  for (std::string t; in >> t;) out.push_back(paipu::chinton::piece_of({mjtest::tile(t), false}));
  return out;
}

// The pulls the legal moves offer S after it draws 9m in riichi on 1m1m 9m 1p 9p9p 東南西北白發中.
std::vector<std::string> offered_pulls(const Rules& rules) {
  using namespace paipu::chinton;
  HandSetup setup;
  setup.wall = paipu::mahjong::Suit::pin;
  ChintonHand h(rules, setup);
  const std::vector<paipu::Event> events = {
      seat_event(-1, kIndicator, pieces("3p")),
      seat_event(1, kDeal, pieces("1m 1m 9m 1p 9p 9p 東 南 西 北 白 發 中")),
      seat_event(0, kDiscard, pieces("2p")),
      seat_event(1, kDraw, pieces("3p")),
      seat_event(1, kRiichi),
      seat_event(1, kDiscard, pieces("3p")),
      seat_event(2, kDiscard, pieces("4p")),
      seat_event(0, kDiscard, pieces("5p")),
      seat_event(1, kDraw, pieces("9m")),
  };
  for (const paipu::Event& e : events) {
    const paipu::Outcome o = h.apply(e);
    EXPECT_TRUE(o.ok()) << (o.ok() ? "" : o.problems.front().message);
  }
  std::vector<std::string> out;
  h.visit_legal_moves([&](const paipu::Event& e) {
    if (e.verb != kNuki) return true;
    for (const char* g : {"1m", "9m", "北"})
      if (e.pieces.front() == pieces(g)[0]) out.emplace_back(g);
    return true;
  });
  return out;
}

TEST(RiichiPull, TheLegalMovesOfferWhatTheRuleAllows) {
  EXPECT_EQ(offered_pulls(Rules{}), (std::vector<std::string>{"9m"}));
  Rules keeps;
  keeps.riichi_pull_keeps_waits = true;
  EXPECT_EQ(offered_pulls(keeps), (std::vector<std::string>{"1m", "9m"}));
}

}  // namespace
