// Short 三打哈 hands played under the rule options (AMB-nn in docs/variants/sandaha.md): forced
// bids, 抠底, redeals, surrenders, early stops, throws and their challenges, penalties.
#include <gtest/gtest.h>

#include <array>
#include <string>
#include <utility>
#include <vector>

#include "round_support.hpp"

namespace {

using namespace sdhround;

// E's deal is not written, so at the first call nobody knows it holds both jokers. With the
// obligation lowered to 2 permanent trumps (3-card hands), its opening bid of 80 broke it; the
// hand's last play shows every card E held, and the call is reported at its step (3: after the
// three deals).
TEST(Round, AForcedBidIsProvenWhenTheUnwrittenDealIsPlayedOut) {
  Rules rules;
  rules.auction.forced_trumps = 2;
  Hand h(1, rules, E);
  EXPECT_TRUE(ok(h.round.deal(S, cards("HQ H10 DA"))));
  EXPECT_TRUE(ok(h.round.deal(W, cards("H9 H8 CK"))));
  EXPECT_TRUE(ok(h.round.deal(N, cards("H6 H5 SK"))));
  for (auto [s, bid] : {std::pair{E, std::optional<int>(80)},
                        {S, std::nullopt},
                        {W, 75},
                        {N, std::nullopt},
                        {E, std::nullopt}})
    EXPECT_TRUE(ok(h.round.call(s, bid)));
  EXPECT_TRUE(ok(h.round.take(W, cards("D5"))));
  EXPECT_TRUE(ok(h.round.bury(W, cards("D5"))));
  EXPECT_TRUE(ok(h.round.name_trump(W, Suit::spades)));
  play_cleanly(h, {{W, "H9"},
                   {N, "H6"},
                   {E, "HA"},
                   {S, "H10"},
                   {E, "BJ"},
                   {S, "DA"},
                   {W, "H8"},
                   {N, "SK"},
                   {E, "LJ"},
                   {S, "HQ"},
                   {W, "CK"}});
  const auto late = h.play(N, "H5");
  ASSERT_EQ(codes(late), "S110");
  EXPECT_EQ(late.front().step, 3);
  EXPECT_EQ(late.front().message,
            "E: holds 2 or more permanent trumps, so must bid 75 or less; got 80 (its deal: the "
            "cards it played)");
  EXPECT_EQ(h.round.phase(), Phase::play);  // nothing applied
}

}  // namespace

