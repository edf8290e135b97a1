// The rule sets the tests use: standard riichi mahjong (for published vectors), and the shapes of
// 温州麻雀 and 清一色東天紅 as the kit's parameters express them.
#pragma once

#include "paipu/mahjong.hpp"

// MJTEST_SANITIZED: built with AddressSanitizer (GCC says so with __SANITIZE_ADDRESS__, clang with
// __has_feature), where the brute-force checks run some 30 times slower and take fewer hands.
#if defined(__SANITIZE_ADDRESS__)
#define MJTEST_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MJTEST_SANITIZED 1
#endif
#endif

namespace mjtest {

using namespace paipu::mahjong;

// 14 tiles; 七対子 of 7 different pairs; 国士無双; no wilds.
inline WinRules riichi() {
  WinRules r;
  r.all_pairs = true;
  r.distinct_pairs = true;
  r.orphans = thirteen_orphans();
  return r;
}

// 17 tiles: a pair and 5 melds, 八対 (4 copies are 2 pairs), 3 財神 win alone; 財神 stand for
// anything and are `face` at face value.
inline WinRules wenzhou(Kind face = kind_of(Suit::man, 2)) {
  WinRules r;
  r.melds = 5;
  r.all_pairs = true;
  r.wilds_win = 3;
  r.wild_scope = WildScope::any;
  r.wild_face = face;
  return r;
}

// 14 tiles in a wall of `suit`: 七対子 with 4/6/8 copies, its own 国士無双; 白 stands for honours.
inline WinRules chinton(Suit suit = Suit::pin) {
  WinRules r;
  r.all_pairs = true;
  r.orphans = flush_orphans(suit);
  r.wild_scope = WildScope::honours;
  r.wild_face = kWhite;
  return r;
}

}  // namespace mjtest
