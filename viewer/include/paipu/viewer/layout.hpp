// Where everything goes on the screen, as plain rectangles: the table, the side panel and the
// timeline; each seat's region in play order (counter-clockwise, the chosen seat at the bottom);
// every piece of a Scene. The views draw exactly these rectangles, the mouse is hit-tested against
// them, and tests check pixels inside them. No SFML here.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/document.hpp"
#include "paipu/scene.hpp"

namespace paipu::viewer {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  float cx() const { return x + w / 2; }
  float cy() const { return y + h / 2; }
  bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
};

// ---- The window: table on the left, the match's score strip and the timeline under it, side
// panel on the right.
struct ScreenGeometry {
  Rect table;
  Rect strip;
  Rect timeline;
  Rect panel;
};
ScreenGeometry screen_geometry(unsigned width, unsigned height);

// ---- Seats around the table.
enum class Side : std::uint8_t { bottom, right, top, left };

// Where `seat` sits when `bottom_seat` sits at the bottom. Play runs counter-clockwise: with four
// seats E bottom, S right, W top, N left; with three a triangle, the next seat on the right and
// the third on the left (the top edge is the table's); with two, across. Seats past the fourth
// share the top edge.
Side seat_side(int seat, int seats, int bottom_seat);

struct PlacedPiece {
  ScenePiece piece;
  Rect rect;  // on screen; for a sideways piece this is the rotated (wide) box
  bool sideways = false;
  // How the piece is turned on screen, degrees clockwise: toward its owner at a mahjong table (the
  // right seat's -90, the top seat's 180, the left seat's 90), a quarter more for a called or
  // riichi tile; -90 for a piece laid across elsewhere.
  int rotation = 0;
  bool stacked = false;       // part of a fanned pile: overlaps its own group's pieces on purpose
  int zone = -1, group = -1;  // indices into the Scene
  // Where a wild piece's badge and its "plays as" face go: a corner box inside `rect`, large
  // enough to read (at least kMinChip a side). Empty (w == 0) when the piece needs none.
  Rect chip;
};

inline constexpr float kMinChip = 12;

// A frame around a group: the pieces the last event moved (a fresh call), or the play winning its
// trick (a mahjong hand's winning tile).
enum class FrameKind : std::uint8_t { highlight, winning };

struct PlacedFrame {
  Rect rect;
  FrameKind kind = FrameKind::highlight;
};

enum class TextRole : std::uint8_t { caption, info, overflow, piece_name };

// A line of text and the box it may take: the views cut it to the box's width, so two texts or a
// text and a piece never overlap when their boxes do not.
struct PlacedText {
  std::string text;  // UTF-8
  Rect box;
  float size = 12;  // character size in pixels
  TextRole role = TextRole::caption;
  bool centred = false;
};

// The plate naming a seat: its wind, the dealer mark, the player, and labelled figures.
struct SeatPlate {
  int seat = -1;
  Side side = Side::bottom;
  Rect rect;
  std::string wind;     // 東 南 西 北, or the seat's number
  bool dealer = false;  // the seat deals
  // The badge drawn when it deals: the variant's (Scene::marks); empty when it does not deal or
  // the variant draws none.
  std::string dealer_badge;
  bool to_move = false;
  std::string title;    // the player's name (or the wind letter), status, "(viewing)"
  std::string figures;  // "score 12   棟 3   親 ×2"
  // `figures` broken where its figures part so that each line fits the plate's width at
  // kPlateFigureSize; the plate's rect is tall enough for the title and every one of them.
  std::vector<std::string> figure_lines;
};

// A seat plate's text: the title on the first line, then the figure lines, each kPlateLine high.
inline constexpr float kPlateTitleSize = 14;
inline constexpr float kPlateFigureSize = 13;
inline constexpr float kPlateLine = 18;
inline constexpr float kPlateInset = 6;  // left of the text: the plate's rounded edge

// The region the layout reserves for a zone of the scene (its kind on its seat): it depends on
// the game's zones, the seat count, the view and the table's size, never on the step, so the
// table does not move as a hand is played. The zone's pieces lie inside it.
struct ZoneBox {
  ZoneKind kind = ZoneKind::hand;
  int seat = -1;  // -1: the table's centre
  Rect box;
};

struct TableLayout {
  Rect table;
  Rect centre;                     // between the seats
  Rect banner;                     // across the top of the centre when asked for, else empty
  std::vector<Rect> seat_regions;  // by seat
  std::vector<SeatPlate> plates;
  std::vector<PlacedPiece> pieces;
  std::vector<PlacedFrame> frames;
  std::vector<PlacedText> texts;
  float bottom_unit = 0;  // piece height of the bottom seat
  float seat_unit = 0;    // piece height of the other seats
  float trick_unit = 0;   // piece height of plays in the centre
  float centre_unit = 0;  // piece height of wall, kitty, indicators, bids and the middle pile
  int overflow = 0;       // pieces that did not fit even at the smallest size (counted in a text)
  std::vector<ZoneBox> zone_boxes;  // one per zone kind and seat the scene has
  std::string trump_mark;           // on each trump's chip: the variant's (Scene::marks)
  const ZoneBox* box_of(ZoneKind kind, int seat) const;
};

