// Small text helpers for arranging tokens: seats and glyphs recognised, and tokens copied into
// strings a previous hand left, keeping their capacity.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace paipu::notation::detail {

inline constexpr std::array<std::string_view, 6> kGlyphs{"!!", "??", "!?", "?!", "!", "?"};

inline bool glyph_char(char c) {
  return c == '!' || c == '?';
}

inline bool is_glyph(std::string_view s) {
  if (s.empty() || s.size() > 2 || !glyph_char(s.back())) return false;
  for (std::string_view g : kGlyphs)
    if (s == g) return true;
  return false;
}

inline bool is_seat(std::string_view s) {
  return s.size() == 1 && (s[0] == 'E' || s[0] == 'S' || s[0] == 'W' || s[0] == 'N');
}

// Copies n bytes. Tokens are short: up to 16 bytes, two overlapping fixed-size copies (or three
// single bytes) do it without a call.
inline void copy_short(char* d, const char* s, std::size_t n) {
  if (n > 16) {
    std::memcpy(d, s, n);
  } else if (n >= 8) {
    std::uint64_t a, b;
    std::memcpy(&a, s, 8);
    std::memcpy(&b, s + n - 8, 8);
    std::memcpy(d, &a, 8);
    std::memcpy(d + n - 8, &b, 8);
  } else if (n >= 4) {
    std::uint32_t a, b;
    std::memcpy(&a, s, 4);
    std::memcpy(&b, s + n - 4, 4);
    std::memcpy(d, &a, 4);
    std::memcpy(d + n - 4, &b, 4);
  } else if (n > 0) {
    d[0] = s[0];
    d[n / 2] = s[n / 2];
    d[n - 1] = s[n - 1];
  }
}

// set_text's case of a string that must grow, out of line.
void grow_text(std::string& s, std::string_view t);

// Copies a token into a string a previous hand left. Every token of every hand comes through
// here, and std::string's assign() takes a general (aliasing-safe) path that costs more than the
// copy. Text no longer than the string's is copied over it and the string cut, inline.
// Where the library has resize_and_overwrite (the notation is built as C++23), text that fits the
// string's capacity is copied and the length set, inline, however the length changes.
[[gnu::always_inline]] inline void set_text(std::string& s, std::string_view t) {
  const std::size_t n = t.size();
#if defined(__cpp_lib_string_resize_and_overwrite)
  if (n > s.capacity()) return grow_text(s, t);
  s.resize_and_overwrite(n, [t](char* d, std::size_t m) {
    copy_short(d, t.data(), m);
    return m;
  });
#else
  if (n > s.size()) return grow_text(s, t);
  copy_short(s.data(), t.data(), n);
  if (n < s.size()) s.erase(n);
#endif
}

// A tag value as written, its escapes undone.
std::string unescape(const char* b, const char* e);

}  // namespace paipu::notation::detail
