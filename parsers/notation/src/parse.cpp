// Arranges the grammar's lexemes into records and hands, and splits a stream into chunks.
#include "paipu/notation/parse.hpp"

#include <algorithm>
#include <array>
#include <cstring>

#include "grammar.hpp"
#include "scratch.hpp"

namespace paipu::notation {

using detail::Lexeme;

std::uint32_t column_of(const char* line_start, const char* p) {
  std::uint32_t col = 1;
  for (const char* q = line_start; q < p; ++q)
    if ((static_cast<unsigned char>(*q) & 0xC0) != 0x80) ++col;
  return col;
}

namespace {

constexpr std::array<std::string_view, 6> kGlyphs{"!!", "??", "!?", "?!", "!", "?"};

bool glyph_char(char c) {
  return c == '!' || c == '?';
}

bool is_glyph(std::string_view s) {
  if (s.empty() || s.size() > 2 || !glyph_char(s.back())) return false;
  return std::find(kGlyphs.begin(), kGlyphs.end(), s) != kGlyphs.end();
}

bool is_seat(std::string_view s) {
  return s.size() == 1 && (s[0] == 'E' || s[0] == 'S' || s[0] == 'W' || s[0] == 'N');
}

// Copies n bytes. Tokens are short: up to 16 bytes, two overlapping fixed-size copies (or three
// single bytes) do it without a call.
inline void copy_short(char* d, const char* s, std::size_t n) {
  if (n > 16) {
    std::memcpy(d, s, n);
  } else if (n >= 8) {
    std::uint64_t a, b;
    std::memcpy(&a, s, 8);
    std::memcpy(&b, s + n - 8, 8);
    std::memcpy(d, &a, 8);
    std::memcpy(d + n - 8, &b, 8);
  } else if (n >= 4) {
    std::uint32_t a, b;
    std::memcpy(&a, s, 4);
    std::memcpy(&b, s + n - 4, 4);
    std::memcpy(d, &a, 4);
    std::memcpy(d + n - 4, &b, 4);
  } else if (n > 0) {
    d[0] = s[0];
    d[n / 2] = s[n / 2];
    d[n - 1] = s[n - 1];
  }
}

// Copies a token into a string a previous hand left. Every token of every hand comes through
// here, and std::string's assign() takes a general (aliasing-safe) path that costs more than the
// copy. Text no longer than the string's is copied over it and the string cut, inline; longer
// text is copied over it and the rest appended.
void grow_text(std::string& s, std::string_view t) {
  const std::size_t old = s.size();
  copy_short(s.data(), t.data(), old);
  s.append(t.data() + old, t.size() - old);
}
inline void set_text(std::string& s, std::string_view t) {
  if (t.size() > s.size()) return grow_text(s, t);
  copy_short(s.data(), t.data(), t.size());
  s.erase(t.size());
}

std::string unescape(const char* b, const char* e) {
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

std::string_view text_of(const Lexeme& l) {
  return std::string_view(l.begin, static_cast<std::size_t>(l.end - l.begin));
}

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

struct ChunkParser {
  std::string_view text;
  const std::string& file;
  Diagnostics& diags;
  Positions pos;  // for errors that point into the text rather than at a lexeme
  std::uint32_t first_line;
  detail::Lexed& lexed;
  bool failed = false;

  ChunkParser(std::string_view t, std::uint32_t line, const std::string& f, Diagnostics& d,
              detail::Lexed& l)
      : text(t), file(f), diags(d), pos(t, line), first_line(line), lexed(l) {}

  void error(SourcePos where, std::string code, std::string message) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = std::move(message);
    d.file = file;
    d.pos = where;
    diags.push_back(std::move(d));
    failed = true;
  }
  void error(const char* where, std::string code, std::string message) {
    error(pos.at(where), std::move(code), std::move(message));
  }
  SourcePos pos_of(const Lexeme& l) const { return SourcePos{first_line + l.line, l.col}; }

  bool lex() {
    lexed.start(text.data());
    lexed.items.reserve(text.size() / 4 + 8);
    if (auto err = detail::lex_chunk(text.data(), text.data() + text.size(), lexed)) {
      error(err->where, err->code, err->message);
      return false;
    }
    return true;
  }

  Tag make_tag(const Lexeme& l) const {
    return Tag{std::string(l.begin, l.end), unescape(l.value_begin, l.value_end), pos_of(l)};
  }
  static Comment make_comment(const Lexeme& l) {
    return Comment{std::string(l.begin, l.end), l.kind == Lexeme::line_comment};
  }
  // The tags, or the comments, among the lexemes [b, e), appended in order.
  void add_tags(const Lexeme* b, const Lexeme* e, std::vector<Tag>& tags) const {
    for (; b != e; ++b)
      if (b->kind == Lexeme::tag) tags.push_back(make_tag(*b));
  }
  static void add_comments(const Lexeme* b, const Lexeme* e, std::vector<Comment>& comments) {
    for (; b != e; ++b)
      if (b->kind == Lexeme::block_comment || b->kind == Lexeme::line_comment)
        comments.push_back(make_comment(*b));
  }
};

// Fills `ev` in place, reusing the strings and vectors a previous hand left in it: a streaming
// reader then allocates almost nothing per hand.
// `toks` are the line's `count` tokens, at least one.
void build_event(const ChunkParser& p, const Lexeme* toks, std::size_t count, EventLine& ev) {
  // Each string is set once, not cleared first: a cleared string would have to grow again.
  std::size_t k = 0;
  ev.comments.clear();
  ev.pos = p.pos_of(toks[0]);
  if (count >= 2 && is_seat(text_of(toks[0]))) k = 1;
  set_text(ev.seat, k == 1 ? text_of(toks[0]) : std::string_view());
  set_text(ev.verb, text_of(toks[k]));
  ev.verb_pos = p.pos_of(toks[k]);
  ++k;
  std::size_t end = count;
  std::string_view glyph;
  if (end > k && is_glyph(text_of(toks[end - 1]))) {
    glyph = text_of(toks[end - 1]);
    --end;
  }
  std::size_t n = 0;
  for (; k < end; ++k) {
    std::string_view t = text_of(toks[k]);
    SourcePos tp = p.pos_of(toks[k]);
    if (k + 1 == end && glyph.empty() && glyph_char(t.back())) {
      // A glyph written against the last argument, as in PGN: `天天!?`.
      for (std::string_view g : kGlyphs) {
        if (t.size() > g.size() && t.substr(t.size() - g.size()) == g &&
            t[t.size() - g.size() - 1] != '!' && t[t.size() - g.size() - 1] != '?') {
          glyph = g;
          t.remove_suffix(g.size());
          break;
        }
      }
    }
    if (n == ev.args.size()) ev.args.emplace_back();
    set_text(ev.args[n].text, t);
    ev.args[n].pos = tp;
    ++n;
  }
  ev.args.resize(n);
  set_text(ev.glyph, glyph);
}

}  // namespace

bool parse_record_header(std::string_view text, std::uint32_t first_line, const std::string& file,
                         Record& out, Diagnostics& diags) {
  detail::Lexed lexed;
  ChunkParser p(text, first_line, file, diags, lexed);
  out.pos = SourcePos{first_line, 1};
  // On a lexical error the tags before it are still kept: a broken [Event] must not lose [Variant].
  const bool lexed_ok = p.lex();
  for (const Lexeme& l : lexed.items) {
    switch (l.kind) {
      case Lexeme::tag:
        out.tags.push_back(p.make_tag(l));
        break;
      case Lexeme::block_comment:
      case Lexeme::line_comment:
        out.comments.push_back(ChunkParser::make_comment(l));
        break;
      case Lexeme::token:
        p.error(p.pos_of(l), "P005",
                "expected a tag such as [Event \"...\"] or a `hand` line, got '" +
                    std::string(l.begin, l.end) + "'");
        return false;
    }
  }
  return lexed_ok && !p.failed;
}

bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags) {
  detail::HandScratch scratch;
  return detail::parse_hand(text, first_line, file, out, diags, scratch);
}

