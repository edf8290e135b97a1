#include "recovery.hpp"

#include <algorithm>

#include "paipu/replay.hpp"

namespace paipu::detail {

namespace {

// "S play 紅九": a line's seat, verb and arguments, without its glyph or comments.
std::string joined(const EventLine& l) {
  std::string s = l.seat.empty() ? l.verb : l.seat + " " + l.verb;
  for (const Token& t : l.args) s += " " + t.text;
  return s;
}

}  // namespace

AfterError::AfterError(const Hand& hand, const Vocabulary& vocab, int seats)
    : hand_(hand), vocab_(vocab), seats_(seats), position_(hand.events.size(), 0) {
  for (std::size_t i = 0; i < hand.events.size(); ++i) {
    position_[i] = lines_.size();
    if (hand.events[i].verb == "result") continue;
    repair::Line l{static_cast<int>(i), resolve_quietly(vocab, hand.events[i], seats), {}};
    if (!l.event) {
      if (const std::optional<EventLine> meant = respelt(hand.events[i], seats))
        if (std::optional<Event> e = resolve_quietly(vocab, *meant, seats))
          l.readings.push_back(std::move(*e));
      for (const VerbSpec& v : vocab.info().verbs) {
        EventLine other = hand.events[i];
        other.verb = v.name;
        if (std::optional<Event> e = resolve_quietly(vocab, other, seats))
          l.readings.push_back(std::move(*e));
      }
    }
    lines_.push_back(std::move(l));
  }
}

// The line at `line` with only what `e` changes in it rewritten: its seat, its verb, and each
// token whose pieces differ, spelt as that token was (codes or names), so that a help line shows
// the one token to change in a long deal. Nothing when `e` changes how many pieces a token holds,
// or the numbers or words, or when the line does not read.
std::optional<std::string> AfterError::as_edited(const Event& e, std::size_t line) const {
  const EventLine& w = hand_.events[line];
  Diagnostics ignored;
  const std::string file;
  const Sink quiet{file, -1, -1, ignored, true};
  Event was;
  PiecePlaces places;
  if (!resolve(vocab_, w, seats_, quiet, was, places) || was.pieces.size() != e.pieces.size() ||
      was.numbers != e.numbers || was.words != e.words ||
      (!e.pieces.empty() && places.arg_end.size() != w.args.size()))
    return std::nullopt;
  EventLine out = w;
  if (e.seat != was.seat) out.seat = e.seat >= 0 ? seat_letter(e.seat) : "";
  if (e.verb != was.verb) out.verb = vocab_.info().verbs[static_cast<std::size_t>(e.verb)].name;
  const auto at = [](const std::vector<PieceId>& v, std::size_t i) {
    return v.begin() + static_cast<std::ptrdiff_t>(i);
  };
  std::size_t from = 0;
  for (std::size_t t = 0; t < places.arg_end.size(); ++t) {
    const std::size_t to = places.arg_end[t];
    if (!std::equal(at(e.pieces, from), at(e.pieces, to), at(was.pieces, from))) {
      Event part{
          e.seat, e.verb, std::vector<PieceId>(at(e.pieces, from), at(e.pieces, to)), {}, {}};
      const std::string& token = out.args[t].text;
      const bool ascii = std::all_of(token.begin(), token.end(),
                                     [](char c) { return static_cast<unsigned char>(c) < 0x80; });
      out.args[t].text.clear();
      for (const Token& p :
           event_to_line(vocab_, part, ascii ? PieceStyle::ascii : PieceStyle::cjk).args)
        out.args[t].text += p.text;
    }
    from = to;
  }
  if (resolve_quietly(vocab_, out, seats_) != e) return std::nullopt;
  return joined(out);
}

// An event as a line of the record: the line at `line` edited where it can be, else spelt whole
// as that line spells its pieces.
std::string AfterError::text(const Event& e, std::size_t line) const {
  if (std::optional<std::string> edited = as_edited(e, line)) return *edited;
  // Codes (`45`, `1m`) when the line wrote only ASCII, names when it wrote any other character
  // (`s play 紅九`, where the verb stands among the arguments, is spelt with names).
  bool codes = false, names = false;
  for (const Token& t : hand_.events[line].args) {
    if (t.text.empty() || t.text.front() == '*') continue;
    codes = codes || static_cast<unsigned char>(t.text.front()) < 0x80;
    names = names || std::any_of(t.text.begin(), t.text.end(),
                                 [](char c) { return static_cast<unsigned char>(c) >= 0x80; });
  }
  const bool ascii = codes && !names;
  return joined(event_to_line(vocab_, e, ascii ? PieceStyle::ascii : PieceStyle::cjk));
}

// "'W pad 高腳' at line 23", for a note on what the replay assumed.
std::string AfterError::describe(const repair::Edit& e) const {
  const std::size_t line = static_cast<std::size_t>(lines_[e.at].index);
  std::string at = "line " + std::to_string(hand_.events[line].pos.line);
  switch (e.kind) {
    case repair::Edit::Kind::replace:
      return "'" + text(e.event, line) + "' at " + at;
    case repair::Edit::Kind::remove:
      return at + " left out";
    case repair::Edit::Kind::insert:
      return "'" + text(e.event, line) + "' before " + at;
    case repair::Edit::Kind::swap:
      return at + " and the next swapped";
  }
  return at;
}

bool AfterError::suggest(std::size_t line, std::size_t reported, const std::string& code,
                         const repair::HandFactory& factory,
                         const std::optional<repair::Stated>& stated, std::size_t budget,
                         const Sink& sink) const {
  const std::string then = std::string("; the hand is then valid to its end") +
                           (stated ? " and matches its stated result" : "");
  const std::vector<repair::Edit> edits =
      repair::suggest(factory, lines_, position_[line], position_[std::min(reported, line)], stated,
                      vocab_, seats_, budget);
  for (const repair::Edit& e : edits) {
    const std::size_t at = static_cast<std::size_t>(lines_[e.at].index);
    const EventLine& written = hand_.events[at];
    std::string message;
    switch (e.kind) {
      case repair::Edit::Kind::replace:
        message = "write '" + text(e.event, at) + "'" +
                  (lines_[e.at].event ? " for '" + text(*lines_[e.at].event, at) + "'" : "");
        break;
      case repair::Edit::Kind::remove:
        message = "delete this line" +
                  (lines_[e.at].event ? " ('" + text(*lines_[e.at].event, at) + "')" : "");
        break;
      case repair::Edit::Kind::insert:
        message = "insert '" + text(e.event, at) + "' before this line";
        break;
      case repair::Edit::Kind::swap:
        message = "swap this line and the next";
        break;
    }
    sink.add(Severity::help, code, written.pos, message + then, static_cast<int>(at));
  }
  return !edits.empty();
}

bool AfterError::go_on(std::size_t line, HandState& state, std::vector<int>& applied,
                       std::size_t max_moves) {
  const std::size_t at = position_[line];
  const std::optional<repair::Edit> edit = repair::recover(state, lines_, at, max_moves);
  if (!edit) return false;
  errors_.push_back(Past{lines_[at].event ? lines_[at].event->seat : -1,
                         hand_.events[line].pos.line, describe(*edit)});
  const int here = static_cast<int>(line);
  switch (edit->kind) {
    case repair::Edit::Kind::replace:
      if (!state.apply(edit->event).ok()) return false;
      applied.push_back(here);
      break;
    case repair::Edit::Kind::remove:
      break;
    case repair::Edit::Kind::insert:
      if (!state.apply(edit->event).ok() || !state.apply(*lines_[at].event).ok()) return false;
      applied.push_back(here);
      applied.push_back(here);
      break;
    case repair::Edit::Kind::swap:
      return false;  // recover() never swaps
  }
  return true;
}

void AfterError::note_consequence(std::size_t line, SourcePos pos, const std::string& code,
                                  int step, const Sink& sink) const {
  const std::optional<Event>& e = lines_[position_[line]].event;
  const int seat = e ? e->seat : -1;
  // The latest earlier error about the same seat (any, when this line names none).
  const auto past = std::find_if(errors_.rbegin(), errors_.rend(), [&](const Past& p) {
    return seat < 0 || p.seat < 0 || p.seat == seat;
  });
  if (past == errors_.rend()) return;
  sink.add(Severity::note, code, pos,
           "this may be a consequence of the error at line " + std::to_string(past->line) +
               ": the check went on assuming " + past->assumed,
           step);
}

}  // namespace paipu::detail
