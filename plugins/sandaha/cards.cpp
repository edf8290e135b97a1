#include "cards.hpp"

#include <array>

#include "paipu/trick/cards.hpp"

namespace paipu::sandaha {

namespace {

constexpr std::array<const char*, kRanks> kRankCodes = {"A", "K", "Q", "J", "10", "9",
                                                        "8", "7", "6", "5", "2"};
constexpr std::array<const char*, kSuits> kSuitLetters = {"S", "H", "D", "C"};
constexpr std::array<const char*, kSuits> kSuitSymbols = {"♠", "♥", "♦", "♣"};

bool in_deck(PieceId c, Deck deck) {
  return deck == Deck::full || is_joker(c) || rank_of(c) != Rank::six;
}

}  // namespace

const std::vector<PieceInfo>& piece_table() {
  static const std::vector<PieceInfo> table = [] {
    // The kit's standard cards, with 三打哈's ranks and copies; only the jokers' descriptions say
    // what they are in this game.
    trick::DeckSpec spec;
    spec.ranks.assign(kRankCodes.begin(), kRankCodes.end());
    spec.jokers = true;
    spec.copies = kCopies;
    std::vector<PieceInfo> t = trick::card_table(spec);
    t[kBigJoker].description = "big joker (the highest trump)";
    t[kLittleJoker].description = "little joker (second to the big joker)";
    return t;
  }();
  return table;
}

std::vector<int> copy_limits(Deck deck) {
  std::vector<int> limits(kKinds, 0);
  for (PieceId c = 0; c < kKinds; ++c) limits[c] = in_deck(c, deck) ? kCopies : 0;
  return limits;
}

int deck_size(Deck deck) {
  return deck == Deck::full ? 92 : 84;
}

std::string names(std::span<const PieceId> cards) {
  std::string out;
  for (PieceId c : cards) {
    if (!out.empty()) out += ' ';
    out += c < kKinds ? piece_table()[c].name : std::string("*");
  }
  return out;
}

const char* suit_name(Suit s) {
  return kSuitSymbols[static_cast<std::size_t>(s)];
}
const char* suit_letter(Suit s) {
  return kSuitLetters[static_cast<std::size_t>(s)];
}

int points(std::span<const PieceId> cards) {
  int n = 0;
  for (PieceId c : cards) n += c < kKinds ? points(c) : 0;
  return n;
}

namespace {

trick::CardOrder make_card_order(std::optional<Suit> trump, Deck deck) {
  trick::CardOrder order;
  order.trump = kTrumpGroup;
  order.group.assign(kKinds, kTrumpGroup);
  order.level.assign(kKinds, 0);
  // The plain ranks, A down to 5, numbered from the top of their run down to 1.
  int plain = 0;
  for (int r = 0; r < kRanks; ++r) {
    const auto rank = static_cast<Rank>(r);
    if (rank != Rank::seven && rank != Rank::two && (deck == Deck::full || rank != Rank::six))
      ++plain;
  }
  for (PieceId c = 0; c < kBigJoker; ++c) {
    const Rank r = rank_of(c);
    const bool trump_suit = trump && suit_of(c) == *trump;
    if (r == Rank::seven) {
      order.level[c] = plain + (!trump ? 2 : trump_suit ? 4 : 3);
    } else if (r == Rank::two) {
      order.level[c] = plain + (trump_suit ? 2 : 1);
    } else {
      int below = 0;  // plain ranks weaker than r
      for (int k = static_cast<int>(r) + 1; k < kRanks; ++k) {
        const auto weaker = static_cast<Rank>(k);
        if (weaker != Rank::seven && weaker != Rank::two &&
            (deck == Deck::full || weaker != Rank::six))
          ++below;
      }
      order.level[c] = below + 1;
      if (!trump_suit) order.group[c] = static_cast<int>(suit_of(c));
    }
  }
  // Without a trump suit there is no 主7 or 主2: all 2s stand level, all 7s level above them, then
  // the jokers.
  const int top = trump ? plain + 4 : plain + 2;
  order.level[kLittleJoker] = top + 1;
  order.level[kBigJoker] = top + 2;
  return order;
}

}  // namespace

trick::CardOrder card_order(std::optional<Suit> trump, Deck deck) {
  // Ten orders in all (a trump suit or none, two decks), built once: each hand names one.
  static const std::array<trick::CardOrder, 2 * (kSuits + 1)> orders = [] {
    std::array<trick::CardOrder, 2 * (kSuits + 1)> all;
    for (int d = 0; d < 2; ++d)
      for (int t = 0; t <= kSuits; ++t)
        all[static_cast<std::size_t>(d * (kSuits + 1) + t)] =
            make_card_order(t < kSuits ? std::optional<Suit>(static_cast<Suit>(t)) : std::nullopt,
                            d == 0 ? Deck::full : Deck::without_sixes);
    return all;
  }();
  const int d = deck == Deck::full ? 0 : 1;
  const int t = trump ? static_cast<int>(*trump) : kSuits;
  return orders[static_cast<std::size_t>(d * (kSuits + 1) + t)];
}

}  // namespace paipu::sandaha
