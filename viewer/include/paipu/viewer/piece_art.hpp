// How a piece is drawn, as display items in its own upright box: the one description of a piece
// that the window, SVG, PNG and the replay page all draw. Sizes and marks come from
// piece_geometry.hpp.
#pragma once

#include <string>

#include "paipu/display/display_list.hpp"
#include "paipu/scene.hpp"

namespace paipu::viewer {

// `trump_mark` is the variant's word on a trump's chip (Scene::marks); empty: no chip.

// The key of the symbol for this piece at this upright size: pieces that look alike share one.
std::string piece_symbol_key(const ScenePiece& p, float w, float h, const std::string& trump_mark);

// The piece drawn upright in (0, 0, w, h), its shadow reaching a little past it.
display::Symbol piece_symbol(const ScenePiece& p, float w, float h, const std::string& trump_mark);

// Adds the symbol to `list` when it is not there yet, and returns its key.
std::string use_piece_symbol(display::List& list, const ScenePiece& p, float w, float h,
                             const std::string& trump_mark);

}  // namespace paipu::viewer
