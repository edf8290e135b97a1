#include "paipu/notation/write.hpp"

#include <sstream>

namespace paipu::notation {

namespace {

void write_tag(std::ostream& out, const Tag& t) {
  out << '[' << t.name << " \"";
  for (char c : t.value) {
    if (c == '\n') {
      out << "\\n";
      continue;
    }
    if (c == '"' || c == '\\') out << '\\';
    out << c;
  }
  out << "\"]\n";
}

void write_comment(std::ostream& out, const Comment& c) {
  if (c.line)
    out << ';' << c.text;
  else
    out << '{' << c.text << '}';
}

// Comments keep their order. A `;` comment runs to the end of the line, so whatever follows it goes
// on a line of its own, where the reader attaches it to the same event.
void write_comments_inline(std::ostream& out, const std::vector<Comment>& cs) {
  bool line_open = true;
  for (const auto& c : cs) {
    if (line_open) out << ' ';
    write_comment(out, c);
    line_open = !c.line;
    if (!line_open) out << '\n';
  }
  if (line_open) out << '\n';
}

void write_comment_lines(std::ostream& out, const std::vector<Comment>& cs) {
  for (const auto& c : cs) {
    write_comment(out, c);
    out << '\n';
  }
}

}  // namespace

void write_record_header(std::ostream& out, const Record& r) {
  for (const auto& t : r.tags) write_tag(out, t);
  write_comment_lines(out, r.comments);
}

void write_hand(std::ostream& out, const Hand& h) {
  out << "\nhand";
  if (!h.label.empty()) out << ' ' << h.label;
  out << '\n';
  for (const auto& t : h.tags) write_tag(out, t);
  write_comment_lines(out, h.comments);
  for (const auto& e : h.events) {
    if (!e.seat.empty()) out << e.seat << ' ';
    out << e.verb;
    for (const auto& a : e.args) out << ' ' << a.text;
    if (!e.glyph.empty()) out << ' ' << e.glyph;
    write_comments_inline(out, e.comments);
  }
}

void write_record(std::ostream& out, const Record& r) {
  write_record_header(out, r);
  for (const auto& h : r.hands) write_hand(out, h);
}

std::string to_text(const std::vector<Record>& records) {
  std::ostringstream out;
  for (std::size_t i = 0; i < records.size(); ++i) {
    if (i) out << '\n';
    write_record(out, records[i]);
  }
  return out.str();
}

void canonicalize(const Vocabulary& vocab, Hand& hand, PieceStyle style) {
  for (auto& e : hand.events) {
    int v = vocab.verb(e.verb);
    if (v < 0) continue;
    const VerbSpec& spec = vocab.info().verbs[static_cast<std::size_t>(v)];
    if (spec.args != ArgKind::pieces || e.args.empty()) {
      e.verb = spec.name;
      continue;
    }
    std::vector<PieceId> pieces;
    bool ok = true;
    for (const auto& a : e.args) {
      PieceSplit s = vocab.split(a.text);
      if (s.error_at >= 0) {
        ok = false;
        break;
      }
      pieces.insert(pieces.end(), s.pieces.begin(), s.pieces.end());
    }
    if (!ok) continue;
    e.verb = spec.name;
    SourcePos first = e.args.front().pos;
    e.args.clear();
    if (style == PieceStyle::cjk) {
      std::string joined;
      for (PieceId id : pieces) joined += vocab.piece_text(id, style);
      e.args.push_back(Token{std::move(joined), first});
    } else {
      for (PieceId id : pieces) e.args.push_back(Token{vocab.piece_text(id, style), first});
    }
  }
}

}  // namespace paipu::notation
