// The trick-taking kit in core/ (paipu::trick), with a toy piece set: it must know nothing of
// 打天九.
#include <gtest/gtest.h>

#include "paipu/trick.hpp"

using namespace paipu;
using namespace paipu::trick;

namespace {

// Three kinds: A ×2, B ×1, C ×1.
Hands toy(int hand_size = 2) {
  return Hands(2, hand_size, {2, 1, 1});
}
constexpr PieceId A = 0, B = 1, C = 2, U = kUnknownPiece;

std::vector<PieceInfo> toy_info() {
  std::vector<PieceInfo> out(3);
  for (PieceId i = 0; i < 3; ++i) {
    out[i].id = i;
    out[i].name = std::string(1, static_cast<char>('A' + i));
    out[i].face = out[i].name;
    out[i].family = Family::card;
  }
  return out;
}

}  // namespace

TEST(TrickKit, NextSeatIsCounterClockwiseOrder) {
  EXPECT_EQ(next_seat(0, 4), 1);
  EXPECT_EQ(next_seat(3, 4), 0);
  EXPECT_EQ(next_seat(2, 3), 0);
}

TEST(TrickKit, UnknownHandInfersFromPlays) {
  Hands h = toy();
  EXPECT_EQ(h.size(0), 2);
  EXPECT_TRUE(h.can_remove(0, {B}).ok());
  h.remove(0, {B});
  EXPECT_EQ(h.unseen(B), 0);
  // B is used up: nobody else can play it.
  const Check c = h.can_remove(1, {B});
  EXPECT_EQ(c.why, Shortfall::over_copies);
  EXPECT_EQ(c.index, 0);
  // A twice from two unknown hands is fine, a third time is not.
  h.remove(0, {A});
  h.remove(1, {A});
  EXPECT_EQ(h.can_remove(1, {A}).why, Shortfall::over_copies);
  EXPECT_EQ(h.size(0), 0);
  EXPECT_EQ(h.can_remove(0, {C}).why, Shortfall::too_many);
}

TEST(TrickKit, DealtHandsUseKnownCopiesFirst) {
  Hands h = toy(3);
  ASSERT_TRUE(h.deal(0, {A, U}).ok());
  EXPECT_EQ(h.known(0), (std::vector<PieceId>{A}));
  EXPECT_EQ(h.unknown(0), 2);
  EXPECT_FALSE(h.fully_known(0));
  // The second A can still be in an unknown slot of seat 0, or in seat 1.
  EXPECT_TRUE(h.can_remove(0, {A, A}).ok());
  ASSERT_TRUE(h.deal(1, {A, B, C}).ok());
  EXPECT_TRUE(h.fully_known(1));
  // Now every A, B and C is placed: seat 0's unknown slots cannot be any of them.
  const Check c = h.can_remove(0, {A, A});
  EXPECT_EQ(c.why, Shortfall::over_copies);
  EXPECT_EQ(c.index, 1);
  EXPECT_EQ(h.can_remove(1, {A, A}).why, Shortfall::not_in_hand);
  EXPECT_EQ(h.can_remove(1, {A, A}).index, 1);
}

TEST(TrickKit, DealRespectsCopyLimitsAndHandSize) {
  Hands h = toy(3);
  ASSERT_TRUE(h.deal(0, {B}).ok());
  const Check c = h.deal(1, {A, B});
  EXPECT_EQ(c.why, Shortfall::over_copies);
  EXPECT_EQ(c.index, 1);
  EXPECT_EQ(h.known(1), std::vector<PieceId>{});  // a refused deal changes nothing
  EXPECT_EQ(h.deal(1, {A, A, C, U}).why, Shortfall::too_many);
}

TEST(TrickKit, AnonymousPlaysOnlyShrinkTheHand) {
  Hands h = toy(2);
  ASSERT_TRUE(h.deal(0, {A, B}).ok());
  h.remove(0, {U});
  EXPECT_EQ(h.size(0), 1);
  EXPECT_FALSE(h.fully_known(0));
  // Either card may be left; but not two of them.
  EXPECT_TRUE(h.can_remove(0, {A}).ok());
  EXPECT_TRUE(h.can_remove(0, {B}).ok());
  EXPECT_EQ(h.can_remove(0, {A, B}).why, Shortfall::too_many);
  EXPECT_EQ(h.can_remove(0, {C}).why, Shortfall::not_in_hand);
}

TEST(TrickKit, TableTracksTricksBestAndWon) {
  Table t(3);
  t.set_leader(1);
  EXPECT_EQ(t.to_move(), 1);
  t.lead(1, std::vector<PieceId>{A}, 0, 5, 0, false);
  EXPECT_EQ(t.to_move(), 2);
  t.follow(2, std::vector<PieceId>{B}, true, 0, 7, 1, true);
  t.follow(0, std::vector<PieceId>{C}, false, -1, 0, 2, false);
  ASSERT_TRUE(t.trick_full());
  EXPECT_EQ(t.current().winner(), 2);
  EXPECT_EQ(t.close(1), 2);
  EXPECT_EQ(t.won(), (std::vector<int>{0, 0, 1}));
  EXPECT_EQ(t.to_move(), 2);
  EXPECT_EQ(t.trick_number(), 2);
  ASSERT_EQ(t.history().size(), 1u);
  EXPECT_EQ(t.history()[0].number, 1);
  EXPECT_EQ(t.history()[0].width(), 1);
}

