// After a broken hand the dealer is unknown until someone leads. A rejected first lead must not make its
// seat the dealer; the first lead that passes every check does. Checked for every trick variant.
#include <gtest/gtest.h>

#include "paipu/host.hpp"

namespace paipu {
namespace {

class DealerAfterBrokenHand : public ::testing::TestWithParam<std::string> {};

int verb_index(const VariantInfo& info, const std::string& name) {
  for (std::size_t i = 0; i < info.verbs.size(); ++i)
    if (info.verbs[i].name == name) return static_cast<int>(i);
  return -1;
}

TEST_P(DealerAfterBrokenHand, OnlyAnAcceptedLeadNamesTheDealer) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  auto variant = host.find(GetParam());
  if (!variant) GTEST_SKIP() << GetParam() << " plugin not built";
  const VariantInfo& info = variant->info();
  RuleValues rules;
  for (const auto& o : info.options) rules[o.name] = o.default_value;
  auto match = variant->new_match(rules, 4);
  std::vector<Problem> problems;
  auto broken = match->begin_hand({}, problems);
  match->abandon_hand(*broken);

  auto hand = match->begin_hand({}, problems);
  ASSERT_NE(hand, nullptr);
  std::vector<Event> deal = hand->sample_deal(99);
  for (const Event& e : deal) ASSERT_TRUE(hand->apply(e).ok());
  for (const auto& seat : hand->scene(-1).seats) EXPECT_FALSE(seat.dealer) << "no dealer before the first lead";

  // S leads face down: refused, and S must not have become the dealer.
  Event bad{1, verb_index(info, "pad"), {deal[1].pieces.front()}, {}, {}};
  ASSERT_FALSE(hand->apply(bad).ok());
  for (const auto& seat : hand->scene(-1).seats) EXPECT_FALSE(seat.dealer) << "a refused lead named a dealer";

  // W leads a single face up: accepted, and W is the dealer.
  Event good{2, verb_index(info, "play"), {deal[2].pieces.front()}, {}, {}};
  ASSERT_TRUE(hand->apply(good).ok());
  const Scene scene = hand->scene(-1);
  for (std::size_t s = 0; s < scene.seats.size(); ++s) EXPECT_EQ(scene.seats[s].dealer, s == 2) << s;
}

INSTANTIATE_TEST_SUITE_P(Variants, DealerAfterBrokenHand, ::testing::Values("tianjiu", "daqizi"));

}  // namespace
}  // namespace paipu
