/// @file
/// Shaped plays for games with two identical decks (三打哈, 升級): a single card, a pair (both
/// copies of one card), a tractor (pairs at consecutive levels of one suit group) and a throw
/// (several units of one group led at once). The game gives each card its suit group and level; the
/// kit splits plays into units, checks the follow obligations by count, group and shape, decides
/// which play beats which, and which units could challenge a throw. Part of the trick kit
/// (paipu/trick.hpp includes every part).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "paipu/piece.hpp"

namespace paipu::trick {

/// Per card (indexed by PieceId): the suit group it follows as (every trump is in the trump group)
/// and its level in that group. A higher level beats a lower one; equal levels tie (the earlier
/// play wins); pairs at consecutive levels join into a tractor. Two cards pair only when they are
/// the same card (PieceId): two equal side-suit 7s of different suits are no pair. Levels lie in
/// 0..63 and piece ids below 256: the checks count them in fixed arrays.
struct CardOrder {
  std::vector<int> group;  ///< per card: its suit group
  std::vector<int> level;  ///< per card: its level within the group
  int trump = -1;          ///< the trump group; -1 when there is none

  /// The suit group `p` follows as.
  int group_of(PieceId p) const { return group[p]; }
  /// The level of `p` in its group.
  int level_of(PieceId p) const { return level[p]; }
  /// Whether `p` is a trump.
  bool is_trump(PieceId p) const { return trump >= 0 && group[p] == trump; }
};

/// A single, a pair or a tractor: a part of a lead or a follow.
struct Unit {
  int pairs = 0;               ///< 0: a single card; 1: a pair; k >= 2: a tractor of k pairs
  int top = 0;                 ///< the level of its highest card
  std::vector<PieceId> cards;  ///< its cards

  /// Its number of cards.
  int size() const { return pairs == 0 ? 1 : 2 * pairs; }
};

/// The units of cards that are all in one group: the longest tractors first (the highest among
/// equals), then pairs, then singles, each class strongest first.
std::vector<Unit> split_units(std::span<const PieceId> cards, const CardOrder& order);
/// The same into `units`, reusing its elements and their cards' storage: a game that keeps the
/// previous lead's units allocates nothing for the next.
void split_units_into(std::span<const PieceId> cards, const CardOrder& order,
                      std::vector<Unit>& units);

/// The group of `cards` when they are all in one, else -1 (a lead must be).
int common_group(std::span<const PieceId> cards, const CardOrder& order);

/// A lead: its group and its units as split_units gives them (one unit, or a throw).
struct Lead {
  int group = -1;           ///< the suit group of every card
  std::vector<Unit> units;  ///< its units, as split_units gives them

  /// Its number of cards.
  int cards() const {
    int n = 0;
    for (const Unit& u : units) n += u.size();
    return n;
  }
  /// Whether it is a throw: more than one unit.
  bool is_throw() const { return units.size() > 1; }
};
/// Nothing when the cards are not all in one group.
std::optional<Lead> make_lead(std::span<const PieceId> cards, const CardOrder& order);

/// The shape obligations of a follow (rule options of the games that use them).
struct ShapeRule {
  /// A tractor in the lead calls for a tractor (else only the number of pairs counts).
  bool tractors = true;
  /// A follower without a tractor as long as the lead's must play its longest shorter one (else
  /// any tractor of 2 pairs or more will do).
  bool longest_tractor = true;
  /// A lead without a tractor does not draw the pairs of the follower's tractors: only its other
  /// pairs are owed (else every pair is).
  bool protect_tractors = false;
};

/// How well `cards` (all of the lead's group) fill the lead's shape, compared lexicographically:
/// for each tractor of the lead, longest first, the length of the tractor that fills it (0 when
/// none does); then the number of pairs, at most as many as the lead holds (a tractor of k counts
/// k).
std::vector<int> shape_fill(const Lead& lead, std::span<const PieceId> cards,
                            const CardOrder& order, const ShapeRule& rule);

/// A broken follow obligation, in the order they are checked.
struct FollowFault {
  /// Which obligation is broken.
  enum class Kind {
    count,  ///< the number of cards
    group,  ///< the cards of the led group
    shape,  ///< the shape (pairs, tractors)
  };
  Kind kind = Kind::count;  ///< the obligation broken
  int must = 0;             ///< count: cards to play; group: cards of the led group to play
  int got = 0;              ///< count: cards played; group: cards of the led group played
  std::vector<int> could;   ///< shape: the fill the hand allowed (shape_fill)
  std::vector<int> made;    ///< shape: the fill of the play
};

/// Nothing when `play` from `hand` (before the play; known cards) keeps the obligations towards
/// `lead`: as many cards as were led; as many of the led group as the hand holds, up to that;
/// among those, the best shape the hand could make (shape_fill).
std::optional<FollowFault> follow_fault(const Lead& lead, std::span<const PieceId> hand,
                                        std::span<const PieceId> play, const CardOrder& order,
                                        const ShapeRule& rule);
/// The same with the hand as the record knows it, `known[id]` copies of each piece (Hands::
/// known_counts), and any copies of the play beyond them: the hand held those too, in slots the
/// record did not name.
std::optional<FollowFault> follow_fault_known(const Lead& lead, std::span<const int> known,
                                              std::span<const PieceId> play, const CardOrder& order,
                                              const ShapeRule& rule);

/// How strongly a play contends for the trick: trump over the led group, then a level (by default
/// that of its strongest unit of the lead's highest class: tractor, else pair, else single). A
/// later play wins only with a strictly greater strength.
struct Strength {
  bool trump = false;  ///< a trump contending against the led group
  int level = 0;       ///< its level
  /// Whether `b` beats `a`.
  friend bool operator<(const Strength& a, const Strength& b) {
    return a.trump != b.trump ? b.trump : a.level < b.level;
  }
};

/// What decides between plays that each beat a throw: the strongest unit of the lead's highest
/// class (tractor, else pair, else single); the highest card of the play; or every unit, a later
/// play winning only when each of its units beats the one at its place in the best play so far
/// (beats_unit_by_unit; the strength then only tells trumps from the led group).
enum class ThrowWinner { top_class, highest_card, all_units };

/// The lead's own strength.
Strength lead_strength(const Lead& lead, const CardOrder& order,
                       ThrowWinner by = ThrowWinner::top_class);

/// The strength of `play` when it beats every unit of the lead: all of it in the led group or all
/// of it trump, split into units of exactly the lead's shape (a tractor may be split into pairs
/// and singles, a pair into singles), each beating the unit of the lead it stands against. Of the
/// splits that do, the strongest (`by` matters only for a throw). Nothing when no split beats the
/// lead.
std::optional<Strength> beating_strength(const Lead& lead, std::span<const PieceId> play,
                                         const CardOrder& order,
                                         ThrowWinner by = ThrowWinner::top_class);

/// ThrowWinner::all_units: whether `play`, which beats the lead (beating_strength), also beats the
/// best play so far, `best` (the lead itself at first): all trumps against the led group, or split
/// in the lead's shape with each unit above the unit at its place in `best` (read at its strongest
/// where it splits several ways).
bool beats_unit_by_unit(const Lead& lead, std::span<const PieceId> play,
                        std::span<const PieceId> best, const CardOrder& order);

/// The units of a throw that `cards` could beat with a unit of the same kind and length in the led
/// group (never by trumping a side-suit throw): indices into lead.units.
std::vector<std::size_t> challengeable(const Lead& lead, std::span<const PieceId> cards,
                                       const CardOrder& order);

}  // namespace paipu::trick
