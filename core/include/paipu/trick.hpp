// The trick-taking kit shared by 打天九, 打棋子 and 三打哈: turn order, tricks and their plays, won
// counts, per-seat hands with hidden information, the problems every trick game reports alike, the
// dealer multiplier progression and Dealer tags, rule option lookup, itemised payments, generated
// moves and deals, the common scene zones, and the scaffolding of a game: its piece table, its
// verbs, what a hand takes over from the match and the MatchState itself.
//
// It knows no variant. Whether a combination is valid, what class and strength it has and whether
// it beats the best play so far are the variant's decisions; the kit only records them.
#pragma once

#include <algorithm>
#include <array>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iterator>
#include <map>
#include <memory>
#include <new>
#include <optional>
#include <ranges>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "paipu/event.hpp"
#include "paipu/inline_list.hpp"
#include "paipu/piece.hpp"
#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"
#include "paipu/variant.hpp"

namespace paipu::trick {

// Seats are numbered in play order E S W N, which at a Chinese table is counter-clockwise.
inline int next_seat(int seat, int seats) {
  return (seat + 1) % seats;
}

// "E", "S", "W", "N"; "?" for anything else.
std::string seat_name(int seat);

// Sorts a handful of elements (a play's pieces): below a dozen, an insertion sort is cheaper than
// std::sort's set-up.
template <class T>
void sort_few(std::span<T> items) {
  for (std::size_t i = 1; i < items.size(); ++i)
    for (std::size_t j = i; j > 0 && items[j] < items[j - 1]; --j)
      std::swap(items[j], items[j - 1]);
}

// The pieces of a play: a lead or follow has at most 5 pieces in 打天九 and 打棋子.
using PieceList = InlineList<PieceId, 8>;

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
  // A count per piece id (打天九 has 21 kinds, 打棋子 14).
  using Counts = InlineList<int, 32>;

  // `copies[id]` is how many of piece `id` the set holds.
  Hands(int seats, int hand_size, Counts copies);

  // Reveals a seat's deal before it plays: named pieces become known, `*` stays unknown.
  Check deal(int seat, const std::vector<PieceId>& pieces);
  // Walks the pieces out of the hand as remove() would, without changing it. Named pieces take a
  // known copy first, because an unknown slot can still stand for anything: so the copies of `p`
  // up to known[p] are known ones, and each later copy takes an unknown slot while the set still
  // has a copy nobody has been seen with. Inline, like remove(): both run once per play.
  Check can_remove(int seat, const std::vector<PieceId>& pieces) const {
    const Seat& s = at(seat);
    const std::size_t n = pieces.size();
    if (static_cast<int>(n) > s.size) return {Shortfall::too_many, -1};
    const PieceId* ids = pieces.data();
    const int* copy = copies();
    const int* seen = this->seen();
    const int* known = known_of(seat);
    int slots = 0;  // unknown slots taken by the pieces so far
    for (std::size_t i = 0; i < n; ++i) {
      const PieceId p = ids[i];
      if (p == kUnknownPiece) continue;
      const int at = static_cast<int>(i);
      if (p >= kinds_) return {Shortfall::not_in_hand, at};
      int before = 0;  // how many of the pieces before this one are `p`
      for (std::size_t j = 0; j < i; ++j) before += ids[j] == p ? 1 : 0;
      if (before < known[p]) continue;
      if (slots == s.unknown) return {Shortfall::not_in_hand, at};
      if (seen[p] + before - known[p] >= copy[p]) return {Shortfall::over_copies, at};
      ++slots;
    }
    return {};
  }
  // Removes pieces that can_remove() accepted.
  void remove(int seat, const std::vector<PieceId>& pieces) {
    Seat& s = seats_[static_cast<std::size_t>(seat)];
    int* known = known_of(seat);
    int* seen = this->seen();
    for (PieceId p : pieces) {
      if (p == kUnknownPiece) {
        ++s.anonymous_out;
      } else if (known[p] > 0) {
        --known[p];
      } else {
        --s.unknown;
        ++seen[p];
      }
    }
    s.size -= static_cast<int>(pieces.size());
  }

