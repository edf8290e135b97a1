// The lexer's hot path as an X3 primitive parser: tokens and the spacing between them. Most of a
// record is these, so it reads each byte once, through one table, and counts code points (for
// columns) in the same pass. Only grammar_def.hpp includes this.
#pragma once

#include <array>
#include <boost/spirit/home/x3.hpp>
#include <cstdint>
#include <cstring>

#include "lexeme.hpp"

namespace paipu::notation::detail::grammar {

namespace x3 = boost::spirit::x3;

struct sink_tag;

// The sink the grammar reports to (lexeme.hpp): a Lexed or a HandBuilder.
template <typename Ctx>
auto& sink(const Ctx& ctx) {
  return x3::get<sink_tag>(ctx).get();
}

// What a byte can be to the lexer. The first two are ordered so that the class is what the byte
// adds to a count of characters.
enum ByteClass : std::uint8_t {
  token_cont,  // a token byte that continues a character (10xxxxxx)
  token_lead,  // a token byte that starts one
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
// The two bytes after `p`, as one number (the same either way round in memory for the tests below).
inline std::uint16_t next_two(const char* p) {
  std::uint16_t w;
  std::memcpy(&w, p + 1, 2);
  return w;
}
constexpr std::uint16_t kContinuedTwice = 0x8080;  // two continuation bytes, masked with 0xC0C0
// Whether U+3000 (E3 80 80) starts at `p`, whose byte is 0xE3.
inline bool ideographic_space_at(const char* p, const char* last) {
  return last - p >= 3 && next_two(p) == 0x8080;
}

// The end of the token that starts at `p`: one or more bytes that are not spacing or special.
// Counts its characters into `chars` as it goes (every byte but a continuation byte starts one); a
// whole three-byte character, the common case in CJK text, is taken in one step.
inline const char* token_end(const char* p, const char* last, std::uint32_t& chars) {
  while (p != last) {
    const ByteClass c = byte_class(*p);
    if (c <= token_lead) {
      chars += c;
      ++p;
    } else if (c <= lead_e3) {
      if (last - p >= 3) {
        const std::uint16_t w = next_two(p);
        if (c == lead_e3 && w == 0x8080) break;  // U+3000
        if ((w & 0xC0C0) == kContinuedTwice) {
          ++chars;
          p += 3;
          continue;
        }
      }
      ++chars;  // a lead byte without its continuation: a character of one byte, as counted
      ++p;
    } else {
      break;
    }
  }
  return p;
}

// Tokens and the spacing between them, any mix, at least one byte: what `+(token | spacing)` would
// match, where spacing is blanks (space, tab, CR, U+3000) and line breaks. Reports each token
// to the sink. Most of a record is this, so it is one primitive: the lexer's line and column stay
// in registers from one token to the next, and each byte is looked at once.
struct words_parser : x3::parser<words_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  template <typename Ctx, typename RCtx, typename Attr>
  bool parse(const char*& first, const char* last, const Ctx& ctx, RCtx&, Attr&) const {
    auto& s = sink(ctx);
    const char* p = first;
    std::uint32_t line = s.line;
    std::uint32_t col = s.col(first);  // of p
    while (p != last) {
      const ByteClass c = byte_class(*p);
      if (c == space) {
        ++p;
        ++col;
      } else if (c < space && (c != lead_e3 || !ideographic_space_at(p, last))) {
        const char* b = p;
        std::uint32_t chars = 0;
        p = token_end(p, last, chars);
        s.token(line, col, b, p);
        col += chars;
      } else if (c == line_break) {
        ++p;
        ++line;
        col = 1;
      } else if (c == special) {
        break;
      } else {  // U+3000
        p += 3;
        ++col;
      }
    }
    if (p == first) return false;
    s.line = line;
    s.mark = p;
    s.mark_col = col;
    first = p;
    return true;
  }
};

inline words_parser const words{};

}  // namespace paipu::notation::detail::grammar
