// The review of a hand of draws and discards (mahjong), from the plugin's discard tables rather
// than by search. Private to the analysis library.
#pragma once

#include <memory>
#include <vector>

#include "paipu/analysis/review.hpp"

namespace paipu::analysis {

// Reviews the hand when its plugin gives discard tables: true, with `out` filled; false when it
// gives none (a game for the search).
bool review_discard_hand(const std::vector<std::unique_ptr<HandState>>& states,
                         const std::vector<Step>& steps, const ReviewOptions& options,
                         HandReview& out);

// Reviews the calls open on the discard that step `i` takes or passes (`claim`, from the state
// before it; `discard_line` the discard's line): appends one decision per seat whose hand is known
// and that called it, or let it pass when no seat took it.
void review_calls(const ClaimReview& claim, std::size_t i, int discard_line,
                  const std::vector<Step>& steps, const ReviewOptions& options,
                  std::vector<CallDecision>& out);

}  // namespace paipu::analysis