namespace {

// W declares at 80 and leads ♣K, then the pair ♥9 ♥9; E, out of hearts, wins it with the trump
// pair ♠5 ♠5: 抠底 of a kitty of 15 points without trumps, multiplied as the option says.
RoundResult koudi_with_a_pair(Rules::KouDi koudi, bool beats_kitty = true,
                              const char* kitty = "D5 C10") {
  Rules rules;
  rules.koudi = koudi;
  rules.koudi_beats_kitty = beats_kitty;
  Hand h(2, rules, W);
  EXPECT_TRUE(ok(h.round.deal(E, cards("C6 S5 S5"))));
  EXPECT_TRUE(ok(h.round.deal(S, cards("C5 D6 D6"))));
  EXPECT_TRUE(ok(h.round.deal(W, cards("CK H9 H9"))));
  EXPECT_TRUE(ok(h.round.deal(N, cards("C8 H8 H6"))));
  EXPECT_TRUE(ok(h.round.call(W, 80)));
  for (int s : {N, E, S}) EXPECT_TRUE(ok(h.round.call(s, std::nullopt)));
  EXPECT_TRUE(ok(h.round.take(W, cards(kitty))));
  EXPECT_TRUE(ok(h.round.bury(W, cards(kitty))));
  EXPECT_TRUE(ok(h.round.name_trump(W, Suit::spades)));
  play_cleanly(h, {{W, "CK"},
                   {N, "C8"},
                   {E, "C6"},
                   {S, "C5"},
                   {W, "H9 H9"},
                   {N, "H8 H6"},
                   {E, "S5 S5"},
                   {S, "D6 D6"}});
  EXPECT_EQ(h.round.phase(), Phase::over);
  return h.round.result();
}

TEST(Round, TheKouDiOptionMultipliesTheKitty) {
  EXPECT_TRUE(koudi_with_a_pair(Rules::KouDi::once).kitty_taken);
  // E's tricks: ♠5 ♠5, 10 points; the kitty's ♦5 ♣10, 15.
  EXPECT_EQ(koudi_with_a_pair(Rules::KouDi::once).defenders_points, 10 + 15);
  const RoundResult cards = koudi_with_a_pair(Rules::KouDi::cards);
  EXPECT_EQ(cards.kitty_multiplier, 2);
  EXPECT_EQ(cards.defenders_points, 10 + 30);
  EXPECT_EQ(koudi_with_a_pair(Rules::KouDi::pair).defenders_points, 10 + 30);
  EXPECT_EQ(koudi_with_a_pair(Rules::KouDi::tractor).defenders_points, 10 + 15);  // no tractor
  const RoundResult power = koudi_with_a_pair(Rules::KouDi::power);  // a pair: 2 to the 2
  EXPECT_EQ(power.kitty_multiplier, 4);
  EXPECT_EQ(power.defenders_points, 10 + 60);
}

// all_pass = redeal: the hand ends after the auction, without a score, and the same seat bids
// first in the next hand.
TEST(Round, EveryPassRedealsWithTheOption) {
  Rules rules;
  rules.auction.all_pass = AuctionRules::AllPass::redeal;
  Hand h(2, rules, N);
  for (int s : {N, E, S, W}) EXPECT_TRUE(ok(h.round.call(s, std::nullopt)));
  ASSERT_EQ(h.round.phase(), Phase::over);
  EXPECT_EQ(h.round.to_move(), -1);
  EXPECT_TRUE(h.round.result().redealt);
  EXPECT_EQ(h.round.result().deltas, (std::vector<long long>{0, 0, 0, 0}));
  EXPECT_EQ(next_first_bidder(h.round.result(), 4), N);
  EXPECT_EQ(codes(h.round.call(N, 80)), "S110");
  EXPECT_EQ(codes(h.round.take(N, cards("D5 C10"))), "S111");
}

// surrender = xt: the declarer may give up during play too, at 大倒.
TEST(Round, AnXtSurrenderDuringPlayIsDaDao) {
  EXPECT_EQ(codes([] {
              Hand h = dealt_and_declared();
              EXPECT_TRUE(ok(h.play(W, "H9 H9")));
              return h.round.surrender(W);
            }()),
            "S116");
  Rules rules;
  rules.scoring.surrender = ScoringRules::Surrender::xt;
  Hand h = dealt_and_declared(rules);
  EXPECT_TRUE(ok(h.play(W, "H9 H9")));
  EXPECT_EQ(codes(h.round.surrender(N)), "S116");  // only the declarer
  EXPECT_TRUE(ok(h.round.surrender(W)));
  EXPECT_EQ(h.round.phase(), Phase::over);
  EXPECT_EQ(h.round.result().score.grade, Grade::da_dao);
  EXPECT_EQ(h.round.result().deltas, (std::vector<long long>{2, 2, -6, 2}));
}

}  // namespace

