// A display list as a PNG, with no display: the SVG rasterised by librsvg into a cairo image
// surface. librsvg sets text with Pango through fontconfig, the same font the window uses.
#pragma once

#include <string>

#include "paipu/display/display_list.hpp"

namespace paipu::display {

// Writes `path`; false with the reason in `error`.
bool write_png(const List& list, const std::string& path, std::string& error);
// The same from an SVG document of the given size (the chart's own SVG writer).
bool write_png_from_svg(const std::string& svg, int width, int height, const std::string& path,
                        std::string& error);

}  // namespace paipu::display
