// Arranges the grammar's lexemes into records and hands, and splits a stream into chunks.
#include "paipu/notation/parse.hpp"

#include <algorithm>
#include <array>
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

bool is_glyph(std::string_view s) {
  return std::find(kGlyphs.begin(), kGlyphs.end(), s) != kGlyphs.end();
}

bool is_seat(std::string_view s) { return s == "E" || s == "S" || s == "W" || s == "N"; }

std::string unescape(const char* b, const char* e) {
  std::string s;
  s.reserve(static_cast<std::size_t>(e - b));
  for (const char* p = b; p < e; ++p) {
    if (*p == '\\' && p + 1 < e) ++p;
    s.push_back(*p);
  }
  return s;
}

// Maps pointers in a chunk to 1-based line and code-point column. Lexemes arrive in order, so the
// lookup walks forward; a binary search serves the rare backwards query.
class Positions {
 public:
  Positions(std::string_view text, std::uint32_t first_line) : first_line_(first_line) {
    starts_.push_back(text.data());
    for (std::size_t i = 0; i < text.size(); ++i)
      if (text[i] == '\n') starts_.push_back(text.data() + i + 1);
  }
  SourcePos at(const char* p) const {
    auto it = std::upper_bound(starts_.begin(), starts_.end(), p);
    std::size_t idx = static_cast<std::size_t>(it - starts_.begin()) - 1;
    return SourcePos{first_line_ + static_cast<std::uint32_t>(idx), column_of(starts_[idx], p)};
  }

 private:
  std::uint32_t first_line_;
  std::vector<const char*> starts_;
};

struct ChunkParser {
  std::string_view text;
  const std::string& file;
  Diagnostics& diags;
  Positions pos;
  detail::Lexed lexed;
  bool failed = false;

  ChunkParser(std::string_view t, std::uint32_t first_line, const std::string& f, Diagnostics& d)
      : text(t), file(f), diags(d), pos(t, first_line) {}

  void error(const char* where, std::string code, std::string message) {
    Diagnostic d;
    d.code = std::move(code);
    d.message = std::move(message);
    d.file = file;
    d.pos = pos.at(where);
    diags.push_back(std::move(d));
    failed = true;
  }

  bool lex() {
    lexed.items.reserve(text.size() / 3 + 8);
    if (auto err = detail::lex_chunk(text.data(), text.data() + text.size(), lexed)) {
      error(err->where, err->code, err->message);
      return false;
    }
    return true;
  }

  Tag make_tag(const Lexeme& l) const {
    return Tag{std::string(l.begin, l.end), unescape(l.value_begin, l.value_end), pos.at(l.start)};
  }
  static Comment make_comment(const Lexeme& l) {
    return Comment{std::string(l.begin, l.end), l.kind == Lexeme::line_comment};
  }

  // Lexemes of one line: [i, j) up to the next newline.
  std::size_t line_end(std::size_t i) const {
    while (i < lexed.items.size() && lexed.items[i].kind != Lexeme::newline) ++i;
    return i;
  }
};

void build_event(ChunkParser& p, const std::vector<const Lexeme*>& toks, EventLine& ev) {
  std::size_t k = 0;
  auto text = [](const Lexeme* l) { return std::string_view(l->begin, static_cast<std::size_t>(l->end - l->begin)); };
  ev.pos = p.pos.at(toks[0]->start);
  if (toks.size() >= 2 && is_seat(text(toks[0]))) {
    ev.seat = std::string(text(toks[0]));
    k = 1;
  }
  ev.verb = std::string(text(toks[k]));
  ev.verb_pos = p.pos.at(toks[k]->start);
  ++k;
  std::size_t end = toks.size();
  if (end > k && is_glyph(text(toks[end - 1]))) {
    ev.glyph = std::string(text(toks[end - 1]));
    --end;
  }
  for (; k < end; ++k) {
    std::string_view t = text(toks[k]);
    SourcePos tp = p.pos.at(toks[k]->start);
    if (k + 1 == end && ev.glyph.empty()) {
      // A glyph written against the last argument, as in PGN: `天天!?`.
      for (std::string_view g : kGlyphs) {
        if (t.size() > g.size() && t.substr(t.size() - g.size()) == g &&
            t[t.size() - g.size() - 1] != '!' && t[t.size() - g.size() - 1] != '?') {
          ev.glyph = std::string(g);
          t.remove_suffix(g.size());
          break;
        }
      }
    }
    ev.args.push_back(Token{std::string(t), tp});
  }
}

}  // namespace

bool parse_record_header(std::string_view text, std::uint32_t first_line, const std::string& file,
                         Record& out, Diagnostics& diags) {
  ChunkParser p(text, first_line, file, diags);
  out.pos = SourcePos{first_line, 1};
  if (!p.lex()) return false;
  for (const Lexeme& l : p.lexed.items) {
    switch (l.kind) {
      case Lexeme::newline: break;
      case Lexeme::tag: out.tags.push_back(p.make_tag(l)); break;
      case Lexeme::block_comment:
      case Lexeme::line_comment: out.comments.push_back(ChunkParser::make_comment(l)); break;
      case Lexeme::token:
        p.error(l.start, "P005",
                "expected a tag such as [Event \"...\"] or a `hand` line, got '" +
                    std::string(l.begin, l.end) + "'");
        return false;
    }
  }
  return !p.failed;
}