inline constexpr float kPlateHeight = 4 + 3 * kPlateLine;  // who, then two lines of figures
inline constexpr float kMinUnit = 18;
inline constexpr float kMinText = 11;  // no text on the table is smaller

// Piece heights on a table, by where the pieces lie; 0 where none is said.
struct PieceUnits {
  float bottom = 0;  // the bottom seat's
  float seat = 0;    // the other seats'
  float trick = 0;   // plays in the centre
  float centre = 0;  // wall, kitty, indicators, bids, the middle pile
};

struct TableOptions {
  int bottom_seat = 0;       // drawn at the bottom: the perspective seat, or E
  bool banner = false;       // keep a strip across the top of the centre free for a message
  bool piece_names = false;  // each piece's name under it, for learners
  // The largest each kind of piece may be (0: as large as fits): a hand's own sizes
  // (hand_piece_units), so that pieces keep their size while the hand is played.
  PieceUnits most;
};

// Lays out a whole scene, from its zones alone (no variant is known here).
TableLayout layout_table(const Scene& scene, const Rect& table, const TableOptions& opt);
inline TableLayout layout_table(const Scene& scene, const Rect& table, int bottom_seat,
                                bool banner = false) {
  return layout_table(scene, table, TableOptions{bottom_seat, banner, false, {}});
}

// The sizes that fit every step of a hand from one view (seat −1: everything), each the
// smallest that some step needs: laid out with them, no piece grows or shrinks as the hand is
// played (a 三打哈 hand does not reflow as it empties). A mahjong table sizes its pieces from the
// zones' capacity instead, and ignores them.
PieceUnits hand_piece_units(const HandView& view, int seat, const Rect& table, bool piece_names);

// The figure the navigator adds at a settled hand's end: the hand's own result, which a plate
// writes after the score, unlabelled: "score 26   (+26)".
inline constexpr const char* kHandResultFigure = "hand";

// Where a seat's wind, name, score and figures are written.
SeatPlate seat_plate(const Scene& scene, int seat);
// Breaks `p.figures` into `p.figure_lines` for a plate `width` wide.
void wrap_figures(SeatPlate& p, float width);
// A conservative estimate of a UTF-8 line's width at a character size: CJK and other wide
// characters a full em, the rest 0.62 em (the layout's fonts draw narrower).
float text_width(std::string_view s, float size);

// ---- The timeline under the table: one tick per position; played positions are clickable, the
// event lines after an error that could not be replayed continue the bar greyed out. Under the
// bar, the analysis's strip: a mark per position, at the position's x.
struct TimelineGeometry {
  Rect strip;
  Rect bar;
  Rect evaluation;  // the analysis strip's row, under the bar's ticks
  int positions = 0;
  int unplayed = 0;
  float x_of(int position) const;
  // The position nearest to x (clamped to the played part), or -1 when (x, y) is off the strip.
  int position_at(float x, float y) const;
};
TimelineGeometry timeline_geometry(const Rect& strip, int positions, int unplayed);

// ---- The score strip between the table and the timeline: the hands of the match side by side,
// a slot each (its plot lines up with the timeline's bar), each seat's running total as a line,
// and a row of marks along the top for hands with errors, warnings or comments. Clicking a slot
// opens its hand.
struct MatchStripGeometry {
  Rect strip;
  Rect legend;         // left of the plot: the seats' letters in their colours
  Rect marks;          // the row of hand marks along the top
  Rect plot;           // the lines: x the hand, y the total
  int first_hand = 0;  // the document index of the record's first hand
  int hands = 0;
  long long low = 0, high = 0;  // the totals at the plot's bottom and top
  // The k-th hand of the record: its column in marks and plot. Its segment of a seat's line runs
  // from the totals before it (the slot's left edge) to the totals after it (the right edge).
  Rect slot(int k) const;
  float x_after(int k) const { return slot(k).right(); }
  float y_of(long long total) const;
  // The document index of the hand whose slot is under (x, y), or -1.
  int hand_at(float x, float y) const;
};
MatchStripGeometry match_strip_geometry(const Rect& strip, int first_hand, int hands, long long low,
                                        long long high);

// ---- The hand list at the top of the side panel, scrolled so the current hand is visible.
struct HandListGeometry {
  Rect box;
  float row_h = 22;
  int first = 0;  // first hand shown
  int rows = 0;   // rows shown
  Rect row(int hand) const;
  int hand_at(float x, float y) const;  // -1 when not on a row
};
inline constexpr int kHandListRows = 7;
HandListGeometry hand_list_geometry(const Rect& panel, int hand_count, int current);

}  // namespace paipu::viewer
