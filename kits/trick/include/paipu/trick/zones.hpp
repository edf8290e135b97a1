// Scene zones common to trick games: each seat's hand, the trick on the table (one group per play)
// and each seat's won pile (one group per trick taken). A finished trick stays on the table, its
// winning play marked, until the next lead (so the hand's last trick is still there at its end); it
// joins the won pile then. `viewer` -1 sees everything the record shows; a seat sees its own hand,
// every face-up play and its own face-down plays.
// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/hands.hpp"
#include "paipu/trick/table.hpp"

namespace paipu::trick {

struct ZoneText {
  std::string lead = "lead";
  std::string face_down = "墊";
  std::string unit = "棟";  // caption of a won trick: "<width> 棟", and the seat figure's label
  // true: the winner takes the whole trick, its own play on top (打天九's stacks). false: the
  // winner keeps only its own play, face up, and the other plays of the trick go face down to one
  // table zone (ZoneKind::discards, seat -1) labelled `middle`, one group per trick and seat
  // (打棋子).
  bool winner_takes_trick = true;
  std::string middle = "middle";
};

// Every seat of the table: its wind, the units it has won ({"棟", "3"}) and for the dealer (-1:
// unknown) its multiplier ({"親", "×2"}) as figures, its score before this hand, and whether it
// deals or is to move (`to_move` -1: nobody).
std::vector<SeatInfo> table_seats(const Table& table, int dealer, int multiplier,
                                  std::span<const long long> scores, int to_move,
                                  const ZoneText& text = {});

ScenePiece scene_piece(const std::vector<PieceInfo>& info, PieceId id, bool face_down,
                       bool visible);
std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text = {});

// The parts of table_zones, for a game that lays out its own table.
// A seat's hand: its known pieces, then backs for the rest.
Zone hand_zone(const std::vector<PieceInfo>& info, const Hands& hands, int seat, int viewer);
// The trick on the table: the open one, else the one just finished, until the next lead.
const Trick& trick_on_table(const Table& table);
// The finished tricks no longer on the table.
std::span<const Trick> tricks_taken_in(const Table& table);
// trick_on_table() as a zone: one group per play, the lead captioned, the latest play highlighted,
// the winning play marked.
Zone trick_zone(const std::vector<PieceInfo>& info, const Table& table, int viewer,
                const ZoneText& text = {});

}  // namespace paipu::trick
