// The review of a mahjong hand's calls: where a discard lay that a seat whose hand the record shows
// could chi, pon or kan, the plugin's rows (HandState::review_claim: the hand as it stood and after
// each call with its best discard) and what the seat did. As with discards, the measure is the one
// players use: the shanten and the effective tiles.
#include <algorithm>

#include "discards.hpp"

namespace paipu::analysis {

namespace {

int severity(const std::string& glyph) {
  if (glyph == "??") return 3;
  if (glyph == "?") return 2;
  if (glyph == "?!") return 1;
  return 0;
}

// The glyph of a call leaving `made` against a reference: the hand as it stood or another call.
std::string against(const CallChoice& made, int shanten, int copies, const Thresholds& t) {
  if (made.shanten >= shanten + 2) return "??";
  if (made.shanten > shanten) return "?";
  if (made.shanten == shanten &&
      static_cast<double>(copies - made.copies) > t.effective_share * static_cast<double>(copies))
    return "?!";
  return {};
}

std::vector<PieceId> sorted(std::vector<PieceId> p) {
  std::sort(p.begin(), p.end());
  return p;
}

// The call the record's event makes: the same seat, verb and pieces in any order; else the one call
// of that verb (a pon written with a red five where the plugin writes a plain one). -1: none.
int match_call(const SeatCalls& seat, const Event& e) {
  if (e.seat != seat.seat) return -1;
  int same_verb = -1, of_verb = 0;
  for (std::size_t k = 0; k < seat.calls.size(); ++k) {
    const Event& m = seat.calls[k].move;
    if (m.verb != e.verb) continue;
    if (sorted(m.pieces) == sorted(e.pieces)) return static_cast<int>(k);
    same_verb = static_cast<int>(k);
    ++of_verb;
  }
  return of_verb == 1 ? same_verb : -1;
}

}  // namespace

std::string call_glyph(const CallDecision& d, const Thresholds& t) {
  if (d.made < 0) return {};
  const CallChoice& made = d.calls.calls[static_cast<std::size_t>(d.made)];
  std::string g = against(made, d.calls.shanten, d.calls.copies, t);
  if (d.best >= 0 && d.best != d.made) {
    const CallChoice& best = d.calls.calls[static_cast<std::size_t>(d.best)];
    std::string other = against(made, best.shanten, best.copies, t);
    if (other == "??") other = "?";  // a worse call of the same tile: one step, not two
    if (severity(other) > severity(g)) g = other;
  }
  return g;
}

void review_calls(const ClaimReview& claim, std::size_t i, int discard_line,
                  const std::vector<Step>& steps, const ReviewOptions& options,
                  std::vector<CallDecision>& out) {
  const Event& e = steps[i].event;
  const bool taken = std::find(claim.claim_verbs.begin(), claim.claim_verbs.end(), e.verb) !=
                     claim.claim_verbs.end();
  for (const SeatCalls& seat : claim.seats) {
    if (!seat.hand_known || seat.calls.empty()) continue;
    if (options.seat >= 0 && seat.seat != options.seat) continue;
    CallDecision d;
    d.step = static_cast<int>(i);
    d.seat = seat.seat;
    d.calls = seat;
    d.made = taken ? match_call(seat, e) : -1;
    // Taken by another seat, or by this one with a win: no pass to review.
    if (taken && d.made < 0) continue;
    d.line_index = d.made >= 0 ? steps[i].line_index : discard_line;
    for (std::size_t k = 0; k < seat.calls.size(); ++k) {
      const CallChoice& c = seat.calls[k];
      if (d.best < 0) {
        d.best = static_cast<int>(k);
        continue;
      }
      const CallChoice& b = seat.calls[static_cast<std::size_t>(d.best)];
      if (c.shanten < b.shanten || (c.shanten == b.shanten && c.copies > b.copies))
        d.best = static_cast<int>(k);
    }
    d.glyph = call_glyph(d, options.thresholds);
    d.missed = d.made < 0 && seat.calls[static_cast<std::size_t>(d.best)].shanten < seat.shanten;
    out.push_back(std::move(d));
  }
}

}  // namespace paipu::analysis
