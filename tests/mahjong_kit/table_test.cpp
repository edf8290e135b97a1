// The table-side parts of the kit: the wall and its stop rule, claims, melds, holdings, the ledger
// and payment patterns. Expected values are worked out by hand in the comments.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "paipu/mahjong.hpp"

namespace {

using namespace paipu;
using namespace paipu::mahjong;

TEST(MahjongWall, SeatCountedFromTheRollerAsOne) {
  // 温州's example: the dealer (E = 0) rolls 8; counting E as 1: E S W N E S W N → N.
  EXPECT_EQ(seat_counted(0, 8, 4), 3);
  EXPECT_EQ(seat_counted(0, 7, 4), 2);  // E S W N E S W
  EXPECT_EQ(seat_counted(2, 5, 4), 2);  // 5 = 1 mod 4: the roller again
  EXPECT_EQ(seat_counted(1, 2, 4), 2);
}

TEST(MahjongWall, StopsWithSixteenLeft) {
  Wall w(136, 16);
  for (int i = 0; i < 65; ++i) EXPECT_EQ(w.draw(), i);
  EXPECT_EQ(w.left(), 71);
  int draws = 0;
  while (w.draw() >= 0) ++draws;
  EXPECT_EQ(draws, 71 - 16);
  EXPECT_EQ(w.left(), 16);
  EXPECT_TRUE(w.exhausted());
  EXPECT_EQ(w.replacement(), -1);
}

TEST(MahjongWall, StopsBeforeAnIndicatorBeyondTheLastSixteen) {
  // 温州 with the breaker's roll 9: the indicator lies 2·9 + 2 = 20 tiles from the end, at 116.
  Wall w(136, 16);
  w.set_indicator(116);
  int last = -1;
  for (int p = w.draw(); p >= 0; p = w.draw()) last = p;
  EXPECT_EQ(last, 115);
  EXPECT_EQ(w.left(), 20);
  // Roll 5: the indicator at 134 - 10 = 124 is among the last 16, so 16 left stops first.
  Wall v(136, 16);
  v.set_indicator(124);
  while (v.draw() >= 0) {
  }
  EXPECT_EQ(v.left(), 16);
}

TEST(MahjongWall, ReplacementsComeFromTheLastStackTopTileFirst) {
  // Stacks (0 1) (2 3) … (8 9), each stack's top tile first in draw order.
  Wall w(10, 2);
  EXPECT_EQ(w.replacement(), 8);
  EXPECT_EQ(w.replacement(), 9);
  EXPECT_EQ(w.replacement(), 6);
  EXPECT_EQ(w.left(), 7);
  EXPECT_EQ(w.drawn(), 3);
}

TEST(MahjongWall, ReplacementsPassTheIndicator) {
  Wall w(10, 2);
  w.set_indicator(8);
  EXPECT_EQ(w.next_replacement(), 9);
  EXPECT_EQ(w.replacement(), 9);  // 8 is face up and stays
  EXPECT_EQ(w.replacement(), 6);
  EXPECT_EQ(w.replacement(), 7);
  EXPECT_EQ(w.left(), 6 + 1);  // positions 0..5 and the indicator
  EXPECT_EQ(w.draw(), 0);
  // An indicator on a stack's second tile is passed the same way.
  Wall v(10, 2);
  v.set_indicator(7);
  EXPECT_EQ(v.replacement(), 8);
  EXPECT_EQ(v.replacement(), 9);
  EXPECT_EQ(v.replacement(), 6);
  EXPECT_EQ(v.replacement(), 4);
}

TEST(MahjongWall, ReplacementsFromTheFrontAreOrdinaryDraws) {
  Wall f(10, 2, ReplacementFrom::front);
  EXPECT_EQ(f.replacement(), 0);
  EXPECT_EQ(f.draw(), 1);
}

TEST(MahjongClaims, NearestAfterTheDiscarderUnlessRankedHigher) {
  EXPECT_EQ(turns_after(3, 0, 4), 1);
  EXPECT_EQ(turns_after(0, 3, 4), 3);
  EXPECT_TRUE(may_chi_from(1, 0, 4));
  EXPECT_FALSE(may_chi_from(2, 0, 4));
  EXPECT_FALSE(may_chi_from(0, 1, 4));
  // W (2) discards; N (3) is next, then E, then S.
  std::vector<Claim> claims{{1, 0}, {0, 0}};
  EXPECT_EQ(claim_winner(2, claims, 4), 0);
  claims.push_back({3, 0});
  EXPECT_EQ(claim_winner(2, claims, 4), 3);
  // A 双翻 claim (rank 1) from S beats the nearer N and E.
  claims.push_back({1, 1});
  EXPECT_EQ(claim_winner(2, claims, 4), 1);
  // Two 双翻 claims: the nearer again.
  claims.push_back({0, 1});
  EXPECT_EQ(claim_winner(2, claims, 4), 0);
  EXPECT_EQ(claim_winner(2, {}, 4), -1);
}

TEST(MahjongMelds, SequencesAndSets) {
  const std::array<Kind, 3> run{kind_of(Suit::pin, 5), kind_of(Suit::pin, 3),
                                kind_of(Suit::pin, 4)};
  Kind low = kNoKind;
  EXPECT_TRUE(is_sequence(run, &low));
  EXPECT_EQ(low, kind_of(Suit::pin, 3));
  const std::array<Kind, 3> wrap{kind_of(Suit::man, 8), kind_of(Suit::man, 9),
                                 kind_of(Suit::pin, 1)};
  EXPECT_FALSE(is_sequence(wrap));
  const std::array<Kind, 3> winds{kEast, kSouth, kWest};
  EXPECT_FALSE(is_sequence(winds));
  const std::array<Kind, 4> kan{kRed, kRed, kRed, kRed};
  EXPECT_TRUE(all_same(kan));
  EXPECT_FALSE(all_same(std::span<const Kind>()));
  const std::vector<Meld> melds{{MeldType::chi, kind_of(Suit::pin, 3), 3, 0, kind_of(Suit::pin, 5)},
                                {MeldType::closed_kan, kRed, 4, -1, kNoKind}};
  const Counts c = meld_counts(melds);
  EXPECT_EQ(c[kind_of(Suit::pin, 4)], 1);
  EXPECT_EQ(c[kRed], 4);
  EXPECT_EQ(total(c), 7);
  EXPECT_TRUE(melds[1].is_kan());
  EXPECT_TRUE(melds[1].concealed());
  EXPECT_FALSE(melds[0].is_kan());
}

TEST(MahjongHoldings, KnownFirstThenUnknown) {
  Holding h;
  h.add(kEast, 2);
  h.add_unknown(3);
  EXPECT_EQ(h.size(), 5);
  EXPECT_TRUE(h.remove(kEast));
  EXPECT_EQ(h.known()[kEast], 1);
  EXPECT_EQ(h.unknown(), 3);
  EXPECT_TRUE(h.remove(kRed));  // one of the unknown tiles was a 中
  EXPECT_EQ(h.unknown(), 2);
  EXPECT_TRUE(h.identify(kWhite));
  EXPECT_EQ(h.known()[kWhite], 1);
  EXPECT_FALSE(h.fully_known());
  EXPECT_TRUE(h.identify(kWhite));
  EXPECT_TRUE(h.fully_known());
  EXPECT_FALSE(h.remove(kRed));
  EXPECT_FALSE(h.identify(kRed));
  EXPECT_EQ(h.size(), 3);
}

TEST(MahjongHoldings, LedgerRefusesAFifthCopy) {
  Ledger l(uniform_limits(4));
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(l.place(kRed));
  EXPECT_FALSE(l.place(kRed));
  EXPECT_EQ(l.placed(kRed), 4);
  EXPECT_EQ(l.left(kEast), 4);
}

TEST(MahjongPayments, EveryLoserPaysAndBonusPerTile) {
  // The dealer E pays 2, the others 1 each, to S.
  const auto pays = every_loser_pays(1, 4, "ron", [](int payer) {
    return std::vector<Item>{{ItemKind::base, "base", payer == 0 ? 2 : 1},
                             {ItemKind::times, "軟牌", 1}};
  });
  ASSERT_EQ(pays.size(), 3U);
  EXPECT_EQ(net_deltas(pays, 4), (std::vector<long long>{-2, 4, -1, -1}));
  for (const Payment& p : pays) EXPECT_EQ(evaluate(p.items), p.amount);
  // E holds 1, S 2: E +3 - 2 = +1, S +6 - 1 = +5, W and N -3 each.
  const std::array<int, 4> held{1, 2, 0, 0};
  const auto bonus = bonus_per_tile(held, 1, "財神銭", "財神");
  EXPECT_EQ(bonus.size(), 6U);
  EXPECT_EQ(net_deltas(bonus, 4), (std::vector<long long>{1, 5, -3, -3}));
  for (const Payment& p : bonus) EXPECT_EQ(evaluate(p.items), p.amount);
}

TEST(MahjongPayments, DiscarderNotReadyAndPenalty) {
  // A ron paid by the discarder alone: (門前 1 + 2) × 2 = 6 from W to S.
  const auto ron = discarder_pays(
      1, 2, "ron",
      {{ItemKind::base, "門前", 1}, {ItemKind::add, "dora", 2}, {ItemKind::times, "ron", 2}});
  ASSERT_EQ(ron.size(), 1U);
  EXPECT_EQ(ron.front().amount, 6);
  EXPECT_EQ(net_deltas(ron, 3), (std::vector<long long>{0, 6, -6}));
  EXPECT_TRUE(discarder_pays(1, 1, "ron", {{ItemKind::base, "x", 1}}).empty());
  // Three seats, 20 a pair: one ready seat takes 40; two ready take 20 each from the third.
  const std::array<bool, 3> one{true, false, false};
  EXPECT_EQ(net_deltas(not_ready_pay_ready(one, 20, "noten"), 3),
            (std::vector<long long>{40, -20, -20}));
  const std::array<bool, 3> two{true, false, true};
  EXPECT_EQ(net_deltas(not_ready_pay_ready(two, 20, "noten"), 3),
            (std::vector<long long>{20, -40, 20}));
  const std::array<bool, 3> all{true, true, true};
  EXPECT_TRUE(not_ready_pay_ready(all, 20, "noten").empty());
  // チョンボ: 20 to each other seat.
  const auto chombo = penalty_to_each(0, 3, 20, "chombo");
  EXPECT_EQ(net_deltas(chombo, 3), (std::vector<long long>{-40, 20, 20}));
  for (const Payment& p : chombo) EXPECT_EQ(evaluate(p.items), p.amount);
}

TEST(MahjongCalls, RunsPonsAndKans) {
  const Kind p1 = kind_of(Suit::pin, 1), p2 = kind_of(Suit::pin, 2), p3 = kind_of(Suit::pin, 3),
             p4 = kind_of(Suit::pin, 4), p5 = kind_of(Suit::pin, 5);
  Counts hand{};
  for (Kind k : {p1, p2, p4, p5}) add(hand, k);
  // 3p with 1p 2p 4p 5p: 123p, 234p and 345p.
  const ChiOptions three = chi_options(p3, hand);
  ASSERT_EQ(three.count, 3);
  EXPECT_EQ(three.items[0].low, p1);
  EXPECT_EQ(three.items[0].from_hand, (std::array<Kind, 2>{p1, p2}));
  EXPECT_EQ(three.items[1].from_hand, (std::array<Kind, 2>{p2, p4}));
  EXPECT_EQ(three.items[2].from_hand, (std::array<Kind, 2>{p4, p5}));
  // 1p only ends a run upward, and there 3p is missing; 6p takes 4p 5p.
  EXPECT_EQ(chi_options(p1, hand).count, 0);
  ASSERT_EQ(chi_options(kind_of(Suit::pin, 6), hand).count, 1);
  // No run across suits or of honours.
  Counts edge{};
  add(edge, kind_of(Suit::man, 8));
  add(edge, kind_of(Suit::man, 9));
  EXPECT_EQ(chi_options(kind_of(Suit::pin, 1), edge).count, 0);
  EXPECT_EQ(chi_options(kind_of(Suit::man, 7), edge).count, 1);
  EXPECT_EQ(chi_options(kEast, edge).count, 0);
  add(hand, p2);
  add(hand, p2);
  EXPECT_TRUE(can_pon(p2, hand));
  EXPECT_TRUE(can_open_kan(p2, hand));
  EXPECT_FALSE(can_pon(p1, hand));
  add(hand, p2);
  EXPECT_EQ(concealed_kans(hand).bits(), KindSet{}.bits() | (std::uint64_t{1} << p2));
  const std::vector<Meld> melds{{MeldType::pon, p5, 3, 0, p5}, {MeldType::pon, kRed, 3, 1, kRed}};
  const KindSet added = added_kans(hand, melds);
  EXPECT_TRUE(added.contains(p5));
  EXPECT_FALSE(added.contains(kRed));
}

// A piece table whose ids are the kinds, as the games' are.
std::vector<PieceInfo> kind_table() {
  std::vector<PieceInfo> t;
  for (int k = 0; k < kKinds; ++k) {
    PieceInfo p;
    p.id = static_cast<PieceId>(k);
    p.code = "k" + std::to_string(k);
    p.name = p.code;
    p.face = p.code;
    p.copies = 4;
    p.family = Family::mahjong;
    t.push_back(p);
  }
  return t;
}

TEST(MahjongScene, HandRiverMeldsAndWilds) {
  const auto table = kind_table();
  Holding h;
  h.add(kEast, 2);
  h.add(kRed);
  h.add_unknown(1);
  // The 中 was just drawn: it lies apart, highlighted; the unknown tile is a back.
  const Zone z = hand_zone(table, 1, h, true, kRed, true);
  ASSERT_EQ(z.groups.size(), 2U);
  ASSERT_EQ(z.groups[0].pieces.size(), 3U);
  EXPECT_EQ(z.groups[0].pieces[0].id, kEast);
  EXPECT_TRUE(z.groups[0].pieces[2].hidden);
  EXPECT_EQ(z.groups[1].pieces[0].id, kRed);
  EXPECT_TRUE(z.groups[1].pieces[0].highlight);
  // Another seat's view: backs only, no ids.
  const Zone hidden = hand_zone(table, 1, h, true, kRed, false);
  for (const SceneGroup& g : hidden.groups)
    for (const ScenePiece& p : g.pieces) {
      EXPECT_TRUE(p.hidden);
      EXPECT_EQ(p.id, kUnknownPiece);
    }
  const std::vector<RiverTile> river{{Tile{kNorth, false}, true, false, -1},
                                     {Tile{kWhite, false}, false, false, 2}};
  const Zone r = river_zone(table, 0, river, true);
  ASSERT_EQ(r.groups.size(), 1U);
  EXPECT_TRUE(r.groups[0].pieces[0].tsumogiri);
  EXPECT_TRUE(r.groups[0].pieces[1].dimmed);
  EXPECT_TRUE(r.groups[0].pieces[1].highlight);
  // A pon of 東 called from N, and a closed kan of 發: the kan's middle two face down, seen only
  // by its owner.
  const std::vector<Meld> melds{{MeldType::pon, kEast, 3, 3, kEast},
                                {MeldType::closed_kan, kGreen, 4, -1, kNoKind}};
  const Zone own = meld_zone(table, 0, melds, true);
  ASSERT_EQ(own.groups.size(), 2U);
  EXPECT_TRUE(own.groups[0].pieces[0].sideways);
  EXPECT_EQ(own.groups[0].pieces[0].from, 3);
  EXPECT_FALSE(own.groups[0].pieces[1].sideways);
  EXPECT_TRUE(own.groups[1].pieces[1].face_down);
  EXPECT_FALSE(own.groups[1].pieces[1].hidden);
  const Zone other = meld_zone(table, 0, melds, false);
  EXPECT_TRUE(other.groups[1].pieces[1].hidden);
  EXPECT_FALSE(other.groups[1].pieces[0].hidden);
  EXPECT_EQ(wall_zone(64).count, 64);
  // 東 wild: marked where it shows in hands, rivers and melds, never in the indicator zone.
  Scene sc;
  sc.zones = {z, own, indicator_zone(table, std::vector<Kind>{kEast}, "indicator")};
  KindSet wild;
  wild.insert(kEast);
  mark_wilds(sc, wild);
  EXPECT_TRUE(sc.zones[0].groups[0].pieces[0].wild);
  EXPECT_FALSE(sc.zones[0].groups[0].pieces[2].wild);
  EXPECT_TRUE(sc.zones[1].groups[0].pieces[0].wild);
  EXPECT_FALSE(sc.zones[2].groups[0].pieces[0].wild);
  // 白 counting as 5p: marked in hands, rivers and melds, not on a back or in the indicator zone.
  sc.zones[0].groups[0].pieces[1].id = kWhite;
  sc.zones[0].groups[0].pieces[2].id = kWhite;
  sc.zones[0].groups[0].pieces[2].hidden = true;
  sc.zones[2].groups[0].pieces[0].id = kWhite;
  mark_plays_as(sc, kWhite, "5p");
  EXPECT_EQ(sc.zones[0].groups[0].pieces[1].plays_as, "5p");
  EXPECT_EQ(sc.zones[0].groups[0].pieces[2].plays_as, "");
  EXPECT_EQ(sc.zones[0].groups[0].pieces[0].plays_as, "");
  EXPECT_EQ(sc.zones[2].groups[0].pieces[0].plays_as, "");
}

}  // namespace

