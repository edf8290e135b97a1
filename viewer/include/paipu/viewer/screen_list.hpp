// The viewer's whole picture as one display list: the table laid out from the scene, the score
// strip, the timeline, the side panel and the overlays. The window, `paipu render` (PNG, SVG) and
// the replay page all draw what these functions return; none of them places anything itself.
#pragma once

#include <string>

#include "paipu/display/display_list.hpp"
#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/navigator.hpp"
#include "paipu/viewer/piece_geometry.hpp"

namespace paipu::viewer {

// Colours of the palette as display colours.
display::Rgba rgba(Rgb c, std::uint8_t alpha = 255);
// The colour of a mark: its most severe bit (error, warning, note, then comment or glyph).
display::Rgba mark_colour(std::uint8_t bits);
// Seat names as the panel and plates write them: the scene's wind, else "seat N".
std::string seat_name(const Scene& scene, int seat);

struct TableMessages {
  std::string banner;       // red, across the top of the centre: "Replay stopped here: …"
  std::string placeholder;  // in the middle of an empty table: why there is nothing to show
};

// Appends the table: felt, plates, frames, pieces (as symbols) and the layout's texts.
void table_list(display::List& list, const TableLayout& layout, const TableMessages& messages = {});

// Appends the panel, the timeline, the score strip and the overlays for the navigator's state.
// Returns how far the panel's content can scroll (0 when it fits).
float panel_list(display::List& list, const Navigator& nav, const Scene& scene, const Rect& panel);
void timeline_list(display::List& list, const Navigator& nav, const TimelineGeometry& g);
void match_strip_list(display::List& list, const Navigator& nav, const MatchStripGeometry& g);
void overlay_list(display::List& list, const Navigator& nav, const Rect& table);

// The table at the navigator's step, laid out into `table`, with the banner or placeholder the
// step calls for: what the screen shows there, and what the replay page shows.
void navigator_table_list(display::List& list, Navigator& nav, const Rect& table);

// Everything at once, for a window or picture of width × height.
display::List screen_list(Navigator& nav, unsigned width, unsigned height);

}  // namespace paipu::viewer
