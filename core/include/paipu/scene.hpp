// A generic picture of a game state. Plugins describe their state in these terms; the viewer and
// the text replay draw any variant from it without knowing the variant.
#pragma once

#include <string>
#include <vector>

#include "paipu/piece.hpp"

namespace paipu {

enum class ZoneKind : std::uint8_t {
  hand,      // a seat's concealed pieces
  trick,     // the current trick, one group per play
  won,       // pieces or tricks a seat has taken
  melds,     // exposed sets (mahjong calls)
  discards,  // a seat's discard river
  wall,      // the live wall or stock
  bottom,    // the kitty / 底牌
  info,      // indicators: 財神, dora, trump
  pulled,    // pieces set aside beside a seat: 抜きドラ, flowers, ガリ
  bids,      // the auction: one group per call, in order
};

const char* to_string(ZoneKind k);

struct ScenePiece {
  PieceId id = kUnknownPiece;
  Family family = Family::card;
  std::string face;   // PieceInfo::face, empty when the face is hidden from the viewer or unknown
  std::string label;  // PieceInfo::name, empty when hidden
  bool face_down = false;  // lies face down on the table (墊); may still be known to the viewer
  bool hidden = false;     // the viewer cannot see its face: draw a back
  bool highlight = false;  // the piece the last event moved
  bool sideways = false;   // riichi declaration tile, called tile
  bool dimmed = false;     // no longer in play where it lies: a discard another seat claimed
  bool wild = false;       // stands for other pieces: 財神, 白 as an honour wildcard
  bool tsumogiri = false;  // discarded straight from the draw (mahjong rivers)
  int from = -1;       // a called piece in a meld: the seat it came from, drawn turned toward it
  bool trump = false;  // ranks as a trump in this hand (trick games): drawn with a mark
  // The face this piece counts as where that is not its own (温州麻雀's 白 standing for the 財神
  // kind): drawn as a small index in a corner. Empty when the piece is itself or hidden.
  std::string plays_as;

  friend bool operator==(const ScenePiece&, const ScenePiece&) = default;
};

struct SceneGroup {
  int seat = -1;        // who played it, for trick plays and melds
  int trick = -1;       // the trick it came from (won piles, the middle pile), 1-based
  std::string caption;  // "lead", "墊", "winner"
  bool highlight = false;
  bool winning = false;  // the play that wins its trick so far (or won it); a mahjong winning tile
  std::vector<ScenePiece> pieces;

  friend bool operator==(const SceneGroup&, const SceneGroup&) = default;
};

struct Zone {
  ZoneKind kind = ZoneKind::hand;
  int seat = -1;  // -1: the table's centre
  std::string label;
  std::vector<SceneGroup> groups;
  int count = -1;  // how many pieces the zone holds when they are not all listed (the live wall)
  // The most pieces the zone holds at once in this game (a mahjong hand: its tiles and the draw):
  // the layout keeps that much room at every step, so the table does not move. -1: not said.
  int capacity = -1;

  friend bool operator==(const Zone&, const Zone&) = default;
};

// A labelled figure on a seat's plate: {"棟", "3"}, {"tiles", "13"}, {"親", "×2"}.
struct Figure {
  std::string label;
  std::string value;

  friend bool operator==(const Figure&, const Figure&) = default;
};

struct SeatInfo {
  std::string wind;             // "E", "S", "W", "N"
  std::string name;             // the player, from the record's tags (the host fills it in)
  std::string status;           // a state in words: "riichi", "passed"
  std::vector<Figure> figures;  // besides the score
  long long score = 0;          // running total in the match, before this hand's settlement
  bool dealer = false;
  bool to_move = false;

  friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

struct Scene {
  int viewer = -1;  // the seat whose knowledge this shows, -1 for everything the record knows
  std::vector<SeatInfo> seats;
  std::vector<Zone> zones;
  std::vector<std::string> info;  // short lines: trick number, multiplier, indicators

  friend bool operator==(const Scene&, const Scene&) = default;
};

}  // namespace paipu
