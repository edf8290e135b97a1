/// @file
/// The C++ interface behind the plugin boundary. A variant implements rules only: no I/O, no
/// drawing, no text parsing. It is valid only between a host and a plugin built with the same
/// compiler and standard library; the descriptor's build id (plugin_abi.hpp) enforces that before
/// any of these types crosses.
///
/// Bump kAbiMajor in plugin_abi.hpp whenever this header changes incompatibly.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "paipu/event.hpp"
#include "paipu/piece.hpp"
#include "paipu/scene.hpp"
#include "paipu/settlement.hpp"

namespace paipu {

/// A named rule option; a record sets it with a tag `[Rule.<name> "<value>"]`.
struct RuleOption {
  std::string name;                  ///< snake_case; records set it with `[Rule.<name> "<value>"]`
  std::string default_value;         ///< one of `choices`, or an integer when `choices` is empty
  std::vector<std::string> choices;  ///< empty: any integer
  std::string doc;                   ///< what each choice means and which source it comes from
  /// Values of an integer option that `paipu check-plugin` plays besides the default (a wall's
  /// sizes its rules name): an integer has too many to play them all. Every choice of the others is
  /// played.
  std::vector<std::string> checked_values = {};
};

/// Resolved option values, every option present.
using RuleValues = std::map<std::string, std::string>;

/// A per-seat figure every settled hand reports (Settlement::facts), so that statistics can add up
/// any variant without knowing it: "won the hand", "棟 taken", "賀尊 made", "dealt in".
enum class FactType : std::uint8_t {
  flag,    ///< 0 or 1: rates ("won the hand")
  count,   ///< how many times in the hand ("賀尊 made")
  amount,  ///< a quantity to sum and average ("棟 taken", "points taken")
};

/// "flag", "count" or "amount".
const char* to_string(FactType t);

/// One per-seat figure a settlement reports (VariantInfo::facts), which statistics add up without
/// knowing the game.
struct FactSpec {
  std::string name;                 ///< stable identifier, lowercase ASCII: "won", "dong", "hezun"
  std::string label;                ///< for people: "won the hand", "棟 taken"
  FactType type = FactType::count;  ///< flag (0 or 1), count or amount
  std::string doc;  ///< exactly what it counts, for the variant's page and `paipu plugins`
};

/// A variant's identity and whole vocabulary: what the host reads records through.
struct VariantInfo {
  std::string id;                 ///< "tianjiu"
  std::string name;               ///< "打天九"
  std::string english;            ///< "Tian Jiu (Tien Gow) dominoes"
  std::string version;            ///< the variant's own semantic version
  std::vector<int> seat_counts;   ///< e.g. {4} or {3}
  std::vector<PieceInfo> pieces;  ///< indexed by PieceId
  /// its verbs, in VerbIndex order; `result` is the host's and is not listed
  std::vector<VerbSpec> verbs;
  std::vector<RuleOption> options;  ///< its rule options
  /// Hand-level tags the variant reads (e.g. "Dealer"); others are kept but ignored.
  std::vector<std::string> hand_tags;
  /// The per-seat figures each settled hand reports, in Settlement::facts order.
  std::vector<FactSpec> facts;
  /// The dealer's badge and the trump mark the host draws on the table (empty: none), by name:
  /// `v.marks = {.dealer_badge = "親", .trump_mark = "主"};`.
  TableMarks marks;
};

/// For `paipu analyze` in a game of draws and discards (mahjong): one distinct discard the seat to
/// move may make, and where it leaves the hand, as that seat can see it.
struct DiscardChoice {
  /// The legal moves that make this discard (a plain five and a red one; `tsumogiri` for the drawn
  /// tile), the first as the plugin would write it.
  std::vector<Event> moves;
  int shanten = 0;  ///< after it: 0 ready, 1 one tile from ready, …
  /// The pieces whose draw lowers the shanten (when ready: the waits), a wild among them, and the
  /// copies of them the seat has not seen (its own hand and melds, every river and meld, the
  /// indicators, pulled tiles).
  std::vector<PieceId> effective;
  int copies = 0;  ///< copies of the effective pieces the seat has not seen
  /// Ready, in a game with furiten, and its ron would be refused: a wait among the seat's own
  /// discards (this one included), or a win let pass after riichi. Its tsumo still counts.
  bool furiten = false;
  /// Ready, in a game that values hands: what a self-draw of each of `effective` (in its order)
  /// would take in all, as the plugin's own settlement pays a win (payments that do not turn on the
  /// wait, as 温州麻雀's 財神銭, left out). Empty where the game does not value them.
  std::vector<long long> points;
};

/// The discards open to a seat that must discard, each with its shanten and effective pieces
/// (HandState::review_discards).
struct DiscardReview {
  /// False when the seat is to discard but the record does not show its hand: nothing else is set.
  bool hand_known = true;
  int shanten = 0;      ///< the hand before the discard, with its draw; -1 when complete
  bool forced = false;  ///< the rules fix the discard whatever its effect (riichi, an honour order)
  std::vector<DiscardChoice> choices;  ///< one per distinct discard, in the plugin's order
};

/// For `paipu analyze` in a game of claims on discards (mahjong): one call a seat may make on the
/// discard lying on the table (a chi, a pon, an open kan), and where it leaves the hand.
struct CallChoice {
  Event move;  ///< the call as the plugin would write it
  /// After the call and the best discard that must follow it (lowest shanten, then most copies);
  /// after a kan, the hand as it waits for its replacement draw.
  int shanten = 0;
  std::vector<PieceId> effective;  ///< the pieces whose draw then lowers the shanten
  int copies = 0;                  ///< the copies of them the seat has not seen
  Event discard;                   ///< that best discard; verb -1 after a kan
};

/// A seat that may call the discard lying on the table: its hand as it stands (every call declined)
/// and each call it may make.
struct SeatCalls {
  int seat = -1;  ///< the seat that may call
  /// False when the record does not show the seat's hand: nothing else is set.
  bool hand_known = true;
  int shanten = 0;                 ///< the hand as it stands, waiting for its next draw
  std::vector<PieceId> effective;  ///< the pieces whose draw lowers that shanten
  int copies = 0;                  ///< the copies of them the seat has not seen
  std::vector<CallChoice> calls;   ///< in the plugin's order
};

/// The calls open on a discard (HandState::review_claim).
struct ClaimReview {
  /// Every verb by which a seat takes the discard (a win on it included): when the next event has
  /// none of them, every seat let the discard pass.
  std::vector<int> claim_verbs;
  std::vector<SeatCalls> seats;  ///< the seats with at least one call, in turn order
};

/// The state of one hand. apply() checks and applies one event; it never throws across the
/// boundary. After an error the state is unchanged and the hand is broken: the replay stops
/// applying its events.
class HandState {
 public:
  virtual ~HandState() = default;
  /// Applies one event; see Outcome. Never throws, and after an error the state is unchanged.
  virtual Outcome apply(const Event& e) = 0;
  /// Calls `visit` with each legal move until it returns false. Moves are generated as they are
  /// visited: a 21-card hand has far more plays than a list should hold, and a playout that takes
  /// the first acceptable move should not pay for the rest.
  virtual void visit_legal_moves(const std::function<bool(const Event&)>& visit) const = 0;
  /// Every legal move, in visit order.
  std::vector<Event> legal_moves() const {
    std::vector<Event> all;
    visit_legal_moves([&](const Event& e) {
      all.push_back(e);
      return true;
    });
    return all;
  }
  /// Whether the hand has reached its end (a result may follow).
  virtual bool finished() const = 0;
  /// The seat expected to act next, -1 when any or none.
  virtual int to_move() const = 0;
  /// What `viewer` knows now (-1: everything the record shows).
  virtual Scene scene(int viewer) const = 0;
  /// Chance events (the deal) for a generated hand, drawn from `seed`. Applied before legal_moves()
  /// is used.
  virtual std::vector<Event> sample_deal(std::uint64_t seed) const = 0;
  /// A deep copy: the viewer and the solver save states.
  virtual std::unique_ptr<HandState> clone() const = 0;
  /// A legal move as a player of the game might choose it, for `paipu generate`'s `natural` policy:
  /// uniform picks among a 三打哈 hand's moves are almost all throws, so a generated hand would
  /// hold no tractor a player leads. Returns false, without drawing from `rng`, where the variant
  /// leaves the choice to the host (which then picks uniformly).
  virtual bool sample_move(std::mt19937_64& rng, Event& out) const {
    (void)rng;
    (void)out;
    return false;
  }

