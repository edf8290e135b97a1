/// @file
/// A generic picture of a game state. Plugins describe their state in these terms; the viewer and
/// the text replay draw any variant from it without knowing the variant.
#pragma once

#include <string>
#include <vector>

#include "paipu/piece.hpp"

namespace paipu {

/// What a zone of the table is; the viewer lays each kind out in its own place.
enum class ZoneKind : std::uint8_t {
  hand,      ///< a seat's concealed pieces
  trick,     ///< the current trick, one group per play
  won,       ///< pieces or tricks a seat has taken
  melds,     ///< exposed sets (mahjong calls)
  discards,  ///< a seat's discard river
  wall,      ///< the live wall or stock
  bottom,    ///< the kitty / 底牌
  info,      ///< indicators: 財神, dora, trump
  pulled,    ///< pieces set aside beside a seat: 抜きドラ, flowers, ガリ
  bids,      ///< the auction: one group per call, in order
};

/// The kind's name as in `paipu replay --json` ("hand", "trick" …).
const char* to_string(ZoneKind k);

/// One piece as a viewer is to draw it.
struct ScenePiece {
  PieceId id = kUnknownPiece;    ///< the piece, or kUnknownPiece when the viewer cannot know it
  Family family = Family::card;  ///< how to draw its face
  std::string face;   ///< PieceInfo::face, empty when the face is hidden from the viewer or unknown
  std::string label;  ///< PieceInfo::name, empty when hidden
  bool face_down = false;  ///< lies face down on the table (墊); may still be known to the viewer
  bool hidden = false;     ///< the viewer cannot see its face: draw a back
  bool highlight = false;  ///< the piece the last event moved
  bool sideways = false;   ///< riichi declaration tile, called tile
  bool dimmed = false;     ///< no longer in play where it lies: a discard another seat claimed
  bool wild = false;       ///< stands for other pieces: 財神, 白 as an honour wildcard
  bool tsumogiri = false;  ///< discarded straight from the draw (mahjong rivers)
  int from = -1;  ///< a called piece in a meld: the seat it came from, drawn turned toward it
  /// Ranks as a trump in this hand (trick games): drawn with a warmer face and a chip that says
  /// TableMarks::trump_mark.
  bool trump = false;
  /// The face this piece counts as where that is not its own (温州麻雀's 白 standing for the 財神
  /// kind): drawn as a small index in a corner. Empty when the piece is itself or hidden.
  std::string plays_as;

  /// Field by field.
  friend bool operator==(const ScenePiece&, const ScenePiece&) = default;
};

/// Pieces that belong together in a zone: one play of a trick, one meld, one won trick.
struct SceneGroup {
  int seat = -1;           ///< who played it, for trick plays and melds
  int trick = -1;          ///< the trick it came from (won piles, the middle pile), 1-based
  std::string caption;     ///< "lead", "墊", "winner"
  bool highlight = false;  ///< the group the last event made
  /// The play that wins its trick so far (or won it); a mahjong winning tile.
  bool winning = false;
  std::vector<ScenePiece> pieces;  ///< in the order they are drawn

  /// Field by field.
  friend bool operator==(const SceneGroup&, const SceneGroup&) = default;
};

/// A place on the table: a seat's hand, the trick, a won pile, a river, the wall …
struct Zone {
  ZoneKind kind = ZoneKind::hand;  ///< what the place is
  int seat = -1;                   ///< -1: the table's centre
  std::string label;               ///< the caption drawn beside it ("2 棟"), may be empty
  std::vector<SceneGroup> groups;  ///< its pieces, in groups
  int count = -1;  ///< how many pieces the zone holds when they are not all listed (the live wall)
  /// The most pieces the zone holds at once in this game (a mahjong hand: its tiles and the draw):
  /// the layout keeps that much room at every step, so the table does not move. -1: not said.
  int capacity = -1;

  /// Field by field.
  friend bool operator==(const Zone&, const Zone&) = default;
};

/// A labelled figure on a seat's plate: {"棟", "3"}, {"tiles", "13"}, {"親", "×2"}.
struct Figure {
  std::string label;  ///< the figure's name ("棟", "親")
  std::string value;  ///< its value ("3", "×2")

  /// Field by field.
  friend bool operator==(const Figure&, const Figure&) = default;
};

/// One seat's plate: its name, state, score and figures.
struct SeatInfo {
  std::string wind;             ///< "E", "S", "W", "N"
  std::string name;             ///< the player, from the record's tags (the host fills it in)
  std::string status;           ///< a state in words: "riichi", "passed"
  std::vector<Figure> figures;  ///< besides the score
  long long score = 0;          ///< running total in the match, before this hand's settlement
  bool dealer = false;          ///< the seat deals this hand: TableMarks::dealer_badge
  bool to_move = false;         ///< the seat is to move

  /// Field by field.
  friend bool operator==(const SeatInfo&, const SeatInfo&) = default;
};

/// The marks the host draws on a variant's table, in the game's own words (VariantInfo::marks).
/// Each is a short text, a glyph or two; an empty one is not drawn. No game's habit is the default:
/// a variant that wants 親 on its dealer's plate says so.
struct TableMarks {
  /// The badge on the plate of the seat that deals (SeatInfo::dealer): "親", "庄", "D". Empty: the
  /// dealer's plate has no badge.
  std::string dealer_badge;
  /// The word on the chip drawn on a trump (ScenePiece::trump): "主", "T". Empty: a trump has no
  /// chip, only its warmer face.
  std::string trump_mark;

  /// Field by field.
  friend bool operator==(const TableMarks&, const TableMarks&) = default;
};

/// A game state as one viewer sees it: what HandState::scene returns.
struct Scene {
  int viewer = -1;  ///< the seat whose knowledge this shows, -1 for everything the record knows
  std::vector<SeatInfo> seats;    ///< one per seat, in seat order
  std::vector<Zone> zones;        ///< the places on the table
  std::vector<std::string> info;  ///< short lines: trick number, multiplier, indicators
  /// The variant's marks, which the host fills in from VariantInfo::marks (a plugin leaves them).
  TableMarks marks;

  /// Field by field.
  friend bool operator==(const Scene&, const Scene&) = default;
};

}  // namespace paipu
