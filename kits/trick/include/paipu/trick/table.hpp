/// @file
/// Tricks.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/basics.hpp"

namespace paipu::trick {

/// One seat's play in a trick.
struct Play {
  int seat = -1;        ///< who played
  PieceList pieces;     ///< what, `*` for a piece not named
  bool face_up = true;  ///< false: played face down (a pad)
  int kind = -1;      ///< the variant's combination class; -1 for a play that competes with nothing
  long strength = 0;  ///< the variant's rank within `kind`
  int step = -1;      ///< index of the event that made the play
};

/// A trick: its plays in order and the best so far.
struct Trick {
  int number = 0;             ///< 1-based
  int leader = -1;            ///< the seat that led
  bool last = false;          ///< the trick that empties the hands (結)
  InlineList<Play, 4> plays;  ///< the plays, the lead first
  int best = -1;              ///< index into plays of the play that wins so far

  /// Pieces per play: the lead's.
  int width() const { return plays.empty() ? 0 : static_cast<int>(plays.front().pieces.size()); }
  /// The first play.
  const Play& lead() const { return plays.front(); }
  /// The play that wins so far.
  const Play& best_play() const { return plays[static_cast<std::size_t>(best)]; }
  /// The seat that wins so far, -1 for none.
  int winner() const { return best < 0 ? -1 : best_play().seat; }
};

/// The table: turns, the open trick, finished tricks and the units each seat won.
class Table {
 public:
  /// A table of `seats` seats with no trick and no leader.
  explicit Table(int seats);
  /// Makes room for `tricks` finished tricks at once (a hand of n pieces has at most n tricks), so
  /// that closing a trick does not grow the history.
  void reserve(int tricks) { tricks_.reserve(static_cast<std::size_t>(tricks)); }

  /// The number of seats.
  int seats() const { return seats_; }
  /// The leader while no trick is open, else the seat after the last play; -1 while the leader is
  /// unknown.
  int to_move() const {
    return trick_open() ? next_seat(tricks_.back().plays.back().seat, seats_) : leader_;
  }
  /// Sets who leads the next trick.
  void set_leader(int seat) { leader_ = seat; }
  /// Whether a trick has been led and not closed.
  bool trick_open() const { return tricks_.size() > closed_; }
  /// Whether every seat has played to the open trick.
  bool trick_full() const {
    return trick_open() && static_cast<int>(tricks_.back().plays.size()) == seats_;
  }
  /// The open trick; a trick with no plays while none is open.
  const Trick& current() const { return trick_open() ? tricks_.back() : no_trick(); }

  /// Inline, like the checks: a play is stored once per event, built where it stays.
  void lead(int seat, std::span<const PieceId> pieces, int kind, long strength, int step,
            bool last) {
    Trick& t = tricks_.emplace_back();
    t.number = trick_number();
    t.leader = seat;
    t.last = last;
    t.best = 0;
    store(t, seat, pieces, true, kind, strength, step);
  }
  /// A play that competes with nothing has kind -1 and strength 0.
  void follow(int seat, std::span<const PieceId> pieces, bool face_up, int kind, long strength,
              int step, bool becomes_best) {
    Trick& t = tricks_.back();
    store(t, seat, pieces, face_up, kind, strength, step);
    if (becomes_best) t.best = static_cast<int>(t.plays.size()) - 1;
  }
  /// Closes the full trick: its best play's author takes `units` and leads next. Returns the
  /// winner.
  int close(int units);
  /// Takes back the open trick (a challenged throw: every play returns to its hand) and returns it;
  /// its leader leads again.
  Trick withdraw();

  /// The finished tricks, in order.
  std::span<const Trick> history() const { return {tricks_.data(), closed_}; }
  /// Units (棟, face-up pieces, ...) each seat has taken.
  const InlineList<int, 4>& won() const { return won_; }
  /// Units `seat` has taken.
  int won(int seat) const { return won_[static_cast<std::size_t>(seat)]; }
  /// The number of the open trick, or of the next one.
  int trick_number() const { return static_cast<int>(closed_) + 1; }

 private:
  static const Trick& no_trick();
  static void store(Trick& t, int seat, std::span<const PieceId> pieces, bool face_up, int kind,
                    long strength, int step) {
    Play& p = t.plays.emplace_back();
    p.seat = seat;
    p.pieces.assign(pieces);
    p.face_up = face_up;
    p.kind = kind;
    p.strength = strength;
    p.step = step;
  }

  int seats_;
  int leader_ = -1;
  /// Every trick so far, the open one last: a trick stays where it was led, so closing it moves
  /// nothing.
  std::vector<Trick> tricks_;
  std::size_t closed_ = 0;
  InlineList<int, 4> won_;
};

}  // namespace paipu::trick
