// Random playouts: hands dealt by sample_deal() and played by picking among legal_moves() with a
// fixed seed. Every move must apply, every hand must finish and settle to zero, and 棟 must
// total 8.
#include <gtest/gtest.h>

#include <random>

#include "match.hpp"
#include "script.hpp"
#include "tianjiu.hpp"

using namespace paipu;
using namespace paipu::tianjiu;

namespace {

struct Stats {
  int hands = 0, declared = 0, slams = 0, captures = 0, bonuses = 0;
};

// Plays `count` hands in matches of four; returns what was seen so the test can check coverage.
Stats playouts(const RuleValues& rules, int count, std::uint64_t seed) {
  Stats st;
  const bool binding = parse_options(rules).last_trick == LastTrick::final_trick;
  std::mt19937_64 rng(seed);
  auto variant = make_variant();
  std::unique_ptr<MatchState> match;
  for (int n = 0; n < count; ++n) {
    if (n % 4 == 0) match = variant->new_match(rules, 4);
    std::vector<Problem> problems;
    auto hand = match->begin_hand({}, problems);
    EXPECT_TRUE(problems.empty());
    for (const Event& e : hand->sample_deal(rng())) EXPECT_TRUE(hand->apply(e).ok());
    int guard = 0;
    while (!hand->finished() && ++guard < 200) {
      const auto moves = hand->legal_moves();
      if (moves.empty()) {
        ADD_FAILURE() << "stalled in hand " << n;
        return st;
      }
      std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
      const Event& e = moves[pick(rng)];
      // A move by a seat that is not to move is refused and changes nothing (checked now and then:
      // it costs two more move generations).
      if (guard % 5 == 0 && hand->to_move() >= 0 && e.verb != kDeclare) {
        Event wrong = e;
        wrong.seat = (e.seat + 1) % 4;
        const auto before = hand->legal_moves();
        EXPECT_FALSE(hand->apply(wrong).ok());
        EXPECT_EQ(hand->legal_moves(), before);
      }
      auto copy = hand->clone();
      const Outcome o = hand->apply(e);
      if (!o.ok()) {
        ADD_FAILURE() << "refused its own move: " << o.problems[0].message;
        return st;
      }
      EXPECT_TRUE(copy->apply(e).ok());
      EXPECT_EQ(copy->legal_moves(), hand->legal_moves());
    }
    if (!hand->finished()) {
      ADD_FAILURE() << "hand " << n << " did not finish";
      return st;
    }
    const auto& h = dynamic_cast<const TianjiuHand&>(*hand);
    const HandResult& r = h.result();
    if (r.dealt != Dealt::none) {
      ++st.declared;
    } else {
      int dong = 0;
      for (int d : r.dong) dong += d;
      EXPECT_EQ(dong, kDongTotal);
      // 2牌縛り keeps a loser at 6 棟 or fewer; without it (last_trick=eighth) a loser may hold 7.
      for (int s = 0; s < kSeats && binding; ++s) {
        if (s == r.winner) continue;
        EXPECT_LE(r.dong[static_cast<std::size_t>(s)], 6);
      }
    }
    st.slams += r.slam != Slam::none;
    st.captures += r.jie == Jie::yao_capture;
    st.bonuses += !r.bonuses.empty();
    const Settlement s = match->finish_hand(*hand);
    EXPECT_TRUE(s.complete);
    long long sum = 0;
    for (long long d : s.deltas) sum += d;
    EXPECT_EQ(sum, 0) << "hand " << n;
    EXPECT_EQ(s.deltas, net_deltas(s.payments, 4));
    long long total = 0;
    for (long long t : match->totals()) total += t;
    EXPECT_EQ(total, 0);
    ++st.hands;
  }
  return st;
}

}  // namespace

TEST(Property, TwoThousandRandomHandsWithDefaults) {
  const Stats st = playouts(default_values(), 2000, 20261121);
  EXPECT_EQ(st.hands, 2000);
  // Random play reaches the rarer items too; if none appears the generator is not exploring.
  EXPECT_GT(st.bonuses, 0);
  EXPECT_GT(st.declared, 0);
  EXPECT_GT(st.slams, 0);
}

// Each option's alternative, fifty hands each.
TEST(Property, RandomHandsUnderEveryAlternative) {
  for (const RuleOption& o : variant_info().options)
    for (const std::string& c : o.choices) {
      if (c == o.default_value) continue;
      RuleValues v = default_values();
      v[o.name] = c;
      SCOPED_TRACE(o.name + "=" + c);
      EXPECT_EQ(playouts(v, 50, 7).hands, 50);
    }
}

TEST(Property, SampleDealIsDeterministicAndComplete) {
  TianjiuHand h({});
  const auto a = h.sample_deal(42);
  EXPECT_EQ(a, h.sample_deal(42));
  EXPECT_NE(a, h.sample_deal(43));
  std::vector<int> count(kKinds, 0);
  for (const Event& e : a) {
    EXPECT_EQ(e.verb, kDeal);
    EXPECT_EQ(e.pieces.size(), 8u);
    for (PieceId p : e.pieces) ++count[p];
  }
  for (int k = 0; k < kKinds; ++k)
    EXPECT_EQ(count[static_cast<std::size_t>(k)], copies(tile(static_cast<PieceId>(k))));
}
