#include "paipu/replay.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <mutex>
#include <string_view>

#include "suggest.hpp"

namespace paipu {

namespace {

struct Sink {
  const std::string& file;
  int record;
  int hand;
  Diagnostics& out;

  void add(Severity sev, std::string code, SourcePos pos, std::string message,
           int step = -1) const {
    Diagnostic d;
    d.severity = sev;
    d.code = std::move(code);
    d.message = std::move(message);
    d.file = file;
    d.pos = pos;
    d.record = record;
    d.hand = hand;
    d.step = step;
    out.push_back(std::move(d));
  }
};

std::string join_verbs(const VariantInfo& info) {
  std::string s;
  for (const auto& v : info.verbs) s += v.name + ", ";
  return s + "result";
}

SourcePos shifted(SourcePos p, std::uint32_t cps) {
  return SourcePos{p.line, p.col + cps};
}

// The first character of `text` that shown() escapes as U+XXXX (an invisible or control
// character): its byte offset and escape. Only for diagnostics.
struct Invisible {
  std::size_t byte = std::string_view::npos;
  std::string escape;
  bool found() const { return byte != std::string_view::npos; }
};

Invisible first_invisible(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(text, i));
    std::string s = shown(text.substr(i, n));
    if (s.rfind("U+", 0) == 0) return {i, std::move(s)};
    i += n;
  }
  return {};
}

// "it contains U+00A0 (no-break space); use an ordinary space"
std::string invisible_advice(const Invisible& inv) {
  struct Name {
    std::string_view escape, name;
    bool space;
  };
  static constexpr Name names[] = {
      {"U+0009", "tab", true},
      {"U+00A0", "no-break space", true},
      {"U+00AD", "soft hyphen", false},
      {"U+2002", "en space", true},
      {"U+2003", "em space", true},
      {"U+2009", "thin space", true},
      {"U+200B", "zero-width space", false},
      {"U+200C", "zero-width non-joiner", false},
      {"U+200D", "zero-width joiner", false},
      {"U+200E", "left-to-right mark", false},
      {"U+200F", "right-to-left mark", false},
      {"U+202F", "narrow no-break space", true},
      {"U+205F", "medium mathematical space", true},
      {"U+2060", "word joiner", false},
      {"U+3000", "ideographic space", true},
      {"U+FEFF", "byte order mark", false},
  };
  std::string_view name = "an invisible or control character";
  bool space = false;
  for (const Name& n : names)
    if (n.escape == inv.escape) {
      name = n.name;
      space = n.space;
    }
  return "it contains " + inv.escape + " (" + std::string(name) + "); " +
         (space ? "use an ordinary space" : "delete it");
}

std::string quoted(std::string_view text) {
  return "'" + shown(text) + "'";
}

// R001's message: what was written, and the most likely intended spelling.
std::string unknown_verb(const Vocabulary& vocab, const EventLine& line, int seats,
                         SourcePos& pos) {
  const VariantInfo& info = vocab.info();
  std::string m = "unknown verb " + quoted(line.verb) + " for " + info.id;
  const Invisible inv = first_invisible(line.verb);
  if (inv.found()) {
    pos = shifted(line.verb_pos, code_points(line.verb, inv.byte));
    return m + "; " + invisible_advice(inv);
  }
  // `e play 紅七`: a seat written in lower case reads as the verb.
  if (line.seat.empty() && line.verb.size() == 1 && !line.args.empty()) {
    const char upper = static_cast<char>(
        line.verb[0] >= 'a' && line.verb[0] <= 'z' ? line.verb[0] - 'a' + 'A' : 0);
    const int verb = vocab.verb(line.args.front().text);
    if (upper != 0 && seat_index(std::string_view(&upper, 1), seats) >= 0 && verb >= 0 &&
        info.verbs[static_cast<std::size_t>(verb)].seated)
      return m + "; did you mean '" + upper + " " + line.args.front().text + "'?";
  }
  m += "; expected one of " + join_verbs(info);
  if (std::string near = vocab.closest_verb(line.verb); !near.empty())
    m += "; did you mean '" + near + "'?";
  return m;
}

