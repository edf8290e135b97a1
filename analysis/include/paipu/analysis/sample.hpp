// Decisions of a hand whose deal the record does not show in full, valued as an estimate: for
// each decision, deals are drawn at random among those consistent with what the seat to move had
// seen, each is searched exactly, and the values of its moves are averaged. Exact search alone
// would either refuse such a hand or, worse, value a move by pieces its player could not see.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "paipu/analysis/review.hpp"

namespace paipu::analysis {

// Reviews a hand whose deal is not fully known (review_hand hands it over when
// options.sample.deals > 0). A decision is valued when the mover's own hand is known; the others
// are counted in the note. Reproducible: the deals of a decision depend only on the seed and the
// decision's step.
// The positions before steps[at] that review_sampled_hand searches: up to options.deals deals
// drawn uniformly among those that agree with everything the seat to move has seen there (its
// scene is the same as in the record) and that the rules accept up to that step. Empty, with
// the reason in `why_not`, when the decision cannot be sampled.
std::vector<std::unique_ptr<HandState>> draw_positions(
    const std::vector<std::unique_ptr<HandState>>& states, const std::vector<Step>& steps,
    std::size_t at, const SampleOptions& options, std::string& why_not);

HandReview review_sampled_hand(const MatchState& match_at_start,
                               const std::vector<std::unique_ptr<HandState>>& states,
                               const std::vector<Step>& steps, const ReviewOptions& options);

}  // namespace paipu::analysis