  // Adds pieces to a seat's hand after the deal (a kitty taken up): named pieces become known
  // copies, `*` unknown slots. Refused, with nothing changed, when a named piece has no copy left
  // that the record has not placed.
  Check add(int seat, const std::vector<PieceId>& pieces);
  // Puts back pieces that remove() took (a play withdrawn): each named piece returns as a known
  // copy, each `*` as what it was, a piece we cannot name.
  void give_back(int seat, const std::vector<PieceId>& pieces);

  int seats() const { return static_cast<int>(seats_.size()); }
  int size(int seat) const { return at(seat).size; }
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
    int unknown = 0;
    int anonymous_out = 0;  // pieces that left as `*`: known or unknown, we cannot say which
    int size = 0;           // pieces still in the hand: known + unknown - anonymous_out
  };
  const Seat& at(int seat) const { return seats_[static_cast<std::size_t>(seat)]; }
  // The counts per piece id in one block, so that a hand is set up with one fill and a check reads
  // its counts through one pointer: the set's copies, the copies seen so far, then each seat's
  // known pieces.
  const int* copies() const { return counts_.data(); }
  const int* seen() const { return counts_.data() + kinds_; }
  int* seen() { return counts_.data() + kinds_; }
  const int* known_of(int seat) const {
    return counts_.data() + (2 + static_cast<std::size_t>(seat)) * kinds_;
  }
  int* known_of(int seat) { return counts_.data() + (2 + static_cast<std::size_t>(seat)) * kinds_; }

  std::size_t kinds_;
  InlineList<Seat, 4> seats_;
  InlineList<int, 128> counts_;
};

// ---------------------------------------------------------------------------------------------------
// Tricks.

struct Play {
  int seat = -1;
  PieceList pieces;
  bool face_up = true;
  int kind = -1;      // the variant's combination class; -1 for a play that competes with nothing
  long strength = 0;  // the variant's rank within `kind`
  int step = -1;      // index of the event that made the play
};

struct Trick {
  int number = 0;  // 1-based
  int leader = -1;
  bool last = false;  // the trick that empties the hands (結)
  InlineList<Play, 4> plays;
  int best = -1;  // index into plays of the play that wins so far

  int width() const { return plays.empty() ? 0 : static_cast<int>(plays.front().pieces.size()); }
  const Play& lead() const { return plays.front(); }
  const Play& best_play() const { return plays[static_cast<std::size_t>(best)]; }
  int winner() const { return best < 0 ? -1 : best_play().seat; }
};

class Table {
 public:
  explicit Table(int seats);
  // Makes room for `tricks` finished tricks at once (a hand of n pieces has at most n tricks), so
  // that closing a trick does not grow the history.
  void reserve(int tricks) { tricks_.reserve(static_cast<std::size_t>(tricks)); }

  int seats() const { return seats_; }
  // The leader while no trick is open, else the seat after the last play; -1 while the leader is
  // unknown.
  int to_move() const {
    return trick_open() ? next_seat(tricks_.back().plays.back().seat, seats_) : leader_;
  }
  void set_leader(int seat) { leader_ = seat; }
  bool trick_open() const { return tricks_.size() > closed_; }
  bool trick_full() const {
    return trick_open() && static_cast<int>(tricks_.back().plays.size()) == seats_;
  }
  // The open trick; a trick with no plays while none is open.
  const Trick& current() const { return trick_open() ? tricks_.back() : no_trick(); }

