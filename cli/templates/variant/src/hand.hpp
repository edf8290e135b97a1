// One hand as a HandState on the trick kit: the kit keeps the hands (with hidden information), the
// table, the dealer and the checks every trick game makes; the game adds what beats what.
#pragma once

#include <functional>
#include <memory>
#include <vector>

#include "mygame.hpp"
#include "paipu/trick.hpp"

namespace mygame {

using HandSetup = paipu::trick::HandSetup<Options>;

class Hand final : public paipu::trick::HandBase<Options> {
 public:
  explicit Hand(HandSetup setup);

  void visit_legal_moves(const std::function<bool(const paipu::Event&)>& visit) const override;
  paipu::Scene scene(int viewer) const override;
  std::vector<paipu::Event> sample_deal(std::uint64_t seed) const override;
  std::unique_ptr<paipu::HandState> clone() const override;

  // The settlement inputs, once finished().
  const HandResult& result() const { return result_; }

 private:
  // Checks one event and applies it only if it is right: a rejected event changes nothing.
  paipu::Outcome apply_here(const paipu::Event& e) override;
  paipu::Outcome lead(const paipu::Event& e);
  paipu::Outcome follow(const paipu::Event& e);

  HandResult result_;
};

}  // namespace mygame
