// One hand of 打天九 as a HandState: deals, declarations, leads, follows and 墊, checked one event
// at a time.
#pragma once

#include <string>
#include <vector>

#include "combos.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::tianjiu {

// What a hand takes over from the match: options, dealer (seat -1: unknown until the first lead)
// and scores.
using HandSetup = trick::HandSetup<Options, kSeats>;

class TianjiuHand final : public HandState {
 public:
  explicit TianjiuHand(HandSetup setup);

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

 private:
  Outcome apply_here(const Event& e);
  Outcome deal(const Event& e);
  Outcome declare(const Event& e);
  Outcome play(const Event& e);
  Outcome lead(const Event& e);
  Outcome follow(const Event& e);
  void close_trick(Outcome& out);
  void finish(const trick::Trick& last, Outcome& out);
  Slam slam_of(const trick::Trick& last, int winner, Outcome& out) const;
  bool eight_confirmed(const trick::Trick& last, Outcome& out) const;
  bool top_tile(const trick::Trick& last) const;
  bool started() const { return table_.trick_open() || !table_.history().empty(); }
  bool eligible(int seat) const;
  bool jie_rules(const trick::Trick& t) const;
  int bonus_multiplier() const;

  Options opt_;
  trick::DealerRule rule_;
  trick::Dealer dealer_;
  std::vector<long long> scores_;
  trick::Hands hands_;
  trick::Table table_;
  std::vector<bool> dealt_ = std::vector<bool>(kSeats, false);
  std::vector<PieceId> dealer_first_lead_;
  std::vector<Payment> bonuses_;
  HandResult result_;
  bool finished_ = false;
  int step_ = 0;
};

}  // namespace paipu::tianjiu