  // Inline, like the checks: a play is stored once per event, built where it stays.
  void lead(int seat, std::span<const PieceId> pieces, int kind, long strength, int step,
            bool last) {
    Trick& t = tricks_.emplace_back();
    t.number = trick_number();
    t.leader = seat;
    t.last = last;
    t.best = 0;
    store(t, seat, pieces, true, kind, strength, step);
  }
  // A play that competes with nothing has kind -1 and strength 0.
  void follow(int seat, std::span<const PieceId> pieces, bool face_up, int kind, long strength,
              int step, bool becomes_best) {
    Trick& t = tricks_.back();
    store(t, seat, pieces, face_up, kind, strength, step);
    if (becomes_best) t.best = static_cast<int>(t.plays.size()) - 1;
  }
  // Closes the full trick: its best play's author takes `units` and leads next. Returns the winner.
  int close(int units);
  // Takes back the open trick (a challenged throw: every play returns to its hand) and returns it;
  // its leader leads again.
  Trick withdraw();

  // The finished tricks, in order.
  std::span<const Trick> history() const { return {tricks_.data(), closed_}; }
  // Units (棟, face-up pieces, ...) each seat has taken.
  const InlineList<int, 4>& won() const { return won_; }
  int won(int seat) const { return won_[static_cast<std::size_t>(seat)]; }
  // The number of the open trick, or of the next one.
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
  // Every trick so far, the open one last: a trick stays where it was led, so closing it moves
  // nothing.
  std::vector<Trick> tricks_;
  std::size_t closed_ = 0;
  InlineList<int, 4> won_;
};

// ---------------------------------------------------------------------------------------------------
// Problems every trick game reports alike: a piece the hand cannot hold, more copies than the set
// has, a wrong count, a play out of turn, a deal out of place. A variant gives its codes and words
// once; the messages then read the same in every game ("S plays 帥, but the set has only 1 and the
// record has placed it elsewhere").

struct Wording {
  std::string game;             // "打棋子", in "a piece 打棋子 does not have"
  std::string piece = "piece";  // "tile", "card"
  std::string pieces = "pieces";
  // Canonical names joined ("俥傌炮"), `*` for an unknown piece.
  std::function<std::string(const std::vector<PieceId>&)> names;
  std::vector<int> copies;  // per piece id, as given to Hands
  int hand_size = 0;
  bool face_down_follows = true;  // a follower may play face down (墊, pad)
  // How a play that names a piece the record has placed elsewhere refers to the copies of a kind
  // of two: "has placed all of them elsewhere" (打棋子) or "has placed both elsewhere" (打天九). A
  // deal says "all of them" in every game.
  std::string both = "all of them";
};

struct Codes {
  std::string turn;         // a play out of turn
  std::string not_in_hand;  // a named piece the hand cannot hold (Problem::piece set)
  std::string count;        // a wrong number of pieces
  std::string copies;       // more copies than the set holds (Problem::piece set)
  std::string deal;         // a seat dealt twice, or after the first lead
  std::string malformed;    // a piece outside the set, or `*` in a face-up play
};

// An Outcome that rejects the event with `p`.
Outcome fail(Problem p);
// An Outcome that rejects the event with an error (`piece`: the index in Event::pieces it is
// about).
Outcome fail(const char* code, std::string message, int piece = -1);

// "1 piece", "3 pieces".
std::string count_of(std::size_t n, const Wording& w);

// Checks a seat's `deal` event and applies it to `hands` when it is right. `started`: a trick has
// been led; `dealt`: the seat was dealt before.
std::optional<Problem> deal_into(Hands& hands, int seat, const std::vector<PieceId>& pieces,
                                 bool started, bool dealt, const Wording& w, const Codes& c);
// The checks below are inline so that an event that passes them costs a comparison or two; the
// message is built out of line, only for a problem.
namespace detail {
Problem removal_report(const Hands& hands, int seat, const std::vector<PieceId>& pieces, Check k,
                       const Wording& w, const Codes& c);
Problem unnamed_face_up_report(int seat, std::size_t index, const Wording& w, const Codes& c);
Problem turn_report(const Table& table, int seat, const Codes& c);
Problem follow_count_report(const Table& table, int seat, std::size_t n, const Wording& w,
                            const Codes& c);
}  // namespace detail

