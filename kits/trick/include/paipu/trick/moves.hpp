/// @file
/// Generated hands.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <functional>
#include <span>

#include "paipu/event.hpp"
#include "paipu/trick/hands.hpp"

namespace paipu::trick {

/// A candidate set of pieces; return false to stop the enumeration.
using PiecesVisitor = std::function<bool(const std::vector<PieceId>&)>;

/// Calls `visit` with every distinct sub-multiset of size k of `sorted` (sorted by id), in
/// lexicographic order, until it returns false; returns false if it was stopped. Nothing is stored,
/// so a 21-card hand costs only the sets a caller looks at.
bool visit_sub_multisets(const std::vector<PieceId>& sorted, int k, const PiecesVisitor& visit);
/// Every distinct sub-multiset of size k (visit_sub_multisets collected): for small hands and
/// tests.
std::vector<std::vector<PieceId>> sub_multisets(const std::vector<PieceId>& sorted, int k);

/// Candidate moves from the known pieces of a seat's hand (pieces the record has not named cannot
/// be offered). A lead: every distinct multiset of 1 to `max_width` pieces that `valid` accepts. A
/// follow: every distinct multiset of the trick's width, face up where `face_up_ok` accepts it and
/// face down as well when `pads` (墊 is always allowed), and one all-`*` pad when the hand holds
/// pieces the record has not named. Each is generated as it is visited; `visit` returns false to
/// stop, and so does the function.
struct Move {
  bool face_up = true;          ///< played face up (false: a pad)
  std::vector<PieceId> pieces;  ///< the pieces, `*` as kUnknownPiece
};
/// Called with each candidate move; returns false to stop.
using MoveVisitor = std::function<bool(const Move&)>;
/// Visits the candidate leads of `seat` (see Move); false when `visit` stopped.
bool visit_lead_moves(const Hands& hands, int seat, int max_width, const PiecesVisitor& valid,
                      const MoveVisitor& visit);
/// Visits the candidate follows of `seat` (see Move); false when `visit` stopped.
bool visit_follow_moves(const Hands& hands, int seat, int width, bool pads,
                        const PiecesVisitor& face_up_ok, const MoveVisitor& visit);

/// A MoveVisitor that passes each move on as the Event `seat play|pad PIECES`, built in one Event
/// whose storage serves move after move: the solver lists every position's moves (a 三打哈 lead
/// hundreds), and an Event made per move was an allocation each.
class MovesAsEvents {
 public:
  /// Moves of `seat`; `play` and `pad` are the verbs of a face-up and a face-down move.
  MovesAsEvents(int seat, int play, int pad, const std::function<bool(const Event&)>& visit)
      : play_(play), pad_(pad), visit_(visit) {
    event_.seat = seat;
  }
  /// Visits `m` as an event; false when the visitor stopped.
  bool operator()(const Move& m) { return emit(m.face_up ? play_ : pad_, m.pieces); }
  /// Visits `seat VERB pieces`; false when the visitor stopped.
  bool emit(int verb, std::span<const PieceId> pieces) {
    event_.verb = verb;
    event_.pieces.assign(pieces.begin(), pieces.end());
    return visit_(event_);
  }

 private:
  int play_, pad_;
  const std::function<bool(const Event&)>& visit_;
  Event event_;
};

/// A random deal: the set (copies[id] of each piece, in id order) shuffled with
/// std::mt19937_64(seed) and std::shuffle, then `hand_size` pieces to each seat in seat order.
/// Returns seats + 1 lists, each sorted by id: the hands, then what is left over (a kitty; empty
/// when the set is dealt out).
std::vector<std::vector<PieceId>> shuffled_deal(const std::vector<int>& copies, int seats,
                                                int hand_size, std::uint64_t seed);

}  // namespace paipu::trick
