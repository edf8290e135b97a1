// Payments as the seed article gives them (every loser pays the winner; 1 between non-dealers,
// the dealer's rate by streak otherwise; ×1, ×2, ×4 by class; 財神銭 per 財神 held), worked out
// by hand in the comments, and the dealer's succession.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "scoring.hpp"

namespace {

using namespace paipu;
using namespace paipu::wenzhou;

constexpr int E = 0, S = 1, W = 2, N = 3;

std::vector<long long> deltas(const std::vector<Payment>& p) {
  return net_deltas(p, kSeats);
}

TEST(Payments, NonDealerWinsSoftAgainstADealerAtLevelTwo) {
  // E deals at level 2 (rate 4 in 2-4-6-8); S wins by ron with a 財神 standing in: E pays 4 × 1,
  // W and N 1 × 1: S +6.
  const auto p = win_payments(S, WinClass::soft, "ron", {E, 2}, Rules{}, true);
  EXPECT_EQ(deltas(p), (std::vector<long long>{-4, 6, -1, -1}));
  for (const Payment& x : p) EXPECT_EQ(evaluate(x.items), x.amount);
}

TEST(Payments, TheSameHandBySelfDrawIsHard) {
  // ×2: E 8, W 2, N 2: S +12.
  const auto p = win_payments(S, WinClass::hard, "tsumo", {E, 2}, Rules{}, true);
  EXPECT_EQ(deltas(p), (std::vector<long long>{-8, 12, -2, -2}));
}

TEST(Payments, DealerWinsDouble) {
  // E at level 2 wins 硬八対 (×4): each pays 4 × 4 = 16: E +48.
  const auto p = win_payments(E, WinClass::doubled, "ron", {E, 2}, Rules{}, false);
  EXPECT_EQ(deltas(p), (std::vector<long long>{48, -16, -16, -16}));
  EXPECT_TRUE(p.front().items.empty());  // not itemised
}

TEST(Payments, ScheduleThreeFiveSevenNine) {
  Rules r;
  r.schedule = {3, 5, 7, 9};
  // N deals at level 1 (rate 3); W wins soft: N pays 3, E and S 1: W +5.
  EXPECT_EQ(deltas(win_payments(W, WinClass::soft, "ron", {N, 1}, r, true)),
            (std::vector<long long>{-1, -1, 5, -3}));
  // The dealer at level 4 (rate 9) wins hard: 18 each.
  EXPECT_EQ(deltas(win_payments(N, WinClass::hard, "tsumo", {N, 4}, r, true)),
            (std::vector<long long>{-18, -18, -18, 54}));
}

TEST(Payments, CaishenMoney) {
  // E holds 1 財神, S 2: E +3 − 2 = +1, S +6 − 1 = +5, W and N −3.
  const std::array<int, 4> held{1, 2, 0, 0};
  EXPECT_EQ(deltas(caishen_payments(held, S, WinClass::hard, {E, 2}, Rules{}, true)),
            (std::vector<long long>{1, 5, -3, -3}));
  // With the seed's combined example (S's self-draw above): E −8 + 1, S +12 + 5, W −2 − 3, N too.
  auto all = win_payments(S, WinClass::hard, "tsumo", {E, 2}, Rules{}, true);
  const auto money = caishen_payments(held, S, WinClass::hard, {E, 2}, Rules{}, true);
  all.insert(all.end(), money.begin(), money.end());
  EXPECT_EQ(deltas(all), (std::vector<long long>{-7, 17, -5, -5}));
  // 2 per 財神, and a winner's three 財神 doubled by option: W wins holding 3, E holds none.
  Rules r;
  r.caishen_money = 2;
  const std::array<int, 4> three{0, 0, 3, 0};
  EXPECT_EQ(deltas(caishen_payments(three, W, WinClass::soft, {E, 2}, r, true)),
            (std::vector<long long>{-6, -6, 18, -6}));
  r.money_scale = CaishenMoneyScale::double_three;
  EXPECT_EQ(deltas(caishen_payments(three, W, WinClass::soft, {E, 2}, r, true)),
            (std::vector<long long>{-12, -12, 36, -12}));
  // Scaled as a win's payment: W's 硬牌 win, E dealing at level 2 (rate 4): E pays 2·3·4·2 = 48,
  // S and N pay 2·3·1·2 = 12 each.
  r.money_scale = CaishenMoneyScale::scaled;
  const auto scaled = caishen_payments(three, W, WinClass::hard, {E, 2}, r, true);
  EXPECT_EQ(deltas(scaled), (std::vector<long long>{-48, -12, 72, -12}));
  EXPECT_EQ(evaluate(scaled.front().items), scaled.front().amount);
  // In a drawn hand only the rate scales it: E (dealer, rate 4) holding one takes 4 from each of
  // S, W, N, and S holding one takes 4 from E and 1 from W and N.
  r.caishen_money = 1;
  EXPECT_EQ(
      deltas(caishen_payments(std::array<int, 4>{1, 1, 0, 0}, -1, WinClass::soft, {E, 2}, r, true)),
      (std::vector<long long>{12 - 4, 6 - 4, -5, -5}));
  // Nobody holds one: nothing is paid.
  EXPECT_TRUE(
      caishen_payments(std::array<int, 4>{}, -1, WinClass::soft, {E, 1}, Rules{}, true).empty());
}

TEST(Dealer, Succession) {
  // The dealer wins: again, one level up; at level 4 the deal passes (the 2018 revision).
  EXPECT_EQ(next_dealer(E, false, {E, 1}).seat, E);
  EXPECT_EQ(next_dealer(E, false, {E, 1}).level, 2);
  EXPECT_EQ(next_dealer(E, false, {E, 4}).seat, S);
  EXPECT_EQ(next_dealer(E, false, {E, 4}).level, 1);
  // Another seat wins: the dealer's right-hand neighbour deals, level 1.
  EXPECT_EQ(next_dealer(N, false, {W, 3}).seat, N);
  EXPECT_EQ(next_dealer(N, false, {W, 3}).level, 1);
  EXPECT_EQ(next_dealer(S, true, {N, 2}).seat, E);
  // A drawn hand: the same dealer at the same level (at level 4 too) unless anyone made a kan.
  EXPECT_EQ(next_dealer(-1, false, {S, 4}).seat, S);
  EXPECT_EQ(next_dealer(-1, false, {S, 4}).level, 4);
  EXPECT_EQ(next_dealer(-1, true, {S, 3}).seat, W);
  EXPECT_EQ(next_dealer(-1, true, {S, 3}).level, 1);
}

TEST(Payments, BaseRate) {
  const DealerState d{W, 3};
  EXPECT_EQ(base_rate(E, S, d, Rules{}), 1);
  EXPECT_EQ(base_rate(W, S, d, Rules{}), 6);
  EXPECT_EQ(base_rate(E, W, d, Rules{}), 6);
}

}  // namespace