// Whether `seat` can play `pieces` from its hand, and if not, why (the hand is left as it is).
inline std::optional<Problem> removal_problem(const Hands& hands, int seat,
                                              const std::vector<PieceId>& pieces, const Wording& w,
                                              const Codes& c) {
  const Check k = hands.can_remove(seat, pieces);
  if (k.ok()) return std::nullopt;
  return detail::removal_report(hands, seat, pieces, k, w, c);
}
// Whether a face-up play names every piece: `*` is only for a face-down one (Problem::piece set).
inline std::optional<Problem> unnamed_face_up_problem(int seat, const std::vector<PieceId>& pieces,
                                                      const Wording& w, const Codes& c) {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i] == kUnknownPiece) return detail::unnamed_face_up_report(seat, i, w, c);
  return std::nullopt;
}
// Whether `seat` may act now: lead when no trick is open (the dealer leads trick 1, then each
// trick's winner), else follow in turn.
inline std::optional<Problem> turn_problem(const Table& table, int seat, const Codes& c) {
  if (seat == table.to_move()) return std::nullopt;
  return detail::turn_report(table, seat, c);
}
// Whether a follow of `n` pieces matches the open trick: exactly as many as the lead.
inline std::optional<Problem> follow_count_problem(const Table& table, int seat, std::size_t n,
                                                   const Wording& w, const Codes& c) {
  if (n == static_cast<std::size_t>(table.current().width())) return std::nullopt;
  return detail::follow_count_report(table, seat, n, w, c);
}

// ---------------------------------------------------------------------------------------------------
// Dealer multiplier progression: the session's first dealer, a dealer who took over by winning, and
// +1 for each consecutive win as dealer. 打天九 (仮親 ×1, then 2, k+2) and 打棋子 (×1, then 2, 3, 4
// ...) both fit.

struct DealerRule {
  int first = 1;  // the session's first dealer
  int fresh = 2;  // a dealer who has just taken over by winning
  // Whether the first dealer's own win counts as a consecutive win (fresh + 1) or as a fresh start.
  bool first_win_repeats = false;
  // Consecutive wins that leave the multiplier at `fresh` before it starts to climb: 0 gives
  // fresh, fresh + 1, fresh + 2 ...; 1 gives fresh, fresh, fresh + 1 ...
  int free_repeats = 0;
  // What the game calls the multiplier in notes and warnings ("親倍数 ×2").
  std::string_view label = "親倍数";
};

struct Dealer {
  int seat = -1;      // -1: unknown, e.g. after a hand whose outcome the record does not show
  int previous = -1;  // the last seat known to deal, kept while `seat` is unknown
  int streak = 0;     // consecutive wins as dealer
  bool first = true;  // still the session's first dealer

  int multiplier(const DealerRule& r) const {
    if (first) return r.first;
    return r.fresh + (streak > r.free_repeats ? streak - r.free_repeats : 0);
  }
  // The hand's winner deals next.
  void advance(int winner, const DealerRule& r);
  // The hand's outcome is unknown: so is the next dealer.
  void lose_track();
  // Learns the dealer after lose_track(): staying in the seat can only mean a win as dealer.
  void resume(int dealer, const DealerRule& r);
};

// The seat a `Dealer` hand tag names: E S W N, or 東 南 西 北; -1 for anything else.
int seat_from_tag(const std::string& value, int seats);

// The problem codes a variant gives the three things a `Dealer` tag can go wrong with.
struct DealerTagCodes {
  std::string bad;        // error: the tag names no seat; it is ignored
  std::string disagrees;  // warning: another seat than the previous hand's winner; the tag wins
  std::string unknown;    // warning: the previous hand did not finish, so its winner is unknown
};

