/// @file
/// Problems every trick game reports alike: a piece the hand cannot hold, more copies than the set
/// has, a wrong count, a play out of turn, a deal out of place. A variant gives its codes and words
/// once; the messages then read the same in every game ("S plays 帥, but the set has only 1 and the
/// record has placed it elsewhere").
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/dealer.hpp"
#include "paipu/trick/hands.hpp"
#include "paipu/trick/table.hpp"

namespace paipu::trick {

/// Every word the kit's shared checks write into a message, in the game's own terms.
struct Wording {
  std::string game;               ///< "打棋子", in "a piece 打棋子 does not have"
  std::string piece = "piece";    ///< "tile", "card"
  std::string pieces = "pieces";  ///< the plural of `piece`
  /// Canonical names joined ("俥傌炮"), `*` for an unknown piece.
  std::function<std::string(const std::vector<PieceId>&)> names;
  std::vector<int> copies;  ///< per piece id, as given to Hands
  int hand_size = 0;        ///< the most pieces a deal names
  /// A follower may play face down (a pad; 打天九's and 打棋子's 墊): the count check then says
  /// "face up or face down". No default is taken from those games: false unless the game says so.
  bool face_down_follows = false;
  /// How a play that names a piece the record has placed elsewhere refers to the copies of a kind
  /// of two: "has placed all of them elsewhere" (打棋子) or "has placed both elsewhere" (打天九). A
  /// deal says "all of them" in every game.
  std::string both = "all of them";
};

/// The problem codes a game gives the kit's shared checks (its letter, its numbers).
struct Codes {
  std::string turn;         ///< a play out of turn
  std::string not_in_hand;  ///< a named piece the hand cannot hold (Problem::piece set)
  std::string count;        ///< a wrong number of pieces
  std::string copies;       ///< more copies than the set holds (Problem::piece set)
  std::string deal;         ///< a seat dealt twice, or after the first lead
  std::string malformed;    ///< a piece outside the set, or `*` in a face-up play
};

/// The events that named pieces into the hands, with their steps (an index among the hand's applied
/// events, as Problem::step): the deals, and pieces taken up after them (Hands::add). A hand has a
/// few, so keeping them costs a copy of each. Plays are not kept here: the table's tricks keep them
/// with their steps. Both are read again only when a copy-limit problem names where the other
/// copies were placed (placed_copies), so a valid event does no work for it.
class Placements {
 public:
  /// How pieces came into a hand.
  enum class How : std::uint8_t { dealt, taken_up };
  /// Eight bytes, so that the log stays small inside every hand (a hand is allocated per record
  /// hand, and glibc serves blocks up to 1032 bytes from its fastest cache).
  struct Entry {
    int step = -1;            ///< the event's index among the hand's applied events
    std::uint8_t seat = 0;    ///< the seat whose hand they went into
    How how = How::dealt;     ///< dealt, or taken up after the deal
    std::uint16_t first = 0;  ///< where the event's pieces begin among all the recorded pieces
  };
  /// Logs an event that named `pieces` into `seat`'s hand.
  void record(int step, int seat, std::span<const PieceId> pieces, How how = How::dealt);

  /// The logged events, in order.
  std::span<const Entry> entries() const { return {entries_.data(), entries_.size()}; }
  /// The pieces of entries()[i] in the event's order, `*` included.
  std::span<const PieceId> pieces(std::size_t i) const {
    const std::size_t end = i + 1 < entries_.size() ? entries_[i + 1].first : pieces_.size();
    return {pieces_.data() + entries_[i].first, end - entries_[i].first};
  }

