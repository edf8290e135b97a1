#include "auction.hpp"

#include <algorithm>

#include "paipu/trick/basics.hpp"

namespace paipu::sandaha {

namespace {

std::size_t ix(int seat) {
  return static_cast<std::size_t>(seat);
}

}  // namespace

Auction::Auction(int seats, int first, std::vector<bool> forced, AuctionRules rules)
    : seats_(seats),
      first_(first),
      forced_(std::move(forced)),
      rules_(rules),
      passed_(ix(seats), false),
      turn_(first) {
  forced_.resize(ix(seats), false);
}

bool Auction::may_bid(int bid) const {
  if (over() || bid % rules_.step != 0 || bid < rules_.lowest || bid > rules_.highest) return false;
  if (low_ >= 0 && bid >= low_) return false;
  return !forced_[ix(turn_)] || bid <= rules_.forced_cap;
}

bool Auction::may_pass() const {
  return !over() && !(forced_[ix(turn_)] && (low_ < 0 || low_ > rules_.forced_cap));
}

std::optional<std::string> Auction::call(int seat, std::optional<int> bid) {
  if (redealt_) return "the bidding is over: every seat passed, and the cards are dealt again";
  if (over())
    return "the bidding is over: " + std::string(trick::seat_name(declarer_)) + " declared at " +
           std::to_string(contract_);
  if (passed_[ix(seat)])
    return "passed earlier, and a pass is final: no more calls from it (it is " +
           std::string(trick::seat_name(turn_)) + "'s turn)";
  if (seat != turn_) return "it is " + std::string(trick::seat_name(turn_)) + "'s turn to bid";
  if (!bid) {
    if (!may_pass())
      return "holds " + std::to_string(rules_.forced_trumps) +
             " or more permanent trumps (jokers, 7s, 2s), so must bid " +
             std::to_string(rules_.forced_cap) + " or less while no one has";
    passed_[ix(seat)] = true;
  } else {
    if (*bid % rules_.step != 0 || *bid < rules_.lowest || *bid > rules_.highest)
      return "a bid is a multiple of " + std::to_string(rules_.step) + " from " +
             std::to_string(rules_.lowest) + " to " + std::to_string(rules_.highest) + "; got " +
             std::to_string(*bid);
    if (low_ >= 0 && *bid >= low_)
      return "must bid below " + std::to_string(low_) + " (" + trick::seat_name(low_seat_) +
             "'s bid); got " + std::to_string(*bid);
    if (forced_[ix(seat)] && *bid > rules_.forced_cap)
      return "holds " + std::to_string(rules_.forced_trumps) +
             " or more permanent trumps, so must bid " + std::to_string(rules_.forced_cap) +
             " or less; got " + std::to_string(*bid);
    low_ = *bid;
    low_seat_ = seat;
  }
  history_.push_back({static_cast<std::int16_t>(seat), static_cast<std::int16_t>(bid.value_or(0))});
  advance();
  return std::nullopt;
}

void Auction::advance() {
  if (low_ == rules_.lowest) {  // nobody can bid lower
    declarer_ = low_seat_;
    contract_ = low_;
    return;
  }
  const int left = static_cast<int>(std::count(passed_.begin(), passed_.end(), false));
  if (left == 0) {  // every seat passed without a bid
    redealt_ = rules_.all_pass != AuctionRules::AllPass::first_bidder;
    if (redealt_) return;
    declarer_ = first_;
    contract_ = rules_.highest;
    return;
  }
  if (left == 1 && low_seat_ >= 0 && !passed_[ix(low_seat_)]) {
    declarer_ = low_seat_;
    contract_ = low_;
    return;
  }
  // The next seat that has not passed (a lone seat that has not bid yet still gets its turn).
  do turn_ = (turn_ + 1) % seats_;
  while (passed_[ix(turn_)]);
}

}  // namespace paipu::sandaha