  /// For `paipu analyze`: writes a key for the position and returns true, or returns false to let
  /// the host key it from scene(-1) (slower, and it finds fewer transpositions). Two states with
  /// equal keys must have the same seat to move and the same legal moves, and every line of play
  /// from them must end with the same settlement. Leave out what the rest of the hand does not turn
  /// on (which trick a piece was won in, when only the count of tricks or points counts), so that
  /// the solver's table meets one position reached by different orders of play.
  virtual bool position_key(std::string& key) const {
    (void)key;
    return false;
  }
  /// For `paipu analyze`: who plays with whom. Empty (the default): every seat for itself. Else a
  /// side number per seat (0 or 1), the two sides' settlements summing to zero; -1 for every seat
  /// while the sides are not settled yet (三打哈 before its auction ends).
  virtual std::vector<int> sides() const { return {}; }
  /// For `paipu analyze`: when the seat to move is to discard, fills `out` (or, when the record
  /// does not show that seat's hand, sets out.hand_known to false) and returns true. The default
  /// (false) leaves the hand to the exact search, which values only games whose pieces are all
  /// dealt before play begins.
  virtual bool review_discards(DiscardReview& out) const {
    (void)out;
    return false;
  }

  /// For `paipu analyze`: when a discard lies that a seat may call (chi, pon, open kan), fills
  /// `out` and returns true. The default (false): the game has no calls to review.
  virtual bool review_claim(ClaimReview& out) const {
    (void)out;
    return false;
  }