bool detail::parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file,
                        Hand& out, Diagnostics& diags, HandScratch& scratch) {
  ChunkParser p(text, first_line, file, diags, scratch.lexed);
  out.label.clear();
  out.tags.clear();
  out.comments.clear();
  std::size_t used = 0;  // events filled so far; out.events may hold more from an earlier hand
  // On every return, the events beyond `used` go to the scratch, whose next hand takes them back.
  struct Trim {
    Hand& hand;
    std::size_t& used;
    std::vector<EventLine>& spare;
    ~Trim() {
      for (std::size_t i = used; i < hand.events.size(); ++i)
        spare.push_back(std::move(hand.events[i]));
      hand.events.resize(used);
    }
  } trim{out, used, scratch.spare};
  if (!p.lex()) return false;
  const Lexeme* it = scratch.lexed.items.data();
  const Lexeme* const end = it + scratch.lexed.items.size();
  bool seen_hand = false;
  while (it != end) {
    // One line: the lexemes [line, it), and its `count` tokens from `toks`. Most lines are tokens
    // only, and then `toks` is the line itself; otherwise its tokens are copied out.
    const Lexeme* const line = it;
    const Lexeme* first_tag = nullptr;
    bool others = false;  // a tag or a comment
    for (const std::uint32_t n = it->line; it != end && it->line == n; ++it) {
      if (it->kind != Lexeme::token) {
        others = true;
        if (it->kind == Lexeme::tag && !first_tag) first_tag = it;
      }
    }
    const Lexeme* toks = line;
    std::size_t count = static_cast<std::size_t>(it - line);
    if (others) {
      scratch.toks.clear();
      for (const Lexeme* l = line; l != it; ++l)
        if (l->kind == Lexeme::token) scratch.toks.push_back(*l);
      toks = scratch.toks.data();
      count = scratch.toks.size();
    }
    if (!seen_hand) {
      if (count == 0 && !first_tag) {
        ChunkParser::add_comments(line, it, out.comments);
        continue;
      }
      seen_hand = true;
      out.pos = p.pos_of(count == 0 ? *first_tag : toks[0]);
      for (std::size_t k = 1; k < count; ++k) {
        if (k > 1) out.label += ' ';
        out.label.append(toks[k].begin, toks[k].end);
      }
      if (others) {
        p.add_tags(line, it, out.tags);
        ChunkParser::add_comments(line, it, out.comments);
      }
      continue;
    }
    if (first_tag) {
      if (count > 0 || used > 0) {
        p.error(p.pos_of(*first_tag), "P006",
                "a tag must stand on its own line between the `hand` line and the first event");
        return false;
      }
      p.add_tags(line, it, out.tags);
    }
    if (count == 0) {
      ChunkParser::add_comments(line, it, used == 0 ? out.comments : out.events[used - 1].comments);
      continue;
    }
    if (count == 1 && is_seat(text_of(toks[0]))) {
      p.error(toks[0].end, "P007",
              "expected a verb after the seat '" + std::string(text_of(toks[0])) + "'");
      return false;
    }
    if (used == out.events.size()) {
      if (scratch.spare.empty()) {
        out.events.emplace_back();
      } else {
        out.events.push_back(std::move(scratch.spare.back()));
        scratch.spare.pop_back();
      }
    }
    EventLine& ev = out.events[used++];
    build_event(p, toks, count, ev);
    if (others) ChunkParser::add_comments(line, it, ev.comments);
  }
  return !p.failed;
}

}  // namespace paipu::notation
