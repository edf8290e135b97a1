// Where everything goes on the screen, as plain rectangles: the table, the side panel and the
// timeline; each seat's region in play order (counter-clockwise, the chosen seat at the bottom);
// every piece of a Scene. The views draw exactly these rectangles, the mouse is hit-tested against
// them, and tests check pixels inside them. No SFML here.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

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

// ---- The window: table on the left, timeline under it, side panel on the right.
struct ScreenGeometry {
  Rect table;
  Rect timeline;
  Rect panel;
};
ScreenGeometry screen_geometry(unsigned width, unsigned height);

// ---- Seats around the table.
enum class Side : std::uint8_t { bottom, right, top, left };

// Where `seat` sits when `bottom_seat` sits at the bottom. Play runs counter-clockwise: with four
// seats E bottom, S right, W top, N left; with three the third seat is on the left; with two,
// across. Seats past the fourth share the top edge.
Side seat_side(int seat, int seats, int bottom_seat);

struct PlacedPiece {
  ScenePiece piece;
  Rect rect;  // on screen; for a sideways piece this is the rotated (wide) box
  bool sideways = false;
  int zone = -1, group = -1;  // indices into the Scene
};

// A frame around a group: a highlighted group (the last play), or any play in a trick.
struct PlacedFrame {
  Rect rect;
  bool highlight = false;
};

enum class TextRole : std::uint8_t { caption, info, overflow };

struct PlacedText {
  std::string text;    // UTF-8
  float x = 0, y = 0;  // top-left, or top-centre when `centred`
  float size = 12;     // character size in pixels
  TextRole role = TextRole::caption;
  bool centred = false;
};

// The strip naming a seat: wind, dealer, score, status.
struct SeatPlate {
  int seat = -1;
  Side side = Side::bottom;
  Rect rect;
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
  float centre_unit = 0;  // piece height of wall, kitty and indicators
  int overflow = 0;       // pieces that did not fit even at the smallest size (counted in a text)
};

inline constexpr float kPlateHeight = 24;
inline constexpr float kMinUnit = 18;

// Lays out a whole scene. `bottom_seat` is the seat drawn at the bottom (the perspective seat, or
// 0). With `banner`, a strip across the top of the centre is kept free for a message.
TableLayout layout_table(const Scene& scene, const Rect& table, int bottom_seat,
                         bool banner = false);

// ---- The timeline under the table: one tick per position; played positions are clickable, the
// event lines after an error that could not be replayed continue the bar greyed out.
struct TimelineGeometry {
  Rect strip;
  Rect bar;
  int positions = 0;
  int unplayed = 0;
  float x_of(int position) const;
  // The position nearest to x (clamped to the played part), or -1 when (x, y) is off the strip.
  int position_at(float x, float y) const;
};
TimelineGeometry timeline_geometry(const Rect& strip, int positions, int unplayed);

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
