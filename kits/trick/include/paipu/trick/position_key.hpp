/// @file
/// What a position key (HandState::position_key, for `paipu analyze`) takes from the kit's state:
/// the pieces still in each hand, the units each seat has won, whose turn it is, how many tricks
/// are closed and the open trick play by play. Not which trick won which piece, nor the order of
/// the closed tricks: positions reached by different orders of play then meet in the solver's
/// table. A game appends whatever else its rules read (bonuses paid, a kitty, the trump suit). Part
/// of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <string>

#include "paipu/trick/dealer.hpp"
#include "paipu/trick/hands.hpp"
#include "paipu/trick/table.hpp"

namespace paipu::trick {

/// Appends a number to a key: unambiguous whatever follows it (seven bits a byte, the last byte's
/// high bit clear).
void put_key_number(std::string& key, long long n);
/// Appends a list of pieces, its length first.
void put_key_pieces(std::string& key, std::span<const PieceId> pieces);
/// The pieces in each hand (and, while a hand holds unknown slots, the copies not yet seen).
void put_key_hands(std::string& key, const Hands& hands);
/// Whose turn, the trick number, the units won and the open trick.
void put_key_table(std::string& key, const Table& table);
/// The dealer and its multiplier, the hands and the table: a trick::HandBase's own state.
void put_key_state(std::string& key, const Hands& hands, const Table& table, const Dealer& dealer,
                   const DealerRule& rule);

}  // namespace paipu::trick
