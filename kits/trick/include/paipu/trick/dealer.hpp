// Dealer multiplier progression: the session's first dealer, a dealer who took over by winning, and
// +1 for each consecutive win as dealer. 打天九 (仮親 ×1, then 2, k+2) and 打棋子 (×1, then 2, 3, 4
// ...) both fit.
// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/table.hpp"

namespace paipu::trick {

struct DealerRule {
  int first = 1;  // the session's first dealer
  int fresh = 2;  // a dealer who has just taken over by winning
  // Whether the first dealer's own win counts as a consecutive win (fresh + 1) or as a fresh start.
  bool first_win_repeats = false;
  // Consecutive wins that leave the multiplier at `fresh` before it starts to climb: 0 gives
  // fresh, fresh + 1, fresh + 2 ...; 1 gives fresh, fresh, fresh + 1 ...
  int free_repeats = 0;
  // What the game calls the multiplier in notes and warnings ("親倍数 ×2").
  std::string_view label = "親倍数";
};

struct Dealer {
  int seat = -1;      // -1: unknown, e.g. after a hand whose outcome the record does not show
  int previous = -1;  // the last seat known to deal, kept while `seat` is unknown
  int streak = 0;     // consecutive wins as dealer
  bool first = true;  // still the session's first dealer

  int multiplier(const DealerRule& r) const {
    if (first) return r.first;
    return r.fresh + (streak > r.free_repeats ? streak - r.free_repeats : 0);
  }
  // The hand's winner deals next.
  void advance(int winner, const DealerRule& r);
  // The hand's outcome is unknown: so is the next dealer.
  void lose_track();
  // Learns the dealer after lose_track(): staying in the seat can only mean a win as dealer.
  void resume(int dealer, const DealerRule& r);
};

// The seat a `Dealer` hand tag names: E S W N, or 東 南 西 北; -1 for anything else.
int seat_from_tag(const std::string& value, int seats);

// The problem codes a variant gives the three things a `Dealer` tag can go wrong with.
struct DealerTagCodes {
  std::string bad;        // error: the tag names no seat; it is ignored
  std::string disagrees;  // warning: another seat than the previous hand's winner; the tag wins
  std::string unknown;    // warning: the previous hand did not finish, so its winner is unknown
};

// Reads a hand's `Dealer` tag into `d`, as the match starts the hand:
//   - the first hand of a match: the tag names the session's first dealer (default: `d` as is);
//   - after a finished hand: the winner deals; a tag naming another seat is followed, with a
//     warning, and that seat deals as a new dealer;
//   - after a broken hand (lose_track): the tag says who deals, and staying in the seat counts as
//     a win as dealer; without a tag the dealer stays unknown until the hand's first lead.
void take_dealer_tag(const std::map<std::string, std::string>& tags, bool first_hand, int seats,
                     const DealerRule& r, const DealerTagCodes& codes, Dealer& d,
                     std::vector<Problem>& problems);

// A hand whose dealer is still unknown at its first lead (after a broken hand, with no Dealer tag)
// takes the leader as its dealer (Dealer::resume) and lets it lead. Call it only once the lead has
// passed every check.
void dealer_from_lead(Dealer& d, const DealerRule& r, Table& table, int seat);
// The note that says so, once dealer_from_lead() has run: "the dealer is taken from the first
// lead: S, 親倍数 ×2".
std::string dealer_from_lead_note(const Dealer& d, const DealerRule& r);

}  // namespace paipu::trick
