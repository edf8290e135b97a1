/// @file
/// Standard playing cards as a piece table: 52 cards in four suits, or 54 with the two jokers, in
/// one or more copies, with the spellings every card game of the project uses. Code: the suit
/// letter and the rank (`SA`, `H10`, `D7`; `T` stands for 10 as well); name: the suit symbol and
/// the rank (`♠A`, `♥10`); the jokers `BJ` / 大王 and `LJ` / 小王 (`SJ` is the jack of spades). The
/// face is the code, as the viewer draws cards (docs/viewer.md). Part of the trick kit
/// (paipu/trick.hpp includes every part).
#pragma once

#include <string>
#include <vector>

#include "paipu/trick/game.hpp"

namespace paipu::trick {

/// The suits in PieceId order.
enum class CardSuit : int { spades, hearts, diamonds, clubs };
/// The number of suits.
inline constexpr int kCardSuits = 4;

/// Which cards a deck holds, and in what order within a suit.
struct DeckSpec {
  /// The rank codes in PieceId order within each suit: a game lists them strongest first or
  /// weakest first, and leaves out ranks it does not play (三打哈 has no 3 or 4).
  std::vector<std::string> ranks = {"A", "K", "Q", "J", "10", "9", "8",
                                    "7", "6", "5", "4", "3",  "2"};
  bool jokers = false;  ///< 大王 and 小王 after the suits
  int copies = 1;       ///< of every card
};

/// The ranks of a standard deck, ace high first: A K Q J 10 9 … 2.
const std::vector<std::string>& standard_ranks();

/// One row per card: suit-major (♠ then ♥ ♦ ♣, the ranks of each in the spec's order), then the big
/// and the little joker. PieceId of a suited card: suit × ranks.size() + rank index.
std::vector<PieceRow> card_rows(const DeckSpec& spec);
/// The piece table of the deck (Family::card, each card `spec.copies` times, its face its code).
std::vector<PieceInfo> card_table(const DeckSpec& spec);

/// 52 cards, ace high (PieceId = suit × 13 + index in A K … 2), one copy each.
inline DeckSpec deck_52() {
  return {};
}
/// The same with the two jokers: 大王 is 52, 小王 53.
inline DeckSpec deck_54() {
  DeckSpec d;
  d.jokers = true;
  return d;
}

}  // namespace paipu::trick
