// Arranges the grammar's lexemes into records and hands, and splits a stream into chunks.
#include "paipu/notation/parse.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <sstream>

#include "grammar.hpp"

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

// Copies without std::string::assign's general (aliasing-safe) path, which dominates a profile of
// short tokens.
void set_text(std::string& s, std::string_view t) {
  s.resize(t.size());
  if (!t.empty()) std::memcpy(s.data(), t.data(), t.size());
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
  detail::Lexed lexed;
  bool failed = false;

  ChunkParser(std::string_view t, std::uint32_t line, const std::string& f, Diagnostics& d)
      : text(t), file(f), diags(d), pos(t, line), first_line(line) {}

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
    lexed.items.reserve(text.size() / 4 + 8);
    lexed.mark = text.data();
    if (auto err = detail::lex_chunk(text.data(), text.data() + text.size(), lexed)) {
      error(err->where, err->code, err->message);
      return false;
    }
    return true;
  }

  Tag make_tag(const Lexeme& l) {
    return Tag{std::string(l.begin, l.end), unescape(l.value_begin, l.value_end), pos_of(l)};
  }
  static Comment make_comment(const Lexeme& l) {
    return Comment{std::string(l.begin, l.end), l.kind == Lexeme::line_comment};
  }

  // Lexemes of one line: [i, j), those that start on the line lexeme i starts on.
  std::size_t line_end(std::size_t i) const {
    std::size_t j = i;
    while (j < lexed.items.size() && lexed.items[j].line == lexed.items[i].line) ++j;
    return j;
  }
};

