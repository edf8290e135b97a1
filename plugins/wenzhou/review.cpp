// The tables `paipu analyze` asks for, by the mahjong kit: the discard table
// (HandState::review_discards) and the calls open on a discard (HandState::review_claim). Both see
// a seat's hand as the shapes do (財神 as wilds, 白 as the indicator's kind) and count the copies
// it has not seen in its own scene.
#include <optional>
#include <vector>

#include "hand.hpp"
#include "paipu/mahjong/claim_review.hpp"
#include "paipu/mahjong/discard_review.hpp"
#include "scoring.hpp"
#include "wenzhou.hpp"

namespace paipu::wenzhou {

namespace {

mahjong::SeatShapes seat_view(const WenzhouHand& h, int s) {
  const Round& r = h.round();
  const Wilds& w = r.wilds();
  mahjong::SeatShapes v;
  v.rules.shapes = win_rules(w);
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
    if (naturals[k] == 0) v.rules.absent.insert(static_cast<Kind>(k));
  v.unseen = mahjong::unseen_from_scene(h.scene(s), naturals, wilds, [&](PieceId p, bool& wild) {
    const auto kind = static_cast<Kind>(p);
    wild = p < mahjong::kKinds && w.is_caishen(kind);
    return p < mahjong::kKinds ? w.face(kind) : kNoKind;
  });
  v.rules.wilds_left = v.unseen.wilds;
  const Seat& st = r.seat(s);
  v.hand = shape_hand(st.hand.known(), static_cast<int>(st.melds.size()), w);
  return v;
}

// The piece a natural kind is held as: 白 for the indicator's kind.
PieceId piece_of(const Wilds& w, Kind k) {
  return k == w.indicator && k != mahjong::kWhite ? PieceId{mahjong::kWhite} : PieceId{k};
}

}  // namespace

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
  const mahjong::SeatShapes v = seat_view(*this, s);
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
  // Each wait's points: the tiles less the discard, won on the wait by self-draw, every other
  // seat paying its rate × the class (the 財神銭, whatever the wait, left out).
  const auto points = [&](const Event& discard, PieceId wait) -> long long {
    mahjong::Counts held = st.hand.known();
    mahjong::add(held,
                 discard.verb == kTsumogiri ? st.drawn : static_cast<Kind>(discard.pieces.front()),
                 -1);
    mahjong::add(held, static_cast<Kind>(wait));
    WinSituation win;
    win.concealed = held;
    win.melds = st.melds;
    win.winning = static_cast<Kind>(wait);
    win.how = WinHow::tsumo;
    const WinValue value = evaluate_win(win, w, rules_);
    if (!value.complete) return 0;
    long long total = 0;
    for (int payer = 0; payer < kSeats; ++payer)
      if (payer != s) total += base_rate(payer, s, dealer_, rules_) * static_cast<int>(value.cls);
    return total;
  };
  mahjong::review_discards(
      v.hand, v.rules, v.unseen, moves, [&](Kind k) { return piece_of(w, k); },
      PieceId{w.indicator}, out, {}, points);
  return true;
}

bool WenzhouHand::review_claim(ClaimReview& out) const {
  const Round& r = round_;
  const Wilds& w = r.wilds();
  if (r.phase() != Phase::play || r.pending() != Pending::claim || !w.known()) return false;
  const auto claimed = static_cast<PieceId>(r.last_tile());
  std::vector<std::vector<mahjong::CallMove>> calls(kSeats);
  visit_claims(r, [&](const Event& e) {
    if (e.verb == kChi || e.verb == kPon || e.verb == kKan)
      calls[static_cast<std::size_t>(e.seat)].push_back(
          mahjong::call_move(e, claimed, [&](PieceId p) { return w.face(static_cast<Kind>(p)); }));
    return true;
  });
  return mahjong::review_claims(
      *this, r.last_seat(), calls, {kRon, kChi, kPon, kKan},
      [&](int s) -> std::optional<mahjong::SeatShapes> {
        if (!r.seat(s).hand.fully_known()) return std::nullopt;
        return seat_view(*this, s);
      },
      [&](Kind k) { return piece_of(w, k); }, PieceId{w.indicator}, out);
}

}  // namespace paipu::wenzhou
