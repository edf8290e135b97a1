// The end of a hand without a win: the drawn end, reveals, and the false riichi it shows; the
// ura after a riichi win; チョンボ and 和了放棄.
#include <algorithm>
#include <optional>
#include <string>

#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Counts;
using mahjong::Tile;

std::vector<Problem> Round::draw_game() {
  if (phase_ == Phase::over) return one("K161", "the hand is over");
  const bool after_discard =
      phase_ == Phase::play && pending_ == Pending::claim && last_tile_.kind != kNoKind;
  const bool kan_unreplaced =
      phase_ == Phase::play && pending_ == Pending::replacement && !replacement_from_reserve_;
  if (!after_discard && !kan_unreplaced)
    return one("K160", "the hand is drawn when the live wall is empty, after a discard or a kan");
  if (live_left() > 0)
    return one("K160", "the live wall still holds " + std::to_string(live_left()) + " tiles");
  // With the live wall's size unknown the drawn end is taken where the record puts it (A-24; the
  // settlement notes it).
  close_claims(-1);
  phase_ = Phase::over;
  std::vector<Problem> out;
  for (int t = 0; t < kSeats; ++t)
    if (seat(t).hand.fully_known())
      if (auto p = false_riichi_at_end(t)) out.push_back(*p);
  return out;
}

std::optional<Problem> Round::false_riichi_at_end(int s) {
  if (seat(s).riichi.kind == RiichiKind::none || ready_at_end(s) != 0 || chombo_due_ >= 0)
    return std::nullopt;
  chombo_due_ = s;
  return Problem{Severity::warning, "K163",
                 seat_text(s) +
                     " is in riichi and not ready at the drawn hand: a false riichi, a "
                     "チョンボ; `chombo` follows",
                 -1};
}

int Round::ready_at_end(int seat) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (st.dead) return 0;
  if (!st.hand.fully_known()) return st.revealed ? (st.reveal_ready ? 1 : 0) : -1;
  return waits_of(seat, st.hand.known(), 0).empty() ? 0 : 1;
}

std::vector<Problem> Round::reveal(int seat, const std::vector<PieceId>& pieces) {
  if (phase_ != Phase::over || !wins_.empty() || chombo_ >= 0)
    return one("K162", "a reveal comes after a drawn hand");
  Seat& st = at(seat);
  if (st.revealed) return one("K162", seat_text(seat) + " has already shown its hand");
  if (pieces.empty()) {
    if (st.hand.fully_known() && ready_at_end(seat) == 1)
      return one("K162", seat_text(seat) + " is ready: its hand is what it is");
    st.revealed = true;
    if (auto p = false_riichi_at_end(seat)) return {*p};
    return {};
  }
  if (static_cast<int>(pieces.size()) != st.hand.size())
    return one("K162", seat_text(seat) + " holds " + std::to_string(st.hand.size()) +
                           " concealed tiles; " + std::to_string(pieces.size()) + " are shown");
  Counts shown{};
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Tile t = tile_of(pieces[i]);
    if (t.kind == kNoKind) return one("K162", "a revealed tile is named", static_cast<int>(i));
    mahjong::add(shown, t.kind);
    if (shown[t.kind] <= st.hand.known()[t.kind]) continue;
    if (auto p = place(t, static_cast<int>(i))) return {*p};
    if (!st.hand.identify(t.kind))
      return one("K162", seat_text(seat) + " cannot hold another " + tile_text(t),
                 static_cast<int>(i));
  }
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (shown[static_cast<std::size_t>(k)] != st.hand.known()[static_cast<std::size_t>(k)])
      return one("K162", seat_text(seat) + " holds " + tile_text(static_cast<Kind>(k)) +
                             ", which is not shown");
  if (ready_at_end(seat) != 1)
    return one("K162", seat_text(seat) + "'s revealed hand is not ready: reveal no tiles");
  st.revealed = true;
  st.reveal_ready = true;
  return {};
}

std::vector<Problem> Round::ura(const std::vector<PieceId>& pieces) {
  const bool riichi_win = std::any_of(wins_.begin(), wins_.end(), [&](const Win& w) {
    return seats_[static_cast<std::size_t>(w.seat)].riichi.kind != RiichiKind::none;
  });
  if (!riichi_win) return one("K201", "ura are turned after a riichi seat's win");
  if (!ura_.empty()) return one("K201", "the ura were already turned");
  if (pieces.size() != indicators_.size())
    return one("K201", "one ura per indicator: " + std::to_string(indicators_.size()) +
                           " indicators, " + std::to_string(pieces.size()) + " ura");
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Tile t = tile_of(pieces[i]);
    if (t.kind == kNoKind) return one("K201", "an ura lies face up: name it", static_cast<int>(i));
    if (auto p = place(t, static_cast<int>(i))) return {*p};
    ura_.push_back(t.kind);
  }
  return {};
}

std::vector<Problem> Round::chombo(int seat) {
  // Every チョンボ [CT] names comes from play: a false win laid down, a false riichi shown, or a
  // 和了放棄 the table makes one. A dealer's false 天和 is its first play, so it is after the
  // setup.
  if (phase_ == Phase::setup)
    return one(
        "K161",
        "no チョンボ before the hand's first play: a チョンボ comes from play (a false win laid "
        "down, a false riichi, a 和了放棄 the table makes one)");
  if (chombo_ >= 0) return one("K161", "the hand already ended in a チョンボ");
  if (chombo_due_ >= 0 && seat != chombo_due_)
    return one("K161", "the false win was " + seat_text(chombo_due_) + "'s: its チョンボ follows");
  chombo_ = seat;
  phase_ = Phase::over;
  return {};
}

std::vector<Problem> Round::dead_hand(int seat) {
  if (phase_ == Phase::over) return one("K161", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  at(seat).dead = true;
  return {};
}

}  // namespace paipu::chinton
