// Input that is not UTF-8: where it starts, what it probably is, and a cleaned copy to parse.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace paipu::notation::detail {

// The offset of the first byte that is not part of valid UTF-8 (a NUL counts as invalid: no text
// record holds one), or npos.
std::size_t first_invalid_utf8(std::string_view s);

// What a text with invalid UTF-8 most likely is. See docs/diagnostics.md (P010) for the heuristic.
struct EncodingGuess {
  std::string name;   // for people: "GBK", "Big5", "Shift_JIS", "UTF-16LE", "Windows-1252"...
  std::string iconv;  // the name iconv -f takes; empty when there is no guess
  bool double_byte = false;  // GBK, Big5, Shift_JIS: a bad lead byte takes its trail byte with it
};

// `sample`: bytes from the first invalid one on (a few KiB are enough); `at_start`: whether the
// sample is the start of the file (a byte-order mark counts only there).
EncodingGuess guess_encoding(std::string_view sample, bool at_start);

// `s` with each invalid byte (with `double_byte`, each invalid lead byte and the trail byte after
// it) replaced by U+FFFD, so that the rest of the text still parses.
std::string replace_invalid_utf8(std::string_view s, bool double_byte);

}  // namespace paipu::notation::detail
