// The pieces and the rule options: the game's vocabulary.
#include <algorithm>

#include "mygame.hpp"

namespace mygame {

namespace {

// One row per kind, in PieceId order: ASCII code, canonical name, aliases, description. No
// spelling may name two kinds, nor be two others joined.
const paipu::trick::PieceRow kRows[kKinds] = {
    {"1", "一", {}, "One (the lowest)"},
    {"2", "二", {}, "Two"},
    {"3", "三", {}, "Three"},
    {"4", "四", {}, "Four"},
    {"5", "五", {}, "Five"},
    {"6", "六", {}, "Six"},
    {"7", "七", {}, "Seven"},
    {"8", "八", {}, "Eight (the highest)"},
};

}  // namespace

const std::vector<paipu::PieceInfo>& piece_table() {
  // TODO: the family and face the viewer draws (docs/plugins.md, "Faces"); a face it does not
  // know is drawn as its text.
  static const std::vector<paipu::PieceInfo> table = paipu::trick::piece_table(
      kRows, paipu::Family::card, [](PieceId) { return 2; },
      [](PieceId id) { return std::string(kRows[id].code); });
  return table;
}

std::string names(std::span<const PieceId> pieces) {
  return paipu::trick::piece_names(kRows, pieces);
}

const std::vector<int>& copy_limits() {
  static const std::vector<int> limits = paipu::trick::copy_limits(piece_table());
  return limits;
}

const std::vector<paipu::RuleOption>& rule_options() {
  // Empty choices: any integer. On/off options list "off" first.
  static const std::vector<paipu::RuleOption> options = {
      {"stake", "1", {}, "Points per trick the winner of the hand took (placeholder rule)."},
  };
  return options;
}

Options parse_options(const paipu::RuleValues& values) {
  Options o;
  // A payment is always positive: a stake below 1 reads as 1.
  o.stake = std::max(1, paipu::trick::option_int(rule_options(), values, "stake"));
  return o;
}

// FirstLead::dealer or after_dealer; NextDeal::winner or rotates; Stake::dealer_multiplier or none.
paipu::trick::Conventions Options::conventions() const {
  return {paipu::trick::FirstLead::dealer, paipu::trick::NextDeal::winner,
          paipu::trick::Stake::none};
}

paipu::trick::DealerRule Options::dealer_rule() const {
  return {};  // no stake (conventions()): the multiplier is never shown or used
}

}  // namespace mygame
