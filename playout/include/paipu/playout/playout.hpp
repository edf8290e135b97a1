// Random hands played through a variant's own legal moves: what `paipu generate` writes and what
// `paipu check-plugin` plays. The policies know no game; they see moves only as events (verb,
// pieces) and learn whether a verb lays pieces face down by trying one move on a clone.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paipu/record.hpp"
#include "paipu/variant.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::cli {

enum class Policy : std::uint8_t {
  uniform,   // every legal move alike
  weighted,  // a verb first, uniformly among those with moves, then a move of it
  greedy,    // face-up before face-down, then the most pieces; ties at random
  natural,   // the variant's own sample_move, as a player might choose; uniform where it has none
};

inline constexpr Policy kPolicies[] = {Policy::uniform, Policy::weighted, Policy::greedy,
                                       Policy::natural};

const char* to_string(Policy p);
std::optional<Policy> policy_named(std::string_view name);

// Whether an integer option takes `s`, read as the replay reads a Rule tag: an optional '+', then
// a decimal long long.
bool is_integer(std::string_view s);

// What a generated match is played with: a seat count and every option's value.
struct MatchSetup {
  int seats = 4;
  RuleValues rules;                                        // every option, defaults filled in
  std::vector<std::pair<std::string, std::string>> given;  // the --rule pairs, in order
};

// Checks `seats` (0: the variant's default) and the NAME=VALUE pairs against the variant's seat
// counts and options, as the replay will when it reads the record's tags. On failure returns
// nullopt and sets `error` to a sentence for the user.
std::optional<MatchSetup> resolve_setup(const VariantInfo& info, int seats,
                                        const std::vector<std::string>& rule_args,
                                        std::string& error);

// The header of a generated record: Variant, Seats (when not the default), one Rule tag per given
// rule, then Event, Round and a Generator line that reproduces the output.
Record generated_header(const VariantInfo& info, const MatchSetup& setup, int round,
                        const std::string& generator);

// Chooses moves by a policy. Keeps only per-verb scratch between calls, so one chooser serves a
// whole run.
class Chooser {
 public:
  Chooser(Policy policy, const VariantInfo& info, int seats);
  // Sets `out` to the chosen move; false when the state has none.
  bool choose(const HandState& state, std::mt19937_64& rng, Event& out);
  // Whether moves of this verb lay pieces where other seats cannot see them (probed with `move`).
  bool face_down(const HandState& state, const Event& move);

 private:
  bool uniform(const HandState& state, std::mt19937_64& rng, Event& out);
  bool weighted(const HandState& state, std::mt19937_64& rng, Event& out);
  bool greedy(const HandState& state, std::mt19937_64& rng, Event& out);

  Policy policy_;
  int seats_;
  std::vector<signed char> face_down_;  // per verb: -1 not yet probed, 0 face up, 1 face down
  std::vector<std::size_t> counts_;     // per verb, reused by weighted
};

// One generated hand: its text form (with the computed result line) and its settlement.
struct PlayedHand {
  Hand hand;
  Settlement settlement;
  std::string error;  // set when the plugin stalled or refused its own move
  bool ok() const { return error.empty(); }
};

// Called with the state before each chosen move (`step`: events applied so far, deal included)
// and once more with the finished state.
using StateHook = std::function<void(const HandState& state, int step)>;

// Plays the hands of one match in order, as `paipu generate` writes them: one random stream from
// `seed` gives each deal's seed and then every choice.
class Playout {
 public:
  Playout(const Variant& variant, const Vocabulary& vocab, const MatchSetup& setup, Policy policy,
          std::uint64_t seed, PieceStyle style);
  // Plays the next hand of the match, labelled `number`.
  PlayedHand play(int number, const StateHook& hook = {});
  // Starts a new match (a new record) and goes on with the same random stream.
  void new_match() { match_ = variant_.new_match(rules_, seats_); }

 private:
  const Variant& variant_;
  const Vocabulary& vocab_;
  RuleValues rules_;
  int seats_;
  PieceStyle style_;
  Chooser chooser_;
  std::mt19937_64 rng_;
  std::unique_ptr<MatchState> match_;
};

}  // namespace paipu::cli
