// The tables `paipu analyze` asks for, by the mahjong kit: the discard table
// (HandState::review_discards) and the calls open on a discard (HandState::review_claim). Both see
// a seat's hand as the shapes do (白 as honour wilds, ガリ kept only for 国士無双) and count the
// copies it has not seen in its own scene (8 of each tile of the wall's suit). The discards are the
// legal ones (after riichi, those that keep it ready), and a ready one is furiten when a wait is
// among the seat's discards (白, a wild, makes none) or it let a win pass after riichi.
#include <optional>
#include <vector>

#include "chinton.hpp"
#include "hand.hpp"
#include "paipu/mahjong/claim_review.hpp"
#include "paipu/mahjong/discard_review.hpp"

namespace paipu::chinton {

namespace {

mahjong::SeatShapes seat_view(const ChintonHand& h, int s) {
  const Round& r = h.round();
  const mahjong::Suit suit = *r.wall_suit();
  mahjong::SeatShapes v;
  v.rules.shapes = win_rules(r.rules(), suit);
  mahjong::CopyLimits naturals = mahjong::flush_wall_limits(suit);
  const int wilds = naturals[mahjong::kWhite];
  naturals[mahjong::kWhite] = 0;  // every 白 is a wild
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (naturals[k] == 0) v.rules.absent.insert(static_cast<Kind>(k));
  for (Kind k = 0; k < mahjong::kKinds; ++k)
    if (is_gari(k)) v.rules.outside.insert(k);
  v.unseen = mahjong::unseen_from_scene(h.scene(s), naturals, wilds, [](PieceId p, bool& wild) {
    const mahjong::Tile t = tile_of(p);
    wild = t.kind == mahjong::kWhite;
    return t.kind;
  });
  const Seat& st = r.seat(s);
  mahjong::Counts held = st.hand.known();
  const int bai = held[mahjong::kWhite];
  held[mahjong::kWhite] = 0;
  v.hand = shape_hand(held, bai, static_cast<int>(st.melds.size()));
  return v;
}

PieceId piece_of_kind(Kind k) {
  return PieceId{k};
}

}  // namespace

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
  const mahjong::SeatShapes v = seat_view(*this, s);
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
  // Each wait's points: the concealed tiles less the discard, won on the wait by self-draw.
  const auto points = [&](const Event& discard, PieceId wait) {
    mahjong::Counts held = st.hand.known();
    int red = st.red;
    const mahjong::Tile gone = discard.verb == kTsumogiri ? mahjong::Tile{st.drawn, st.drawn_red}
                                                          : tile_of(discard.pieces.front());
    mahjong::add(held, gone.kind, -1);
    red -= gone.red ? 1 : 0;
    return r.self_draw_points(s, held, red, tile_of(wait).kind, setup_.dealer.honba);
  };
  mahjong::review_discards(v.hand, v.rules, v.unseen, moves, piece_of_kind,
                           PieceId{mahjong::kWhite}, out, furiten, points);
  return true;
}

bool ChintonHand::review_claim(ClaimReview& out) const {
  const Round& r = round_;
  if (r.phase() != Phase::play || r.pending() != Pending::claim || r.last_tile() == kNoKind ||
      !r.wall_suit())
    return false;
  const int d = r.last_seat();
  const PieceId claimed = piece_of(mahjong::Tile{r.last_tile(), r.seat(d).river.back().tile.red});
  std::vector<std::vector<mahjong::CallMove>> calls(kSeats);
  visit_claims([&](const Event& e) {
    if (e.verb == kPon || e.verb == kKan)
      calls[static_cast<std::size_t>(e.seat)].push_back(
          mahjong::call_move(e, claimed, [](PieceId p) { return tile_of(p).kind; }));
    return true;
  });
  return mahjong::review_claims(
      *this, d, calls, {kRon, kPon, kKan},
      [&](int s) -> std::optional<mahjong::SeatShapes> {
        if (!r.seat(s).hand.fully_known()) return std::nullopt;
        return seat_view(*this, s);
      },
      piece_of_kind, PieceId{mahjong::kWhite}, out);
}

}  // namespace paipu::chinton
