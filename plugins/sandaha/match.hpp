// The match: running totals and who bids first. The first hand names its first bidder with the hand
// tag `FirstBidder` (E S W N, or 東 南 西 北; default E); later hands follow the rule (the declarer
// after a made contract, else the seat after it), and a tag that disagrees is an error (S120).
// After a hand that did not finish, the tag says who bids first (S121 without one).
#pragma once

#include <memory>

#include "hand.hpp"
#include "options.hpp"
#include "paipu/variant.hpp"

namespace paipu::sandaha {

class SandahaMatch final : public MatchState {
 public:
  SandahaMatch(Options options, int seats);

  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                        std::vector<Problem>& problems) override;
  Settlement finish_hand(const HandState& hand) override;
  void abandon_hand(const HandState& hand) override;
  std::vector<long long> totals() const override { return totals_; }
  std::unique_ptr<MatchState> clone() const override {
    return std::make_unique<SandahaMatch>(*this);
  }

 private:
  Options options_;
  int seats_;
  std::vector<long long> totals_;
  int hands_ = 0;
  int next_first_ = 0;  // -1: unknown after a hand that did not finish
};

// The per-seat facts of a settled hand, in VariantInfo::facts order.
std::vector<FactSpec> fact_specs();
Settlement settle(const RoundResult& r, int seats, bool itemise);

}  // namespace paipu::sandaha
