// Generated hands played out through the plugin's own deal and moves: every hand ends, tiles are
// conserved, a drawn hand ends exactly where the wall stops, settlements sum to zero, and a match
// passes the deal as the rules say.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "hand.hpp"
#include "match.hpp"
#include "wenzhou.hpp"

namespace {

using namespace paipu;
using namespace paipu::wenzhou;

// Plays one hand to its end: the natural policy, else a uniform pick.
void play_out(HandState& h, std::mt19937_64& rng) {
  for (int guard = 0; guard < 1000 && !h.finished(); ++guard) {
    Event e;
    if (!h.sample_move(rng, e)) {
      const auto moves = h.legal_moves();
      ASSERT_FALSE(moves.empty());
      e = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
    }
    const Outcome o = h.apply(e);
    ASSERT_TRUE(o.ok()) << o.problems.front().message;
  }
  ASSERT_TRUE(h.finished());
}

TEST(Playout, HandsEndWhereTheRulesSay) {
  std::mt19937_64 rng(7);
  int wins = 0, draws = 0;
  std::array<int, 3> classes{};
  for (int n = 0; n < 300; ++n) {
    WenzhouHand h(Rules{}, DealerState{n % 4, 1}, std::vector<long long>(4, 0));
    for (const Event& e : h.sample_deal(1000 + static_cast<std::uint64_t>(n)))
      ASSERT_TRUE(h.apply(e).ok());
    play_out(h, rng);
    const Round& r = h.round();
    // Tiles: every concealed hand and its melds make 16, the winner's 17.
    for (int s = 0; s < kSeats; ++s) {
      const int size = r.seat(s).hand.size() + 3 * static_cast<int>(r.seat(s).melds.size());
      EXPECT_EQ(size, s == r.winner() ? 17 : 16) << "hand " << n << " seat " << s;
    }
    if (r.drawn_end()) {
      ++draws;
      EXPECT_TRUE(r.wall_state().exhausted());
      // Without a kan the wall stops at 16 left, or at 2·(breaker's roll + 1) when the
      // indicator lies farther from the end.
      if (!r.kan_made()) {
        EXPECT_EQ(r.wall_state().left(), std::max(16, 2 * r.dice_state().breaker_roll + 2));
      }
    } else {
      ++wins;
      const Win& w = r.wins().front();
      ++classes[static_cast<std::size_t>(w.value.cls == WinClass::soft   ? 0
                                         : w.value.cls == WinClass::hard ? 1
                                                                         : 2)];
    }
    const Settlement s = settle(r, h.dealer(), true);
    EXPECT_TRUE(s.complete);
    long long sum = 0;
    for (long long d : s.deltas) sum += d;
    EXPECT_EQ(sum, 0);
  }
  EXPECT_GT(wins, 0);
  EXPECT_GT(draws, 0);
  EXPECT_GT(classes[0] + classes[1], 0);
}

TEST(Playout, TheDiceFixTheIndicator) {
  WenzhouHand h(Rules{}, DealerState{0, 1}, std::vector<long long>(4, 0));
  std::vector<Event> deal = h.sample_deal(42);
  // dice, dice, wall, indicator, deals: another indicator than the wall's at the dice's place.
  ASSERT_EQ(deal[3].verb, kIndicator);
  deal[3].pieces.front() = static_cast<PieceId>((deal[3].pieces.front() + 1) % 34);
  for (int i = 0; i < 3; ++i) ASSERT_TRUE(h.apply(deal[static_cast<std::size_t>(i)]).ok());
  const Outcome o = h.apply(deal[3]);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.problems.front().code, "W105");
  // A deal other than the wall's.
  WenzhouHand g(Rules{}, DealerState{0, 1}, std::vector<long long>(4, 0));
  deal = g.sample_deal(42);
  for (int i = 0; i < 4; ++i) ASSERT_TRUE(g.apply(deal[static_cast<std::size_t>(i)]).ok());
  Event other = deal[4];
  const auto first = other.pieces.front();
  const auto it = std::find_if(deal[5].pieces.begin(), deal[5].pieces.end(),
                               [&](PieceId p) { return p != first; });
  ASSERT_NE(it, deal[5].pieces.end());
  other.pieces.front() = *it;
  const Outcome bad = g.apply(other);
  // Either a tile the wall does not deal this seat, or one more copy than the seat's share.
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.problems.front().code, "W111");
}

