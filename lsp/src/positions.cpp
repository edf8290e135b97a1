#include "paipu/lsp/positions.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>

#include "paipu/source.hpp"

namespace paipu::lsp {

namespace {

// The bytes of the character at s[i] (1 for a byte that is not UTF-8) and its UTF-16 units.
struct Char {
  std::size_t bytes = 1;
  std::uint32_t units = 1;
};

Char char_at(std::string_view s, std::size_t i) {
  const std::size_t n = utf8_sequence_length(s, i);
  if (n == 0) return {};
  return {n, n == 4 ? 2u : 1u};
}

}  // namespace

LineIndex::LineIndex(std::string_view text) : text_(text) {
  starts_.push_back(0);
  for (const char *p = text.data(), *end = text.data() + text.size();;) {
    const void* nl = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
    if (!nl) break;
    p = static_cast<const char*>(nl) + 1;
    starts_.push_back(static_cast<std::size_t>(p - text.data()));
  }
}

std::string_view LineIndex::line(std::size_t line) const {
  if (line >= starts_.size()) return {};
  const std::size_t from = starts_[line];
  std::size_t to = line + 1 < starts_.size() ? starts_[line + 1] - 1 : text_.size();
  if (to > from && text_[to - 1] == '\r') --to;
  return text_.substr(from, to - from);
}

std::size_t LineIndex::offset(Position p) const {
  if (p.line >= starts_.size()) return text_.size();
  return starts_[p.line] + byte_of_utf16(line(p.line), p.character);
}

Position LineIndex::position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto it = std::upper_bound(starts_.begin(), starts_.end(), offset);
  const auto line = static_cast<std::size_t>(it - starts_.begin()) - 1;
  const std::string_view before = text_.substr(starts_[line], offset - starts_[line]);
  return {static_cast<std::uint32_t>(line), utf16_length(before)};
}

std::uint32_t code_points(std::string_view text) {
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++n)
    i += static_cast<unsigned char>(text[i]) < 0x80 ? 1 : char_at(text, i).bytes;
  return n;
}

std::uint32_t utf16_length(std::string_view text) {
  return utf16_column(text, UINT32_MAX);
}

std::uint32_t utf16_column(std::string_view line, std::uint32_t code_points) {
  std::uint32_t units = 0;
  for (std::size_t i = 0; i < line.size() && code_points > 0; --code_points) {
    if (static_cast<unsigned char>(line[i]) < 0x80) {  // most of a record: no table, no decoding
      ++units;
      ++i;
      continue;
    }
    const Char ch = char_at(line, i);
    units += ch.units;
    i += ch.bytes;
  }
  return units;
}

std::size_t byte_of_utf16(std::string_view line, std::uint32_t units) {
  std::size_t i = 0;
  while (i < line.size()) {
    const Char ch = char_at(line, i);
    if (ch.units > units) break;  // inside a surrogate pair: its start
    units -= ch.units;
    i += ch.bytes;
  }
  return i;
}

}  // namespace paipu::lsp