bool parse_hand(std::string_view text, std::uint32_t first_line, const std::string& file, Hand& out,
                Diagnostics& diags) {
  ChunkParser p(text, first_line, file, diags);
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
    i = j + 1;
    if (!seen_hand) {
      if (toks.empty() && tags.empty()) {
        for (auto& c : comments) out.comments.push_back(std::move(c));
        continue;
      }
      seen_hand = true;
      out.pos = p.pos.at(toks.empty() ? first_tag->start : toks[0]->start);
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
      if (!toks.empty() || !out.events.empty()) {
        p.error(first_tag->start, "P006",
                "a tag must stand on its own line between the `hand` line and the first event");
        return false;
      }
      for (auto& t : tags) out.tags.push_back(std::move(t));
    }
    if (toks.empty()) {
      auto& target = out.events.empty() ? out.comments : out.events.back().comments;
      for (auto& c : comments) target.push_back(std::move(c));
      continue;
    }
    if (toks.size() == 1 && is_seat(std::string_view(toks[0]->begin, toks[0]->end - toks[0]->begin))) {
      p.error(toks[0]->end, "P007", "expected a verb after the seat '" +
                                        std::string(toks[0]->begin, toks[0]->end) + "'");
      return false;
    }
    EventLine ev;
    build_event(p, toks, ev);
    ev.comments = std::move(comments);
    out.events.push_back(std::move(ev));
  }
  return !p.failed;
}

// ---- Streaming ----

namespace {

std::string_view trim_left(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  if (s.substr(0, 3) == "\xE3\x80\x80") return trim_left(s.substr(3));
  return s;
}

bool starts_hand(std::string_view line) {
  line = trim_left(line);
  if (line.substr(0, 4) != "hand") return false;
  return line.size() == 4 || line[4] == ' ' || line[4] == '\t' || line[4] == '\r' ||
         line[4] == '{' || line[4] == ';';
}

bool starts_variant(std::string_view line) {
  line = trim_left(line);
  if (line.empty() || line.front() != '[') return false;
  line.remove_prefix(1);
  line = trim_left(line);
  return line.substr(0, 7) == "Variant" && line.size() > 7 && (line[7] == ' ' || line[7] == '\t');
}

// Tracks whether a block comment is open at the end of each line, so that `[` inside a comment does not
// start a record. Tag values and line comments are skipped.
bool scan_comment_state(std::string_view line, bool in_comment) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_comment) {
      if (c == '}') in_comment = false;
    } else if (c == '{') {
      in_comment = true;
    } else if (c == ';') {
      break;
    } else if (c == '"') {
      auto q = line.find('"', i + 1);
      if (q == std::string_view::npos) break;
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

bool Reader::read_line(std::string& line, std::uint64_t& offset) {
  if (has_pending_) {
    line.swap(pending_);
    offset = pending_offset_;
    has_pending_ = false;
    return true;
  }
  if (!std::getline(in_, line)) return false;
  offset = bytes_;
  bytes_ += line.size() + 1;
  if (next_line_ == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") line.erase(0, 3);  // BOM
  return true;
}

bool Reader::next(Item& item, Diagnostics& diags) {
  std::string line;
  std::string chunk;
  // Skip blank lines between chunks; they belong to no one.
  std::uint32_t first_line = 0;
  std::uint64_t offset = 0, chunk_offset = 0;
  for (;;) {
    if (!read_line(line, offset)) return false;
    if (classify(line) != LineKind::blank) break;
    ++next_line_;
  }
  first_line = next_line_;
  chunk_offset = offset;
  const bool is_hand = starts_hand(line);
  bool in_comment = false;
  bool seen_event = false;
  bool first = true;
  for (;;) {
    if (!first) {
      if (!read_line(line, offset)) break;
      const bool boundary = starts_hand(line) || starts_variant(line) ||
                            (is_hand && seen_event && !in_comment && classify(line) == LineKind::tag);
      if (boundary) {
        pending_.swap(line);
        pending_offset_ = offset;
        has_pending_ = true;
        break;
      }
    }
    if (is_hand && !first && !in_comment && classify(line) == LineKind::other) seen_event = true;
    in_comment = scan_comment_state(line, in_comment);
    chunk += line;
    chunk += '\n';
    ++next_line_;
    first = false;
  }
  item = Item{};
  item.offset = chunk_offset;
  item.length = chunk.size();
  item.first_line = first_line;
  if (is_hand) {
    if (record_ < 0) {
      // Hands before any tags: an implicit record with no tags, so the replay can say what is missing.
      record_ = 0;
      hand_ = -1;
    }
    item.kind = Item::Kind::hand;
    item.record = record_;
    item.hand = ++hand_;
    std::size_t before = diags.size();
    item.ok = parse_hand(chunk, first_line, file_, item.body, diags);
    for (std::size_t i = before; i < diags.size(); ++i) {
      diags[i].record = item.record;
      diags[i].hand = item.hand;
    }
    if (!item.ok) {
      Diagnostic d;
      d.severity = Severity::note;
      d.code = "P009";
      d.file = file_;
      d.pos = SourcePos{first_line, 1};
      d.record = item.record;
      d.hand = item.hand;
      d.message = "hand " + std::to_string(item.hand + 1) + " of record " +
                  std::to_string(item.record + 1) + " was skipped because of the syntax error above";
      diags.push_back(std::move(d));
    }
  } else {
    item.kind = Item::Kind::record;
    item.record = ++record_;
    hand_ = -1;
    std::size_t before = diags.size();
    item.ok = parse_record_header(chunk, first_line, file_, item.header, diags);
    for (std::size_t i = before; i < diags.size(); ++i) diags[i].record = item.record;
  }
  return true;
}

std::vector<Record> parse_string(std::string_view text, const std::string& file, Diagnostics& diags) {
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
