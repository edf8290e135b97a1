// The match: dealer and 親倍数 carried from hand to hand, running totals, and the settlement of
// each hand.
//
// After a hand that broke (abandon_hand) the winner, and so the next dealer, is unknown. The next
// hand takes its dealer from its Dealer tag, or else from its first lead, and assumes that a dealer
// who stayed in the seat won the broken hand (連荘) and that any other seat is a new dealer;
// begin_hand says so with a warning.
#pragma once

#include <memory>
#include <string>
#include <utility>

#include "hand.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::tianjiu {

// The match is the kit's (trick::Match); the game adds its settlement and how it words a streak.
class TianjiuMatch final : public trick::Match<TianjiuHand, Options> {
 public:
  TianjiuMatch(Options options, int seats)
      : Match(std::move(options), {"T114", "T120", "T121"}, seats) {}

  std::unique_ptr<MatchState> clone() const override {
    return std::make_unique<TianjiuMatch>(*this);
  }

 private:
  Settlement settle_hand(const TianjiuHand& h) const override {
    return settle(h.result(), options(), h.notes());
  }
  std::string streak_text(int streak) const override {
    return " (連荘 " + std::to_string(streak) + ")";
  }
};

}  // namespace paipu::tianjiu