// Reads a hand's `Dealer` tag into `d`, as the match starts the hand:
//   - the first hand of a match: the tag names the session's first dealer (default: `d` as is);
//   - after a finished hand: the winner deals; a tag naming another seat is followed, with a
//     warning, and that seat deals as a new dealer;
//   - after a broken hand (lose_track): the tag says who deals, and staying in the seat counts as
//     a win as dealer; without a tag the dealer stays unknown until the hand's first lead.
void take_dealer_tag(const std::map<std::string, std::string>& tags, bool first_hand, int seats,
                     const DealerRule& r, const DealerTagCodes& codes, Dealer& d,
                     std::vector<Problem>& problems);

// A hand whose dealer is still unknown at its first lead (after a broken hand, with no Dealer tag)
// takes the leader as its dealer (Dealer::resume) and lets it lead. Call it only once the lead has
// passed every check.
void dealer_from_lead(Dealer& d, const DealerRule& r, Table& table, int seat);
// The note that says so, once dealer_from_lead() has run: "the dealer is taken from the first
// lead: S, 親倍数 ×2".
std::string dealer_from_lead_note(const Dealer& d, const DealerRule& r);

// ---------------------------------------------------------------------------------------------------
// Rule options: what a variant reads from the RuleValues the core passes to new_match(). A value
// that is absent, or not one of the option's choices, reads as the default.

// The index of `name`'s value among its choices.
int option_index(const std::vector<RuleOption>& options, const RuleValues& values,
                 const std::string& name);
// The value of `name`, resolved as above ("" for an option that does not exist).
std::string option_value(const std::vector<RuleOption>& options, const RuleValues& values,
                         const std::string& name);
// `name`'s value is "on".
bool option_on(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name);
// `name`'s value as a number (0 when it is not one).
int option_int(const std::vector<RuleOption>& options, const RuleValues& values,
               const std::string& name);
// Every option at its default: what the core passes when a record sets none.
RuleValues option_defaults(const std::vector<RuleOption>& options);

// ---------------------------------------------------------------------------------------------------
// Itemised payments: each item is written down as it is applied, so that the items evaluate to the
// amount ("base 3", "親倍数 ×2"). A replay that only validates (HandState::notes() off) needs the
// amounts, not the items: pass `itemise` false and none is written.

// A payment of `amount` whose first item is the base "<label> <amount>" (no items unless
// `itemise`).
Payment payment(int from, int to, std::string reason, std::string_view label, long long amount,
                int step = -1, bool itemise = true);
// Adds `k` to the payment and, if it is itemised, records the item "+ <label> <k>".
void add(Payment& p, std::string_view label, long long k);
// Multiplies the payment by `k` and, if it is itemised, records the item "× <label> ×<k>".
void multiply(Payment& p, std::string_view label, long long k);
// Whether a payment between `a` and `b` involves the dealer (-1: no dealer known).
inline bool with_dealer(int a, int b, int dealer) {
  return dealer >= 0 && (a == dealer || b == dealer);
}

// ---------------------------------------------------------------------------------------------------
// Generated hands.

// A candidate set of pieces; return false to stop the enumeration.
using PiecesVisitor = std::function<bool(const std::vector<PieceId>&)>;

// Calls `visit` with every distinct sub-multiset of size k of `sorted` (sorted by id), in
// lexicographic order, until it returns false; returns false if it was stopped. Nothing is stored,
// so a 21-card hand costs only the sets a caller looks at.
bool visit_sub_multisets(const std::vector<PieceId>& sorted, int k, const PiecesVisitor& visit);
// Every distinct sub-multiset of size k (visit_sub_multisets collected): for small hands and tests.
std::vector<std::vector<PieceId>> sub_multisets(const std::vector<PieceId>& sorted, int k);