bool parse_int(std::string_view s, long long& v) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && ptr == s.data() + s.size() && !s.empty();
}

// Where each resolved piece of a line was written: its byte offset in its token, and where each
// token's pieces end. Turned into a column only when a problem points at a piece.
struct PiecePlaces {
  std::vector<std::uint32_t> bytes;
  std::vector<std::size_t> arg_end;  // per token: the number of pieces up to its end

  void clear() {
    bytes.clear();
    arg_end.clear();
  }
  SourcePos position_of(const EventLine& line, std::size_t piece) const {
    std::size_t arg = 0;
    while (arg + 1 < arg_end.size() && arg_end[arg] <= piece) ++arg;
    const Token& t = line.args[arg];
    return shifted(t.pos, code_points(t.text, bytes[piece]));
  }
};

// R006's message. `error_at` is the code-point offset where splitting `token` failed.
std::string unknown_piece(const Vocabulary& vocab, std::string_view token, int error_at) {
  const VariantInfo& info = vocab.info();
  std::string m = "unknown piece in " + quoted(token) + ": expected a " + info.id +
                  " piece name or code (see `paipu plugins --pieces " + info.id + "`)";
  if (const Invisible inv = first_invisible(token); inv.found())
    return m + "; " + invisible_advice(inv);
  std::size_t byte = 0;
  for (int cp = 0; byte < token.size(); ++byte)
    if ((static_cast<unsigned char>(token[byte]) & 0xC0) != 0x80 && cp++ == error_at) break;
  if (std::string near = vocab.closest_piece(token.substr(std::min(byte, token.size())));
      !near.empty())
    m += "; did you mean '" + near + "'?";
  return m;
}

// Resolves a line into `e`, reusing its vectors; `places` receives where each resolved piece was
// written. Returns false (with a diagnostic) when the line does not resolve.
bool resolve(const Vocabulary& vocab, const EventLine& line, int seats, const Sink& sink, Event& e,
             PiecePlaces& places) {
  const VariantInfo& info = vocab.info();
  int v = vocab.verb(line.verb);
  if (v < 0) {
    SourcePos pos = line.verb_pos;
    std::string message = unknown_verb(vocab, line, seats, pos);
    sink.add(Severity::error, "R001", pos, std::move(message));
    return false;
  }
  const VerbSpec& spec = info.verbs[static_cast<std::size_t>(v)];
  e.seat = -1;
  e.verb = v;
  e.pieces.clear();
  e.numbers.clear();
  e.words.clear();
  if (spec.seated && line.seat.empty()) {
    sink.add(Severity::error, "R004", line.pos,
             "'" + spec.name + "' needs a seat before it, e.g. 'E " + spec.name + "'");
    return false;
  }
  if (!spec.seated && !line.seat.empty()) {
    sink.add(Severity::error, "R004", line.pos,
             "'" + spec.name + "' takes no seat; got " + quoted(line.seat));
    return false;
  }
  if (!line.seat.empty()) {
    e.seat = seat_index(line.seat, seats);
    if (e.seat < 0) {
      sink.add(Severity::error, "R005", line.pos,
               "seat " + shown(line.seat) + " does not exist in a " + std::to_string(seats) +
                   "-seat game");
      return false;
    }
  }
  std::size_t count = 0;
  for (std::uint32_t arg = 0; arg < line.args.size(); ++arg) {
    const Token& t = line.args[arg];
    switch (spec.args) {
      case ArgKind::none:
        sink.add(Severity::error, "R009", t.pos,
                 "'" + spec.name + "' takes no arguments; got " + quoted(t.text));
        return false;
      case ArgKind::pieces: {
        const int error_at = vocab.split_append(t.text, e.pieces, places.bytes);
        places.arg_end.push_back(e.pieces.size());  // every argument of this verb is pieces
        if (error_at >= 0) {
          sink.add(Severity::error, "R006", shifted(t.pos, static_cast<std::uint32_t>(error_at)),
                   unknown_piece(vocab, t.text, error_at));
          return false;
        }
        count = e.pieces.size();
        break;
      }
      case ArgKind::numbers: {
        long long n = 0;
        if (!parse_int(t.text, n)) {
          std::string message = "expected a number, got " + quoted(t.text);
          if (const Invisible inv = first_invisible(t.text); inv.found())
            message += "; " + invisible_advice(inv);
          sink.add(Severity::error, "R007", t.pos, std::move(message));
          return false;
        }
        e.numbers.push_back(n);
        count = e.numbers.size();
        break;
      }
      case ArgKind::words: {
        bool known = false;
        for (const auto& k : spec.keywords) known = known || k == t.text;
        if (!known) {
          std::string expected;
          for (const auto& k : spec.keywords) expected += (expected.empty() ? "" : ", ") + k;
          std::string message =
              "'" + spec.name + "' expects one of " + expected + "; got " + quoted(t.text);
          if (const Invisible inv = first_invisible(t.text); inv.found())
            message += "; " + invisible_advice(inv);
          else if (std::string near = closest(t.text, spec.keywords); !near.empty())
            message += "; did you mean '" + near + "'?";
          sink.add(Severity::error, "R008", t.pos, std::move(message));
          return false;
        }
        e.words.push_back(t.text);
        count = e.words.size();
        break;
      }
    }
  }
  if (static_cast<int>(count) < spec.min_args ||
      (spec.max_args >= 0 && static_cast<int>(count) > spec.max_args)) {
    std::string range = std::to_string(spec.min_args);
    if (spec.max_args != spec.min_args)
      range += spec.max_args < 0 ? " or more" : " to " + std::to_string(spec.max_args);
    sink.add(Severity::error, "R010", line.verb_pos,
             "'" + spec.name + "' takes " + range + " arguments; got " + std::to_string(count));
    return false;
  }
  return true;
}

