// Helpers for the mahjong variants' tests: tiles written as in the records ("1m2m3m東東", 白 as
// P), and those of records.hpp (a record replayed with its diagnostics kept, facts by name).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "paipu/mahjong/tiles.hpp"
#include "records.hpp"

namespace mjtest {

using paipu_test::read_file;
using paipu_test::replay_with;
using paipu_test::Replayed;
using paipu_test::Sample;

using namespace paipu;
using namespace paipu::mahjong;

// "1m2m3m" or "123m", honours as E S W N P F C or 東南西北白發中.
inline Counts tiles(std::string_view text) {
  Counts c{};
  std::string digits;
  const std::vector<std::pair<std::string_view, Kind>> honours{
      {"E", kEast},   {"S", kSouth},  {"W", kWest},   {"N", kNorth},  {"P", kWhite},
      {"F", kGreen},  {"C", kRed},    {"東", kEast},  {"南", kSouth}, {"西", kWest},
      {"北", kNorth}, {"白", kWhite}, {"發", kGreen}, {"中", kRed}};
  std::size_t i = 0;
  while (i < text.size()) {
    const char ch = text[i];
    if (ch >= '1' && ch <= '9') {
      digits += ch;
      ++i;
      continue;
    }
    if (ch == 'm' || ch == 'p' || ch == 's') {
      const Suit suit = ch == 'm' ? Suit::man : ch == 'p' ? Suit::pin : Suit::sou;
      for (char d : digits) add(c, kind_of(suit, d - '0'));
      digits.clear();
      ++i;
      continue;
    }
    if (ch == ' ') {
      ++i;
      continue;
    }
    bool found = false;
    for (const auto& [spelling, k] : honours)
      if (text.substr(i, spelling.size()) == spelling) {
        add(c, k);
        i += spelling.size();
        found = true;
        break;
      }
    if (!found) ADD_FAILURE() << "not a tile: " << text.substr(i);
    if (!found) break;
  }
  return c;
}

inline Kind tile(std::string_view text) {
  const Counts c = tiles(text);
  for (int k = 0; k < kKinds; ++k)
    if (c[static_cast<std::size_t>(k)] > 0) return static_cast<Kind>(k);
  return kNoKind;
}

}  // namespace mjtest
