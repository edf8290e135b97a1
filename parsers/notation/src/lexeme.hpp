// The grammar's output: a flat list of lexemes over one chunk, each a range into the chunk's text.
// parse.cpp then arranges them into tags, event lines and comments.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paipu::notation::detail {

struct Lexeme {
  enum Kind : std::uint8_t { newline, token, tag, block_comment, line_comment };
  Kind kind = token;
  const char* begin = nullptr;  // token text, comment text (without delimiters), tag name
  const char* end = nullptr;
  const char* value_begin = nullptr;  // tag value as written, escapes not yet undone
  const char* value_end = nullptr;
  const char* start = nullptr;  // where the lexeme starts in the text, for its position
};

struct LexError {
  const char* where = nullptr;
  std::string code;
  std::string message;
};

struct Lexed {
  std::vector<Lexeme> items;
  const char* open_comment = nullptr;  // the '{' of the comment being read
  const char* open_tag = nullptr;
};

}  // namespace paipu::notation::detail
