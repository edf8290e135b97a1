// Positions as the protocol counts them: 0-based lines, and characters in UTF-16 code units (a CJK
// character is one, a character beyond U+FFFF two). The validator counts code points from 1; these
// convert between the two over the document's text. A byte that is not UTF-8 counts as one
// character, as the reader reads it (U+FFFD).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace paipu::lsp {

struct Position {
  std::uint32_t line = 0;
  std::uint32_t character = 0;
  friend bool operator==(const Position&, const Position&) = default;
};

// Where each line of a text starts (lines end at '\n'; a '\r' before it belongs to no line). The
// protocol also ends a line at a lone '\r': CheckedText::text() has those as '\n' already.
class LineIndex {
 public:
  explicit LineIndex(std::string_view text);
  std::size_t lines() const { return starts_.size(); }
  std::size_t start(std::size_t line) const { return starts_[line]; }
  // The line's text without its line break; empty past the last line.
  std::string_view line(std::size_t line) const;
  // The byte offset of a protocol position. A line past the end is the end of the text; a character
  // past the line's end is its end; one inside a character (half of a surrogate pair) is its start.
  std::size_t offset(Position p) const;
  // The protocol position of a byte offset (clamped to the text).
  Position position(std::size_t offset) const;

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;
};

// Characters (code points, a byte that is not UTF-8 counting as one) in `text`: the validator's
// column of the byte after it, less one.
std::uint32_t code_points(std::string_view text);
// UTF-16 code units in `text`.
std::uint32_t utf16_length(std::string_view text);
// UTF-16 code units in the first `code_points` characters of `line` (all of it when it holds
// fewer).
std::uint32_t utf16_column(std::string_view line, std::uint32_t code_points);
// The byte offset in `line` of UTF-16 column `units` (its end when the line is shorter).
std::size_t byte_of_utf16(std::string_view line, std::uint32_t units);

}  // namespace paipu::lsp
