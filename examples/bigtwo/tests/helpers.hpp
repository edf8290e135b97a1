// Test helpers: events written as record lines, and hands to apply them to.
#pragma once

#include <string>
#include <vector>

#include "hand.hpp"

namespace bt_test {

// "S play ♥K ♠K", "E deal ♦3 ♠A", "W pass": a seat, a verb and cards by code or name, one per
// token. The installed SDK has no notation reader (that is the host's), so the tests resolve lines
// themselves.
paipu::Event ev(const std::string& line);

// A hand dealt by `dealer`.
bigtwo::Hand new_hand(int dealer = 0, bigtwo::Options options = {});

// Applies each line and fails the test at the first one that is rejected.
void play(bigtwo::Hand& h, const std::vector<std::string>& lines);

// Applies a line that must be rejected with one error, checks that the hand did not change, and
// returns the problem.
paipu::Problem reject(bigtwo::Hand& h, const std::string& line);

// The deals of hand 1 of samples/match.paipu (docs/variants/bigtwo.md works it out).
inline const std::vector<std::string> kDeals = {
    "E deal ♦3 ♦4 ♣5 ♥6 ♠7 ♦8 ♣8 ♥8 ♥Q ♠Q ♦2 ♣2 ♥2",
    "S deal ♥3 ♥4 ♥5 ♥7 ♥10 ♠2 ♦J ♣J ♣3 ♠3 ♦5 ♠5 ♦6",
    "W deal ♥K ♠K ♦9 ♣9 ♥9 ♠6 ♦7 ♣7 ♠8 ♠9 ♥J ♠J ♦Q",
    "N deal ♠10 ♣10 ♦10 ♠4 ♣4 ♣6 ♣Q ♦K ♣K ♦A ♣A ♥A ♠A",
};
// Its plays: five rounds, E out with a full house.
inline const std::vector<std::string> kPlays = {
    "E play ♦3 ♦4 ♣5 ♥6 ♠7",
    "S play ♥3 ♥4 ♥5 ♥7 ♥10",
    "W pass",
    "N play ♠10 ♣10 ♦10 ♠4 ♣4",
    "E pass",
    "S pass",
    "W pass",
    "N play ♣6",
    "E pass",
    "S play ♠2",
    "W pass",
    "N pass",
    "E pass",
    "S play ♦J ♣J",
    "W play ♥K ♠K",
    "N pass",
    "E pass",
    "S pass",
    "W play ♦9 ♣9 ♥9",
    "N pass",
    "E play ♦2 ♣2 ♥2",
    "S pass",
    "W pass",
    "N pass",
    "E play ♦8 ♣8 ♥8 ♥Q ♠Q",
};

}  // namespace bt_test