  /// Whether apply() writes Outcome::notes and finish_hand() writes Payment::factors and
  /// Settlement::notes. They are text for people (the viewer, `paipu replay`); a replay that only
  /// validates turns them off, and building them for every trick of a large file would cost more
  /// than checking the rules. Everything else (problems, payments' parties, amounts and reasons,
  /// deltas) is the same either way.
  void set_notes(bool on) { notes_ = on; }
  /// Whether rule events are written (Outcome::notes, Payment::items, Settlement::notes).
  bool notes() const { return notes_; }

 private:
  bool notes_ = true;
};

/// State carried from hand to hand: dealer, multiplier or streak, running totals.
class MatchState {
 public:
  virtual ~MatchState() = default;
  /// `hand_tags` holds the hand's tags (name → value) for the names in VariantInfo::hand_tags.
  virtual std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                                std::vector<Problem>& problems) = 0;
  /// Settles a finished hand and advances the match (dealer, multiplier, totals).
  virtual Settlement finish_hand(const HandState& hand) = 0;
  /// A hand that broke or did not finish: the match goes on without knowing its outcome.
  virtual void abandon_hand(const HandState& hand) = 0;
  /// Each seat's running total, in seat order.
  virtual std::vector<long long> totals() const = 0;
  /// A deep copy: the viewer saves match states to jump between hands.
  virtual std::unique_ptr<MatchState> clone() const = 0;
};

/// A game variant: what a plugin's factory returns. It gives the vocabulary and makes matches.
class Variant {
 public:
  virtual ~Variant() = default;
  /// The variant's identity and vocabulary, built once.
  virtual const VariantInfo& info() const = 0;
  /// `rules` holds a value for every option in info().options; `seats` is one of info().seat_counts
  /// (the record's Seats tag, else the first).
  virtual std::unique_ptr<MatchState> new_match(const RuleValues& rules, int seats) const = 0;
};

}  // namespace paipu
