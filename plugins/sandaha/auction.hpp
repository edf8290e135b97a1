// The bidding (叫分): from the first bidder, in turn counter-clockwise, each seat bids the points
// it expects the others to take (a multiple of 5, from 80 down to 5, below every earlier bid) or
// passes for good. The last seat left declares at its bid; a bid of 5 ends the auction at once; if
// every seat passes, the first bidder declares at 80. A seat holding 7 or more permanent trumps
// (jokers, 7s, 2s) must bid 75 or less unless someone already has.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "paipu/inline_list.hpp"

namespace paipu::sandaha {

struct AuctionRules {
  int highest = 80;
  int lowest = 5;
  int step = 5;
  int forced_trumps = 7;  // permanent trumps that oblige a bid …
  int forced_cap = 75;    // … of this or less
  // When every seat passes: the first bidder declares at the highest bid (the seed); or nobody
  // does and the cards are dealt again (ST), after the seat holding the most permanent trumps
  // pays each other seat (XT: penalty).
  enum class AllPass { first_bidder, redeal, penalty } all_pass = AllPass::first_bidder;
};

class Auction {
 public:
  // A call as it was made: the seat, and its bid or 0 for a pass.
  struct Call {
    std::int16_t seat = -1;
    std::int16_t bid = 0;
  };
  // Bids only go down, so an auction with the default rules holds at most 16 bids and a pass a
  // seat: the calls stay inline and a copied hand allocates nothing for them.
  using Calls = trick::InlineList<Call, 24>;

  // `forced` by seat: whether the seat holds enough permanent trumps to be obliged to bid.
  Auction(int seats, int first, std::vector<bool> forced, AuctionRules rules = {});

  // Applies a bid (or a pass, nullopt) by `seat`. When it breaks a rule nothing changes and the
  // reason is returned ("it is E's turn", "must bid below 60" …).
  std::optional<std::string> call(int seat, std::optional<int> bid);

  bool over() const { return declarer_ >= 0 || redealt_; }
  // Every seat passed and the rules deal again: over, with no declarer.
  bool redealt() const { return redealt_; }
  int to_call() const { return over() ? -1 : turn_; }
  int declarer() const { return declarer_; }
  int contract() const { return contract_; }
  // The lowest bid so far and who made it (-1 while nobody has bid).
  int lowest_bid() const { return low_; }
  int lowest_bidder() const { return low_seat_; }
  int first() const { return first_; }
  bool passed(int seat) const { return passed_[static_cast<std::size_t>(seat)]; }
  // Whether the seat was obliged to bid (its deal as far as it was known at the first call).
  bool forced(int seat) const { return forced_[static_cast<std::size_t>(seat)]; }
  // Whether a bid of `bid` by the seat to call would be legal (for move lists).
  bool may_bid(int bid) const;
  bool may_pass() const;
  // Every call so far, in order (the scene shows the auction).
  const Calls& history() const { return history_; }

 private:
  void advance();

  int seats_;
  int first_;
  std::vector<bool> forced_;
  AuctionRules rules_;
  std::vector<bool> passed_;
  int turn_;
  int low_ = -1, low_seat_ = -1;
  int declarer_ = -1, contract_ = 0;
  bool redealt_ = false;
  Calls history_;
};

}  // namespace paipu::sandaha
