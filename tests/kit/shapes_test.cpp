// The trick kit's shaped plays (paipu/trick/shapes.hpp) on a two-deck order modelled on 三打哈 with
// spades trump: 大王 > 小王 > 主7 > 副7 (equal) > 主2 > 副2 (equal) > ♠A … ♠5 in the trump group,
// and A K Q J 10 9 8 6 5 in each side suit (the 7s and 2s are trumps, so 8 and 6 are adjacent).
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "paipu/trick/shapes.hpp"

namespace {

using paipu::PieceId;
using namespace paipu::trick;

constexpr int kTrump = 0, kHearts = 1, kDiamonds = 2;

struct Deck {
  CardOrder order;
  std::map<std::string, PieceId> ids;

  Deck() {
    order.trump = kTrump;
    add("大王", kTrump, 15);
    add("小王", kTrump, 14);
    add("S7", kTrump, 13);
    add("H7", kTrump, 12);
    add("D7", kTrump, 12);
    add("S2", kTrump, 11);
    add("H2", kTrump, 10);
    add("D2", kTrump, 10);
    const char* ranks[] = {"A", "K", "Q", "J", "10", "9", "8", "6", "5"};
    for (int r = 0; r < 9; ++r) {
      add(std::string("S") + ranks[r], kTrump, 9 - r);
      add(std::string("H") + ranks[r], kHearts, 9 - r);
      add(std::string("D") + ranks[r], kDiamonds, 9 - r);
    }
  }
  void add(const std::string& name, int group, int level) {
    ids[name] = static_cast<PieceId>(order.group.size());
    order.group.push_back(group);
    order.level.push_back(level);
  }
  // "H8 H8 H6" → the cards.
  std::vector<PieceId> cards(const std::string& text) const {
    std::vector<PieceId> out;
    std::istringstream in(text);
    for (std::string w; in >> w;) out.push_back(ids.at(w));
    return out;
  }
  Lead lead(const std::string& text) const {
    const auto l = make_lead(cards(text), order);
    EXPECT_TRUE(l.has_value()) << text;
    return l.value_or(Lead{});
  }
};

// Units as {pairs, top} for comparison.
std::vector<std::pair<int, int>> shape(const std::vector<Unit>& units) {
  std::vector<std::pair<int, int>> out;
  for (const Unit& u : units) out.push_back({u.pairs, u.top});
  return out;
}

using Shape = std::vector<std::pair<int, int>>;

TEST(Shapes, TractorsJoinConsecutiveLevelsAcrossTheTrumpTiers) {
  const Deck d;
  auto units = [&](const char* t) { return shape(split_units(d.cards(t), d.order)); };
  EXPECT_EQ(units("H8 H8 H6 H6"), (Shape{{2, 3}}));   // the 7 left the suit: 8 and 6 join
  EXPECT_EQ(units("D7 D7 S7 S7"), (Shape{{2, 13}}));  // 副7 and 主7
  EXPECT_EQ(units("SA SA D2 D2"), (Shape{{2, 10}}));  // ♠A and 副2
  EXPECT_EQ(units("小王 小王 大王 大王"), (Shape{{2, 15}}));
  // Two 副7 pairs stand at one level: no tractor between them; one of them joins 主7.
  EXPECT_EQ(units("D7 D7 H7 H7"), (Shape{{1, 12}, {1, 12}}));
  EXPECT_EQ(units("D7 D7 H7 H7 S7 S7"), (Shape{{2, 13}, {1, 12}}));
  // 副7s of two suits are equal but no pair.
  EXPECT_EQ(units("D7 H7"), (Shape{{0, 12}, {0, 12}}));
  // A throw: the longest tractor, then pairs, then singles, each strongest first.
  EXPECT_EQ(units("HA HK HK H10 H10 HQ HQ"), (Shape{{2, 8}, {1, 5}, {0, 9}}));
  EXPECT_EQ(units("H5 H5 H6 H6 H8 H8 H9 H9 HJ HJ"), (Shape{{4, 4}, {1, 6}}));
}

TEST(Shapes, ALeadIsOneGroup) {
  const Deck d;
  EXPECT_FALSE(make_lead(d.cards("HA DA"), d.order).has_value());
  EXPECT_TRUE(make_lead(d.cards("HA H7"), d.order) == std::nullopt);  // H7 is a trump
  const auto trumps = make_lead(d.cards("H7 SA S2"), d.order);
  ASSERT_TRUE(trumps.has_value());
  EXPECT_EQ(trumps->group, kTrump);
  EXPECT_TRUE(trumps->is_throw());
  EXPECT_EQ(trumps->cards(), 3);
}

TEST(Shapes, FollowingAPair) {
  const Deck d;
  const Lead lead = d.lead("HQ HQ");
  const ShapeRule rule;
  auto fault = [&](const char* hand, const char* play) {
    return follow_fault(lead, d.cards(hand), d.cards(play), d.order, rule);
  };
  EXPECT_FALSE(fault("H9 H9 H5 DA", "H9 H9"));
  const auto broke = fault("H9 H9 H5 DA", "H9 H5");  // held a pair of hearts
  ASSERT_TRUE(broke.has_value());
  EXPECT_EQ(broke->kind, FollowFault::Kind::shape);
  EXPECT_EQ(broke->could, (std::vector<int>{1}));
  EXPECT_EQ(broke->made, (std::vector<int>{0}));
  EXPECT_FALSE(fault("H9 H5 H6 DA", "H9 H5"));  // no pair: any two hearts
  EXPECT_FALSE(fault("H9 DA DK", "H9 DK"));     // one heart and anything
  const auto withheld = fault("H9 DA DK", "DA DK");
  ASSERT_TRUE(withheld.has_value());
  EXPECT_EQ(withheld->kind, FollowFault::Kind::group);
  EXPECT_EQ(withheld->must, 1);
  EXPECT_EQ(withheld->got, 0);
  EXPECT_FALSE(fault("DA DK S5", "DA S5"));  // no hearts: anything, no pair needed
  const auto count = fault("H9 H9 H5", "H9");
  ASSERT_TRUE(count.has_value());
  EXPECT_EQ(count->kind, FollowFault::Kind::count);
}

TEST(Shapes, FollowingATractorInTheSeedsOrder) {
  const Deck d;
  const Lead lead = d.lead("HJ HJ H10 H10 H9 H9");  // a tractor of 3
  const ShapeRule rule;
  auto fault = [&](const char* hand, const char* play, const ShapeRule& r) {
    return follow_fault(lead, d.cards(hand), d.cards(play), d.order, r);
  };
  const char* hand = "H8 H8 H6 H6 H5 H5 HA DA";  // a tractor of 3 (8-6-5)
  EXPECT_FALSE(fault(hand, "H8 H8 H6 H6 H5 H5", rule));
  EXPECT_TRUE(fault(hand, "H8 H8 H6 H6 HA H5", rule).has_value());
  // Without a 3-tractor: a shorter tractor, then as many pairs as possible.
  const char* shorter = "H8 H8 H6 H6 HK HK HA H5";
  EXPECT_FALSE(fault(shorter, "H8 H8 H6 H6 HK HK", rule));
  const auto f = fault(shorter, "H8 H8 H6 H6 HA H5", rule);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(f->could, (std::vector<int>{2, 3}));
  EXPECT_EQ(f->made, (std::vector<int>{2, 2}));
  // The pairs alone do not do while a tractor is held.
  EXPECT_TRUE(fault("H8 H8 H6 H6 HK HK HQ HQ", "HK HK HQ HQ H8 H6", rule).has_value());
  // No tractor: as many pairs as possible, then hearts.
  EXPECT_FALSE(fault("HA HA HQ HQ H9 H5 DA", "HA HA HQ HQ H9 H5", rule));
  EXPECT_TRUE(fault("HA HA HQ HQ H9 H5 H6", "HA HA HQ H9 H5 H6", rule).has_value());
  // Option: only the number of pairs counts.
  ShapeRule pairs_only;
  pairs_only.tractors = false;
  EXPECT_FALSE(fault("H8 H8 H6 H6 HK HK HQ HQ", "HK HK HQ HQ H8 H8", pairs_only));
}

// ShapeRule::protect_tractors (RB's protected tractors): a pair lead does not draw the pairs of a
// tractor; a loose pair it still does, and a tractor lead draws tractors as ever.
TEST(Shapes, ProtectedTractorsAreNotDrawnByPairs) {
  const Deck d;
  ShapeRule protect;
  protect.protect_tractors = true;
  const ShapeRule plain;
  auto fault = [&](const char* lead, const char* hand, const char* play, const ShapeRule& r) {
    return follow_fault(d.lead(lead), d.cards(hand), d.cards(play), d.order, r);
  };
  const char* tractor_hand = "HK HK HQ HQ H6 H5";  // ♥K-♥Q, and two odd hearts
  EXPECT_TRUE(fault("H9 H9", tractor_hand, "H6 H5", plain).has_value());
  EXPECT_FALSE(fault("H9 H9", tractor_hand, "H6 H5", protect));
  EXPECT_FALSE(fault("H9 H9", tractor_hand, "HK HK", protect));  // it may still break it
  // A loose pair beside the tractor is owed.
  const char* loose_hand = "HK HK HQ HQ H6 H6 H5";
  EXPECT_TRUE(fault("H9 H9", loose_hand, "H6 H5", protect).has_value());
  EXPECT_FALSE(fault("H9 H9", loose_hand, "H6 H6", protect));
  // Two pairs led: one loose pair owed, not two.
  EXPECT_FALSE(fault("HJ HJ H9 H9 HA", "HK HK HQ HQ H6 H6 H5 DA", "H6 H6 HK HQ H5", protect));
  EXPECT_TRUE(fault("HJ HJ H9 H9 HA", "HK HK HQ HQ H6 H6 H5 DA", "H6 H6 HK HQ H5", plain));
  // Two equal 副7 pairs do not join: both are loose.
  EXPECT_TRUE(fault("S9 S9", "H7 H7 D7 D7 SA S5", "SA S5", protect).has_value());
  // A tractor lead draws the tractor as without the option.
  EXPECT_TRUE(fault("H9 H9 H8 H8", "HK HK HQ HQ H6 H5", "HK HQ H6 H5", protect).has_value());
}

TEST(Shapes, TheLongestShorterTractorUnlessTheOptionSaysAny) {
  const Deck d;
  const Lead lead = d.lead("S9 S9 S8 S8 S6 S6 S5 S5");  // a trump tractor of 4
  // 大王-小王-主7 is a run of 3; 主2-副2 a run of 2 (no 副7 pair joins them).
  const char* hand = "大王 大王 小王 小王 S7 S7 S2 S2 H2 H2 DA";
  const ShapeRule longest;
  ShapeRule any;
  any.longest_tractor = false;
  auto fault = [&](const char* play, const ShapeRule& rule) {
    return follow_fault(lead, d.cards(hand), d.cards(play), d.order, rule);
  };
  EXPECT_FALSE(fault("大王 大王 小王 小王 S7 S7 S2 S2", longest));
  const auto f = fault("S2 S2 H2 H2 大王 大王 小王 小王", longest);
  ASSERT_TRUE(f.has_value());
  EXPECT_EQ(f->could, (std::vector<int>{3, 4}));
  EXPECT_EQ(f->made, (std::vector<int>{2, 4}));
  EXPECT_FALSE(fault("S2 S2 H2 H2 大王 大王 小王 小王", any));
  EXPECT_TRUE(fault("S2 S2 H2 H2 大王 小王 S7 DA", any).has_value());  // pairs still count
}

// Two 副7 pairs at one level make the run 主7 副7 副7 主2 副2 hold a tractor of 3 and one of 2,
// but only when the 3 is cut from the bottom (副7-主2-副2, leaving 主7-副7): measured from the top,
// the follow looked short of the 2-tractor the rest of the hand (♠6-♠5) gives.
TEST(Shapes, TractorsAreCutWhereverTheyFitBest) {
  const Deck d;
  const Lead lead = d.lead("SA SA SK SK SQ SQ S9 S9 S8 S8");  // trump tractors of 3 and 2
  const char* play = "S7 S7 H7 H7 D7 D7 S2 S2 H2 H2";
  EXPECT_EQ(shape_fill(lead, d.cards(play), d.order, ShapeRule{}), (std::vector<int>{3, 2, 5}));
  const std::string hand = std::string(play) + " S6 S6 S5 S5";
  EXPECT_FALSE(follow_fault(lead, d.cards(hand), d.cards(play), d.order, ShapeRule{}));
  EXPECT_EQ(shape_fill(lead, d.cards(play), d.order, ShapeRule{true, false}),
            (std::vector<int>{3, 2, 5}));
  // With one 副7 pair there is one way: the run of 4 gives the 3, nothing is left for the 2.
  EXPECT_EQ(shape_fill(lead, d.cards("S7 S7 H7 H7 S2 S2 H2 H2"), d.order, ShapeRule{}),
            (std::vector<int>{3, 0, 4}));
}

TEST(Shapes, WhatBeatsASingleAPairAndATractor) {
  const Deck d;
  const Lead single = d.lead("H9");
  auto beat = [&](const Lead& l, const char* play) {
    return beating_strength(l, d.cards(play), d.order);
  };
  ASSERT_TRUE(beat(single, "HA").has_value());
  EXPECT_EQ(beat(single, "HA")->level, 9);
  EXPECT_FALSE(beat(single, "HA")->trump);
  EXPECT_TRUE(beat(single, "S5")->trump);
  EXPECT_FALSE(beat(single, "DA").has_value());  // another side suit never wins
  EXPECT_FALSE(beat(single, "H5").has_value());  // lower
  EXPECT_FALSE(beat(single, "H9").has_value());  // equal: the earlier play wins
  EXPECT_TRUE(*beat(single, "HA") < *beat(single, "S5"));

  const Lead pair = d.lead("HQ HQ");
  EXPECT_TRUE(beat(pair, "HK HK").has_value());
  EXPECT_TRUE(beat(pair, "S5 S5").has_value());
  EXPECT_FALSE(beat(pair, "HA HK").has_value());  // no pair
  EXPECT_FALSE(beat(pair, "SA SK").has_value());  // trumps, but no pair
  EXPECT_FALSE(beat(pair, "D7 H7").has_value());  // equal 副7s of two suits: no pair
  // Two 副7 pairs are equal: the second does not beat the first.
  EXPECT_FALSE(*beat(pair, "D7 D7") < *beat(pair, "H7 H7"));

  const Lead tractor = d.lead("HQ HQ HJ HJ");
  EXPECT_TRUE(beat(tractor, "HA HA HK HK").has_value());
  EXPECT_TRUE(beat(tractor, "H8 H8 H6 H6") == std::nullopt);  // lower
  EXPECT_TRUE(beat(tractor, "S5 S5 S6 S6").has_value());      // a trump tractor
  EXPECT_FALSE(beat(tractor, "SA SA SQ SQ").has_value());     // two trump pairs, no tractor
  EXPECT_EQ(lead_strength(tractor, d.order).level, 7);
}

TEST(Shapes, BeatingAThrowTakesEveryUnitAndComparesTheTopClass) {
  const Deck d;
  // ♥Q + ♥6♥6 + ♥10♥10 (6 and 10 do not join).
  const Lead lead = d.lead("HQ H6 H6 H10 H10");
  ASSERT_TRUE(lead.is_throw());
  auto beat = [&](const char* play) { return beating_strength(lead, d.cards(play), d.order); };
  // The seed's example: A's higher pair wins over B's higher single; B's two pairs form a
  // tractor but stand as pairs.
  const auto a = beat("S5 SK SK SJ SJ");
  const auto b = beat("SA S9 S9 S8 S8");
  ASSERT_TRUE(a.has_value());
  ASSERT_TRUE(b.has_value());
  EXPECT_TRUE(*b < *a);
  EXPECT_EQ(a->level, 8);
  // Beating in the led suit: every unit higher.
  EXPECT_TRUE(beat("HK H8 H8 HJ HJ").has_value());
  EXPECT_FALSE(beat("HK H8 H8 H9 H9").has_value());  // ♥9 pair under ♥10 pair
  EXPECT_FALSE(beat("HK HA HJ HJ H9").has_value());  // one pair short
  EXPECT_FALSE(beat("S5 SK SK SJ D5").has_value());  // not all trump
  // A tractor in the play may stand as pairs; a single may come from a broken pair.
  EXPECT_TRUE(beat("S5 S5 SK SK SA").has_value());
}

// ThrowWinner::highest_card: between plays that each beat a throw, the highest card decides (the
// seed's example above then goes the other way: B's ♠A is the highest card).
TEST(Shapes, BeatingAThrowByTheHighestCard) {
  const Deck d;
  const Lead lead = d.lead("HQ H6 H6 H10 H10");
  auto beat = [&](const char* play) {
    return beating_strength(lead, d.cards(play), d.order, ThrowWinner::highest_card);
  };
  const auto a = beat("S5 SK SK SJ SJ");
  const auto b = beat("SA S9 S9 S8 S8");
  ASSERT_TRUE(a.has_value());
  ASSERT_TRUE(b.has_value());
  EXPECT_TRUE(*a < *b);
  EXPECT_EQ(b->level, beat("SA S5 S5 S6 S6")->level);  // only the ♠A counts
  // Still only a play that beats every unit contends.
  EXPECT_FALSE(beat("HA H8 H8 H9 H9").has_value());
  // The lead's own strength: its highest card, the ♥Q (level 7), not its higher pair ♥10 (5).
  EXPECT_EQ(lead_strength(lead, d.order, ThrowWinner::highest_card).level, 7);
  EXPECT_EQ(lead_strength(lead, d.order).level, 5);
}

// ThrowWinner::all_units: a later beater must beat the best play so far unit by unit.
TEST(Shapes, BeatingTheBestPlayUnitByUnit) {
  const Deck d;
  const Lead lead = d.lead("HQ H6 H6 H10 H10");
  auto beats = [&](const char* play, const char* best) {
    return beats_unit_by_unit(lead, d.cards(play), d.cards(best), d.order);
  };
  const char* best = "S5 SK SK SJ SJ";
  EXPECT_FALSE(beats("SA S9 S9 S8 S8", best));             // a higher single, lower pairs
  EXPECT_TRUE(beats("S6 SA SA SQ SQ", best));              // 6 > 5, A > K, Q > J
  EXPECT_FALSE(beats("S5 SA SA SQ SQ", best));             // the singles tie
  EXPECT_TRUE(beats("S5 SK SK SJ SJ", "HK H8 H8 HJ HJ"));  // trumps over the led suit
  EXPECT_FALSE(beats("HA HJ HJ HK HK", best));             // the led suit under trumps
  // Against the lead itself, in its suit: every unit higher.
  EXPECT_TRUE(beats("HK H8 H8 HJ HJ", "HQ H6 H6 H10 H10"));
}

TEST(Shapes, WhoCouldChallengeAThrow) {
  const Deck d;
  const Lead lead = d.lead("HQ H6 H6");  // units: the pair ♥6, the single ♥Q
  ASSERT_EQ(lead.units.size(), 2u);
  EXPECT_EQ(lead.units[0].pairs, 1);
  auto could = [&](const char* cards) { return challengeable(lead, d.cards(cards), d.order); };
  EXPECT_EQ(could("HK D5"), (std::vector<std::size_t>{1}));  // a higher single
  EXPECT_EQ(could("H8 H8"), (std::vector<std::size_t>{0}));  // a higher pair
  EXPECT_EQ(could("HA H8 H8"), (std::vector<std::size_t>{0, 1}));
  EXPECT_TRUE(could("SA SA H5").empty());  // trumps never challenge a side-suit throw
  const Lead tractors = d.lead("H9 H9 H8 H8 HA");
  EXPECT_TRUE(challengeable(tractors, d.cards("HA"), d.order).empty());  // equal: no challenge
  EXPECT_EQ(challengeable(tractors, d.cards("HK HK HQ HQ"), d.order),
            (std::vector<std::size_t>{0}));
  EXPECT_TRUE(challengeable(tractors, d.cards("HK HK HJ HJ"), d.order).empty());  // no tractor
}

}  // namespace

