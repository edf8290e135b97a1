// Parses one chunk: a record header from the grammar's lexemes, a hand through HandBuilder.
#include "paipu/notation/parse.hpp"

#include "grammar.hpp"
#include "hand_builder.hpp"
#include "scratch.hpp"

namespace paipu::notation {

using detail::Lexeme;

std::uint32_t column_of(const char* line_start, const char* p) {
  std::uint32_t col = 1;
  for (const char* q = line_start; q < p; ++q)
    if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++col;
  return col;
}

std::string detail::unescape(const char* b, const char* e) {
  std::string s;
  s.reserve(static_cast<std::size_t>(e - b));
  for (const char* p = b; p < e; ++p) {
    if (*p == '\\' && p + 1 < e) {
      ++p;
      s.push_back(*p == 'n' ? '\n' : *p);  // \n is the one named escape: a line break in a value
      continue;
    }
    s.push_back(*p);
  }
  return s;
}

void detail::grow_text(std::string& s, std::string_view t) {
  // A few bytes more are pushed (push_back is inline), not appended: append() and resize() go
  // through general paths and a call to memcpy or memset. Then the text is copied over.
  const std::size_t n = t.size();
  if (n - s.size() > 8) {
    s.resize(n);
  } else {
    do s.push_back('\0');
    while (s.size() < n);
  }
  copy_short(s.data(), t.data(), n);
}

namespace {

// Maps pointers in a chunk to 1-based line and code-point column. Lexemes arrive in order, so the
// lookup walks forward from the last answer; a query behind it (an error pointing back at an
// opening brace) starts again from the top.
class Positions {
 public:
  Positions(std::string_view text, std::uint32_t first_line)
      : text_(text), first_line_(first_line) {
    reset();
  }
  SourcePos at(const char* p) {
    if (p < ptr_) reset();
    // One pass: every byte that does not continue a UTF-8 sequence starts a character; a line break
    // starts the count again. Tokens are a few bytes apart, so this is cheaper than memchr's call.
    std::uint32_t col = col_;
    for (const char* q = ptr_; q < p; ++q) {
      const auto c = static_cast<unsigned char>(*q);
      col += (c & 0xC0) != 0x80;
      if (c == '\n') {
        ++line_;
        col = 1;
      }
    }
    col_ = col;
    ptr_ = p;
    return SourcePos{line_, col_};
  }

 private:
  void reset() {
    ptr_ = text_.data();
    line_ = first_line_;
    col_ = 1;
  }
  std::string_view text_;
  std::uint32_t first_line_;
  const char* ptr_ = nullptr;
  std::uint32_t line_ = 0;
  std::uint32_t col_ = 1;
};

// Reports a diagnostic into `diags`.
void report(Diagnostics& diags, const std::string& file, SourcePos where, std::string code,
            std::string message) {
  Diagnostic d;
  d.code = std::move(code);
  d.message = std::move(message);
  d.file = file;
  d.pos = where;
  diags.push_back(std::move(d));
}

// Lexes a chunk into `sink`; reports a lexical error, if there is one, and returns false.
template <typename Sink>
bool lex(std::string_view text, std::uint32_t first_line, const std::string& file, Sink& sink,
         Diagnostics& diags) {
  sink.start(text.data());
  const auto err = detail::lex_chunk(text.data(), text.data() + text.size(), sink);
  if (!err) return true;
  // It points into the text rather than at a lexeme: its position is counted from the top.
  Positions pos(text, first_line);
  report(diags, file, pos.at(err->where), err->code, err->message);
  return false;
}

}  // namespace

bool parse_record_header(std::string_view text, std::uint32_t first_line, const std::string& file,
                         Record& out, Diagnostics& diags) {
  detail::Lexed lexed;
  out.pos = SourcePos{first_line, 1};
  // On a lexical error the tags before it are still kept: a broken [Event] must not lose [Variant].
  const bool lexed_ok = lex(text, first_line, file, lexed, diags);
  for (const Lexeme& l : lexed.items) {
    const SourcePos at{first_line + l.line, l.col};
    switch (l.kind) {
      case Lexeme::tag:
        out.tags.push_back(
            Tag{std::string(l.begin, l.end), detail::unescape(l.value_begin, l.value_end), at});
        break;
      case Lexeme::block_comment:
      case Lexeme::line_comment:
        out.comments.push_back(
            Comment{std::string(l.begin, l.end), l.kind == Lexeme::line_comment});
        break;
      case Lexeme::token:
        report(diags, file, at, "P005",
               "expected a tag such as [Event \"...\"] or a `hand` line, got '" +
                   shown(std::string_view(l.begin, static_cast<std::size_t>(l.end - l.begin))) +
                   "'");
        return false;
    }
  }
  return lexed_ok;
}

bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags) {
  detail::HandScratch scratch;
  return detail::parse_hand(text, first_line, file, out, diags, scratch);
}

bool detail::parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file,
                        Hand& out, Diagnostics& diags, HandScratch& scratch) {
  HandBuilder builder(out, first_line, scratch);
  const bool lexed_ok = lex(text, first_line, file, builder, diags);
  auto error = builder.finish();
  // A lexical error is reported rather than an arrangement error before it: the lexer used to run
  // over the whole chunk first, and the messages stay as they were.
  if (!lexed_ok) return false;
  if (!error) return true;
  report(diags, file, error->pos, std::move(error->code), std::move(error->message));
  return false;
}

}  // namespace paipu::notation
