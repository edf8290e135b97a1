// The live wall's size known (`live_wall`, `[LiveWall]`): every tile of the wall is accounted for,
// 108 = 39 dealt + the first indicator's stack + the live wall + the tiles beside it, from which
// pulled ガリ are replaced and every kan turns its indicator and ura. The legal moves, the
// validator and the drawn end agree: an unfinished hand always has a move, a draw while the live
// wall holds a tile, and `draw-game` once it is empty.
#include <gtest/gtest.h>

#include <map>
#include <random>

#include "hand.hpp"
#include "round.hpp"
#include "support.hpp"

namespace {

using namespace cttest;
using paipu::chinton::ChintonHand;
using paipu::chinton::HandSetup;
using paipu::chinton::Pending;
using paipu::chinton::Phase;
using paipu::chinton::Round;
using paipu::chinton::Rules;

using Codes = std::vector<std::string>;

// S: 234p 456p 67p 999p 南 北, one ガリ in hand.
const std::string kDeal = "S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南北\nE discard 1p\n";

std::vector<std::string> codes_at(int live_wall, const std::string& events) {
  return replay(hand(events, "", "[LiveWall \"" + std::to_string(live_wall) + "\"]\n")).codes();
}

// 108 − 39 − 2 − 67 = 0 tiles beside a live wall of 67: no pull has a replacement.
TEST(LiveWall, APullNeedsATileBesideTheLiveWall) {
  EXPECT_EQ(codes_at(67, kDeal + "S draw 中\nS nuki 北\n"), Codes{"K108"});
  const std::string one_pull = kDeal + "S draw 中\nS nuki 北\nS draw 1m\n";
  EXPECT_TRUE(replay(hand(one_pull, "", "[LiveWall \"66\"]\n")).clean());
  EXPECT_EQ(codes_at(66, one_pull + "S nuki 1m\n"), Codes{"K108"});
  EXPECT_TRUE(replay(hand(one_pull + "S nuki 1m\n", "", "[LiveWall \"65\"]\n")).clean());
}

// A kan turns an indicator, its ura beneath it: two tiles from beside the live wall.
TEST(LiveWall, AKanNeedsItsIndicatorAndUraBesideTheLiveWall) {
  const std::string closed = kDeal + "S draw 9p\nS ankan 9p9p9p9p\n";
  EXPECT_EQ(codes_at(66, closed), Codes{"K108"});
  EXPECT_TRUE(replay(hand(closed, "", "[LiveWall \"65\"]\n")).clean());
  // After one pull, 16 − 1 = 15 are left at a live wall of 51: the kan takes two of them.
  const std::string pulled = kDeal + "S draw 9p\nS nuki 北\nS draw 中\n";
  EXPECT_EQ(codes_at(65, pulled + "S ankan 9p9p9p9p\n"), Codes{"K108"});
  EXPECT_TRUE(replay(hand(pulled + "S ankan 9p9p9p9p\n", "", "[LiveWall \"51\"]\n")).clean());
  // An open kan of a discard, and a tile added to a pon.
  const std::string open = "S deal 2p3p4p 4p5p6p 6p7p 9p9p9p 南北\nE discard 9p\nS kan 9p9p9p9p\n";
  EXPECT_EQ(codes_at(66, open), Codes{"K108"});
  const std::string pon =
      "S deal 2p3p4p 4p5p6p 6p7p 9p9p 南南北\nE discard 9p\nS pon 9p9p9p\nS discard 北\n"
      "W discard 1p\nE discard 2p\nS draw 9p\nS kakan 9p\n";
  EXPECT_EQ(codes_at(66, pon), Codes{"K108"});
  EXPECT_TRUE(replay(hand(pon, "", "[LiveWall \"65\"]\n")).clean());
}

// Plays hands as a user's `paipu generate --policy weighted` does (a verb at random, then one of
// its moves), so that pulls and kans are frequent, and checks at every step that an unfinished
// hand has a move, each listed move is accepted, a draw is listed while the live wall holds a tile
// and the drawn end once it is empty.
void play_weighted(ChintonHand& h, std::mt19937_64& rng, const std::string& where) {
  for (int guard = 0; guard < 3000 && !h.finished(); ++guard) {
    const std::vector<paipu::Event> moves = h.legal_moves();
    ASSERT_FALSE(moves.empty()) << where << ": no legal move in an unfinished hand";
    std::map<int, std::vector<const paipu::Event*>> by_verb;
    for (const paipu::Event& e : moves) {
      auto probe = h.clone();
      const paipu::Outcome o = probe->apply(e);
      ASSERT_TRUE(o.ok()) << where << ": a listed move is refused: " << o.problems.front().message;
      by_verb[e.verb].push_back(&e);
    }
    const Round& r = h.round();
    // A kan's indicator owed is turned before the hand may end.
    const bool from_live = r.phase() == Phase::play && r.pending() != Pending::discard &&
                           !(r.pending() == Pending::replacement &&
                             r.robbable() == paipu::chinton::Robbable::pulled) &&
                           !by_verb.contains(paipu::chinton::kIndicator);
    if (from_live) {
      const bool drawn_end = by_verb.contains(paipu::chinton::kDrawGame);
      EXPECT_EQ(drawn_end, r.live_left() == 0) << where << ": live wall " << r.live_left();
      EXPECT_EQ(by_verb.contains(paipu::chinton::kDraw), r.live_left() > 0)
          << where << ": live wall " << r.live_left();
    }
    auto verb = by_verb.begin();
    std::advance(verb, std::uniform_int_distribution<std::size_t>(0, by_verb.size() - 1)(rng));
    const auto& of_verb = verb->second;
    const paipu::Event e =
        *of_verb[std::uniform_int_distribution<std::size_t>(0, of_verb.size() - 1)(rng)];
    ASSERT_TRUE(h.apply(e).ok()) << where;
  }
  ASSERT_TRUE(h.finished()) << where;
}

TEST(LiveWall, EverySizeFrom43To60PlaysToItsEnd) {
  std::mt19937_64 rng(4);
  int pulls = 0, kans = 0;
  for (int live = 43; live <= 60; ++live)
    for (int n = 0; n < 12; ++n) {
      HandSetup setup;
      setup.dealer.seat = n % paipu::chinton::kSeats;
      setup.live_wall = live;
      ChintonHand h(Rules{}, setup);
      for (const paipu::Event& e : h.sample_deal(static_cast<std::uint64_t>(live * 100 + n)))
        ASSERT_TRUE(h.apply(e).ok());
      play_weighted(h, rng, "live wall " + std::to_string(live) + ", hand " + std::to_string(n));
      if (HasFatalFailure()) return;
      for (int s = 0; s < paipu::chinton::kSeats; ++s)
        pulls += static_cast<int>(h.round().seat(s).pulled.size());
      kans += h.round().indicators_due() - 1;
    }
  // The walls were used up by pulls and kans, the case the rule is for.
  EXPECT_GT(pulls, 18 * 12 * 2);
  EXPECT_GT(kans, 18 * 12);
}

}  // namespace
