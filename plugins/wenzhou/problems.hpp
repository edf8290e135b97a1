// How the rules core words a problem: one error with its code and the piece it is about, and a
// seat as records write it.
#pragma once

#include <string>
#include <vector>

#include "paipu/event.hpp"
#include "paipu/trick/basics.hpp"

namespace paipu::wenzhou {

inline std::vector<Problem> one(const char* code, std::string message, int piece = -1) {
  return {Problem{Severity::error, code, std::move(message), piece}};
}

inline std::string seat_text(int s) {
  return trick::seat_name(s);
}

}  // namespace paipu::wenzhou
