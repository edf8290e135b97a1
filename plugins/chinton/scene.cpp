// What a hand shows: each seat's concealed tiles (hidden from the other seats until the hand is
// over, an open riichi's shown tiles apart), its river with the riichi tile turned, its melds as
// laid (a 白 standing in drawn as the 白 it is), its pulled ガリ, the live wall's count, the dora
// indicators (and ura), and every face-up 白 marked wild.
#include "paipu/mahjong/scene.hpp"
#include "hand.hpp"
#include "paipu/trick/basics.hpp"
#include "paipu/trick/zones.hpp"

namespace paipu::chinton {

namespace {

ScenePiece tile_piece(mahjong::Tile t, bool visible) {
  return trick::scene_piece(piece_table(), t.kind == kNoKind ? kUnknownPiece : piece_of(t), false,
                            visible && t.kind != kNoKind);
}

// Each meld as laid, the called tile turned toward its source; a closed kan's middle face down.
Zone melds_zone(int seat, const Seat& st, bool owner_view) {
  Zone z{ZoneKind::melds, seat, "melds", {}};
  for (const TableMeld& m : st.melds) {
    SceneGroup g;
    g.seat = seat;
    bool called_placed = false;
    for (std::size_t i = 0; i < m.tiles.size(); ++i) {
      const bool closed = m.score.type == mahjong::MeldType::closed_kan;
      const bool down = closed && (i == 1 || i == 2);
      ScenePiece p = tile_piece(m.tiles[i], !down || owner_view);
      p.face_down = down;
      if (!called_placed && m.from >= 0 && m.tiles[i].kind == m.called) {
        p.sideways = true;
        p.from = m.from;
        called_placed = true;
      }
      g.pieces.push_back(std::move(p));
    }
    z.groups.push_back(std::move(g));
  }
  return z;
}

Zone pulled_zone(int seat, const Seat& st) {
  Zone z{ZoneKind::pulled, seat, "ガリ", {}};
  SceneGroup g;
  g.seat = seat;
  for (const mahjong::Tile& t : st.pulled) g.pieces.push_back(tile_piece(t, true));
  if (!g.pieces.empty()) z.groups.push_back(std::move(g));
  return z;
}

// The concealed hand, an open riichi's shown tiles apart (they lie face up for every seat).
Zone concealed_zone(int seat, const Seat& st, bool visible) {
  if (st.riichi.kind != RiichiKind::open)
    return mahjong::hand_zone(piece_table(), seat, st.hand, st.has_drawn, st.drawn, visible);
  mahjong::Holding rest = st.hand;
  for (int k = 0; k < mahjong::kKinds; ++k)
    for (int n = 0; n < st.riichi.shown[static_cast<std::size_t>(k)]; ++n)
      rest.remove(static_cast<Kind>(k));
  const bool drawn_apart = st.has_drawn && (st.drawn == kNoKind || rest.known()[st.drawn] > 0);
  return mahjong::hand_zone(piece_table(), seat, rest, drawn_apart, st.drawn, visible);
}

Zone shown_zone(int seat, const Seat& st) {
  Zone z{ZoneKind::melds, seat, "open riichi", {}};
  SceneGroup g;
  g.seat = seat;
  for (int k = 0; k < mahjong::kKinds; ++k)
    for (int n = 0; n < st.riichi.shown[static_cast<std::size_t>(k)]; ++n)
      g.pieces.push_back(tile_piece(mahjong::Tile{static_cast<Kind>(k), false}, true));
  if (!g.pieces.empty()) z.groups.push_back(std::move(g));
  return z;
}

// The piece a red five is drawn as, keeping the marks the kit gave the plain one.
void make_red(ScenePiece& p, mahjong::Tile t) {
  ScenePiece red = tile_piece(t, true);
  red.highlight = p.highlight;
  red.sideways = p.sideways;
  red.dimmed = p.dimmed;
  red.tsumogiri = p.tsumogiri;
  p = std::move(red);
}

// The kit's river knows kinds only: a red five is drawn red.
void mark_red(Zone& river, const Seat& st) {
  if (river.groups.empty()) return;
  auto& pieces = river.groups.front().pieces;
  for (std::size_t i = 0; i < pieces.size() && i < st.river.size(); ++i)
    if (st.river[i].tile.red) make_red(pieces[i], st.river[i].tile);
}

// The kit's hand knows kinds only, the seat its count of red fives: the drawn tile is red when it
// was drawn red, then the first fives of the hand, then of an open riichi's shown tiles (which of
// its fives a seat shows is not written; any one reads the same).
void mark_red(Zone& hand, Zone& shown, const Seat& st) {
  int left = st.red;
  auto redden = [&left](SceneGroup& g) {
    for (ScenePiece& p : g.pieces) {
      if (left <= 0) return;
      if (p.hidden || p.id >= mahjong::kKinds || !mahjong::may_be_red(static_cast<Kind>(p.id)))
        continue;
      make_red(p, mahjong::Tile{static_cast<Kind>(p.id), true});
      --left;
    }
  };
  const bool drawn_apart = st.has_drawn && hand.groups.size() > 1;
  if (drawn_apart && st.drawn_red) redden(hand.groups.back());
  if (!hand.groups.empty()) redden(hand.groups.front());
  for (SceneGroup& g : shown.groups) redden(g);
}

// The winning tile apart from the hand and framed: a tsumo's is the drawn tile; a ron's, which
// the hand does not hold, is added after it, face up only where the hand is (a hand is private
// until the round is over, even where one of its tiles came from a discard).
void show_win(Zone& hand, int seat, const Round& r, bool visible) {
  for (const Win& w : r.wins()) {
    if (w.seat != seat) continue;
    if (w.how == WinHow::tsumo) {
      if (hand.groups.size() > 1) hand.groups.back().winning = true;
    } else if (w.winning != kNoKind) {
      SceneGroup g;
      g.seat = seat;
      g.winning = true;
      g.pieces.push_back(tile_piece(mahjong::Tile{w.winning, false}, visible));
      hand.groups.push_back(std::move(g));
    }
  }
}

}  // namespace

Scene ChintonHand::scene(int viewer) const {
  const Round& r = round_;
  Scene sc;
  sc.viewer = viewer;
  // Hands are laid open once the hand is over (its ura and チョンボ written).
  const bool over = finished();
  for (int s = 0; s < kSeats; ++s) {
    const Seat& st = r.seat(s);
    SeatInfo si;
    si.wind = trick::seat_name(s);
    si.dealer = s == setup_.dealer.seat;
    si.to_move = s == r.to_move();
    if (st.riichi.kind == RiichiKind::open)
      si.status = "open riichi";
    else if (st.riichi.kind == RiichiKind::closed)
      si.status = "riichi";
    if (st.dead) si.status = "和了放棄";
    si.figures.push_back({"tiles", std::to_string(st.hand.size())});
    if (!st.pulled.empty()) si.figures.push_back({"ガリ", std::to_string(st.pulled.size())});
    sc.seats.push_back(std::move(si));
  }
  const bool started = r.phase() != Phase::setup;
  for (int s = 0; s < kSeats; ++s) {
    const Seat& st = r.seat(s);
    const bool visible = viewer < 0 || viewer == s || over;
    sc.zones.push_back(concealed_zone(s, st, visible));
    sc.zones.back().capacity = kHandTiles + 1;
    sc.zones.push_back(shown_zone(s, st));
    mark_red(sc.zones[sc.zones.size() - 2], sc.zones.back(), st);
    show_win(sc.zones[sc.zones.size() - 2], s, r, visible);
    sc.zones.push_back(melds_zone(s, st, viewer < 0 || viewer == s));
    sc.zones.push_back(pulled_zone(s, st));
    sc.zones.push_back(mahjong::river_zone(
        piece_table(), s, st.river,
        started && r.pending() == Pending::claim && r.last_seat() == s && !over));
    mark_red(sc.zones.back(), st);
  }
  if (r.live_left() >= 0) {
    sc.zones.push_back(mahjong::wall_zone(r.live_left()));
    sc.info.push_back("live wall: " + std::to_string(r.live_left()) + " left");
  }
  // With the live wall's size known, kan indicators and their ura share the reserve.
  sc.info.push_back(
      std::string(r.live_left() >= 0 ? "reserve (ガリ, kan indicators): " : "ガリ reserve: ") +
      std::to_string(r.reserve_left()) + " left");
  sc.zones.push_back(mahjong::indicator_zone(piece_table(), r.indicators(), "dora indicators"));
  if (!r.ura_tiles().empty())
    sc.zones.push_back(mahjong::indicator_zone(piece_table(), r.ura_tiles(), "ura"));
  if (const auto suit = r.wall_suit())
    sc.info.push_back(std::string("wall: ") + (*suit == mahjong::Suit::pin ? "pinzu" : "souzu") +
                      ", 8 of each");
  sc.info.push_back("本場 " + std::to_string(setup_.dealer.honba));
  mahjong::KindSet wild;
  wild.insert(mahjong::kWhite);
  mahjong::mark_wilds(sc, wild);
  if (over) {
    if (r.chombo_seat() >= 0) sc.info.push_back("チョンボ by " + trick::seat_name(r.chombo_seat()));
    if (r.drawn_end()) sc.info.push_back("drawn hand");
    for (const Win& w : r.wins())
      sc.info.push_back(trick::seat_name(w.seat) + " wins by " +
                        (w.how == WinHow::tsumo ? "tsumo" : "ron"));
  }
  return sc;
}

}  // namespace paipu::chinton
