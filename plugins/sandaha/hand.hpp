// One hand of 三打哈 as a HandState: events resolved by the vocabulary go to the rules core
// (Round); the hand adds legal moves, the random deal and the scene.
#pragma once

#include <memory>
#include <vector>

#include "options.hpp"
#include "paipu/variant.hpp"
#include "round.hpp"

namespace paipu::sandaha {

// A move of `seat` with `verb` (and its cards).
Event seat_event(int seat, int verb, std::vector<PieceId> cards = {});

class SandahaHand final : public HandState {
 public:
  SandahaHand(const Options& options, int seats, int first_bidder, std::vector<long long> scores);

  Outcome apply(const Event& e) override;
  void visit_legal_moves(const std::function<bool(const Event&)>& visit) const override;
  bool finished() const override { return round_.phase() == Phase::over; }
  int to_move() const override { return round_.to_move(); }
  Scene scene(int viewer) const override;
  std::vector<Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<HandState> clone() const override { return std::make_unique<SandahaHand>(*this); }
  bool sample_move(std::mt19937_64& rng, Event& out) const override;
  // The declarer against the defenders, once the auction has named the declarer.
  std::vector<int> sides() const override;
  bool position_key(std::string& key) const override { return round_.position_key(key); }

  const Round& round() const { return round_; }

 private:
  bool visit_kitty_moves(const std::function<bool(const Event&)>& visit) const;
  bool visit_play_moves(const std::function<bool(const Event&)>& visit) const;
  bool visit_one_unit_leads(int seat, const std::vector<PieceId>& paired, int pairs,
                            const std::function<bool(const Event&)>& visit) const;
  bool visit_follows(const std::function<bool(const Event&)>& visit) const;
  bool visit_challenges(const std::function<bool(const Event&)>& visit) const;
  // Whether `play` from `hand` keeps every follow obligation towards the current lead.
  bool follow_allowed(const std::vector<PieceId>& hand, const std::vector<PieceId>& play) const;
  // sampler.cpp: the natural policy, phase by phase.
  bool sample_call(std::mt19937_64& rng, Event& out) const;
  bool sample_kitty_move(std::mt19937_64& rng, Event& out) const;
  bool sample_lead(std::mt19937_64& rng, Event& out) const;
  bool sample_follow(std::mt19937_64& rng, Event& out) const;

  Options options_;
  Round round_;
  std::vector<long long> scores_;
  int step_ = 0;  // events applied
};

}  // namespace paipu::sandaha
