// What an independent model of the settlement (written from the rules research and [CT], not from
// this code) found on generated and scripted hands, each against the words that decide it.
#include <gtest/gtest.h>

#include <random>

#include "hand.hpp"
#include "match.hpp"
#include "scoring.hpp"
#include "support.hpp"

namespace {

using namespace cttest;
using Codes = std::vector<std::string>;

std::string record(const char* wall, const std::string& events) {
  return std::string("[Variant \"chinton\"]\n\nhand 1\n[Wall \"") + wall + "\"]\nindicator E\n" +
         events;
}

// S adds 3p to its pon, the record turns the kan's indicator, and W robs the kan: a robbed kan
// never stands and turns no indicator, so dora 1p → 2p does not count (W: 40, not 42).
TEST(ModelCheck, ARobbedKansIndicatorDoesNotCount) {
  const std::string events =
      "E deal 3p 6p 6p 7p 8p 9p 9p S S W W C C F\n"
      "S deal 3p 3p 5p 5p 5p 7p 7p 8p 8p 9p 9p P C\n"
      "W deal 1p 2p 2p 3p 4p 4p 5p 6p 7p 8p 9p E E\n"
      "E discard 3p\nS pon 3p 3p 3p\nS discard C\nW draw C\nW discard C\nE draw P\nE discard P\n"
      "S draw 3p\nS kakan 3p\n";
  const auto with_indicator = replay(record("p", events + "indicator 1p\nW ron\n"));
  EXPECT_EQ(with_indicator.codes(), Codes{"K155"}) << with_indicator.text();
  EXPECT_EQ(with_indicator.line_of("K155"), 19);
  EXPECT_EQ(deltas(with_indicator), (std::vector<long long>{0, -40, 40}));
  const auto without = replay(record("p", events + "W ron\n"));
  EXPECT_TRUE(without.clean()) << without.text();
  EXPECT_EQ(deltas(without), (std::vector<long long>{0, -40, 40}));
}

// S declares riichi and wins by tsumo with no riichi discard between: a riichi is made with its
// discard ([CT]: until the next discard or kan it may be chosen again), so the win has no リーチ
// (and no ura): 40 each, not 42.
TEST(ModelCheck, ARiichiWithNoDiscardDoesNotStand) {
  const std::string events =
      "E deal 3p 6p 6p 7p 8p 9p 9p S S W W C C F\n"
      "S deal 1p 2p 2p 3p 4p 4p 5p 6p 7p 8p 9p E E\n"
      "W deal 3p 3p 5p 5p 5p 7p 7p 8p 8p 9p 9p P C\n"
      "E discard F\nS draw C\nS discard C\nW draw F\nW discard F\nE draw 6p\nE discard 6p\n"
      "S draw 3p\nS riichi\nS tsumo\n";
  const auto r = replay(record("p", events));
  EXPECT_EQ(r.codes(), Codes{"K159"}) << r.text();
  EXPECT_EQ(deltas(r), (std::vector<long long>{-40, 80, -40}));
  // Its ura are then none of a riichi winner's.
  EXPECT_EQ(replay(record("p", events + "ura 8p\n")).codes(), (Codes{"K159", "K201"}));
  // Nor is S in riichi for a mixed-tsumo (K157 is for a riichi that stands): a win without it,
  // read at its cheapest winning tile.
  std::string mixed = events;
  mixed.replace(mixed.rfind("S tsumo"), 7, "S mixed-tsumo");
  const auto m = replay(record("p", mixed));
  EXPECT_EQ(m.codes(), Codes{"K159"}) << m.text();
  EXPECT_EQ(deltas(m), (std::vector<long long>{-40, 80, -40}));
}

// The dealer's 14th dealt tile is its first draw, so a 天和 on 123 234 45+6 789 西西 wins on a
// two-sided wait and scores 平和 like the same hand's 地和 (91 from each, not 90).
TEST(ModelCheck, TenhouScoresPinfuOnItsFourteenthTile) {
  const auto r = replay(record("s",
                               "E deal 1s 2s 3s 4s 5s 2s 3s 4s 7s 8s 9s W W 6s\n"
                               "S deal 1s 1s 3s 3s 5s 5s 7s 7s 9s 9s C C F\n"
                               "W deal 2s 2s 4s 4s 6s 6s 8s 8s 9s 9s P P F\n"
                               "E tsumo\n"));
  EXPECT_TRUE(r.clean()) << r.text();
  EXPECT_EQ(deltas(r), (std::vector<long long>{182, -91, -91}));
}

// 大車輪 (22334455667788p) reads as a two-sided 平和 on any winning tile, so 平和 is one of the
// yaku it always brings, which [CT] does not count beside a yakuman: 85, not 86.
TEST(ModelCheck, DaisharinDoesNotCountPinfu) {
  const auto r = replay(record("p",
                               "E deal 1p 1p 9p 9p 8p S S W W C C F F N\n"
                               "S deal 2p 2p 3p 3p 4p 4p 5p 5p 6p 6p 7p 7p 8p\n"
                               "W deal 1p 1p 9p 9p 9p S W C F E E E 1m\n"
                               "E discard 8p\nS ron\n"));
  EXPECT_TRUE(r.clean()) << r.text();
  EXPECT_EQ(deltas(r), (std::vector<long long>{-85, 85, 0}));
}

// Uniformly random legal moves, the live wall's size unknown and the hand ended only when nothing
// else is left: the moves never run out before the hand ends (a pull with no tile left to replace
// it was offered), and every hand settles (a win was offered before a kan's indicator was turned,
// and a tsumo right after a riichi declaration).
// S, ready on 1p or 4p, lets E's 4p pass before its first discard; W pons it and throws 1p. S has
// not discarded since the pass, so it is furiten on 1p (C-12: a winning tile let pass). Once S
// has discarded, it may win again.
TEST(ModelCheck, AWinningTileLetPassBeforeTheFirstDiscardIsFuriten) {
  const std::string deal =
      "E deal 1p 4p 5p 3p 5p 7p 9p 9p C F F P W 2p\n"
      "S deal 2p 3p 5p 6p 7p 8p 8p 8p E E E S S\n"
      "W deal 4p 4p 1p 6p 6p 7p 9p S W W C C F\n"
      "E discard 4p\nW pon 4p 4p 4p\n";
  const auto passed = replay(record("p", deal + "W discard 1p\nS ron\n"));
  EXPECT_EQ(passed.codes(), Codes{"K151"}) << passed.text();
  EXPECT_EQ(passed.line_of("K151"), 12);  // the ron
  const auto after_discard = replay(record(
      "p", deal + "W discard 9p\nE discard 3p\nS draw 9p\nS discard 9p\nW discard 1p\nS ron\n"));
  EXPECT_TRUE(after_discard.clean()) << after_discard.text();
}

// S's draw before its second discard is left out. In riichi, and by tsumogiri, the tile that goes
// is the one drawn, so the unseen draw was that 3p and S's hand stays known: its ron need not show
// it. A plain discard of 3p might be either 3p S held, so the ron must then show the hand.
TEST(ModelCheck, ADiscardOfTheDrawnTileNamesAnUnseenDraw) {
  const auto with = [](const std::string& riichi, const std::string& discard) {
    return replay(record(
        "p", "S deal 1p 2p 3p 4p 5p 6p 7p 8p 9p 2p 3p C C\nE discard 9p\nS draw E\n" + riichi +
                 "S discard E\nW discard W\nE discard S\n" + discard + "W discard 4p\nS ron\n"));
  };
  const auto riichi = with("S riichi\n", "S discard 3p\n");
  EXPECT_TRUE(riichi.clean()) << riichi.text();
  const auto tsumogiri = with("", "S tsumogiri 3p\n");
  EXPECT_TRUE(tsumogiri.clean()) << tsumogiri.text();
  const auto plain = with("", "S discard 3p\n");
  EXPECT_EQ(plain.codes(), Codes{"K156"}) << plain.text();
}

// E's open riichi shows a red 0p and a plain 5p and hides a plain 5p. Its ron line may write the
// fives in any order; a red five it is known to hold must be shown red.
TEST(ModelCheck, AWinLineMatchesRedAndPlainFivesApart) {
  const auto ron = [](const std::string& fives) {
    return replay(record("p",
                         "S deal 2p 3p 5p 6p 7p 8p 8p 8p E E E S 9p\n"
                         "W deal 0p 1p 1p 2p 3p 6p 7p 9p 9p W W N P\n"
                         "E open-riichi 1p 2p 3p 4p 0p 6p 5p C C C F F\nE discard W\nS draw S\n"
                         "S discard 9p\nW draw F\nW discard F\nE ron 1p 2p 3p 4p " +
                             fives + " 6p C C C F F\n"));
  };
  for (const char* order : {"5p 0p 5p", "0p 5p 5p", "5p 5p 0p"}) {
    const auto r = ron(order);
    EXPECT_TRUE(r.clean()) << order << "\n" << r.text();
  }
  const auto plain = ron("5p 5p 5p");
  EXPECT_EQ(plain.codes(), Codes{"K156"}) << plain.text();
}

// S's hand is not known (no deal, its last draw left out), but its open riichi shows all 13 tiles
// that stay, ready on 1p or 4p: with 1p among its discards it is a furiten open riichi (K146).
TEST(ModelCheck, AFuritenOpenRiichiIsFoundFromItsShownTiles) {
  const auto riichi = [](const std::string& first_discard, const std::string& riichi_discard) {
    return replay(
        record("p", "E deal 1p 4p 5p 3p 5p 7p 9p 9p C F F P W 2p\nE discard W\nS draw S\n" +
                        first_discard + "W discard 3p\nE discard 2p\n" +
                        "S open-riichi 2p 3p 5p 6p 7p 8p 8p 8p E E E S S\n" + riichi_discard));
  };
  const auto furiten = riichi("S discard 1p\n", "S discard 9p\n");
  EXPECT_EQ(furiten.codes(), Codes{"K146"}) << furiten.text();
  EXPECT_EQ(furiten.line_of("K146"), 13);
  const auto ready = riichi("S discard C\n", "S discard 9p\n");
  EXPECT_TRUE(ready.clean()) << ready.text();
  // A riichi discard of a shown kind leaves open which tiles stay: no wait is read from them.
  const auto unknown = riichi("S discard 1p\n", "S discard 8p\n");
  EXPECT_TRUE(unknown.clean()) << unknown.text();
}

// The repair search once changed a one-tile line's verb to pon, and the plugin laid a one-tile
// meld, a fifth, and read past its four-meld table: a pon is three tiles whatever the host sends.
TEST(ModelCheck, APonOfOneTileIsRefused) {
  paipu::chinton::HandSetup setup;
  paipu::chinton::ChintonHand h(paipu::chinton::Rules{}, setup);
  for (const paipu::Event& e : h.sample_deal(7)) ASSERT_TRUE(h.apply(e).ok());
  paipu::Event discard;
  h.visit_legal_moves([&](const paipu::Event& e) {
    if (e.verb != paipu::chinton::kDiscard) return true;
    discard = e;
    return false;
  });
  ASSERT_TRUE(h.apply(discard).ok());
  paipu::Event pon{
      (discard.seat + 1) % paipu::chinton::kSeats, paipu::chinton::kPon, discard.pieces, {}, {}};
  const paipu::Outcome o = h.apply(pon);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().code, "K132");
}

