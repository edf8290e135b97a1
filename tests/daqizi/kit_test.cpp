// What this plugin added to the trick kit (kits/trick/include/paipu/trick.hpp), in the general form
// 打天九 and 三打哈 can use as well. Toy data only: the kit knows no variant.
#include <gtest/gtest.h>

#include "paipu/trick.hpp"

using namespace paipu;
using namespace paipu::trick;

TEST(TrickKit, FreeRepeatsDelayTheClimb) {
  DealerRule rule{1, 2, false, 1};
  Dealer d;
  d.seat = 0;
  std::vector<int> seen;
  for (int i = 0; i < 5; ++i) {
    seen.push_back(d.multiplier(rule));
    d.advance(0, rule);
  }
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 2, 3, 4}));
  // The default (0) is the climb 打天九 uses: 1, 2, 3, 4.
  Dealer e;
  e.seat = 0;
  const DealerRule plain{1, 2, false};
  seen.clear();
  for (int i = 0; i < 4; ++i) {
    seen.push_back(e.multiplier(plain));
    e.advance(0, plain);
  }
  EXPECT_EQ(seen, (std::vector<int>{1, 2, 3, 4}));
}

TEST(TrickKit, SeatFromTag) {
  EXPECT_EQ(seat_from_tag("E", 4), 0);
  EXPECT_EQ(seat_from_tag("N", 4), 3);
  EXPECT_EQ(seat_from_tag("南", 4), 1);
  EXPECT_EQ(seat_from_tag("N", 3), -1);
  EXPECT_EQ(seat_from_tag("e", 4), -1);
}

TEST(TrickKit, DealerTag) {
  const DealerRule rule{1, 2, false};
  const DealerTagCodes codes{"X114", "X120", "X121"};
  std::vector<Problem> p;
  Dealer d;
  d.seat = 0;
  take_dealer_tag({{"Dealer", "W"}}, true, 4, rule, kDealerLeadsWinnerDeals, codes, d, p);
  EXPECT_TRUE(p.empty());
  EXPECT_EQ(d.seat, 2);
  EXPECT_TRUE(d.first);
  // After W won: a tag naming W says nothing; one naming S warns and makes S a new dealer.
  d.advance(2, rule);
  take_dealer_tag({{"Dealer", "W"}}, false, 4, rule, kDealerLeadsWinnerDeals, codes, d, p);
  EXPECT_TRUE(p.empty());
  take_dealer_tag({{"Dealer", "S"}}, false, 4, rule, kDealerLeadsWinnerDeals, codes, d, p);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].code, "X120");
  EXPECT_EQ(d.seat, 1);
  EXPECT_EQ(d.multiplier(rule), 2);
  p.clear();
  take_dealer_tag({{"Dealer", "?"}}, false, 4, rule, kDealerLeadsWinnerDeals, codes, d, p);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].code, "X114");
  EXPECT_EQ(p[0].severity, Severity::error);
  // Lost track: no tag warns and leaves the dealer unknown; the same seat's tag means it won.
  p.clear();
  d.lose_track();
  take_dealer_tag({}, false, 4, rule, kDealerLeadsWinnerDeals, codes, d, p);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].code, "X121");
  EXPECT_EQ(d.seat, -1);
  take_dealer_tag({{"Dealer", "S"}}, false, 4, rule, kDealerLeadsWinnerDeals, codes, d, p);
  EXPECT_EQ(d.seat, 1);
  EXPECT_EQ(d.multiplier(rule), 3);
}

TEST(TrickKit, RuleOptions) {
  const std::vector<RuleOption> opts = {
      {"colour", "red", {"red", "black"}, ""},
      {"ties", "off", {"off", "on"}, ""},
      {"points", "4", {"4", "2"}, ""},
      {"limit", "10", {}, ""},
  };
  const RuleValues defaults = option_defaults(opts);
  EXPECT_EQ(defaults.size(), 4u);
  EXPECT_EQ(defaults.at("points"), "4");
  const RuleValues v = {{"colour", "black"}, {"ties", "on"}, {"points", "7"}, {"limit", "+25"}};
  EXPECT_EQ(option_index(opts, v, "colour"), 1);
  EXPECT_EQ(option_index(opts, {}, "colour"), 0);
  EXPECT_TRUE(option_on(opts, v, "ties"));
  EXPECT_FALSE(option_on(opts, defaults, "ties"));
  EXPECT_EQ(option_int(opts, v, "points"), 4);  // 7 is not a choice: the default
  EXPECT_EQ(option_int(opts, v, "limit"), 25);  // no choices: any integer
  EXPECT_EQ(option_value(opts, v, "nothing"), "");
}

