// Small helpers shared by the files that implement TianjiuHand (hand.cpp, jie.cpp, moves.cpp).
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "combos.hpp"
#include "paipu/event.hpp"
#include "paipu/trick.hpp"
#include "scoring.hpp"

namespace paipu::tianjiu::detail {

inline std::string num(long long n) {
  return std::to_string(n);
}

// The combination a play was recorded with (Play::kind holds the Cls).
inline Combo combo_of(const trick::Play& p) {
  return {static_cast<Cls>(p.kind), static_cast<int>(p.strength)};
}

}  // namespace paipu::tianjiu::detail
