/// @file
/// Scene zones common to trick games: each seat's hand, the trick on the table (one group per play)
/// and each seat's won pile (one group per trick taken). A finished trick stays on the table, its
/// winning play marked, until the next lead (so the hand's last trick is still there at its end);
/// it joins the won pile then. `viewer` -1 sees everything the record shows; a seat sees its own
/// hand, every face-up play and its own face-down plays. Part of the trick kit (paipu/trick.hpp
/// includes every part).
#pragma once

#include <optional>

#include "paipu/trick/hands.hpp"
#include "paipu/trick/table.hpp"

namespace paipu::trick {

/// The words the kit writes into a scene. No default is taken from one game: a caption left empty
/// is not shown, and a figure label that cannot be empty (a bare number beside a seat says nothing)
/// is a plain English word. Each game sets the words it shows (打天九: 墊, 棟, 親; 打棋子: its
/// own).
struct ZoneText {
  std::string lead = "lead";   ///< caption of the lead in the trick on the table
  std::string face_down = "";  ///< caption of a face-down follow there; empty: none
  /// The label of a seat's won count, {"won", "3"}, {"tricks", "4"}: never empty, since the
  /// figure's number would then stand alone.
  std::string seat_label = "won";
  /// A won trick's caption, after the number of pieces each play had (打天九 sets 棟: "2 棟");
  /// empty: none.
  std::string pile_caption = "";
  /// The label of the dealer's multiplier figure, {"dealer", "×2"}: shown only where the game has
  /// a stake (HandBase::stake_multiplier), and never empty, for the same reason as `seat_label`.
  std::string dealer_figure = "dealer";
  /// true: the winner takes the whole trick, its own play on top (the usual way, and 打天九's
  /// stacks). false: the winner keeps only its own play, face up, and the other plays of the trick
  /// go face down to one table zone (ZoneKind::discards, seat -1) labelled `middle`, one group per
  /// trick and seat (打棋子).
  bool winner_takes_trick = true;
  std::string middle = "middle";  ///< the caption of that middle zone
};

/// Every seat of the table: its wind, the units it has won ({"won", "3"}) and for the dealer (-1:
/// unknown) its multiplier ({"dealer", "×2"}; none without a `multiplier`:
/// HandBase::stake_multiplier) as figures, its score before this hand, and whether it deals or is
/// to move (`to_move` -1: nobody).
std::vector<SeatInfo> table_seats(const Table& table, int dealer, std::optional<int> multiplier,
                                  std::span<const long long> scores, int to_move,
                                  const ZoneText& text = {});

/// One piece as `viewer` sees it: its face when `visible`, else a back.
ScenePiece scene_piece(const std::vector<PieceInfo>& info, PieceId id, bool face_down,
                       bool visible);
/// The hands, the open trick and the won piles (and middle), hidden as `viewer` (-1: the record)
/// could not see them.
std::vector<Zone> table_zones(const std::vector<PieceInfo>& info, const Hands& hands,
                              const Table& table, int viewer, const ZoneText& text = {});

/// The parts of table_zones, for a game that lays out its own table.
/// A seat's hand: its known pieces, then backs for the rest.
Zone hand_zone(const std::vector<PieceInfo>& info, const Hands& hands, int seat, int viewer);
/// The trick on the table: the open one, else the one just finished, until the next lead.
const Trick& trick_on_table(const Table& table);
/// The finished tricks no longer on the table.
History tricks_taken_in(const Table& table);
/// trick_on_table() as a zone: one group per play, the lead captioned, the latest play highlighted,
/// the winning play marked.
Zone trick_zone(const std::vector<PieceInfo>& info, const Table& table, int viewer,
                const ZoneText& text = {});

}  // namespace paipu::trick
