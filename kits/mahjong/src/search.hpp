// The searches behind paipu/mahjong/shapes.hpp, one per shape; shapes.cpp checks the hand's size
// and dispatches. Private to the kit.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>

#include "paipu/mahjong/shapes.hpp"

namespace paipu::mahjong::detail {

// The 34 counts as four 8-byte words and the two bytes left, for the checks that look at every
// kind at once.
struct CountWords {
  std::array<std::uint64_t, 4> words{};
  std::uint64_t rest = 0;

  explicit CountWords(const Counts& c) {
    std::memcpy(words.data(), c.data(), sizeof(words));
    std::memcpy(&rest, c.data() + sizeof(words), c.size() - sizeof(words));
  }

  // How many kinds have an odd count.
  int odd_kinds() const {
    // The low bit of each byte, added up into the top byte by the multiplication.
    constexpr std::uint64_t kLow = 0x0101010101010101ULL;
    int n = static_cast<int>(((rest & kLow) * kLow) >> 56U);
    for (std::uint64_t w : words) n += static_cast<int>(((w & kLow) * kLow) >> 56U);
    return n;
  }
};

// Each takes a hand of the complete size.
bool standard_complete(const Hand& hand, const WinRules& rules);
bool visit_standard(const Hand& hand, const WinRules& rules,
                    const VisitorRef<Decomposition>& visit);

bool pairs_complete(const Hand& hand, const WinRules& rules);
bool visit_pairs(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit);

bool orphans_complete(const Hand& hand, const WinRules& rules);
bool visit_orphans(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit);

}  // namespace paipu::mahjong::detail
