/// @file
/// What a record says about each seat's concealed tiles: the kinds known and how many tiles are not
/// known, and how many copies of each kind the record has placed anywhere. Part of the mahjong kit
/// (paipu/mahjong.hpp includes every part).
///
/// A record written from one seat knows that seat's tiles and only the discards and calls of the
/// others; their tiles become known as they leave the hand or are shown at a win or a reveal.
#pragma once

#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong {

/// One seat's concealed tiles: the kinds the record named and how many it did not.
class Holding {
 public:
  /// Adds `n` known copies of `k`.
  void add(Kind k, int n = 1) { mahjong::add(known_, k, n); }
  /// Adds `n` tiles the record did not name.
  void add_unknown(int n = 1) { unknown_ += n; }
  /// Takes one tile of kind `k` out: a known copy if there is one, else one of the unknown tiles,
  /// which the record now shows was a `k`. False (and nothing changes) when neither is held.
  bool remove(Kind k);
  /// One unknown tile turns out to be a `k` (a hand shown): false when none is unknown.
  bool identify(Kind k);
  /// Forgets every tile: a hand shown at a win replaces what was known.
  void clear() {
    known_ = {};
    unknown_ = 0;
  }

  /// The known tiles, by kind.
  const Counts& known() const { return known_; }
  /// How many tiles are not known.
  int unknown() const { return unknown_; }
  /// All the tiles, known or not.
  int size() const { return total(known_) + unknown_; }
  /// Whether every tile is known.
  bool fully_known() const { return unknown_ == 0; }
  /// The tile could be held: a known copy, or an unknown tile.
  bool may_hold(Kind k) const { return known_[k] > 0 || unknown_ > 0; }

 private:
  Counts known_{};
  int unknown_ = 0;
};

/// The copies of each kind a record has shown anywhere (hands, rivers, melds, indicators). Placing
/// a copy more than the set holds is an error the game reports, naming the kind.
class Ledger {
 public:
  /// Counts against `limits`, the copies the set holds of each kind.
  explicit Ledger(const CopyLimits& limits) : limits_(limits) {}
  /// Counts one more shown copy of `k`; false when the set has no copy left (nothing changes).
  bool place(Kind k);
  /// Copies of `k` shown so far.
  int placed(Kind k) const { return placed_[k]; }
  /// Copies of `k` the set still has unshown.
  int left(Kind k) const { return limits_[k] - placed_[k]; }
  /// The copies the set holds of each kind.
  const CopyLimits& limits() const { return limits_; }

 private:
  CopyLimits limits_;
  Counts placed_{};
};

}  // namespace paipu::mahjong
