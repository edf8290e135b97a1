// One hand of 温州麻雀 as a HandState: events resolved by the vocabulary go to the rules core
// (Round); the hand adds legal moves, the random deal with its dice and wall, and the scene.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "options.hpp"
#include "paipu/mahjong/waits.hpp"
#include "paipu/variant.hpp"
#include "round.hpp"
#include "scoring.hpp"

namespace paipu::wenzhou {

// A move of `seat` with `verb` (and its tiles).
Event seat_event(int seat, int verb, std::vector<PieceId> tiles = {});

class WenzhouHand final : public HandState {
 public:
  WenzhouHand(const Rules& rules, DealerState dealer, std::vector<long long> scores);

  Outcome apply(const Event& e) override;
  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override;
  bool finished() const override { return round_.phase() == Phase::over; }
  int to_move() const override { return round_.to_move(); }
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override { return std::make_unique<WenzhouHand>(*this); }
  bool sample_move(std::mt19937_64& rng, Event& out) const override;
  bool review_discards(DiscardReview& out) const override;  // review.cpp
  bool review_claim(ClaimReview& out) const override;       // review.cpp

  const Round& round() const { return round_; }
  const DealerState& dealer() const { return dealer_; }

 private:
  std::vector<Problem> dispatch(const Event& e);
  // After a discard by a seat whose tiles the record shows: a note when its waits change.
  void note_waits(int seat, Outcome& out);
  // moves.cpp
  bool visit_turn_moves(const Round& r, const std::function<bool(const Event&)>& visit) const;
  bool visit_claims(const Round& r, const std::function<bool(const Event&)>& visit) const;

  Rules rules_;
  DealerState dealer_;
  Round round_;
  std::vector<long long> scores_;
  std::array<mahjong::Waits, kSeats> waits_{};  // as last noted
};

}  // namespace paipu::wenzhou
