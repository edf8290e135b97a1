// The kit's Conventions: a game with Whist's (the seat after the dealer leads, the deal rotates,
// no multiplier) gets messages, notes and figures that name no other convention; the toy with
// 打天九's (the dealer leads, the winner deals, a multiplier) keeps its words.
#include <gtest/gtest.h>

#include "toy_game.hpp"

namespace paipu {
namespace {

Event play(int seat, int card) {
  Event e;
  e.seat = seat;
  e.verb = toy::kPlay;
  e.pieces = {static_cast<PieceId>(card - 1)};
  return e;
}

// Every word a hand and its match wrote for a user: problems, notes, payments' reasons and
// items, seat figures.
struct Written {
  std::string text;
  void add(const std::vector<Problem>& ps) {
    for (const Problem& p : ps) text += p.message + "\n";
  }
  void add(const Outcome& o) {
    add(o.problems);
    for (const std::string& n : o.notes) text += n + "\n";
  }
  void add(const Settlement& s) {
    for (const std::string& n : s.notes) text += n + "\n";
    for (const Payment& p : s.payments) text += p.reason + ": " + items_text(p.items) + "\n";
  }
  void add(const Scene& sc) {
    for (const SeatInfo& si : sc.seats)
      for (const Figure& f : si.figures) text += f.label + " " + f.value + "\n";
    for (const std::string& line : sc.info) text += line + "\n";
  }
};

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// Four seats, three cards each (1–6 twice), every follower playing higher than the lead. Dealer
// E; S leads. E wins tricks 1 and 3 and so the hand.
const std::vector<Event> kHandDealtByE = {play(1, 1), play(2, 2), play(3, 3), play(0, 4),
                                          play(0, 1), play(1, 2), play(2, 3), play(3, 4),
                                          play(3, 5), play(0, 6), play(1, 6), play(2, 5)};

TEST(Conventions, WhistLikeNamesOnlyTheConventionsItChose) {
  auto match = toy::whist_like_variant()->new_match({}, 4);
  Written w;
  // The verbs' descriptions, built by the kit from the toy's VerbWords.
  for (const VerbSpec& v : toy::toy_info().verbs) w.text += v.doc + "\n";
  std::vector<Problem> problems;
  auto hand = match->begin_hand({}, problems);
  w.add(problems);
  // E deals hand 1, and S, the seat after the dealer, leads: not the dealer.
  EXPECT_EQ(hand->to_move(), 1);
  const Outcome early = hand->apply(play(0, 1));
  ASSERT_FALSE(early.ok());
  EXPECT_EQ(early.problems.front().code, "X01");
  EXPECT_EQ(early.problems.front().message,
            "E leads, but S, the seat after the dealer E, leads trick 1");
  w.add(early);
  w.add(hand->scene(-1));
  for (const Event& e : kHandDealtByE) {
    const Outcome o = hand->apply(e);
    ASSERT_TRUE(o.ok()) << (o.problems.empty() ? "" : o.problems.front().message);
    w.add(o);
  }
  ASSERT_TRUE(hand->finished());
  w.add(hand->scene(-1));
  const Settlement s = match->finish_hand(*hand);
  w.add(s);
  // E won, but the deal passes to S; no multiplier anywhere, so none is named.
  ASSERT_FALSE(s.notes.empty());
  EXPECT_EQ(s.notes.back(), "next dealer: S");
  ASSERT_EQ(s.payments.size(), 3u);
  // 1 for the last trick + 1 for winning it with a 6, and no 倍 for the dealer.
  for (const Payment& p : s.payments) EXPECT_EQ(p.amount, 2);

  // A Dealer tag that disagrees is measured against the rotation, not against a winner.
  problems.clear();
  hand = match->begin_hand({{"Dealer", "W"}}, problems);
  w.add(problems);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].code, "X21");
  EXPECT_EQ(problems[0].message,
            "the Dealer tag says W, but the deal passes in turn to S; following the tag, W deals");
  EXPECT_EQ(hand->to_move(), 3);  // N, after the dealer W
  // A hand that breaks still passes the deal on: the next hand needs no tag and gets no warning.
  w.add(hand->apply(play(2, 1)));
  match->abandon_hand(*hand);
  problems.clear();
  hand = match->begin_hand({}, problems);
  EXPECT_TRUE(problems.empty()) << problems.front().message;
  EXPECT_EQ(hand->to_move(), 0);  // N deals, E leads
  w.add(hand->scene(-1));

  // Nothing names a convention the toy did not choose (a stake, a dealer who leads or deals again
  // by winning, a face-down follow, a follow that must beat), nor a word of 打天九's or 打棋子's,
  // which the kit's defaults once carried.
  for (const char* other :
       {"×", "multiplier", "won the previous hand", "the dealer E leads", "倍", "親", "親倍数",
        "streak", "連荘", "as a new dealer", "棟", "墊", "pad", "face down", "must beat"})
    EXPECT_FALSE(has(w.text, other)) << "'" << other << "' in:\n" << w.text;
}

