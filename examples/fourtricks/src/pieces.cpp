// The pack and the rule options: the game's vocabulary.
#include "fourtricks.hpp"

namespace fourtricks {

namespace {

// In PieceId order. The codes are also the faces the viewer draws (suit letter, then rank).
const paipu::trick::PieceRow kRows[kCards] = {
    {"SA", "♠A", {}, "Ace of spades"},     {"SK", "♠K", {}, "King of spades"},
    {"SQ", "♠Q", {}, "Queen of spades"},   {"S10", "♠10", {}, "Ten of spades"},
    {"HA", "♥A", {}, "Ace of hearts"},     {"HK", "♥K", {}, "King of hearts"},
    {"HQ", "♥Q", {}, "Queen of hearts"},   {"H10", "♥10", {}, "Ten of hearts"},
    {"DA", "♦A", {}, "Ace of diamonds"},   {"DK", "♦K", {}, "King of diamonds"},
    {"DQ", "♦Q", {}, "Queen of diamonds"}, {"D10", "♦10", {}, "Ten of diamonds"},
    {"CA", "♣A", {}, "Ace of clubs"},      {"CK", "♣K", {}, "King of clubs"},
    {"CQ", "♣Q", {}, "Queen of clubs"},    {"C10", "♣10", {}, "Ten of clubs"},
};

}  // namespace

const std::vector<paipu::PieceInfo>& piece_table() {
  static const std::vector<paipu::PieceInfo> table = paipu::trick::piece_table(
      kRows, paipu::Family::card, [](PieceId) { return 1; },
      [](PieceId id) { return std::string(kRows[id].code); });
  return table;
}

std::string names(const paipu::trick::PieceList& cards) {
  return paipu::trick::piece_names(kRows, cards);
}

const char* suit_symbol(Suit s) {
  static const char* const kSymbols[] = {"♠", "♥", "♦", "♣"};
  return kSymbols[static_cast<int>(s)];
}

const std::vector<int>& copy_limits() {
  static const std::vector<int> limits = paipu::trick::copy_limits(piece_table());
  return limits;
}

const std::vector<paipu::RuleOption>& rule_options() {
  static const std::vector<paipu::RuleOption> options = {
      {"slam_bonus",
       "on",
       {"off", "on"},
       "A winner who took all four tricks. on: each other seat pays double (8 instead of 4). off: "
       "4, like any other winner's tricks."},
  };
  return options;
}

Options parse_options(const paipu::RuleValues& values) {
  Options o;
  o.slam_bonus = paipu::trick::option_on(rule_options(), values, "slam_bonus");
  return o;
}

paipu::trick::DealerRule Options::dealer_rule() const {
  return {};  // no stake (conventions()): the multiplier is never shown or used
}

}  // namespace fourtricks
