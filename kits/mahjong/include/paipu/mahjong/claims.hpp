/// @file
/// Claims on a discard: who may chi, how far a seat sits after the discarder, and which of several
/// claims takes the tile. Part of the mahjong kit (paipu/mahjong.hpp includes every part).
#pragma once

#include <span>

namespace paipu::mahjong {

/// How many turns after `from` the seat `to` plays: 1 for the next seat (下家), seats - 1 for the
/// seat before (上家), 0 for `from` itself.
int turns_after(int from, int to, int seats);

/// A chi takes only the discard of the seat just before the claimer (上家), the player on its left.
inline bool may_chi_from(int claimer, int discarder, int seats) {
  return turns_after(discarder, claimer, seats) == 1;
}

/// A claim to win on a discard (or on a kan being added). `rank` orders claims that beat others
/// whatever the seating: 温州's 双翻 claim (rank 1) beats a nearer claim of rank 0.
struct Claim {
  int seat = -1;  ///< the claiming seat
  /// Higher beats lower whatever the seating; among equal ranks the nearer seat wins.
  int rank = 0;
};

/// The claim that takes the tile when only one may (温州): the highest rank, and among claims of
/// that rank the nearest seat after the discarder (頭ハネ). -1 when there is no claim.
int claim_winner(int discarder, std::span<const Claim> claims, int seats);

}  // namespace paipu::mahjong