// 打天九 ([A]): 仮親 ×1, a new dealer ×2, 連荘 k → k + 2; 打棋子 ([B]) is the same with ×1 → 2 → 3
// ...
TEST(TrickKit, DealerProgression) {
  const DealerRule rule{1, 2, false};
  Dealer d;
  d.seat = 0;
  EXPECT_EQ(d.multiplier(rule), 1);
  d.advance(0, rule);  // the 仮親 wins: a fresh ×2
  EXPECT_EQ(d.multiplier(rule), 2);
  d.advance(0, rule);
  d.advance(0, rule);
  d.advance(0, rule);  // 3 連荘 → ×5
  EXPECT_EQ(d.multiplier(rule), 5);
  d.advance(2, rule);
  EXPECT_EQ(d.seat, 2);
  EXPECT_EQ(d.multiplier(rule), 2);
  // The first dealer's win counting as a repeat: ×3.
  Dealer r;
  r.seat = 1;
  r.advance(1, {1, 2, true});
  EXPECT_EQ(r.multiplier({1, 2, true}), 3);
}

TEST(TrickKit, DealerLostAndFound) {
  const DealerRule rule{1, 2, false};
  Dealer d;
  d.seat = 3;
  d.advance(3, rule);  // ×2
  d.lose_track();
  EXPECT_EQ(d.seat, -1);
  Dealer same = d;
  same.resume(3, rule);  // still N: it must have won
  EXPECT_EQ(same.multiplier(rule), 3);
  d.resume(1, rule);
  EXPECT_EQ(d.seat, 1);
  EXPECT_EQ(d.multiplier(rule), 2);
}

TEST(TrickKit, ZonesRespectTheViewer) {
  const auto info = toy_info();
  Hands h(2, 2, {2, 1, 1});
  ASSERT_TRUE(h.deal(0, {A, B}).ok());
  ASSERT_TRUE(h.deal(1, {A, C}).ok());
  Table t(2);
  t.set_leader(0);
  h.remove(0, {B});
  t.lead(0, std::vector<PieceId>{B}, 0, 1, 0, false);
  h.remove(1, {C});
  t.follow(1, std::vector<PieceId>{C}, false, -1, 0, 1, false);

  // 打天九's words: the kit's own are neutral.
  ZoneText text;
  text.face_down = "墊";
  text.pile_caption = "棟";
  auto zones = table_zones(info, h, t, 0, text);
  ASSERT_EQ(zones.size(), 5u);  // 2 hands, the trick, 2 won piles
  // Seat 0 sees its own A, not seat 1's.
  EXPECT_EQ(zones[0].groups[0].pieces[0].label, "A");
  EXPECT_TRUE(zones[1].groups[0].pieces[0].hidden);
  EXPECT_EQ(zones[1].groups[0].pieces[0].id, kUnknownPiece);
  // The face-up lead is seen by all; seat 1's face-down C only by seat 1 and the omniscient view.
  const Zone& trick = zones[2];
  ASSERT_EQ(trick.groups.size(), 2u);
  EXPECT_EQ(trick.groups[0].caption, "lead");
  EXPECT_EQ(trick.groups[0].pieces[0].label, "B");
  EXPECT_TRUE(trick.groups[1].pieces[0].hidden);
  EXPECT_TRUE(trick.groups[1].pieces[0].face_down);
  EXPECT_TRUE(trick.groups[1].highlight);
  EXPECT_EQ(trick.groups[1].caption, "墊");
  EXPECT_FALSE(table_zones(info, h, t, 1, text)[2].groups[1].pieces[0].hidden);
  EXPECT_FALSE(table_zones(info, h, t, -1, text)[2].groups[1].pieces[0].hidden);

  t.close(1);
  // The finished trick stays on the table, its winner marked, until the next lead.
  zones = table_zones(info, h, t, 1, text);
  ASSERT_EQ(zones[2].groups.size(), 2u);
  EXPECT_TRUE(zones[2].groups[0].winning);
  EXPECT_FALSE(zones[2].groups[1].winning);
  EXPECT_EQ(zones[2].groups[0].trick, 1);
  EXPECT_TRUE(zones[3].groups.empty());
  h.remove(0, {A});
  t.lead(0, std::vector<PieceId>{A}, 0, 1, 2, false);
  zones = table_zones(info, h, t, 1, text);
  ASSERT_EQ(zones[2].groups.size(), 1u);  // the new lead alone
  EXPECT_TRUE(zones[2].groups[0].winning);
  ASSERT_EQ(zones[3].groups.size(), 1u);  // seat 0's won pile
  EXPECT_EQ(zones[3].groups[0].caption, "1 棟");
  EXPECT_EQ(zones[3].groups[0].pieces[0].label, "B");
  EXPECT_FALSE(zones[3].groups[0].pieces[1].hidden);  // seat 1 sees its own face-down C
}