// Fills `ev` in place, reusing the strings and vectors a previous hand left in it: a streaming
// reader then allocates almost nothing per hand.
void build_event(ChunkParser& p, const std::vector<const Lexeme*>& toks, EventLine& ev) {
  std::size_t k = 0;
  ev.seat.clear();
  ev.glyph.clear();
  ev.comments.clear();
  auto text = [](const Lexeme* l) {
    return std::string_view(l->begin, static_cast<std::size_t>(l->end - l->begin));
  };
  ev.pos = p.pos_of(*toks[0]);
  if (toks.size() >= 2 && is_seat(text(toks[0]))) {
    set_text(ev.seat, text(toks[0]));
    k = 1;
  }
  set_text(ev.verb, text(toks[k]));
  ev.verb_pos = p.pos_of(*toks[k]);
  ++k;
  std::size_t end = toks.size();
  if (end > k && is_glyph(text(toks[end - 1]))) {
    set_text(ev.glyph, text(toks[end - 1]));
    --end;
  }
  std::size_t n = 0;
  for (; k < end; ++k) {
    std::string_view t = text(toks[k]);
    SourcePos tp = p.pos_of(*toks[k]);
    if (k + 1 == end && ev.glyph.empty() && glyph_char(t.back())) {
      // A glyph written against the last argument, as in PGN: `天天!?`.
      for (std::string_view g : kGlyphs) {
        if (t.size() > g.size() && t.substr(t.size() - g.size()) == g &&
            t[t.size() - g.size() - 1] != '!' && t[t.size() - g.size() - 1] != '?') {
          ev.glyph.assign(g);
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
}

}  // namespace

bool parse_record_header(std::string_view text, std::uint32_t first_line, const std::string& file,
                         Record& out, Diagnostics& diags) {
  ChunkParser p(text, first_line, file, diags);
  out.pos = SourcePos{first_line, 1};
  // On a lexical error the tags before it are still kept: a broken [Event] must not lose [Variant].
  const bool lexed = p.lex();
  for (const Lexeme& l : p.lexed.items) {
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
  return lexed && !p.failed;
}

bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags) {
  ChunkParser p(text, first_line, file, diags);
  out.label.clear();
  out.tags.clear();
  out.comments.clear();
  std::size_t used = 0;  // events filled so far; out.events may hold more from an earlier hand
  struct Trim {
    Hand& hand;
    std::size_t& used;
    ~Trim() { hand.events.resize(used); }
  } trim{out, used};
  if (!p.lex()) return false;
  const auto& items = p.lexed.items;
  bool seen_hand = false;
  std::vector<const Lexeme*> toks;
  for (std::size_t i = 0; i < items.size();) {
    std::size_t j = p.line_end(i);
    toks.clear();
    std::vector<Comment> comments;
    const Lexeme* first_tag = nullptr;
    std::vector<Tag> tags;
    for (std::size_t k = i; k < j; ++k) {
      const Lexeme& l = items[k];
      if (l.kind == Lexeme::token) {
        toks.push_back(&l);
      } else if (l.kind == Lexeme::tag) {
        if (!first_tag) first_tag = &l;
        tags.push_back(p.make_tag(l));
      } else {
        comments.push_back(ChunkParser::make_comment(l));
      }
    }
    i = j;
    if (!seen_hand) {
      if (toks.empty() && tags.empty()) {
        for (auto& c : comments) out.comments.push_back(std::move(c));
        continue;
      }
      seen_hand = true;
      out.pos = p.pos_of(toks.empty() ? *first_tag : *toks[0]);
      std::string label;
      for (std::size_t k = 1; k < toks.size(); ++k) {
        if (!label.empty()) label += ' ';
        label.append(toks[k]->begin, toks[k]->end);
      }
      out.label = std::move(label);
      for (auto& t : tags) out.tags.push_back(std::move(t));
      for (auto& c : comments) out.comments.push_back(std::move(c));
      continue;
    }
    if (first_tag) {
      if (!toks.empty() || used > 0) {
        p.error(p.pos_of(*first_tag), "P006",
                "a tag must stand on its own line between the `hand` line and the first event");
        return false;
      }
      for (auto& t : tags) out.tags.push_back(std::move(t));
    }
    if (toks.empty()) {
      auto& target = used == 0 ? out.comments : out.events[used - 1].comments;
      for (auto& c : comments) target.push_back(std::move(c));
      continue;
    }
    if (toks.size() == 1 &&
        is_seat(std::string_view(toks[0]->begin, toks[0]->end - toks[0]->begin))) {
      p.error(toks[0]->end, "P007",
              "expected a verb after the seat '" + std::string(toks[0]->begin, toks[0]->end) + "'");
      return false;
    }
    if (used == out.events.size()) out.events.emplace_back();
    EventLine& ev = out.events[used++];
    build_event(p, toks, ev);
    ev.comments = std::move(comments);
  }
  return !p.failed;
}

// ---- Streaming ----

namespace {

// Byte tests rather than substring compares: these run on every line of every file.
bool ideographic_space_at(std::string_view s, std::size_t i) {
  return s.size() >= i + 3 && s[i] == '\xE3' && s[i + 1] == '\x80' && s[i + 2] == '\x80';
}

std::string_view trim_left(std::string_view s) {
  for (;;) {
    if (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
      s.remove_prefix(1);
    else if (ideographic_space_at(s, 0))
      s.remove_prefix(3);
    else
      return s;
  }
}

bool starts_hand(std::string_view line) {
  line = trim_left(line);
  if (line.size() < 4 || line[0] != 'h' || line.compare(0, 4, "hand") != 0) return false;
  return line.size() == 4 || line[4] == ' ' || line[4] == '\t' || line[4] == '\r' ||
         line[4] == '{' || line[4] == ';' || ideographic_space_at(line, 4);
}

bool starts_variant(std::string_view line) {
  line = trim_left(line);
  if (line.empty() || line.front() != '[') return false;
  line = trim_left(line.substr(1));
  if (line.size() < 8 || line[0] != 'V' || line.compare(0, 7, "Variant") != 0) return false;
  return line[7] == ' ' || line[7] == '\t' || ideographic_space_at(line, 7);
}

// Tracks whether a block comment is open at the end of each line, so that `[` inside a comment does
// not start a record. Tag values and line comments are skipped.
bool scan_comment_state(std::string_view line, bool in_comment) {
  // Most lines hold no brace at all: one vectorised search says so.
  if (line.find(in_comment ? '}' : '{') == std::string_view::npos) return in_comment;
  for (std::size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_comment) {
      if (c == '}') in_comment = false;
    } else if (c == '{') {
      in_comment = true;
    } else if (c == ';') {
      break;
    } else if (c == '"') {
      auto q = i + 1;
      while (q < line.size() && line[q] != '"') q += line[q] == '\\' ? 2 : 1;
      if (q >= line.size()) break;
      i = q;
    }
  }
  return in_comment;
}

enum class LineKind { blank, tag, comment, other };

LineKind classify(std::string_view line) {
  line = trim_left(line);
  if (line.empty() || line == "\r") return LineKind::blank;
  if (line.front() == '[') return LineKind::tag;
  if (line.front() == '{' || line.front() == ';') return LineKind::comment;
  return LineKind::other;
}

}  // namespace

Reader::Reader(std::istream& in, std::string file) : in_(in), file_(std::move(file)) {}

// Makes sure a whole line starting at `from` is in the buffer; returns the index of its '\n' (or
// the buffer's end at the end of input). May move the buffer's contents: indexes before `keep` are
// dropped and `keep` and `from` are shifted to match.
std::size_t Reader::line_end(std::size_t& keep, std::size_t& from) {
  for (;;) {
    auto nl = buf_.find('\n', from);
    if (nl != std::string::npos) return nl;
    if (eof_) return buf_.size();
    if (keep > 0) {
      buf_.erase(0, keep);
      base_ += keep;
      from -= keep;
      keep = 0;
    }
    const std::size_t old = buf_.size();
    constexpr std::size_t kBlock = 1 << 20;
    buf_.resize(old + kBlock);
    in_.read(buf_.data() + old, static_cast<std::streamsize>(kBlock));
    const auto got = static_cast<std::size_t>(in_.gcount());
    buf_.resize(old + got);
    bytes_ += got;
    if (got < kBlock) eof_ = true;
    if (base_ == 0 && old == 0 && buf_.compare(0, 3, "\xEF\xBB\xBF") == 0) {
      buf_.erase(0, 3);  // a byte-order mark
      base_ = 3;
    }
  }
}

bool Reader::next(Item& item, Diagnostics& diags) {
  // Skip blank lines between chunks; they belong to no one.
  std::size_t end = 0;
  for (;;) {
    if (eof_ && pos_ >= buf_.size()) return false;
    end = line_end(pos_, pos_);
    if (pos_ >= buf_.size()) return false;
    if (classify(std::string_view(buf_).substr(pos_, end - pos_)) != LineKind::blank) break;
    pos_ = end + 1;
    ++next_line_;
  }
  std::size_t chunk = pos_;
  const std::uint32_t first_line = next_line_;
  const bool is_hand = starts_hand(std::string_view(buf_).substr(chunk, end - chunk));
  bool in_comment = false;
  bool seen_event = false;
  bool has_variant = !is_hand && starts_variant(std::string_view(buf_).substr(chunk, end - chunk));
  std::size_t line = chunk;
  for (bool first = true;; first = false) {
    if (!first) {
      end = line_end(chunk, line);
      std::string_view text = std::string_view(buf_).substr(line, end - line);
      if (line >= buf_.size()) break;
      const LineKind kind = classify(text);
      const bool variant = starts_variant(text);
      // Tags and comments above [Variant] belong to the record it opens; a second [Variant] opens
      // another.
      if (starts_hand(text) || (variant && (is_hand || has_variant)) ||
          (is_hand && seen_event && !in_comment && kind == LineKind::tag))
        break;
      has_variant = has_variant || variant;
      if (is_hand && !in_comment && kind == LineKind::other) seen_event = true;
    }
    in_comment = scan_comment_state(std::string_view(buf_).substr(line, end - line), in_comment);
    ++next_line_;
    line = std::min(end + 1, buf_.size());
  }
  pos_ = line;
  const std::string_view text = std::string_view(buf_).substr(chunk, line - chunk);

  item.kind = is_hand ? Item::Kind::hand : Item::Kind::record;
  item.ok = true;
  item.offset = base_ + chunk;
  item.length = text.size();
  item.first_line = first_line;
  const std::size_t before = diags.size();
  if (is_hand) {
    if (record_ < 0) {
      // Hands before any tags: an implicit record with no tags, so the replay can say what is
      // missing.
      record_ = 0;
      hand_ = -1;
    }
    item.record = record_;
    item.hand = ++hand_;
    item.ok = parse_hand(text, first_line, file_, item.body, diags);
    if (!item.ok) {
      Diagnostic d;
      d.severity = Severity::note;
      d.code = "P009";
      d.file = file_;
      d.pos = SourcePos{first_line, 1};
      d.message = "hand " + std::to_string(item.hand + 1) + " of record " +
                  std::to_string(item.record + 1) +
                  " was skipped because of the syntax error above";
      diags.push_back(std::move(d));
    }
  } else {
    item.record = ++record_;
    item.hand = -1;
    hand_ = -1;
    item.header = Record{};
    item.ok = parse_record_header(text, first_line, file_, item.header, diags);
  }
  for (std::size_t i = before; i < diags.size(); ++i) {
    diags[i].record = item.record;
    diags[i].hand = item.hand;
  }
  return true;
}

std::vector<Record> parse_string(std::string_view text, const std::string& file,
                                 Diagnostics& diags) {
  std::istringstream in{std::string(text)};
  Reader reader(in, file);
  std::vector<Record> records;
  Item item;
  while (reader.next(item, diags)) {
    if (item.kind == Item::Kind::record) {
      records.push_back(std::move(item.header));
    } else {
      if (records.empty()) records.emplace_back();
      if (item.ok) records.back().hands.push_back(std::move(item.body));
    }
  }
  return records;
}

}  // namespace paipu::notation
