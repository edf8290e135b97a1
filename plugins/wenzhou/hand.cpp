#include "hand.hpp"

#include "paipu/trick/basics.hpp"
#include "wenzhou.hpp"

namespace paipu::wenzhou {

Event seat_event(int seat, int verb, std::vector<PieceId> tiles) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(tiles);
  return e;
}

WenzhouHand::WenzhouHand(const Rules& rules, DealerState dealer, std::vector<long long> scores)
    : rules_(rules), dealer_(dealer), round_(rules, dealer.seat), scores_(std::move(scores)) {}

std::vector<Problem> WenzhouHand::dispatch(const Event& e) {
  const auto first = [&]() { return e.pieces.empty() ? kUnknownPiece : e.pieces.front(); };
  switch (e.verb) {
    case kDeal:
      return round_.deal(e.seat, e.pieces);
    case kDice:
      if (e.numbers.size() != 2)
        return {Problem{Severity::error, "W102", "a roll is two dice", -1}};
      return round_.dice(e.seat, static_cast<int>(std::clamp<long long>(e.numbers[0], -1, 99)),
                         static_cast<int>(std::clamp<long long>(e.numbers[1], -1, 99)));
    case kWallVerb:
      return round_.wall(e.pieces);
    case kIndicator:
      return round_.indicator(first());
    case kDraw:
      return round_.draw(e.seat, first());
    case kDiscard:
      return round_.discard(e.seat, first(), false);
    case kTsumogiri:
      return round_.discard(e.seat, first(), true);
    case kChi:
      return round_.chi(e.seat, e.pieces);
    case kPon:
    case kKan:
      return round_.pon_or_kan(e.seat, e.pieces);
    case kAnkan:
      return round_.ankan(e.seat, e.pieces);
    case kKakan:
      return round_.kakan(e.seat, first());
    case kRon:
      return round_.ron(e.seat, e.pieces);
    case kTsumo:
      return round_.tsumo(e.seat, e.pieces);
    case kReveal:
      return round_.reveal(e.seat, e.pieces);
    case kDrawGame:
      return round_.draw_game();
    default:
      return {Problem{Severity::error, "W100", "not a verb of 温州麻雀", -1}};
  }
}

Outcome WenzhouHand::apply(const Event& e) {
  Outcome out;
  // A draw in play, and a discard that takes no left-out draw first, check everything before they
  // change anything (Round::take_draw, Round::discard): they are most of a hand's events, and need
  // no copy. Neither ends the hand, calls or wins; a discard may change the seat's waits.
  const bool in_play = round_.phase() == Phase::play;
  const bool discard = e.verb == kDiscard || e.verb == kTsumogiri;
  if (in_play && (e.verb == kDraw || (discard && !round_.implies_draw(e.seat)))) {
    out.problems = dispatch(e);
    if (discard && out.ok() && notes()) note_waits(e.seat, out);
    return out;
  }
  // A rejected event leaves the hand as it was: the rules core changes as it checks, so the hand
  // keeps a copy to go back to (a hand's state is a few hundred bytes).
  Round before = round_;
  out.problems = dispatch(e);
  if (!out.ok()) {
    round_ = std::move(before);
    return out;
  }
  if (discard && notes()) note_waits(e.seat, out);
  if (notes() && (e.verb == kChi || e.verb == kPon || e.verb == kKan)) {
    // Where the called tile came from: the river shows it dimmed, the meld turns it that way.
    const mahjong::Meld& m = round_.seat(e.seat).melds.back();
    out.notes.push_back(trick::seat_name(e.seat) + " calls " + tile_text(round_.last_tile()) +
                        " from " + trick::seat_name(m.from));
  }
  if (notes() && round_.phase() == Phase::over && before.phase() != Phase::over) {
    if (round_.drawn_end())
      out.notes.push_back("drawn hand: " + std::to_string(round_.wall_state().left()) +
                          " tiles left");
    else
      for (const Win& w : round_.wins())
        out.notes.push_back(std::string(class_name(w.value.cls)) + ": " + std::string(w.value.why));
  }
  return out;
}

void WenzhouHand::note_waits(int seat, Outcome& out) {
  const Seat& st = round_.seat(seat);
  const Wilds& wilds = round_.wilds();
  if (!st.hand.fully_known() || !wilds.known()) return;
  const auto melds = static_cast<int>(st.melds.size());
  const mahjong::Waits w =
      mahjong::waits(shape_hand(st.hand.known(), melds, wilds), win_rules(wilds));
  mahjong::Waits& last = waits_[static_cast<std::size_t>(seat)];
  if (w == last) return;
  last = w;
  const std::string who = trick::seat_name(seat);
  if (w.empty()) {
    out.notes.push_back(who + " is no longer ready");
    return;
  }
  std::string text;
  if (w.kinds.size() == mahjong::kKinds) {
    text = "any tile (a 財神 single wait: self-draw only)";
  } else {
    // The kind 白 plays as arrives only as a 白: its other copies are 財神.
    const Kind bai_as = wilds.face(mahjong::kWhite);
    for (Kind k : w.kinds) {
      if (!text.empty()) text += ' ';
      text += k == bai_as && k != mahjong::kWhite ? "白 (as " + tile_text(k) + ")" : tile_text(k);
    }
    if (w.wild) text += text.empty() ? "a drawn 財神" : ", or a drawn 財神";
  }
  out.notes.push_back(who + " waits on " + text);
}

}  // namespace paipu::wenzhou
