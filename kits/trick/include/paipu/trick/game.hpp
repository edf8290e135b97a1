/// @file
/// A game's scaffolding: its piece table, its verbs, and the match that carries the dealer and the
/// totals from hand to hand. The rules stay in the game.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include <memory>
#include <optional>

#include "paipu/trick/checks.hpp"
#include "paipu/trick/dealer.hpp"
#include "paipu/trick/hands.hpp"
#include "paipu/trick/table.hpp"

namespace paipu::trick {

/// The columns of a piece table, one row per kind in PieceId order. The row owns its text, so a
/// table built in code (a loop over suits and ranks) needs no storage of its own.
struct PieceRow {
  std::string code;                  ///< the ASCII code ("SA", "R1")
  std::string name;                  ///< the canonical name ("♠A", "俥")
  std::vector<std::string> aliases;  ///< other spellings the notation accepts
  std::string description;           ///< a short English description
};

/// One PieceInfo per row (its id is its index), with the game's family and each piece's copies and
/// face.
std::vector<PieceInfo> piece_table(std::span<const PieceRow> rows, Family family,
                                   const std::function<int(PieceId)>& copies,
                                   const std::function<std::string(PieceId)>& face);
/// The rows' canonical names joined ("俥傌炮"), `*` for an unknown piece.
std::string piece_names(std::span<const PieceRow> rows, std::span<const PieceId> pieces);
/// `copies` of each piece of a table, by id: what Hands and Wording take.
std::vector<int> copy_limits(const std::vector<PieceInfo>& table);

/// The words of the verbs every trick game has, and whether it has a face-down follow. Nothing here
/// is one game's: a game with a pad (打天九's and 打棋子's 墊) says so, and one whose follows must
/// beat the trick says that in `play_rule`.
struct VerbWords {
  std::string piece = "piece";    ///< "`*` for a piece not seen"
  std::string pieces = "pieces";  ///< the plural of `piece`
  int hand_size = 0;              ///< the most pieces a deal names
  int max_width = 0;              ///< the most pieces a play or pad has
  std::string pad_gloss = "";     ///< after "a face-down follow", e.g. " (墊)"
  bool pad = false;               ///< true: a follower may play face down, with the verb `pad`
  /// The rule a play follows, after "a face-up lead or follow; ": "a follow must beat the best
  /// play of the trick" (打天九); empty: nothing is added.
  std::string play_rule = "";
  /// The Chinese verbs as aliases: 配 for `deal`, 打 and 出 for `play`, 墊 for `pad` (打天九,
  /// 打棋子). Off, a game reads only the English verbs.
  bool chinese_aliases = false;
};

/// The verbs `deal`, `play` and, with VerbWords::pad, `pad`, in that order (VerbWords::
/// chinese_aliases adds 配, 打 and 出, 墊): a
/// game's VerbIndex starts kDeal = 0, kPlay = 1 (kPad = 2 where there is a pad), and the game
/// appends its own verbs after them.
std::vector<VerbSpec> trick_verbs(const VerbWords& w);

/// The MakeMatch of a game whose match is built from its parsed rule options and the seat count:
/// GameVariant(info, &match_from_options<TianjiuMatch, parse_options>).
template <class GameMatch, auto parse>
std::unique_ptr<MatchState> match_from_options(const RuleValues& rules, int seats) {
  return std::make_unique<GameMatch>(parse(rules), seats);
}

/// A trick game's Variant: its VariantInfo (built once, a function-local static) and a new match
/// for a record's rule values.
class GameVariant final : public Variant {
 public:
  /// Makes the match for a record's rule values and seat count (match_from_options).
  using MakeMatch = std::unique_ptr<MatchState> (*)(const RuleValues& rules, int seats);
  /// `info` must outlive the variant (a function-local static).
  GameVariant(const VariantInfo& info, MakeMatch make_match)
      : info_(info), make_match_(make_match) {}

  /// The VariantInfo given.
  const VariantInfo& info() const override { return info_; }
  std::unique_ptr<MatchState> new_match(const RuleValues& rules, int seats) const override {
    return make_match_(rules, seats);
  }

