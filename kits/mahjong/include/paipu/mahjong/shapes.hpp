/// @file
/// Winning shapes: whether a hand is complete, and every way it is, with wild tiles. Part of the
/// mahjong kit (paipu/mahjong.hpp includes every part).
///
/// A hand is what the shapes need of a player's holding: the concealed natural tiles as counts, the
/// wild tiles held (not in the counts) and how many melds are already declared. Declared melds are
/// complete whatever they hold, so only their number matters here; a kan counts as one meld,
/// however many copies it has (清一色東天紅 kans the 5th..8th copies too).
///
/// Wilds (温州's 財神, 清一色東天紅's 白) stand for any kind their scope allows, or for their own
/// face. How many copies of a kind a hand holds is never limited here: the naturals are what the
/// hand has, and a wild may stand for a 5th copy (温州: the 財神 "何にでも化けられる";
/// 清一色東天紅: the 白 may be a 5th..8th honour). Copy limits matter to waits (waits.hpp).
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>
#include <utility>

#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong {

/// The tiles a shape is read from: concealed naturals by kind, wilds apart, and the declared melds.
struct Hand {
  Counts concealed{};  ///< natural tiles
  int wilds = 0;       ///< wild tiles held, concealed
  int melds = 0;       ///< melds declared (pon, chi, kan)

  /// The concealed tiles, wilds included.
  int tiles() const { return total(concealed) + wilds; }
};

/// Which kinds a wild tile may stand for.
enum class WildScope : std::uint8_t {
  none,     ///< the game has no wild tiles
  any,      ///< 温州's 財神: any tile
  honours,  ///< 清一色東天紅's 白: any honour, 北 and 5th..8th copies included
};

/// The shapes that win and how wilds take part in them: a game's winning rules.
struct WinRules {
  /// Melds in a complete hand: 4 (a 14-tile win) or 5 (温州: 17 tiles, 16 + 1).
  int melds = 4;
  /// A pair and `melds` melds (sequences and triplets).
  bool standard = true;
  /// Nothing but pairs, fully concealed: 七対子 (4 melds: 7 pairs) or 八対 (5 melds: 8 pairs and
  /// any one tile, which may match a pair).
  bool all_pairs = false;
  /// The pairs must be of different kinds (standard 七対子). Off, 4 copies are two pairs, 6 three
  /// and 8 four: 温州's 八対 and 清一色東天紅's 七対子 allow that.
  bool distinct_pairs = false;
  /// 国士無双: `orphans` (13 tiles) and one more of any kind in it, fully concealed; off when
  /// empty. thirteen_orphans() is the standard set, flush_orphans() 清一色東天紅's.
  Counts orphans{};
  /// This many wilds in the hand make it complete, whatever else it holds (温州: 3,
  /// "財神3枚であとは めちゃくちゃ"); 0 for never.
  int wilds_win = 0;
  WildScope wild_scope = WildScope::none;  ///< which kinds a wild may stand for
  /// What a wild is at face value (温州: the indicator's kind; 清一色東天紅: 白), which it may
  /// always stand for, in scope or not; kNoKind when it has no face.
  Kind wild_face = kNoKind;

  /// The tiles of a complete hand with `declared` melds declared.
  int complete_size(int declared) const { return 3 * (melds - declared) + 2; }
  /// Whether any tile is wild.
  bool has_wilds() const { return wild_scope != WildScope::none || wild_face != kNoKind; }
  /// Whether a wild may stand for `k`.
  bool wild_can_be(Kind k) const {
    return k == wild_face || wild_scope == WildScope::any ||
           (wild_scope == WildScope::honours && is_honour(k));
  }
};

/// The 13 terminals and honours, one each.
Counts thirteen_orphans();
/// 清一色東天紅's 国士無双 in a wall of `suit`: 1m 9m, 1 and 9 of `suit` twice each, the 7 honours.
Counts flush_orphans(Suit suit);

/// A winning shape.
enum class Shape : std::uint8_t {
  standard,   ///< a pair and the melds
  all_pairs,  ///< 七対子 / 八対
  orphans,    ///< 国士無双
  wilds_win,  ///< enough wilds: the rest is anything
};

/// What a group of a decomposition is.
enum class GroupType : std::uint8_t {
  pair,
  triplet,
  sequence,   ///< kind, kind + 1, kind + 2
  single,     ///< 八対's odd tile; a 国士無双 tile
  free_pair,  ///< wilds only: a pair of any kind the wilds may be, chosen by whoever scores
  free_meld,  ///< wilds only: a triplet or (scope any) a sequence, chosen by whoever scores
  free_single,
};

/// A group of a decomposition. Bit i of `wild` says position i is a wild standing for kind_at(i);
/// in a pair or a triplet the naturals come first. A free group is all wilds and has no kind.
struct Group {
  GroupType type = GroupType::pair;  ///< pair, triplet, sequence, single or free
  Kind kind = kNoKind;               ///< its kind (a sequence's lowest), kNoKind for a free group
  std::uint8_t wild = 0;             ///< bit i: position i is a wild