namespace {

using paipu::mahjong::AfterOtherWin;
using paipu::mahjong::DealerRule;
using paipu::mahjong::Dealership;
using paipu::mahjong::next_dealership;

TEST(MahjongDealer, StreakLevelsWithALimit) {
  // 温州麻雀: 4 seats, a non-dealer's win passes the deal to the right, a dealer's win at level 4
  // passes it too; a drawn hand keeps it at the same level unless the game says it passes.
  const DealerRule wz{AfterOtherWin::next_seat, 4};
  EXPECT_EQ(next_dealership({0, 1, 0}, 0, false, wz, 4), (Dealership{0, 2, 1}));
  EXPECT_EQ(next_dealership({0, 3, 2}, 0, false, wz, 4), (Dealership{0, 4, 3}));
  EXPECT_EQ(next_dealership({0, 4, 3}, 0, false, wz, 4), (Dealership{1, 1, 0}));
  EXPECT_EQ(next_dealership({3, 2, 1}, 1, false, wz, 4), (Dealership{0, 1, 0}));
  EXPECT_EQ(next_dealership({2, 4, 0}, -1, true, wz, 4), (Dealership{2, 4, 1}));
  EXPECT_EQ(next_dealership({2, 3, 0}, -1, false, wz, 4), (Dealership{3, 1, 1}));
}

TEST(MahjongDealer, TheWinnerDealsWithHonba) {
  // 清一色東天紅: 3 seats, the winner deals; the dealer's win and a drawn hand add a 本場, and a
  // non-dealer's win clears it. No level limit.
  const DealerRule ct{AfterOtherWin::winner, 0};
  EXPECT_EQ(next_dealership({0, 1, 0}, 0, false, ct, 3), (Dealership{0, 2, 1}));
  EXPECT_EQ(next_dealership({0, 7, 6}, 0, false, ct, 3), (Dealership{0, 8, 7}));
  EXPECT_EQ(next_dealership({0, 2, 1}, 2, false, ct, 3), (Dealership{2, 1, 0}));
  EXPECT_EQ(next_dealership({2, 1, 0}, -1, true, ct, 3), (Dealership{2, 1, 1}));
  // The dealer not ready after a drawn hand (the option that passes the deal): the next seat,
  // the 本場 still counted.
  EXPECT_EQ(next_dealership({2, 2, 1}, -1, false, ct, 3), (Dealership{0, 1, 2}));
}

}  // namespace