struct StatedResult {
  std::vector<long long> deltas;
  std::vector<bool> given;
  SourcePos pos;
  int step = -1;
};

std::optional<StatedResult> parse_result(const EventLine& line, int seats, const Sink& sink) {
  StatedResult r{std::vector<long long>(static_cast<std::size_t>(seats), 0),
                 std::vector<bool>(static_cast<std::size_t>(seats), false), line.pos};
  if (!line.seat.empty()) {
    sink.add(Severity::error, "R011", line.pos,
             "'result' takes no seat; write 'result E+3 S-1 ...'");
    return std::nullopt;
  }
  for (const Token& t : line.args) {
    std::string_view s = t.text;
    int seat = s.empty() ? -1 : seat_index(s.substr(0, 1), seats);
    long long v = 0;
    if (seat < 0 || !parse_int(s.substr(1), v)) {
      sink.add(Severity::error, "R011", t.pos,
               "expected a seat and its net result such as 'E+9' or 'S-3', got " + quoted(t.text));
      return std::nullopt;
    }
    r.deltas[static_cast<std::size_t>(seat)] = v;
    r.given[static_cast<std::size_t>(seat)] = true;
  }
  return r;
}

std::string signed_str(long long v) {
  return (v > 0 ? "+" : "") + std::to_string(v);
}

// Whether the hand has a `result` line (it is usually the last).
bool states_result(const Hand& hand) {
  for (auto it = hand.events.rbegin(); it != hand.events.rend(); ++it)
    if (it->verb == "result") return true;
  return false;
}

// The computed settlement as one line: "computed settlement: W pays S 6 (結 = base 3 × 親倍数 ×2);
// ...".
std::string settlement_text(const Settlement& s) {
  if (s.deltas.empty()) return "computed settlement: the payments could not be itemised";
  if (s.payments.empty()) return "computed settlement: no payments";
  std::string text = "computed settlement: ";
  for (std::size_t i = 0; i < s.payments.size(); ++i) {
    const Payment& p = s.payments[i];
    text += std::string(i ? "; " : "") + seat_letter(p.from) + " pays " + seat_letter(p.to) + " " +
            std::to_string(p.amount) + " (" + p.reason;
    if (!p.items.empty()) text += " = " + items_text(p.items);
    text += ")";
  }
  return text;
}

}  // namespace

