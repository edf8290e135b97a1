// The match: running totals, the dealer and its 本場, and the wall's suit, which alternates hand
// by hand. The first hand's dealer is E with no 本場 unless its tags say otherwise; later hands
// follow the rules (scoring.hpp: next_dealership), and a tag that disagrees is followed with a
// warning. `Wall` names the suit ("p" or "s"); `LiveWall` the live wall's size for one hand.
#pragma once

#include <memory>
#include <optional>

#include "hand.hpp"
#include "options.hpp"
#include "paipu/variant.hpp"

namespace paipu::chinton {

class ChintonMatch final : public MatchState {
 public:
  ChintonMatch(Rules rules, int seats);

  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                        std::vector<Problem>& problems) override;
  Settlement finish_hand(const HandState& hand) override;
  void abandon_hand(const HandState& hand) override;
  std::vector<long long> totals() const override { return totals_; }
  std::unique_ptr<MatchState> clone() const override {
    return std::make_unique<ChintonMatch>(*this);
  }

 private:
  Rules rules_;
  std::vector<long long> totals_;
  mahjong::Dealership dealer_;
  std::optional<mahjong::Suit> last_wall_;  // the suit of the hand before, when known
  bool known_ = true;  // false after a hand that did not finish: the dealer is unknown
  int hands_ = 0;
};

}  // namespace paipu::chinton
