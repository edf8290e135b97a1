/// @file
/// Hands with hidden information.
///
/// A seat's hand is a multiset of known pieces plus a number of unknown ones. A record may omit a
/// deal, give part of it, or show a face-down play as `*`; the kit keeps only what the record
/// proves:
///   - a named piece leaving a hand uses a known copy first, else an unknown slot, and an unknown
///     slot only while the set still has a copy nobody has been seen with;
///   - an unknown piece leaving a hand (`*`) is one we cannot name, so it only lowers the hand's
///     size.
/// Taking known copies before unknown slots is never wrong: an unknown slot can stand for anything
/// later.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/basics.hpp"

namespace paipu::trick {

/// Why pieces cannot leave or join a hand.
enum class Shortfall {
  none,
  not_in_hand,  ///< a named piece the hand cannot hold: no known copy and no unknown slot
  over_copies,  ///< the set has no unseen copy left of this piece
  too_many,     ///< more pieces than the hand holds
};

/// The result of checking pieces against a hand.
struct Check {
  Shortfall why = Shortfall::none;  ///< none when the pieces are fine
  int index = -1;                   ///< which of the pieces, -1 when about the whole set
  /// Whether the pieces are fine.
  bool ok() const { return why == Shortfall::none; }
};

/// Every seat's hand with hidden information: the pieces the record named, slots it did not, and
/// the copies of each piece across the hand.
class Hands {
 public:
  /// A count per piece id (打天九 has 21 kinds, 打棋子 14).
  using Counts = InlineList<int, 32>;

  /// `copies[id]` is how many of piece `id` the set holds.
  Hands(int seats, int hand_size, Counts copies);

  /// Reveals a seat's deal before it plays: named pieces become known, `*` stays unknown.
  Check deal(int seat, const std::vector<PieceId>& pieces);
  /// Walks the pieces out of the hand as remove() would, without changing it. Named pieces take a
  /// known copy first, because an unknown slot can still stand for anything: so the copies of `p`
  /// up to known[p] are known ones, and each later copy takes an unknown slot while the set still
  /// has a copy nobody has been seen with. Inline, like remove(): both run once per play.
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
  /// Removes pieces that can_remove() accepted.
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

  /// Adds pieces to a seat's hand after the deal (a kitty taken up): named pieces become known
  /// copies, `*` unknown slots. Refused, with nothing changed, when a named piece has no copy left
  /// that the record has not placed.
  Check add(int seat, const std::vector<PieceId>& pieces);
  /// Puts back pieces that remove() took (a play withdrawn): each named piece returns as a known
  /// copy, each `*` as what it was, a piece we cannot name.
  void give_back(int seat, const std::vector<PieceId>& pieces);

  /// The number of seats.
  int seats() const { return static_cast<int>(seats_.size()); }
  /// How many pieces the seat holds, named or not.
  int size(int seat) const { return at(seat).size; }
  /// Known pieces still in the hand, sorted by id. While anonymous plays are pending, some of these
  /// may be gone already: size() is the truth, known() the candidates.
  std::vector<PieceId> known(int seat) const;
  /// The same as a count per piece id, without building a list: for checks run on every play.
  std::span<const int> known_counts(int seat) const { return {known_of(seat), kinds_}; }
  /// How many of the seat's pieces the record has not named.
  int unknown(int seat) const { return at(seat).unknown; }
  /// Pieces that left the hand as `*`: any of the known pieces may be among them, so only copies
  /// beyond this many are certainly still held.
  int anonymous_out(int seat) const { return at(seat).anonymous_out; }
  /// Every piece still in the hand is known.
  bool fully_known(int seat) const;
  /// Copies of `id` the record has not placed anywhere yet.
  int unseen(PieceId id) const;

 private:
  struct Seat {
    int unknown = 0;
    int anonymous_out = 0;  ///< pieces that left as `*`: known or unknown, we cannot say which
    int size = 0;           ///< pieces still in the hand: known + unknown - anonymous_out
  };
  const Seat& at(int seat) const { return seats_[static_cast<std::size_t>(seat)]; }
  /// The counts per piece id in one block, so that a hand is set up with one fill and a check reads
  /// its counts through one pointer: the set's copies, the copies seen so far, then each seat's
  /// known pieces.
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

}  // namespace paipu::trick
