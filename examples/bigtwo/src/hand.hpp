// One hand of Big Two as a HandState. The trick kit's HandBase keeps the hands (with hidden
// information), the deal and its checks, the dealer and the scores; its Table is for trick games,
// where every seat plays once a trick, so this game keeps its own round of plays and passes.
#pragma once

#include <array>
#include <functional>
#include <memory>
#include <vector>

#include "bigtwo.hpp"
#include "paipu/trick.hpp"

namespace bigtwo {

using HandSetup = paipu::trick::HandSetup<Options>;

// The plays since the last lead: a round ends when the three other seats have passed in a row
// after the last play, and that play's author leads the next.
struct Round {
  struct Play {
    int seat = -1;
    paipu::trick::PieceList cards;
    Combo combo;
  };
  int number = 0;  // 1-based; 0 before the first lead
  std::vector<Play> plays;
  int passes = 0;  // in a row since the last play
  std::array<bool, kSeats> passed{};
};

class Hand final : public paipu::trick::HandBase<Options> {
 public:
  explicit Hand(HandSetup setup);

  int to_move() const override;
  void visit_legal_moves(const std::function<bool(const paipu::Event&)>& visit) const override;
  paipu::Scene scene(int viewer) const override;
  std::vector<paipu::Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<paipu::HandState> clone() const override;

  // The settlement inputs, once finished().
  const HandResult& result() const { return result_; }
  const Round& round() const { return round_; }

 private:
  paipu::Outcome apply_here(const paipu::Event& e) override;
  paipu::Outcome play(const paipu::Event& e);
  paipu::Outcome pass(const paipu::Event& e);
  // The seat the record shows holding ♦3, which leads first; -1 while no deal shows it.
  int holder_of_first_card() const;
  // A turn problem for `seat`, or nothing.
  std::optional<paipu::Problem> turn_problem(int seat, const char* verb) const;

  Round round_;
  int turn_ = -1;  // after the first play
  HandResult result_;
};

}  // namespace bigtwo
