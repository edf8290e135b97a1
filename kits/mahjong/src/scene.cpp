#include "paipu/mahjong/scene.hpp"

#include "paipu/trick/zones.hpp"

namespace paipu::mahjong {

namespace {

// Calls `mark` on every piece of the seats' hands, rivers and melds.
template <class Mark>
void for_seat_tiles(Scene& scene, Mark mark) {
  for (Zone& z : scene.zones) {
    if (z.kind != ZoneKind::hand && z.kind != ZoneKind::discards && z.kind != ZoneKind::melds)
      continue;
    for (SceneGroup& g : z.groups)
      for (ScenePiece& p : g.pieces) mark(p);
  }
}

ScenePiece piece(const PieceTable& table, Kind k, bool visible) {
  return trick::scene_piece(table, k < kKinds ? PieceId{k} : kUnknownPiece, false, visible);
}

}  // namespace

Zone hand_zone(const PieceTable& table, int seat, const Holding& hand, bool has_drawn, Kind drawn,
               bool visible) {
  Zone z{ZoneKind::hand, seat, "hand", {}};
  SceneGroup held;
  held.seat = seat;
  Counts known = hand.known();
  int unknown = hand.unknown();
  SceneGroup fresh;
  fresh.seat = seat;
  if (has_drawn) {
    if (drawn < kKinds && known[drawn] > 0) {
      add(known, drawn, -1);
    } else {
      drawn = kNoKind;
      --unknown;
    }
    fresh.pieces.push_back(piece(table, drawn, visible));
    fresh.pieces.back().highlight = true;
  }
  for (int k = 0; k < kKinds; ++k)
    for (int n = 0; n < known[static_cast<std::size_t>(k)]; ++n)
      held.pieces.push_back(piece(table, static_cast<Kind>(k), visible));
  for (int n = 0; n < unknown; ++n) held.pieces.push_back(piece(table, kNoKind, false));
  z.groups.push_back(std::move(held));
  if (has_drawn) z.groups.push_back(std::move(fresh));
  return z;
}

Zone river_zone(const PieceTable& table, int seat, std::span<const RiverTile> river,
                bool highlight_last) {
  Zone z{ZoneKind::discards, seat, "river", {}};
  SceneGroup g;
  g.seat = seat;
  for (const RiverTile& r : river) {
    ScenePiece p = piece(table, r.tile.kind, true);
    p.tsumogiri = r.tsumogiri;
    p.sideways = r.riichi;
    p.dimmed = r.claimed_by >= 0;
    g.pieces.push_back(std::move(p));
  }
  if (highlight_last && !g.pieces.empty()) g.pieces.back().highlight = true;
  if (!g.pieces.empty()) z.groups.push_back(std::move(g));
  return z;
}

Zone meld_zone(const PieceTable& table, int seat, std::span<const Meld> melds, bool owner_view) {
  Zone z{ZoneKind::melds, seat, "melds", {}};
  for (const Meld& m : melds) {
    SceneGroup g;
    g.seat = seat;
    bool called_placed = false;
    for (int i = 0; i < m.copies; ++i) {
      const Kind k = m.kind < kKinds ? m.kind_at(i) : kNoKind;
      const bool down = m.concealed() && (i == 1 || i == 2 || k == kNoKind);
      ScenePiece p = trick::scene_piece(table, k < kKinds ? PieceId{k} : kUnknownPiece, down,
                                        k < kKinds && (!down || owner_view));
      if (!called_placed && m.from >= 0 && k == m.called) {
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

Zone wall_zone(int left) {
  Zone z{ZoneKind::wall, -1, "wall", {}};
  z.count = left;
  return z;
}

Zone indicator_zone(const PieceTable& table, std::span<const Kind> indicators, const char* label) {
  Zone z{ZoneKind::info, -1, label, {}};
  SceneGroup g;
  for (Kind k : indicators) g.pieces.push_back(piece(table, k, true));
  if (!g.pieces.empty()) z.groups.push_back(std::move(g));
  return z;
}

void mark_wilds(Scene& scene, const KindSet& wilds) {
  for_seat_tiles(scene, [&](ScenePiece& p) {
    p.wild = !p.hidden && p.id < kKinds && wilds.contains(static_cast<Kind>(p.id));
  });
}

void mark_plays_as(Scene& scene, Kind kind, const std::string& face) {
  for_seat_tiles(scene, [&](ScenePiece& p) {
    if (!p.hidden && p.id == kind) p.plays_as = face;
  });
}

}  // namespace paipu::mahjong
