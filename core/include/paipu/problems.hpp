/// @file
/// How a rules core words a problem: one error with its code and the piece it is about, which a
/// step returns at its first fault.
#pragma once

#include <string>
#include <vector>

#include "paipu/event.hpp"

namespace paipu {

/// A list of one error with `code`, `message` and the index of the piece it is about (-1: the whole
/// event).
inline std::vector<Problem> one(const char* code, std::string message, int piece = -1) {
  return {Problem{Severity::error, code, std::move(message), piece}};
}

}  // namespace paipu
