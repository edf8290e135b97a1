#include "paipu/mahjong/tiles.hpp"

#include <array>
#include <cstring>

namespace paipu::mahjong {

int total(const Counts& counts) {
  // Eight counts at a time: the multiplication adds a word's bytes into its top byte.
  constexpr std::uint64_t kBytes = 0x0101010101010101ULL;
  std::array<std::uint64_t, 4> words{};
  std::memcpy(words.data(), counts.data(), sizeof(words));
  int n = counts[32] + counts[33];
  for (std::uint64_t w : words) n += static_cast<int>((w * kBytes) >> 56);
  return n;
}

CopyLimits uniform_limits(int copies) {
  CopyLimits limits;
  limits.fill(static_cast<std::uint8_t>(copies));
  return limits;
}

CopyLimits flush_wall_limits(Suit suit) {
  CopyLimits limits{};
  for (int n = 1; n <= 9; ++n) limits[kind_of(suit, n)] = 8;
  limits[kind_of(Suit::man, 1)] = 4;
  limits[kind_of(Suit::man, 9)] = 4;
  for (Kind k = kEast; k < kKinds; ++k) limits[k] = 4;
  return limits;
}

Kind dora_after(Kind indicator, const CopyLimits& limits) {
  // The cycle the indicator belongs to: its first kind and its length.
  int first = 0, length = 9;
  if (is_wind(indicator)) {
    first = kEast;
    length = 4;
  } else if (is_dragon(indicator)) {
    first = kWhite;
    length = 3;
  } else {
    first = indicator - indicator % 9;
  }
  for (int step = 1; step < length; ++step) {
    const auto k = static_cast<Kind>(first + (indicator - first + step) % length);
    if (limits[k] > 0) return k;
  }
  return indicator;
}

Counts counts_of(std::span<const Tile> tiles) {
  Counts counts{};
  for (const Tile& t : tiles)
    if (t.kind < kKinds) add(counts, t.kind);
  return counts;
}

int red_count(std::span<const Tile> tiles) {
  int n = 0;
  for (const Tile& t : tiles) n += t.red ? 1 : 0;
  return n;
}

}  // namespace paipu::mahjong
