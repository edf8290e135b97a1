// The replay page as one HTML file: its stylesheet and script (viewer/page/assets/, embedded at
// build time) with the page data inlined, gzipped and in base64, and the title escaped.
#include "paipu/page/page_html.hpp"

#include <zlib.h>

#include <array>
#include <stdexcept>
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

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// The whole data as gzip: the display lists repeat their elements' words and the edits their
// small numbers, so it is a tenth of the JSON (docs/export-html.md gives the figures).
std::string gzip(const std::string& text) {
  z_stream z{};
  // 15 + 16: a gzip header and trailer, which the browser's DecompressionStream("gzip") reads.
  if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("zlib: deflateInit2 failed");
  std::string out(deflateBound(&z, text.size()), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
  z.avail_in = static_cast<uInt>(text.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("zlib: deflate did not finish");
  return out;
}

std::string gunzip(const std::string& bytes) {
  z_stream z{};
  if (inflateInit2(&z, 15 + 16) != Z_OK) throw std::runtime_error("zlib: inflateInit2 failed");
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(bytes.data()));
  z.avail_in = static_cast<uInt>(bytes.size());
  std::string out;
  std::array<char, 1 << 16> buf{};
  int rc = Z_OK;
  while (rc == Z_OK) {
    z.next_out = reinterpret_cast<Bytef*>(buf.data());
    z.avail_out = buf.size();
    rc = inflate(&z, Z_NO_FLUSH);
    out.append(buf.data(), buf.size() - z.avail_out);
  }
  inflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("the page data is not whole gzip");
  return out;
}

std::string base64(const std::string& bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (std::size_t i = 0; i < bytes.size(); i += 3) {
    unsigned v = static_cast<unsigned char>(bytes[i]) << 16;
    if (i + 1 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    if (i + 2 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 2]);
    out += kBase64[(v >> 18) & 63];
    out += kBase64[(v >> 12) & 63];
    out += i + 1 < bytes.size() ? kBase64[(v >> 6) & 63] : '=';
    out += i + 2 < bytes.size() ? kBase64[v & 63] : '=';
  }
  return out;
}

std::string unbase64(std::string_view text) {
  std::string out;
  unsigned v = 0;
  int bits = 0;
  for (char c : text) {
    const auto at = kBase64.find(c);
    if (at == std::string_view::npos) continue;  // padding and line breaks
    v = (v << 6) | static_cast<unsigned>(at);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += static_cast<char>((v >> bits) & 0xFF);
    }
  }
  return out;
}

constexpr std::string_view kDataOpen =
    "<script id=\"paipu-data\" type=\"application/gzip+base64\">";

void replace_once(std::string& s, std::string_view marker, std::string_view with) {
  const auto at = s.find(marker);
  if (at != std::string::npos) s.replace(at, marker.size(), with);
}

}  // namespace

std::string page_html(const nlohmann::json& data, const std::string& title) {
  std::string page(asset("page.html"));
  const std::string json_text = data.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  replace_once(page, "/*PAIPU_CSS*/", asset("page.css"));
  replace_once(page, "/*PAIPU_JS*/", asset("page.js"));
  // Base64 has no '<', so nothing in the data can end its <script>.
  replace_once(page, "PAIPU_DATA", base64(gzip(json_text)));
  // Last, so that no marker can come from the title; <title> is the first place the marker is.
  // Bad bytes become U+FFFD there, as in every SVG the display list writes.
  replace_once(page, "PAIPU_TITLE", display::xml_escape(title));
  return page;
}

nlohmann::json page_data_of(const std::string& page) {
  const auto from = page.find(kDataOpen);
  if (from == std::string::npos) return nullptr;
  const auto begin = from + kDataOpen.size();
  const auto end = page.find("</script>", begin);
  return nlohmann::json::parse(gunzip(unbase64(std::string_view(page).substr(begin, end - begin))));
}

}  // namespace paipu::cli
