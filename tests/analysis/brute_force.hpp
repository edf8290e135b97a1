// The solver's reference: every line of play enumerated, with no pruning, no table and no merging
// of moves. Slow by design; the tests keep it to the last few tricks.
#pragma once

#include <cstdint>
#include <vector>

#include "paipu/variant.hpp"

namespace paipu::analysis::brute {

using Outcome = std::vector<long long>;

// Thrown when a position needs more than the nodes allowed.
struct TooBig {};

struct Counter {
  std::uint64_t left = 0;
  void tick() {
    if (left == 0) throw TooBig{};
    --left;
  }
};

// Each seat maximises its own points; ties go to the plugin's first move.
Outcome maxn(const HandState& s, const MatchState& match, Counter& c);
// Side 0 maximises the sum of its seats' points, side 1 minimises it: that sum.
long long minimax(const HandState& s, const MatchState& match, const std::vector<int>& side,
                  Counter& c);

}  // namespace paipu::analysis::brute
