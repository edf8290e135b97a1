// ガリ pulls: a pull and its replacement from the reserve, and putting a mis-pull right (C-19).
#include <algorithm>

#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Counts;
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
  if (auto p = riichi_pull_fault(seat, t)) return {*p};
  if (auto p = reserve_fault(1, "a pull (its replacement)")) return {*p};
  // After riichi the pull names the tile just drawn, which may not have been seen.
  const bool pulls_drawn = pulls_only_drawn(st) && st.has_drawn && st.drawn_unseen;
  if (auto p = take_out(seat, t, 0, pulls_drawn)) return {*p};
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

// A riichi hand is fixed: [CT] lets a kan after riichi change nothing of the wait
// ("待ちが変わらなければok"), and a pull takes a tile out of the hand as a kan does. A winning tile
// is never pulled.
std::optional<Problem> Round::riichi_pull_fault(int seat, Tile t) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (st.riichi.kind == RiichiKind::none) return std::nullopt;
  const auto err = [](std::string m) { return Problem{Severity::error, "K124", std::move(m), 0}; };
  if (st.riichi.waits.kinds.contains(t.kind))
    return err(seat_text(seat) + " is in riichi and " + tile_text(t) +
               " is its winning tile: it wins with it or discards it, never pulls it");
  // Until its discard a riichi does not stand (it may still be withdrawn).
  if (st.riichi.declared) return std::nullopt;
  if (pulls_only_drawn(st)) {
    if (st.has_drawn && st.drawn != kNoKind && t.kind != st.drawn)
      return err(seat_text(seat) + " is in riichi: it pulls only the tile it drew, " +
                 tile_text(Tile{st.drawn, st.drawn_red}) + ", not " + tile_text(t) +
                 " from its hand (riichi_pull = drawn)");
    return std::nullopt;
  }
  if (!st.hand.fully_known() || st.riichi.waits.kinds.empty() || st.hand.known()[t.kind] == 0)
    return std::nullopt;
  Counts rest = st.hand.known();
  mahjong::add(rest, t.kind, -1);
  if (waits_of(seat, rest, 0).kinds == st.riichi.waits.kinds) return std::nullopt;
  return err(seat_text(seat) + " is in riichi: pulling " + tile_text(t) +
             " would change its wait (riichi_pull = keeps_waits)");
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
