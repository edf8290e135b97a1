// `paipu graph -o net.png`: the chart's display list painted with the viewer's drawing stack.
#pragma once

#include <string>

#include "paipu/chart/chart.hpp"

namespace paipu::viewer {

// Paints `picture` off-screen and writes it as a PNG. False, with the reason in `why`, when there
// is no display (SFML needs one even off-screen), no CJK font, or the file cannot be written.
bool render_chart_png(const chart::Picture& picture, const std::string& path, std::string& why);

}  // namespace paipu::viewer
