#include "paipu/playout/playout.hpp"

#include <algorithm>
#include <charconv>
#include <tuple>

#include "paipu/replay.hpp"

namespace paipu::cli {

namespace {

template <typename T>
std::string joined(const std::vector<T>& items) {
  std::string out;
  for (const auto& i : items) {
    if (!out.empty()) out += ", ";
    if constexpr (std::is_same_v<T, std::string>)
      out += i;
    else
      out += std::to_string(i);
  }
  return out;
}

// Pieces in the scene that are neither in a hand nor visible to the viewer: where a face-down
// play goes. A hand is excluded because a play leaves it whichever way it is played.
std::size_t hidden_on_table(const Scene& s) {
  std::size_t n = 0;
  for (const Zone& z : s.zones) {
    if (z.kind == ZoneKind::hand) continue;
    for (const SceneGroup& g : z.groups)
      for (const ScenePiece& p : g.pieces) n += p.hidden ? 1 : 0;
  }
  return n;
}

}  // namespace

bool is_integer(std::string_view s) {
  if (!s.empty() && s.front() == '+') s.remove_prefix(1);
  long long v = 0;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  return !s.empty() && ec == std::errc() && ptr == s.data() + s.size();
}

const char* to_string(Policy p) {
  switch (p) {
    case Policy::uniform:
      return "uniform";
    case Policy::weighted:
      return "weighted";
    case Policy::greedy:
      return "greedy";
    case Policy::natural:
      return "natural";
  }
  return "?";
}

std::optional<Policy> policy_named(std::string_view name) {
  for (Policy p : kPolicies)
    if (name == to_string(p)) return p;
  return std::nullopt;
}

std::optional<MatchSetup> resolve_setup(const VariantInfo& info, int seats,
                                        const std::vector<std::string>& rule_args,
                                        std::string& error) {
  MatchSetup setup;
  setup.seats = info.seat_counts.empty() ? 4 : info.seat_counts.front();
  if (seats != 0) {
    if (std::find(info.seat_counts.begin(), info.seat_counts.end(), seats) ==
        info.seat_counts.end()) {
      error = info.id + " is not played with " + std::to_string(seats) + " seats; --seats takes " +
              joined(info.seat_counts);
      return std::nullopt;
    }
    setup.seats = seats;
  }
  for (const auto& o : info.options) setup.rules[o.name] = o.default_value;
  for (const std::string& arg : rule_args) {
    const auto eq = arg.find('=');
    if (eq == std::string::npos || eq == 0) {
      error = "--rule takes NAME=VALUE, got '" + arg + "'";
      return std::nullopt;
    }
    std::string name = arg.substr(0, eq), value = arg.substr(eq + 1);
    auto opt = std::find_if(info.options.begin(), info.options.end(),
                            [&](const RuleOption& o) { return o.name == name; });
    if (opt == info.options.end()) {
      std::vector<std::string> names;
      for (const auto& o : info.options) names.push_back(o.name);
      error = "unknown rule option '" + name + "' for " + info.id + "; options are " +
              (names.empty() ? std::string("none") : joined(names));
      return std::nullopt;
    }
    const bool valid = opt->choices.empty() ? is_integer(value)
                                            : std::find(opt->choices.begin(), opt->choices.end(),
                                                        value) != opt->choices.end();
    if (!valid) {
      error = "rule option " + name + " expects " +
              (opt->choices.empty() ? "an integer" : "one of " + joined(opt->choices)) + "; got '" +
              value + "'";
      return std::nullopt;
    }
    for (const auto& [given, v] : setup.given)
      if (given == name) {
        error = "--rule " + name + " is given twice";
        return std::nullopt;
      }
    setup.rules[name] = value;
    setup.given.emplace_back(std::move(name), std::move(value));
  }
  return setup;
}

Record generated_header(const VariantInfo& info, const MatchSetup& setup, int round,
                        const std::string& generator) {
  Record header;
  header.tags.push_back({"Variant", info.id, {}});
  if (!info.seat_counts.empty() && setup.seats != info.seat_counts.front())
    header.tags.push_back({"Seats", std::to_string(setup.seats), {}});
  for (const auto& [name, value] : setup.given) header.tags.push_back({"Rule." + name, value, {}});
  header.tags.push_back({"Event", "paipu generate", {}});
  header.tags.push_back({"Round", std::to_string(round), {}});
  header.tags.push_back({"Generator", generator, {}});
  return header;
}

Chooser::Chooser(Policy policy, const VariantInfo& info, int seats)
    : policy_(policy),
      seats_(seats),
      face_down_(info.verbs.size(), -1),
      counts_(info.verbs.size(), 0) {}

bool Chooser::choose(const HandState& state, std::mt19937_64& rng, Event& out) {
  switch (policy_) {
    case Policy::uniform:
      return uniform(state, rng, out);
    case Policy::weighted:
      return weighted(state, rng, out);
    case Policy::greedy:
      return greedy(state, rng, out);
    case Policy::natural:
      return state.sample_move(rng, out) || uniform(state, rng, out);
  }
  return false;
}

// Counts, draws an index the way `paipu generate` always has (so its output keeps its bytes), and
// visits again up to that move: no hand's moves are ever held in a list.
bool Chooser::uniform(const HandState& state, std::mt19937_64& rng, Event& out) {
  std::size_t n = 0;
  state.visit_legal_moves([&](const Event&) { return ++n, true; });
  if (n == 0) return false;
  std::size_t k = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
  state.visit_legal_moves([&](const Event& e) {
    if (k-- != 0) return true;
    out = e;
    return false;
  });
  return true;
}

bool Chooser::weighted(const HandState& state, std::mt19937_64& rng, Event& out) {
  std::fill(counts_.begin(), counts_.end(), 0);
  std::size_t verbs = 0;
  state.visit_legal_moves([&](const Event& e) {
    if (e.verb < 0) return true;  // no verb: not a move the record could hold
    const auto v = static_cast<std::size_t>(e.verb);
    if (v >= counts_.size()) counts_.resize(v + 1, 0);
    verbs += counts_[v]++ == 0 ? 1 : 0;
    return true;
  });
  if (verbs == 0) return false;
  std::size_t pick = std::uniform_int_distribution<std::size_t>(0, verbs - 1)(rng);
  std::size_t verb = 0;
  for (; verb < counts_.size(); ++verb)
    if (counts_[verb] != 0 && pick-- == 0) break;
  std::size_t k = std::uniform_int_distribution<std::size_t>(0, counts_[verb] - 1)(rng);
  state.visit_legal_moves([&](const Event& e) {
    if (static_cast<std::size_t>(e.verb) != verb || k-- != 0) return true;
    out = e;
    return false;
  });
  return true;
}

// One pass, keeping the best move so far; among equals each is kept with probability 1/ties, so
// every tied move is equally likely (reservoir sampling) and only a new best is copied.
bool Chooser::greedy(const HandState& state, std::mt19937_64& rng, Event& out) {
  std::tuple<bool, std::size_t> best{};
  std::size_t ties = 0;
  state.visit_legal_moves([&](const Event& e) {
    const std::tuple<bool, std::size_t> score{!face_down(state, e), e.pieces.size()};
    if (ties == 0 || score > best) {
      best = score;
      ties = 1;
      out = e;
    } else if (score == best && std::uniform_int_distribution<std::size_t>(0, ties++)(rng) == 0) {
      out = e;
    }
    return true;
  });
  return ties != 0;
}

// The variant is not told which verbs play face down; this learns it from the scene: after the
// move, another seat sees more hidden pieces outside the hands. Probed once per verb and run.
bool Chooser::face_down(const HandState& state, const Event& move) {
  if (move.seat < 0 || move.verb < 0) return false;
  const auto v = static_cast<std::size_t>(move.verb);
  if (v >= face_down_.size()) face_down_.resize(v + 1, -1);
  if (face_down_[v] < 0) {
    const int other = (move.seat + 1) % std::max(1, seats_);
    auto probe = state.clone();
    probe->set_notes(false);
    const std::size_t before = hidden_on_table(probe->scene(other));
    const bool down = other != move.seat && probe->apply(move).ok() &&
                      hidden_on_table(probe->scene(other)) > before;
    face_down_[v] = down ? 1 : 0;
  }
  return face_down_[v] == 1;
}

Playout::Playout(const Variant& variant, const Vocabulary& vocab, const MatchSetup& setup,
                 Policy policy, std::uint64_t seed, PieceStyle style)
    : variant_(variant),
      vocab_(vocab),
      rules_(setup.rules),
      seats_(setup.seats),
      style_(style),
      chooser_(policy, variant.info(), setup.seats),
      rng_(seed),
      match_(variant.new_match(setup.rules, setup.seats)) {}

PlayedHand Playout::play(int number, const StateHook& hook) {
  PlayedHand r;
  r.hand.label = std::to_string(number);
  if (!match_) {
    r.error = "the plugin could not start a match";
    return r;
  }
  std::vector<Problem> problems;
  auto state = match_->begin_hand({}, problems);
  if (!state) {
    r.error = "the plugin could not start a hand";
    return r;
  }
  int step = 0;
  auto apply = [&](const Event& e) {
    Outcome o = state->apply(e);
    if (!o.ok()) {
      r.error = "the plugin refused its own move (" +
                event_to_line(vocab_, e, PieceStyle::ascii).verb +
                "): " + o.problems.front().message;
      return false;
    }
    r.hand.events.push_back(event_to_line(vocab_, e, style_));
    ++step;
    return true;
  };
  for (const Event& e : state->sample_deal(rng_()))
    if (!apply(e)) return r;
  Event move;
  for (int guard = 0; !state->finished(); ++guard) {
    if (hook) hook(*state, step);
    if (guard > 100000 || !chooser_.choose(*state, rng_, move)) {
      r.error = "no legal move in an unfinished hand";
      return r;
    }
    if (!apply(move)) return r;
  }
  if (hook) hook(*state, step);
  r.settlement = match_->finish_hand(*state);
  EventLine result;
  result.verb = "result";
  for (int i = 0; i < seats_; ++i) {
    const auto idx = static_cast<std::size_t>(i);
    const long long d = idx < r.settlement.deltas.size() ? r.settlement.deltas[idx] : 0;
    result.args.push_back(Token{std::string(seat_letter(i)) + signed_text(d), {}});
  }
  r.hand.events.push_back(std::move(result));
  return r;
}

}  // namespace paipu::cli