 private:
  InlineList<Entry, 4> entries_;
  InlineList<PieceId, 32> pieces_;
};

/// What a copy-limit problem reads to name where the other copies were placed: the events that
/// named pieces into hands and the plays on the table.
struct Placed {
  const Placements& into_hands;  ///< the deals and take-ups
  const Table& table;            ///< the plays
};

/// One Reference per copy of `p` the record has placed so far, in the record's order, with a note
/// ("S was dealt 天 here"): the deal or take-up that named it, at that piece, or the play that
/// showed it from an unknown slot ("W played 天 here"). Hands::remove takes a seat's known copies
/// first, so a seat's plays of `p` beyond the copies named into its hand are the ones that came
/// from unknown slots. A play taken back (Table::withdraw) is no longer on the table and is not
/// named; copies named earlier in the event being checked are not applied yet and have no step to
/// name.
std::vector<Reference> placed_copies(PieceId p, const Placed& placed, const Wording& w);

/// An Outcome that rejects the event with `p`.
Outcome fail(Problem p);
/// An Outcome that rejects the event with an error (`piece`: the index in Event::pieces it is
/// about).
Outcome fail(const char* code, std::string message, int piece = -1);

/// "1 piece", "3 pieces".
std::string count_of(std::size_t n, const Wording& w);

/// Checks a seat's `deal` event and applies it to `hands` when it is right. `started`: a trick has
/// been led; `dealt`: the seat was dealt before. With `placed`, a copy the record has placed
/// everywhere names where (Problem::related).
std::optional<Problem> deal_into(Hands& hands, int seat, const std::vector<PieceId>& pieces,
                                 bool started, bool dealt, const Wording& w, const Codes& c,
                                 const Placed* placed = nullptr);
/// The checks below are inline so that an event that passes them costs a comparison or two; the
/// message is built out of line, only for a problem.
namespace detail {
Problem removal_report(const Hands& hands, int seat, const std::vector<PieceId>& pieces, Check k,
                       const Wording& w, const Codes& c, const Placed* placed);
Problem unnamed_face_up_report(int seat, std::size_t index, const Wording& w, const Codes& c);
/// Trick 1's leader is named by `conventions`: "the dealer E", or "E, the seat after the dealer
/// N," (`dealer`).
Problem turn_report(const Table& table, int seat, const Codes& c, const Conventions& conventions,
                    int dealer);
Problem follow_count_report(const Table& table, int seat, std::size_t n, const Wording& w,
                            const Codes& c);
}  // namespace detail

/// Whether `seat` can play `pieces` from its hand, and if not, why (the hand is left as it is).
/// With `placed`, a copy the record has placed everywhere names where (Problem::related).
inline std::optional<Problem> removal_problem(const Hands& hands, int seat,
                                              const std::vector<PieceId>& pieces, const Wording& w,
                                              const Codes& c, const Placed* placed = nullptr) {
  const Check k = hands.can_remove(seat, pieces);
  if (k.ok()) return std::nullopt;
  return detail::removal_report(hands, seat, pieces, k, w, c, placed);
}
/// Whether a face-up play names every piece: `*` is only for a face-down one (Problem::piece set).
inline std::optional<Problem> unnamed_face_up_problem(int seat, const std::vector<PieceId>& pieces,
                                                      const Wording& w, const Codes& c) {
  for (std::size_t i = 0; i < pieces.size(); ++i)
    if (pieces[i] == kUnknownPiece) return detail::unnamed_face_up_report(seat, i, w, c);
  return std::nullopt;
}
/// Whether `seat` may act now: lead when no trick is open (the table's leader leads trick 1, then
/// each trick's winner), else follow in turn. The message names who leads trick 1 by the game's
/// `conventions` and `dealer` ("S leads, but the dealer E leads trick 1"; "N leads, but E, the seat
/// after the dealer N, leads trick 1"); a game on HandBase calls HandBase::turn_problem, which
/// passes its own.
inline std::optional<Problem> turn_problem(const Table& table, int seat, const Codes& c,
                                           const Conventions& conventions, int dealer) {
  if (seat == table.to_move()) return std::nullopt;
  // Trick 1's leader not yet named by a game that names it: the game checks that lead itself.
  if (conventions.first_lead == FirstLead::by_game && table.to_move() < 0 &&
      table.trick_number() == 1 && !table.trick_open())
    return std::nullopt;
  return detail::turn_report(table, seat, c, conventions, dealer);
}
/// Whether a follow of `n` pieces matches the open trick: exactly as many as the lead.
inline std::optional<Problem> follow_count_problem(const Table& table, int seat, std::size_t n,
                                                   const Wording& w, const Codes& c) {
  if (n == static_cast<std::size_t>(table.current().width())) return std::nullopt;
  return detail::follow_count_report(table, seat, n, w, c);
}

}  // namespace paipu::trick