namespace {

// One vocabulary per loaded variant, shared by every record that names it: a file of a thousand
// records would otherwise build the same tables a thousand times. An entry is used only while its
// variant is alive; a vocabulary refers to its variant's VariantInfo.
std::shared_ptr<const Vocabulary> vocabulary_of(const std::shared_ptr<const Variant>& variant) {
  struct Entry {
    std::weak_ptr<const Variant> variant;
    std::shared_ptr<const Vocabulary> vocabulary;
  };
  static std::mutex mutex;
  static std::map<const Variant*, Entry> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  Entry& e = cache[variant.get()];
  if (e.vocabulary && e.variant.lock() == variant) return e.vocabulary;
  e = Entry{variant, std::make_shared<const Vocabulary>(variant->info())};
  return e.vocabulary;
}

}  // namespace

struct MatchReplay::Scratch {
  Event event;
  PiecePlaces places;
  std::vector<int> applied_lines;  // per applied event of the hand: its index in Hand::events
};

namespace {

// Where piece `piece` of an event line was written (its verb when `piece` is -1 or out of range).
// The line is resolved again for its piece places: only for a diagnostic.
SourcePos piece_position(const EventLine& line, int piece, const Vocabulary& vocab, int seats,
                         const Sink& sink) {
  if (piece < 0) return line.verb_pos;
  Diagnostics ignored;
  const Sink quiet{sink.file, sink.record, sink.hand, ignored};
  Event e;
  PiecePlaces places;
  if (resolve(vocab, line, seats, quiet, e, places) &&
      static_cast<std::size_t>(piece) < places.bytes.size())
    return places.position_of(line, static_cast<std::size_t>(piece));
  return line.verb_pos;
}

// " (see line 12, line 30)": the lines of a problem's references, for its message.
std::string lines_named(const Problem& p, const Hand& hand, const std::vector<int>& applied) {
  std::string text;
  for (const Reference& r : p.related) {
    if (r.step < 0 || static_cast<std::size_t>(r.step) >= applied.size()) continue;
    const EventLine& at = hand.events[static_cast<std::size_t>(applied[static_cast<std::size_t>(r.step)])];
    text += std::string(text.empty() ? " (see line " : ", line ") + std::to_string(at.pos.line);
  }
  return text.empty() ? text : text + ")";
}

// Each reference's note at the line it names.
void report_related(const Problem& p, const Hand& hand, const std::vector<int>& applied,
                    const Vocabulary& vocab, int seats, const Sink& sink) {
  for (const Reference& r : p.related) {
    if (r.step < 0 || static_cast<std::size_t>(r.step) >= applied.size()) continue;
    const int line = applied[static_cast<std::size_t>(r.step)];
    const EventLine& at = hand.events[static_cast<std::size_t>(line)];
    sink.add(Severity::note, p.code, piece_position(at, r.piece, vocab, seats, sink),
             r.note.empty() ? "referred to by the " + std::string(to_string(p.severity)) + " above"
                            : r.note,
             line);
  }
}

// A problem that a later event proved (Problem::step names an earlier applied event): reported at
// that event's line, at the piece it names, with a note at the line that proved it.
void report_earlier(const Problem& p, const Hand& hand, const std::vector<int>& applied,
                    int earlier_line, const EventLine& now, int now_step, const Vocabulary& vocab,
                    int seats, const Sink& sink) {
  const EventLine& then = hand.events[static_cast<std::size_t>(earlier_line)];
  // Only the current line's piece places are kept: the earlier line is resolved again for its own.
  const SourcePos pos = piece_position(then, p.piece, vocab, seats, sink);
  sink.add(p.severity, p.code, pos, p.message + lines_named(p, hand, applied), earlier_line);
  sink.add(Severity::note, p.code, now.verb_pos,
           "this event proves the " + std::string(to_string(p.severity)) + " reported at line " +
               std::to_string(then.verb_pos.line),
           now_step);
  report_related(p, hand, applied, vocab, seats, sink);
}

}  // namespace