  /// Its tiles: 1, 2 or 3.
  int size() const;
  /// The kind at `position` (a sequence climbs).
  Kind kind_at(int position) const {
    return type == GroupType::sequence ? static_cast<Kind>(kind + position) : kind;
  }
  /// Whether the tile at `position` is a wild.
  bool wild_at(int position) const { return ((wild >> position) & 1U) != 0; }
  /// How many of its tiles are wilds.
  int wilds() const;
  /// Whether it is all wilds and of no kind.
  bool free() const {
    return type == GroupType::free_pair || type == GroupType::free_meld ||
           type == GroupType::free_single;
  }
  /// Field by field.
  friend bool operator==(const Group&, const Group&) = default;
};

/// One way to read a complete hand: the concealed tiles as groups. The declared melds are not
/// repeated. Groups sharing an anchor (their lowest natural tile) come in a fixed order, so two
/// decompositions are the same exactly when their groups are.
struct Decomposition {
  static constexpr int kMaxGroups = 14;  ///< 国士無双: a pair and 12 singles

  Shape shape = Shape::standard;           ///< the shape it reads the hand as
  int count = 0;                           ///< how many of `groups` are used
  std::array<Group, kMaxGroups> groups{};  ///< the groups, the first `count` of them

  /// The first group.
  const Group* begin() const { return groups.data(); }
  /// Past the last group.
  const Group* end() const { return groups.data() + count; }
};

/// A callable taken by reference for the length of one call: a visitor returns true to go on and
/// false to stop (or nothing, to see every item). No allocation, unlike std::function.
template <class Item>
class VisitorRef {
 public:
  /// Refers to `f`, which must outlive the call it is passed to.
  template <class F>
  requires(!std::is_same_v<std::remove_cvref_t<F>, VisitorRef>)
      VisitorRef(F&& f)  // NOLINT(google-explicit-constructor): a lambda is passed as it is
      : object_(const_cast<void*>(static_cast<const void*>(&f))),
        call_([](void* object, const Item& item) {
          auto& fn = *static_cast<std::remove_reference_t<F>*>(object);
          if constexpr (std::is_void_v<decltype(fn(item))>) {
            fn(item);
            return true;
          } else {
            return static_cast<bool>(fn(item));
          }
        }) {}
  /// Calls the visitor: false to stop.
  bool operator()(const Item& item) const { return call_(object_, item); }

 private:
  void* object_;
  bool (*call_)(void*, const Item&);
};

/// Whether the hand (complete_size(hand.melds) tiles) is complete in any shape the rules allow.
/// The fast path of waits and furiten: it looks for one decomposition, never lists them.
bool is_complete(const Hand& hand, const WinRules& rules);

/// Every decomposition of a complete hand, each once, in every shape the rules allow. Returns false
/// when the visitor stopped it. A hand of the wrong size has none.
bool visit_decompositions(const Hand& hand, const WinRules& rules, VisitorRef<Decomposition> visit);

/// The tile that completed the hand, already in it: a natural kind, or a wild.
struct WinningTile {
  Kind kind = kNoKind;  ///< the natural kind, when not wild
  bool wild = false;    ///< the winning tile was a wild
};

/// How the winning tile completed its group, as scoring asks (平和's open wait, 温州's 単吊 and
/// 財神単騎).
enum class Wait : std::uint8_t {
  single,    ///< 単騎: it paired a lone tile (a pair of the standard shape, or of all pairs)
  dual_pon,  ///< シャンポン: it made a triplet of a pair
  closed,    ///< 嵌張: the middle of a sequence
  edge,      ///< 辺張: the 3 of 1-2-3 or the 7 of 7-8-9
  open,      ///< 両面: either end of a sequence otherwise
  odd,       ///< 八対's odd tile
  orphan,    ///< a 国士無双 tile
  free,      ///< a tile of a free group: what it stands for is the scorer's choice
  any,       ///< the wilds_win shape: no group
};

/// A decomposition with the place of the winning tile in it: `group` and `position` index the
/// decomposition's groups (-1 for the wilds_win shape).
struct Reading {
  const Decomposition* decomposition = nullptr;  ///< the decomposition read
  int group = -1;                                ///< the group the winning tile completed
  int position = -1;                             ///< its position in that group
  Wait wait = Wait::any;                         ///< the wait it completed
};

/// Every decomposition of the complete hand with every distinct place the winning tile can take in
/// it: a natural winning tile sits on a natural of its kind, a wild one on a wild. Identical groups
/// and equal positions within a pair or triplet give one reading, not several.
bool visit_readings(const Hand& hand, const WinRules& rules, WinningTile winning,
                    VisitorRef<Reading> visit);

/// The wait of a tile at `position` of `group` (a sequence's position gives closed, edge or open).
Wait wait_at(const Group& group, int position);

}  // namespace paipu::mahjong
