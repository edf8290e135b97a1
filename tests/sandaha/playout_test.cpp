// Whole generated hands through the HandState: a random deal, then moves drawn from the legal
// moves, at 4 and 3 seats and both decks. Every move listed must apply; every hand ends; the
// settlement sums to zero; the card points in the tricks and the kitty add up to the deck's 200.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "hand.hpp"
#include "match.hpp"
#include "options.hpp"
#include "paipu/trick/moves.hpp"
#include "sandaha.hpp"

namespace {

using namespace paipu;
using namespace paipu::sandaha;

// A legal move drawn uniformly from the first `cap` the hand lists (a bury or a big throw has
// millions), never a surrender: the hands are to be played out.
std::optional<Event> draw(const HandState& h, std::mt19937_64& rng, std::size_t cap = 3000) {
  std::optional<Event> pick;
  std::size_t seen = 0;
  h.visit_legal_moves([&](const Event& e) {
    if (e.verb == kSurrender) return true;
    ++seen;
    if (std::uniform_int_distribution<std::size_t>(1, seen)(rng) == 1) pick = e;
    return seen < cap;
  });
  return pick;
}

// Each seat's scene is the whole scene with less shown: the same zones and pieces, other seats'
// hands and the buried kitty (but for the declarer) as backs.
void check_views(const HandState& h, int seats) {
  const Scene all = h.scene(-1);
  for (int v = 0; v < seats; ++v) {
    const Scene seen = h.scene(v);
    ASSERT_EQ(seen.zones.size(), all.zones.size());
    for (std::size_t z = 0; z < all.zones.size(); ++z) {
      const Zone& a = all.zones[z];
      const Zone& b = seen.zones[z];
      ASSERT_EQ(a.groups.size(), b.groups.size());
      for (std::size_t g = 0; g < a.groups.size(); ++g) {
        ASSERT_EQ(a.groups[g].pieces.size(), b.groups[g].pieces.size());
        for (std::size_t p = 0; p < a.groups[g].pieces.size(); ++p) {
          const ScenePiece& pb = b.groups[g].pieces[p];
          if (!pb.hidden) {
            EXPECT_EQ(pb.id, a.groups[g].pieces[p].id);
          }
          if (a.kind == ZoneKind::hand && a.seat != v) {
            EXPECT_TRUE(pb.hidden);
          }
        }
      }
    }
  }
}

// At a fresh lead the plays listed are, by the rule's own words, every set of cards of one group
// that is one unit (a single, a pair, a tractor) or a throw the seat may make; worked out here by
// trying every set, where the hand is small enough for that.
void check_leads(const HandState& h) {
  const Round& r = dynamic_cast<const SandahaHand&>(h).round();
  if (r.phase() != Phase::play || r.current_lead() || !r.relead().empty()) return;
  const int s = r.to_move();
  const std::vector<PieceId> hand = r.hands().known(s);
  std::set<std::vector<PieceId>> expected, listed;
  for (int g = 0; g <= kTrumpGroup; ++g) {
    std::vector<PieceId> group;
    for (PieceId c : hand)
      if (r.order().group_of(c) == g) group.push_back(c);
    if (group.size() > 14) return;
    for (int k = 1; k <= static_cast<int>(group.size()); ++k) {
      for (const auto& m : trick::sub_multisets(group, k)) {
        if (r.may_throw(s, g, m.size()) || trick::split_units(m, r.order()).size() == 1)
          expected.insert(m);
      }
    }
  }
  h.visit_legal_moves([&](const Event& e) {
    if (e.verb == kPlay) {
      EXPECT_TRUE(listed.insert(e.pieces).second) << "listed twice";
    }
    return true;
  });
  EXPECT_EQ(listed, expected);
}

void play_out(int seats, const RuleValues& rules, std::uint64_t seed) {
  const auto variant = make_variant();
  auto match = variant->new_match(rules, seats);
  std::vector<Problem> problems;
  auto hand = match->begin_hand({{"FirstBidder", "S"}}, problems);
  ASSERT_TRUE(problems.empty());
  for (const Event& e : hand->sample_deal(seed)) ASSERT_TRUE(hand->apply(e).ok());
  std::mt19937_64 rng(seed);
  int steps = 0;
  while (!hand->finished()) {
    ASSERT_LT(++steps, 400) << "seed " << seed;
    const auto move = draw(*hand, rng);
    ASSERT_TRUE(move.has_value()) << "no legal move, seed " << seed << " step " << steps;
    if (steps % 7 == 0) check_views(*hand, seats);
    check_leads(*hand);
    const Outcome out = hand->apply(*move);
    ASSERT_TRUE(out.ok()) << "seed " << seed << " step " << steps << ": "
                          << (out.problems.empty() ? "" : out.problems.front().message);
  }
  const auto& h = dynamic_cast<const SandahaHand&>(*hand);
  const RoundResult& r = h.round().result();
  ASSERT_FALSE(r.score.surrendered);
  EXPECT_EQ(static_cast<int>(h.round().table().history().size()) > 0, true);
  int all = r.kitty_points;
  for (int t : r.taken) all += t;
  EXPECT_EQ(all, 200) << "seed " << seed;
  const Settlement s = match->finish_hand(*hand);
  long long sum = 0;
  for (long long d : s.deltas) sum += d;
  EXPECT_EQ(sum, 0);
  EXPECT_EQ(s.facts.size(), static_cast<std::size_t>(seats) * fact_specs().size());
}

TEST(Playout, FourSeats) {
  for (std::uint64_t seed = 1; seed <= 12; ++seed) play_out(4, {}, seed);
}

TEST(Playout, ThreeSeatsAndTheShortDeck) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    play_out(3, {}, seed);
    play_out(3, {{"deck", "84"}}, seed);
    play_out(4, {{"deck", "84"}}, seed);
  }
}

}  // namespace

namespace {

// The rule options other than the defaults, played out the same way (every listed move applies).
TEST(Playout, TheRuleOptions) {
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    play_out(4,
             {{"surrender", "xt"},
              {"koudi", "cards"},
              {"bands", "12"},
              {"bid_max", "70"},
              {"forced_bid", "6_60"},
              {"throws", "declarer"},
              {"relead", "lowest"}},
             seed);
    play_out(
        3,
        {{"koudi", "tractor"}, {"forced_bid", "6_55"}, {"bid_max", "60"}, {"throws", "side_suits"}},
        seed);
    play_out(4, {{"throws", "three_cards"}, {"koudi", "pair"}}, seed);
  }
}

// A seat past the table's size is refused, not read past the three seats' state (the repair search
// once tried N's moves at a 3-seat table, found by an independent model check under valgrind).
TEST(Playout, ASeatPastTheTableIsRefused) {
  SandahaHand h(parse_options(default_values()), 3, 0, {0, 0, 0});
  Event pass;
  pass.seat = 3;
  pass.verb = kPass;
  const Outcome o = h.apply(pass);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().code, "S109");
}

}  // namespace
