// A hand's 34 counts as five 64-bit words of bytes (the fifth holds kinds 32 and 33), for the
// checks and counts that look at every kind at once: a loop over the kinds costs a branch a kind
// that the predictor loses on random hands. Private to the kit.
//
// Every operation assumes each byte below 128 and the bytes of a word adding up to less than 256,
// which a hand of at most 18 tiles (as every shape counts them) keeps.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong::detail {

inline constexpr std::uint64_t kLowBits = 0x0101010101010101ULL;
inline constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;
inline constexpr std::uint64_t kLowSeven = 0x7F7F7F7F7F7F7F7FULL;

// 0x01 in each byte of `x` that is not zero.
constexpr std::uint64_t nonzero_bytes(std::uint64_t x) {
  return ((((x & kLowSeven) + kLowSeven) | x) & kHighBits) >> 7U;
}

// The sum of a word's bytes: the multiplication adds them up into the top byte.
constexpr int byte_sum(std::uint64_t x) {
  return static_cast<int>((x * kLowBits) >> 56U);
}

struct CountWords {
  static constexpr int kWords = 5;
  std::array<std::uint64_t, kWords> words{};

  CountWords() = default;
  explicit CountWords(const Counts& c) {
    std::memcpy(words.data(), c.data(), 32);
    words[4] = std::uint64_t{c[32]} | (std::uint64_t{c[33]} << 8U);
  }

  // 0x01 in the byte of each kind whose bit `kinds` sets.
  static CountWords of_kinds(std::uint64_t kinds) {
    CountWords out;
    for (int i = 0; i < kWords; ++i) {
      // Each of the eight bits copied into every byte, then the byte's own bit kept.
      const std::uint64_t eight = (kinds >> (8U * static_cast<unsigned>(i))) & 0xFFU;
      const std::uint64_t spread = (eight * kLowBits) & 0x8040201008040201ULL;
      out.words[static_cast<std::size_t>(i)] = nonzero_bytes(spread);
    }
    return out;
  }

  // How many kinds have an odd count.
  int odd_kinds() const {
    std::uint64_t odd = 0;
    for (std::uint64_t w : words) odd += w & kLowBits;
    return byte_sum(odd);
  }
};

}  // namespace paipu::mahjong::detail
