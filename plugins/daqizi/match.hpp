// The match: dealer and 親倍数 carried from hand to hand, running totals, and the settlement of
// each hand.
//
// After a hand that broke (abandon_hand) the winner, and so the next dealer, is unknown. The next
// hand takes its dealer from its Dealer tag, or else from its first lead, and assumes that a dealer
// who stayed in the seat won the broken hand and that any other seat is a new dealer; begin_hand
// says so with a warning (Q121).
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "hand.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::daqizi {

// The match is the kit's (trick::Match); the game adds its settlement and how it words a streak.
class DaqiziMatch final : public trick::Match<DaqiziHand, Options> {
 public:
  DaqiziMatch(Options options, int seats)
      : Match(std::move(options), {"Q114", "Q120", "Q121"}, seats) {}

  std::unique_ptr<MatchState> clone() const override {
    return std::make_unique<DaqiziMatch>(*this);
  }

 private:
  Settlement settle_hand(const DaqiziHand& h) const override {
    return settle(h.result(), h.notes());
  }
  std::string streak_text(int streak) const override {
    return " (" + std::to_string(streak) + " repeat" + (streak > 1 ? "s" : "") + ")";
  }
};

}  // namespace paipu::daqizi
