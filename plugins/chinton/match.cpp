#include "match.hpp"

#include "paipu/trick/basics.hpp"
#include "paipu/trick/dealer.hpp"
#include "scoring.hpp"

namespace paipu::chinton {

namespace {

Problem tag_problem(Severity sev, const char* code, std::string message) {
  return {sev, code, std::move(message), -1};
}

// A whole number from a tag, or -1.
int tag_number(const std::string& v) {
  if (v.empty() || v.size() > 4) return -1;
  int n = 0;
  for (char c : v) {
    if (c < '0' || c > '9') return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

const char* suit_name(mahjong::Suit s) {
  return s == mahjong::Suit::pin ? "p" : "s";
}

}  // namespace

ChintonMatch::ChintonMatch(Rules rules, int seats)
    : rules_(rules), totals_(static_cast<std::size_t>(seats), 0) {}

std::unique_ptr<HandState> ChintonMatch::begin_hand(const std::map<std::string, std::string>& tags,
                                                    std::vector<Problem>& problems) {
  const bool inferred = hands_ > 0 && known_;
  HandSetup setup;
  setup.dealer = dealer_;
  if (auto it = tags.find("Dealer"); it != tags.end()) {
    const int seat = trick::seat_from_tag(it->second, kSeats);
    if (seat < 0) {
      problems.push_back(tag_problem(Severity::error, "K190",
                                     "the Dealer tag says '" + it->second + "'; write E, S or W"));
    } else {
      if (inferred && seat != dealer_.seat)
        problems.push_back(tag_problem(
            Severity::warning, "K194",
            "the Dealer tag says " + trick::seat_name(seat) + ", but by the hand before " +
                trick::seat_name(dealer_.seat) + " deals; following the tag"));
      setup.dealer.seat = seat;
    }
  } else if (!inferred && hands_ > 0) {
    problems.push_back(tag_problem(Severity::warning, "K196",
                                   "the hand before did not finish, so the dealer is unknown; " +
                                       trick::seat_name(dealer_.seat) +
                                       " is assumed (a Dealer tag would say)"));
  }
  if (auto it = tags.find("Honba"); it != tags.end()) {
    const int n = tag_number(it->second);
    if (n < 0) {
      problems.push_back(
          tag_problem(Severity::error, "K191",
                      "the Honba tag says '" + it->second + "'; the 本場 count is a whole number"));
    } else {
      if (inferred && n != dealer_.honba)
        problems.push_back(tag_problem(Severity::warning, "K194",
                                       "the Honba tag says " + it->second +
                                           ", but by the hand before it is " +
                                           std::to_string(dealer_.honba) + "; following the tag"));
      setup.dealer.honba = n;
    }
  }
  std::optional<mahjong::Suit> expected;
  if (last_wall_)
    expected = *last_wall_ == mahjong::Suit::pin ? mahjong::Suit::sou : mahjong::Suit::pin;
  setup.wall = expected;
  if (auto it = tags.find("Wall"); it != tags.end()) {
    if (it->second != "p" && it->second != "s") {
      problems.push_back(tag_problem(Severity::error, "K192",
                                     "the Wall tag says '" + it->second + "'; write p or s"));
    } else {
      const mahjong::Suit s = it->second == "p" ? mahjong::Suit::pin : mahjong::Suit::sou;
      // §2.6 checklist item 1: the alternation is checked wherever the hand before is known.
      if (expected && s != *expected)
        problems.push_back(tag_problem(Severity::error, "K195",
                                       std::string("the Wall tag says ") + suit_name(s) +
                                           ", but the walls alternate and the "
                                           "hand before was " +
                                           suit_name(*last_wall_) + "; following the tag"));
      setup.wall = s;
    }
  }
  if (auto it = tags.find("LiveWall"); it != tags.end()) {
    const int n = tag_number(it->second);
    if (n <= 0 || n > kWallTiles)
      problems.push_back(tag_problem(
          Severity::error, "K193",
          "the LiveWall tag says '" + it->second + "'; the live wall's size is a positive number"));
    else
      setup.live_wall = n;
  }
  return std::make_unique<ChintonHand>(rules_, setup);
}

Settlement ChintonMatch::finish_hand(const HandState& hand) {
  const auto* h = dynamic_cast<const ChintonHand*>(&hand);
  ++hands_;
  if (h == nullptr || !h->finished()) {
    known_ = false;
    Settlement s;
    s.deltas.assign(totals_.size(), 0);
    return s;
  }
  Settlement s = settle(h->round(), h->setup(), hand.notes());
  if (!s.complete)
    s.deltas.assign(totals_.size(), 0);
  else
    for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
  dealer_ = next_dealership(h->round(), h->setup().dealer, rules_);
  last_wall_ = h->round().wall_suit();
  known_ = true;
  if (hand.notes())
    s.notes.push_back("next dealer: " + trick::seat_name(dealer_.seat) + ", " +
                      std::to_string(dealer_.honba) + " 本場");
  return s;
}

void ChintonMatch::abandon_hand(const HandState& hand) {
  ++hands_;
  known_ = false;
  if (const auto* h = dynamic_cast<const ChintonHand*>(&hand)) last_wall_ = h->round().wall_suit();
}

}  // namespace paipu::chinton
