#include "match.hpp"

#include <utility>

#include "scoring.hpp"

namespace paipu::tianjiu {

namespace {

const char* const kSeatWords[kSeats] = {"東", "南", "西", "北"};

int seat_of(const std::string& v) {
  for (int s = 0; s < kSeats; ++s)
    if (v == kSeatNames[s] || v == kSeatWords[s]) return s;
  return -1;
}

Problem warning(const char* code, std::string message) {
  return {Severity::warning, code, std::move(message), -1};
}

}  // namespace

TianjiuMatch::TianjiuMatch(Options options) : opt_(options), rule_(opt_.dealer_rule()) {
  dealer_.seat = 0;  // the 仮親 is E unless the first hand's Dealer tag says otherwise
}

std::unique_ptr<MatchState> TianjiuMatch::clone() const {
  return std::make_unique<TianjiuMatch>(*this);
}

void TianjiuMatch::take_dealer_tag(const std::map<std::string, std::string>& tags,
                                   std::vector<Problem>& problems) {
  int tagged = -1;
  if (auto it = tags.find("Dealer"); it != tags.end()) {
    tagged = seat_of(it->second);
    if (tagged < 0)
      problems.push_back({Severity::error, "T114",
                          "the Dealer tag says '" + it->second + "'; write E, S, W or N", -1});
  }
  if (hands_ == 0) {
    if (tagged >= 0) dealer_.seat = tagged;
    return;
  }
  if (dealer_.seat < 0) {
    if (tagged < 0) {
      problems.push_back(
          warning("T121",
                  "the previous hand did not finish, so the dealer is unknown until this "
                  "hand's first lead; a Dealer tag would say who deals"));
      return;
    }
    const bool stayed = tagged == dealer_.previous;
    dealer_.resume(tagged, rule_);
    problems.push_back(warning(
        "T121",
        std::string(
            "the previous hand did not finish, so its winner is unknown; the Dealer tag makes ") +
            kSeatNames[tagged] + " the dealer, assumed " +
            (stayed ? "to have won as dealer (連荘)" : "to be a new dealer") + ": 親倍数 ×" +
            std::to_string(multiplier())));
    return;
  }
  if (tagged >= 0 && tagged != dealer_.seat) {
    problems.push_back(warning("T120", std::string("the Dealer tag says ") + kSeatNames[tagged] +
                                           ", but " + kSeatNames[dealer_.seat] +
                                           " won the previous hand and deals; following the tag, " +
                                           kSeatNames[tagged] + " deals as a new dealer"));
    dealer_.advance(tagged, rule_);
  }
}

std::unique_ptr<HandState> TianjiuMatch::begin_hand(
    const std::map<std::string, std::string>& hand_tags, std::vector<Problem>& problems) {
  take_dealer_tag(hand_tags, problems);
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
  s.notes.push_back(std::string("next dealer: ") + kSeatNames[dealer_.seat] + ", 親倍数 ×" +
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
