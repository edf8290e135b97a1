// What a hand shows: each seat's concealed tiles (hidden from the other seats until the hand is
// over) with the drawn tile apart, rivers, melds with the called tile turned toward its source,
// the wall's count, the 財神 indicator, and every 財神 marked wild.
#include <array>

#include "hand.hpp"
#include "paipu/mahjong/scene.hpp"
#include "paipu/trick/basics.hpp"

namespace paipu::wenzhou {

namespace {

// The meld zone draws each meld by the kinds it counts as; a 白 standing for the indicator's kind
// is drawn as the 白 it is.
void show_laid(Zone& melds, const Seat& st) {
  for (std::size_t g = 0; g < melds.groups.size() && g < st.meld_tiles.size(); ++g) {
    auto& pieces = melds.groups[g].pieces;
    for (std::size_t i = 0; i < pieces.size() && i < 4; ++i) {
      const Kind k = st.meld_tiles[g][i];
      if (pieces[i].hidden || k == kNoKind || pieces[i].id == k) continue;
      const PieceInfo& info = piece_table()[k];
      pieces[i].id = k;
      pieces[i].face = info.face;
      pieces[i].label = info.name;
    }
  }
}

// The win `seat` made, if any.
const Win* win_of(const Round& r, int seat) {
  for (const Win& w : r.wins())
    if (w.seat == seat) return &w;
  return nullptr;
}

}  // namespace

Scene WenzhouHand::scene(int viewer) const {
  const Round& r = round_;
  Scene sc;
  sc.viewer = viewer;
  const bool over = r.phase() == Phase::over;
  for (int s = 0; s < kSeats; ++s) {
    SeatInfo si;
    si.wind = trick::seat_name(s);
    si.score =
        static_cast<std::size_t>(s) < scores_.size() ? scores_[static_cast<std::size_t>(s)] : 0;
    si.dealer = s == dealer_.seat;
    si.to_move = s == r.to_move();
    if (si.dealer)
      si.figures.push_back({"親", "level " + std::to_string(dealer_.level) + " ×" +
                                      std::to_string(base_rate(-1, s, dealer_, r.rules()))});
    si.figures.push_back({"tiles", std::to_string(r.seat(s).hand.size())});
    sc.seats.push_back(std::move(si));
  }
  const bool started = r.phase() != Phase::setup;
  for (int s = 0; s < kSeats; ++s) {
    const Seat& st = r.seat(s);
    const bool visible = viewer < 0 || viewer == s || over;
    // The winning tile stands apart from the hand it completes: a ron's as the draw does.
    const Win* win = win_of(r, s);
    const bool ron = win != nullptr && win->how != WinHow::tsumo;
    sc.zones.push_back(mahjong::hand_zone(piece_table(), s, st.hand, st.has_drawn || ron,
                                          ron ? r.last_tile() : st.drawn, visible));
    sc.zones.back().capacity = kHandTiles + 1;
    if (win != nullptr && sc.zones.back().groups.size() > 1)
      sc.zones.back().groups.back().winning = true;
    sc.zones.push_back(mahjong::meld_zone(piece_table(), s, st.melds, viewer < 0 || viewer == s));
    show_laid(sc.zones.back(), st);
    // A call just made is framed until the caller discards.
    if (r.just_called() && r.to_move() == s && !sc.zones.back().groups.empty())
      sc.zones.back().groups.back().highlight = true;
    sc.zones.push_back(mahjong::river_zone(
        piece_table(), s, st.river,
        started && r.pending() == Pending::claim && r.last_seat() == s && !over));
  }
  const int left = started ? r.wall_state().left() : kWallTiles - kDealt;
  sc.zones.push_back(mahjong::wall_zone(left));
  // Also as a line: a text replay lists zones by their pieces, and the wall shows none.
  sc.info.push_back("wall: " + std::to_string(left) + " left");
  std::vector<Kind> shown;
  if (r.wilds().known()) shown.push_back(r.wilds().indicator);
  sc.zones.push_back(mahjong::indicator_zone(piece_table(), shown, "財神 indicator"));
  mahjong::KindSet wild;
  if (r.wilds().known()) {
    wild.insert(r.wilds().indicator);
    const Kind k = r.wilds().indicator;
    sc.info.push_back("財神: the other " + tile_text(k) +
                      (k == mahjong::kWhite ? "" : "; 白 plays as " + tile_text(k)));
  }
  mahjong::mark_wilds(sc, wild);
  if (const Kind bai_as = r.wilds().face(mahjong::kWhite); bai_as != mahjong::kWhite)
    mahjong::mark_plays_as(sc, mahjong::kWhite, piece_table()[bai_as].face);
  if (const auto& d = r.dice_state(); d.dealer_roll > 0)
    sc.info.push_back("dice " + std::to_string(d.dealer_roll) +
                      (d.breaker_roll > 0 ? " and " + std::to_string(d.breaker_roll) : ""));
  if (over) {
    const int w = r.winner();
    for (const Win& win : r.wins())
      if (win.seat == w)
        sc.info.push_back(trick::seat_name(w) + " wins " + class_name(win.value.cls) + " (" +
                          std::string(win.value.why) + ")");
    if (r.drawn_end()) sc.info.push_back("drawn hand");
  }
  return sc;
}

}  // namespace paipu::wenzhou
