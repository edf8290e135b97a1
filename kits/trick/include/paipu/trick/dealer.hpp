/// @file
/// The dealer from hand to hand: a game's Conventions (who leads trick 1, who deals next, whether
/// there is a multiplier), and the multiplier's progression where there is one: the session's first
/// dealer, a dealer who took over by winning, and +1 for each consecutive win as dealer. 打天九
/// (仮親 ×1, then 2, k+2) and 打棋子 (×1, then 2, 3, 4 ...) both fit.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <cstdint>

#include "paipu/trick/table.hpp"

namespace paipu::trick {

/// Who leads a hand's first trick. No trick game's habit is the kit's: each game chooses (打天九
/// and 打棋子: the dealer; Whist: the seat after the dealer).
enum class FirstLead : std::uint8_t {
  dealer,        ///< the dealer leads trick 1
  after_dealer,  ///< the seat after the dealer (E after N) leads trick 1
  /// The game names the first leader itself (Hearts: the holder of ♣2): the kit expects no seat
  /// until the game calls Table::set_leader, checks no seat's right to lead trick 1 before that,
  /// and infers no dealer from the first lead.
  by_game,
};
/// Who deals the next hand.
enum class NextDeal : std::uint8_t {
  winner,   ///< the hand's (first) winner; a dealer who keeps winning keeps dealing, with a streak
  rotates,  ///< the seat after the dealer, whoever won
};
/// Whether the dealer plays for a multiplier (打天九's and 打棋子's 親倍数: DealerRule::label
/// names it) that notes, warnings and the dealer's seat figure show.
enum class Stake : std::uint8_t {
  dealer_multiplier,  ///< DealerRule's progression: ×1, ×2, ×3 …
  none,               ///< no multiplier: nothing says "×1"
};

/// A game's answer to the three questions above. Every member must be given (there is no default
/// constructor), so a game built on the kit states its conventions where the reader sees them:
/// `Options::conventions()` returns one, and HandBase and Match follow it.
struct Conventions {
  /// All three, explicitly.
  constexpr Conventions(FirstLead lead, NextDeal deal, Stake multiplier)
      : first_lead(lead), next_deal(deal), stake(multiplier) {}
  FirstLead first_lead;  ///< who leads trick 1
  NextDeal next_deal;    ///< who deals the next hand
  Stake stake;           ///< whether the dealer has a multiplier

  /// The seat that leads trick 1 when `dealer` deals (-1: unknown, and so is the leader).
  int first_leader(int dealer, int seats) const {
    if (dealer < 0 || first_lead == FirstLead::by_game) return -1;
    return first_lead == FirstLead::dealer ? dealer : (dealer + 1) % seats;
  }
  /// The dealer a first lead by `leader` implies (-1: none, where the game names the leader).
  int dealer_for_leader(int leader, int seats) const {
    if (first_lead == FirstLead::by_game) return -1;
    return first_lead == FirstLead::dealer ? leader : (leader + seats - 1) % seats;
  }
  /// Whether the game has a dealer multiplier.
  bool has_stake() const { return stake == Stake::dealer_multiplier; }
};

/// The dealer leads, the winner deals next, with a multiplier: a preset for a game that chooses it
/// by name. Nothing in the kit falls back on it (打天九 and 打棋子 spell their conventions out).
inline constexpr Conventions kDealerLeadsWinnerDeals{FirstLead::dealer, NextDeal::winner,
                                                     Stake::dealer_multiplier};

/// The dealer multiplier's progression and the words for it, read only where the game has a stake
/// (Stake::dealer_multiplier). The defaults are no game's: every dealer starts at ×1 and climbs by
/// one per consecutive win; 打天九 sets 1 and 2 (a new dealer ×2) and its words.
struct DealerRule {
  int first = 1;  ///< the session's first dealer
  int fresh = 1;  ///< a dealer who has just taken over by winning
  /// Whether the first dealer's own win counts as a consecutive win (fresh + 1) or as a fresh
  /// start.
  bool first_win_repeats = false;
  /// Consecutive wins that leave the multiplier at `fresh` before it starts to climb: 0 gives
  /// fresh, fresh + 1, fresh + 2 ...; 1 gives fresh, fresh, fresh + 1 ...
  int free_repeats = 0;
  /// What the game calls the multiplier in notes and warnings ("multiplier ×2"; 打天九 sets
  /// 親倍数). Read only where the game has a stake, and never empty there: a bare "×2" in a note
  /// would not say what is multiplied.
  std::string_view label = "multiplier";
  /// What the game calls a dealer's win that keeps the deal, added in brackets to the Dealer tag's
  /// warning ("assumed to have won as dealer (連荘)" in 打天九); empty: nothing added.
  std::string_view repeat = "";
};

/// Who deals and how the dealer's multiplier stands, across hands.
struct Dealer {
  int seat = -1;      ///< -1: unknown, e.g. after a hand whose outcome the record does not show
  int previous = -1;  ///< the last seat known to deal, kept while `seat` is unknown
  int streak = 0;     ///< consecutive wins as dealer
  bool first = true;  ///< still the session's first dealer

