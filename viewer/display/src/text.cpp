#include "paipu/display/text.hpp"

#include <ft2build.h>
#include FT_FREETYPE_H

#include <algorithm>
#include <cmath>
#include <mutex>
#include <unordered_map>

namespace paipu::display {

namespace {

bool wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0x1F000 && c <= 0x1FAFF);
}

// Sizes are whole pixels, as the window sets them.
unsigned whole(float size) {
  return static_cast<unsigned>(std::max(1.f, std::round(size)));
}

}  // namespace

struct Fonts::Impl {
  FT_Library lib = nullptr;
  FT_Face face = nullptr;
  struct Glyph {
    float advance = 0, top = 0, bottom = 0;
  };
  std::mutex mutex;
  unsigned current = 0;
  std::unordered_map<std::uint64_t, Glyph> cache;

  // What SFML 2.5 measures: the autohinted advance at the pixel size, one pixel wider in bold.
  Glyph glyph(char32_t c, unsigned size, bool bold) {
    const std::uint64_t key =
        (static_cast<std::uint64_t>(c) << 24) | (static_cast<std::uint64_t>(size) << 1) | bold;
    if (auto it = cache.find(key); it != cache.end()) {
      return it->second;
    }
    if (current != size) {
      FT_Set_Pixel_Sizes(face, 0, size);
      current = size;
    }
    Glyph g;
    if (FT_Load_Char(face, c, FT_LOAD_TARGET_NORMAL | FT_LOAD_FORCE_AUTOHINT) == 0) {
      const FT_Glyph_Metrics& m = face->glyph->metrics;
      g.advance = static_cast<float>(m.horiAdvance) / 64.f + (bold ? 1.f : 0.f);
      g.top = -static_cast<float>(m.horiBearingY) / 64.f;
      g.bottom = static_cast<float>(m.height - m.horiBearingY) / 64.f;
    }
    cache.emplace(key, g);
    return g;
  }
  float ascent(unsigned size) {
    if (current != size) {
      FT_Set_Pixel_Sizes(face, 0, size);
      current = size;
    }
    return static_cast<float>(face->size->metrics.ascender) / 64.f;
  }
  float descent(unsigned size) {
    ascent(size);
    return -static_cast<float>(face->size->metrics.descender) / 64.f;
  }
};

Fonts::Fonts() : impl_(std::make_unique<Impl>()) {
  const std::string path = find_cjk_font(why_);
  family_ = "Noto Sans CJK JP";
  if (path.empty() || FT_Init_FreeType(&impl_->lib) != 0) {
    return;
  }
  if (FT_New_Face(impl_->lib, path.c_str(), 0, &impl_->face) != 0) {
    why_ = "FreeType could not open " + path;
    return;
  }
  path_ = path;
  if (impl_->face->family_name != nullptr) {
    family_ = impl_->face->family_name;
  }
}

Fonts::~Fonts() {
  if (impl_->face != nullptr) FT_Done_Face(impl_->face);
  if (impl_->lib != nullptr) FT_Done_FreeType(impl_->lib);
}

const Fonts& Fonts::shared() {
  static const Fonts fonts;
  return fonts;
}

float Fonts::width(std::string_view utf8, float size, bool bold) const {
  const unsigned px = whole(size);
  float w = 0;
  if (!found()) {
    for (char32_t c : decode_utf8(utf8)) {
      w += static_cast<float>(px) * (wide(c) ? 1.f : 0.6f) + (bold ? 1.f : 0.f);
    }
    return w;
  }
  std::lock_guard lock(impl_->mutex);
  for (char32_t c : decode_utf8(utf8)) {
    w += impl_->glyph(c, px, bold).advance;
  }
  return w;
}

float Fonts::ascent(float size) const {
  if (!found()) return std::round(size) * 0.88f;
  std::lock_guard lock(impl_->mutex);
  return impl_->ascent(whole(size));
}

float Fonts::descent(float size) const {
  if (!found()) return std::round(size) * 0.24f;
  std::lock_guard lock(impl_->mutex);
  return impl_->descent(whole(size));
}

Fonts::Ink Fonts::ink(std::string_view utf8, float size, bool bold) const {
  const std::u32string s = decode_utf8(utf8);
  if (!found() || s.empty()) {
    return {-std::round(size) * 0.72f, 0.f};
  }
  std::lock_guard lock(impl_->mutex);
  Ink ink{0, 0};
  bool first = true;
  for (char32_t c : s) {
    const Impl::Glyph g = impl_->glyph(c, whole(size), bold);
    if (g.top == g.bottom) continue;  // a space
    ink.top = first ? g.top : std::min(ink.top, g.top);
    ink.bottom = first ? g.bottom : std::max(ink.bottom, g.bottom);
    first = false;
  }
  return ink;
}

