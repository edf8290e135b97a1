#include "hand.hpp"

#include <algorithm>

#include "chinton.hpp"
#include "paipu/trick/basics.hpp"
#include "problems.hpp"

namespace paipu::chinton {

Event seat_event(int seat, int verb, std::vector<PieceId> tiles) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(tiles);
  return e;
}

ChintonHand::ChintonHand(const Rules& rules, HandSetup setup)
    : rules_(rules), setup_(setup), round_(rules, setup.dealer.seat, setup.wall, setup.live_wall) {}

std::vector<Problem> ChintonHand::dispatch(const Event& e) {
  const auto first = [&]() { return e.pieces.empty() ? kUnknownPiece : e.pieces.front(); };
  switch (e.verb) {
    case kDeal:
      return round_.deal(e.seat, e.pieces);
    case kIndicator:
      return round_.indicator(first());
    case kUra:
      return round_.ura(e.pieces);
    case kDraw:
      return round_.draw(e.seat, first());
    case kDiscard:
      return round_.discard(e.seat, first(), false);
    case kTsumogiri:
      return round_.discard(e.seat, first(), true);
    case kNuki:
      return round_.nuki(e.seat, first());
    case kFixPull:
      return round_.fix_pull(e.seat, e.pieces);
    case kPon:
    case kKan:
      return round_.pon_or_kan(e.seat, e.pieces);
    case kAnkan:
      return round_.ankan(e.seat, e.pieces);
    case kKakan:
      return round_.kakan(e.seat, first());
    case kChi:
      return one("K130", "there is no chi in 清一色東天紅");
    case kRiichi:
      return round_.riichi(e.seat, false, {});
    case kOpenRiichi:
      return round_.riichi(e.seat, true, e.pieces);
    case kRon:
      return round_.ron(e.seat, e.pieces);
    case kTsumo:
      return round_.tsumo(e.seat, e.pieces, false);
    case kMixedTsumo:
      return round_.tsumo(e.seat, e.pieces, true);
    case kReveal:
      return round_.reveal(e.seat, e.pieces);
    case kDrawGame:
      return round_.draw_game();
    case kChombo:
      return round_.chombo(e.seat);
    case kDeadHand:
      return round_.dead_hand(e.seat);
    default:
      return one("K100", "not a verb of 清一色東天紅");
  }
}

Outcome ChintonHand::apply(const Event& e) {
  Outcome out;
  // A draw, and a discard that takes no left-out draw first, check everything before they change
  // anything (Round::take_draw, Round::discard): they are most of a hand's events, and need no
  // copy.
  const bool discard = e.verb == kDiscard || e.verb == kTsumogiri;
  if (round_.phase() == Phase::play &&
      (e.verb == kDraw || (discard && !round_.implies_draw(e.seat)))) {
    out.problems = dispatch(e);
    return out;
  }
  // A rejected event leaves the hand as it was: the rules core changes as it checks.
  Round before = round_;
  out.problems = dispatch(e);
  if (!out.ok()) {
    round_ = std::move(before);
    return out;
  }
  if (notes() && round_.phase() == Phase::over && before.phase() != Phase::over) note_end(out);
  return out;
}

bool ChintonHand::ura_owed() const {
  if (round_.phase() != Phase::over || !round_.ura_tiles().empty()) return false;
  // A wall whose every tile is shown has none left to turn (a generated hand played to the end).
  if (round_.tiles_unshown() < static_cast<int>(round_.indicators().size())) return false;
  const auto wins = round_.wins();
  return std::any_of(wins.begin(), wins.end(), [&](const Win& w) {
    return round_.seat(w.seat).riichi.kind != RiichiKind::none;
  });
}

void ChintonHand::note_end(Outcome& out) const {
  if (round_.chombo_seat() >= 0) {
    out.notes.push_back("チョンボ by " + trick::seat_name(round_.chombo_seat()) +
                        ": the hand is replayed");
    return;
  }
  if (round_.chombo_owed()) {
    out.notes.push_back(trick::seat_name(round_.chombo_due_seat()) +
                        "'s win or riichi was false: its チョンボ follows");
    return;
  }
  if (round_.drawn_end()) {
    out.notes.push_back("drawn hand");
    return;
  }
  const Win& w = round_.wins().back();
  const WinValue v = round_.value_of(w, setup_.dealer.honba);
  out.notes.push_back(trick::seat_name(w.seat) + ": " + std::to_string(v.total) + " (" + v.reading +
                      ")");
}

}  // namespace paipu::chinton
