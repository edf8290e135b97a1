#include "grammar.hpp"

#include "grammar_def.hpp"

namespace paipu::notation::detail {

namespace {

std::string describe(const char* p, const char* last) {
  if (p == last) return "the end of the text";
  switch (*p) {
    case '\n':
      return "the end of the line";
    case '"':
      return "'\"'";
    default: {
      // One whole UTF-8 character.
      const char* e = p + 1;
      while (e != last && (static_cast<unsigned char>(*e) & 0xC0) == 0x80) ++e;
      return "'" + shown(std::string_view(p, static_cast<std::size_t>(e - p))) + "'";
    }
  }
}

template <typename Sink>
std::optional<LexError> lex(const char* first, const char* last, Sink& out) {
  namespace x3 = boost::spirit::x3;
  const char* it = first;
  try {
    bool ok = x3::parse(it, last, x3::with<grammar::sink_tag>(std::ref(out))[grammar::chunk]);
    if (ok && it == last) return std::nullopt;
    // The chunk rule only stops at a stray closing bracket or quote.
    return LexError{it, "P001",
                    "unexpected " + describe(it, last) +
                        ": '}' and ']' close only what '{' and '[' opened, and '\"' "
                        "appears only inside a tag value"};
  } catch (const x3::expectation_failure<const char*>& e) {
    const std::string& which = e.which();
    if (which == "'}' to close the comment") {
      return LexError{out.open_comment, "P002",
                      "unterminated comment: this '{' has no '}' before the next hand or record"};
    }
    if (which.find("on the same line") != std::string::npos) {
      return LexError{e.where(), "P003",
                      "unterminated tag value: expected '\"' before " + describe(e.where(), last)};
    }
    return LexError{e.where(), "P004",
                    "malformed tag: expected " + which + ", got " + describe(e.where(), last)};
  }
}

}  // namespace

std::optional<LexError> lex_chunk(const char* first, const char* last, Lexed& out) {
  return lex(first, last, out);
}
std::optional<LexError> lex_chunk(const char* first, const char* last, HandBuilder& out) {
  return lex(first, last, out);
}

}  // namespace paipu::notation::detail
