// Properties of 2,000 generated hands per seat count, played as `paipu generate` plays them (the
// hand's own sample_move, a uniform pick where it leaves the choice): every move applies; every
// card dealt is played exactly once by the seat that held it, or lies in the buried kitty; card
// points add up to 200; each settlement and the match's totals sum to zero; and the hands hold
// what the generator is for: tractor leads, throws, challenges, surrenders, 抠底 and every score
// band.
#include <gtest/gtest.h>

#include <cstdio>
#include <map>
#include <random>

#include "hand.hpp"
#include "match.hpp"
#include "sandaha.hpp"

namespace {

using namespace paipu;
using namespace paipu::sandaha;

constexpr int kHands = 2000;
constexpr int kHandsPerMatch = 50;

using Multiset = std::map<PieceId, int>;

void add(Multiset& m, std::span<const PieceId> cards, int sign = 1) {
  for (PieceId c : cards)
    if ((m[c] += sign) == 0) m.erase(c);
}

Event next_move(const HandState& h, std::mt19937_64& rng) {
  Event e;
  if (h.sample_move(rng, e)) return e;
  const std::vector<Event> all = h.legal_moves();
  EXPECT_FALSE(all.empty());
  if (all.empty()) return e;
  return all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(rng)];
}

struct Seen {
  int tractor_leads = 0, throws = 0, challenges = 0, surrenders = 0, kou_di = 0;
  std::map<Grade, int> grades;
};

// Plays one hand of `match`; checks it and counts what it held.
void play_hand(MatchState& match, int seats, std::uint64_t seed, Seen& seen) {
  std::vector<Problem> problems;
  auto hand = match.begin_hand({}, problems);
  ASSERT_TRUE(problems.empty()) << "seed " << seed;
  std::vector<Multiset> held(static_cast<std::size_t>(seats));
  Multiset deck;
  for (const Event& e : hand->sample_deal(seed)) {
    ASSERT_TRUE(hand->apply(e).ok());
    add(held[static_cast<std::size_t>(e.seat)], e.pieces);
    add(deck, e.pieces);
  }
  std::mt19937_64 rng(seed);
  Multiset buried;
  for (int steps = 0; !hand->finished(); ++steps) {
    ASSERT_LT(steps, 1000) << "seed " << seed;
    const Event e = next_move(*hand, rng);
    const Outcome out = hand->apply(e);
    ASSERT_TRUE(out.ok()) << "seed " << seed << " step " << steps << ": "
                          << (out.problems.empty() ? "" : out.problems.front().message);
    if (e.verb == kKitty) add(deck, e.pieces);
    if (e.verb == kKitty || e.verb == kBury) {
      const int d = dynamic_cast<const SandahaHand&>(*hand).round().auction().declarer();
      add(held[static_cast<std::size_t>(d)], e.pieces, e.verb == kKitty ? 1 : -1);
    }
    if (e.verb == kBury) add(buried, e.pieces);
    seen.challenges += e.verb == kChallenge;
    seen.surrenders += e.verb == kSurrender;
  }
  const Round& round = dynamic_cast<const SandahaHand&>(*hand).round();
  const RoundResult& r = round.result();
  EXPECT_EQ(deck,
            [&] {
              Multiset full;
              const std::vector<int> limits = copy_limits(round.layout().deck);
              for (PieceId c = 0; c < kKinds; ++c)
                if (limits[c] > 0) full[c] = limits[c];
              return full;
            }())
      << "the deals and the kitty are the deck, seed " << seed;
  if (!r.score.surrendered) {
    // Each seat played exactly what it held; the kitty is what was buried.
    std::vector<Multiset> played(static_cast<std::size_t>(seats));
    for (const trick::Trick& t : round.table().history()) {
      for (const trick::Play& p : t.plays) add(played[static_cast<std::size_t>(p.seat)], p.pieces);
      const auto lead = trick::make_lead(t.plays.front().pieces, round.order());
      ASSERT_TRUE(lead.has_value());
      seen.throws += lead->is_throw();
      for (const trick::Unit& u : lead->units) seen.tractor_leads += u.pairs >= 2;
    }
    EXPECT_EQ(played, held) << "seed " << seed;
    Multiset kitty;
    add(kitty, round.kitty());
    EXPECT_EQ(kitty, buried) << "seed " << seed;
    int points = r.kitty_points;
    for (int t : r.taken) points += t;
    EXPECT_EQ(points, 200) << "seed " << seed;
    seen.kou_di += r.kitty_taken;
  }
  ++seen.grades[r.score.grade];
  const Settlement s = match.finish_hand(*hand);
  long long sum = 0;
  for (long long d : s.deltas) sum += d;
  EXPECT_EQ(sum, 0) << "seed " << seed;
}

void check_generated(int seats) {
  const auto variant = make_variant();
  Seen seen;
  for (int m = 0; m < kHands / kHandsPerMatch; ++m) {
    auto match = variant->new_match({}, seats);
    for (int h = 0; h < kHandsPerMatch; ++h) {
      play_hand(*match, seats, static_cast<std::uint64_t>(m * kHandsPerMatch + h + 1), seen);
      if (testing::Test::HasFatalFailure()) return;
    }
    long long total = 0;
    for (long long t : match->totals()) total += t;
    EXPECT_EQ(total, 0);
  }
  std::printf(
      "%d seats: %d tractor leads, %d throws, %d challenges, %d surrenders, %d 抠底; grades", seats,
      seen.tractor_leads, seen.throws, seen.challenges, seen.surrenders, seen.kou_di);
  for (const auto& [g, n] : seen.grades) std::printf(" %s %d", grade_name(g), n);
  std::printf("\n");
  EXPECT_GT(seen.tractor_leads, kHands / 20);
  EXPECT_GT(seen.throws, kHands / 10);
  EXPECT_GT(seen.challenges, kHands / 10);
  EXPECT_GT(seen.surrenders, 0);
  EXPECT_GT(seen.kou_di, 0);
  for (Grade g : {Grade::da_guang, Grade::xiao_guang, Grade::bao_zhuang, Grade::kua_zhuang,
                  Grade::xiao_dao, Grade::da_dao})
    EXPECT_GT(seen.grades[g], 0) << grade_name(g);
}

TEST(Generated, FourSeats) {
  check_generated(4);
}

TEST(Generated, ThreeSeats) {
  check_generated(3);
}

}  // namespace
