// The trick-taking kit shared by 打天九, 打棋子 and 三打哈: turn order, tricks and their plays, won
// counts, per-seat hands with hidden information, the dealer multiplier progression and the common
// scene zones.
//
// It knows no variant. Whether a combination is valid, what class and strength it has and whether
// it beats the best play so far are the variant's decisions; the kit only records them.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/scene.hpp"

namespace paipu::trick {

// Seats are numbered in play order E S W N, which at a Chinese table is counter-clockwise.
inline int next_seat(int seat, int seats) {
  return (seat + 1) % seats;
}

// ---------------------------------------------------------------------------------------------------
// Hands with hidden information.
//
// A seat's hand is a multiset of known pieces plus a number of unknown ones. A record may omit a
// deal, give part of it, or show a face-down play as `*`; the kit keeps only what the record
// proves:
//   - a named piece leaving a hand uses a known copy first, else an unknown slot, and an unknown
//   slot only
//     while the set still has a copy nobody has been seen with;
//   - an unknown piece leaving a hand (`*`) is one we cannot name, so it only lowers the hand's
//   size.
// Taking known copies before unknown slots is never wrong: an unknown slot can stand for anything
// later.

enum class Shortfall {
  none,
  not_in_hand,  // a named piece the hand cannot hold: no known copy and no unknown slot
  over_copies,  // the set has no unseen copy left of this piece
  too_many,     // more pieces than the hand holds
};

struct Check {
  Shortfall why = Shortfall::none;
  int index = -1;  // which of the pieces, -1 when about the whole set
  bool ok() const { return why == Shortfall::none; }
};

class Hands {
 public:
  // `copies[id]` is how many of piece `id` the set holds.
  Hands(int seats, int hand_size, std::vector<int> copies);

  // Reveals a seat's deal before it plays: named pieces become known, `*` stays unknown.
  Check deal(int seat, const std::vector<PieceId>& pieces);
  Check can_remove(int seat, const std::vector<PieceId>& pieces) const;
  // Removes pieces that can_remove() accepted.
  void remove(int seat, const std::vector<PieceId>& pieces);

  int seats() const { return static_cast<int>(seats_.size()); }
  int size(int seat) const;
  // Known pieces still in the hand, sorted by id. While anonymous plays are pending, some of these
  // may be gone already: size() is the truth, known() the candidates.
  std::vector<PieceId> known(int seat) const;
  int unknown(int seat) const { return at(seat).unknown; }
  // Every piece still in the hand is known.
  bool fully_known(int seat) const;
  // Copies of `id` the record has not placed anywhere yet.
  int unseen(PieceId id) const;

 private:
  struct Seat {
    std::vector<int> known;  // count per piece id
    int unknown = 0;
    int anonymous_out = 0;  // pieces that left as `*`: known or unknown, we cannot say which
  };
  const Seat& at(int seat) const { return seats_[static_cast<std::size_t>(seat)]; }
  std::vector<Seat> seats_;
  std::vector<int> copies_;
  std::vector<int> seen_;
};

// ---------------------------------------------------------------------------------------------------
// Tricks.

struct Play {
  int seat = -1;
  std::vector<PieceId> pieces;
  bool face_up = true;
  int kind = -1;      // the variant's combination class; -1 for a play that competes with nothing
  long strength = 0;  // the variant's rank within `kind`
  int step = -1;      // index of the event that made the play
};

struct Trick {
  int number = 0;  // 1-based
  int leader = -1;
  bool last = false;  // the trick that empties the hands (結)
  std::vector<Play> plays;
  int best = -1;  // index into plays of the play that wins so far

  int width() const { return plays.empty() ? 0 : static_cast<int>(plays.front().pieces.size()); }
  const Play& lead() const { return plays.front(); }
  const Play& best_play() const { return plays[static_cast<std::size_t>(best)]; }
  int winner() const { return best < 0 ? -1 : best_play().seat; }
};

class Table {
 public:
  explicit Table(int seats);

  int seats() const { return seats_; }
  // The leader while no trick is open, else the seat after the last play; -1 while the leader is
  // unknown.
  int to_move() const;
  void set_leader(int seat) { leader_ = seat; }
  bool trick_open() const { return !current_.plays.empty(); }
  bool trick_full() const { return static_cast<int>(current_.plays.size()) == seats_; }
  const Trick& current() const { return current_; }

  void lead(Play p, bool last);
  void follow(Play p, bool becomes_best);
  // Closes the full trick: its best play's author takes `units` and leads next. Returns the winner.
  int close(int units);

  const std::vector<Trick>& history() const { return history_; }
  // Units (棟, face-up pieces, ...) each seat has taken.
  const std::vector<int>& won() const { return won_; }
  int won(int seat) const { return won_[static_cast<std::size_t>(seat)]; }
  // The number of the open trick, or of the next one.
  int trick_number() const { return static_cast<int>(history_.size()) + 1; }

 private:
  int seats_;
  int leader_ = -1;
  Trick current_;
  std::vector<Trick> history_;
  std::vector<int> won_;
};

// ---------------------------------------------------------------------------------------------------
// Dealer multiplier progression: the session's first dealer, a dealer who took over by winning, and
// +1 for each consecutive win as dealer. 打天九 (仮親 ×1, then 2, k+2) and 打棋子 (×1, then 2, 3, 4
// ...) both fit.

struct DealerRule {
  int first = 1;  // the session's first dealer
  int fresh = 2;  // a dealer who has just taken over by winning
  // Whether the first dealer's own win counts as a consecutive win (fresh + 1) or as a fresh start.
  bool first_win_repeats = false;
};

struct Dealer {
  int seat = -1;      // -1: unknown, e.g. after a hand whose outcome the record does not show
  int previous = -1;  // the last seat known to deal, kept while `seat` is unknown
  int streak = 0;     // consecutive wins as dealer
  bool first = true;  // still the session's first dealer

  int multiplier(const DealerRule& r) const { return first ? r.first : r.fresh + streak; }
  // The hand's winner deals next.
  void advance(int winner, const DealerRule& r);
  // The hand's outcome is unknown: so is the next dealer.
  void lose_track();
  // Learns the dealer after lose_track(): staying in the seat can only mean a win as dealer.
  void resume(int dealer, const DealerRule& r);
};

// ---------------------------------------------------------------------------------------------------
// Scene zones common to trick games: each seat's hand, the current trick (one group per play) and
// each seat's won pile (one group per trick taken). `viewer` -1 sees everything the record shows; a
// seat sees its own hand, every face-up play and its own face-down plays.

struct ZoneText {
  std::string lead = "lead";
  std::string face_down = "墊";
  std::string unit = "棟";  // caption of a won trick: "<width> 棟"
};

ScenePiece scene_piece(const std::vector<PieceInfo>& info, PieceId id, bool face_down,
                       bool visible);
std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text = {});

}  // namespace paipu::trick
