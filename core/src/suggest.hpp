// "Did you mean": the distance between two spellings, counted in characters (UTF-8 code points),
// and the one candidate that is clearly closest. Used only when a diagnostic is being written.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace paipu {

// The code points of UTF-8 text; a malformed byte counts as one character of its own.
std::u32string decode_utf8(std::string_view text);

// Edit distance in characters: insertions, deletions, substitutions and swaps of two neighbours
// (`paly` → `play` is 1) each cost 1.
std::size_t edit_distance(std::string_view a, std::string_view b);
std::size_t edit_distance(std::u32string_view a, std::u32string_view b);

// How far a word of `length` characters may be from a suggestion: 1 up to 4 characters, 2 up to
// 8, then 3.
std::size_t suggestion_limit(std::size_t length);

// The candidate closest to `word`, or "" when none is within suggestion_limit() or two candidates
// with different spellings are equally close. An exact match is no suggestion.
std::string closest(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace paipu
