// The X3 grammar of the notation, declared. Only grammar.cpp includes grammar_def.hpp.
#pragma once

#include <optional>

#include "lexeme.hpp"

namespace paipu::notation::detail {

// Lexes [first, last) into `out`. On a syntax error returns it, with `out` holding what came
// before.
std::optional<LexError> lex_chunk(const char* first, const char* last, Lexed& out);

}  // namespace paipu::notation::detail
