// The pack, the combinations and the rule options: the game's vocabulary.
#include <algorithm>
#include <array>

#include "bigtwo.hpp"

namespace bigtwo {

namespace {

// The kit's standard deck with Big Two's rank order, strongest first.
paipu::trick::DeckSpec deck() {
  paipu::trick::DeckSpec d = paipu::trick::deck_52();
  d.ranks = {"2", "A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3"};
  return d;
}

const std::vector<paipu::trick::PieceRow>& rows() {
  static const std::vector<paipu::trick::PieceRow> r = paipu::trick::card_rows(deck());
  return r;
}

const char* rank_name(int rank) {
  static const char* const kNames[] = {"3",  "4", "5", "6", "7", "8", "9",
                                       "10", "J", "Q", "K", "A", "2"};
  return kNames[rank];
}

std::string plural(int rank) {
  return std::string(rank_name(rank)) + "s";
}

}  // namespace

const std::vector<paipu::PieceInfo>& piece_table() {
  static const std::vector<paipu::PieceInfo> table = paipu::trick::card_table(deck());
  return table;
}

std::string names(const paipu::trick::PieceList& cards) {
  return paipu::trick::piece_names(rows(), cards);
}

const std::vector<int>& copy_limits() {
  static const std::vector<int> limits = paipu::trick::copy_limits(piece_table());
  return limits;
}

int Combo::size() const {
  switch (kind) {
    case Kind::single:
      return 1;
    case Kind::pair:
      return 2;
    case Kind::triple:
      return 3;
    default:
      return 5;
  }
}

std::optional<Combo> classify(const std::vector<PieceId>& cards, std::string* why) {
  auto no = [&](std::string text) -> std::optional<Combo> {
    if (why) *why = std::move(text);
    return std::nullopt;
  };
  std::vector<PieceId> c = cards;
  std::sort(c.begin(), c.end(), [](PieceId a, PieceId b) { return value_of(a) < value_of(b); });
  const int n = static_cast<int>(c.size());
  const bool one_rank =
      std::all_of(c.begin(), c.end(), [&](PieceId p) { return rank_of(p) == rank_of(c.front()); });
  const int top = n == 0 ? 0 : value_of(c.back());
  switch (n) {
    case 1:
      return Combo{Kind::single, top};
    case 2:
      if (!one_rank) return no(names(cards) + " is no pair: a pair is two cards of one rank");
      return Combo{Kind::pair, top};
    case 3:
      if (!one_rank) return no(names(cards) + " is no triple: a triple is three cards of one rank");
      return Combo{Kind::triple, rank_of(c.front())};
    case 5:
      break;
    default:
      return no("a play is 1, 2, 3 or 5 cards, not " + std::to_string(n));
  }
  // Five cards: how many of each rank, and whether they run or share a suit.
  std::array<int, 13> per_rank{};
  for (PieceId p : c) ++per_rank[static_cast<std::size_t>(rank_of(p))];
  const int most = *std::max_element(per_rank.begin(), per_rank.end());
  const bool flush =
      std::all_of(c.begin(), c.end(), [&](PieceId p) { return suit_of(p) == suit_of(c.front()); });
  bool run = most == 1 && rank_of(c.back()) - rank_of(c.front()) == 4;
  // A 2 ends no straight: the ranks run from 3-4-5-6-7 up to 10-J-Q-K-A (docs/variants/bigtwo.md).
  run = run && rank_of(c.back()) != 12;
  auto rank_with = [&](int copies) {
    for (int r = 0; r < 13; ++r)
      if (per_rank[static_cast<std::size_t>(r)] == copies) return r;
    return -1;
  };
  if (run && flush) return Combo{Kind::straight_flush, top};
  if (most == 4) return Combo{Kind::four, rank_with(4)};
  if (most == 3 && rank_with(2) >= 0) return Combo{Kind::full_house, rank_with(3)};
  if (flush) return Combo{Kind::flush, top};
  if (run) return Combo{Kind::straight, top};
  return no(
      names(cards) +
      " is no five-card combination: a straight (five ranks in a row, 3 to A), a flush (five "
      "of a suit), a full house (three and two of a rank), four of a kind with one card, or a "
      "straight flush");
}

bool beats(const Combo& play, const Combo& last) {
  if (play.size() != last.size()) return false;
  if (play.kind != last.kind) return play.kind > last.kind;
  return play.key > last.key;
}

std::string describe(const Combo& c) {
  // The key of a single, a pair's top card and the five-card runs and flushes is a card value.
  auto card = [](int value) {
    const int rank = value / 4, suit = value % 4;
    static const char* const kSymbols[] = {"♦", "♣", "♥", "♠"};
    return std::string(kSymbols[suit]) + rank_name(rank);
  };
  switch (c.kind) {
    case Kind::single:
      return card(c.key);
    case Kind::pair:
      return "pair of " + plural(c.key / 4);
    case Kind::triple:
      return "triple of " + plural(c.key);
    case Kind::straight:
      return "straight to " + card(c.key);
    case Kind::flush:
      return "flush to " + card(c.key);
    case Kind::full_house:
      return "full house of " + plural(c.key);
    case Kind::four:
      return "four " + plural(c.key);
    case Kind::straight_flush:
      return "straight flush to " + card(c.key);
  }
  return {};
}

const std::vector<paipu::RuleOption>& rule_options() {
  static const std::vector<paipu::RuleOption> options = {
      {"penalty",
       "doubled",
       {"flat", "doubled"},
       "What a seat pays the winner for the cards it still holds. doubled: a point a card, twice "
       "that with 10 to 12 cards and three times with all 13 (the Hong Kong count). flat: a point "
       "a "
       "card."},
  };
  return options;
}

Options parse_options(const paipu::RuleValues& values) {
  Options o;
  o.penalty =
      static_cast<Options::Penalty>(paipu::trick::option_index(rule_options(), values, "penalty"));
  return o;
}

paipu::trick::DealerRule Options::dealer_rule() const {
  return {};  // no stake (conventions()): the multiplier is never shown or used
}

}  // namespace bigtwo
