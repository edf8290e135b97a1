// One hand of 打棋子 as a HandState: deals, leads, face-up follows and face-down pads, checked one
// event at a time on the trick kit (paipu/trick.hpp).
#pragma once

#include <string>
#include <vector>

#include "combos.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::daqizi {

// What a hand takes over from the match: options, dealer (seat -1: unknown until the first lead)
// and scores.
using HandSetup = trick::HandSetup<Options, kSeats>;

class DaqiziHand final : public HandState {
 public:
  explicit DaqiziHand(HandSetup setup);

  Outcome apply(const Event& e) override;
  std::vector<Event> legal_moves() const override;
  bool finished() const override { return finished_; }
  int to_move() const override;
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override;

  // The settlement inputs of a finished hand.
  const HandResult& result() const { return result_; }
  // The dealer as the hand knows it, resolved at the first lead when the match did not know it.
  const trick::Dealer& dealer() const { return dealer_; }
  int multiplier() const { return dealer_.multiplier(rule_); }
  const trick::Table& table() const { return table_; }
  const trick::Hands& hands() const { return hands_; }
  int steps() const { return step_; }
  // Whether `seat` may win the open trick: not on a last trick of one piece without an earlier
  // trick won (§2.3 Q4).
  bool eligible(int seat) const;

 private:
  Outcome apply_here(const Event& e);
  Outcome deal(const Event& e);
  Outcome lead(const Event& e);
  Outcome follow(const Event& e);
  void close_trick(Outcome& out);
  // The play a face-up follow must beat: the best so far, or the lead (option face_up_follow).
  const trick::Play& target() const;
  bool started() const { return table_.trick_open() || !table_.history().empty(); }

  Options opt_;
  trick::DealerRule rule_;
  trick::Dealer dealer_;
  std::vector<long long> scores_;
  trick::Hands hands_;
  trick::Table table_;
  std::vector<bool> dealt_ = std::vector<bool>(kSeats, false);
  HandResult result_;
  bool finished_ = false;
  int step_ = 0;
};

}  // namespace paipu::daqizi
