// Scenes and settlements as plain text, for `paipu replay` and for terminals.
#pragma once

#include <ostream>

#include "paipu/record.hpp"
#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"

namespace paipu::cli {

void print_scene(std::ostream& out, const Scene& scene);
// An event line as one line of text; with its glyph and comments when `annotations` is set.
std::string event_text(const EventLine& e, bool annotations);
void print_settlement(std::ostream& out, const Settlement& s, int seats);

}  // namespace paipu::cli
