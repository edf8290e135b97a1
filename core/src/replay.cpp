#include "paipu/replay.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <mutex>
#include <string_view>

#include "recovery.hpp"
#include "resolve.hpp"

namespace paipu {

using detail::parse_int;
using detail::PiecePlaces;
using detail::quoted;
using detail::resolve;
using detail::Sink;

namespace {

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

// " (see line 12, line 30)": the lines of a problem's references, for its message.
std::string lines_named(const Problem& p, const Hand& hand, const std::vector<int>& applied) {
  std::string text;
  std::vector<std::uint32_t> named;
  for (const Reference& r : p.related) {
    if (r.step < 0 || static_cast<std::size_t>(r.step) >= applied.size()) continue;
    const std::uint32_t line =
        hand.events[static_cast<std::size_t>(applied[static_cast<std::size_t>(r.step)])].pos.line;
    if (std::find(named.begin(), named.end(), line) != named.end()) continue;
    named.push_back(line);
    text += std::string(text.empty() ? " (see line " : ", line ") + std::to_string(line);
  }
  return text.empty() ? text : text + ")";
}

// The line (index in Hand::events) of the event a reference names: an applied one, or the event
// being applied now (its step is the next one), which an author names to explain a problem proved
// there; -1 for a step that names no event.
int referred_line(const Reference& r, const std::vector<int>& applied, int now_line) {
  if (r.step >= 0 && static_cast<std::size_t>(r.step) < applied.size())
    return applied[static_cast<std::size_t>(r.step)];
  return r.step >= 0 && static_cast<std::size_t>(r.step) == applied.size() ? now_line : -1;
}

// Each reference's note at the line it names. A reference to the current event is left out when
// `skip_now` (its note has already been written as the proof's note).
void report_related(const Problem& p, const Hand& hand, const std::vector<int>& applied,
                    int now_line, bool skip_now, const Vocabulary& vocab, int seats,
                    const Sink& sink) {
  for (const Reference& r : p.related) {
    const int line = referred_line(r, applied, now_line);
    if (line < 0 || (skip_now && line == now_line)) continue;
    const EventLine& at = hand.events[static_cast<std::size_t>(line)];
    sink.add(Severity::note, p.code, detail::piece_position(at, r.piece, vocab, seats),
             r.note.empty() ? "referred to by the " + std::string(to_string(p.severity)) + " above"
                            : r.note,
             line);
  }
}

// A problem that a later event proved (Problem::step names an earlier applied event): reported at
// that event's line, at the piece it names, with a note at the line that proved it. The plugin's
// own note for the proving event, when it gives one in `related`, is that note; otherwise the
// host says that the event proves the problem.
void report_earlier(const Problem& p, const Hand& hand, const std::vector<int>& applied,
                    int earlier_line, const EventLine& now, int now_step, const Vocabulary& vocab,
                    int seats, const Sink& sink) {
  const EventLine& then = hand.events[static_cast<std::size_t>(earlier_line)];
  // Only the current line's piece places are kept: the earlier line is resolved again for its own.
  const SourcePos pos = detail::piece_position(then, p.piece, vocab, seats);
  sink.add(p.severity, p.code, pos, p.message + lines_named(p, hand, applied), earlier_line);
  const auto own = std::find_if(p.related.begin(), p.related.end(), [&](const Reference& r) {
    return referred_line(r, applied, now_step) == now_step && !r.note.empty();
  });
  sink.add(
      Severity::note, p.code,
      own != p.related.end() ? detail::piece_position(now, own->piece, vocab, seats) : now.verb_pos,
      own != p.related.end() ? own->note
                             : "this event proves the " + std::string(to_string(p.severity)) +
                                   " reported at line " + std::to_string(then.verb_pos.line),
      now_step);
  report_related(p, hand, applied, now_step, own != p.related.end(), vocab, seats, sink);
}

// Each problem of an applied event at its line and piece, or at the earlier line it belongs to.
void report_problems(const Outcome& o, const Hand& hand, const std::vector<int>& applied,
                     const EventLine& line, int step, const PiecePlaces& places,
                     const Vocabulary& vocab, int seats, const Sink& sink) {
  for (const auto& p : o.problems) {
    if (p.step >= 0 && static_cast<std::size_t>(p.step) < applied.size()) {
      report_earlier(p, hand, applied, applied[static_cast<std::size_t>(p.step)], line, step, vocab,
                     seats, sink);
      continue;
    }
    SourcePos pos = line.verb_pos;
    if (p.piece >= 0 && static_cast<std::size_t>(p.piece) < places.bytes.size())
      pos = places.position_of(line, static_cast<std::size_t>(p.piece));
    sink.add(p.severity, p.code, pos, p.message + lines_named(p, hand, applied), step);
    report_related(p, hand, applied, step, false, vocab, seats, sink);
  }
}

// The `help:` lines under a hand's first error, and whether there was one: candidate hands start
// from the match as it was before the hand (`before`) and are settled against the hand's stated
// result, if it has one.
bool suggest_repairs(const detail::AfterError& after, std::size_t line, std::size_t reported,
                     const std::string& code, const Hand& hand,
                     const std::map<std::string, std::string>& tags, const MatchState& before,
                     int seats, std::size_t budget, const Sink& sink) {
  const std::unique_ptr<MatchState> match = before.clone();
  repair::HandFactory factory{[&] {
                                std::vector<Problem> ignored;
                                std::unique_ptr<HandState> h = match->begin_hand(tags, ignored);
                                if (h) h->set_notes(false);
                                return h;
                              },
                              [&](const HandState& h) {
                                const std::unique_ptr<MatchState> m = before.clone();
                                std::vector<Problem> ignored;
                                (void)m->begin_hand(tags, ignored);
                                return m->finish_hand(h).deltas;
                              }};
  std::optional<repair::Stated> stated;
  Diagnostics ignored;
  const Sink quiet{sink.file, sink.record, sink.hand, ignored, true};
  for (const EventLine& l : hand.events)
    if (l.verb == "result")
      if (std::optional<StatedResult> r = parse_result(l, seats, quiet))
        stated = repair::Stated{r->deltas, r->given};
  return after.suggest(line, reported, code, factory, stated, budget, sink);
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
  const Sink quiet{ctx_.file, ctx_.record, -1, ignored, true};
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
  // Set at the hand's first error; `stopped` once no reading of a failed line lets play go on.
  std::optional<detail::AfterError> after;
  bool stopped = false;
  for (std::size_t i = 0; i < hand.events.size(); ++i) {
    const EventLine& line = hand.events[i];
    const int step = static_cast<int>(i);
    if (std::string_view(line.verb) == std::string_view("result")) {
      if (stated) sink.add(Severity::error, "R012", line.pos, "a hand states its result once");
      stated = parse_result(line, seats_, sink);
      if (stated) stated->step = step;
      continue;
    }
    if (stopped) continue;
    places.clear();
    const std::size_t before = out.size();
    bool ok = resolve(*vocab_, line, seats_, sink, e, places);
    for (std::size_t k = before; k < out.size(); ++k) out[k].step = step;
    if (ok) {
      Outcome o = state->apply(e);
      report_problems(o, hand, applied, line, step, places, *vocab_, seats_, sink);
      ok = o.ok();
      // Steps and states are for looking back (the viewer, `paipu replay`), up to the first error;
      // validation needs neither.
      if (ok && states && !r.broken) {
        r.steps.push_back(Step{step, e, std::move(o)});
        states->push_back(state->clone());
      }
    }
    if (ok) {
      applied.push_back(step);
      continue;
    }
    const auto error =
        std::find_if(out.begin() + static_cast<std::ptrdiff_t>(before), out.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; });
    const std::string code = error != out.end() ? error->code : std::string();
    const SourcePos pos = error != out.end() ? error->pos : line.pos;
    const std::size_t reported =
        error != out.end() && error->step >= 0 ? static_cast<std::size_t>(error->step) : i;
    r.broken = true;
    if (!after) {
      after.emplace(hand, *vocab_, seats_);
      // A repair checks the rest of the hand under it: nothing more to find.
      stopped =
          suggest_repairs(*after, i, reported, code, hand, tags,
                          match_before ? *match_before : *match_, seats_, ctx_.repair_budget, sink);
      if (stopped) continue;
    } else {
      after->note_consequence(i, pos, code, step, sink);
    }
    stopped = !after->go_on(i, *state, applied, ctx_.recovery_moves);
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
    r.settlement = match_->finish_hand(*state);
    if (r.settlement.complete) {
      unsettled_ = -1;
    } else {
      // Play is over but the record lacks what the payments turn on (the settlement's notes say
      // what): the hand is left unsettled rather than paid by a guess.
      std::string why;
      for (const std::string& n : r.settlement.notes) why += (why.empty() ? "" : "; ") + n;
      sink.add(Severity::warning, "R015", hand.pos,
               "hand " + std::to_string(hand_index + 1) + " is played out but cannot be settled: " +
                   why + "; the match goes on without it");
    }
    long long sum = 0;
    for (long long d : r.settlement.deltas) sum += d;
    if (sum != 0)
      sink.add(Severity::error, "R099", hand.pos,
               "internal: the " + info.id + " settlement does not sum to zero (" +
                   std::to_string(sum) + ")");
  }
  r.totals_after = match_->totals();

  if (stated) {
    if (!r.finished || !r.settlement.complete) {
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
                  signed_text(r.settlement.deltas[idx]);
          if (!stated->given[idx]) continue;
          got += std::string(got.empty() ? "" : " ") + seat_letter(s) +
                 signed_text(stated->deltas[idx]);
          if (stated->deltas[idx] != r.settlement.deltas[idx])
            differ += std::string(differ.empty() ? "" : "; ") + seat_letter(s) + ": stated " +
                      signed_text(stated->deltas[idx]) + ", computed " +
                      signed_text(r.settlement.deltas[idx]);
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

std::vector<std::string> player_names(const Record& header, int seats) {
  static constexpr const char* kSeatTags[] = {"East", "South", "West", "North"};
  std::vector<std::string> names(static_cast<std::size_t>(std::max(seats, 0)));
  for (std::size_t s = 0; s < names.size() && s < std::size(kSeatTags); ++s)
    if (const Tag* t = header.find_tag(kSeatTags[s])) names[s] = t->value;
  return names;
}

void name_players(Scene& scene, const std::vector<std::string>& names) {
  for (std::size_t s = 0; s < scene.seats.size() && s < names.size(); ++s)
    scene.seats[s].name = names[s];
}

}  // namespace paipu