std::u32string decode_utf8(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    int len = b < 0x80 ? 1 : (b >> 5) == 6 ? 2 : (b >> 4) == 14 ? 3 : (b >> 3) == 30 ? 4 : 0;
    char32_t c = len == 1 ? b : len == 2 ? (b & 0x1F) : len == 3 ? (b & 0x0F) : (b & 0x07);
    bool ok = len > 0 && i + static_cast<std::size_t>(len) <= s.size();
    for (int k = 1; ok && k < len; ++k) {
      const auto cb = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
      ok = (cb & 0xC0) == 0x80;
      c = (c << 6) | (cb & 0x3F);
    }
    const char32_t least = len == 2 ? 0x80 : len == 3 ? 0x800 : len == 4 ? 0x10000 : 0;
    if (!ok || c < least || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
      out += U'\uFFFD';
      ++i;
      continue;
    }
    out += c;
    i += static_cast<std::size_t>(len);
  }
  return out;
}

std::string encode_utf8(std::u32string_view s) {
  std::string out;
  for (char32_t c : s) {
    if (c < 0x80) {
      out += static_cast<char>(c);
    } else if (c < 0x800) {
      out += static_cast<char>(0xC0 | (c >> 6));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
      out += static_cast<char>(0xE0 | (c >> 12));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
      out += static_cast<char>(0xF0 | (c >> 18));
      out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
      out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (c & 0x3F));
    }
  }
  return out;
}

std::vector<std::string> wrap(std::string_view utf8, float size, float width, bool bold) {
  const Fonts& f = Fonts::shared();
  std::vector<std::string> lines;
  std::u32string line;
  float w = 0;
  std::size_t last_space = std::u32string::npos;  // index in `line`
  auto advance = [&](char32_t c) { return f.width(encode_utf8(std::u32string(1, c)), size, bold); };
  auto flush = [&] {
    lines.push_back(encode_utf8(line));
    line.clear();
    w = 0;
    last_space = std::u32string::npos;
  };
  for (char32_t c : decode_utf8(utf8)) {
    if (c == U'\n') {
      flush();
      continue;
    }
    const float a = advance(c);
    if (w + a > width && !line.empty()) {
      if (c == U' ') {
        flush();
        continue;
      }
      if (last_space != std::u32string::npos && last_space > 0) {
        std::u32string rest = line.substr(last_space + 1);
        line.resize(last_space);
        flush();
        line = rest;
        w = f.width(encode_utf8(line), size, bold);
      } else {
        flush();
      }
    }
    if (c == U' ') last_space = line.size();
    line += c;
    w += a;
  }
  if (!line.empty() || lines.empty()) lines.push_back(encode_utf8(line));
  return lines;
}

float fitting_size(std::string_view utf8, float size, float min_size, float width, bool bold) {
  float s = std::round(size);
  while (s > min_size && Fonts::shared().width(utf8, s, bold) > width) {
    s -= 1;
  }
  return std::max(s, min_size);
}

std::string elide(std::string_view utf8, float size, float width, bool bold) {
  const Fonts& f = Fonts::shared();
  if (f.width(utf8, size, bold) <= width) return std::string(utf8);
  std::u32string s = decode_utf8(utf8);
  while (!s.empty() && f.width(encode_utf8(s + U"…"), size, bold) > width) {
    s.pop_back();
  }
  return encode_utf8(s + U"…");
}

namespace {

Item make_text(std::string utf8, float x, float baseline, const TextStyle& st) {
  const Fonts& f = Fonts::shared();
  Item it;
  it.kind = Kind::text;
  it.paint.fill = st.colour;
  const float w = f.width(utf8, st.size, st.bold);
  const float left = st.anchor == Anchor::start    ? x
                     : st.anchor == Anchor::middle ? x - w / 2
                                                   : x - w;
  const float em = std::round(st.size);
  it.box = {left, baseline - em, w, line_height(st.size)};
  it.text = Text{std::move(utf8), x, baseline, std::round(st.size), st.bold, st.anchor};
  return it;
}

Item centred(std::string utf8, float cx, float cy, const TextStyle& style) {
  TextStyle st = style;
  st.anchor = Anchor::middle;
  const Fonts::Ink ink = Fonts::shared().ink(utf8, st.size, st.bold);
  return make_text(std::move(utf8), cx, cy - (ink.top + ink.bottom) / 2, st);
}

}  // namespace

Item& text_line(List& list, std::string utf8, float x, float top, const TextStyle& style,
                std::string id) {
  Item& it =
      list.items.emplace_back(make_text(std::move(utf8), x, top + std::round(style.size), style));
  it.id = std::move(id);
  return it;
}

Item& text_line_centred(List& list, std::string utf8, float x, float cy, const TextStyle& style,
                        std::string id) {
  return text_line(list, std::move(utf8), x, cy - line_height(style.size) / 2, style,
                   std::move(id));
}

float line_height(float size) {
  return std::round(size) * 1.25f;
}

Item& text_centred(List& list, std::string utf8, float cx, float cy, const TextStyle& style,
                   std::string id) {
  Item& it = list.items.emplace_back(centred(std::move(utf8), cx, cy, style));
  it.id = std::move(id);
  return it;
}

Item& text_centred(std::vector<Item>& items, std::string utf8, float cx, float cy,
                   const TextStyle& style) {
  return items.emplace_back(centred(std::move(utf8), cx, cy, style));
}

}  // namespace paipu::display