namespace {

// Every `n`-card subset of `cards` (as index masks).
template <class F>
void each_subset(std::size_t size, int n, F&& f) {
  for (std::uint32_t mask = 0; mask < (1u << size); ++mask)
    if (std::popcount(mask) == n) f(mask);
}

// The fill a hand allows (shape_fill on the whole hand) is the best fill of any play from it: the
// greedy choice of runs never loses to another choice. Checked against every subset of random
// hands in one group, for random leads.
TEST(Shapes, TheHandsFillIsTheBestOfAnyPlay) {
  const Deck d;
  std::vector<PieceId> trumps;
  for (const auto& [name, id] : d.ids)
    if (d.order.group_of(id) == kTrump) trumps.push_back(id);
  std::mt19937 rng(7);
  const std::vector<std::string> leads = {
      "HA HA HK HK HQ HQ",          "HA HA HK HK HQ HQ HJ HJ",
      "HA HA HK HK H9 H9 H8 H8 HQ", "HA HA HK HK HQ HQ H9 H9 H8 H8",
      "HA HA HJ HJ H8 H8",          "HA HK HK"};
  for (int round = 0; round < 120; ++round) {
    // Up to 12 trumps with many pairs (both copies drawn often).
    std::vector<PieceId> hand;
    while (hand.size() < 12) {
      const PieceId c = trumps[rng() % trumps.size()];
      if (std::count(hand.begin(), hand.end(), c) < 2) hand.push_back(c);
      if (rng() % 2 && hand.size() < 12 && std::count(hand.begin(), hand.end(), c) < 2)
        hand.push_back(c);
    }
    for (const std::string& text : leads) {
      Lead lead = d.lead(text);
      lead.group = kTrump;  // the same shape, led in trumps
      for (const ShapeRule& rule : {ShapeRule{}, ShapeRule{true, false}, ShapeRule{false, true}}) {
        std::vector<int> best;
        each_subset(hand.size(), lead.cards(), [&](std::uint32_t mask) {
          std::vector<PieceId> play;
          for (std::size_t i = 0; i < hand.size(); ++i)
            if (mask >> i & 1u) play.push_back(hand[i]);
          best = std::max(best, shape_fill(lead, play, d.order, rule));
        });
        EXPECT_EQ(shape_fill(lead, hand, d.order, rule), best) << text << " round " << round;
      }
    }
  }
}

}  // namespace