 private:
  const VariantInfo& info_;
  MakeMatch make_match_;
};

/// Per-seat values of a table of up to four seats, kept inline (more seats spill to the heap).
template <class T>
using PerSeat = InlineList<T, 4>;

/// What a hand takes over from the match.
template <class Options>
struct HandSetup {
  Options options;  ///< the parsed rule options
  Dealer dealer;    ///< seat -1: unknown until the first lead
  /// One per seat: the table's size. A setup made by hand (tests) is a table of four.
  PerSeat<long long> scores = PerSeat<long long>(4, 0);
  /// The number of seats.
  int seats() const { return static_cast<int>(scores.size()); }
};

/// The state every trick game's hand keeps, and the HandState members that only read it: the
/// options, the dealer (rule_, dealer_), the scores before the hand, the hands, the table, which
/// seats were dealt and where pieces were named into hands, whether the hand is over and how many
/// events it has applied. The game derives its hand from it and writes apply_here() (the rules),
/// legal_moves(), scene(), sample_deal(), clone() and its result.
template <class Options>
class HandBase : public HandState {
 public:
  /// Applies one event in place. Every path of apply_here() checks before it changes anything, so a
  /// rejected event leaves the hand exactly as it was; applying to a copy instead would copy the
  /// whole trick history at every step.
  Outcome apply(const Event& e) final {
    Outcome out = apply_here(e);
    if (out.ok()) ++step_;
    return out;
  }
  /// Whether the hand is over.
  bool finished() const override { return finished_; }
  int to_move() const override { return finished_ ? -1 : table_.to_move(); }

  /// The dealer as the hand knows it, resolved at the first lead when the match did not know it.
  const Dealer& dealer() const { return dealer_; }
  /// The dealer's multiplier under the game's DealerRule.
  int multiplier() const { return dealer_.multiplier(rule_); }
  /// The multiplier where the game has one (Stake::dealer_multiplier), for table_seats.
  std::optional<int> stake_multiplier() const {
    return conventions_.has_stake() ? std::optional<int>(multiplier()) : std::nullopt;
  }
  /// The game's Conventions.
  const Conventions& conventions() const { return conventions_; }
  /// Turns and tricks.
  const Table& table() const { return table_; }
  /// The seats' hands, with hidden information.
  const Hands& hands() const { return hands_; }
  /// Events applied so far; the next event's step.
  int steps() const { return step_; }
  /// The number of seats.
  int seats() const { return table_.seats(); }

 protected:
  /// `copies[id]`: how many of piece `id` the set holds. The seat the game's Conventions name
  /// (when the dealer is known) leads the first trick.
  HandBase(HandSetup<Options> setup, int hand_size, std::span<const int> copies)
      : opt_(std::move(setup.options)),
        rule_(opt_.dealer_rule()),
        conventions_(opt_.conventions()),
        dealer_(setup.dealer),
        scores_(std::move(setup.scores)),
        hands_(static_cast<int>(scores_.size()), hand_size, copies),
        table_(static_cast<int>(scores_.size())),
        dealt_(scores_.size(), 0) {
    table_.set_leader(conventions_.first_leader(dealer_.seat, seats()));
  }

  /// The game's rules for one event (a seat in range is not yet checked).
  virtual Outcome apply_here(const Event& e) = 0;

