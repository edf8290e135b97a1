// What a streaming reader keeps from hand to hand, so that parsing a hand allocates almost nothing.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "lexeme.hpp"
#include "paipu/record.hpp"
#include "paipu/source.hpp"

namespace paipu::notation::detail {

struct HandScratch {
  Lexed lexed;
  std::vector<Lexeme> toks;      // the tokens of a line that has comments or tags too
  std::vector<EventLine> spare;  // event lines a longer hand left behind, buffers and all
};

// paipu::notation::parse_hand with the scratch passed in.
bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags, HandScratch& scratch);

}  // namespace paipu::notation::detail
