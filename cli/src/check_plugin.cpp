// `paipu check-plugin`: the plugin contract (docs/plugins.md, "Conformance") checked by playing
// hands through the plugin's own moves. Each failure names a generate command that makes its hand.
#include <algorithm>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "check_plugin.hpp"
#include "commands.hpp"
#include "paipu/app/record_runner.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/notation/write.hpp"
#include "paipu/playout/playout.hpp"

namespace paipu::cli {

namespace {

// Hands per generated match: enough for the match state (dealer, streaks) to be carried.
constexpr int kHandsPerMatch = 8;
// Under each option value other than the default, and each policy: --hands / this many hands, so
// that a short run (三打哈's one hand, whose buries alone are millions of moves) plays the
// defaults.
constexpr int kHandsPerRuleDivisor = 25;

std::uint64_t mix(std::uint64_t x) {  // splitmix64: distinct, well-spread seeds per match
  x += 0x9E3779B97F4A7C15ULL;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
  return x ^ (x >> 31);
}

void check_info(const VariantInfo& info, Check& c) {
  auto unique = [&](const std::string& what, const std::vector<std::string>& names) {
    std::set<std::string> seen;
    for (const auto& n : names) {
      ++c.count;
      if (n.empty())
        c.fail("info", what + " with an empty name");
      else if (!seen.insert(n).second)
        c.fail("info", what + " '" + n + "' is not unique");
    }
  };
  if (info.seat_counts.empty()) c.fail("info", "no seat counts");
  for (int n : info.seat_counts)
    if (n < 1 || n > 4) c.fail("info", "seat count " + std::to_string(n) + " is not 1 to 4");
  for (const RuleOption& o : info.options) {
    const bool ok = o.choices.empty() ? is_integer(o.default_value)
                                      : std::find(o.choices.begin(), o.choices.end(),
                                                  o.default_value) != o.choices.end();
    if (!ok)
      c.fail("info", "option " + o.name + " defaults to '" + o.default_value +
                         "', which is not one of its choices");
  }
  std::vector<std::string> options, verbs, spellings, pieces, facts;
  for (const auto& o : info.options) options.push_back(o.name);
  for (const auto& v : info.verbs) {
    verbs.push_back(v.name);
    spellings.push_back(v.name);
    spellings.insert(spellings.end(), v.aliases.begin(), v.aliases.end());
  }
  for (std::size_t i = 0; i < info.pieces.size(); ++i) {
    const PieceInfo& p = info.pieces[i];
    if (p.id != i) c.fail("info", "piece " + p.code + " has id " + std::to_string(p.id));
    pieces.push_back(p.code);
    if (p.name != p.code) pieces.push_back(p.name);
  }
  for (const auto& f : info.facts) facts.push_back(f.name);
  unique("option", options);
  unique("verb", verbs);
  unique("verb spelling", spellings);
  unique("piece code or name", pieces);
  unique("fact", facts);
}

void check_settlement(const VariantInfo& info, int seats, const Settlement& s,
                      const std::string& where, Check& c) {
  ++c.count;
  const auto n = static_cast<std::size_t>(seats);
  if (!s.complete) c.fail(where, "a finished hand's settlement is not complete");
  if (s.deltas.size() != n)
    return c.fail(where, "deltas for " + std::to_string(s.deltas.size()) + " seats");
  long long sum = 0;
  for (long long d : s.deltas) sum += d;
  if (sum != 0) c.fail(where, "the deltas sum to " + std::to_string(sum));
  if (net_deltas(s.payments, seats) != s.deltas)
    c.fail(where, "the payments do not add up to the deltas");
  for (const Payment& p : s.payments) {
    if (p.from < 0 || p.from >= seats || p.to < 0 || p.to >= seats || p.from == p.to ||
        p.amount <= 0)
      c.fail(where, "payment " + p.reason + " has seats " + std::to_string(p.from) + "→" +
                        std::to_string(p.to) + " and amount " + std::to_string(p.amount));
    if (!p.items.empty() && evaluate(p.items) != p.amount)
      c.fail(where, "payment " + p.reason + ": " + items_text(p.items) + " is " +
                        std::to_string(evaluate(p.items)) + ", not " + std::to_string(p.amount));
  }
  for (int w : s.winners)
    if (w < 0 || w >= seats) c.fail(where, "winner " + std::to_string(w) + " is no seat");
  if (s.facts.size() != n * info.facts.size())
    return c.fail(where, std::to_string(s.facts.size()) + " facts, not seats × " +
                             std::to_string(info.facts.size()));
  for (int seat = 0; seat < seats; ++seat) {
    auto f = s.facts_of(seat);
    for (std::size_t i = 0; i < info.facts.size(); ++i)
      if (info.facts[i].type == FactType::flag && f[i] != 0 && f[i] != 1)
        c.fail(where, "flag " + info.facts[i].name + " is " + std::to_string(f[i]));
  }
}

// Every listed move applies to a clone; visiting stops when told; an unfinished hand has a move.
void check_moves(const HandState& state, const std::string& where, Check& moves, Check& progress) {
  ++progress.count;
  int visits = 0;
  state.visit_legal_moves([&](const Event&) { return ++visits, false; });
  if (visits > 1) moves.fail(where, "visit_legal_moves went on after its visitor returned false");
  if (!state.finished() && visits == 0) progress.fail(where, "no legal move in an unfinished hand");
  state.visit_legal_moves([&](const Event& e) {
    ++moves.count;
    auto copy = state.clone();
    copy->set_notes(false);
    Outcome o = copy->apply(e);
    if (!o.ok()) moves.fail(where, "a listed move is refused: " + o.problems.front().message);
    return true;
  });
}

std::string seats_text(const std::vector<int>& seats) {
  std::string out;
  for (const int s : seats) out += (out.empty() ? "" : ", ") + std::string(seat_letter(s));
  return out.empty() ? "none" : out;
}

template <class T>
std::string list_text(const std::vector<T>& values) {
  std::string out;
  for (const T& v : values) out += (out.empty() ? "" : " ") + std::to_string(v);
  return "[" + out + "]";
}

std::string payment_text(const Payment& p) {
  return std::string(seat_letter(p.from)) + " pays " + std::string(seat_letter(p.to)) + " " +
         std::to_string(p.amount) + " (reason '" + p.reason + "', step " + std::to_string(p.step) +
         ")";
}

// The first field in which the replay's settlement (notes off) differs from the playout's (notes
// on), both written out; empty when they agree. An author told only "settles otherwise" had to
// guess which of winners, deltas, facts or a payment's reason depended on notes.
std::string settlement_difference(const Settlement& replay, const Settlement& played) {
  const auto differs = [](const std::string& what, const std::string& off, const std::string& on) {
    return what + ": " + off + " with notes off, " + on + " with notes on";
  };
  if (replay.winners != played.winners)
    return differs("winners", seats_text(replay.winners), seats_text(played.winners));
  if (replay.deltas != played.deltas)
    return differs("deltas", list_text(replay.deltas), list_text(played.deltas));
  if (replay.facts != played.facts)
    return differs("facts", list_text(replay.facts), list_text(played.facts));
  if (replay.payments.size() != played.payments.size())
    return differs("payments", std::to_string(replay.payments.size()),
                   std::to_string(played.payments.size()));
  for (std::size_t i = 0; i < replay.payments.size(); ++i) {
    const Payment &p = replay.payments[i], &q = played.payments[i];
    if (p.from != q.from || p.to != q.to || p.amount != q.amount || p.reason != q.reason ||
        p.step != q.step)
      return differs("payment " + std::to_string(i + 1), payment_text(p), payment_text(q)) +
             (p.reason != q.reason ? " (a payment's reason is kept with notes off)" : "");
  }
  return {};
}

struct Run {
  const PluginHost& host;
  const VariantInfo& info;
  const Variant& variant;
  Vocabulary vocab;
  Checks c;
};

// The hands of one match: played with every check on each state, then written, read back and
// replayed as `paipu validate` would, and round-tripped through the notation and JSON.
void check_match(Run& run, int seats, Policy policy, std::uint64_t seed, int hands,
                 const std::string& rule = "") {
  std::string error;
  const auto resolved = resolve_setup(
      run.info, seats, rule.empty() ? std::vector<std::string>{} : std::vector{rule}, error);
  if (!resolved) return run.c.info.fail("option " + rule, error);
  MatchSetup setup = *resolved;
  const std::string cmd = "paipu generate " + run.info.id + " --seats " + std::to_string(seats) +
                          (rule.empty() ? "" : " --rule " + rule) + " --policy " +
                          to_string(policy) + " --seed " + std::to_string(seed);
  auto where = [&](int hand, int step) {
    return "`" + cmd + " --hands " + std::to_string(hand) + "`, hand " + std::to_string(hand) +
           (step >= 0 ? ", step " + std::to_string(step) : "");
  };
  Record record = generated_header(run.info, setup, 1, cmd);
  Playout playout(run.variant, run.vocab, setup, policy, seed, PieceStyle::cjk);
  std::vector<Settlement> played;
  for (int h = 1; h <= hands; ++h) {
    ViewChecker views(run.info, seats);
    auto hook = [&](const HandState& state, int step) {
      const std::string at = where(h, step);
      check_moves(state, at, run.c.moves, run.c.progress);
      views.check(state, at, run.c.views, run.c.scenes);
    };
    PlayedHand hand;
    try {
      hand = playout.play(h, hook);
    } catch (const std::exception& e) {
      hand.error = std::string("the plugin threw: ") + e.what();
    }
    if (!hand.ok()) return run.c.progress.fail(where(h, -1), hand.error);
    check_settlement(run.info, seats, hand.settlement, where(h, -1), run.c.settlement);
    played.push_back(std::move(hand.settlement));
    record.hands.push_back(std::move(hand.hand));
  }

  ++run.c.round_trip.count;
  std::ostringstream text;
  notation::write_record(text, record);
  Diagnostics diags;
  auto parsed = notation::parse_string(text.str(), "check", diags);
  if (!diags.empty() || parsed.size() != 1 || !(parsed[0] == record))
    run.c.round_trip.fail(where(hands, -1), "the notation does not read back as written");
  if (!(notation::record_from_json(nlohmann::json::parse(notation::to_json(record).dump())) ==
        record))
    run.c.round_trip.fail(where(hands, -1), "the JSON form does not read back as written");

  std::istringstream in(text.str());
  notation::Reader reader(in, "check");
  Runner runner(run.host, "check");
  notation::Item item;
  diags.clear();
  while (reader.next(item, diags)) {
    auto result = runner.feed(item, diags);
    for (const Diagnostic& d : diags)
      run.c.replay.fail(where(std::max(1, d.hand + 1), d.step), format_diagnostic(d));
    diags.clear();
    if (item.kind != notation::Item::Kind::hand) continue;
    ++run.c.replay.count;
    const auto i = static_cast<std::size_t>(item.hand);
    if (!result || !result->finished)
      run.c.replay.fail(where(item.hand + 1, -1), "the hand does not replay to its end");
    else if (i < played.size())
      if (const std::string diff = settlement_difference(result->settlement, played[i]);
          !diff.empty())
        run.c.replay.fail(
            where(item.hand + 1, -1),
            "the replay (notes off) settles otherwise than the playout (notes on): " + diff);
  }
}

// Every option value besides the defaults, as NAME=VALUE: each other choice, and the values an
// integer option names for checking.
std::vector<std::string> other_values(const VariantInfo& info) {
  std::vector<std::string> out;
  for (const RuleOption& o : info.options) {
    const auto& values = o.choices.empty() ? o.checked_values : o.choices;
    for (const std::string& v : values)
      if (v != o.default_value) out.push_back(o.name + "=" + v);
  }
  return out;
}

}  // namespace

int check_plugin(PluginHost& host, const CheckPluginOptions& o) {
  auto variant = host.find(o.variant);
  if (!variant) {
    std::cerr << "paipu: unknown variant '" << o.variant << "' (see `paipu plugins -v`)\n";
    return kExitUsage;
  }
  const VariantInfo& info = variant->info();
  std::size_t options_played = 0;
  Run run{host, info, *variant, Vocabulary(info), {}};
  check_info(info, run.c.info);
  std::string counts;
  for (int seats : info.seat_counts) {
    counts += (counts.empty() ? "" : ", ") + std::to_string(seats);
    if (seats < 1 || seats > 4) continue;
    for (int m = 0, done = 0; done < o.hands; ++m, done += kHandsPerMatch) {
      const Policy policy = kPolicies[static_cast<std::size_t>(m) % std::size(kPolicies)];
      const std::uint64_t seed =
          mix(o.seed ^ mix(static_cast<std::uint64_t>(seats) << 32 | static_cast<unsigned>(m))) %
          1000000000ULL;
      check_match(run, seats, policy, seed, std::min(kHandsPerMatch, o.hands - done));
    }
    // Then one option changed at a time, a match under each policy: a rule option's code paths
    // (a longer wall, a looser reading) are as much the plugin's as the defaults'.
    const int each = o.hands / kHandsPerRuleDivisor;
    const std::vector<std::string> others =
        each > 0 ? other_values(info) : std::vector<std::string>{};
    for (std::size_t i = 0; i < others.size(); ++i)
      for (Policy policy : kPolicies) {
        const std::uint64_t seed = mix(o.seed ^ mix(static_cast<std::uint64_t>(seats) << 40 ^
                                                    i << 8 ^ static_cast<std::uint64_t>(policy))) %
                                   1000000000ULL;
        check_match(run, seats, policy, seed, each, others[i]);
      }
    options_played = others.size();
  }
  std::cout << "check-plugin " << info.id << " " << info.version << ": " << o.hands
            << " hands per seat count (" << counts << "), seed " << o.seed
            << ", policies uniform, weighted, greedy, natural in turn";
  if (options_played > 0)
    std::cout << "; then each of " << options_played << " other option values under every policy, "
              << o.hands / kHandsPerRuleDivisor
              << (o.hands / kHandsPerRuleDivisor == 1 ? " hand each" : " hands each");
  std::cout << "\n";
  const bool passed = print(run.c);
  report_code_letters(host, *variant);
  return passed ? kExitOk : kExitInvalid;
}

}  // namespace paipu::cli
