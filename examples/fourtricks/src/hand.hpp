// One hand of Four Tricks as a HandState, on the trick kit: the kit keeps the hands, the table, the
// dealer and the checks every trick game makes; this file adds following suit and who wins.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include "fourtricks.hpp"
#include "paipu/trick.hpp"

namespace fourtricks {

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
  paipu::Outcome apply_here(const paipu::Event& e) override;
  paipu::Outcome lead(const paipu::Event& e);
  paipu::Outcome follow(const paipu::Event& e);
  // A card of the led suit that `seat` is known to hold, if any: it must play one.
  std::optional<PieceId> led_suit_card(int seat) const;

  HandResult result_;
};

}  // namespace fourtricks
