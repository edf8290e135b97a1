// mygame: a paipu variant plugin, made by `paipu new-variant`.
//
// The rules in plain words. TODO: replace these placeholder rules with your game's, here first,
// then in hand.cpp and scoring.cpp, and say which source each choice comes from.
//   - Four seats, E S W N, play in that order. 16 pieces: 1 to 8, two of each. Four each.
//   - The dealer leads the first trick, the winner of a trick leads the next. A lead is one piece.
//   - Each follower plays one piece: face up (play) if it is higher than the best play so far,
//     otherwise face down (pad). The best play wins the trick.
//   - The winner of the last trick wins the hand and deals next. Each other seat pays the winner
//     its tricks × the stake (rule option `stake`, default 1).
// Problem codes: X1xx (TODO: pick a letter no other variant uses).
#pragma once

#include <array>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "paipu/trick.hpp"
#include "paipu/variant.hpp"

namespace mygame {

using paipu::PieceId;

inline constexpr const char* kVersion = "0.1.0";
inline constexpr int kSeats = 4;
inline constexpr int kHandSize = 4;
inline constexpr int kKinds = 8;

// Indices into VariantInfo::verbs (the kit's deal, play and pad); add your own after them.
enum VerbIndex : int { kDeal = 0, kPlay = 1, kPad = 2 };

// The piece table: PieceId 0 is "1", the lowest.
const std::vector<paipu::PieceInfo>& piece_table();
// Names joined, "一二": every message names pieces this way; `*` for a piece not seen. A span, so
// that an Event's pieces (a vector), a play's (a PieceList) and Wording::names all take it.
std::string names(std::span<const PieceId> pieces);
const std::vector<int>& copy_limits();

// Rule options: every choice the sources leave open, as `[Rule.<name> "<value>"]`.
struct Options {
  int stake = 1;
  // The dealer multiplier's progression, if your game has one (this one does not).
  paipu::trick::DealerRule dealer_rule() const;
  // Your game's answers, which the kit never assumes (pieces.cpp): who leads the first trick,
  // who deals the next hand and whether the dealer plays for a multiplier.
  paipu::trick::Conventions conventions() const;
};
const std::vector<paipu::RuleOption>& rule_options();
Options parse_options(const paipu::RuleValues& values);

// What the settlement needs to know about a finished hand.
struct HandResult {
  int winner = -1;
  std::array<int, kSeats> tricks{};
};

// The per-seat facts every settled hand reports, in Settlement::facts order.
enum Fact : int { kFactWon, kFactTricks, kFactCount };
std::vector<paipu::FactSpec> fact_specs();
// Zero-sum and itemised; `itemise` false (HandState::notes() off) skips the items and notes.
paipu::Settlement settle(const HandResult& r, const Options& o, bool itemise = true);

const paipu::VariantInfo& variant_info();
std::unique_ptr<paipu::Variant> make_variant();

}  // namespace mygame