  /// A trick has been led.
  bool started() const { return table_.trick_open() || table_.trick_number() > 1; }
  /// Whether `seat` may act now (trick::turn_problem), the message naming who leads trick 1 by the
  /// game's Conventions: "S leads, but the dealer E leads trick 1", or "N leads, but E, the seat
  /// after the dealer N, leads trick 1".
  std::optional<Problem> turn_problem(int seat, const Codes& c) const {
    return trick::turn_problem(table_, seat, c, conventions_, dealer_.seat);
  }
  /// A first lead by `leader` while the dealer is unknown: the dealer it implies
  /// (dealer_from_lead).
  void dealer_from_lead(int leader) {
    trick::dealer_from_lead(dealer_, rule_, conventions_, table_, leader);
  }
  /// The note that says so: "the dealer is taken from the first lead: S, multiplier ×2" (the
  /// multiplier named by DealerRule::label, and only where the game has a stake).
  std::string dealer_from_lead_note(int leader) const {
    return trick::dealer_from_lead_note(dealer_, rule_, conventions_, leader, seats());
  }
  /// Checks a seat's `deal` event and applies it when it is right (deal_into). The deal is
  /// remembered with its step, for a copy-limit problem to name later (placed_copies).
  std::optional<Problem> take_deal(const Event& e, const Wording& w, const Codes& c) {
    const auto seat = static_cast<std::size_t>(e.seat);
    const Placed placed{placements_, table_};
    auto p = deal_into(hands_, e.seat, e.pieces, started(), dealt_[seat], w, c, &placed);
    if (p) return p;
    dealt_[seat] = 1;
    placements_.record(step_, e.seat, e.pieces);
    return p;
  }
  /// Adds pieces to a seat's hand after the deal (Hands::add: a kitty taken up), remembered as the
  /// deal is. The game words its own problem when this is refused; related_copies() names where.
  Check take_up(int seat, const std::vector<PieceId>& pieces) {
    const Check k = hands_.add(seat, pieces);
    if (k.ok()) placements_.record(step_, seat, pieces, Placements::How::taken_up);
    return k;
  }
  /// Whether `e.seat` can play `e.pieces` (trick::removal_problem), naming where the other copies
  /// were placed when the set has none left.
  std::optional<Problem> removal_problem(const Event& e, const Wording& w, const Codes& c) const {
    const Check k = hands_.can_remove(e.seat, e.pieces);
    if (k.ok()) return std::nullopt;
    const Placed placed{placements_, table_};
    return detail::removal_report(hands_, e.seat, e.pieces, k, w, c, &placed);
  }
  /// Where the record placed each copy of `p` so far, for a game's own copy-limit problem.
  std::vector<Reference> related_copies(PieceId p, const Wording& w) const {
    return placed_copies(p, Placed{placements_, table_}, w);
  }

  Options opt_;      ///< the parsed rule options
  DealerRule rule_;  ///< the dealer multiplier's progression (Options::dealer_rule)
  /// who leads, deals next, and whether there is a stake (Options::conventions)
  Conventions conventions_;
  Dealer dealer_;              ///< the dealer of this hand
  PerSeat<long long> scores_;  ///< each seat's score before the hand
  Hands hands_;                ///< the seats' hands
  Table table_;                ///< turns and tricks
  PerSeat<char> dealt_;  ///< 1 once the seat was dealt (char: InlineList spills into a std::vector)
  Placements placements_;  ///< the deals and take-ups so far, with their steps
  bool finished_ = false;  ///< set by the game when the hand ends
  int step_ = 0;           ///< events applied so far
};

/// The MatchState of a trick game whose hands are `Hand`, built from a HandSetup<Options>:
/// the dealer and the totals carried from hand to hand, the Dealer tag read as each hand begins
/// (take_dealer_tag), the settlement of a finished hand and the dealer it leaves, and a broken hand
/// that leaves the dealer unknown (Dealer::lose_track).
///
/// `Hand` has finished() and dealer(); `Options` has dealer_rule() and conventions() (who leads,
/// who deals next, whether there is a multiplier: the kit assumes none of them). The game says how
/// a finished hand settles and how the note naming the next dealer words a streak, and gives
/// clone().
template <class Hand, class Options>
class Match : public MatchState {
 public:
  std::unique_ptr<HandState> begin_hand(const std::map<std::string, std::string>& hand_tags,
                                        std::vector<Problem>& problems) override {
    take_dealer_tag(hand_tags, hands_ == 0, seats(), rule_, conventions_, codes_, dealer_,
                    problems);
    return std::make_unique<Hand>(HandSetup<Options>{opt_, dealer_, totals_});
  }

