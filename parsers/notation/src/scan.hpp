// The lexer's hot path as two X3 primitive parsers: tokens, and the spacing between them. Most of
// a record is these two, so each reads its bytes once, through one table, and counts code points
// (for columns) in the same pass. Only grammar_def.hpp includes this.
#pragma once

#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstdint>

#include "lexeme.hpp"

namespace paipu::notation::detail::grammar {

namespace x3 = boost::spirit::x3;

struct sink_tag;

template <typename Ctx>
Lexed& sink(const Ctx& ctx) {
  return x3::get<sink_tag>(ctx).get();
}

// What a byte can be to the lexer.
enum ByteClass : std::uint8_t {
  token_lead,  // a token byte that starts a character
  token_cont,  // a token byte that continues one (10xxxxxx)
  lead3,       // starts a three-byte character (CJK text), other than...
  lead_e3,     // ...E3, which may start U+3000 IDEOGRAPHIC SPACE (E3 80 80)
  space,       // ' ', '\t', '\r'
  line_break,  // '\n'
  special,     // { } [ ] ; " : they start or end comments, tags and tag values
};

constexpr std::array<ByteClass, 256> make_byte_classes() {
  std::array<ByteClass, 256> t{};
  for (int b = 0; b < 256; ++b) t[b] = (b & 0xC0) == 0x80 ? token_cont : token_lead;
  for (int b = 0xE0; b < 0xF0; ++b) t[b] = lead3;
  t[0xE3] = lead_e3;
  for (unsigned char b : {' ', '\t', '\r'}) t[b] = space;
  t['\n'] = line_break;
  for (unsigned char b : {'{', '}', '[', ']', ';', '"'}) t[b] = special;
  return t;
}
inline constexpr std::array<ByteClass, 256> kByteClass = make_byte_classes();

inline ByteClass byte_class(char c) {
  return kByteClass[static_cast<unsigned char>(c)];
}
// Whether U+3000 starts at `p` (whose byte is 0xE3).
inline bool ideographic_space_at(const char* p, const char* last) {
  return last - p >= 3 && p[1] == '\x80' && p[2] == '\x80';
}
// Whether the two bytes after `p` continue a UTF-8 character, so that [p, p + 3) is one.
inline bool continued_twice(const char* p, const char* last) {
  return last - p >= 3 && (static_cast<unsigned char>(p[1]) & 0xC0) == 0x80 &&
         (static_cast<unsigned char>(p[2]) & 0xC0) == 0x80;
}

// A token: one or more bytes that are not spacing or special. Pushes a token lexeme.
struct token_parser : x3::parser<token_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename Ctx, typename RCtx, typename Attr>
  bool parse(const char*& first, const char* last, const Ctx& ctx, RCtx&, Attr&) const {
    // Counts characters as it goes: every byte but a continuation byte starts one. A whole
    // three-byte character, the common case in CJK text, is taken in one step.
    const char* p = first;
    std::uint32_t chars = 0;
    while (p != last) {
      const ByteClass c = byte_class(*p);
      if (c == lead3 || c == lead_e3) {
        if (c == lead_e3 && ideographic_space_at(p, last)) break;
        ++chars;
        p += continued_twice(p, last) ? 3 : 1;
      } else if (c <= token_cont) {
        chars += c == token_lead;
        ++p;
      } else {
        break;
      }
    }
    if (p == first) return false;
    sink(ctx).push_token(first, p, chars);
    first = p;
    return true;
  }
};

// Blanks (space, tab, CR, U+3000) and line breaks, any mix, at least one. Moves the lexer's line
// and mark; pushes nothing.
struct spacing_parser : x3::parser<spacing_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename Ctx, typename RCtx, typename Attr>
  bool parse(const char*& first, const char* last, const Ctx& ctx, RCtx&, Attr&) const {
    const char* p = first;
    std::uint32_t blanks = 0;  // since the last line break, or since `first`
    const char* line_start = nullptr;
    while (p != last) {
      const ByteClass c = byte_class(*p);
      if (c == space) {
        ++p;
      } else if (c == line_break) {
        line_start = ++p;
        blanks = 0;
        sink(ctx).line += 1;
        continue;
      } else if (c == lead_e3 && ideographic_space_at(p, last)) {
        p += 3;
      } else {
        break;
      }
      ++blanks;
    }
    if (p == first) return false;
    Lexed& s = sink(ctx);
    if (line_start) {
      s.mark = line_start;
      s.mark_col = 1;
    }
    // Catch the mark up to where the blanks began (a no-op after a token), then step over them.
    s.col(line_start ? line_start : first);
    s.mark = p;
    s.mark_col += blanks;
    first = p;
    return true;
  }
};

inline token_parser const token{};
inline spacing_parser const spacing{};

}  // namespace paipu::notation::detail::grammar
