/// @file
/// What a position key (HandState::position_key, for `paipu analyze`) takes from the kit's state:
/// the pieces still in each hand, the units each seat has won, whose turn it is, how many tricks
/// are closed and the open trick play by play. Not which trick won which piece, nor the order of
/// the closed tricks: positions reached by different orders of play then meet in the solver's
/// table. A game appends whatever else its rules read (bonuses paid, a kitty, the trump suit). Part
/// of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <span>
#include <string>
#include <vector>

#include "paipu/trick/dealer.hpp"
#include "paipu/trick/hands.hpp"
#include "paipu/trick/table.hpp"

namespace paipu::trick {

/// A key's name for each kind of piece (`names[kind]`): empty for every kind its own name. Two
/// positions whose keys, written with their names, are equal must have the same future: the same
/// moves in the same order and the same settlement of every line.
using KeyNames = std::vector<PieceId>;

/// Names that see through pieces no rule can tell apart any more (DDS's relative ranks). `plain`
/// marks the kinds that, in this position, do nothing but rank: each makes singles, and pairs of
/// its own copies, and no rule reads it otherwise. Kind ids must run from the highest to the lowest
/// in every order the rules use for plain kinds. The kinds not plain cut the ids into runs; within
/// a run, the kinds still in play (in a hand or in the open trick) take, in order, the names of the
/// run's first kinds. A key then says "the second-highest plain tile left" where it said "長三".
/// The plain kinds must be the same in two positions whose keys are equal (a game whose plain
/// kinds change with the position writes which they are into its key). False, with `names` empty
/// (own names), while a hand or the open trick holds a piece not named.
bool rank_names(const Hands& hands, const Table& table, const std::vector<bool>& plain,
                KeyNames& names);

namespace detail {
/// put_key_number's bytes for a zig-zagged number of more than seven bits.
void put_key_long(std::string& key, unsigned long long u);
}  // namespace detail

/// Appends a number to a key: unambiguous whatever follows it (seven bits a byte, the last byte's
/// high bit clear; zig-zag first, so that small negative numbers stay short too). Inline, with the
/// one-byte case first: a key is mostly small numbers, and one is written for every position
/// searched.
inline void put_key_number(std::string& key, long long n) {
  const auto u =
      (static_cast<unsigned long long>(n) << 1) ^ static_cast<unsigned long long>(n >> 63);
  if (u < 0x80) {
    key.push_back(static_cast<char>(u));
    return;
  }
  detail::put_key_long(key, u);
}
/// Appends a list of pieces, its length first.
void put_key_pieces(std::string& key, std::span<const PieceId> pieces);
/// The pieces in each hand (and, while a hand holds unknown slots, the copies not yet seen).
void put_key_hands(std::string& key, const Hands& hands, const KeyNames& names = {});
/// Whose turn, the trick number, the units won and the open trick.
void put_key_table(std::string& key, const Table& table, const KeyNames& names = {});
/// The dealer and its multiplier, the hands and the table: a trick::HandBase's own state.
void put_key_state(std::string& key, const Hands& hands, const Table& table, const Dealer& dealer,
                   const DealerRule& rule, const KeyNames& names = {});

}  // namespace paipu::trick
