#include "paipu/display/png.hpp"

#include <cairo.h>
#include <librsvg/rsvg.h>

#include "paipu/display/svg.hpp"

namespace paipu::display {

bool write_png_from_svg(const std::string& svg, int width, int height, const std::string& path,
                        std::string& error) {
  GError* err = nullptr;
  RsvgHandle* handle =
      rsvg_handle_new_from_data(reinterpret_cast<const guint8*>(svg.data()), svg.size(), &err);
  if (handle == nullptr) {
    error = std::string("the picture's SVG did not parse: ") + (err ? err->message : "unknown");
    if (err) g_error_free(err);
    return false;
  }
  cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
  cairo_t* cr = cairo_create(surface);
  const RsvgRectangle viewport{0, 0, static_cast<double>(width), static_cast<double>(height)};
  bool ok = rsvg_handle_render_document(handle, cr, &viewport, &err) != FALSE;
  if (!ok) {
    error = std::string("librsvg could not draw the picture: ") + (err ? err->message : "unknown");
    if (err) g_error_free(err);
  }
  cairo_destroy(cr);
  if (ok) {
    const cairo_status_t st = cairo_surface_write_to_png(surface, path.c_str());
    if (st != CAIRO_STATUS_SUCCESS) {
      error = "cannot write " + path + ": " + cairo_status_to_string(st);
      ok = false;
    }
  }
  cairo_surface_destroy(surface);
  g_object_unref(handle);
  return ok;
}

bool write_png(const List& list, const std::string& path, std::string& error) {
  return write_png_from_svg(to_svg(list), static_cast<int>(list.width),
                            static_cast<int>(list.height), path, error);
}

}  // namespace paipu::display