TEST(TrickKit, ItemisedPayment) {
  Payment p = payment(2, 0, "to the winner", "base", 3, 7);
  multiply(p, "親倍数", 2);
  EXPECT_EQ(p.amount, 6);
  EXPECT_EQ(items_text(p.items), "base 3 × 親倍数 ×2");
  EXPECT_EQ(p.step, 7);
  EXPECT_TRUE(with_dealer(2, 0, 0));
  EXPECT_FALSE(with_dealer(2, 1, 0));
  EXPECT_FALSE(with_dealer(2, 1, -1));
}

TEST(TrickKit, SubMultisets) {
  const std::vector<PieceId> hand = {0, 0, 1, 2};
  EXPECT_EQ(sub_multisets(hand, 2),
            (std::vector<std::vector<PieceId>>{{0, 0}, {0, 1}, {0, 2}, {1, 2}}));
  EXPECT_EQ(sub_multisets(hand, 0), (std::vector<std::vector<PieceId>>{{}}));
  EXPECT_TRUE(sub_multisets(hand, 5).empty());
}

TEST(TrickKit, ShuffledDeal) {
  const std::vector<int> copies = {2, 1, 3};  // 6 pieces
  const auto a = shuffled_deal(copies, 2, 2, 9);
  ASSERT_EQ(a.size(), 3u);  // two hands and the rest
  EXPECT_EQ(a[0].size(), 2u);
  EXPECT_EQ(a[1].size(), 2u);
  EXPECT_EQ(a[2].size(), 2u);
  EXPECT_EQ(a, shuffled_deal(copies, 2, 2, 9));
  std::vector<int> count(3, 0);
  for (const auto& h : a) {
    EXPECT_TRUE(std::is_sorted(h.begin(), h.end()));
    for (PieceId p : h) ++count[p];
  }
  EXPECT_EQ(count, copies);
  EXPECT_TRUE(shuffled_deal(copies, 3, 2, 9).back().empty());
}

TEST(TrickKit, MiddleZoneWhenTheWinnerKeepsOnlyItsPlay) {
  std::vector<PieceInfo> info(2);
  for (PieceId i = 0; i < 2; ++i) {
    info[i].id = i;
    info[i].name = i == 0 ? "A" : "B";
    info[i].face = info[i].name;
  }
  Hands h(2, 1, {1, 1});
  ASSERT_TRUE(h.deal(0, {0}).ok());
  ASSERT_TRUE(h.deal(1, {1}).ok());
  Table t(2);
  t.set_leader(0);
  h.remove(0, {0});
  t.lead(0, std::vector<PieceId>{0}, 0, 1, 0, true);
  h.remove(1, {1});
  t.follow(1, std::vector<PieceId>{1}, false, -1, 0, 1, false);
  t.close(1);
  ZoneText text;
  text.winner_takes_trick = false;
  // Until the next lead the trick is on the table, the middle empty.
  EXPECT_TRUE(table_zones(info, h, t, 0, text)[5].groups.empty());
  t.lead(0, std::vector<PieceId>{kUnknownPiece}, 0, 1, 2, true);
  const auto zones = table_zones(info, h, t, 0, text);
  ASSERT_EQ(zones.size(), 6u);  // 2 hands, the trick, 2 won piles, the middle
  EXPECT_EQ(zones[3].groups[0].pieces.size(), 1u);
  const Zone& middle = zones[5];
  EXPECT_EQ(middle.kind, ZoneKind::discards);
  EXPECT_EQ(middle.seat, -1);
  EXPECT_EQ(middle.label, "middle");
  ASSERT_EQ(middle.groups.size(), 1u);
  EXPECT_EQ(middle.groups[0].seat, 1);
  EXPECT_EQ(middle.groups[0].trick, 1);
  ASSERT_EQ(middle.groups[0].pieces.size(), 1u);
  EXPECT_TRUE(middle.groups[0].pieces[0].face_down);
  EXPECT_TRUE(middle.groups[0].pieces[0].hidden);  // seat 1's pad, seen from seat 0
  EXPECT_FALSE(table_zones(info, h, t, 1, text)[5].groups[0].pieces[0].hidden);
  // The default keeps 打天九's stacks: no middle zone.
  EXPECT_EQ(table_zones(info, h, t, 0).size(), 5u);
}

