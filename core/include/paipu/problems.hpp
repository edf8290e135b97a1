// How a rules core words a problem: one error with its code and the piece it is about, which a
// step returns at its first fault.
#pragma once

#include <string>
#include <vector>

#include "paipu/event.hpp"

namespace paipu {

inline std::vector<Problem> one(const char* code, std::string message, int piece = -1) {
  return {Problem{Severity::error, code, std::move(message), piece}};
}

}  // namespace paipu
