// Test support shared by the variants' tests: a problem's references as text, one line each, so a
// test compares them with one string.
#pragma once

#include <string>

#include "paipu/event.hpp"

namespace paipu::testing_support {

// "step/piece note" per reference, in order.
inline std::string references(const Problem& p) {
  std::string s;
  for (const Reference& r : p.related)
    s += std::to_string(r.step) + "/" + std::to_string(r.piece) + " " + r.note + "\n";
  return s;
}

}  // namespace paipu::testing_support
