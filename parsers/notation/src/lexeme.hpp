// The grammar's output: a flat list of lexemes over one chunk, each a range into the chunk's text.
// parse.cpp then arranges them into tags, event lines and comments.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace paipu::notation::detail {

// Line breaks are not lexemes: each lexeme carries the line it starts on (0-based in the chunk) and
// its 1-based column in code points, counted as the lexer goes, so nothing walks the text again for
// positions.
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

// The lexer's output and its place in the text. A streaming reader keeps one and lexes every chunk
// into it, so `items` keeps its capacity from hand to hand.
struct Lexed {
  std::vector<Lexeme> items;
  const char* open_comment = nullptr;  // the '{' of the comment being read
  const char* open_tag = nullptr;
  // The lexer's place: the current line, and a point on it whose column is known. The words parser
  // leaves the mark at the end of what it read; the rarer lexemes leave it behind, and the next
  // column is counted from it.
  std::uint32_t line = 0;
  const char* mark = nullptr;
  std::uint32_t mark_col = 1;

  void start(const char* first) {
    items.clear();
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
  void push(Lexeme::Kind kind, const char* start, const char* b, const char* e) {
    Lexeme l;
    l.kind = kind;
    l.line = line;
    l.col = col(start);
    l.begin = b;
    l.end = e;
    items.push_back(l);
  }
  // Line breaks inside a block comment move the lexer's line too.
  void skip_lines(const char* b, const char* e) {
    for (const char* q = b; q < e; ++q)
      if (*q == '\n') newline(q + 1);
  }
};

}  // namespace paipu::notation::detail
