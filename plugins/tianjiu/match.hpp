// The match: dealer and 親倍数 carried from hand to hand, running totals, and the settlement of
// each hand.
//
// After a hand that broke (abandon_hand) the winner, and so the next dealer, is unknown. The next
// hand takes its dealer from its Dealer tag, or else from its first lead, and assumes that a dealer
// who stayed in the seat won the broken hand (連荘) and that any other seat is a new dealer;
// begin_hand says so with a warning.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "hand.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"

namespace paipu::tianjiu {

class TianjiuMatch final : public MatchState {
 public:
  explicit TianjiuMatch(Options options);

  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                        std::vector<Problem>& problems) override;
  Settlement finish_hand(const HandState& hand) override;
  void abandon_hand(const HandState& hand) override;
  std::vector<long long> totals() const override { return totals_; }
  std::unique_ptr<MatchState> clone() const override;

  const trick::Dealer& dealer() const { return dealer_; }
  int multiplier() const { return dealer_.multiplier(rule_); }

 private:
  Options opt_;
  trick::DealerRule rule_;
  trick::Dealer dealer_;
  std::vector<long long> totals_ = std::vector<long long>(kSeats, 0);
  int hands_ = 0;
};

}  // namespace paipu::tianjiu
