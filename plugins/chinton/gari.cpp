// ガリ pulls: a pull and its replacement from the reserve, and putting a mis-pull right (C-19).
#include <algorithm>

#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Tile;

std::vector<Problem> Round::nuki(int seat, PieceId piece) {
  if (phase_ == Phase::over) return one("K161", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (auto p = implied_draw(seat); !p.empty()) return p;
  if (auto p = expect_turn(seat, "pull a ガリ")) {
    p->code = "K123";
    return {*p};
  }
  Seat& st = at(seat);
  if (st.after_pon) return one("K123", "after a pon comes a discard: no ガリ is pulled");
  if (auto p = ippatsu_bai_fault(seat, 0)) return {*p};
  const Tile t = tile_of(piece);
  if (t.kind == kNoKind) return one("K106", "a pulled ガリ lies face up: name it", 0);
  if (st.riichi.kind != RiichiKind::none && st.riichi.waits.kinds.contains(t.kind))
    return one("K124",
               seat_text(seat) + " is in riichi and " + tile_text(t) +
                   " is its winning tile: it wins with it or discards it, never pulls it",
               0);
  if (auto p = take_out(seat, t, 0)) return {*p};
  std::vector<Problem> out;
  if (!is_gari(t.kind)) {
    out.push_back({Severity::warning, "K120",
                   seat_text(seat) + " pulls " + tile_text(t) +
                       ", which is no ガリ (1m, 9m, 北): a mis-pull; it may not win until it is "
                       "put right (`fix-pull`)",
                   0});
    st.mispull = 1;
  }
  st.pulled.push_back(t);
  st.has_drawn = false;
  if (rules_.pull_interrupts) interrupt();
  pending_ = Pending::replacement;
  replacement_from_reserve_ = true;
  robbable_ = Robbable::pulled;
  actor_ = seat;
  last_seat_ = seat;
  last_tile_ = t;
  return out;
}

std::vector<Problem> Round::fix_pull(int seat, const std::vector<PieceId>& pieces) {
  if (phase_ != Phase::play) return one("K122", "a mis-pull is put right during play");
  Seat& st = at(seat);
  if (st.mispull == 0) return one("K122", seat_text(seat) + " has no mis-pull to put right");
  // The mis-pulled tile: the last pulled tile that is no ガリ.
  auto wrong = std::find_if(st.pulled.begin(), st.pulled.end(),
                            [](const Tile& t) { return !is_gari(t.kind); });
  if (wrong == st.pulled.end()) return one("K122", seat_text(seat) + " has no mis-pull");
  const Tile back = *wrong;
  if (st.mispull == 1) {
    if (!pieces.empty())
      return one("K122", "before its replacement, a mis-pull is undone with no tile", 0);
    if (!(pending_ == Pending::replacement && actor_ == seat))
      return one("K122", "the mis-pull's replacement was drawn: swap a ガリ for it");
    st.pulled.pop_back();
    pending_ = Pending::discard;
    robbable_ = Robbable::none;
    st.has_drawn = true;
  } else {
    if (auto p = expect_turn(seat, "put a mis-pull right")) {
      p->code = "K122";
      return {*p};
    }
    if (pieces.size() != 1) return one("K122", "name the ガリ swapped for the mis-pulled tile");
    const Tile g = tile_of(pieces.front());
    if (g.kind == kNoKind || !is_gari(g.kind))
      return one("K122", "the tile swapped in is a ガリ (1m, 9m, 北)", 0);
    if (auto p = take_out(seat, g, 0)) return {*p};
    *wrong = g;
  }
  st.hand.add(back.kind);
  if (back.red) ++st.red;
  st.mispull = 0;
  return {};
}

}  // namespace paipu::chinton