// Candidate moves from the known pieces of a seat's hand (pieces the record has not named cannot
// be offered). A lead: every distinct multiset of 1 to `max_width` pieces that `valid` accepts. A
// follow: every distinct multiset of the trick's width, face up where `face_up_ok` accepts it and
// face down as well when `pads` (墊 is always allowed), and one all-`*` pad when the hand holds
// pieces the record has not named. Each is generated as it is visited; `visit` returns false to
// stop, and so does the function.
struct Move {
  bool face_up = true;
  std::vector<PieceId> pieces;
};
using MoveVisitor = std::function<bool(const Move&)>;
bool visit_lead_moves(const Hands& hands, int seat, int max_width, const PiecesVisitor& valid,
                      const MoveVisitor& visit);
bool visit_follow_moves(const Hands& hands, int seat, int width, bool pads,
                        const PiecesVisitor& face_up_ok, const MoveVisitor& visit);

// A random deal: the set (copies[id] of each piece, in id order) shuffled with
// std::mt19937_64(seed) and std::shuffle, then `hand_size` pieces to each seat in seat order.
// Returns seats + 1 lists, each sorted by id: the hands, then what is left over (a kitty; empty
// when the set is dealt out).
std::vector<std::vector<PieceId>> shuffled_deal(const std::vector<int>& copies, int seats,
                                                int hand_size, std::uint64_t seed);

// ---------------------------------------------------------------------------------------------------
// Scene zones common to trick games: each seat's hand, the current trick (one group per play) and
// each seat's won pile (one group per trick taken). `viewer` -1 sees everything the record shows; a
// seat sees its own hand, every face-up play and its own face-down plays.

struct ZoneText {
  std::string lead = "lead";
  std::string face_down = "墊";
  std::string unit = "棟";  // caption of a won trick: "<width> 棟"
  // true: the winner takes the whole trick, its own play on top (打天九's stacks). false: the
  // winner keeps only its own play, face up, and the other plays of the trick go face down to one
  // table zone (ZoneKind::discards, seat -1) labelled `middle`, one group per trick (打棋子).
  bool winner_takes_trick = true;
  std::string middle = "middle";
};

// Every seat of the table: its wind, the units it has won ("3 棟") with ", 親 ×<multiplier>" for
// the dealer (-1: unknown) as its status, its score before this hand, and whether it deals or is
// to move (`to_move` -1: nobody).
std::vector<SeatInfo> table_seats(const Table& table, int dealer, int multiplier,
                                  std::span<const long long> scores, int to_move,
                                  const ZoneText& text = {});

ScenePiece scene_piece(const std::vector<PieceInfo>& info, PieceId id, bool face_down,
                       bool visible);
std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text = {});

// ---------------------------------------------------------------------------------------------------
// A game's scaffolding: its piece table, its verbs, and the match that carries the dealer and the
// totals from hand to hand. The rules stay in the game.

// The columns of a piece table a game writes by hand, one row per kind in PieceId order.
struct PieceRow {
  const char* code;
  const char* name;
  std::vector<std::string> aliases;
  const char* description;
};

// One PieceInfo per row (its id is its index), with the game's family and each piece's copies and
// face.
std::vector<PieceInfo> piece_table(std::span<const PieceRow> rows, Family family,
                                   const std::function<int(PieceId)>& copies,
                                   const std::function<std::string(PieceId)>& face);
// The rows' canonical names joined ("俥傌炮"), `*` for an unknown piece.
std::string piece_names(std::span<const PieceRow> rows, std::span<const PieceId> pieces);
// `copies` of each piece of a table, by id: what Hands and Wording take.
std::vector<int> copy_limits(const std::vector<PieceInfo>& table);

// The words of the three verbs every trick game has.
struct VerbWords {
  std::string piece = "piece";  // "`*` for a piece not seen"
  std::string pieces = "pieces";
  int hand_size = 0;           // the most pieces a deal names
  int max_width = 0;           // the most pieces a play or pad has
  std::string pad_gloss = "";  // after "a face-down follow": " (墊)"
  bool pad = true;             // false: followers always play face up, and there is no `pad`
};

