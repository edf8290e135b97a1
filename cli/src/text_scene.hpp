// Scenes and settlements as plain text, for `paipu replay` and for terminals.
#pragma once

#include <ostream>

#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"

namespace paipu::cli {

void print_scene(std::ostream& out, const Scene& scene);
void print_settlement(std::ostream& out, const Settlement& s, int seats);

}  // namespace paipu::cli