std::optional<Event> resolve_event(const Vocabulary& vocab, const EventLine& line, int seats,
                                   const std::string& file, Diagnostics& out) {
  Sink sink{file, -1, -1, out};
  PiecePlaces places;
  Event e;
  if (!resolve(vocab, line, seats, sink, e, places)) return std::nullopt;
  return e;
}

EventLine event_to_line(const Vocabulary& vocab, const Event& e, PieceStyle style) {
  EventLine line;
  if (e.seat >= 0) line.seat = seat_letter(e.seat);
  const VerbSpec& spec = vocab.info().verbs.at(static_cast<std::size_t>(e.verb));
  line.verb = spec.name;
  if (!e.pieces.empty()) {
    if (style == PieceStyle::cjk) {
      std::string joined;
      for (PieceId id : e.pieces) joined += vocab.piece_text(id, style);
      line.args.push_back(Token{std::move(joined), {}});
    } else {
      for (PieceId id : e.pieces) line.args.push_back(Token{vocab.piece_text(id, style), {}});
    }
  }
  for (long long n : e.numbers) line.args.push_back(Token{std::to_string(n), {}});
  for (const auto& w : e.words) line.args.push_back(Token{w, {}});
  return line;
}

std::optional<MatchReplay> MatchReplay::start(std::shared_ptr<const Variant> variant,
                                              const Record& header, const ReplayContext& ctx,
                                              Diagnostics& out) {
  Sink sink{ctx.file, ctx.record, -1, out};
  const VariantInfo& info = variant->info();
  MatchReplay m;
  m.ctx_ = ctx;
  m.seats_ = info.seat_counts.empty() ? 4 : info.seat_counts.front();
  bool ok = true;
  for (const auto& o : info.options) m.rules_[o.name] = o.default_value;
  for (const Tag& t : header.tags) {
    if (t.name == "Seats") {
      long long n = 0;
      bool allowed = parse_int(t.value, n);
      if (allowed) {
        allowed = false;
        for (int c : info.seat_counts) allowed = allowed || c == n;
      }
      if (!allowed) {
        sink.add(Severity::error, "R003", t.pos,
                 info.id + " is not played with " + shown(t.value) + " seats");
        ok = false;
      } else {
        m.seats_ = static_cast<int>(n);
      }
      continue;
    }
    if (t.name.rfind("Rule.", 0) != 0) continue;
    std::string name = t.name.substr(5);
    const RuleOption* opt = nullptr;
    for (const auto& o : info.options)
      if (o.name == name) opt = &o;
    if (!opt) {
      std::string names;
      for (const auto& o : info.options) names += (names.empty() ? "" : ", ") + o.name;
      sink.add(
          Severity::error, "R002", t.pos,
          "unknown rule option " + quoted(name) + " for " + info.id + "; options are " + names);
      ok = false;
      continue;
    }
    bool valid = false;
    if (opt->choices.empty()) {
      long long n = 0;
      valid = parse_int(t.value, n);
    } else {
      for (const auto& c : opt->choices) valid = valid || c == t.value;
    }
    if (!valid) {
      std::string choices;
      for (const auto& c : opt->choices) choices += (choices.empty() ? "" : ", ") + c;
      sink.add(Severity::error, "R003", t.pos,
               "rule option " + name + " expects " +
                   (choices.empty() ? "an integer" : "one of " + choices) + "; got \"" +
                   shown(t.value) + "\"");
      ok = false;
      continue;
    }
    m.rules_[name] = t.value;
  }
  if (!ok) return std::nullopt;
  m.match_ = variant->new_match(m.rules_, m.seats_);
  if (!m.match_) {
    sink.add(Severity::error, "R098", header.pos,
             "the " + info.id + " plugin could not start a match");
    return std::nullopt;
  }
  m.vocab_ = vocabulary_of(variant);
  m.scratch_ = std::make_shared<Scratch>();
  m.variant_ = std::move(variant);
  return m;
}

