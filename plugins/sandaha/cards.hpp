// The cards of 三打哈: two 54-card decks less the 3s and 4s (92 cards), or less the 6s too (84), as
// 46 card kinds of two copies each. A PieceId is suit × 11 + rank for the suited cards (ranks A K Q
// J 10 9 8 7 6 5 2, strongest first) and 44, 45 for 大王 and 小王.
//
// Spellings: the code is the suit letter and the rank (`SA`, `H10`, `D7`; `T` stands for 10), the
// name the suit symbol and the rank (`♠A`, `♥10`); the jokers are `BJ` / 大王 and `LJ` / 小王
// (`SJ` is the jack of spades).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "paipu/piece.hpp"
#include "paipu/trick/shapes.hpp"

namespace paipu::sandaha {

enum class Suit : int { spades, hearts, diamonds, clubs };
enum class Rank : int { ace, king, queen, jack, ten, nine, eight, seven, six, five, two };

inline constexpr int kSuits = 4;
inline constexpr int kRanks = 11;
inline constexpr PieceId kBigJoker = kSuits * kRanks;   // 大王
inline constexpr PieceId kLittleJoker = kBigJoker + 1;  // 小王
inline constexpr int kKinds = kLittleJoker + 1;
inline constexpr int kCopies = 2;

constexpr PieceId card(Suit s, Rank r) {
  return static_cast<PieceId>(static_cast<int>(s) * kRanks + static_cast<int>(r));
}
constexpr bool is_joker(PieceId c) {
  return c == kBigJoker || c == kLittleJoker;
}
constexpr Suit suit_of(PieceId c) {
  return static_cast<Suit>(c / kRanks);
}
constexpr Rank rank_of(PieceId c) {
  return static_cast<Rank>(c % kRanks);
}

// Which cards are in play: the full 92, or 84 without the 6s.
enum class Deck { full, without_sixes };

const std::vector<PieceInfo>& piece_table();
// The copies of each kind in `deck` (0 for the 6s of the 84-card deck).
std::vector<int> copy_limits(Deck deck);
int deck_size(Deck deck);

// "♠A ♥10 大王" for messages; `*` for an unknown card.
std::string names(std::span<const PieceId> cards);
const char* suit_name(Suit s);    // "♠"
const char* suit_letter(Suit s);  // "S"

// Card points: 5s score 5, 10s and kings 10 (200 in either deck). Inline: every trick adds them.
constexpr int points(PieceId c) {
  if (is_joker(c)) return 0;
  const Rank r = rank_of(c);
  return r == Rank::five ? 5 : r == Rank::ten || r == Rank::king ? 10 : 0;
}
int points(std::span<const PieceId> cards);

// Always trumps, whatever the trump suit: the jokers, the 7s and the 2s (常主).
constexpr bool permanent_trump(PieceId c) {
  return is_joker(c) || rank_of(c) == Rank::seven || rank_of(c) == Rank::two;
}

// The order of play once the trump suit is known (none: no-trump, an option): the trump group
// holds 大王 > 小王 > 主7 > 副7 (equal) > 主2 > 副2 (equal) > the trump suit's A … 5; each side
// suit its A … 5 without the 7 and the 2. Levels are consecutive where tractors join (8 and 6; 8
// and 5 without the 6s).
trick::CardOrder card_order(std::optional<Suit> trump, Deck deck);
// The trump group's index in card_order (the side suits are groups 0–3 by Suit).
inline constexpr int kTrumpGroup = kSuits;

}  // namespace paipu::sandaha
