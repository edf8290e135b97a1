#include "match.hpp"

#include <utility>

#include "scoring.hpp"

namespace paipu::daqizi {

DaqiziMatch::DaqiziMatch(Options options) : opt_(options), rule_(opt_.dealer_rule()) {
  dealer_.seat = 0;  // the first dealer is E unless the first hand's Dealer tag says otherwise
}

std::unique_ptr<MatchState> DaqiziMatch::clone() const {
  return std::make_unique<DaqiziMatch>(*this);
}

std::unique_ptr<HandState> DaqiziMatch::begin_hand(
    const std::map<std::string, std::string>& hand_tags, std::vector<Problem>& problems) {
  trick::take_dealer_tag(hand_tags, hands_ == 0, rule_, {"Q114", "Q120", "Q121"}, dealer_,
                         problems);
  return std::make_unique<DaqiziHand>(HandSetup{opt_, dealer_, totals_});
}

Settlement DaqiziMatch::finish_hand(const HandState& hand) {
  const auto* h = dynamic_cast<const DaqiziHand*>(&hand);
  if (h == nullptr || !h->finished()) {
    abandon_hand(hand);
    Settlement s;
    s.deltas.assign(kSeats, 0);
    s.notes.push_back("the hand did not reach its end: no settlement");
    return s;
  }
  Settlement s = settle(h->result());
  for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
  dealer_ = h->dealer();
  dealer_.advance(s.winner, rule_);
  s.notes.push_back("next dealer: " + trick::seat_name(dealer_.seat) + ", 親倍数 ×" +
                    std::to_string(multiplier()) +
                    (dealer_.streak > 0 ? " (" + std::to_string(dealer_.streak) + " repeat" +
                                              (dealer_.streak > 1 ? "s" : "") + ")"
                                        : ""));
  ++hands_;
  return s;
}

void DaqiziMatch::abandon_hand(const HandState& hand) {
  if (const auto* h = dynamic_cast<const DaqiziHand*>(&hand)) dealer_ = h->dealer();
  dealer_.lose_track();
  ++hands_;
}

}  // namespace paipu::daqizi
