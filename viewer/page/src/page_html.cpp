// The replay page as one HTML file: its stylesheet and script (viewer/page/assets/, embedded at
// build time) with the page data inlined, safe inside <script> and with the title escaped.
#include "paipu/page/page_html.hpp"

#include <string_view>

#include "paipu/display/svg.hpp"

namespace paipu::cli {

namespace {

struct Asset {
  std::string_view path;
  std::string_view text;
};
constexpr Asset kAssets[] = {
#include "page_assets.inc"
};

std::string_view asset(std::string_view path) {
  for (const Asset& a : kAssets)
    if (a.path == path) return a.text;
  return {};
}

// JSON inside <script> ends at the first "</script"; and "<!--" changes how the element is read.
// Every '<' of the JSON text lies inside a string, where \u003c means the same.
std::string script_safe(const std::string& json_text) {
  std::string out;
  out.reserve(json_text.size());
  for (char c : json_text) {
    if (c == '<')
      out += "\\u003c";
    else
      out += c;
  }
  return out;
}

void replace_once(std::string& s, std::string_view marker, std::string_view with) {
  const auto at = s.find(marker);
  if (at != std::string::npos) s.replace(at, marker.size(), with);
}

}  // namespace

std::string page_html(const nlohmann::json& data, const std::string& title) {
  std::string page(asset("page.html"));
  const std::string json_text =
      script_safe(data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
  replace_once(page, "/*PAIPU_CSS*/", asset("page.css"));
  replace_once(page, "/*PAIPU_JS*/", asset("page.js"));
  replace_once(page, "\"PAIPU_DATA\"", json_text);
  // Last, so that no marker can come from the title; <title> is the first place the marker is.
  // Bad bytes become U+FFFD there, as in every SVG the display list writes.
  replace_once(page, "PAIPU_TITLE", display::xml_escape(title));
  return page;
}

}  // namespace paipu::cli