namespace {

std::string toy_names(const std::vector<PieceId>& ps) {
  std::string s;
  for (PieceId p : ps) s += p == kUnknownPiece ? '*' : static_cast<char>('A' + p);
  return s;
}

const Wording kToy{"toy", "card", "cards", toy_names, {2, 1, 1}, 2, true};
const Codes kToyCodes{"X1", "X2", "X3", "X7", "X8", "X13"};

}  // namespace

TEST(TrickKit, SharedProblems) {
  Hands h(2, 2, {2, 1, 1});
  EXPECT_FALSE(deal_into(h, 0, {0, 1}, false, false, kToy, kToyCodes));
  auto p = deal_into(h, 1, {1}, false, false, kToy, kToyCodes);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->code, "X7");
  EXPECT_EQ(p->piece, 0);
  EXPECT_EQ(p->message,
            "S is dealt B, but the set has only 1 and the record has placed it already");
  EXPECT_EQ(deal_into(h, 0, {}, false, true, kToy, kToyCodes)->code, "X8");
  EXPECT_EQ(deal_into(h, 1, {0, 0, 0}, false, false, kToy, kToyCodes)->message,
            "S is dealt 3 cards, but a hand holds 2");
  p = removal_problem(h, 0, {2}, kToy, kToyCodes);
  ASSERT_TRUE(p);
  EXPECT_EQ(p->code, "X2");
  EXPECT_EQ(p->message, "E plays C but has no C in hand (it holds AB)");
  EXPECT_EQ(removal_problem(h, 1, {0, 0, 0}, kToy, kToyCodes)->message,
            "S plays 3 cards but has only 2 cards left");
  EXPECT_FALSE(removal_problem(h, 1, {0, 2}, kToy, kToyCodes));

  Table t(2);
  t.set_leader(0);
  EXPECT_EQ(turn_problem(t, 1, kToyCodes, kDealerLeadsWinnerDeals, 0)->message,
            "S leads, but the dealer E leads trick 1");
  t.lead(0, std::vector<PieceId>{0}, 0, 1, 0, false);
  EXPECT_FALSE(turn_problem(t, 1, kToyCodes, kDealerLeadsWinnerDeals, 0));
  EXPECT_EQ(
      follow_count_problem(t, 1, 2, kToy, kToyCodes)->message,
      "S plays 2 cards but trick 1 was led with 1 card; follow with exactly 1 card, face up or "
      "face down");
  t.follow(1, std::vector<PieceId>{2}, true, 0, 2, 1, true);
  t.close(1);
  EXPECT_EQ(turn_problem(t, 0, kToyCodes, kDealerLeadsWinnerDeals, 0)->message,
            "E leads trick 2, but S won trick 1 and leads");
}

// The moves the kit visits, collected.
std::vector<Move> lead_moves(const Hands& h, int seat, int width, const PiecesVisitor& valid) {
  std::vector<Move> out;
  visit_lead_moves(h, seat, width, valid, [&](const Move& m) {
    out.push_back(m);
    return true;
  });
  return out;
}
std::vector<Move> follow_moves(const Hands& h, int seat, int width, bool pads,
                               const PiecesVisitor& face_up_ok) {
  std::vector<Move> out;
  visit_follow_moves(h, seat, width, pads, face_up_ok, [&](const Move& m) {
    out.push_back(m);
    return true;
  });
  return out;
}

TEST(TrickKit, LeadAndFollowMoves) {
  Hands h(2, 3, {2, 1, 1});
  ASSERT_TRUE(h.deal(0, {0, 0, 1}).ok());
  const auto leads = lead_moves(h, 0, 2, [](const std::vector<PieceId>& m) {
    return m.size() == 1 || m[0] == m[1];  // singles and pairs
  });
  ASSERT_EQ(leads.size(), 3u);  // A, B, AA
  EXPECT_EQ(leads[2].pieces, (std::vector<PieceId>{0, 0}));
  // Seat 1 holds three unknown cards: no named follow, one blind pad.
  const auto blind = follow_moves(h, 1, 1, true, [](const auto&) { return true; });
  ASSERT_EQ(blind.size(), 1u);
  EXPECT_FALSE(blind[0].face_up);
  EXPECT_EQ(blind[0].pieces, (std::vector<PieceId>{kUnknownPiece}));
  const auto mine =
      follow_moves(h, 0, 1, true, [](const std::vector<PieceId>& m) { return m[0] == 1; });
  ASSERT_EQ(mine.size(), 3u);  // A down, B up, B down
  EXPECT_TRUE(mine[1].face_up);
  EXPECT_EQ(follow_moves(h, 0, 1, false, [](const auto&) { return false; }).size(), 0u);
}