TEST(Playout, AMatchPassesTheDeal) {
  std::mt19937_64 rng(3);
  WenzhouMatch m(Rules{}, 4);
  DealerState expect{0, 1};
  for (int n = 0; n < 40; ++n) {
    std::vector<Problem> problems;
    auto h = m.begin_hand({}, problems);
    ASSERT_TRUE(problems.empty());
    auto* hand = dynamic_cast<WenzhouHand*>(h.get());
    ASSERT_NE(hand, nullptr);
    EXPECT_EQ(hand->dealer().seat, expect.seat) << "hand " << n;
    EXPECT_EQ(hand->dealer().level, expect.level) << "hand " << n;
    for (const Event& e : h->sample_deal(500 + static_cast<std::uint64_t>(n)))
      ASSERT_TRUE(h->apply(e).ok());
    play_out(*h, rng);
    const Round& r = hand->round();
    expect = next_dealer(r.winner(), r.kan_made(), hand->dealer());
    const Settlement s = m.finish_hand(*h);
    EXPECT_TRUE(s.complete);
  }
}

// Each option that changes the wall, the calls or the wins: generated hands still play out, and
// their events replay on a fresh hand to the same end.
TEST(Playout, OptionsPlayOutAndReplay) {
  std::vector<Rules> variants(7);
  variants[0].replacement_from_tail = false;
  variants[1].outer_first = true;
  variants[2].deal_reverse = true;
  variants[3].chi_any_seat = true;
  variants[4].three_caishen_ron = true;
  variants[4].dihu_first_draw = true;
  variants[5].caishen_single = CaishenSingle::any;
  variants[5].caishen_fifth_copy = false;
  variants[6].toitoi_double = true;
  variants[6].bai_as_face = false;
  variants[6].seen = SeenHonours::rivers_and_melds;
  variants[6].pair_honour_discard = false;
  variants[6].pon_after_pass = false;
  std::mt19937_64 rng(11);
  for (std::size_t v = 0; v < variants.size(); ++v)
    for (int n = 0; n < 60; ++n) {
      WenzhouHand h(variants[v], DealerState{n % 4, 1}, std::vector<long long>(4, 0));
      std::vector<Event> events = h.sample_deal(77 + static_cast<std::uint64_t>(n));
      for (const Event& e : events) ASSERT_TRUE(h.apply(e).ok()) << "options " << v;
      for (int guard = 0; guard < 1000 && !h.finished(); ++guard) {
        const auto moves = h.legal_moves();
        ASSERT_FALSE(moves.empty()) << "options " << v << " hand " << n;
        Event e;
        if (!h.sample_move(rng, e))
          e = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
        const Outcome o = h.apply(e);
        ASSERT_TRUE(o.ok()) << "options " << v << " hand " << n << ": "
                            << o.problems.front().message;
        events.push_back(e);
      }
      ASSERT_TRUE(h.finished());
      WenzhouHand again(variants[v], DealerState{n % 4, 1}, std::vector<long long>(4, 0));
      for (const Event& e : events) ASSERT_TRUE(again.apply(e).ok()) << "options " << v;
      EXPECT_TRUE(again.finished());
      EXPECT_EQ(again.round().winner(), h.round().winner());
      EXPECT_EQ(settle(again.round(), again.dealer(), false).deltas,
                settle(h.round(), h.dealer(), false).deltas);
    }
}

}  // namespace
