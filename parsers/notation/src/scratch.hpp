// What a streaming reader keeps from hand to hand, so that parsing a hand allocates almost nothing.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/record.hpp"
#include "paipu/source.hpp"

namespace paipu::notation::detail {

// A token of the line being arranged.
struct LineToken {
  const char* begin;
  std::uint32_t size;
  std::uint32_t col;
  std::string_view text() const { return std::string_view(begin, size); }
};

struct HandScratch {
  std::vector<LineToken> toks;   // the tokens of the line being arranged
  std::vector<EventLine> spare;  // event lines a longer hand left behind, buffers and all
  std::vector<Comment> pending;  // comments of a line whose place is not known yet
};

// paipu::notation::parse_hand with the scratch passed in.
bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags, HandScratch& scratch);

}  // namespace paipu::notation::detail
