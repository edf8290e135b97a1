/// @file
/// Waits, furiten and whether a kan keeps the wait. Part of the mahjong kit (paipu/mahjong.hpp
/// includes every part).
///
/// A hand one tile short of complete (3n+1 tiles with its declared melds: 13, or 16 in 温州) waits
/// on every tile whose arrival completes it in a shape the rules allow: a natural kind, or a wild.
#pragma once

#include <span>

#include "paipu/mahjong/shapes.hpp"
#include "paipu/mahjong/tiles.hpp"

namespace paipu::mahjong {

/// The tiles that complete a hand: natural kinds, and whether a wild does.
struct Waits {
  KindSet kinds;  ///< the natural kinds that complete the hand
  /// A wild tile completes it (温州: a drawn 財神, which only a draw can bring).
  bool wild = false;

  /// No tile completes the hand.
  bool empty() const { return kinds.empty() && !wild; }
  /// Field by field.
  friend bool operator==(const Waits&, const Waits&) = default;
};

/// What limits the waits beyond the shape: the copies left to draw.
struct WaitOptions {
  /// With limits, a kind the set has no copy of, or every copy of which the player holds (concealed
  /// or melded), is no wait: the tile cannot come (a 5th 1m in a 4-copy set, 2m..8m in the
  /// 清一色ゲーム wall). Without, every kind that completes the shape is a wait.
  const CopyLimits* limits = nullptr;
  /// The naturals in the player's declared melds, which the player holds too; none when null.
  const Counts* melded = nullptr;
  /// The wild tiles the set has; a player who holds them all cannot draw another. -1: no limit.
  int wild_copies = -1;
};

/// The waits of a hand of rules.complete_size(hand.melds) - 1 tiles; none for another size.
Waits waits(const Hand& hand, const WinRules& rules, const WaitOptions& options = {});

/// Whether the hand waits on anything (聴牌): waits() stopped at the first find.
bool is_ready(const Hand& hand, const WinRules& rules, const WaitOptions& options = {});

/// 振聴: a player may not win by ron while a tile that completes the hand is among `refused`, the
/// kinds the player has discarded. Furiten lasting a turn or from riichi is the same test on a
/// larger set, which the game keeps: the player's discards, plus the tiles passed since the
/// player's last discard, plus (after riichi) every winning tile passed. 清一色東天紅's pulled
/// tiles and ankans a 国士無双 could rob go into it too. `wild_refused`: a wild tile was among
/// them.
bool furiten(const Waits& waits, const KindSet& refused, bool wild_refused = false);
/// furiten() with the refused kinds as a list.
bool furiten(const Waits& waits, std::span<const Kind> refused);

/// A concealed kan declared after riichi: a new one of 4 copies, or one more copy added to the
/// player's own concealed kan (清一色東天紅's 暗加カン, 5th..8th copies), which declares no new
/// meld.
struct ConcealedKan {
  Kind kind = kNoKind;    ///< the kind of the kan
  bool onto_kan = false;  ///< one more copy added to the player's own concealed kan

  /// The copies the kan takes from the hand.
  int copies() const { return onto_kan ? 1 : 4; }
};

/// When a concealed kan after riichi is allowed.
enum class KanRule : std::uint8_t {
  /// The waits after the kan are the waits before it (清一色東天紅:
  /// "リーチ後も待ちさえ変わらなければ
  /// カン出来"; 立直後の暗槓 "待ちが変わらなければok").
  same_waits,
  /// Also (the stricter standard reading) the kan takes the drawn tile, and every reading of the
  /// hand completed by each wait holds the kind as a triplet of naturals, so no reading is lost.
  same_readings,
};

/// Whether a player holding `tenpai` (before the draw), who draws `drawn` and declares `kan`, still
/// waits on exactly the same tiles. False when the hand does not hold the copies the kan takes.
/// With options.limits, the kan's copies count as held afterwards (options.melded plus the kan).
bool kan_keeps_wait(const Hand& tenpai, WinningTile drawn, ConcealedKan kan, const WinRules& rules,
                    const WaitOptions& options = {}, KanRule rule = KanRule::same_waits);

}  // namespace paipu::mahjong
