#include "match.hpp"

#include "paipu/trick/basics.hpp"
#include "paipu/trick/dealer.hpp"

namespace paipu::wenzhou {

WenzhouMatch::WenzhouMatch(Rules rules, int seats)
    : rules_(rules), totals_(static_cast<std::size_t>(seats), 0) {}

std::unique_ptr<HandState> WenzhouMatch::begin_hand(
    const std::map<std::string, std::string>& hand_tags, std::vector<Problem>& problems) {
  int seat = -1, level = -1;
  if (auto it = hand_tags.find("Dealer"); it != hand_tags.end()) {
    seat = trick::seat_from_tag(it->second, kSeats);
    if (seat < 0)
      problems.push_back({Severity::error, "W190",
                          "the Dealer tag says '" + it->second + "'; write E, S, W or N", -1});
  }
  if (auto it = hand_tags.find("Level"); it != hand_tags.end()) {
    const std::string& v = it->second;
    if (v.size() == 1 && v[0] >= '1' && v[0] <= '4')
      level = v[0] - '0';
    else
      problems.push_back({Severity::error, "W191",
                          "the Level tag says '" + v + "'; the dealer's streak is 1 to 4", -1});
  }
  const bool inferred = hands_ > 0 && known_;
  if (inferred && seat >= 0 && seat != dealer_.seat)
    problems.push_back({Severity::warning, "W192",
                        "the Dealer tag says " + trick::seat_name(seat) +
                            ", but by the previous hand " + trick::seat_name(dealer_.seat) +
                            " deals; following the tag",
                        -1});
  if (inferred && level > 0 && level != dealer_.level)
    problems.push_back({Severity::warning, "W192",
                        "the Level tag says " + std::to_string(level) +
                            ", but by the previous hand the streak is at " +
                            std::to_string(dealer_.level) + "; following the tag",
                        -1});
  if (!inferred && hands_ > 0 && seat < 0)
    problems.push_back({Severity::warning, "W193",
                        "the previous hand did not finish, so the dealer is unknown; " +
                            trick::seat_name(dealer_.seat) + " is assumed (a Dealer tag would say)",
                        -1});
  // A new dealer starts at the first level ("親になってすぐの手"); a Level tag says otherwise.
  if (seat >= 0 && level < 0 && (!inferred || seat != dealer_.seat)) dealer_.level = 1;
  if (seat >= 0) dealer_.seat = seat;
  if (level > 0) dealer_.level = level;
  return std::make_unique<WenzhouHand>(rules_, dealer_, totals_);
}

Settlement WenzhouMatch::finish_hand(const HandState& hand) {
  const auto* h = dynamic_cast<const WenzhouHand*>(&hand);
  ++hands_;
  if (h == nullptr || !h->finished()) {
    known_ = false;
    Settlement s;
    s.deltas.assign(totals_.size(), 0);
    return s;
  }
  Settlement s = settle(h->round(), h->dealer(), hand.notes());
  if (!s.complete) {
    s.deltas.assign(totals_.size(), 0);
  } else {
    for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
  }
  dealer_ = next_dealer(h->round().winner(), h->round().kan_made(), h->dealer());
  known_ = true;
  if (hand.notes())
    s.notes.push_back("next dealer: " + trick::seat_name(dealer_.seat) + ", level " +
                      std::to_string(dealer_.level));
  return s;
}

void WenzhouMatch::abandon_hand(const HandState&) {
  ++hands_;
  known_ = false;
}

}  // namespace paipu::wenzhou
