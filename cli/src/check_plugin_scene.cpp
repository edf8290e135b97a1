#include <iomanip>
#include <iostream>

#include "check_plugin.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::cli {

namespace {

std::string seat_name(int seat) {
  return seat < 0 ? "the table" : std::string(seat_letter(seat));
}

bool same_shape(const Scene& a, const Scene& b) {
  if (a.zones.size() != b.zones.size()) return false;
  for (std::size_t z = 0; z < a.zones.size(); ++z) {
    const Zone &x = a.zones[z], &y = b.zones[z];
    if (x.kind != y.kind || x.seat != y.seat || x.groups.size() != y.groups.size()) return false;
    for (std::size_t g = 0; g < x.groups.size(); ++g)
      if (x.groups[g].seat != y.groups[g].seat ||
          x.groups[g].pieces.size() != y.groups[g].pieces.size())
        return false;
  }
  return true;
}

}  // namespace

bool print(const Checks& c) {
  bool ok = true;
  for (const Check* k : {&c.info, &c.moves, &c.progress, &c.settlement, &c.round_trip, &c.replay,
                         &c.scenes, &c.views}) {
    ok = ok && k->failures == 0;
    std::cout << (k->failures ? "FAIL  " : "PASS  ") << std::left << std::setw(11) << k->name
              << k->count << ' ' << k->unit;
    if (k->failures) std::cout << "; " << k->failures << " failed, the first at " << k->first;
    std::cout << '\n';
  }
  return ok;
}

void ViewChecker::check(const HandState& state, const std::string& where, Check& views,
                        Check& scenes) {
  const Scene all = state.scene(-1);
  well_formed(all, -1, where, scenes);
  for (int v = 0; v < seats_; ++v) {
    const Scene seen = state.scene(v);
    well_formed(seen, v, where, scenes);
    compare(all, seen, v, state.finished(), where, views);
  }
}

void ViewChecker::well_formed(const Scene& s, int viewer, const std::string& where,
                              Check& c) const {
  ++c.count;
  const std::string who = "scene(" + std::to_string(viewer) + ")";
  auto seat_ok = [&](int seat) { return seat >= -1 && seat < seats_; };
  if (s.viewer != viewer) c.fail(where, who + " says its viewer is " + std::to_string(s.viewer));
  if (s.seats.size() != ix(seats_))
    c.fail(where, who + " has " + std::to_string(s.seats.size()) + " seats, not " +
                      std::to_string(seats_));
  for (const Zone& z : s.zones) {
    if (!seat_ok(z.seat))
      c.fail(where, who + ": zone " + z.label + " has seat " + std::to_string(z.seat));
    for (const SceneGroup& g : z.groups) {
      if (!seat_ok(g.seat))
        c.fail(where, who + ": a group in " + z.label + " has seat " + std::to_string(g.seat));
      for (const ScenePiece& p : g.pieces) {
        const bool known = p.id < info_.pieces.size();
        if (!known && p.id != kUnknownPiece)
          c.fail(where, who + ": piece id " + std::to_string(p.id) + " in " + z.label +
                            " is not in the piece table");
        if (p.hidden && (!p.face.empty() || !p.label.empty()))
          c.fail(where, who + ": a hidden piece in " + z.label + " has a face or label");
        if (!p.hidden && (!known || p.face.empty() || p.label.empty()))
          c.fail(where, who + ": a shown piece in " + z.label + " has no id, face or label");
      }
    }
  }
}

// The record's scene (-1) and a seat's scene describe the same table, piece by piece; the seat's
// may only show less.
void ViewChecker::compare(const Scene& all, const Scene& seen, int viewer, bool finished,
                          const std::string& where, Check& c) {
  ++c.count;
  const std::string who = "seat " + seat_name(viewer);
  if (!same_shape(all, seen))
    return c.fail(where, who + "'s scene is not laid out as the whole scene (scene(-1))");
  auto name = [&](PieceId id) {
    return id < info_.pieces.size() ? info_.pieces[id].name : std::string("?");
  };
  std::map<PieceId, int> own, won_face_down;
  for (std::size_t zi = 0; zi < all.zones.size(); ++zi) {
    const Zone& z = all.zones[zi];
    for (std::size_t gi = 0; gi < z.groups.size(); ++gi) {
      const SceneGroup& g = z.groups[gi];
      const int owner = g.seat >= 0 ? g.seat : z.seat;
      for (std::size_t pi = 0; pi < g.pieces.size(); ++pi) {
        const ScenePiece& a = g.pieces[pi];
        const ScenePiece& b = seen.zones[zi].groups[gi].pieces[pi];
        if (b.hidden) {
          if (b.id != kUnknownPiece)
            c.fail(where, who + ": a hidden piece in " + z.label + " carries its id");
          continue;
        }
        if (a.hidden)
          c.fail(where, who + " sees " + name(b.id) + " in " + z.label +
                            ", which the record does not show");
        else if (a.id != b.id)
          c.fail(where, who + " sees " + name(b.id) + " in " + z.label + " where the record has " +
                            name(a.id));
        if (z.kind == ZoneKind::hand && z.seat == viewer) ++own[b.id];
        // A finished hand may lay its hands open (a mahjong win); before that they are private.
        if (z.kind == ZoneKind::hand && z.seat >= 0 && z.seat != viewer && !finished)
          c.fail(where, who + " sees " + name(b.id) + " in " + seat_name(z.seat) + "'s hand");
        // Not the discards: a piece there may lie face down now but have been played face up
        // (打棋子's middle pile).
        const bool played = z.kind == ZoneKind::trick || z.kind == ZoneKind::melds;
        if (played && a.face_down && owner >= 0 && owner != viewer)
          c.fail(where, who + " sees " + name(b.id) + ", which " + seat_name(owner) +
                            " played face down in " + z.label);
        // A won pile's group belongs to its taker, not to who played each piece: count instead.
        if (z.kind == ZoneKind::won && b.face_down) ++won_face_down[b.id];
      }
    }
  }
  auto& held = held_[ix(viewer)];
  for (const auto& [id, n] : own) held[id] = std::max(held[id], n);
  for (const auto& [id, n] : won_face_down)
    if (n > held[id])
      c.fail(where, who + " sees " + std::to_string(n) + " × " + name(id) +
                        " face down in won piles but never held that many");
}

}  // namespace paipu::cli
