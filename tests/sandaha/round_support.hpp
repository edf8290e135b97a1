// Short 三打哈 hands for the round tests: 4 seats of 3 cards, a kitty of 1 or 2, spades trump,
// so that every trick can be worked out by hand. Cards are written "♥A ♥9 ♠5" or "HA H9 S5".
#pragma once

#include <gtest/gtest.h>

#include <array>
#include <initializer_list>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "round.hpp"

namespace sdhround {

using namespace paipu::sandaha;
using paipu::PieceId;
using paipu::Problem;
using paipu::Severity;

constexpr int E = 0, S = 1, W = 2, N = 3;

// "♥A ♥9 ♠5" or "HA H9 S5" → cards.
inline std::vector<PieceId> cards(const std::string& text) {
  std::vector<PieceId> out;
  std::istringstream in(text);
  for (std::string w; in >> w;) {
    if (w == "*") {
      out.push_back(paipu::kUnknownPiece);
      continue;
    }
    const auto& table = paipu::sandaha::piece_table();
    bool found = false;
    for (const auto& p : table)
      if (p.code == w || p.name == w) {
        out.push_back(p.id);
        found = true;
        break;
      }
    EXPECT_TRUE(found) << w;
  }
  return out;
}

inline std::string codes(const std::vector<Problem>& ps) {
  std::string s;
  for (const Problem& p : ps) s += (s.empty() ? "" : " ") + p.code;
  return s;
}

inline bool ok(const std::vector<Problem>& ps) {
  for (const Problem& p : ps)
    if (p.severity == Severity::error) return false;
  return true;
}

struct Hand {
  Round round;
  std::vector<std::string> notes;
  int step = 0;

  Hand(int kitty, Rules rules, int first) : round(Layout{4, 3, kitty, Deck::full}, rules, first) {}
  std::vector<Problem> play(int s, const char* c) { return round.play(s, cards(c), ++step, notes); }
  std::vector<Problem> challenge(int s, const char* c) {
    return round.challenge(s, cards(c), ++step, notes);
  }
};

// W declares at 75, takes ♦5 ♣10, buries ♣K ♦5 and names spades.
inline Hand dealt_and_declared(Rules rules = {}) {
  Hand h(2, rules, S);
  EXPECT_TRUE(ok(h.round.deal(E, cards("HA HK S5"))));
  EXPECT_TRUE(ok(h.round.deal(S, cards("HQ H10 DA"))));
  EXPECT_TRUE(ok(h.round.deal(W, cards("H9 H9 CK"))));
  EXPECT_TRUE(ok(h.round.deal(N, cards("H8 H6 SK"))));
  for (auto [s, bid] : {std::pair{S, std::optional<int>(80)},
                        {W, 75},
                        {N, std::nullopt},
                        {E, std::nullopt},
                        {S, std::nullopt}})
    EXPECT_TRUE(ok(h.round.call(s, bid)));
  EXPECT_EQ(h.round.auction().declarer(), W);
  EXPECT_TRUE(ok(h.round.take(W, cards("D5 C10"))));
  EXPECT_TRUE(ok(h.round.bury(W, cards("CK D5"))));
  EXPECT_TRUE(ok(h.round.name_trump(W, Suit::spades)));
  return h;
}

// Plays each (seat, cards) in turn, expecting no problem with any.
inline void play_cleanly(Hand& h, std::initializer_list<std::pair<int, const char*>> plays) {
  for (auto [s, c] : plays) EXPECT_EQ(codes(h.play(s, c)), "") << c;
}

// Deals the four hands (E, S, W, N), lets `declarer` bid `bid` with the others passing after it,
// takes and buries the one-card `kitty` and names spades.
inline Hand declared(int declarer, int bid, const std::array<const char*, 4>& deals,
                     const char* kitty, Rules rules = {}, const char* bury = nullptr) {
  Hand h(1, rules, declarer);
  for (int s = 0; s < 4; ++s)
    EXPECT_TRUE(ok(h.round.deal(s, cards(deals[static_cast<std::size_t>(s)]))));
  EXPECT_TRUE(ok(h.round.call(declarer, bid)));
  for (int k = 1; k < 4 && !h.round.auction().over(); ++k)
    EXPECT_TRUE(ok(h.round.call((declarer + k) % 4, std::nullopt)));
  EXPECT_TRUE(ok(h.round.take(declarer, cards(kitty))));
  EXPECT_TRUE(ok(h.round.bury(declarer, cards(bury ? bury : kitty))));
  EXPECT_TRUE(ok(h.round.name_trump(declarer, Suit::spades)));
  return h;
}

// W throws ♥A with the pair ♥9 ♥9; N holds the higher pair ♥10 ♥10.
inline Hand throw_ready(Rules rules = {}) {
  Hand h = declared(W, 80, {"DA DK DQ", "CA CK CQ", "HA H9 H9", "H10 H10 C5"}, "D5", rules);
  EXPECT_TRUE(ok(h.play(W, "HA H9 H9")));
  return h;
}

}  // namespace sdhround
