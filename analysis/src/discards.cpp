// The review of a mahjong hand: at each discard of a seat whose hand the record shows, the
// plugin's table of discards (HandState::review_discards) and how the played one compares. Draws
// are chance that no search over the seats' choices values, so the measure is the one players use
// (Tenhou's 牌理): the shanten each discard leaves and the effective tiles it keeps.
#include "discards.hpp"

#include <algorithm>
#include <chrono>
#include <set>

namespace paipu::analysis {

std::string discard_glyph(const Decision& d, const Thresholds& t) {
  if (d.played < 0 || d.best.empty()) return {};
  const DiscardChoice& played = d.discards[static_cast<std::size_t>(d.played)];
  const DiscardChoice& best = d.discards[static_cast<std::size_t>(d.best.front())];
  if (played.shanten >= best.shanten + 2) return "??";
  if (played.shanten > best.shanten) return "?";
  if (static_cast<double>(d.loss) > t.effective_share * static_cast<double>(best.copies))
    return "?!";
  return {};
}

bool review_discard_hand(const std::vector<std::unique_ptr<HandState>>& states,
                         const std::vector<Step>& steps, const ReviewOptions& options,
                         HandReview& out) {
  const auto start = std::chrono::steady_clock::now();
  const std::size_t n = std::min(steps.size(), states.size() > 0 ? states.size() - 1 : 0);
  bool any = false;
  std::set<int> hidden;  // seats that discarded with a hand the record does not show
  int lying_since = -1;  // the first state of the discard that lies to be claimed
  for (std::size_t i = 0; i < n; ++i) {
    const HandState& s = *states[i];
    if (ClaimReview claim; s.review_claim(claim)) {
      // An unseated event that leaves the discard lying (an indicator turned after it) neither
      // takes nor passes it: the step that does is reviewed, against the same discard's line.
      if (lying_since < 0) lying_since = static_cast<int>(i);
      ClaimReview next;
      const bool still = steps[i].event.seat < 0 && i + 1 < n && states[i + 1]->review_claim(next);
      if (!still) {
        const auto at = static_cast<std::size_t>(lying_since);
        review_calls(claim, i, at > 0 ? steps[at - 1].line_index : steps[i].line_index, steps,
                     options, out.calls);
        lying_since = -1;
      }
    } else {
      lying_since = -1;
    }
    const int mover = s.to_move();
    if (mover < 0 || steps[i].event.seat != mover) continue;
    DiscardReview table;
    if (!s.review_discards(table)) continue;
    any = true;
    if (!table.hand_known) {
      hidden.insert(mover);
      continue;
    }
    if (options.seat >= 0 && mover != options.seat) continue;
    Decision d;
    d.step = static_cast<int>(i);
    d.line_index = steps[i].line_index;
    d.seat = mover;
    d.shanten = table.shanten;
    d.discards = std::move(table.choices);
    for (std::size_t k = 0; k < d.discards.size(); ++k) {
      const auto& moves = d.discards[k].moves;
      if (std::find(moves.begin(), moves.end(), steps[i].event) != moves.end())
        d.played = static_cast<int>(k);
    }
    // A kan, a pull, a win or a riichi is no discard; one legal discard is no decision.
    if (d.played < 0 || d.discards.size() < 2) continue;
    int lowest = d.discards.front().shanten;
    for (const DiscardChoice& c : d.discards) lowest = std::min(lowest, c.shanten);
    const auto value = [&](const DiscardChoice& c) { return c.shanten == lowest ? c.copies : 0; };
    for (const DiscardChoice& c : d.discards)
      d.best_value = std::max(d.best_value, static_cast<long long>(value(c)));
    for (std::size_t k = 0; k < d.discards.size(); ++k) {
      const DiscardChoice& c = d.discards[k];
      if (c.shanten == lowest && value(c) == d.best_value) d.best.push_back(static_cast<int>(k));
    }
    d.exact = true;
    d.played_value = value(d.discards[static_cast<std::size_t>(d.played)]);
    const bool raised = d.discards[static_cast<std::size_t>(d.played)].shanten > lowest;
    // A discard that raises the shanten loses even where no copy is left to lose.
    d.loss = std::max(d.best_value - d.played_value, raised ? 1LL : 0LL);
    d.glyph = discard_glyph(d, options.thresholds);
    out.decisions.push_back(std::move(d));
  }
  if (!any) return false;
  out.analysed = true;
  if (!hidden.empty()) {
    std::string seats;
    for (int seat : hidden) seats += (seats.empty() ? "" : ", ") + std::string(seat_letter(seat));
    out.note = "the discards of " + seats +
               " are not analysed: the record does not show the hand they were made from";
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return true;
}

}  // namespace paipu::analysis
