#include "paipu/trick.hpp"

#include <algorithm>
#include <utility>

namespace paipu::trick {

namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

// Walks `pieces` out of `s`, updating it and `seen` as it goes; the caller decides whether to keep
// the result. Named pieces take a known copy first because an unknown slot can still stand for
// anything.
Check take(std::vector<int>& known, int& unknown, int& anonymous_out, std::vector<int>& seen,
           const std::vector<int>& copies, int size, const std::vector<PieceId>& pieces) {
  if (static_cast<int>(pieces.size()) > size) return {Shortfall::too_many, -1};
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PieceId p = pieces[i];
    const int at = static_cast<int>(i);
    if (p == kUnknownPiece) {
      ++anonymous_out;
    } else if (p >= known.size()) {
      return {Shortfall::not_in_hand, at};
    } else if (known[p] > 0) {
      --known[p];
    } else if (unknown == 0) {
      return {Shortfall::not_in_hand, at};
    } else if (seen[p] >= copies[p]) {
      return {Shortfall::over_copies, at};
    } else {
      --unknown;
      ++seen[p];
    }
  }
  return {};
}

}  // namespace

Hands::Hands(int seats, int hand_size, std::vector<int> copies)
    : seats_(ix(seats)), copies_(std::move(copies)), seen_(copies_.size(), 0) {
  for (auto& s : seats_) {
    s.known.assign(copies_.size(), 0);
    s.unknown = hand_size;
  }
}

int Hands::size(int seat) const {
  const Seat& s = at(seat);
  int known = 0;
  for (int c : s.known) known += c;
  return known + s.unknown - s.anonymous_out;
}

Check Hands::deal(int seat, const std::vector<PieceId>& pieces) {
  Seat s = at(seat);
  std::vector<int> seen = seen_;
  if (static_cast<int>(pieces.size()) > s.unknown) return {Shortfall::too_many, s.unknown};
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const PieceId p = pieces[i];
    if (p == kUnknownPiece) continue;
    if (p >= copies_.size()) return {Shortfall::not_in_hand, static_cast<int>(i)};
    if (seen[p] >= copies_[p]) return {Shortfall::over_copies, static_cast<int>(i)};
    ++seen[p];
    ++s.known[p];
    --s.unknown;
  }
  seats_[ix(seat)] = std::move(s);
  seen_ = std::move(seen);
  return {};
}

Check Hands::can_remove(int seat, const std::vector<PieceId>& pieces) const {
  Seat s = at(seat);
  std::vector<int> seen = seen_;
  return take(s.known, s.unknown, s.anonymous_out, seen, copies_, size(seat), pieces);
}

void Hands::remove(int seat, const std::vector<PieceId>& pieces) {
  Seat& s = seats_[ix(seat)];
  take(s.known, s.unknown, s.anonymous_out, seen_, copies_, size(seat), pieces);
}

std::vector<PieceId> Hands::known(int seat) const {
  std::vector<PieceId> out;
  const Seat& s = at(seat);
  for (std::size_t p = 0; p < s.known.size(); ++p)
    out.insert(out.end(), ix(s.known[p]), static_cast<PieceId>(p));
  return out;
}

bool Hands::fully_known(int seat) const {
  const Seat& s = at(seat);
  return s.unknown == 0 && s.anonymous_out == 0;
}

int Hands::unseen(PieceId id) const {
  return copies_[id] - seen_[id];
}

// ---------------------------------------------------------------------------------------------------

Table::Table(int seats) : seats_(seats), won_(ix(seats), 0) {}

int Table::to_move() const {
  if (!trick_open()) return leader_;
  return next_seat(current_.plays.back().seat, seats_);
}

void Table::lead(Play p, bool last) {
  current_ = Trick{};
  current_.number = trick_number();
  current_.leader = p.seat;
  current_.last = last;
  current_.best = 0;
  current_.plays.push_back(std::move(p));
}

void Table::follow(Play p, bool becomes_best) {
  current_.plays.push_back(std::move(p));
  if (becomes_best) current_.best = static_cast<int>(current_.plays.size()) - 1;
}

int Table::close(int units) {
  const int winner = current_.winner();
  won_[ix(winner)] += units;
  history_.push_back(std::move(current_));
  current_ = Trick{};
  leader_ = winner;
  return winner;
}

// ---------------------------------------------------------------------------------------------------

void Dealer::advance(int winner, const DealerRule& r) {
  if (winner == seat) {
    streak = first ? (r.first_win_repeats ? 1 : 0) : streak + 1;
  } else {
    seat = winner;
    streak = 0;
  }
  first = false;
  previous = seat;
}

void Dealer::lose_track() {
  if (seat >= 0) previous = seat;
  seat = -1;
}

void Dealer::resume(int dealer, const DealerRule& r) {
  seat = previous;
  advance(dealer, r);
}

// ---------------------------------------------------------------------------------------------------

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

std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text) {
  std::vector<Zone> zones;
  const int n = table.seats();
  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::hand, s, "hand", {}};
    SceneGroup g;
    g.seat = s;
    std::vector<PieceId> ids = hands.known(s);
    ids.insert(ids.end(), ix(hands.unknown(s)), kUnknownPiece);
    // Pieces that left as `*` came from somewhere in the hand; drawing one back fewer is all we can
    // say.
    ids.resize(ix(std::max(0, hands.size(s))));
    for (PieceId id : ids)
      g.pieces.push_back(scene_piece(info, id, false, viewer < 0 || viewer == s));
    z.groups.push_back(std::move(g));
    zones.push_back(std::move(z));
  }

  const Trick& t = table.current();
  int latest = -1;
  for (const Play& p : t.plays) latest = std::max(latest, p.step);
  Zone trick{ZoneKind::trick, -1, "trick", {}};
  for (std::size_t i = 0; i < t.plays.size(); ++i) {
    const Play& p = t.plays[i];
    SceneGroup g;
    g.seat = p.seat;
    g.caption = i == 0 ? text.lead : (p.face_up ? std::string() : text.face_down);
    g.highlight = p.step == latest;
    add_play(info, p, viewer, g.highlight, g.pieces);
    trick.groups.push_back(std::move(g));
  }
  zones.push_back(std::move(trick));

  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::won, s, "won", {}};
    for (const Trick& done : table.history()) {
      if (done.winner() != s) continue;
      SceneGroup g;
      g.seat = s;
      g.caption = std::to_string(done.width()) + " " + text.unit;
      // The winning play lies on top of the stack, face up.
      add_play(info, done.best_play(), viewer, false, g.pieces);
      for (std::size_t i = 0; i < done.plays.size(); ++i)
        if (static_cast<int>(i) != done.best)
          add_play(info, done.plays[i], viewer, false, g.pieces);
      z.groups.push_back(std::move(g));
    }
    zones.push_back(std::move(z));
  }
  return zones;
}

}  // namespace paipu::trick
