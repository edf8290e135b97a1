/// @file
/// Shanten (向聴数) and effective tiles (受け入れ) with wild tiles. Part of the mahjong kit
/// (paipu/mahjong.hpp includes every part).
///
/// The shanten of a hand is one less than the fewest tiles it must draw (each draw replacing a
/// tile it holds) to be complete in some shape its WinRules allow: -1 for a complete hand, 0 for
/// a ready one (13 or 16 tiles with its melds), and so on. A hand of the complete size (after its
/// draw) counts the same way, its best discard implied. Drawn tiles may be any kind, as many copies
/// as the shape asks for (the count of a shape's distance, as Tenhou's 牌理 gives it); copy limits
/// only matter when effective tiles are counted, against what a seat can still draw.
///
/// Wilds: every wild a hand holds fills one missing tile of any kind its scope allows (温州's 財神:
/// any, a 5th copy included; 清一色東天紅's 白: an honour, its own face among them). With scope
/// any, a hand's count is that of its naturals less one per wild; with scope honours, a wild lowers
/// the count only while the best shape still misses honours, so a hand may prefer a shape with more
/// honour groups.
#pragma once

#include <vector>

#include "paipu/mahjong/shapes.hpp"
#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong {

/// What shanten counts as complete: the winning shapes and their wilds.
struct ShantenRules {
  WinRules shapes;  ///< the shapes and wilds the game allows
  /// Kinds no shape but 国士無双 may hold (清一色東天紅's ガリ 1m, 9m and 北, which stay in a hand
  /// only for 国士無双 or 四喜和): the standard shape and the pairs see them as tiles to discard.
  /// (The 四喜和 exception is not counted: a hand keeping 北 for it is counted as discarding it.)
  KindSet outside;
  /// Kinds that never come as a natural tile, so are never an effective tile: 2m..8m and the other
  /// suit in the 清一色ゲーム wall, 白 where every 白 is a wild (清一色東天紅) or plays as the
  /// 財神's kind (温州).
  KindSet absent;
  /// The wild tiles the seat may still draw, for the shape that wins on wilds alone (温州's three
  /// 財神): that shape counts only while enough are left. -1: no limit.
  int wilds_left = -1;
};

/// The shanten of a hand of shapes.complete_size(hand.melds) or one fewer tiles; a hand of another
/// size gets kNoShanten.
inline constexpr int kNoShanten = 99;
/// The fewest tiles to change to make the hand ready (0) or complete (-1), over every shape the
/// rules allow.
int shanten(const Hand& hand, const ShantenRules& rules);

/// The shanten of each shape on its own (kNoShanten where the rules or the melds rule it out).
struct ShapeShanten {
  int standard = kNoShanten;   ///< a pair and melds
  int all_pairs = kNoShanten;  ///< seven (or eight) pairs
  int orphans = kNoShanten;    ///< thirteen orphans
  int wilds_win = kNoShanten;  ///< enough wilds

  /// The lowest of the four.
  int best() const;
};
/// The shanten of each shape the rules allow.
ShapeShanten shanten_by_shape(const Hand& hand, const ShantenRules& rules);

/// The tiles whose draw lowers the shanten of a hand one tile short of complete: natural kinds,
/// and whether a wild does. Every kind but the absent ones is tried, whether or not a copy is left
/// to draw.
struct Effective {
  KindSet kinds;      ///< the natural kinds that lower the shanten
  bool wild = false;  ///< a wild lowers it
  /// Field by field.
  friend bool operator==(const Effective&, const Effective&) = default;
};
/// The effective tiles of a hand one tile short of complete.
Effective effective_tiles(const Hand& hand, const ShantenRules& rules);

/// What a seat can still draw: the copies of each kind it has not seen (the set's copies less its
/// own hand and melds, every river and meld, the indicators and pulled tiles) and of the wild.
struct Unseen {
  Counts naturals{};  ///< unseen copies of each natural kind
  int wilds = 0;      ///< unseen wild tiles
};

/// The copies of `effective` a seat has not seen.
int copies_left(const Effective& effective, const Unseen& unseen);

/// One row of a discard table: the hand after discarding `discard` (kNoKind: a wild), its shanten
/// and effective tiles, and how many copies of those are left unseen.
struct DiscardRow {
  Kind discard = kNoKind;    ///< the discarded kind, kNoKind for a wild
  int shanten = kNoShanten;  ///< the shanten after the discard
  Effective effective;       ///< the tiles that would lower it
  int copies = 0;            ///< their copies the seat has not seen
};

/// One row per distinct discard of a hand of the complete size, in kind order with the wild last.
std::vector<DiscardRow> discard_table(const Hand& hand, const ShantenRules& rules,
                                      const Unseen& unseen);

}  // namespace paipu::mahjong
