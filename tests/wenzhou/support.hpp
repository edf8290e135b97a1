// Helpers for the 温州麻雀 tests (tests/support/mahjong_records.hpp) and a one-hand record.
#pragma once

#include <string>

#include "../support/mahjong_records.hpp"
#include "wenzhou.hpp"

namespace wztest {

using namespace mjtest;

inline Replayed replay(const std::string& text) {
  return replay_with(paipu::wenzhou::make_variant(), text);
}

// A record of one hand: the header with any rule tags, E dealing, dice 4 3 and 1 4 (W breaks the
// wall, the indicator `indicator`), then `events` from line 8 on (line 9 with rule tags).
inline std::string hand(const std::string& indicator, const std::string& events,
                        const std::string& rules = "") {
  return "[Variant \"wenzhou\"]\n" + (rules.empty() ? "" : rules + "\n") +
         "\nhand 1\n[Dealer \"E\"]\nE dice 4 3\nW dice 1 4\nindicator " + indicator + "\n" + events;
}

}  // namespace wztest
