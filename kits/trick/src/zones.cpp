// The trick kit's scene: seats, hands, the trick on the table and the tricks taken, as zones.
#include "paipu/trick.hpp"

#include <algorithm>
#include <utility>

namespace paipu::trick {

std::vector<SeatInfo> table_seats(const Table& table, int dealer, std::optional<int> multiplier,
                                  std::span<const long long> scores, int to_move,
                                  const ZoneText& text) {
  std::vector<SeatInfo> out;
  for (int s = 0; s < table.seats(); ++s) {
    SeatInfo si;
    si.wind = seat_name(s);
    si.figures.push_back({text.seat_label, std::to_string(table.won(s))});
    if (s == dealer && multiplier)
      si.figures.push_back({text.dealer_figure, "×" + std::to_string(*multiplier)});
    si.score =
        static_cast<std::size_t>(s) < scores.size() ? scores[static_cast<std::size_t>(s)] : 0;
    si.dealer = s == dealer;
    si.to_move = s == to_move;
    out.push_back(std::move(si));
  }
  return out;
}

ScenePiece scene_piece(const std::vector<PieceInfo>& info, PieceId id, bool face_down,
                       bool visible) {
  ScenePiece sp;
  sp.face_down = face_down;
  sp.family = info.empty() ? Family::card : info.front().family;
  if (!visible || id == kUnknownPiece || id >= info.size()) {
    sp.hidden = true;
    return sp;
  }
  const PieceInfo& pi = info[id];
  sp.id = id;
  sp.family = pi.family;
  sp.face = pi.face;
  sp.label = pi.name;
  return sp;
}

namespace {

bool sees(int viewer, const Play& p) {
  return p.face_up || viewer < 0 || viewer == p.seat;
}

void add_play(const std::vector<PieceInfo>& info, const Play& p, int viewer, bool highlight,
              std::vector<ScenePiece>& out) {
  for (PieceId id : p.pieces) {
    ScenePiece sp = scene_piece(info, id, !p.face_up, sees(viewer, p));
    sp.highlight = highlight;
    out.push_back(std::move(sp));
  }
}

}  // namespace

Zone hand_zone(const std::vector<PieceInfo>& info, const Hands& hands, int seat, int viewer) {
  Zone z{ZoneKind::hand, seat, "hand", {}};
  SceneGroup g;
  g.seat = seat;
  std::vector<PieceId> ids = hands.known(seat);
  ids.insert(ids.end(), static_cast<std::size_t>(hands.unknown(seat)), kUnknownPiece);
  // Pieces that left as `*` came from somewhere in the hand; drawing one back fewer is all we can
  // say.
  ids.resize(static_cast<std::size_t>(std::max(0, hands.size(seat))));
  for (PieceId id : ids)
    g.pieces.push_back(scene_piece(info, id, false, viewer < 0 || viewer == seat));
  z.groups.push_back(std::move(g));
  return z;
}

const Trick& trick_on_table(const Table& table) {
  if (!table.trick_open() && table.trick_number() > 1) return table.last_closed();
  return table.current();
}

History tricks_taken_in(const Table& table) {
  History done = table.history();
  if (!table.trick_open() && !done.empty()) done = done.first(done.size() - 1);
  return done;
}

Zone trick_zone(const std::vector<PieceInfo>& info, const Table& table, int viewer,
                const ZoneText& text) {
  const Trick& t = trick_on_table(table);
  int latest = -1;
  for (const Play& p : t.plays) latest = std::max(latest, p.step);
  Zone trick{ZoneKind::trick, -1, "trick", {}};
  for (std::size_t i = 0; i < t.plays.size(); ++i) {
    const Play& p = t.plays[i];
    SceneGroup g;
    g.seat = p.seat;
    g.trick = t.number;
    g.caption = i == 0 ? text.lead : (p.face_up ? std::string() : text.face_down);
    g.highlight = p.step == latest;
    g.winning = static_cast<int>(i) == t.best;
    add_play(info, p, viewer, g.highlight, g.pieces);
    trick.groups.push_back(std::move(g));
  }
  return trick;
}

std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text) {
  std::vector<Zone> zones;
  const int n = table.seats();
  zones.reserve(2 * static_cast<std::size_t>(n) + 2);
  for (int s = 0; s < n; ++s) zones.push_back(hand_zone(info, hands, s, viewer));
  zones.push_back(trick_zone(info, table, viewer, text));

  const History done_tricks = tricks_taken_in(table);
  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::won, s, "won", {}};
    for (const Trick& done : done_tricks) {
      if (done.winner() != s) continue;
      SceneGroup g;
      g.seat = s;
      g.trick = done.number;
      if (!text.pile_caption.empty())
        g.caption = std::to_string(done.width()) + " " + text.pile_caption;
      // The winning play lies on top of the stack, face up.
      add_play(info, done.best_play(), viewer, false, g.pieces);
      for (std::size_t i = 0; i < done.plays.size() && text.winner_takes_trick; ++i)
        if (static_cast<int>(i) != done.best)
          add_play(info, done.plays[i], viewer, false, g.pieces);
      z.groups.push_back(std::move(g));
    }
    zones.push_back(std::move(z));
  }
  if (text.winner_takes_trick) return zones;

  // The other plays lie face down in the middle; who sees a face is as while they were played.
  Zone middle{ZoneKind::discards, -1, text.middle, {}};
  for (const Trick& done : done_tricks) {
    for (std::size_t i = 0; i < done.plays.size(); ++i) {
      if (static_cast<int>(i) == done.best) continue;
      const Play& p = done.plays[i];
      SceneGroup g;
      g.seat = p.seat;
      g.trick = done.number;
      for (PieceId id : p.pieces) g.pieces.push_back(scene_piece(info, id, true, sees(viewer, p)));
      middle.groups.push_back(std::move(g));
    }
  }
  zones.push_back(std::move(middle));
  return zones;
}

}  // namespace paipu::trick
