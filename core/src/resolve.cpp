#include "resolve.hpp"

#include <algorithm>
#include <charconv>

#include "suggest.hpp"

namespace paipu::detail {

void Sink::add(Severity sev, std::string code, SourcePos pos, std::string message, int step) const {
  if (silent) return;
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

bool parse_int(std::string_view s, long long& v) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return ec == std::errc() && ptr == s.data() + s.size() && !s.empty();
}

std::string quoted(std::string_view text) {
  return "'" + shown(text) + "'";
}

namespace {

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
    // Printable ASCII is never escaped: a long token of it costs one comparison a byte.
    if (text[i] >= 0x21 && text[i] <= 0x7E) {
      ++i;
      continue;
    }
    const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(text, i));
    std::string s = shown(text.substr(i, n));
    if (s.rfind("U+", 0) == 0) return {i, std::move(s)};
    i += n;
  }
  return {};
}

struct InvisibleName {
  std::string_view escape, name;
  bool space;  // stands for a space (the fix is an ordinary space) rather than for nothing
};

const InvisibleName& invisible_name(std::string_view escape) {
  static constexpr InvisibleName names[] = {
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
  static constexpr InvisibleName other{"", "an invisible or control character", false};
  for (const InvisibleName& n : names)
    if (n.escape == escape) return n;
  return other;
}

// "it contains U+00A0 (no-break space); use an ordinary space"
std::string invisible_advice(const Invisible& inv) {
  const InvisibleName& n = invisible_name(inv.escape);
  return "it contains " + inv.escape + " (" + std::string(n.name) + "); " +
         (n.space ? "use an ordinary space" : "delete it");
}

// The seat a one-letter token names in either case ("e" and "E" are East); 0 if none.
char seat_from_letter(std::string_view token, int seats) {
  if (token.size() != 1) return 0;
  char letter = token[0];
  if (letter >= 'a' && letter <= 'z') letter = static_cast<char>(letter - 'a' + 'A');
  return seat_index(std::string_view(&letter, 1), seats) >= 0 ? letter : 0;
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
  if (line.seat.empty() && !line.args.empty()) {
    const char upper = seat_from_letter(line.verb, seats);
    const int verb = vocab.verb(line.args.front().text);
    if (upper != 0 && upper != line.verb[0] && verb >= 0 &&
        info.verbs[static_cast<std::size_t>(verb)].seated)
      return m + "; did you mean '" + upper + " " + line.args.front().text + "'?";
  }
  m += "; expected one of " + join_verbs(info);
  if (std::string near = vocab.closest_verb(line.verb); !near.empty())
    m += "; did you mean '" + near + "'?";
  return m;
}

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

}  // namespace

SourcePos PiecePlaces::position_of(const EventLine& line, std::size_t piece) const {
  std::size_t arg = 0;
  while (arg + 1 < arg_end.size() && arg_end[arg] <= piece) ++arg;
  const Token& t = line.args[arg];
  return shifted(t.pos, code_points(t.text, bytes[piece]));
}

bool resolve(const Vocabulary& vocab, const EventLine& line, int seats, const Sink& sink, Event& e,
             PiecePlaces& places) {
  const VariantInfo& info = vocab.info();
  int v = vocab.verb(line.verb);
  if (v < 0) {
    SourcePos pos = line.verb_pos;
    std::string message = sink.silent ? std::string() : unknown_verb(vocab, line, seats, pos);
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
                   sink.silent ? std::string() : unknown_piece(vocab, t.text, error_at));
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
          if (sink.silent) return false;
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
  if (!spec.takes(count)) {
    std::string range = std::to_string(spec.min_args);
    if (spec.max_args != spec.min_args)
      range += spec.max_args < 0 ? " or more" : " to " + std::to_string(spec.max_args);
    sink.add(Severity::error, "R010", line.verb_pos,
             "'" + spec.name + "' takes " + range +
                 (spec.min_args == 1 && spec.max_args == 1 ? " argument" : " arguments") +
                 "; got " + std::to_string(count));
    return false;
  }
  return true;
}
std::optional<Event> resolve_quietly(const Vocabulary& vocab, const EventLine& line, int seats) {
  Diagnostics ignored;
  const std::string file;
  const Sink quiet{file, -1, -1, ignored, true};
  Event e;
  PiecePlaces places;
  if (!resolve(vocab, line, seats, quiet, e, places)) return std::nullopt;
  return e;
}

namespace {

// `text` cut where an invisible character stands for a space, the other invisible characters
// left out; `changed` is set when there was one.
void split_invisible(const std::string& text, SourcePos pos, std::vector<Token>& out,
                     bool& changed) {
  std::size_t start = 0;  // of the token being built, in `text`
  std::string token;
  const auto flush = [&] {
    if (!token.empty())
      out.push_back(Token{std::move(token), shifted(pos, code_points(text, start))});
    token.clear();
  };
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(text, i));
    const std::string_view ch = std::string_view(text).substr(i, n);
    const bool visible = ch.front() >= 0x21 && ch.front() <= 0x7E;
    if (const std::string escape = visible ? std::string() : shown(ch);
        escape.rfind("U+", 0) == 0) {
      changed = true;
      if (invisible_name(escape).space) flush();
    } else {
      if (token.empty()) start = i;
      token += ch;
    }
    i += n;
  }
  flush();
}

}  // namespace

std::optional<EventLine> respelt(const EventLine& line, int seats) {
  bool changed = false;
  std::vector<Token> tokens;
  split_invisible(line.verb, line.verb_pos, tokens, changed);
  for (const Token& t : line.args) split_invisible(t.text, t.pos, tokens, changed);
  EventLine out = line;
  out.args.clear();
  std::size_t k = 0;
  if (line.seat.empty() && tokens.size() >= 2) {
    if (const char letter = seat_from_letter(tokens[0].text, seats); letter != 0) {
      changed = changed || letter != tokens[0].text[0];
      out.seat = std::string(1, letter);
      k = 1;
    }
  }
  if (!changed || k >= tokens.size()) return std::nullopt;
  out.verb = tokens[k].text;
  out.verb_pos = tokens[k].pos;
  out.args.assign(tokens.begin() + static_cast<std::ptrdiff_t>(k) + 1, tokens.end());
  return out;
}

SourcePos piece_position(const EventLine& line, int piece, const Vocabulary& vocab, int seats) {
  if (piece < 0) return line.verb_pos;
  Diagnostics ignored;
  const std::string file;
  const Sink quiet{file, -1, -1, ignored, true};
  Event e;
  PiecePlaces places;
  if (resolve(vocab, line, seats, quiet, e, places) &&
      static_cast<std::size_t>(piece) < places.bytes.size())
    return places.position_of(line, static_cast<std::size_t>(piece));
  return line.verb_pos;
}

}  // namespace paipu::detail