  Settlement finish_hand(const HandState& hand) override {
    const auto* h = dynamic_cast<const Hand*>(&hand);
    if (h == nullptr || !h->finished()) {
      abandon_hand(hand);
      Settlement s;
      s.deltas.assign(totals_.size(), 0);
      if (hand.notes()) s.notes.push_back("the hand did not reach its end: no settlement");
      return s;
    }
    Settlement s = settle_hand(*h);
    for (std::size_t i = 0; i < totals_.size(); ++i) totals_[i] += s.deltas[i];
    dealer_ = h->dealer();
    advance_dealer(*h, s, dealer_);
    if (hand.notes()) {
      std::string note = "next dealer: " + seat_name(dealer_.seat);
      if (conventions_.has_stake())
        note += ", " + std::string(rule_.label) + " ×" + std::to_string(multiplier());
      if (dealer_.streak > 0 && conventions_.next_deal == NextDeal::winner)
        note += streak_text(dealer_.streak);
      s.notes.push_back(std::move(note));
    }
    ++hands_;
    return s;
  }

  /// A hand that broke or stopped early settles nothing. Its winner is unknown: where the winner
  /// deals next, so is the dealer; where the deal rotates, it passes on all the same.
  void abandon_hand(const HandState& hand) override {
    if (const auto* h = dynamic_cast<const Hand*>(&hand)) dealer_ = h->dealer();
    if (conventions_.next_deal == NextDeal::rotates && dealer_.seat >= 0)
      trick::advance_dealer(dealer_, -1, seats(), rule_, conventions_);
    else
      dealer_.lose_track();
    ++hands_;
  }

  /// Each seat's running total.
  std::vector<long long> totals() const override {
    // Sized, then copied: GCC 12 takes the range constructor from InlineList's pointers, inlined
    // into a caller, for a delete at an offset (-Wfree-nonheap-object, a false positive).
    std::vector<long long> out(totals_.size());
    std::copy(totals_.begin(), totals_.end(), out.begin());
    return out;
  }

  /// Who deals the next hand, as far as known.
  const Dealer& dealer() const { return dealer_; }
  /// The next dealer's multiplier.
  int multiplier() const { return dealer_.multiplier(rule_); }

 protected:
  /// The first dealer is E unless the first hand's Dealer tag says otherwise.
  Match(Options options, DealerTagCodes codes, int seats)
      : opt_(std::move(options)),
        rule_(opt_.dealer_rule()),
        conventions_(opt_.conventions()),
        codes_(std::move(codes)),
        totals_(static_cast<std::size_t>(seats), 0) {
    dealer_.seat = 0;
  }

  /// The parsed rule options.
  const Options& options() const { return opt_; }
  /// The dealer multiplier's progression.
  const DealerRule& dealer_rule() const { return rule_; }
  /// The game's Conventions.
  const Conventions& conventions() const { return conventions_; }
  /// The number of seats.
  int seats() const { return static_cast<int>(totals_.size()); }

 private:
  /// Who deals after a finished hand, settled as `s`: as Conventions::next_deal says (its first
  /// winner, the multiplier climbing while the dealer keeps winning; or the next seat). A game
  /// whose deal passes by a rule of its own says so here.
  virtual void advance_dealer(const Hand& /*hand*/, const Settlement& s, Dealer& d) const {
    trick::advance_dealer(d, s.winner(), seats(), rule_, conventions_);
  }
  /// The settlement of a finished hand, itemised (factors and notes) only if hand.notes().
  virtual Settlement settle_hand(const Hand& hand) const = 0;
  /// How the note naming the next dealer ends when the dealer has won `streak` > 0 hands in a row
  /// (NextDeal::winner only), in the game's words (打天九: " (連荘 2)"). By default nothing.
  virtual std::string streak_text(int /*streak*/) const { return {}; }

  Options opt_;
  DealerRule rule_;
  Conventions conventions_;
  DealerTagCodes codes_;
  Dealer dealer_;
  PerSeat<long long> totals_;
  int hands_ = 0;
};

}  // namespace paipu::trick