namespace {

// Hands of 5: W declares at 5 and leads the tractor ♥6 ♥6 ♥5 ♥5; N's ♥K ♥K ♥Q ♥Q wins it with 90
// points, the bid + 70 and more.
Round big_first_trick(bool early_stop, std::vector<std::string>& notes) {
  Rules rules;
  rules.early_stop = early_stop;
  Round r(Layout{4, 5, 1, Deck::full}, rules, W);
  EXPECT_TRUE(ok(r.deal(E, cards("H10 H10 H9 H9 C6"))));
  EXPECT_TRUE(ok(r.deal(S, cards("DK DK D10 D10 C8"))));
  EXPECT_TRUE(ok(r.deal(W, cards("H6 H6 H5 H5 CA"))));
  EXPECT_TRUE(ok(r.deal(N, cards("HK HK HQ HQ C5"))));
  EXPECT_TRUE(ok(r.call(W, 5)));  // nobody can bid lower
  EXPECT_TRUE(ok(r.take(W, cards("D5"))));
  EXPECT_TRUE(ok(r.bury(W, cards("D5"))));
  EXPECT_TRUE(ok(r.name_trump(W, Suit::spades)));
  int step = 0;
  for (auto [s, c] : {std::pair{W, "H6 H6 H5 H5"},
                      {N, "HK HK HQ HQ"},
                      {E, "H10 H10 H9 H9"},
                      {S, "DK DK D10 D10"}})
    EXPECT_EQ(codes(r.play(s, cards(c), ++step, notes)), "") << c;
  return r;
}

// early_stop = yes (XT, AMB-25): the hand ends at 大倒 as the defenders reach the bid + 70.
TEST(Round, TheEarlyStopOptionEndsTheHandAtDaDao) {
  std::vector<std::string> notes;
  Round played_on = big_first_trick(false, notes);
  EXPECT_EQ(played_on.phase(), Phase::play);
  Round stopped = big_first_trick(true, notes);
  ASSERT_EQ(stopped.phase(), Phase::over);
  EXPECT_EQ(notes.back(), "the defenders reach the bid + 70: 大倒, and the hand ends here");
  EXPECT_EQ(stopped.result().defenders_points, 90);
  EXPECT_EQ(stopped.result().score.grade, Grade::da_dao);
  EXPECT_FALSE(stopped.result().kitty_taken);
  EXPECT_EQ(stopped.result().deltas, (std::vector<long long>{2, 2, -6, 2}));
  EXPECT_EQ(codes(stopped.play(N, cards("C5"), 5, notes)), "S109");
}

}  // namespace

namespace {

// throws (AMB-19): W, the declarer, throws ♠A ♠9 ♠9 in trumps.
TEST(Round, TheThrowsOptionLimitsWhoThrowsAndInWhat) {
  const std::array<const char*, 4> deals = {"DA DK DQ", "CA CK CQ", "SA S9 S9", "H10 H10 C5"};
  Rules side_suits;
  side_suits.throws = Rules::Throws::side_suits;
  Hand h = declared(W, 80, deals, "D5", side_suits);
  EXPECT_EQ(codes(h.play(W, "SA S9 S9")), "S118");
  EXPECT_TRUE(ok(h.play(W, "S9 S9")));  // one unit is no throw
  Rules declarer_only;
  declarer_only.throws = Rules::Throws::declarer;
  Hand d = declared(W, 80, deals, "D5", declarer_only);
  EXPECT_FALSE(d.round.may_throw(N, kTrumpGroup, 3));
  EXPECT_FALSE(d.round.may_throw(E, 0, 2));
  EXPECT_TRUE(ok(d.play(W, "SA S9 S9")));
  EXPECT_TRUE(ok(declared(W, 80, deals, "D5").play(W, "SA S9 S9")));  // any, by default
  Rules three;
  three.throws = Rules::Throws::three_cards;
  Hand t = declared(W, 80, deals, "D5", three);
  EXPECT_TRUE(t.round.may_throw(E, 0, 3));
  EXPECT_FALSE(t.round.may_throw(W, kTrumpGroup, 4));
  EXPECT_TRUE(ok(t.play(W, "SA S9 S9")));
}

}  // namespace

