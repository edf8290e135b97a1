// Test helpers: events written as record lines, and hands to apply them to.
#pragma once

#include <string>
#include <vector>

#include "hand.hpp"

namespace ft_test {

// "S play HK", "E deal SA SK H10 DQ": a seat, a verb and cards by code or name, one per token. The
// installed SDK has no notation reader (that is the host's), so the tests resolve lines themselves.
paipu::Event ev(const std::string& line);

// A hand whose dealer (and first leader) is `dealer`.
fourtricks::Hand new_hand(int dealer = 0, fourtricks::Options options = {});

// Applies each line and fails the test at the first one that is rejected.
void play(fourtricks::Hand& h, const std::vector<std::string>& lines);

// Applies a line that must be rejected with one error, checks that the hand did not change, and
// returns the problem.
paipu::Problem reject(fourtricks::Hand& h, const std::string& line);

// The deals and the 16 plays of the hand worked out in README.md: E and S take two tricks each, S
// the fourth.
inline const std::vector<std::string> kReadmeHand = {
    "E deal SA SK H10 DQ", "S deal SQ HA DA C10", "W deal S10 HK DK CA", "N deal HQ D10 CK CQ",
    "E play SA",           "S play SQ",           "W play S10",          "N play CQ",
    "E play SK",           "S play C10",          "W play CA",           "N play D10",
    "E play H10",          "S play HA",           "W play HK",           "N play HQ",
    "S play DA",           "W play DK",           "N play CK",           "E play DQ",
};

}  // namespace ft_test
