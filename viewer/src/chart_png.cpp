#include "paipu/viewer/chart_png.hpp"

#include "paipu/display/png.hpp"

namespace paipu::viewer {

bool render_chart_png(const chart::Picture& picture, const std::string& path, std::string& why) {
  if (picture.width < 1 || picture.height < 1 || picture.width > 8192 || picture.height > 8192) {
    why = "chart size " + std::to_string(picture.width) + "×" + std::to_string(picture.height) +
          " is outside 1×1 … 8192×8192";
    return false;
  }
  // The chart's own SVG, rasterised: the PNG shows exactly what the SVG does.
  return display::write_png_from_svg(chart::to_svg(picture), picture.width, picture.height, path,
                                     why);
}

}  // namespace paipu::viewer