// The verbs `deal` (配), `play` (打, 出) and `pad` (墊), in that order: a game's VerbIndex starts
// kDeal = 0, kPlay = 1, kPad = 2, and the game appends its own verbs after them. Without `pad`
// (VerbWords::pad false) the game's own verbs start at 2.
std::vector<VerbSpec> trick_verbs(const VerbWords& w);

// A trick game's Variant: its VariantInfo (built once, a function-local static) and a new match for
// a record's rule values.
class GameVariant final : public Variant {
 public:
  using MakeMatch = std::unique_ptr<MatchState> (*)(const RuleValues& rules, int seats);
  GameVariant(const VariantInfo& info, MakeMatch make_match)
      : info_(info), make_match_(make_match) {}

  const VariantInfo& info() const override { return info_; }
  std::unique_ptr<MatchState> new_match(const RuleValues& rules, int seats) const override {
    return make_match_(rules, seats);
  }

 private:
  const VariantInfo& info_;
  MakeMatch make_match_;
};

// Per-seat values of a table of up to four seats, kept inline (more seats spill to the heap).
template <class T>
using PerSeat = InlineList<T, 4>;

// What a hand takes over from the match.
template <class Options>
struct HandSetup {
  Options options;
  Dealer dealer;  // seat -1: unknown until the first lead
  // One per seat: the table's size. A setup made by hand (tests) is a table of four.
  PerSeat<long long> scores = PerSeat<long long>(4, 0);
  int seats() const { return static_cast<int>(scores.size()); }
};

// The state every trick game's hand keeps, and the HandState members that only read it: the
// options, the dealer (rule_, dealer_), the scores before the hand, the hands, the table, which
// seats were dealt, whether the hand is over and how many events it has applied. The game derives
// its hand from it and writes apply_here() (the rules), legal_moves(), scene(), sample_deal(),
// clone() and its result.
template <class Options>
class HandBase : public HandState {
 public:
  // Applies one event in place. Every path of apply_here() checks before it changes anything, so a
  // rejected event leaves the hand exactly as it was; applying to a copy instead would copy the
  // whole trick history at every step.
  Outcome apply(const Event& e) final {
    Outcome out = apply_here(e);
    if (out.ok()) ++step_;
    return out;
  }
  bool finished() const override { return finished_; }
  int to_move() const override { return finished_ ? -1 : table_.to_move(); }

  // The dealer as the hand knows it, resolved at the first lead when the match did not know it.
  const Dealer& dealer() const { return dealer_; }
  int multiplier() const { return dealer_.multiplier(rule_); }
  const Table& table() const { return table_; }
  const Hands& hands() const { return hands_; }
  int steps() const { return step_; }
  int seats() const { return table_.seats(); }

 protected:
  // `copies[id]`: how many of piece `id` the set holds. The dealer (if known) leads the first
  // trick.
  HandBase(HandSetup<Options> setup, int hand_size, std::span<const int> copies)
      : opt_(std::move(setup.options)),
        rule_(opt_.dealer_rule()),
        dealer_(setup.dealer),
        scores_(std::move(setup.scores)),
        hands_(static_cast<int>(scores_.size()), hand_size, copies),
        table_(static_cast<int>(scores_.size())),
        dealt_(scores_.size(), 0) {
    table_.set_leader(dealer_.seat);
    table_.reserve(hand_size);
  }

  // The game's rules for one event (a seat in range is not yet checked).
  virtual Outcome apply_here(const Event& e) = 0;

  // A trick has been led.
  bool started() const { return table_.trick_open() || !table_.history().empty(); }
  // Checks a seat's `deal` event and applies it when it is right (deal_into).
  std::optional<Problem> take_deal(const Event& e, const Wording& w, const Codes& c) {
    const auto seat = static_cast<std::size_t>(e.seat);
    auto p = deal_into(hands_, e.seat, e.pieces, started(), dealt_[seat], w, c);
    if (!p) dealt_[seat] = 1;
    return p;
  }