// The same hand under the toy's own conventions: the dealer leads, the winner deals next with a
// climbing 倍, and the words say so.
TEST(Conventions, DealerLeadsAndWinnerDealsAreWordedSo) {
  auto match = toy::toy_variant()->new_match({}, 4);
  std::vector<Problem> problems;
  auto hand = match->begin_hand({}, problems);
  EXPECT_EQ(hand->to_move(), 0);
  const Outcome early = hand->apply(play(1, 1));
  ASSERT_FALSE(early.ok());
  EXPECT_EQ(early.problems.front().message, "S leads, but the dealer E leads trick 1");
  // The toy sets no ZoneText: the kit's neutral labels show, and the stake it chose is shown.
  const Scene sc = hand->scene(-1);
  ASSERT_EQ(sc.seats[0].figures.size(), 2u);
  EXPECT_EQ(sc.seats[0].figures[0].label, "won");
  EXPECT_EQ(sc.seats[0].figures[1].label, "dealer");
  EXPECT_EQ(sc.seats[0].figures[1].value, "×1");
}

// The shared checks name a face-down follow (a pad) only for a game that has one: without it, a
// `*` in a face-up play and a wrong follow count are worded with no pad in sight.
TEST(Conventions, SharedChecksNameAPadOnlyWhereTheGameHasOne) {
  trick::Wording w;
  w.piece = "card";
  w.pieces = "cards";
  const trick::Codes c{"X1", "X2", "X3", "X7", "X8", "X13"};
  auto star = trick::unnamed_face_up_problem(1, {kUnknownPiece}, w, c);
  ASSERT_TRUE(star);
  EXPECT_EQ(star->message, "S plays `*` face up; a face-up play names its cards");
  trick::Table t(4);
  t.set_leader(0);
  t.lead(0, std::vector<PieceId>{0}, 0, 1, 0, false);
  auto count = trick::follow_count_problem(t, 1, 2, w, c);
  ASSERT_TRUE(count);
  EXPECT_EQ(count->message,
            "S plays 2 cards but trick 1 was led with 1 card; follow with exactly 1 card");
  // A game with a pad says so.
  w.face_down_follows = true;
  EXPECT_EQ(trick::unnamed_face_up_problem(1, {kUnknownPiece}, w, c)->message,
            "S plays `*` face up; a face-up play names its cards, `*` is only for pad");
  EXPECT_EQ(trick::follow_count_problem(t, 1, 2, w, c)->message,
            "S plays 2 cards but trick 1 was led with 1 card; follow with exactly 1 card, face up "
            "or face down");
}

// A game that names its first leader itself (Hearts: the holder of ♣2, Big Two: ♦3): the kit
// expects nobody until the game says, blames no dealer, and infers no dealer from the lead.
TEST(Conventions, AGameThatNamesItsFirstLeaderIsToldNothingOfTheDealer) {
  constexpr trick::Conventions hearts{trick::FirstLead::by_game, trick::NextDeal::rotates,
                                      trick::Stake::none};
  const trick::Codes c{"X1", "X2", "X3", "X7", "X8", "X13"};
  EXPECT_EQ(hearts.first_leader(0, 4), -1);
  trick::Table t(4);
  t.set_leader(hearts.first_leader(0, 4));
  // Nobody named yet: any seat's lead is the game's to check.
  EXPECT_FALSE(trick::turn_problem(t, 2, c, hearts, 0));
  // The game names W (it holds ♣2): another seat's lead is refused, with no dealer in the reason.
  t.set_leader(2);
  const auto wrong = trick::turn_problem(t, 1, c, hearts, 0);
  ASSERT_TRUE(wrong);
  EXPECT_EQ(wrong->message, "S leads, but W leads trick 1");
  EXPECT_FALSE(has(wrong->message, "dealer"));
  // After trick 1 the winner leads, as in every trick game.
  t.lead(2, std::vector<PieceId>{0}, 0, 1, 0, false);
  EXPECT_EQ(trick::turn_problem(t, 0, c, hearts, 0)->message,
            "E plays, but it is N's turn in trick 1");
  // A first lead while the dealer is unknown names the leader and leaves the dealer unknown.
  trick::Dealer d;
  d.seat = -1;
  d.previous = 0;
  trick::Table fresh(4);
  trick::dealer_from_lead(d, trick::DealerRule{}, hearts, fresh, 3);
  EXPECT_EQ(d.seat, -1);
  EXPECT_EQ(fresh.to_move(), 3);
}

// A first lead while the dealer is unknown names the dealer that lead implies.
TEST(Conventions, ADealerTakenFromTheFirstLeadFollowsTheLeadConvention) {
  const trick::DealerRule rule{};
  trick::Dealer d;
  d.seat = -1;
  d.previous = 0;
  trick::Table table(4);
  trick::dealer_from_lead(d, rule, toy::kWhistLike, table, 2);
  EXPECT_EQ(d.seat, 1);
  EXPECT_EQ(table.to_move(), 2);
  EXPECT_EQ(trick::dealer_from_lead_note(d, rule, toy::kWhistLike, 2, 4),
            "the dealer is taken from the first lead: W leads, so S deals");
  trick::Dealer e;
  e.seat = -1;
  e.previous = 0;
  trick::dealer_from_lead(e, rule, trick::kDealerLeadsWinnerDeals, table, 0);
  // The kit's neutral DealerRule: ×1 for a new dealer, named "multiplier".
  EXPECT_EQ(trick::dealer_from_lead_note(e, rule, trick::kDealerLeadsWinnerDeals, 0, 4),
            "the dealer is taken from the first lead: E, multiplier ×1");
  const trick::DealerRule tianjiu_like{.first = 1, .fresh = 2, .label = "親倍数"};
  EXPECT_EQ(trick::dealer_from_lead_note(e, tianjiu_like, trick::kDealerLeadsWinnerDeals, 0, 4),
            "the dealer is taken from the first lead: E, 親倍数 ×2");
}

}  // namespace
}  // namespace paipu
