// HandBuilder's line ends: a line's tokens made into the hand line or an event line, and the
// rarer comments, tags and errors.
#include "hand_builder.hpp"

namespace paipu::notation::detail {

HandBuilder::HandBuilder(Hand& out, std::uint32_t first_line, HandScratch& scratch)
    : out_(out), scratch_(scratch), first_line_(first_line) {
  out.label.clear();
  out.tags.clear();
  out.comments.clear();
  scratch.pending.clear();
  if (scratch.toks.size() < 64) scratch.toks.resize(64);
  toks_ = scratch.toks.data();
  toks_cap_ = scratch.toks.size();
}

void HandBuilder::more_toks() {
  scratch_.toks.resize(2 * toks_cap_);
  toks_ = scratch_.toks.data();
  toks_cap_ = scratch_.toks.size();
}

void HandBuilder::fail(SourcePos where, std::string code, std::string message) {
  if (where_ == Where::stopped) return;
  error_ = Error{where, std::move(code), std::move(message)};
  where_ = Where::stopped;
}

void HandBuilder::new_line(std::uint32_t at_line) {
  end_line();
  line_ = at_line;
  line_no_ = first_line_ + at_line;
  ntoks_ = 0;
  tag_on_line_ = false;
}

void HandBuilder::end_line() {
  switch (where_) {
    case Where::before_hand:
    case Where::hand_line:
      return end_hand_line();
    case Where::events:
      if (tag_on_line_ && (ntoks_ > 0 || used_ > 0)) return misplaced_tag();
      if (ntoks_ > 0) return end_event();
      if (!scratch_.pending.empty())
        take_pending(used_ == 0 ? out_.comments : out_.events[used_ - 1].comments);
      return;
    case Where::stopped:
      return;
  }
}

// A tag on an event line, or on a line of its own after the first event (the reader keeps such a
// line in its hand unless a [Variant] line follows): which tag, and where tags go, since a scorer
// who adds one late may mean either the hand's or the record's.
void HandBuilder::misplaced_tag() {
  const Tag& t = out_.tags[tag_index_];
  const std::string where = ntoks_ > 0 ? "on an event line"
                                       : "after the hand's first event (line " +
                                             std::to_string(out_.events[0].pos.line) + ")";
  fail(tag_pos_, "P006",
       "tag [" + t.name + " \"" + shown(t.value) + "\"] " + where +
           "; a hand's tags go on their own lines between its `hand` line and its first event, a "
           "record's tags before `hand 1`, and a new record starts with [Variant \"...\"]");
}

// The first line with a token or a tag is the hand line: `hand`, then the label. Its position is
// the `hand` token's, or else its first tag's (set in tag()).
void HandBuilder::end_hand_line() {
  if (ntoks_ > 0) {
    out_.pos = pos(toks_[0].col);
    for (std::size_t k = 1; k < ntoks_; ++k) {
      if (k > 1) out_.label += ' ';
      out_.label += toks_[k].text();
    }
    where_ = Where::events;
  } else if (where_ == Where::hand_line) {
    where_ = Where::events;
  }
}

// An event line: `[SEAT] VERB ARG... [GLYPH]`, into the next EventLine.
void HandBuilder::end_event() {
  const LineToken* t = toks_;
  const std::size_t n = ntoks_;
  std::size_t k = 0;  // the verb
  if (is_seat(t[0].text())) {
    if (n == 1) {
      // The position is the end of the seat, one byte long.
      return fail(SourcePos{line_no_, t[0].col + 1}, "P007",
                  "expected a verb after the seat '" + shown(t[0].text()) + "'");
    }
    k = 1;
  }
  EventLine& ev = used_ < out_.events.size() ? out_.events[used_] : take_event();
  ++used_;
  ev.pos = pos(t[0].col);
  if (!ev.comments.empty()) ev.comments.clear();
  if (!scratch_.pending.empty()) take_pending(ev.comments);
  if (k == 1) {
    if (ev.seat.size() == 1) {
      ev.seat[0] = t[0].begin[0];
    } else {
      set_text(ev.seat, t[0].text());
    }
  } else if (!ev.seat.empty()) {
    ev.seat.clear();
  }
  set_text(ev.verb, t[k].text());
  ev.verb_pos = pos(t[k].col);
  ++k;
  std::size_t end = n;
  if (end > k && glyph_char(t[end - 1].begin[t[end - 1].size - 1])) {
    end_glyph(ev, k, end);
  } else if (!ev.glyph.empty()) {
    ev.glyph.clear();
  }
  std::vector<Token>& args = ev.args;
  if (args.size() != end - k) args.resize(end - k);
  for (Token* a = args.data(); k < end; ++k, ++a) {
    set_text(a->text, t[k].text());
    a->pos = pos(t[k].col);
  }
}

// The last token, after the verb, ends in '!' or '?': a glyph on its own is taken off the
// arguments, and one written against the last argument as in PGN (`天天!?`) off that argument.
void HandBuilder::end_glyph(EventLine& ev, std::size_t k, std::size_t& end) {
  LineToken& last = toks_[end - 1];
  std::string_view glyph;
  if (is_glyph(last.text())) {
    glyph = last.text();
    --end;
  } else if (end - 1 >= k) {
    for (std::string_view g : kGlyphs) {
      const std::string_view t = last.text();
      if (t.size() > g.size() && t.substr(t.size() - g.size()) == g &&
          !glyph_char(t[t.size() - g.size() - 1])) {
        glyph = g;
        last.size -= static_cast<std::uint32_t>(g.size());
        break;
      }
    }
  }
  set_text(ev.glyph, glyph);
}

void HandBuilder::comment(Lexeme::Kind kind, const char* start, const char* b, const char* e) {
  (void)start;  // comments carry no position
  if (line != line_) new_line(line);
  switch (where_) {
    case Where::before_hand:
    case Where::hand_line:
      out_.comments.push_back(Comment{std::string(b, e), kind == Lexeme::line_comment});
      return;
    case Where::events:
      // Its place is known when the line ends: its event's, or the event before's.
      scratch_.pending.push_back(Comment{std::string(b, e), kind == Lexeme::line_comment});
      return;
    case Where::stopped:
      return;
  }
}

void HandBuilder::tag(const char* start, const char* b, const char* e) {
  if (line != line_) new_line(line);
  const SourcePos at = pos(col(start));
  tag_taken_ = false;
  switch (where_) {
    case Where::before_hand:
      where_ = Where::hand_line;
      if (ntoks_ == 0) out_.pos = at;
      break;
    case Where::hand_line:
      break;
    case Where::events:
      if (!tag_on_line_) {
        tag_pos_ = at;
        tag_index_ = out_.tags.size();
      }
      tag_on_line_ = true;
      break;
    case Where::stopped:
      return;
  }
  out_.tags.push_back(Tag{std::string(b, e), std::string(), at});
  tag_taken_ = true;
}

void HandBuilder::tag_value(const char* b, const char* e) {
  if (tag_taken_) out_.tags.back().value = unescape(b, e);
}

void HandBuilder::take_pending(std::vector<Comment>& to) {
  for (Comment& c : scratch_.pending) to.push_back(std::move(c));
  scratch_.pending.clear();
}

EventLine& HandBuilder::take_event() {
  if (scratch_.spare.empty()) return out_.events.emplace_back();
  out_.events.push_back(std::move(scratch_.spare.back()));
  scratch_.spare.pop_back();
  return out_.events.back();
}

std::optional<HandBuilder::Error> HandBuilder::finish() {
  end_line();
  for (std::size_t i = used_; i < out_.events.size(); ++i)
    scratch_.spare.push_back(std::move(out_.events[i]));
  out_.events.resize(used_);
  return std::move(error_);
}

}  // namespace paipu::notation::detail