  Options opt_;
  DealerRule rule_;
  Dealer dealer_;
  PerSeat<long long> scores_;
  Hands hands_;
  Table table_;
  PerSeat<char> dealt_;  // 1 once the seat was dealt (char: InlineList spills into a std::vector)
  bool finished_ = false;
  int step_ = 0;
};

// The MatchState of a trick game whose hands are `Hand`, built from a HandSetup<Options>:
// the dealer and the totals carried from hand to hand, the Dealer tag read as each hand begins
// (take_dealer_tag), the settlement of a finished hand and the dealer it leaves, and a broken hand
// that leaves the dealer unknown (Dealer::lose_track).
//
// `Hand` has finished() and dealer(); `Options` has dealer_rule(). The game says how a finished
// hand settles and how the note naming the next dealer words a streak, and gives clone().
template <class Hand, class Options>
class Match : public MatchState {
 public:
  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                        std::vector<Problem>& problems) override {
    take_dealer_tag(hand_tags, hands_ == 0, seats(), rule_, codes_, dealer_, problems);
    return std::make_unique<Hand>(HandSetup<Options>{opt_, dealer_, totals_});
  }

  Settlement finish_hand(const HandState& hand) override {
    const auto* h = dynamic_cast<const Hand*>(&hand);
    if (h == nullptr || !h->finished()) {
      abandon_hand(hand);
      Settlement s;
      s.deltas.assign(totals_.size(), 0);
      if (hand.notes()) s.notes.push_back("the hand did not reach its end: no settlement");
      return s;
    }
    Settlement s = settle_hand(*h);
    for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
    dealer_ = h->dealer();
    advance_dealer(*h, s, dealer_);
    if (hand.notes())
      s.notes.push_back("next dealer: " + seat_name(dealer_.seat) + ", " +
                        std::string(rule_.label) + " ×" + std::to_string(multiplier()) +
                        (dealer_.streak > 0 ? streak_text(dealer_.streak) : ""));
    ++hands_;
    return s;
  }

  void abandon_hand(const HandState& hand) override {
    if (const auto* h = dynamic_cast<const Hand*>(&hand)) dealer_ = h->dealer();
    dealer_.lose_track();
    ++hands_;
  }

  std::vector<long long> totals() const override { return {totals_.begin(), totals_.end()}; }

  const Dealer& dealer() const { return dealer_; }
  int multiplier() const { return dealer_.multiplier(rule_); }

 protected:
  // The first dealer is E unless the first hand's Dealer tag says otherwise.
  Match(Options options, DealerTagCodes codes, int seats)
      : opt_(std::move(options)),
        rule_(opt_.dealer_rule()),
        codes_(std::move(codes)),
        totals_(static_cast<std::size_t>(seats), 0) {
    dealer_.seat = 0;
  }

  const Options& options() const { return opt_; }
  const DealerRule& dealer_rule() const { return rule_; }
  int seats() const { return static_cast<int>(totals_.size()); }

 private:
  // Who deals after a finished hand, settled as `s`: by default its (first) winner, the multiplier
  // climbing while the dealer keeps winning. A game whose deal passes otherwise says so here.
  virtual void advance_dealer(const Hand& /*hand*/, const Settlement& s, Dealer& d) const {
    d.advance(s.winner(), rule_);
  }
  // The settlement of a finished hand, itemised (factors and notes) only if hand.notes().
  virtual Settlement settle_hand(const Hand& hand) const = 0;
  // How the note naming the next dealer ends when the dealer has won `streak` > 0 hands in a row.
  virtual std::string streak_text(int streak) const = 0;

  Options opt_;
  DealerRule rule_;
  DealerTagCodes codes_;
  Dealer dealer_;
  PerSeat<long long> totals_;
  int hands_ = 0;
};

}  // namespace paipu::trick
