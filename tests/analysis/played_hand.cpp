#include "played_hand.hpp"

#include <gtest/gtest.h>

#include <random>

namespace paipu::analysis {

RuleValues defaults(const VariantInfo& info) {
  RuleValues r;
  for (const RuleOption& o : info.options) r[o.name] = o.default_value;
  return r;
}

PlayedHand play(const Variant& v, int seats, std::uint64_t seed) {
  PlayedHand out;
  auto match = v.new_match(defaults(v.info()), seats);
  std::vector<Problem> problems;
  auto hand = match->begin_hand({}, problems);
  out.match = match->clone();
  out.start = hand->clone();
  hand->set_notes(false);
  out.deal = hand->sample_deal(seed);
  for (const Event& e : out.deal) EXPECT_TRUE(hand->apply(e).ok());
  std::mt19937_64 rng(seed);
  while (!hand->finished()) {
    Event move;
    if (!hand->sample_move(rng, move)) {
      const auto all = hand->legal_moves();
      if (all.empty()) break;
      move = all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(rng)];
    }
    out.positions.push_back(hand->clone());
    out.moves.push_back(move);
    EXPECT_TRUE(hand->apply(move).ok());
  }
  return out;
}

}  // namespace paipu::analysis
