// The match: running totals, the dealer and its streak level. The first hand's dealer is E unless
// its `Dealer` tag says otherwise; later hands follow the rules (scoring.hpp: next_dealer), and a
// tag that disagrees is followed with a warning. `Level` (1–4) gives the streak when it cannot be
// inferred: the first hand, or after a hand that did not finish.
#pragma once

#include <memory>

#include "hand.hpp"
#include "options.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::wenzhou {

class WenzhouMatch final : public MatchState {
 public:
  WenzhouMatch(Rules rules, int seats);

  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                        std::vector<Problem>& problems) override;
  Settlement finish_hand(const HandState& hand) override;
  void abandon_hand(const HandState& hand) override;
  std::vector<long long> totals() const override { return totals_; }
  std::unique_ptr<MatchState> clone() const override {
    return std::make_unique<WenzhouMatch>(*this);
  }

 private:
  Rules rules_;
  std::vector<long long> totals_;
  DealerState dealer_;
  bool known_ = true;  // false after a hand that did not finish: the next dealer is unknown
  int hands_ = 0;
};

}  // namespace paipu::wenzhou
