// One hand of 清一色東天紅 as a HandState: events resolved by the vocabulary go to the rules core
// (Round); the hand adds the legal moves, the random deal and the scene.
#pragma once

#include <memory>
#include <vector>

#include "options.hpp"
#include "paipu/mahjong/dealer.hpp"
#include "paipu/variant.hpp"
#include "round.hpp"

namespace paipu::chinton {

// A move of `seat` with `verb` (and its tiles).
Event seat_event(int seat, int verb, std::vector<PieceId> tiles = {});

// What a hand starts from: who deals, its 本場, the wall's suit (when known) and the live wall's
// size (0 when unknown).
struct HandSetup {
  mahjong::Dealership dealer;
  std::optional<mahjong::Suit> wall;
  int live_wall = 0;
};

class ChintonHand final : public HandState {
 public:
  ChintonHand(const Rules& rules, HandSetup setup);

  Outcome apply(const Event& e) override;
  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override;
  // A riichi win is over once its ura are turned, a false win once its チョンボ is written.
  bool finished() const override {
    return round_.phase() == Phase::over && !ura_owed() && !round_.chombo_owed();
  }
  int to_move() const override { return round_.to_move(); }
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override { return std::make_unique<ChintonHand>(*this); }
  bool sample_move(std::mt19937_64& rng, Event& out) const override;
  bool review_discards(DiscardReview& out) const override;  // review.cpp
  bool review_claim(ClaimReview& out) const override;       // review.cpp

  const Round& round() const { return round_; }
  const HandSetup& setup() const { return setup_; }
  // A riichi seat won and the ura are not yet turned.
  bool ura_owed() const;

 private:
  std::vector<Problem> dispatch(const Event& e);
  void note_end(Outcome& out) const;
  // moves.cpp
  // The legal moves once any owed kan indicator is accounted for (visit_legal_moves gates them).
  void visit_open_moves(const std::function<bool(const Event&)>& visit) const;
  bool visit_turn_moves(const std::function<bool(const Event&)>& visit) const;
  bool visit_claims(const std::function<bool(const Event&)>& visit) const;

  Rules rules_;
  HandSetup setup_;
  Round round_;
};

}  // namespace paipu::chinton
