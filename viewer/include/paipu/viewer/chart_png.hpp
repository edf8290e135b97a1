// `paipu graph -o net.png`: the chart's SVG rasterised by librsvg, with no display.
#pragma once

#include <string>

#include "paipu/chart/chart.hpp"

namespace paipu::viewer {

// Writes `picture` as a PNG. False, with the reason in `why`, when the size is out of range or the
// file cannot be written.
bool render_chart_png(const chart::Picture& picture, const std::string& path, std::string& why);

}  // namespace paipu::viewer