  /// The dealer's multiplier under `r`.
  int multiplier(const DealerRule& r) const {
    if (first) return r.first;
    return r.fresh + (streak > r.free_repeats ? streak - r.free_repeats : 0);
  }
  /// The hand's winner deals next.
  void advance(int winner, const DealerRule& r);
  /// The hand's outcome is unknown: so is the next dealer.
  void lose_track();
  /// Learns the dealer after lose_track(): staying in the seat can only mean a win as dealer.
  void resume(int dealer, const DealerRule& r);
};

/// The seat a `Dealer` hand tag names: E S W N, or 東 南 西 北; -1 for anything else.
int seat_from_tag(const std::string& value, int seats);

/// The problem codes a variant gives the three things a `Dealer` tag can go wrong with.
struct DealerTagCodes {
  std::string bad;        ///< error: the tag names no seat; it is ignored
  std::string disagrees;  ///< warning: another seat than the conventions name; the tag wins
  std::string unknown;    ///< warning: the previous hand did not finish, so its winner is unknown
};

/// Reads a hand's `Dealer` tag into `d`, as the match starts the hand, by the game's Conventions:
///   - the first hand of a match: the tag names the session's first dealer (default: `d` as is);
///   - after a finished hand: the seat NextDeal names deals (the winner, or the seat after the last
///     dealer); a tag naming another seat is followed, with a warning that words the game's rule
///     (under NextDeal::winner that seat deals as a new dealer);
///   - after a broken hand (lose_track): the tag says who deals (under NextDeal::winner, staying in
///     the seat counts as a win as dealer); without a tag the dealer stays unknown until the
///     hand's first lead.
/// Without a stake the warnings name no multiplier.
void take_dealer_tag(const std::map<std::string, std::string>& tags, bool first_hand, int seats,
                     const DealerRule& r, const Conventions& conventions,
                     const DealerTagCodes& codes, Dealer& d, std::vector<Problem>& problems);

/// Who deals after a finished hand that `winner` won (Conventions::next_deal); the multiplier
/// climbs while a winner who deals keeps winning.
void advance_dealer(Dealer& d, int winner, int seats, const DealerRule& r,
                    const Conventions& conventions);

/// A hand whose dealer is still unknown at its first lead (after a broken hand, with no Dealer tag)
/// takes the dealer that lead implies (Conventions::dealer_for_leader; Dealer::resume) and lets the
/// leader lead. Call it only once the lead has passed every check.
void dealer_from_lead(Dealer& d, const DealerRule& r, const Conventions& conventions, Table& table,
                      int leader);
/// The note that says so, once dealer_from_lead() has run: "the dealer is taken from the first
/// lead: S, multiplier ×2" (DealerRule::label); "… S leads, so E deals" when the seat after the
/// dealer leads; no multiplier without a stake.
std::string dealer_from_lead_note(const Dealer& d, const DealerRule& r,
                                  const Conventions& conventions, int leader, int seats);

}  // namespace paipu::trick
