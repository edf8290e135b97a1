#include "paipu/mahjong/claim_review.hpp"

#include <memory>
#include <utility>

namespace paipu::mahjong {

namespace {

// The effective pieces of a hand one tile short of complete, and their copies left.
void count_effective(const Hand& hand, const ShantenRules& rules, const Unseen& unseen,
                     const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                     std::vector<PieceId>& pieces, int& copies) {
  const Effective e = effective_tiles(hand, rules);
  pieces.clear();
  for (Kind k : e.kinds) pieces.push_back(piece_of(k));
  if (e.wild) pieces.push_back(wild_piece);
  copies = copies_left(e, unseen);
}

}  // namespace

CallMove call_move(const Event& e, PieceId claimed, const std::function<Kind(PieceId)>& kind_of) {
  CallMove m{e, {}};
  bool skipped = false;
  for (PieceId p : e.pieces) {
    if (p == claimed && !skipped) {
      skipped = true;
      continue;
    }
    m.from_hand.push_back(kind_of(p));
  }
  return m;
}

bool review_claims(const HandState& state, int discarder,
                   const std::vector<std::vector<CallMove>>& calls, std::vector<int> claim_verbs,
                   const std::function<std::optional<SeatShapes>(int)>& shapes,
                   const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                   ClaimReview& out) {
  out = ClaimReview{};
  out.claim_verbs = std::move(claim_verbs);
  const int seats = static_cast<int>(calls.size());
  for (int i = 1; i < seats; ++i) {
    const int s = (discarder + i) % seats;
    const auto& mine = calls[static_cast<std::size_t>(s)];
    if (mine.empty()) continue;
    SeatCalls seat;
    seat.seat = s;
    seat.hand_known = false;
    if (const std::optional<SeatShapes> v = shapes(s))
      review_seat_calls(state, s, v->hand, v->rules, v->unseen, mine, piece_of, wild_piece, seat);
    out.seats.push_back(std::move(seat));
  }
  return !out.seats.empty();
}

const DiscardChoice* best_choice(const DiscardReview& table) {
  const DiscardChoice* best = nullptr;
  for (const DiscardChoice& c : table.choices)
    if (best == nullptr || c.shanten < best->shanten ||
        (c.shanten == best->shanten && c.copies > best->copies))
      best = &c;
  return best;
}

void review_seat_calls(const HandState& state, int seat, const Hand& hand,
                       const ShantenRules& rules, const Unseen& unseen,
                       const std::vector<CallMove>& calls,
                       const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                       SeatCalls& out) {
  out = SeatCalls{};
  out.seat = seat;
  out.shanten = shanten(hand, rules);
  count_effective(hand, rules, unseen, piece_of, wild_piece, out.effective, out.copies);
  for (const CallMove& m : calls) {
    CallChoice c;
    c.move = m.move;
    if (m.from_hand.size() == 3) {
      // An open kan: no discard follows, its replacement draw does.
      Hand after = hand;
      bool held = true;
      for (Kind k : m.from_hand) {
        held = held && k < kKinds && after.concealed[k] > 0;
        if (held) add(after.concealed, k, -1);
      }
      if (!held) continue;
      ++after.melds;
      c.shanten = shanten(after, rules);
      count_effective(after, rules, unseen, piece_of, wild_piece, c.effective, c.copies);
    } else {
      // A chi or a pon: the discard that must follow is one the game's rules allow after it (温州's
      // honour order, 清一色東天紅's 喰い替え), so the game's own state is asked.
      std::unique_ptr<HandState> called = state.clone();
      called->set_notes(false);
      if (!called->apply(m.move).ok()) continue;
      DiscardReview table;
      if (!called->review_discards(table) || !table.hand_known) continue;
      const DiscardChoice* best = best_choice(table);
      if (best == nullptr) continue;
      c.shanten = best->shanten;
      c.effective = best->effective;
      c.copies = best->copies;
      c.discard = best->moves.front();
    }
    out.calls.push_back(std::move(c));
  }
}

}  // namespace paipu::mahjong
