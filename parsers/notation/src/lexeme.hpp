// What the grammar hands its output to. The grammar (grammar_def.hpp, scan.hpp) reports tokens,
// comments and tags to a sink as it matches them; a sink is a LexState plus four calls:
//   token(line, col, begin, end)         a token, with its line and column
//   comment(kind, start, begin, end)     a comment (`start`: its '{' or ';'), text without
//   delimiters tag(start, begin, end)               a tag (`start`: its '['), the name's text
//   tag_value(begin, end)                the value of the tag just reported, escapes not yet undone
// Lexed (here) keeps them as a list, for record headers; HandBuilder (hand_builder.hpp) arranges a
// hand's straight into the Hand, so the hot path makes no list and no second pass.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paipu::notation::detail {

struct Lexeme {
  enum Kind : std::uint8_t { token, tag, block_comment, line_comment };
  Kind kind = token;
  std::uint32_t line = 0;
  std::uint32_t col = 1;
  const char* begin = nullptr;  // token text, comment text (without delimiters), tag name
  const char* end = nullptr;
  const char* value_begin = nullptr;  // tag value as written, escapes not yet undone
  const char* value_end = nullptr;
};

struct LexError {
  const char* where = nullptr;
  std::string code;
  std::string message;
};

// The lexer's place in the text. Line breaks are not reported: positions are counted as the lexer
// goes, lines 0-based in the chunk and columns 1-based in code points, so nothing walks the text
// again for them.
struct LexState {
  const char* open_comment = nullptr;  // the '{' of the comment being read
  const char* open_tag = nullptr;
  // The current line, and a point on it whose column is known. The words parser leaves the mark at
  // the end of what it read; the rarer lexemes leave it behind, and the next column is counted from
  // it.
  std::uint32_t line = 0;
  const char* mark = nullptr;
  std::uint32_t mark_col = 1;

  void start(const char* first) {
    open_comment = open_tag = nullptr;
    line = 0;
    mark = first;
    mark_col = 1;
  }
  void newline(const char* after) {
    ++line;
    mark = after;
    mark_col = 1;
  }
  // The column of `p`, which is on the current line at or after the mark.
  std::uint32_t col(const char* p) {
    // Locals, so the count stays in registers and the compiler can vectorise it.
    std::uint32_t c = mark_col;
    for (const char* q = mark; q < p; ++q) c += (static_cast<unsigned char>(*q) & 0xC0) != 0x80;
    mark = p;
    mark_col = c;
    return c;
  }
  // Line breaks inside a block comment move the lexer's line too.
  void skip_lines(const char* b, const char* e) {
    for (const char* q = b; q < e; ++q)
      if (*q == '\n') newline(q + 1);
  }
};

// A sink that keeps every lexeme, in order.
struct Lexed : LexState {
  std::vector<Lexeme> items;

  void token(std::uint32_t at_line, std::uint32_t at_col, const char* b, const char* e) {
    items.push_back(Lexeme{Lexeme::token, at_line, at_col, b, e});
  }
  void comment(Lexeme::Kind kind, const char* start, const char* b, const char* e) {
    items.push_back(Lexeme{kind, line, col(start), b, e});
  }
  void tag(const char* start, const char* b, const char* e) {
    items.push_back(Lexeme{Lexeme::tag, line, col(start), b, e});
  }
  void tag_value(const char* b, const char* e) {
    items.back().value_begin = b;
    items.back().value_end = e;
  }
};

}  // namespace paipu::notation::detail
