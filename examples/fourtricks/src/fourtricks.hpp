// Four Tricks (`fourtricks`): a toy plain-trick game written as an example of a paipu plugin built
// outside the paipu repository, against the installed SDK (find_package(paipu)).
//
// The rules in plain words (README.md has them with a worked hand):
//   - Four seats, E S W N, play in that order. A 16-card pack: A K Q 10 of ♠ ♥ ♦ ♣, A highest.
//     Four cards each.
//   - The dealer leads the first trick, the winner of a trick leads the next. A lead is one card.
//   - Each follower plays one card and must follow suit: a card of the led suit while it holds one.
//     A seat with none plays any card, which cannot win. The highest card of the led suit wins.
//   - The winner of the fourth trick wins the hand and deals the next one. Each other seat pays the
//     winner one point per trick the winner took; a winner who took all four tricks (a slam) is
//     paid double, unless [Rule.slam_bonus "off"].
// Problem codes are F1xx (README.md).
#pragma once

#include <array>
#include <memory>
#include <string>
#include <vector>

#include "paipu/trick.hpp"
#include "paipu/variant.hpp"

namespace fourtricks {

using paipu::PieceId;

inline constexpr const char* kVersion = "1.0.0";
inline constexpr int kSeats = 4;
inline constexpr int kHandSize = 4;
inline constexpr int kCards = 16;

// Indices into VariantInfo::verbs: the kit's `deal` and `play`; this game has no face-down `pad`.
enum VerbIndex : int { kDeal = 0, kPlay = 1 };

// A card's PieceId is suit * 4 + rank, with rank 0 the ace: ♠A ♠K ♠Q ♠10 ♥A ... ♣10.
enum class Suit : int { spades, hearts, diamonds, clubs };
constexpr Suit suit_of(PieceId card) {
  return static_cast<Suit>(card / 4);
}
// 4 for an ace down to 1 for a 10.
constexpr int rank_of(PieceId card) {
  return 4 - card % 4;
}

const std::vector<paipu::PieceInfo>& piece_table();
// "♠A♥10": every message names cards this way; `*` for a card not seen.
std::string names(const paipu::trick::PieceList& cards);
const char* suit_symbol(Suit s);
const std::vector<int>& copy_limits();

struct Options {
  bool slam_bonus = true;
  paipu::trick::DealerRule dealer_rule() const;
  // The dealer leads the first trick and the hand's winner deals next; the dealer keeps no
  // multiplier in this game, so nothing shows one.
  static constexpr paipu::trick::Conventions conventions() {
    return {paipu::trick::FirstLead::dealer, paipu::trick::NextDeal::winner,
            paipu::trick::Stake::none};
  }
};
const std::vector<paipu::RuleOption>& rule_options();
Options parse_options(const paipu::RuleValues& values);

// What the settlement needs to know about a finished hand.
struct HandResult {
  int winner = -1;                   // won the fourth trick
  std::array<int, kSeats> tricks{};  // tricks each seat took
  int dealer = -1;
};

// The per-seat facts of a settled hand (Settlement::facts), in this order.
enum Fact : int { kFactWon, kFactTricks, kFactSlam, kFactCount };
std::vector<paipu::FactSpec> fact_specs();
// `itemise`: write the payments' items and the notes (HandState::notes()).
paipu::Settlement settle(const HandResult& r, const Options& o, bool itemise = true);

const paipu::VariantInfo& variant_info();
std::unique_ptr<paipu::Variant> make_variant();

}  // namespace fourtricks
