/// @file
/// Tricks.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <memory>

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

/// The closed tricks of a table, oldest first, as pointers to the table's tricks: valid while the
/// table (or a copy of it) lives and closes no trick. A list, not the tricks: a copy of the table
/// shares its closed tricks rather than copying them.
class History {
 public:
  /// Walks the tricks in order.
  class iterator {
   public:
    using value_type = Trick;                ///< what it walks
    using difference_type = std::ptrdiff_t;  ///< as a forward iterator needs
    iterator() = default;                    ///< an iterator that walks nothing
    /// At the list's entry `at`.
    explicit iterator(const Trick* const* at) : at_(at) {}
    /// The trick it is at.
    const Trick& operator*() const { return **at_; }
    /// The trick it is at.
    const Trick* operator->() const { return *at_; }
    /// On to the next trick.
    iterator& operator++() {
      ++at_;
      return *this;
    }
    /// On to the next trick; returns where it was.
    iterator operator++(int) {
      iterator before = *this;
      ++at_;
      return before;
    }
    /// Whether both are at the same entry.
    friend bool operator==(const iterator&, const iterator&) = default;

   private:
    const Trick* const* at_ = nullptr;
  };

  /// The number of tricks.
  std::size_t size() const { return at_.size(); }
  /// Whether no trick is closed.
  bool empty() const { return at_.empty(); }
  /// Trick `i` (0-based), unchecked.
  const Trick& operator[](std::size_t i) const { return *at_[i]; }
  /// The first trick; the history is not empty.
  const Trick& front() const { return *at_.front(); }
  /// The last trick; the history is not empty.
  const Trick& back() const { return *at_.back(); }
  /// The first trick.
  iterator begin() const { return iterator(at_.data()); }
  /// Past the last trick.
  iterator end() const { return iterator(at_.data() + at_.size()); }
  /// The first `n` tricks (n <= size()).
  History first(std::size_t n) const {
    History h;
    h.at_.assign(std::span<const Trick* const>(at_.data(), n));
    return h;
  }

 private:
  friend class Table;
  InlineList<const Trick*, 32> at_;
};

/// The table: turns, the open trick, finished tricks and the units each seat won.
class Table {
 public:
  /// A table of `seats` seats with no trick and no leader.
  explicit Table(int seats);

  /// The number of seats.
  int seats() const { return seats_; }
  /// The leader while no trick is open, else the seat after the last play; -1 while the leader is
  /// unknown.
  int to_move() const { return open_ ? next_seat(trick_.plays.back().seat, seats_) : leader_; }
  /// Sets who leads the next trick.
  void set_leader(int seat) { leader_ = seat; }
  /// Whether a trick has been led and not closed.
  bool trick_open() const { return open_; }
  /// Whether every seat has played to the open trick.
  bool trick_full() const { return open_ && static_cast<int>(trick_.plays.size()) == seats_; }
  /// The open trick; a trick with no plays while none is open.
  const Trick& current() const { return open_ ? trick_ : no_trick(); }

  /// Inline, like the checks: a play is stored once per event, built where it stays.
  void lead(int seat, std::span<const PieceId> pieces, int kind, long strength, int step,
            bool last) {
    Trick& t = trick_;
    t.plays.clear();
    open_ = true;
    t.number = trick_number();
    t.leader = seat;
    t.last = last;
    t.best = 0;
    store(t, seat, pieces, true, kind, strength, step);
  }
  /// A play that competes with nothing has kind -1 and strength 0.
  void follow(int seat, std::span<const PieceId> pieces, bool face_up, int kind, long strength,
              int step, bool becomes_best) {
    Trick& t = trick_;
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
  History history() const;
  /// The last finished trick, without listing the others; there is one.
  const Trick& last_closed() const { return closed_->trick; }
  /// Units (棟, face-up pieces, ...) each seat has taken.
  const InlineList<int, 4>& won() const { return won_; }
  /// Units `seat` has taken.
  int won(int seat) const { return won_[static_cast<std::size_t>(seat)]; }
  /// The number of the open trick, or of the next one.
  int trick_number() const { return static_cast<int>(closed_ ? closed_->count : 0) + 1; }

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
  bool open_ = false;  ///< whether trick_ is led and not closed
  Trick trick_;        ///< the open trick while open_
  /// A closed trick, with those before it. Never changed once made, and shared by a table and
  /// its copies: `paipu analyze` copies the hand state for every position it searches, and copying
  /// the closed tricks was a quarter of that copy.
  struct Closed {
    Closed(Trick t, std::shared_ptr<const Closed> b, std::size_t n)
        : trick(std::move(t)), before(std::move(b)), count(n) {}
    Trick trick;
    std::shared_ptr<const Closed> before;  ///< the trick closed before, null for the first
    std::size_t count;                     ///< closed tricks up to this one
  };
  std::shared_ptr<const Closed> closed_;  ///< the last closed trick, null before the first
  InlineList<int, 4> won_;
};

}  // namespace paipu::trick