namespace {

// The counted form of the follow check (what a game passes from Hands::known_counts) agrees with
// the list form on the hand it describes: the known copies, and the play's copies beyond them.
TEST(Shapes, TheKnownCountsGiveTheSameFaultsAsTheHand) {
  const Deck d;
  std::mt19937 rng(11);
  const std::vector<std::string> leads = {"H9", "HQ HQ", "HQ HQ HJ HJ", "HQ H6 H6", "S5 S5 S6 S6"};
  for (int round = 0; round < 400; ++round) {
    std::vector<PieceId> hand;
    while (hand.size() < 10) {
      const PieceId c = static_cast<PieceId>(rng() % d.order.group.size());
      const int n = static_cast<int>(std::count(hand.begin(), hand.end(), c));
      for (int k = n; k < 2 && hand.size() < 10 && (k == n || rng() % 2); ++k) hand.push_back(c);
    }
    for (const std::string& text : leads) {
      const Lead lead = d.lead(text);
      std::vector<PieceId> play(hand.begin(), hand.begin() + lead.cards());
      std::shuffle(hand.begin(), hand.end(), rng);
      // Some of the play's copies were never named into the hand.
      std::vector<int> known(d.order.group.size(), 0);
      for (PieceId c : hand) ++known[c];
      for (PieceId c : play)
        if (rng() % 3 == 0 && known[c] > 0) --known[c];
      std::vector<PieceId> described;
      for (PieceId c = 0; c < known.size(); ++c) described.insert(described.end(), known[c], c);
      for (PieceId c : play)
        if (std::count(play.begin(), play.end(), c) >
            std::count(described.begin(), described.end(), c))
          described.push_back(c);
      for (const ShapeRule& rule : {ShapeRule{}, ShapeRule{true, false}, ShapeRule{false, true}}) {
        const auto listed = follow_fault(lead, described, play, d.order, rule);
        const auto counted = follow_fault_known(lead, known, play, d.order, rule);
        ASSERT_EQ(listed.has_value(), counted.has_value()) << text << " round " << round;
        if (!listed) continue;
        EXPECT_EQ(listed->kind, counted->kind);
        EXPECT_EQ(listed->must, counted->must);
        EXPECT_EQ(listed->got, counted->got);
        EXPECT_EQ(listed->could, counted->could);
        EXPECT_EQ(listed->made, counted->made);
      }
    }
  }
}

// Splitting into the units of an earlier lead gives what a fresh split gives.
TEST(Shapes, SplittingIntoOldUnitsReusesThem) {
  const Deck d;
  std::vector<Unit> units;
  for (const char* text : {"HA HK HK H10 H10 HQ HQ", "H9", "D7 D7 H7 H7 S7 S7", "HQ HQ HJ HJ"}) {
    split_units_into(d.cards(text), d.order, units);
    const std::vector<Unit> fresh = split_units(d.cards(text), d.order);
    ASSERT_EQ(units.size(), fresh.size()) << text;
    for (std::size_t i = 0; i < units.size(); ++i) {
      EXPECT_EQ(units[i].pairs, fresh[i].pairs) << text;
      EXPECT_EQ(units[i].top, fresh[i].top) << text;
      EXPECT_EQ(units[i].cards, fresh[i].cards) << text;
    }
  }
}

}  // namespace
