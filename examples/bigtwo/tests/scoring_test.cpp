// The settlement, with amounts worked out from the rules (docs/variants/bigtwo.md).
#include <gtest/gtest.h>

#include "helpers.hpp"

namespace {

using bigtwo::HandResult;
using bigtwo::Options;

TEST(Settlement, APointACardUnderTen) {
  const paipu::Settlement s = bigtwo::settle(HandResult{0, {0, 5, 8, 7}}, Options{});
  EXPECT_EQ(s.deltas, (std::vector<long long>{20, -5, -8, -7}));
  EXPECT_EQ(s.winners, std::vector<int>{0});
  for (const paipu::Payment& p : s.payments) EXPECT_EQ(paipu::evaluate(p.items), p.amount);
}

TEST(Settlement, DoubledFromTenTripledAtThirteen) {
  // W out; E holds 13 (×3: 39), S 10 (×2: 20), N 9 (9).
  const paipu::Settlement s = bigtwo::settle(HandResult{2, {13, 10, 0, 9}}, Options{});
  EXPECT_EQ(s.deltas, (std::vector<long long>{-39, -20, 68, -9}));
  EXPECT_EQ(paipu::items_text(s.payments[0].items), "cards 13 × all 13 ×3");
  EXPECT_EQ(paipu::items_text(s.payments[1].items), "cards 10 × 10 or more ×2");
  EXPECT_EQ(paipu::items_text(s.payments[2].items), "cards 9");
  long long sum = 0;
  for (long long d : s.deltas) sum += d;
  EXPECT_EQ(sum, 0);
}

TEST(Settlement, FlatPenalty) {
  Options o;
  o.penalty = Options::Penalty::flat;
  const paipu::Settlement s = bigtwo::settle(HandResult{2, {13, 10, 0, 9}}, o);
  EXPECT_EQ(s.deltas, (std::vector<long long>{-13, -10, 32, -9}));
}

TEST(Settlement, Facts) {
  const paipu::Settlement s = bigtwo::settle(HandResult{1, {3, 0, 12, 1}}, Options{});
  ASSERT_EQ(s.facts.size(), static_cast<std::size_t>(4 * bigtwo::kFactCount));
  EXPECT_EQ(s.facts[1 * bigtwo::kFactCount + bigtwo::kFactWon], 1);
  EXPECT_EQ(s.facts[2 * bigtwo::kFactCount + bigtwo::kFactCardsLeft], 12);
  EXPECT_EQ(bigtwo::variant_info().facts.size(), static_cast<std::size_t>(bigtwo::kFactCount));
}

TEST(Options, ParsedFromTheRecordsValues) {
  EXPECT_EQ(bigtwo::parse_options({{"penalty", "flat"}}).penalty, Options::Penalty::flat);
  EXPECT_EQ(bigtwo::parse_options({}).penalty, Options::Penalty::doubled);
}

}  // namespace
