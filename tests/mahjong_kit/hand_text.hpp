// Hands written as in most mahjong tools: digits then their suit ("123m456p11z"), honours also as
// letters E S W N P F C (東南西北白發中), and '*' for a wild tile. For the tests only: the games
// spell their tiles through their piece tables.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>

#include "paipu/mahjong.hpp"

namespace mjtest {

using namespace paipu::mahjong;

inline Hand hand(std::string_view text, int melds = 0) {
  Hand h;
  h.melds = melds;
  std::string digits;
  for (char ch : text) {
    if (ch >= '0' && ch <= '9') {
      digits += ch;
    } else if (ch == 'm' || ch == 'p' || ch == 's' || ch == 'z') {
      const Suit suit = ch == 'm'   ? Suit::man
                        : ch == 'p' ? Suit::pin
                        : ch == 's' ? Suit::sou
                                    : Suit::honour;
      for (char d : digits) add(h.concealed, kind_of(suit, d - '0'));
      digits.clear();
    } else if (ch == '*') {
      ++h.wilds;
    } else if (ch != ' ') {
      const std::string_view letters = "ESWNPFC";
      const auto at = letters.find(ch);
      if (at == std::string_view::npos) throw std::invalid_argument(std::string(text));
      add(h.concealed, static_cast<Kind>(kEast + at));
    }
  }
  if (!digits.empty()) throw std::invalid_argument(std::string(text));
  return h;
}

inline Kind tile(std::string_view text) {
  const Hand h = hand(text);
  for (Kind k = 0; k < kKinds; ++k)
    if (h.concealed[k] > 0) return k;
  throw std::invalid_argument(std::string(text));
}

inline std::string name(Kind k) {
  if (is_honour(k)) return std::string(1, "ESWNPFC"[k - kEast]);
  return std::to_string(number_of(k)) + "mps"[k / 9];
}

// "1m 4m *": the kinds in order, then '*' when a wild completes the hand.
inline std::string text(const Waits& w) {
  std::string out;
  for (Kind k : w.kinds) {
    if (!out.empty()) out += ' ';
    out += name(k);
  }
  if (w.wild) out += out.empty() ? "*" : " *";
  return out;
}

inline std::string text(const KindSet& s) {
  return text(Waits{s, false});
}

}  // namespace mjtest
