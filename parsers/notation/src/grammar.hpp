// The X3 grammar of the notation, declared. Only grammar.cpp includes grammar_def.hpp.
#pragma once

#include <optional>

#include "hand_builder.hpp"
#include "lexeme.hpp"

namespace paipu::notation::detail {

// Lexes [first, last), reporting what it finds to `out` (lexeme.hpp). On a syntax error returns
// it, with `out` having had what came before.
std::optional<LexError> lex_chunk(const char* first, const char* last, Lexed& out);
std::optional<LexError> lex_chunk(const char* first, const char* last, HandBuilder& out);

}  // namespace paipu::notation::detail
