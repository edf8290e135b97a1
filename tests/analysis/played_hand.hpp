// Hands played to their end from fixed seeds by the plugin's own choice of moves: what the
// solver's and the sampler's tests search.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "paipu/variant.hpp"

namespace paipu::analysis {

RuleValues defaults(const VariantInfo& info);

// Played by the plugin's own choice of moves (uniform where it has none), every position before a
// move kept.
struct PlayedHand {
  std::unique_ptr<MatchState> match;                  // as it stood when the hand began
  std::unique_ptr<HandState> start;                   // the hand before its deal
  std::vector<Event> deal;                            // the deal, as the plugin drew it
  std::vector<Event> moves;                           // the moves, in order
  std::vector<std::unique_ptr<HandState>> positions;  // before each move
};

PlayedHand play(const Variant& v, int seats, std::uint64_t seed);

}  // namespace paipu::analysis
