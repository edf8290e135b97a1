// Generated hands played out through the plugin's own deal and moves: every hand ends, every
// move the plugin lists is one it accepts, tiles are conserved (pulled ガリ replaced, a kan
// counting as three), settlements sum to zero, and a match passes the deal to the winner with
// the walls alternating.
#include <gtest/gtest.h>

#include <random>

#include "chinton.hpp"
#include "hand.hpp"
#include "match.hpp"
#include "scoring.hpp"

namespace {

using namespace paipu;
using namespace paipu::chinton;

// Plays one hand to its end with the natural policy, checking that every listed move applies.
void play_out(HandState& h, std::mt19937_64& rng) {
  for (int guard = 0; guard < 2000 && !h.finished(); ++guard) {
    for (const Event& e : h.legal_moves()) {
      auto probe = h.clone();
      const Outcome o = probe->apply(e);
      ASSERT_TRUE(o.ok()) << "a listed move is refused (verb " << e.verb << ", " << e.pieces.size()
                          << " tiles): " << o.problems.front().message;
    }
    Event e;
    ASSERT_TRUE(h.sample_move(rng, e));
    const Outcome o = h.apply(e);
    ASSERT_TRUE(o.ok()) << o.problems.front().message;
  }
  ASSERT_TRUE(h.finished());
}

TEST(Playout, HandsEndSettledAndConserveTiles) {
  std::mt19937_64 rng(11);
  int wins = 0, draws = 0, riichi = 0, pulls = 0;
  for (int n = 0; n < 120; ++n) {
    HandSetup setup;
    setup.dealer.seat = n % kSeats;
    // Hands are short on this wall (one suit, 8 copies, 白 wild): a short live wall in half of
    // them brings drawn ends too.
    if (n % 2 == 1) setup.live_wall = 18;
    ChintonHand h(Rules{}, setup);
    for (const Event& e : h.sample_deal(500 + static_cast<std::uint64_t>(n)))
      ASSERT_TRUE(h.apply(e).ok());
    play_out(h, rng);
    if (HasFatalFailure()) return;
    const Round& r = h.round();
    const int winner = r.wins().empty() ? -1 : r.wins().front().seat;
    const bool tsumo = winner >= 0 && r.wins().front().how == WinHow::tsumo;
    for (int s = 0; s < kSeats; ++s) {
      const Seat& st = r.seat(s);
      const int size = st.hand.size() + 3 * static_cast<int>(st.melds.size());
      // A ron's winning tile stays where it lay.
      EXPECT_EQ(size, s == winner && tsumo ? 14 : 13) << "hand " << n << " seat " << s;
      riichi += st.riichi.kind != RiichiKind::none ? 1 : 0;
      pulls += static_cast<int>(st.pulled.size());
    }
    if (winner < 0)
      ++draws;
    else
      ++wins;
    const Settlement s = settle(r, h.setup(), true);
    EXPECT_TRUE(s.complete) << "hand " << n;
    long long sum = 0;
    for (long long d : s.deltas) sum += d;
    EXPECT_EQ(sum, 0);
  }
  EXPECT_GT(wins, 0);
  EXPECT_GT(draws, 0);
  EXPECT_GT(riichi, 0);
  EXPECT_GT(pulls, 0);
}

// The generator declares open riichi too (on a wait of three kinds or more), under either reading
// of a furiten open riichi; the riichi, and the discard after it, draw no warning: the shown tiles
// give the wait (K145) and the riichi is not furiten where that is forbidden (K146).
TEST(Playout, OpenRiichiIsDeclaredAndShowsItsWait) {
  for (const bool furiten_allowed : {false, true}) {
    std::mt19937_64 rng(17);
    Rules rules;
    rules.furiten_open_riichi = furiten_allowed;
    int open = 0, closed = 0;
    for (int n = 0; n < 150; ++n) {
      HandSetup setup;
      setup.dealer.seat = n % kSeats;
      ChintonHand h(rules, setup);
      for (const Event& e : h.sample_deal(700 + static_cast<std::uint64_t>(n)))
        ASSERT_TRUE(h.apply(e).ok());
      bool after_declaration = false;
      for (int guard = 0; guard < 2000 && !h.finished(); ++guard) {
        Event e;
        ASSERT_TRUE(h.sample_move(rng, e));
        const Outcome o = h.apply(e);
        if (e.verb == kOpenRiichi || after_declaration) {
          for (const Problem& p : o.problems)
            ADD_FAILURE() << "hand " << n << ": " << p.code << " " << p.message;
        }
        after_declaration = e.verb == kOpenRiichi;
        ASSERT_TRUE(o.ok()) << o.problems.front().message;
      }
      ASSERT_TRUE(h.finished());
      for (int s = 0; s < kSeats; ++s) {
        open += h.round().seat(s).riichi.kind == RiichiKind::open ? 1 : 0;
        closed += h.round().seat(s).riichi.kind == RiichiKind::closed ? 1 : 0;
      }
      EXPECT_TRUE(settle(h.round(), h.setup(), true).complete) << "hand " << n;
    }
    EXPECT_GT(open, 10) << "furiten allowed: " << furiten_allowed;
    EXPECT_GT(closed, 10) << "furiten allowed: " << furiten_allowed;
  }
}

TEST(Playout, TheWinnerDealsAndTheWallsAlternate) {
  std::mt19937_64 rng(5);
  ChintonMatch match(Rules{}, kSeats);
  std::optional<mahjong::Suit> last;
  std::vector<Problem> problems;
  auto hand = match.begin_hand({}, problems);
  for (int n = 0; n < 30; ++n) {
    EXPECT_TRUE(problems.empty());
    auto* h = dynamic_cast<ChintonHand*>(hand.get());
    ASSERT_NE(h, nullptr);
    const mahjong::Dealership before = h->setup().dealer;
    for (const Event& e : h->sample_deal(900 + static_cast<std::uint64_t>(n)))
      ASSERT_TRUE(h->apply(e).ok());
    play_out(*h, rng);
    if (HasFatalFailure()) return;
    const auto suit = h->round().wall_suit();
    if (last && suit) {
      EXPECT_NE(*last, *suit) << "hand " << n;
    }
    last = suit;
    match.finish_hand(*h);
    problems.clear();
    auto next = match.begin_hand({}, problems);
    const Round& r = h->round();
    const auto& d = dynamic_cast<ChintonHand*>(next.get())->setup().dealer;
    if (!r.wins().empty()) {
      EXPECT_EQ(d.seat, r.wins().front().seat);
      EXPECT_EQ(d.honba, r.wins().front().seat == before.seat ? before.honba + 1 : 0);
    } else {
      EXPECT_EQ(d.honba, before.honba + 1);
    }
    hand = std::move(next);
  }
}

}  // namespace
