// A toy trick game that exercises the kit the way a three-seat game with hidden deals does:
// 3 or 4 seats, cards 1–6 twice (dealt out), singles only, no pad (followers play face up), and one
// rule that can only be proven later: a follower holding a card higher than the lead must play
// higher. A lower follow becomes a certain revoke only when that seat later plays a card higher
// than that lead, which it must have held all along. The last trick's winner takes 1 from each
// other seat,
// + 1 if it won with a 6, × 2 where the dealer pays or is paid.
#pragma once

#include <memory>

#include "paipu/trick.hpp"

namespace paipu::toy {

inline constexpr int kCards = 12;    // dealt out: 4 each at three seats, 3 each at four
inline constexpr int kHandSize = 4;  // the most a hand holds
enum Verb : int { kDeal = 0, kPlay = 1 };

struct Options {
  trick::DealerRule dealer_rule() const { return {.first = 1, .fresh = 2, .label = "倍"}; }
  const trick::Conventions& conventions() const { return conventions_of_game; }
  // The dealer leads and the winner deals next, for a climbing 倍; whist_like_variant() plays the
  // same cards with Whist's conventions.
  trick::Conventions conventions_of_game{trick::FirstLead::dealer, trick::NextDeal::winner,
                                         trick::Stake::dealer_multiplier};
};

// Whist's conventions: the seat after the dealer leads, the deal passes to the next seat whoever
// wins, and there is no multiplier.
inline constexpr trick::Conventions kWhistLike{trick::FirstLead::after_dealer,
                                               trick::NextDeal::rotates, trick::Stake::none};

class ToyHand final : public trick::HandBase<Options> {
 public:
  explicit ToyHand(trick::HandSetup<Options> setup);
  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override;
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override { return std::make_unique<ToyHand>(*this); }
  int winner() const { return winner_; }
  int winning_card() const { return winning_card_; }

 private:
  Outcome apply_here(const Event& e) override;
  int winner_ = -1;
  int winning_card_ = 0;
};

const VariantInfo& toy_info();
std::shared_ptr<const Variant> toy_variant();
// The same game under kWhistLike.
std::shared_ptr<const Variant> whist_like_variant();

}  // namespace paipu::toy
