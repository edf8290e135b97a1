/// @file
/// Tiles: the 34 kinds, counts of them, copy limits, red fives and the dora successor. What every
/// mahjong game needs before it can say anything about a hand. Part of the mahjong kit
/// (paipu/mahjong.hpp includes every part).
///
/// A kind is a number 0..33 in the usual order: 1m..9m, 1p..9p, 1s..9s, then 東南西北白發中.
/// Neither 温州麻雀 (136 tiles, no flowers) nor 清一色東天紅 (its pulled tiles ガリ are the
/// ordinary kinds 1m, 9m and 北) has flowers, so there are no flower kinds; a game that needs them
/// would add them after 33, where no hand shape looks. Spellings are the plugin's piece table, not
/// the kit's.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>

namespace paipu::mahjong {

/// A tile kind: 0..8 man, 9..17 pin, 18..26 sou, 27..33 honours (winds, then dragons).
using Kind = std::uint8_t;
/// The number of kinds.
inline constexpr int kKinds = 34;
/// No kind: an unknown tile, or a wild in a place a kind is asked for.
inline constexpr Kind kNoKind = 0xFF;

/// The three suits and the honours.
enum class Suit : std::uint8_t { man, pin, sou, honour };

/// @name The honours, by the order 1z..7z
/// @{
inline constexpr Kind kEast = 27;   ///< 東
inline constexpr Kind kSouth = 28;  ///< 南
inline constexpr Kind kWest = 29;   ///< 西
inline constexpr Kind kNorth = 30;  ///< 北
inline constexpr Kind kWhite = 31;  ///< 白
inline constexpr Kind kGreen = 32;  ///< 發
inline constexpr Kind kRed = 33;    ///< 中
/// @}

/// Suit and number 1..9 → the kind; honours are 1..7 of Suit::honour (1 東 … 7 中).
constexpr Kind kind_of(Suit suit, int number) {
  return static_cast<Kind>(9 * static_cast<int>(suit) + number - 1);
}
/// The suit of a kind.
constexpr Suit suit_of(Kind k) {
  return static_cast<Suit>(k / 9);
}
/// 1..9 for a number tile, 1..7 for an honour.
constexpr int number_of(Kind k) {
  return k % 9 + 1;
}
/// A wind or a dragon.
constexpr bool is_honour(Kind k) {
  return k >= kEast && k < kKinds;
}
/// A man, pin or sou tile.
constexpr bool is_suited(Kind k) {
  return k < kEast;
}
/// A suited 1 or 9.
constexpr bool is_terminal(Kind k) {
  return is_suited(k) && (number_of(k) == 1 || number_of(k) == 9);
}
/// 么九牌: a terminal or an honour.
constexpr bool is_orphan(Kind k) {
  return is_terminal(k) || is_honour(k);
}
/// A suited 2 to 8.
constexpr bool is_simple(Kind k) {
  return is_suited(k) && !is_terminal(k);
}
/// 東 南 西 北.
constexpr bool is_wind(Kind k) {
  return k >= kEast && k <= kNorth;
}
/// 白 發 中.
constexpr bool is_dragon(Kind k) {
  return k >= kWhite && k <= kRed;
}

/// How many of each kind: a hand, a wall, what a player has seen. Counts stay small (at most 8 in
/// the 8-copy wall), and a fixed array of bytes keeps the hot paths free of allocation.
using Counts = std::array<std::uint8_t, kKinds>;

/// The number of tiles counted.
int total(const Counts& counts);
/// Adds (or, with a negative `n`, removes) copies of one kind; the caller keeps counts in range.
inline void add(Counts& counts, Kind k, int n = 1) {
  counts[k] = static_cast<std::uint8_t>(counts[k] + n);
}

/// The copies a game's set has of each kind: a parameter, not a constant, because the 清一色ゲーム
/// wall has 8 of each tile of one suit, 4 of 1m, 9m and the honours, and none of the rest.
using CopyLimits = Counts;

/// `copies` of every kind: 4 in the standard 136-tile set.
CopyLimits uniform_limits(int copies = 4);
/// The 清一色ゲーム wall of one hand: `suit` 1..9 × 8, 1m, 9m and the honours × 4, nothing else
/// (108 tiles). `suit` is pin or sou; the wall alternates between them hand by hand.
CopyLimits flush_wall_limits(Suit suit);

/// The dora a face-up indicator names: the next kind in its cycle (1..9 of a suit, 東南西北,
/// 白發中), skipping kinds the set does not have (limit 0). With the 清一色ゲーム wall, whose manzu
/// holds only 1m and 9m, 1m indicates 9m and 9m indicates 1m. An indicator alone in its cycle
/// names itself.
Kind dora_after(Kind indicator, const CopyLimits& limits);

/// One physical tile. A red five is a copy of an ordinary five with a mark, not a kind of its own:
/// it makes every shape a plain five makes, and only scoring and copy checks look at the mark.
struct Tile {
  Kind kind = kNoKind;  ///< the kind
  bool red = false;     ///< a red five
  /// Field by field.
  friend bool operator==(const Tile&, const Tile&) = default;
};

/// Only the fives of the three suits come red.
constexpr bool may_be_red(Kind k) {
  return is_suited(k) && number_of(k) == 5;
}

/// How many red copies each suit's five has (a rule option; 清一色東天紅's default is one per
/// physical 4-tile set, so 2 red 5p and 2 red 5s in its 8-copy wall).
struct RedFives {
  std::array<std::uint8_t, 3> per_suit{};  ///< man, pin, sou
  /// The red copies of `k`'s five (0 for any other kind).
  int limit(Kind k) const { return may_be_red(k) ? per_suit[static_cast<int>(suit_of(k))] : 0; }
};

/// The counts of some tiles, and how many of them are red.
Counts counts_of(std::span<const Tile> tiles);
/// How many of `tiles` are red.
int red_count(std::span<const Tile> tiles);

/// A set of kinds in one word: the waits of a hand, the kinds a player has discarded.
class KindSet {
 public:
  constexpr KindSet() = default;
  /// Whether `k` is in the set.
  constexpr bool contains(Kind k) const { return k < kKinds && ((bits_ >> k) & 1U) != 0; }
  /// Adds `k`.
  constexpr void insert(Kind k) { bits_ |= std::uint64_t{1} << k; }
  /// Removes `k`.
  constexpr void erase(Kind k) { bits_ &= ~(std::uint64_t{1} << k); }
  /// The number of kinds in the set.
  constexpr int size() const { return std::popcount(bits_); }
  /// Whether the set has no kind.
  constexpr bool empty() const { return bits_ == 0; }
  /// Whether the sets share a kind.
  constexpr bool intersects(const KindSet& o) const { return (bits_ & o.bits_) != 0; }
  /// The set as bits: bit k for kind k.
  constexpr std::uint64_t bits() const { return bits_; }
  /// The same kinds.
  friend constexpr bool operator==(const KindSet&, const KindSet&) = default;

  /// The kinds in increasing order.
  class iterator {
   public:
    /// The kinds of the bits `rest`, lowest first.
    constexpr explicit iterator(std::uint64_t rest) : rest_(rest) {}
    /// The current kind.
    constexpr Kind operator*() const { return static_cast<Kind>(std::countr_zero(rest_)); }
    /// The next kind.
    constexpr iterator& operator++() {
      rest_ &= rest_ - 1;
      return *this;
    }
    /// The same kinds left.
    friend constexpr bool operator==(const iterator&, const iterator&) = default;

   private:
    std::uint64_t rest_;
  };
  /// The lowest kind.
  constexpr iterator begin() const { return iterator(bits_); }
  /// Past the highest kind.
  constexpr iterator end() const { return iterator(0); }

 private:
  std::uint64_t bits_ = 0;
};

}  // namespace paipu::mahjong
