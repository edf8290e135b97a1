/// @file
/// Scene builders every mahjong game shares: a seat's concealed hand with its drawn tile apart,
/// its river, its melds with the called tile turned toward its source, the wall's count, the
/// indicators, and wild tiles marked. Part of the mahjong kit (paipu/mahjong.hpp includes every
/// part). The game decides what each viewer may see and passes it in.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "paipu/mahjong/holdings.hpp"
#include "paipu/mahjong/melds.hpp"
#include "paipu/piece.hpp"
#include "paipu/scene.hpp"

namespace paipu::mahjong {

/// The game's piece table, whose ids are kinds (0..33).
using PieceTable = std::vector<PieceInfo>;

/// The concealed tiles: the known ones in kind order, then unknown ones as backs; the tile just
/// drawn (`drawn`, or an unknown one when `has_drawn` and drawn is kNoKind) in a group of its own.
/// Without `visible`, every tile is a back.
Zone hand_zone(const PieceTable& table, int seat, const Holding& hand, bool has_drawn, Kind drawn,
               bool visible);
/// The discards in order; claimed ones dimmed, tsumogiri marked, the newest highlighted if asked.
Zone river_zone(const PieceTable& table, int seat, std::span<const RiverTile> river,
                bool highlight_last);
/// One group per meld; the called tile turned sideways toward its source; a closed kan shows its
/// ends and keeps its middle two face down, seen only by its owner (`owner_view`) and the record.
Zone meld_zone(const PieceTable& table, int seat, std::span<const Meld> melds, bool owner_view);
/// The live wall as a count.
Zone wall_zone(int left);
/// Face-up indicators in the centre.
Zone indicator_zone(const PieceTable& table, std::span<const Kind> indicators, const char* label);
/// Marks the face-up tiles of `wilds` in hands, rivers and melds as wild.
void mark_wilds(Scene& scene, const KindSet& wilds);
/// Marks the face-up tiles of `kind` in hands, rivers and melds as counting as `face` (温州麻雀's
/// 白 standing for the 財神 kind), so the viewer draws that face as an index on them.
void mark_plays_as(Scene& scene, Kind kind, const std::string& face);

}  // namespace paipu::mahjong
