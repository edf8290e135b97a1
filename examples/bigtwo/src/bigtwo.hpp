// Big Two (鋤大弟, `bigtwo`): a climbing game, written as an example of a paipu plugin built
// outside the paipu repository, against the installed SDK (find_package(paipu)). The trick kit
// serves it for the cards, the hands with hidden information, the deal, the dealer and the match;
// the round of plays and passes, the poker combinations and who goes out are its own (README.md).
//
// The rules in plain words (docs/variants/bigtwo.md has them with a worked hand):
//   - Four seats, E S W N, play in that order. 52 cards, 13 each. Ranks 3 4 5 … K A 2 (2 highest);
//     suits ♦ < ♣ < ♥ < ♠ break ties.
//   - The seat holding ♦3 leads first, and its first play must include ♦3.
//   - A play is a combination: a single, a pair, a triple, or five cards (straight < flush < full
//     house < four of a kind with one card < straight flush). Each seat in turn plays a combination
//     of as many cards that beats the last one, or passes. When the other three have passed in a
//     row, the last to play leads a new round with any combination. A pass does not end a seat's
//     part in the round.
//   - The first seat to play its last card wins the hand. Each other seat pays it one point per
//   card
//     left, doubled at 10 to 12 cards and tripled at 13 (rule option `penalty`).
//   - The deal passes to the right (E, S, W, N); the dealer neither leads nor pays more.
// Problem codes are B1xx (README.md).
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "paipu/trick.hpp"
#include "paipu/variant.hpp"

namespace bigtwo {

using paipu::PieceId;

inline constexpr const char* kVersion = "1.0.0";
inline constexpr int kSeats = 4;
inline constexpr int kHandSize = 13;
inline constexpr int kCards = 52;

// Indices into VariantInfo::verbs: the kit's `deal` and `play`, then this game's `pass`.
enum VerbIndex : int { kDeal = 0, kPlay = 1, kPass = 2 };

// The kit's 52-card table with the ranks listed strongest first (2 A K … 3): PieceId is
// suit × 13 + index, the suits in the kit's order ♠ ♥ ♦ ♣.
constexpr int rank_of(PieceId card) {  // 0 for a 3 … 12 for a 2
  return 12 - card % 13;
}
constexpr int suit_of(PieceId card) {  // 0 ♦, 1 ♣, 2 ♥, 3 ♠: the tie-break order
  constexpr int kBySuitIndex[] = {3, 2, 0, 1};
  return kBySuitIndex[card / 13];
}
// A card's place in the whole order: rank first, then suit. ♦3 is 0, ♠2 is 51.
constexpr int value_of(PieceId card) {
  return rank_of(card) * 4 + suit_of(card);
}
// The card that opens the hand: ♦3 (diamonds is the kit's third suit, 3 the last rank).
inline constexpr PieceId kDiamondThree = 2 * 13 + 12;

const std::vector<paipu::PieceInfo>& piece_table();
// "♦3♣3": every message names cards this way; `*` for a card not seen.
std::string names(const paipu::trick::PieceList& cards);
const std::vector<int>& copy_limits();

// What a group of cards is as a play. Five-card kinds rank among themselves in this order.
enum class Kind : int { single, pair, triple, straight, flush, full_house, four, straight_flush };
struct Combo {
  Kind kind = Kind::single;
  int key = 0;  // within the kind (and size), the higher key beats the lower
  int size() const;
};
// The combination the cards make, or nothing; `why` (when given) says why not, in a player's words.
std::optional<Combo> classify(const std::vector<PieceId>& cards, std::string* why = nullptr);
// Whether `play` beats `last`: as many cards, and a higher kind (five cards) or a higher key.
bool beats(const Combo& play, const Combo& last);
// "pair of 8s", "straight to ♠7", "full house of Ks".
std::string describe(const Combo& c);

struct Options {
  enum class Penalty { flat, doubled };
  Penalty penalty = Penalty::doubled;
  paipu::trick::DealerRule dealer_rule() const;
  // Who leads is the holder of ♦3, not a seat the dealer implies (FirstLead is not used); the deal
  // rotates; there is no stake.
  static constexpr paipu::trick::Conventions conventions() {
    return {paipu::trick::FirstLead::dealer, paipu::trick::NextDeal::rotates,
            paipu::trick::Stake::none};
  }
};
const std::vector<paipu::RuleOption>& rule_options();
Options parse_options(const paipu::RuleValues& values);

// What the settlement needs to know about a finished hand.
struct HandResult {
  int winner = -1;                       // played its last card first
  std::array<int, kSeats> cards_left{};  // per seat; the winner's is 0
};

// The per-seat facts of a settled hand (Settlement::facts), in this order.
enum Fact : int { kFactWon, kFactCardsLeft, kFactCount };
std::vector<paipu::FactSpec> fact_specs();
// The factor a seat with `left` cards pays by: 1, or 2 at 10 to 12 and 3 at 13 (Penalty::doubled).
int penalty_factor(int left, const Options& o);
// `itemise`: write the payments' items and the notes (HandState::notes()).
paipu::Settlement settle(const HandResult& r, const Options& o, bool itemise = true);

const paipu::VariantInfo& variant_info();
std::unique_ptr<paipu::Variant> make_variant();

}  // namespace bigtwo
