// Standard playing cards as a piece table.
#include "paipu/trick.hpp"

#include <array>

namespace paipu::trick {

namespace {

constexpr std::array<const char*, kCardSuits> kSuitLetters = {"S", "H", "D", "C"};
constexpr std::array<const char*, kCardSuits> kSuitSymbols = {"♠", "♥", "♦", "♣"};
constexpr std::array<const char*, kCardSuits> kSuitWords = {"spades", "hearts", "diamonds",
                                                            "clubs"};

// "ace", "ten", "seven" for a rank code; the code itself for a rank no deck of the family has.
std::string rank_word(const std::string& code) {
  static const std::array<std::pair<const char*, const char*>, 13> kWords = {{{"A", "ace"},
                                                                              {"K", "king"},
                                                                              {"Q", "queen"},
                                                                              {"J", "jack"},
                                                                              {"10", "ten"},
                                                                              {"9", "nine"},
                                                                              {"8", "eight"},
                                                                              {"7", "seven"},
                                                                              {"6", "six"},
                                                                              {"5", "five"},
                                                                              {"4", "four"},
                                                                              {"3", "three"},
                                                                              {"2", "two"}}};
  for (const auto& [c, w] : kWords)
    if (code == c) return w;
  return code;
}

}  // namespace

const std::vector<std::string>& standard_ranks() {
  static const std::vector<std::string> ranks = DeckSpec{}.ranks;
  return ranks;
}

std::vector<PieceRow> card_rows(const DeckSpec& spec) {
  std::vector<PieceRow> rows;
  rows.reserve(kCardSuits * spec.ranks.size() + 2);
  for (int s = 0; s < kCardSuits; ++s)
    for (const std::string& rank : spec.ranks) {
      const auto i = static_cast<std::size_t>(s);
      PieceRow r{std::string(kSuitLetters[i]) + rank,
                 std::string(kSuitSymbols[i]) + rank,
                 {},
                 rank_word(rank) + " of " + kSuitWords[i]};
      if (rank == "10")
        r.aliases = {std::string(kSuitLetters[i]) + "T", std::string(kSuitSymbols[i]) + "T"};
      rows.push_back(std::move(r));
    }
  if (spec.jokers) {
    rows.push_back({"BJ", "大王", {}, "big joker"});
    rows.push_back({"LJ", "小王", {}, "little joker"});
  }
  return rows;
}

std::vector<PieceInfo> card_table(const DeckSpec& spec) {
  const std::vector<PieceRow> rows = card_rows(spec);
  return piece_table(
      rows, Family::card, [&](PieceId) { return spec.copies; },
      [&](PieceId id) { return rows[id].code; });
}

}  // namespace paipu::trick