namespace {

// relead (AMB-17): N's ♥K beats both singles of W's throw ♥Q ♥9.
TEST(Round, TheReleadOptionAsksForTheLowestBeatenUnit) {
  const std::array<const char*, 4> deals = {"DA DK DQ", "CA CK CQ", "HQ H9 C8", "HK C5 C6"};
  for (const bool lowest : {false, true}) {
    Rules rules;
    rules.relead = lowest ? Rules::Relead::lowest : Rules::Relead::demanded;
    Hand h = declared(W, 80, deals, "D5", rules);
    EXPECT_TRUE(ok(h.play(W, "HQ H9")));
    EXPECT_TRUE(ok(h.challenge(N, "HK")));
    EXPECT_EQ(codes(h.play(W, "HQ")), lowest ? "S114" : "") << lowest;
    if (lowest) {
      EXPECT_TRUE(ok(h.play(W, "H9")));
    }
  }
}

}  // namespace

namespace {

// relead = smallest (SB): N challenges W's throw ♥A ♥9 ♥9 with the pair ♥10 ♥10, and W leads
// the throw's smallest unit, the single ♥A, not the pair the challenge beat.
TEST(Round, TheSmallestReleadIsTheThrowsSmallestUnit) {
  Rules rules;
  rules.relead = Rules::Relead::smallest;
  Hand h = throw_ready(rules);
  EXPECT_TRUE(ok(h.challenge(N, "H10 H10")));
  EXPECT_EQ(codes(h.play(W, "H9 H9")), "S114");
  EXPECT_TRUE(ok(h.play(W, "HA")));
}

// throw_winner (AMB-21): W throws ♥Q ♥J ♥J; N and E, out of hearts, both beat it in trumps, N
// first. Which of them wins the trick, by option: {top_class, highest, all}.
TEST(Round, TheThrowWinnerOptionDecidesBetweenBeatingPlays) {
  using paipu::trick::ThrowWinner;
  struct Case {
    const char* north;
    const char* east;
    std::array<int, 3> winner;
  };
  const Case cases[] = {
      // E's pair is higher, N's single: the pair decides, or the ♠A, or N's lower pair keeps it.
      {"SA S6 S6", "SK S9 S9", {E, N, N}},
      {"SK S9 S9", "SA S6 S6", {N, E, N}},
      {"SK S6 S6", "SA S9 S9", {E, E, E}},  // both of E's units higher
  };
  for (const Case& c : cases) {
    const std::array<const char*, 4> deals = {c.east, "C5 C6 C8", "HQ HJ HJ", c.north};
    int i = 0;
    for (const auto by :
         {ThrowWinner::top_class, ThrowWinner::highest_card, ThrowWinner::all_units}) {
      Rules rules;
      rules.throw_winner = by;
      Hand h = declared(W, 80, deals, "D5", rules);
      for (auto [s, cards] : {std::pair{W, "HQ HJ HJ"}, {N, c.north}, {E, c.east}, {S, "C5 C6 C8"}})
        EXPECT_EQ(codes(h.play(s, cards)), "") << cards;
      ASSERT_EQ(h.round.phase(), Phase::over);
      EXPECT_EQ(h.round.table().history().back().winner(), c.winner[static_cast<std::size_t>(i)])
          << c.north << " / " << c.east << " by option " << i;
      ++i;
    }
  }
}

// After N's challenge of W's throw ♥A ♥9 ♥9 (throw_ready), the hand's plays but W's last card:
// W re-leads ♥9 ♥9 and N takes the trick, then N leads ♣5 and S wins with ♣Q.
void play_after_challenge(Hand& h) {
  play_cleanly(
      h,
      {{W, "H9 H9"}, {N, "H10 H10"}, {E, "DA DK"}, {S, "CA CK"}, {N, "C5"}, {E, "DQ"}, {S, "CQ"}});
}

// W, the declarer, throws ♥A ♥9 ♥9 and N challenges it; N then takes 40 points and S 5 (see
// below). throw_penalty = 10 (AMB-18) gives the defenders 10 more for the declarer's failed throw.
RoundResult declarers_failed_throw(int penalty) {
  Rules rules;
  rules.throw_penalty = penalty;
  Hand h = throw_ready(rules);
  EXPECT_TRUE(ok(h.challenge(N, "H10 H10")));
  play_after_challenge(h);  // N takes 20 + 10 + 10, S 5
  EXPECT_EQ(codes(h.play(W, "HA")), "");
  EXPECT_EQ(h.round.phase(), Phase::over);
  return h.round.result();
}

// W throws ♥A ♥9 ♥9; N, whose deal the record leaves out, challenges it. The record's challenge
// is ♥10 ♥10, or a slip ♥J ♥J: N never plays a ♥J after, though a shown card stays in the hand
// until it is played, so N never held it. Found by an independent 三打哈 model.
TEST(Round, ACardShownInAChallengeIsPlayedLaterEvenWhenTheDealIsLeftOut) {
  for (const char* shown : {"H10 H10", "HJ HJ"}) {
    Hand h = declared(W, 80, {"DA DK DQ", "CA CK CQ", "HA H9 H9", "* * *"}, "D5");
    EXPECT_TRUE(ok(h.play(W, "HA H9 H9")));
    EXPECT_TRUE(ok(h.challenge(N, shown))) << shown;
    const int challenge_step = h.step;
    play_after_challenge(h);
    const auto last = h.play(W, "HA");
    if (std::string(shown) == "H10 H10") {
      EXPECT_EQ(codes(last), "");
      continue;
    }
    ASSERT_EQ(codes(last), "S102");
    EXPECT_EQ(last.front().step, challenge_step);
    EXPECT_NE(last.front().message.find("N shows ♥J in a challenge but never plays it after"),
              std::string::npos)
        << last.front().message;
  }
}

// W, the declarer, buries its one card as `*` and throws ♥A ♥9 ♥9, which N challenges. W's last
// card is ♥A, and the bury the ♦5; a record that has W play the ♦5 last instead cannot be read as
// a bury of the ♥A, which W showed after burying. Found by an independent 三打哈 model.
TEST(Round, ACardShownInAThrowTakenBackIsNotInferredIntoTheBury) {
  for (const char* last_card : {"HA", "D5"}) {
    Hand h = declared(W, 80, {"DA DK DQ", "CA CK CQ", "HA H9 H9", "H10 H10 C5"}, "D5", {}, "*");
    EXPECT_TRUE(ok(h.play(W, "HA H9 H9")));
    const int throw_step = h.step;
    EXPECT_TRUE(ok(h.challenge(N, "H10 H10")));
    play_after_challenge(h);
    const auto last = h.play(W, last_card);
    if (std::string(last_card) == "HA") {
      EXPECT_EQ(codes(last), "");
      EXPECT_EQ(h.round.kitty(), cards("D5"));
      continue;
    }
    ASSERT_EQ(codes(last), "S102");
    EXPECT_EQ(last.front().step, throw_step);
    EXPECT_NE(last.front().message.find("nor can it be in the bury"), std::string::npos)
        << last.front().message;
  }
}

TEST(Round, TheThrowPenaltyOptionGivesTheDefendersTenForTheDeclarersFailedThrow) {
  const RoundResult none = declarers_failed_throw(0);
  EXPECT_EQ(none.defenders_points, 45);
  EXPECT_EQ(none.throw_penalty, 0);
  const RoundResult ten = declarers_failed_throw(10);
  EXPECT_EQ(ten.throw_penalty, 10);
  EXPECT_EQ(ten.defenders_points, 55);
  EXPECT_EQ(ten.score.grade, Grade::bao_zhuang);
}

// W declares and leads ♥8; N trumps it with ♠6 and takes S's ♦5. N throws ♣Q ♣J; E challenges
// with ♣A, and the defenders take nothing more: 5 points, or 0 after N's failed throw costs 10
// (never below 0).
RoundResult defenders_failed_throw(int penalty) {
  Rules rules;
  rules.throw_penalty = penalty;
  Hand h = declared(W, 80, {"CA C9 D6", "D5 D9 DJ", "HQ HJ H8", "S6 CQ CJ"}, "C5", rules);
  play_cleanly(h, {{W, "H8"}, {N, "S6"}, {E, "D6"}, {S, "D5"}, {N, "CQ CJ"}});
  EXPECT_TRUE(ok(h.challenge(E, "CA")));
  play_cleanly(
      h, {{N, "CJ"}, {E, "C9"}, {S, "D9"}, {W, "HJ"}, {N, "CQ"}, {E, "CA"}, {S, "DJ"}, {W, "HQ"}});
  EXPECT_EQ(h.round.phase(), Phase::over);
  return h.round.result();
}

TEST(Round, TheThrowPenaltyOptionTakesTenFromTheDefendersForTheirFailedThrow) {
  const RoundResult none = defenders_failed_throw(0);
  EXPECT_EQ(none.defenders_points, 5);
  EXPECT_EQ(none.score.grade, Grade::xiao_guang);
  const RoundResult ten = defenders_failed_throw(10);
  EXPECT_EQ(ten.throw_penalty, -10);
  EXPECT_EQ(ten.defenders_points, 0);
  EXPECT_EQ(ten.score.grade, Grade::da_guang);
  EXPECT_EQ(ten.deltas, (std::vector<long long>{-3, -3, 9, -3}));
}

// all_pass = penalty (XT, AMB-6): every seat passes; the seat dealt the most permanent trumps
// (7s, 2s, jokers) pays each other seat 2, the first of them from the first bidder on a tie.
RoundResult all_passed(const std::array<const char*, 4>& deals, int first) {
  Rules rules;
  rules.auction.all_pass = AuctionRules::AllPass::penalty;
  Hand h(2, rules, first);
  for (int s = 0; s < 4; ++s) {
    if (deals[static_cast<std::size_t>(s)] != nullptr) {
      EXPECT_TRUE(ok(h.round.deal(s, cards(deals[static_cast<std::size_t>(s)]))));
    }
  }
  for (int k = 0; k < 4; ++k) EXPECT_TRUE(ok(h.round.call((first + k) % 4, std::nullopt)));
  EXPECT_EQ(h.round.phase(), Phase::over);
  return h.round.result();
}

TEST(Round, TheAllPassPenaltyIsPaidByTheSeatWithTheMostPermanentTrumps) {
  const RoundResult e = all_passed({"S7 H7 D2", "S2 C5 C6", "HA HK HQ", "H7 C2 D9"}, N);
  EXPECT_TRUE(e.redealt);
  EXPECT_EQ(e.all_pass_payer, E);
  EXPECT_EQ(e.deltas, (std::vector<long long>{-6, 2, 2, 2}));
  EXPECT_EQ(next_first_bidder(e, 4), N);
  // S and W hold two each; from N, S comes first.
  const RoundResult tie = all_passed({"S7 H9 D9", "S2 C2 C6", "H7 D7 HQ", "C9 C8 D8"}, N);
  EXPECT_EQ(tie.all_pass_payer, S);
  EXPECT_EQ(tie.deltas, (std::vector<long long>{2, -6, 2, 2}));
  // A deal left out: who pays is unknown.
  const RoundResult unknown = all_passed({"S7 H7 D2", nullptr, "HA HK HQ", "H7 C2 D9"}, N);
  EXPECT_EQ(unknown.all_pass_payer, -1);
  EXPECT_FALSE(unknown.unsettled.empty());
}

// koudi_trumps (AMB-22): the kitty holds ♠K, above E's winning pair ♠5 ♠5.
TEST(Round, TheKouDiTrumpsOptionDropsTheComparisonWithTheKitty) {
  EXPECT_FALSE(koudi_with_a_pair(Rules::KouDi::once, true, "D5 SK").kitty_taken);
  const RoundResult any = koudi_with_a_pair(Rules::KouDi::once, false, "D5 SK");
  EXPECT_TRUE(any.kitty_taken);
  EXPECT_EQ(any.defenders_points, 10 + 15);
}

}  // namespace
