// The discard table `paipu analyze` asks for (HandState::review_discards), by the mahjong kit: the
// seat to discard's hand as the shapes see it (財神 as wilds, 白 as the indicator's kind), its
// legal discards, and the copies it has not seen in its own scene.
#include "hand.hpp"
#include "paipu/mahjong/discard_review.hpp"
#include "wenzhou.hpp"

namespace paipu::wenzhou {

bool WenzhouHand::review_discards(DiscardReview& out) const {
  const Round& r = round_;
  // A seat to act whose hand the record does not show (a draw left out included) is reported so.
  const int mover = to_move();
  if (r.phase() != Phase::over && mover >= 0 && !r.seat(mover).hand.fully_known())
    return mahjong::hand_not_shown(out);
  if (r.phase() != Phase::play || r.pending() != Pending::discard) return false;
  const int s = r.actor();
  const Seat& st = r.seat(s);
  const Wilds& w = r.wilds();
  if (!w.known()) return false;
  if (!st.hand.fully_known()) return mahjong::hand_not_shown(out);
  mahjong::ShantenRules rules;
  rules.shapes = win_rules(w);
  // Every physical kind has 4 copies: the 財神's are wilds, 白's play as the indicator's kind.
  mahjong::CopyLimits naturals{};
  int wilds = 0;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const auto kind = static_cast<Kind>(k);
    if (w.is_caishen(kind))
      wilds += 4;
    else
      mahjong::add(naturals, w.face(kind), 4);
  }
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (naturals[k] == 0) rules.absent.insert(static_cast<Kind>(k));
  const mahjong::Unseen unseen =
      mahjong::unseen_from_scene(scene(s), naturals, wilds, [&](PieceId p, bool& wild) {
        const auto kind = static_cast<Kind>(p);
        wild = p < mahjong::kKinds && w.is_caishen(kind);
        return p < mahjong::kKinds ? w.face(kind) : kNoKind;
      });
  rules.wilds_left = unseen.wilds;
  const mahjong::Hand hand = shape_hand(st.hand.known(), static_cast<int>(st.melds.size()), w);
  std::vector<mahjong::DiscardMove> moves;
  visit_turn_moves(r, [&](const Event& e) {
    if (e.verb != kDiscard || e.pieces.empty()) return true;
    const auto kind = static_cast<Kind>(e.pieces.front());
    const Kind as = w.is_caishen(kind) ? kNoKind : w.face(kind);
    moves.push_back({e, as});
    // The drawn tile may be written `tsumogiri`.
    if (st.has_drawn && st.drawn == kind) moves.push_back({seat_event(s, kTsumogiri), as});
    return true;
  });
  if (moves.empty()) return false;
  // The piece a natural kind is held as: 白 for the indicator's kind.
  const auto piece_of = [&](Kind k) -> PieceId {
    return k == w.indicator && k != mahjong::kWhite ? PieceId{mahjong::kWhite} : PieceId{k};
  };
  mahjong::review_discards(hand, rules, unseen, moves, piece_of, PieceId{w.indicator}, out);
  return true;
}

}  // namespace paipu::wenzhou