Settlement MatchReplay::replay_itemised(const Hand& hand,
                                        const std::map<std::string, std::string>& tags,
                                        const MatchState* before) const {
  if (before == nullptr) return {};
  std::unique_ptr<MatchState> match = before->clone();
  std::vector<Problem> problems;
  std::unique_ptr<HandState> state = match->begin_hand(tags, problems);
  if (!state) return {};
  state->set_notes(true);
  Diagnostics ignored;
  const Sink quiet{ctx_.file, ctx_.record, -1, ignored};
  Event e;
  PiecePlaces places;
  for (int line : scratch_->applied_lines) {
    places.clear();
    if (!resolve(*vocab_, hand.events[static_cast<std::size_t>(line)], seats_, quiet, e, places) ||
        !state->apply(e).ok())
      return {};
  }
  if (!state->finished()) return {};
  return match->finish_hand(*state);
}

void MatchReplay::skip() {
  unsettled_ = ++last_hand_;
  std::vector<Problem> problems;
  std::unique_ptr<HandState> state = match_->begin_hand({}, problems);
  if (state) match_->abandon_hand(*state);
}

HandResult MatchReplay::play(const Hand& hand, int hand_index, Diagnostics& out,
                             std::vector<std::unique_ptr<HandState>>* states) {
  Sink sink{ctx_.file, ctx_.record, hand_index, out};
  const VariantInfo& info = variant_->info();
  HandResult r;
  r.totals_before = match_->totals();

  std::map<std::string, std::string> tags;
  for (const Tag& t : hand.tags)
    for (const auto& name : info.hand_tags)
      if (t.name == name) tags[t.name] = t.value;
  // Whether the hand before this one left the dealer and multiplier to be assumed.
  const bool after_unsettled = unsettled_ >= 0 && unsettled_ == hand_index - 1;
  unsettled_ = hand_index;  // until it settles
  last_hand_ = hand_index;
  // A stated result that turns out wrong is explained by replaying the hand once more with its
  // notes on (itemised payments): that needs the match as it was before the hand.
  std::unique_ptr<MatchState> match_before;
  if (states == nullptr && states_result(hand)) match_before = match_->clone();

  std::vector<Problem> problems;
  std::unique_ptr<HandState> state = match_->begin_hand(tags, problems);
  std::string start_warning;  // the code of the warning that says what begin_hand assumed
  for (const auto& p : problems) {
    sink.add(p.severity, p.code, hand.pos, p.message);
    if (p.severity == Severity::warning && start_warning.empty()) start_warning = p.code;
  }
  if (!state) {
    sink.add(Severity::error, "R098", hand.pos,
             "the " + info.id + " plugin could not start this hand");
    r.broken = true;
    r.totals_after = match_->totals();
    return r;
  }
  state->set_notes(states != nullptr);
  if (states) states->push_back(state->clone());

  std::optional<StatedResult> stated;
  PiecePlaces& places = scratch_->places;
  Event& e = scratch_->event;
  std::vector<int>& applied = scratch_->applied_lines;
  applied.clear();
  for (std::size_t i = 0; i < hand.events.size(); ++i) {
    const EventLine& line = hand.events[i];
    const int step = static_cast<int>(i);
    if (std::string_view(line.verb) == std::string_view("result")) {
      if (stated) sink.add(Severity::error, "R012", line.pos, "a hand states its result once");
      stated = parse_result(line, seats_, sink);
      if (stated) stated->step = step;
      continue;
    }
    if (r.broken) continue;
    places.clear();
    std::size_t before = out.size();
    const bool resolved = resolve(*vocab_, line, seats_, sink, e, places);
    for (std::size_t k = before; k < out.size(); ++k) out[k].step = step;
    if (!resolved) {
      r.broken = true;
      continue;
    }
    Outcome o = state->apply(e);
    for (const auto& p : o.problems) {
      if (p.step >= 0 && static_cast<std::size_t>(p.step) < applied.size()) {
        report_earlier(p, hand, applied, applied[static_cast<std::size_t>(p.step)], line, step,
                       *vocab_, seats_, sink);
        continue;
      }
      SourcePos pos = line.verb_pos;
      if (p.piece >= 0 && static_cast<std::size_t>(p.piece) < places.bytes.size())
        pos = places.position_of(line, static_cast<std::size_t>(p.piece));
      sink.add(p.severity, p.code, pos, p.message + lines_named(p, hand, applied), step);
      report_related(p, hand, applied, *vocab_, seats_, sink);
    }
    if (!o.ok()) {
      r.broken = true;
      continue;
    }
    applied.push_back(step);
    // Steps and states are for looking back (the viewer, `paipu replay`); validation needs neither.
    if (states) {
      r.steps.push_back(Step{step, e, std::move(o)});
      states->push_back(state->clone());
    }
  }

  if (r.broken) {
    match_->abandon_hand(*state);
  } else if (!state->finished()) {
    sink.add(Severity::warning, "R013", hand.pos,
             "hand " + std::to_string(hand_index + 1) +
                 " ends before play is over; it is not settled and the match goes on without it");
    match_->abandon_hand(*state);
  } else {
    r.finished = true;
    unsettled_ = -1;
    r.settlement = match_->finish_hand(*state);
    long long sum = 0;
    for (long long d : r.settlement.deltas) sum += d;
    if (sum != 0)
      sink.add(Severity::error, "R099", hand.pos,
               "internal: the " + info.id + " settlement does not sum to zero (" +
                   std::to_string(sum) + ")");
  }
  r.totals_after = match_->totals();

  if (stated) {
    if (!r.finished) {
      sink.add(Severity::note, "R014", stated->pos,
               "the stated result was not checked: the hand was not settled", stated->step);
    } else {
      bool mismatch = false;
      for (std::size_t i = 0; i < static_cast<std::size_t>(seats_); ++i)
        mismatch = mismatch || (stated->given[i] && stated->deltas[i] != r.settlement.deltas[i]);
      if (mismatch) {
        std::string got, want, differ;
        for (int s = 0; s < seats_; ++s) {
          auto idx = static_cast<std::size_t>(s);
          want += std::string(want.empty() ? "" : " ") + seat_letter(s) +
                  signed_str(r.settlement.deltas[idx]);
          if (!stated->given[idx]) continue;
          got += std::string(got.empty() ? "" : " ") + seat_letter(s) +
                 signed_str(stated->deltas[idx]);
          if (stated->deltas[idx] != r.settlement.deltas[idx])
            differ += std::string(differ.empty() ? "" : "; ") + seat_letter(s) + ": stated " +
                      signed_str(stated->deltas[idx]) + ", computed " +
                      signed_str(r.settlement.deltas[idx]);
        }
        std::string message = "stated result '" + got + "' does not match the computed result '" +
                              want + "' (" + differ + ")";
        if (after_unsettled) {
          message += "; the previous hand (hand " + std::to_string(hand_index) +
                     ") did not settle, so the dealer and multiplier of this hand are assumed";
          if (!start_warning.empty())
            message += " (see warning " + start_warning + " at line " +
                       std::to_string(hand.pos.line) + ")";
        }
        sink.add(Severity::error, "R020", stated->pos, std::move(message), stated->step);
        const Settlement itemised =
            states != nullptr ? r.settlement : replay_itemised(hand, tags, match_before.get());
        sink.add(Severity::note, "R020", stated->pos, settlement_text(itemised), stated->step);
      }
    }
  }
  return r;
}

}  // namespace paipu
