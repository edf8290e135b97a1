// The call review (HandState::review_claim) of generated mahjong hands against the brute force of
// tests/mahjong_kit/shanten_brute.hpp: at every discard a seat could call, the seat's hand as it
// stood, and after each call (a chi or a pon with the discard the review says follows it, a kan as
// it waits for its replacement), read afresh from the game's state after the call is applied, must
// have the shanten, effective tiles and copies the review reports; the copies are counted here
// from what the seat's scene shows, and no other legal discard after a chi or a pon may leave a
// lower shanten. Each game's test says how its state reads to the shapes (SeatReading).
#pragma once

#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <random>
#include <string>

#include "../mahjong_kit/rules.hpp"
#include "../mahjong_kit/shanten_brute.hpp"
#include "paipu/variant.hpp"

namespace mjtest {

// One seat of a game state as the shapes see it, made by the test from the game's own state.
struct SeatReading {
  Hand hand;                 // the concealed tiles as they play, the wilds and the melds
  ShantenRules rules;        // the shapes, absent and outside kinds (wilds_left: see limit_wilds)
  CopyLimits naturals{};     // the set's natural copies of each kind, as they play
  int wilds = 0;             // the set's wild tiles
  bool limit_wilds = false;  // the wilds-only shape counts only the wilds left unseen (温州)
  // What a piece is to the shapes: a natural kind, or a wild (`wild` set).
  std::function<Kind(paipu::PieceId, bool& wild)> piece;
};
using Reader = std::function<SeatReading(const paipu::HandState&, int seat)>;

struct CallTally {
  int seats = 0;  // seats that could call, their hand as it stood checked
  int calls = 0;  // chi and pon rows checked
  int kans = 0;   // kan rows checked
  int ready = 0;  // rows that left the hand ready
};

// The copies the seat has not seen: the set's less every piece its scene shows face up. A discard
// another seat claimed lies dimmed in its river and again in the meld: it is counted once.
inline Unseen unseen_in(const paipu::Scene& seen, const SeatReading& r) {
  Unseen u;
  u.naturals = r.naturals;
  u.wilds = r.wilds;
  for (const paipu::Zone& z : seen.zones)
    for (const paipu::SceneGroup& g : z.groups)
      for (const paipu::ScenePiece& p : g.pieces) {
        if (p.hidden || p.dimmed || p.id == paipu::kUnknownPiece) continue;
        bool wild = false;
        const Kind k = r.piece(p.id, wild);
        if (wild)
          u.wilds = std::max(u.wilds - 1, 0);
        else if (k < kKinds && u.naturals[k] > 0)
          add(u.naturals, k, -1);
      }
  return u;
}

// The review's pieces as the shapes read them.
inline Effective effective_of(const std::vector<paipu::PieceId>& pieces, const SeatReading& r) {
  Effective e;
  for (paipu::PieceId p : pieces) {
    bool wild = false;
    const Kind k = r.piece(p, wild);
    if (wild)
      e.wild = true;
    else
      e.kinds.insert(k);
  }
  return e;
}

// The brute force's shanten, effective tiles and copies of `seat` in `state`, its copies counted
// against `unseen`, beside the review's; a failure names `where`.
inline void expect_place(const paipu::HandState& state, int seat, const Reader& read,
                         const Unseen& unseen, int shanten, const std::vector<paipu::PieceId>& eff,
                         int copies, const std::string& where) {
  SeatReading r = read(state, seat);
  if (r.limit_wilds) r.rules.wilds_left = unseen.wilds;
  const BruteShanten brute(r.rules);
  EXPECT_EQ(brute.shanten(r.hand), shanten) << where;
  const Effective want = brute.effective(r.hand);
  EXPECT_TRUE(effective_of(eff, r) == want) << where << ": the effective tiles differ";
  int left = want.wild ? unseen.wilds : 0;
  for (Kind k : want.kinds) left += unseen.naturals[k];
  EXPECT_EQ(copies, left) << where;
}

// Checks every call review of `state`, a hand to be played out from its current state with `rng`
// (the game's own policy, else a uniform legal move).
inline void check_calls_to_the_end(paipu::HandState& state, std::mt19937_64& rng,
                                   const Reader& read, CallTally& tally, const std::string& label) {
  for (int step = 0; step < 2000 && !state.finished(); ++step) {
    paipu::ClaimReview claim;
    if (state.review_claim(claim)) {
      for (const paipu::SeatCalls& sc : claim.seats) {
        if (!sc.hand_known) continue;
        const std::string where =
            label + " step " + std::to_string(step) + " seat " + std::to_string(sc.seat);
        const Unseen unseen = unseen_in(state.scene(sc.seat), read(state, sc.seat));
        ++tally.seats;
        expect_place(state, sc.seat, read, unseen, sc.shanten, sc.effective, sc.copies,
                     where + " as it stood");
        for (const paipu::CallChoice& c : sc.calls) {
          std::unique_ptr<paipu::HandState> called = state.clone();
          called->set_notes(false);
          ASSERT_TRUE(called->apply(c.move).ok()) << where;
          tally.ready += c.shanten == 0 ? 1 : 0;
          if (c.discard.verb < 0) {
            ++tally.kans;
            expect_place(*called, sc.seat, read, unseen, c.shanten, c.effective, c.copies,
                         where + " after a kan");
            continue;
          }
          ++tally.calls;
          // No legal discard after the call leaves a lower shanten than the one reported.
          for (const paipu::Event& e : called->legal_moves()) {
            if (e.seat != sc.seat || e.verb != c.discard.verb) continue;
            std::unique_ptr<paipu::HandState> other = called->clone();
            ASSERT_TRUE(other->apply(e).ok()) << where;
            SeatReading r = read(*other, sc.seat);
            if (r.limit_wilds) r.rules.wilds_left = unseen.wilds;
            EXPECT_GE(BruteShanten(r.rules).shanten(r.hand), c.shanten) << where;
          }
          ASSERT_TRUE(called->apply(c.discard).ok()) << where;
          expect_place(*called, sc.seat, read, unseen, c.shanten, c.effective, c.copies,
                       where + " after a call and its discard");
        }
      }
    }
    paipu::Event e;
    if (!state.sample_move(rng, e)) {
      const auto moves = state.legal_moves();
      ASSERT_FALSE(moves.empty()) << label;
      e = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
    }
    ASSERT_TRUE(state.apply(e).ok()) << label;
  }
}

// Under the sanitizers, where the brute force runs some 30 times slower, a quarter of the hands.
#if defined(MJTEST_SANITIZED)
inline constexpr int kHandsDivisor = 4;
#else
inline constexpr int kHandsDivisor = 1;
#endif

// Deals `hands` hands (`make` sets hand n up, `deal_seed` + n its deal) and checks every call
// review of each played out with the same generator; prints what was checked.
inline CallTally check_generated_hands(
    int hands, std::uint64_t deal_seed,
    const std::function<std::unique_ptr<paipu::HandState>(int)>& make, const Reader& read,
    const char* game) {
  std::mt19937_64 rng(deal_seed);
  CallTally tally;
  for (int n = 0; n < hands / kHandsDivisor; ++n) {
    std::unique_ptr<paipu::HandState> h = make(n);
    for (const paipu::Event& e : h->sample_deal(deal_seed + static_cast<std::uint64_t>(n)))
      EXPECT_TRUE(h->apply(e).ok()) << game << " hand " << n;
    check_calls_to_the_end(*h, rng, read, tally, std::string(game) + " hand " + std::to_string(n));
    if (::testing::Test::HasFailure()) break;
  }
  std::printf("%s: %d seats that could call, %d chi and pon, %d kans, %d ready after\n", game,
              tally.seats, tally.calls, tally.kans, tally.ready);
  return tally;
}

}  // namespace mjtest
