// Settlement (rules §2.4): 4 − face-up pieces, 5 with none, negative amounts paid by the winner,
// and 親倍数 on every payment with the dealer. Every expected number is worked out by hand.
#include <gtest/gtest.h>

#include "daqizi.hpp"
#include "hands.hpp"
#include "helpers.hpp"
#include "scoring.hpp"

using namespace paipu;
using namespace paipu::daqizi;
using dq_test::Table;

namespace {

using Deltas = std::vector<long long>;

HandResult result(int winner, std::array<int, 4> face_up, int dealer, int multiplier) {
  HandResult r;
  r.winner = winner;
  r.face_up = face_up;
  r.dealer = dealer;
  r.multiplier = multiplier;
  return r;
}

// The items of every payment (a base, then factors) multiply to its amount, and the deltas sum to
// zero.
void expect_itemised(const Settlement& s) {
  long long sum = 0;
  for (long long d : s.deltas) sum += d;
  EXPECT_EQ(sum, 0);
  for (const Payment& p : s.payments) {
    long long product = 1;
    for (const Item& i : p.items) {
      EXPECT_EQ(i.kind, &i == &p.items.front() ? ItemKind::base : ItemKind::times) << p.reason;
      product *= i.value;
    }
    EXPECT_EQ(product, p.amount) << p.reason;
    EXPECT_EQ(evaluate(p.items), p.amount) << p.reason;
    EXPECT_GT(p.amount, 0);
  }
}

const Payment* find(const Settlement& s, int from, int to) {
  for (const Payment& p : s.payments)
    if (p.from == from && p.to == to) return &p;
  return nullptr;
}

}  // namespace

TEST(Scoring, BasePoints) {
  EXPECT_EQ(base_points(0), 5);  // won nothing: 4 + 1 penalty
  EXPECT_EQ(base_points(1), 3);
  EXPECT_EQ(base_points(2), 2);
  EXPECT_EQ(base_points(3), 1);
  EXPECT_EQ(base_points(4), 0);
  EXPECT_EQ(base_points(5), -1);
  EXPECT_EQ(base_points(6), -2);
  EXPECT_EQ(base_points(7), -3);
}

// No dealer multiplier in play (the first dealer, ×1): N wins with E1 S2 W0 N5 → E 3, S 2, W 5.
TEST(Scoring, OrdinaryHand) {
  const Settlement s = settle(result(3, {1, 2, 0, 5}, 0, 1));
  EXPECT_EQ(s.deltas, (Deltas{-3, -2, -5, 10}));
  expect_itemised(s);
  const Payment* e = find(s, 0, 3);  // with the dealer: 親倍数 is written even at ×1
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(items_text(e->items), "base 3 × 親倍数 ×1");
  EXPECT_EQ(e->reason, "to the winner");
  const Payment* w = find(s, 2, 3);
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(items_text(w->items), "no trick 5");
}

// A loser with 4 face-up pieces pays nothing.
TEST(Scoring, FourFaceUpPaysNothing) {
  const Settlement s = settle(result(0, {1, 4, 3, 0}, 2, 1));
  EXPECT_EQ(s.deltas, (Deltas{6, 0, -1, -5}));
  EXPECT_EQ(find(s, 1, 0), nullptr);
  EXPECT_EQ(find(s, 0, 1), nullptr);
  expect_itemised(s);
}

// Negative amounts: a loser with 5 or 6 face-up pieces is paid 1 or 2 by the winner.
TEST(Scoring, NegativePayments) {
  // E wins with 2; S holds 5 (4 − 5 = −1: E pays S 1), W 1 pays 3, N 0 pays 5. Dealer N at ×1.
  Settlement s = settle(result(0, {2, 5, 1, 0}, 3, 1));
  EXPECT_EQ(s.deltas, (Deltas{7, 1, -3, -5}));
  const Payment* back = find(s, 0, 1);
  ASSERT_NE(back, nullptr);
  EXPECT_EQ(back->amount, 1);
  EXPECT_EQ(back->reason, "negative");
  expect_itemised(s);
  // S wins with 2; E holds 6: S pays E 2. W and N pay 5. Dealer W at ×1.
  s = settle(result(1, {6, 2, 0, 0}, 2, 1));
  EXPECT_EQ(s.deltas, (Deltas{2, 8, -5, -5}));
  expect_itemised(s);
}

// The dealer multiplier applies to every exchange with the dealer, both ways.
TEST(Scoring, DealerMultiplierBothWays) {
  // The dealer E at ×3 holds 6 and loses: S pays E 2 × 3 = 6. W and N pay S 5 each (no dealer).
  Settlement s = settle(result(1, {6, 2, 0, 0}, 0, 3));
  EXPECT_EQ(s.deltas, (Deltas{6, 4, -5, -5}));
  const Payment* p = find(s, 1, 0);
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(items_text(p->items), "base 2 × 親倍数 ×3");
  expect_itemised(s);
  // The dealer S at ×2 wins: every payment is doubled. E 1 → 3 × 2, W 0 → 5 × 2, N 5 → S pays 2.
  s = settle(result(1, {1, 2, 0, 5}, 1, 2));
  EXPECT_EQ(s.deltas, (Deltas{-6, 14, -10, 2}));
  expect_itemised(s);
}

// Rules §2.4's derived example: P1, dealer at ×2, wins; P2 holds 3, P3 0, P4 5. P2 pays 2, P3 10,
// P1 pays P4 2: P1 +10. (P1's own count is left at 0 here: it does not enter the settlement.)
TEST(Scoring, DerivedExampleOfTheRules) {
  const Settlement s = settle(result(0, {0, 3, 0, 5}, 0, 2));
  EXPECT_EQ(s.deltas, (Deltas{10, -2, -10, 2}));
  expect_itemised(s);
}

TEST(Scoring, HandsDAndLSettle) {
  for (const auto* lines : {&dq_test::kPlayD, &dq_test::kPlayL}) {
    Table t;
    ASSERT_EQ(t.run_all(*lines), "");
    const Settlement s = settle(t.hand.result());
    EXPECT_EQ(s.deltas, (Deltas{2, 8, -5, -5}));
    EXPECT_EQ(s.winner(), 1);
    EXPECT_TRUE(s.complete);
  }
}
