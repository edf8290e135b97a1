// Helpers for the 清一色東天紅 tests (tests/support/mahjong_records.hpp) and a one-hand record.
#pragma once

#include <string>

#include "../support/mahjong_records.hpp"
#include "chinton.hpp"

namespace cttest {

using namespace mjtest;

inline Replayed replay(const std::string& text) {
  return replay_with(paipu::chinton::make_variant(), text);
}

// A record of one hand on a pinzu wall, E dealing, indicator 3p (dora 4p), then `events` from
// line 7 on (line 8 with rule tags; `tags` are more hand tags, each on a line of its own).
inline std::string hand(const std::string& events, const std::string& rules = "",
                        const std::string& tags = "") {
  return "[Variant \"chinton\"]\n" + (rules.empty() ? "" : rules + "\n") +
         "\nhand 1\n[Dealer \"E\"]\n[Wall \"p\"]\n" + tags + "indicator 3p\n" + events;
}

// A record of one hand on a souzu wall, E dealing, its indicator among `events`.
inline std::string souzu_hand(const std::string& events, const std::string& rules = "") {
  return "[Variant \"chinton\"]\n" + rules + "\nhand 1\n[Dealer \"E\"]\n[Wall \"s\"]\n" + events;
}

// The seats' deltas of a replayed hand.
inline std::vector<long long> deltas(const Replayed& r, std::size_t hand = 0) {
  if (hand >= r.hands.size()) return {};
  return r.hands[hand].settlement.deltas;
}

}  // namespace cttest
