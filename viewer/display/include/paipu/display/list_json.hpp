// The display list as JSON, for scripts and tests that check a picture by its parts: every item's
// kind, id and box in list order, with a text's string and a piece's symbol and turn.
#pragma once

#include <nlohmann/json.hpp>

#include "paipu/display/display_list.hpp"

namespace paipu::display {

// {"width", "height", "items": [{"kind", "id", "box": [x, y, w, h], ...}]}; a box as the list holds
// it (a piece's already turned, a text's from its measured width and the font's ascent and
// descent).
nlohmann::json list_json(const List& list);

}  // namespace paipu::display
