// The discard table `paipu analyze` asks for (HandState::review_discards), by the mahjong kit: the
// seat to discard's hand as the shapes see it (白 as honour wilds, ガリ kept only for 国士無双),
// its legal discards (after riichi, those that keep it ready), the copies it has not seen in its
// own scene (8 of each tile of the wall's suit), and furiten: a wait among its discards (白, a
// wild, makes none), or a win let pass after riichi.
#include "chinton.hpp"
#include "hand.hpp"
#include "paipu/mahjong/discard_review.hpp"

namespace paipu::chinton {

bool ChintonHand::review_discards(DiscardReview& out) const {
  const Round& r = round_;
  // A seat to act whose hand the record does not show (a draw left out included) is reported so.
  const int mover = to_move();
  if (r.phase() != Phase::over && mover >= 0 && !r.seat(mover).hand.fully_known())
    return mahjong::hand_not_shown(out);
  if (r.phase() != Phase::play || r.pending() != Pending::discard || !r.wall_suit()) return false;
  const int s = r.actor();
  const Seat& st = r.seat(s);
  if (!st.hand.fully_known()) return mahjong::hand_not_shown(out);
  const mahjong::Suit suit = *r.wall_suit();
  mahjong::ShantenRules rules;
  rules.shapes = win_rules(r.rules(), suit);
  mahjong::CopyLimits naturals = mahjong::flush_wall_limits(suit);
  const int wilds = naturals[mahjong::kWhite];
  naturals[mahjong::kWhite] = 0;  // every 白 is a wild
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (naturals[k] == 0) rules.absent.insert(static_cast<Kind>(k));
  for (Kind k = 0; k < mahjong::kKinds; ++k)
    if (is_gari(k)) rules.outside.insert(k);
  const mahjong::Unseen unseen =
      mahjong::unseen_from_scene(scene(s), naturals, wilds, [](PieceId p, bool& wild) {
        const mahjong::Tile t = tile_of(p);
        wild = t.kind == mahjong::kWhite;
        return t.kind;
      });
  mahjong::Counts held = st.hand.known();
  const int bai = held[mahjong::kWhite];
  held[mahjong::kWhite] = 0;
  const mahjong::Hand hand = shape_hand(held, bai, static_cast<int>(st.melds.size()));
  std::vector<mahjong::DiscardMove> moves;
  visit_turn_moves([&](const Event& e) {
    if (e.verb != kDiscard || e.pieces.empty()) return true;
    const mahjong::Tile t = tile_of(e.pieces.front());
    const Kind as = t.kind == mahjong::kWhite ? kNoKind : t.kind;
    moves.push_back({e, as});
    if (st.has_drawn && st.drawn == t.kind && st.drawn_red == t.red)
      moves.push_back({seat_event(s, kTsumogiri), as});
    return true;
  });
  if (moves.empty()) return false;
  mahjong::FuritenRule furiten;
  furiten.applies = true;
  furiten.discarded = st.discarded;
  furiten.always = st.riichi.passed_win;
  mahjong::review_discards(
      hand, rules, unseen, moves, [](Kind k) { return PieceId{k}; }, PieceId{mahjong::kWhite}, out,
      furiten);
  return true;
}

}  // namespace paipu::chinton
