// Hand-written hands shared by the tests. Each comment gives the face-up pieces the hand produces
// and its settlement, worked out by hand from the rules (docs/variants/daqizi.md), not from the
// implementation.
#pragma once

#include <string>

#include "helpers.hpp"

namespace dq_test {

// Full deal for hand D (32 pieces, each placed once).
inline const Lines kDealD = {
    "E deal 帥仕相俥傌炮兵兵",
    "S deal 車車馬馬砲砲卒卒",
    "W deal 將士士象象仕相卒",
    "N deal 俥傌炮兵兵兵卒卒",
};

// Hand D, dealer E. E takes two sequences (3 + 3 face up); S, with no trick won, takes the last
// trick, a pair, with 車車 over 兵兵. Face up E6 S2 W0 N0. With E the first dealer (×1): S pays E
// 2 (4 − 6 = −2), W and N pay S 5 each: E+2 S+8 W−5 N−5.
inline const Lines kPlayD = {
    "E play 帥仕相", "S pad 馬馬砲", "W pad 仕相卒", "N pad 兵兵兵",  // E 3
    "E play 俥傌炮", "S pad 砲卒卒", "W pad 將士象", "N pad 俥傌炮",  // E 6 (N only ties)
    "E play 兵兵",   "S play 車車",  "W pad 士象",   "N pad 卒卒",    // S 2, the last trick
};

// Hand L, dealer E, no deals written. On the last trick, a single, W (no trick won) shows 帥: it
// counts as face down, and S's 傌 wins. Face up E6 S2 W0 N0: E+2 S+8 W−5 N−5 at ×1.
inline const Lines kPlayL = {
    "E play 兵兵兵", "S pad ***", "W pad ***", "N pad ***",  // E 3
    "E play 俥俥",   "S pad **",  "W pad **",  "N pad **",   // E 5
    "E play 卒",     "S play 炮", "W pad *",   "N pad *",    // S 1
    "S play 象",     "W pad *",   "N pad *",   "E play 相",  // E 6
    "E play 馬",     "S play 傌", "W play 帥", "N pad *",    // S 2, the last trick
};

// `s` leads 兵兵兵兵兵 and 帥仕相 and nobody beats them: 8 face up, every other seat 0, so each
// pays 5 (× the multiplier when the dealer is involved).
inline Lines slam(int s) {
  const std::string seats = "ESWN";
  auto seat = [&](int i) { return std::string(1, seats[static_cast<std::size_t>(i % 4)]); };
  Lines out = {seat(s) + " play 兵兵兵兵兵"};
  for (int k = 1; k < 4; ++k) out.push_back(seat(s + k) + " pad *****");
  out.push_back(seat(s) + " play 帥仕相");
  for (int k = 1; k < 4; ++k) out.push_back(seat(s + k) + " pad ***");
  return out;
}

// The dealer `d` leads 卒卒卒卒卒; `w` beats it with 兵兵兵兵兵 and then leads 帥仕相: `w` holds 8,
// the others 0 and pay 5 each, the dealer × its multiplier.
inline Lines takeover(int d, int w) {
  const std::string seats = "ESWN";
  auto seat = [&](int i) { return std::string(1, seats[static_cast<std::size_t>(i % 4)]); };
  Lines out = {seat(d) + " play 卒卒卒卒卒"};
  for (int k = 1; k < 4; ++k)
    out.push_back(seat(d + k) + ((d + k) % 4 == w ? " play 兵兵兵兵兵" : " pad *****"));
  out.push_back(seat(w) + " play 帥仕相");
  for (int k = 1; k < 4; ++k) out.push_back(seat(w + k) + " pad ***");
  return out;
}

}  // namespace dq_test
