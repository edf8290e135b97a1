// Tests of the rules, driving the rules library directly (no plugin loading). TODO: a test for
// every rule and every problem code, with expected values worked out by hand from the rules.
#include <gtest/gtest.h>

#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "hand.hpp"

namespace mygame {
namespace {

// "S play 8": a seat, a verb and pieces by code or name, one per token.
paipu::Event ev(const std::string& line) {
  const paipu::VariantInfo& info = variant_info();
  std::istringstream in(line);
  std::string seat, verb, token;
  in >> seat >> verb;
  paipu::Event e;
  e.seat = paipu::trick::seat_from_tag(seat, kSeats);
  for (std::size_t v = 0; v < info.verbs.size(); ++v)
    if (info.verbs[v].name == verb) e.verb = static_cast<int>(v);
  while (in >> token) {
    paipu::PieceId id = paipu::kUnknownPiece;
    for (const paipu::PieceInfo& p : info.pieces)
      if (p.code == token || p.name == token) id = p.id;
    e.pieces.push_back(id);
  }
  return e;
}

Hand new_hand(int dealer = 0) {
  paipu::trick::Dealer d;
  d.seat = dealer;
  return Hand(HandSetup{Options{}, d, paipu::trick::PerSeat<long long>(kSeats, 0)});
}

// The hand of samples/mygame.paipu.
const std::vector<std::string> kSampleHand = {
    "E deal 8 7 2 1", "S deal 8 6 3 1", "W deal 7 5 4 2", "N deal 6 5 4 3", "E play 8",
    "S pad 1",        "W pad 2",        "N pad 3",        "E play 7",       "S play 8",
    "W pad 4",        "N pad 4",        "S play 3",       "W play 5",       "N play 6",
    "E pad 1",        "N play 5",       "E pad 2",        "S play 6",       "W play 7",
};

TEST(Rules, TheSampleHand) {
  Hand h = new_hand();
  for (const std::string& line : kSampleHand) ASSERT_TRUE(h.apply(ev(line)).ok()) << line;
  ASSERT_TRUE(h.finished());
  EXPECT_EQ(h.result().winner, 2);
  const paipu::Settlement s = settle(h.result(), Options{});
  EXPECT_EQ(s.deltas, (std::vector<long long>{-1, -1, 3, -1}));
}

TEST(Rules, ARejectedEventChangesNothing) {
  Hand h = new_hand();
  ASSERT_TRUE(h.apply(ev("E play 8")).ok());
  const paipu::Outcome out = h.apply(ev("W play 1"));
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.problems.front().code, "X101");
  EXPECT_EQ(out.problems.front().message, "W plays, but it is S's turn in trick 1");
  EXPECT_EQ(h.to_move(), 1);
  EXPECT_EQ(h.steps(), 1);
}

TEST(Settlement, ZeroSumAndItemised) {
  HandResult r;
  r.winner = 1;
  r.tricks = {1, 3, 0, 0};
  Options o;
  o.stake = 2;
  const paipu::Settlement s = settle(r, o);
  EXPECT_EQ(s.deltas, (std::vector<long long>{-6, 18, -6, -6}));
  for (const paipu::Payment& p : s.payments) {
    EXPECT_EQ(paipu::evaluate(p.items), p.amount);
    EXPECT_EQ(paipu::items_text(p.items), "tricks 3 × stake ×2");
  }
  EXPECT_EQ(s.facts.size(), static_cast<std::size_t>(kSeats * kFactCount));
  EXPECT_EQ(variant_info().facts.size(), static_cast<std::size_t>(kFactCount));
}

// Random hands from sample_deal() and legal moves: every move applies, every hand finishes, and
// every settlement sums to zero.
TEST(Rules, RandomHands) {
  std::mt19937_64 rng(1);
  for (int n = 0; n < 200; ++n) {
    Hand h = new_hand(n % kSeats);
    for (const paipu::Event& e : h.sample_deal(rng())) ASSERT_TRUE(h.apply(e).ok());
    while (!h.finished()) {
      const std::vector<paipu::Event> moves = h.legal_moves();
      ASSERT_FALSE(moves.empty());
      ASSERT_TRUE(h.apply(moves[rng() % moves.size()]).ok());
    }
    long long sum = 0;
    for (long long d : settle(h.result(), Options{}).deltas) sum += d;
    EXPECT_EQ(sum, 0);
  }
}

}  // namespace
}  // namespace mygame
