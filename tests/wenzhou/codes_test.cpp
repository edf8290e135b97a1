// Every other problem code of the rules core on a short record (or, for the wall, on the rules
// core itself), each worked out by hand: the record is right up to its last line, which makes
// the one mistake named in the test.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "hand.hpp"
#include "support.hpp"

namespace {

using namespace wztest;

const std::string kDealS = "S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 東東 北 中\n";

// The codes a record gives, R013 (a short record stops before the hand is over) aside.
std::vector<std::string> codes(const std::string& events, const std::string& rules = "") {
  return replay(hand("5s", events, rules)).codes();
}

using Codes = std::vector<std::string>;

TEST(Codes, Setup) {
  EXPECT_EQ(codes("E discard 1s\nE dice 1 1\n"), Codes{"W101"});
  EXPECT_EQ(replay("[Variant \"wenzhou\"]\n\nhand 1\nE dice 7 1\n").codes(), Codes{"W102"});
  EXPECT_EQ(codes("indicator 6s\n"), Codes{"W108"});
  EXPECT_EQ(codes(kDealS + kDealS), Codes{"W109"});
  EXPECT_EQ(codes("S deal 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 東東 北 中 發\n"), Codes{"W110"});
}

TEST(Codes, Turns) {
  EXPECT_EQ(codes("E discard 1s\nW discard 2s\n"), Codes{"W118"});
  EXPECT_EQ(codes("E discard *\n"), Codes{"W119"});
  EXPECT_EQ(codes("E tsumogiri 1s\n"), Codes{"W120"});
  EXPECT_EQ(codes(kDealS + "E discard 1s\nS draw 2s\nS tsumogiri 3s\n"), Codes{"W121"});
  EXPECT_EQ(codes(kDealS + "E discard 1s\nS draw 2s\nS discard 中\nS discard 北\n"), Codes{"W118"});
}

TEST(Codes, Calls) {
  EXPECT_EQ(codes(kDealS + "E discard 4m\nS chi 2m*4m\n"), Codes{"W141"});
  EXPECT_EQ(codes(kDealS + "E discard 4m\nS chi 1m3m4m\n"), Codes{"W143"});
  EXPECT_EQ(codes(kDealS + "E discard 4m\nS chi 1m2m3m\n"), Codes{"W144"});
  EXPECT_EQ(codes(kDealS + "E discard 1s\nS draw 2s\nS kakan 1m\n"), Codes{"W146"});
  EXPECT_EQ(codes(kDealS + "S pon 東東東\n"), Codes{"W150"});
  EXPECT_EQ(codes(kDealS + "E discard 1s\nE pon 1s1s1s\n"), Codes{"W150"});
}

TEST(Codes, Wins) {
  EXPECT_EQ(codes(kDealS + "E discard 1s\nS ron\n"), Codes{"W151"});
  EXPECT_EQ(codes("E discard 1s\nW ron\n"), Codes{"W152"});
  EXPECT_EQ(codes("E discard 1s\nW ron 1m\n"), Codes{"W153"});
  EXPECT_EQ(codes("E discard 1s\nW ron ****************\n"), Codes{"W154"});
  // S's hand is known, and the shown hand leaves out its 北.
  EXPECT_EQ(codes(kDealS + "E discard 1s\nS ron 1m2m3m 3p4p 4p5p6p 7s 5s 9m9m 東東 中 中\n"),
            Codes{"W155"});
  // A pon is followed by a discard: there is no drawn tile to win on.
  EXPECT_EQ(codes(kDealS + "E discard 東\nS pon 東東東\nS tsumo\n"), Codes{"W156"});
}

TEST(Codes, AfterTheEnd) {
  const std::string won =
      "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 5s\nE discard 1s\nS draw 9s\nS tsumo\n";
  EXPECT_EQ(codes(won + "S discard 1m\n"), Codes{"W113"});
  EXPECT_EQ(codes(won + "S reveal 發\n"), Codes{"W161"});
  EXPECT_EQ(codes("E reveal\n"), Codes{"W160"});
  // A second claim on a self-drawn win is no claim.
  EXPECT_EQ(codes(won + "W ron\n"), Codes{"W113"});
}

// A hand of unknown seats drawn to its end: 16 left (the indicator lies 12 from the end), after
// the dealer's discard and 55 more, each after a draw. `last` replaces the drawn end.
std::string to_the_end(const std::string& last) {
  std::string out;
  for (int i = 0; i < 56; ++i) {
    const char* seat = i % 4 == 0 ? "E" : i % 4 == 1 ? "S" : i % 4 == 2 ? "W" : "N";
    const int kind = i % 27;  // 1m..9s in turn, each at most three times
    out += std::string(seat) + " discard " + std::to_string(kind % 9 + 1) + "mps"[kind / 9] + "\n";
  }
  return out + last;
}

TEST(Codes, TheWallsEnd) {
  EXPECT_TRUE(replay(hand("白", to_the_end("draw-game\nE reveal\nS reveal\nW reveal\nN reveal\n")))
                  .clean());
  // 56 discards: N made the last; E would draw next.
  EXPECT_EQ(replay(hand("白", to_the_end("E draw\n"))).codes(), Codes{"W114"});
  EXPECT_EQ(replay(hand("白", to_the_end("E discard 1m\n"))).codes(), Codes{"W114"});
  // One discard fewer: N has drawn the last tile and would kan.
  std::string before = to_the_end("");
  before.erase(before.rfind("N discard"));
  EXPECT_EQ(replay(hand("白", before + "N ankan ****\n")).codes(), Codes{"W145"});
}

TEST(Codes, WithoutDiceTheIndicatorMayHaveStoppedTheWall) {
  // 46 discards after the dealer's: 45 draws, 71 − 45 = 26 tiles left, where a breaker's roll of
  // 12 puts the indicator. With the dice 4 3 and 1 4 (roll 5) the wall goes on to 16.
  std::string events = to_the_end("");
  for (int i = 0; i < 10; ++i) events.erase(events.rfind(" discard"));
  events.erase(events.rfind('\n') + 1);
  const std::string end = "draw-game\nE reveal\nS reveal\nW reveal\nN reveal\n";
  EXPECT_EQ(replay(hand("白", events + end)).codes(), Codes{"W170"});
  const std::string undiced =
      "[Variant \"wenzhou\"]\n\nhand 1\n[Dealer \"E\"]\nindicator 白\n" + events + end;
  EXPECT_TRUE(replay(undiced).clean()) << replay(undiced).text();
  // One discard fewer: 27 left, more than the indicator can stop at.
  std::string fewer = events;
  fewer.erase(fewer.rfind('\n', fewer.size() - 2) + 1);
  const std::string early =
      "[Variant \"wenzhou\"]\n\nhand 1\n[Dealer \"E\"]\nindicator 白\n" + fewer + end;
  EXPECT_EQ(replay(early).codes(), Codes{"W170"});
}

TEST(Codes, Tags) {
  const std::string head = "[Variant \"wenzhou\"]\n\nhand 1\n";
  EXPECT_EQ(replay(head + "[Dealer \"X\"]\n").codes().front(), "W190");
  EXPECT_EQ(replay(head + "[Level \"5\"]\n").codes().front(), "W191");
  // Hand 1 is won by S (a non-dealer): S deals hand 2, not W.
  const std::string won = hand("5s",
                               "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 5s\nE discard 1s\nS draw "
                               "9s\nS tsumo\nE reveal\nW reveal\nN reveal\n");
  EXPECT_EQ(replay(won + "\nhand 2\n[Dealer \"W\"]\nW dice 1 1\n").codes(), Codes{"W192"});
  EXPECT_TRUE(replay(won + "\nhand 2\n[Dealer \"S\"]\nS dice 1 1\n").clean());
  // E wins hand 1 (three 財神 on its dealt hand), so E would deal hand 2 at level 2. The tag
  // gives the deal to W, who starts at level 1: S's 硬牌 self-draw takes 2 × 2 from W, not 4 × 2.
  const std::string dealer_won = hand("5s",
                                      "E deal 1m4m7m 1p4p7p 1s4s7s 東南西北中 5s5s5s\nE tsumo\n"
                                      "S reveal\nW reveal\nN reveal\n");
  const auto new_dealer =
      replay(dealer_won +
             "\nhand 2\n[Dealer \"W\"]\nindicator 5s\n"
             "S deal 1m2m3m 4m5m6m 7m8m9m 1p2p3p 6p7p8p 5s\nW discard 1s\nN discard 1s\n"
             "E discard 2s\nS draw 9s\nS tsumo\nE reveal\nW reveal\nN reveal\n"
             "result E-3 S+11 W-5 N-3\n");
  EXPECT_EQ(new_dealer.codes(), Codes{"W192"}) << new_dealer.text();
  // Hand 1 stops early: hand 2 does not know its dealer.
  const auto unknown = replay(hand("5s", "E discard 1s\n") + "\nhand 2\nE dice 1 1\n");
  EXPECT_EQ(unknown.codes(), Codes{"W193"});
}

TEST(Codes, TheWallItself) {
  using namespace paipu::wenzhou;
  std::vector<PieceId> wall;
  for (int k = 0; k < 34; ++k) wall.insert(wall.end(), 4, static_cast<PieceId>(k));
  Round r(Rules{}, 0);
  std::vector<PieceId> five = wall;
  five[0] = five[4];  // a 5th 2m, and three 1m
  EXPECT_EQ(r.wall(five).front().code, "W107");
  std::vector<PieceId> hidden = wall;
  hidden[7] = kUnknownPiece;
  EXPECT_EQ(r.wall(hidden).front().code, "W106");
  EXPECT_TRUE(r.wall(wall).empty());
  EXPECT_EQ(r.wall(wall).front().code, "W106");  // shown twice
}

// What a rejected event must leave as it was: each seat's tiles, river and draw, the wall, whose
// move it is, and the moves that are legal.
std::string state_of(const paipu::wenzhou::WenzhouHand& h) {
  using namespace paipu::wenzhou;
  const Round& r = h.round();
  std::string out = std::to_string(r.wall_state().left()) + " " +
                    std::to_string(static_cast<int>(r.pending())) + " " + std::to_string(r.actor());
  for (int s = 0; s < 4; ++s) {
    const Seat& st = r.seat(s);
    out += " |";
    for (int k = 0; k < kKinds; ++k) out += std::to_string(st.hand.known()[k]);
    out += " " + std::to_string(st.river.size()) + " " + std::to_string(st.has_drawn) + " " +
           std::to_string(st.drawn) + " " + std::to_string(st.turns);
  }
  h.visit_legal_moves([&](const Event& e) {
    out += " " + std::to_string(e.seat) + ":" + std::to_string(e.verb);
    for (PieceId p : e.pieces) out += "," + std::to_string(p);
    return true;
  });
  return out;
}

// The first discard among the legal moves.
paipu::Event first_discard(const paipu::wenzhou::WenzhouHand& h) {
  paipu::Event discard;
  h.visit_legal_moves([&](const paipu::Event& e) {
    if (e.verb != paipu::wenzhou::kDiscard) return true;
    discard = e;
    return false;
  });
  return discard;
}

// A host may send what no record spells (the repair search once changed a one-tile line's verb to
// pon): a pon of one tile, or a roll of one die, is refused, not read past its end.
TEST(Codes, EventsNoRecordCouldSpellAreRefused) {
  using namespace paipu::wenzhou;
  WenzhouHand h(Rules{}, DealerState{0, 1}, std::vector<long long>(4, 0));
  EXPECT_EQ(h.apply(seat_event(0, kDice, {})).problems.front().code, "W102");
  for (const Event& e : h.sample_deal(5)) ASSERT_TRUE(h.apply(e).ok());
  const Event discard = first_discard(h);
  ASSERT_TRUE(h.apply(discard).ok());
  EXPECT_EQ(h.apply(seat_event(2, kPon, discard.pieces)).problems.front().code, "W143");
  EXPECT_EQ(
      h.apply(seat_event(2, kKan, {discard.pieces[0], discard.pieces[0]})).problems.front().code,
      "W143");
}

// S's draw is the wall's 66th tile, so any other is refused (W115). Draws and most discards are
// checked before they change anything, with no copy to go back to (WenzhouHand::apply): a
// rejected one must change nothing.
TEST(Codes, ADrawOtherThanTheWallsNextChangesNothing) {
  using namespace paipu::wenzhou;
  WenzhouHand h(Rules{}, DealerState{0, 1}, std::vector<long long>(4, 0));
  for (const Event& e : h.sample_deal(5)) ASSERT_TRUE(h.apply(e).ok());
  // E discards any tile it may.
  const Event discard = first_discard(h);
  ASSERT_TRUE(h.apply(discard).ok());
  const Kind next = h.round().next_wall_tile(false);
  std::string before = state_of(h);
  Event draw = seat_event(1, kDraw, {static_cast<PieceId>((next + 1) % 34)});
  ASSERT_EQ(h.apply(draw).problems.front().code, "W115");
  EXPECT_EQ(state_of(h), before);
  EXPECT_EQ(h.apply(seat_event(2, kDraw, {next})).problems.front().code, "W117");
  EXPECT_EQ(state_of(h), before);
  draw.pieces = {next};
  ASSERT_TRUE(h.apply(draw).ok());
  // S's hand is known: a tile it does not hold, a tsumogiri of another tile than the drawn, a
  // discard out of turn.
  before = state_of(h);
  Kind missing = 0;
  while (h.round().seat(1).hand.known()[missing] > 0) ++missing;
  ASSERT_FALSE(h.apply(seat_event(1, kDiscard, {missing})).ok());  // W122, or the honour order
  EXPECT_EQ(state_of(h), before);
  ASSERT_EQ(h.apply(seat_event(1, kTsumogiri, {missing})).problems.front().code, "W121");
  EXPECT_EQ(state_of(h), before);
  ASSERT_EQ(h.apply(seat_event(2, kDiscard, {next})).problems.front().code, "W118");
  EXPECT_EQ(state_of(h), before);
}

}  // namespace