TEST(ModelCheck, UniformRandomPlayEndsSettled) {
  std::mt19937_64 rng(26);
  for (int n = 0; n < 400; ++n) {
    paipu::chinton::HandSetup setup;
    setup.dealer.seat = n % paipu::chinton::kSeats;
    paipu::chinton::ChintonHand h(paipu::chinton::Rules{}, setup);
    for (const paipu::Event& e : h.sample_deal(900 + static_cast<std::uint64_t>(n)))
      ASSERT_TRUE(h.apply(e).ok());
    for (int guard = 0; guard < 3000 && !h.finished(); ++guard) {
      auto moves = h.legal_moves();
      ASSERT_FALSE(moves.empty()) << "hand " << n << ": no legal move before the end";
      // Ending the hand early is one choice among all the draws; left for last, it lets the hand
      // run until every tile is shown.
      if (moves.size() > 1)
        std::erase_if(moves,
                      [](const paipu::Event& e) { return e.verb == paipu::chinton::kDrawGame; });
      const auto& e = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
      const paipu::Outcome o = h.apply(e);
      ASSERT_TRUE(o.ok()) << "hand " << n << ": " << o.problems.front().message;
      for (const paipu::Problem& p : o.problems) EXPECT_NE(p.code, "K159") << "hand " << n;
    }
    ASSERT_TRUE(h.finished()) << "hand " << n;
    const auto st = paipu::chinton::settle(h.round(), h.setup(), true);
    std::string why;
    for (const auto& x : st.notes) why += x + "; ";
    EXPECT_TRUE(st.complete) << "hand " << n << " " << why;
  }
}

}  // namespace
