#include "match.hpp"

#include <utility>

#include "scoring.hpp"

namespace paipu::tianjiu {

TianjiuMatch::TianjiuMatch(Options options) : opt_(options), rule_(opt_.dealer_rule()) {
  dealer_.seat = 0;  // the 仮親 is E unless the first hand's Dealer tag says otherwise
}

std::unique_ptr<MatchState> TianjiuMatch::clone() const {
  return std::make_unique<TianjiuMatch>(*this);
}

std::unique_ptr<HandState> TianjiuMatch::begin_hand(
    const std::map<std::string, std::string>& hand_tags, std::vector<Problem>& problems) {
  trick::take_dealer_tag(hand_tags, hands_ == 0, rule_, {"T114", "T120", "T121"}, dealer_,
                         problems);
  return std::make_unique<TianjiuHand>(HandSetup{opt_, dealer_, totals_});
}

Settlement TianjiuMatch::finish_hand(const HandState& hand) {
  const auto* h = dynamic_cast<const TianjiuHand*>(&hand);
  if (h == nullptr || !h->finished()) {
    abandon_hand(hand);
    Settlement s;
    s.deltas.assign(kSeats, 0);
    s.notes.push_back("the hand did not reach its end: no settlement");
    return s;
  }
  Settlement s = settle(h->result(), opt_);
  for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
  dealer_ = h->dealer();
  dealer_.advance(s.winner, rule_);
  s.notes.push_back("next dealer: " + trick::seat_name(dealer_.seat) + ", 親倍数 ×" +
                    std::to_string(multiplier()) +
                    (dealer_.streak > 0 ? " (連荘 " + std::to_string(dealer_.streak) + ")" : ""));
  ++hands_;
  return s;
}

void TianjiuMatch::abandon_hand(const HandState& hand) {
  if (const auto* h = dynamic_cast<const TianjiuHand*>(&hand)) dealer_ = h->dealer();
  dealer_.lose_track();
  ++hands_;
}

}  // namespace paipu::tianjiu
