// How the rules core words a problem (paipu/problems.hpp), and a seat as records write it.
#pragma once

#include <string>

#include "paipu/problems.hpp"
#include "paipu/trick/basics.hpp"

namespace paipu::chinton {

inline std::string seat_text(int s) {
  return trick::seat_name(s);
}

}  // namespace paipu::chinton
