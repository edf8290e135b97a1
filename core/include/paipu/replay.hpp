// Replays records through a variant: resolves each event line with the vocabulary, applies it,
// settles finished hands, checks stated results, and reports everything as diagnostics with source
// positions.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "paipu/record.hpp"
#include "paipu/variant.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu {

struct Step {
  int line_index = -1;  // index into Hand::events
  Event event;
  Outcome outcome;
};

struct HandResult {
  std::vector<Step>
      steps;  // applied events, in order, when states were requested; stops before the first error
  bool broken = false;    // a rule or vocabulary error stopped the replay
  bool finished = false;  // the hand reached its end
  Settlement settlement;  // complete only when finished
  std::vector<long long> totals_before;
  std::vector<long long> totals_after;
};

struct ReplayContext {
  std::string file;
  int record = 0;
  // How many candidate hands the repair search may replay for a hand's first error before it
  // settles for what it has found; 0 turns repair suggestions off (checking still goes on past
  // the error). The default finds the slip in about 96% of single-slip hands (bench/repair_bench).
  std::size_t repair_budget = 6000;
  // How many legal moves the check tries in place of each failed line, to find the reading under
  // which it goes on (each is played to the hand's end); at most 512. Fewer makes a hand with
  // many errors cheaper to check and the chosen reading likelier to be a worse one.
  std::size_t recovery_moves = 512;
};

// Plays the hands of one record in order, carrying match state from hand to hand.
class MatchReplay {
 public:
  // Returns nullopt (with diagnostics) when the record names no loadable variant or bad rule
  // options.
  static std::optional<MatchReplay> start(std::shared_ptr<const Variant> variant,
                                          const Record& header, const ReplayContext& ctx,
                                          Diagnostics& out);

  // Replays one hand. When `states` is given it receives the state before the first step and after
  // each applied step (steps.size() + 1 entries), for the viewer.
  HandResult play(const Hand& hand, int hand_index, Diagnostics& out,
                  std::vector<std::unique_ptr<HandState>>* states = nullptr);

  // The match state between hands, so a viewer can jump back without replaying from the start.
  std::unique_ptr<MatchState> save() const { return match_->clone(); }
  void restore(const MatchState& saved) {
    match_ = saved.clone();
    unsettled_ = -1;  // not known for a restored state: no diagnostic claims it
  }

  // A hand that could not be parsed: the match goes on without knowing its outcome.
  void skip();

  // Everything the next hand's diagnostics turn on: the match state and which hand last failed to
  // settle (an R020 right after it says so). A caller that replays a file's hands out of order
  // (the language server, from the hand an edit touched) resumes from one and gets what a replay
  // in order gives.
  struct Checkpoint {
    std::unique_ptr<MatchState> match;
    int last_hand = -1;
    int unsettled = -1;
  };
  Checkpoint checkpoint() const { return {match_->clone(), last_hand_, unsettled_}; }
  void resume(const Checkpoint& c) {
    match_ = c.match->clone();
    last_hand_ = c.last_hand;
    unsettled_ = c.unsettled;
  }

  const Variant& variant() const { return *variant_; }
  const Vocabulary& vocabulary() const { return *vocab_; }
  int seats() const { return seats_; }
  const RuleValues& rules() const { return rules_; }
  const MatchState& match() const { return *match_; }

 private:
  MatchReplay() = default;
  std::shared_ptr<const Variant> variant_;
  std::shared_ptr<const Vocabulary> vocab_;
  std::unique_ptr<MatchState> match_;
  RuleValues rules_;
  ReplayContext ctx_;
  int seats_ = 0;
  // The last hand played or skipped (0-based), and the last hand that did not settle, -1 if none:
  // an R020 right after such a hand says that its dealer and multiplier were assumed.
  int last_hand_ = -1;
  int unsettled_ = -1;
  // The hand replayed again with notes on, from the match state `before` it: its settlement with
  // every payment itemised (empty when it cannot be had). Only for a diagnostic.
  Settlement replay_itemised(const Hand& hand, const std::map<std::string, std::string>& tags,
                             const MatchState* before) const;
  // Buffers reused from event to event and hand to hand, so that a long file allocates nothing per
  // event once they have grown.
  struct Scratch;
  std::shared_ptr<Scratch> scratch_;
};

// The players' names by seat, from the record's seat tags ([East "Aki"], [South …], [West …],
// [North …]); empty where a tag is missing.
std::vector<std::string> player_names(const Record& header, int seats);

// Writes `names` into a plugin's scene (SeatInfo::name), which the plugin leaves empty.
void name_players(Scene& scene, const std::vector<std::string>& names);

// Resolves one event line into an Event; problems become diagnostics at the offending token.
std::optional<Event> resolve_event(const Vocabulary& vocab, const EventLine& line, int seats,
                                   const std::string& file, Diagnostics& out);

// Writes an Event back as an event line in the chosen piece style.
EventLine event_to_line(const Vocabulary& vocab, const Event& e, PieceStyle style);

}  // namespace paipu
