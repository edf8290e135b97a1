// One hand of 三打哈 as its rules see it, event by event: the deal, the auction, the declarer's
// pick-up of the kitty and bury, the trump suit or a surrender, then the tricks with their shaped
// plays, throws and challenges, and 抠底 at the last trick. Each step returns the problems it
// found; a step with an error changes nothing. The plugin's HandState wraps this
// (plugins/sandaha/hand.*).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "auction.hpp"
#include "cards.hpp"
#include "paipu/trick/hands.hpp"
#include "paipu/trick/shapes.hpp"
#include "paipu/trick/table.hpp"
#include "paipu/variant.hpp"
#include "scoring.hpp"

namespace paipu::sandaha {

// Seats and how the deck is shared: 4 seats 21 each + 8 (or 19 + 8 without the 6s); 3 seats 28
// each + 8 (or 25 + 9 without the 6s).
struct Layout {
  int seats = 4;
  int hand = 21;
  int kitty = 8;
  Deck deck = Deck::full;
};
Layout layout_for(int seats, Deck deck);

struct Rules {
  trick::ShapeRule shape;
  bool challenge_mandatory = true;  // option challenge = optional: a warning instead
  bool no_trump = false;
  // What 抠底 multiplies the kitty's points by, from the last trick's lead: once (the seed); cards:
  // a pair or tractor by its cards, else once (CAI, XT); pair: a pair or tractor twice, else once
  // (XT's page); tractor: by the longest tractor's pairs, else once (GML); power: 2 to the power
  // of 1 + the pairs of its largest unit (升級).
  enum class KouDi { once, cards, pair, tractor, power } koudi = KouDi::once;
  // Whether 抠底 needs trumps stronger than every trump in the kitty (the seed) or any trumps (the
  // servers).
  bool koudi_beats_kitty = true;
  // After a challenge: the leader leads any unit of the throw the challenge beats (the seed: the
  // one the challenger demands), only the lowest of them (TLJ), or the smallest unit of the whole
  // throw (SB).
  enum class Relead { demanded, lowest, smallest } relead = Relead::demanded;
  // What decides between plays that each beat a throw (AMB-21).
  trick::ThrowWinner throw_winner = trick::ThrowWinner::top_class;
  // Card points a throw that is challenged costs the thrower's side (RB's option: 10).
  int throw_penalty = 0;
  // Who may throw (several units led at once): anyone, in any group (the seed); only the
  // declarer (CAI's 益阳巴十); anyone, but not in trumps (some 升級 servers); or anyone, but 3
  // cards at most (CAI's limited mode).
  enum class Throws { any, declarer, side_suits, three_cards } throws = Throws::any;
  // XT ends the hand as soon as the defenders' tricks reach the bid + 70 (大倒), without 抠底.
  bool early_stop = false;
  AuctionRules auction;
  ScoringRules scoring;
};

enum class Phase { deal, auction, kitty, play, over };

struct RoundResult {
  int declarer = -1;  // -1 when every seat passed and the cards are dealt again
  int bid = 0;
  bool redealt = false;
  int first_bidder = -1;     // of this hand: after a redeal, of the next one too
  int defenders_points = 0;  // card points taken, with the kitty's after 抠底
  bool kitty_taken = false;  // 抠底
  int kitty_points = 0;
  int kitty_multiplier = 1;  // 抠底's, by the rules' KouDi
  int kitty_seat = -1;       // the defender who won the last trick and with it the kitty (抠底)
  // What challenged throws added to the defenders' points (negative: took away).
  int throw_penalty = 0;
  // Every seat passed under all_pass = penalty: the seat that pays each other seat, for holding
  // the most permanent trumps.
  int all_pass_payer = -1;
  std::vector<int> taken;  // card points in the tricks each seat won
  // Why the hand cannot be settled though play is over (a bury written as `*` that the plays do
  // not name, when 抠底 turns on the kitty's cards); empty when it can.
  std::string unsettled;
  HandScore score;
  std::vector<long long> deltas;  // game points by seat
};

// Who bids first in the next hand: the declarer again if the contract was made, else the seat
// after it (a surrender fails the contract).
int next_first_bidder(const RoundResult& result, int seats);

class Round {
 public:
  Round(Layout layout, Rules rules, int first_bidder);

  std::vector<Problem> deal(int seat, const std::vector<PieceId>& cards);
  // A bid, or a pass (nullopt).
  std::vector<Problem> call(int seat, std::optional<int> bid);
  // The declarer shows the kitty and takes it up.
  std::vector<Problem> take(int seat, const std::vector<PieceId>& cards);
  std::vector<Problem> bury(int seat, const std::vector<PieceId>& cards);
  // The trump suit (nullopt: no-trump, when the rules allow it).
  std::vector<Problem> name_trump(int seat, std::optional<Suit> suit);
  std::vector<Problem> surrender(int seat);
  // A lead or a follow, the hand's `step`-th event. `notes` receives rule events ("W wins trick 3
  // with 25 points").
  std::vector<Problem> play(int seat, const std::vector<PieceId>& cards, int step,
                            std::vector<std::string>& notes);
  // A follower shows a unit that beats a unit of the throw led, the hand's `step`-th event: every
  // card goes back, and the leader must lead a unit the shown one beats.
  std::vector<Problem> challenge(int seat, const std::vector<PieceId>& cards, int step,
                                 std::vector<std::string>& notes);
  // Whether play() writes its trick notes: a replay that only validates reads none, and 25,000
  // tricks a second would format them all for nothing.
  void set_notes(bool on) { notes_ = on; }

  Phase phase() const { return phase_; }
  int to_move() const;
  int seats() const { return layout_.seats; }
  const Layout& layout() const { return layout_; }
  const Auction& auction() const { return *auction_; }
  // The auction the next call meets: before the first call, with each seat's obligation to bid
  // worked out from its deal.
  Auction calls() const;
  const trick::Hands& hands() const { return hands_; }
  const trick::Table& table() const { return table_; }
  std::optional<Suit> trump() const { return trump_; }
  bool trump_named() const { return trump_named_; }
  const std::vector<PieceId>& kitty() const { return kitty_; }
  bool kitty_taken() const { return taken_; }
  bool buried() const { return buried_; }
  const Rules& rules() const { return rules_; }
  // Once trumps are named.
  const trick::CardOrder& order() const { return *order_; }
  // The lead of the open trick.
  const std::optional<trick::Lead>& current_lead() const { return lead_; }
  // Whether `seat` may lead several units of `group`, `cards` in all, at once (rule option
  // throws).
  bool may_throw(int seat, int group, std::size_t cards) const;
  // After a challenge, the units the leader may lead again (empty otherwise).
  const std::vector<trick::Unit>& relead() const { return relead_; }
  // After a challenge, until the re-lead: the challenged throw's cards (back in the thrower's
  // hand) and who threw them.
  const std::vector<PieceId>& challenged_throw() const { return thrown_; }
  int challenged_thrower() const { return thrower_; }
  // The card points the defenders have taken in tricks so far.
  int defenders_points() const;
  // The score of a finished hand.
  const RoundResult& result() const { return result_; }
  // HandState::position_key once the auction is over; false before it, and while a follow or a
  // shown card waits for proof (those turn on the order of play).
  bool position_key(std::string& key) const;

 private:
  // S117 when `cards` holds a `*`: plays and challenges are shown face up, and a card nobody can
  // name can be checked against no rule (it would have no suit or level). `what` names the move.
  static std::vector<Problem> face_down(const std::vector<PieceId>& cards, const char* what);
  std::vector<Problem> lead(int seat, const std::vector<PieceId>& cards, int step);
  std::vector<Problem> follow(int seat, const std::vector<PieceId>& cards, int step);
  void close_trick(std::vector<std::string>& notes);
  std::string challenger(const trick::Lead& lead, const std::vector<PieceId>& cards) const;
  // After a challenge, whether `cards` lead a unit the challenge demanded.
  bool relead_allowed(const std::vector<PieceId>& cards) const;
  // Ends the open trick's lead (a closed trick, a withdrawn throw).
  void drop_lead();
  void finish(std::vector<std::string>& notes);
  // 抠底's multiplier for a last trick led with `last_lead`.
  int koudi_multiplier(std::span<const PieceId> last_lead) const;
  // A revoke proven now: `cards`, leaving `seat`'s hand, were in it at an earlier follow that
  // played fewer cards of their suit than were led.
  std::vector<Problem> revoke_proven(int seat, const std::vector<PieceId>& cards) const;
  // Before the hand's last play, `cards` of `seat`: the uncertain follows that broke the lead's
  // shape, now that the cards each seat played after them show what it held.
  std::vector<Problem> hindsight_faults(int seat, const std::vector<PieceId>& cards) const;
  // The cards `seat` played from `step` on, with `cards`, the hand's last play, when `s` plays it.
  std::vector<PieceId> played_since(int seat, int step, int s,
                                    const std::vector<PieceId>& cards) const;
  // At the hand's last play, `cards` of `s`: a card shown in a challenge or in a play a challenge
  // took back that its seat never played after.
  std::vector<Problem> shown_unplayed(int s, const std::vector<PieceId>& cards) const;
  // Whether `cards` of `s` are the hand's last play.
  bool hand_ends(int s, const std::vector<PieceId>& cards) const;
  // At the hand's last play, `cards` of `seat`: the calls that broke the obligation to bid, now
  // that every deal the record left out is shown by the cards played (and, for the declarer, by
  // the kitty). Reported at the call's step.
  std::vector<Problem> forced_bids_proven(int seat, const std::vector<PieceId>& cards) const;
  // A kitty buried as `*`, named at the end from what the declarer kept and never played.
  void name_buried_cards();
  // Every seat passed under all_pass = penalty: who pays, from the deals.
  void all_pass_penalty();

  Layout layout_;
  Rules rules_;
  trick::Hands hands_;
  trick::Table table_;
  // Made anew at each call, so that the copies the solver makes of a position in play share it.
  std::shared_ptr<const Auction> auction_;
  Phase phase_ = Phase::deal;
  std::uint32_t dealt_ = 0;  // bit s: seat s was dealt (a word, not a vector: copied at every move)
  bool taken_ = false, buried_ = false, trump_named_ = false;
  bool notes_ = true;
  // Whether a deal was not fully written at the first call, so that an obligation to bid could
  // not be checked then; the step of that call; the permanent trumps in the kitty taken up (-1
  // while unknown).
  bool bids_unproven_ = false;
  int first_call_step_ = 0;
  int kitty_trumps_ = -1;
  int penalty_ = 0;  // RoundResult::throw_penalty so far
  std::optional<Suit> trump_;
  // Named once, when trumps are, and shared by the copies the solver makes of every position.
  std::shared_ptr<const trick::CardOrder> order_ = std::make_shared<const trick::CardOrder>();
  std::vector<PieceId> kitty_;  // the buried cards (the dealt kitty until then)
  std::optional<trick::Lead> lead_;
  // The last closed trick's lead, kept for its storage: the next lead is split into it. A copy
  // of the round starts without one, as it needs only the storage.
  struct Spare {
    trick::Lead lead;
    Spare() = default;
    Spare(const Spare&) {}
    Spare(Spare&&) = default;
    Spare& operator=(const Spare&) { return *this; }
    Spare& operator=(Spare&&) = default;
    ~Spare() = default;
  } spare_;
  trick::Strength best_;
  // After a challenge: the units of the throw the leader may lead again.
  std::vector<trick::Unit> relead_;
  std::vector<PieceId> thrown_;  // the withdrawn throw's cards
  int thrower_ = -1;
  // Follows from a hand the record does not fully know (a seat's deal left out, a bury written as
  // `*`): what the seat held there is proven only by the cards it plays later. A card of the led
  // group played later proves a revoke at once (revoke_proven); at the end of the hand every card
  // it held is known, and the shape is checked again (hindsight_faults).
  struct UncertainFollow {
    int seat = -1;
    int step = -1;
    trick::Lead lead;
    std::vector<PieceId> cards;
  };
  std::vector<UncertainFollow> uncertain_follows_;
  // Cards shown by a seat whose hand the record does not fully know (a deal left out, a bury
  // written as `*`), in a challenge or in a play a challenge took back. Nothing enters a hand
  // during play, so the seat plays each of them later; one it never plays was not in its hand
  // (or, for the declarer, not in its bury).
  struct Shown {
    int seat = -1;
    int step = -1;
    std::vector<PieceId> cards;
    bool challenge = false;
  };
  std::vector<Shown> shown_;
  RoundResult result_;
};

}  // namespace paipu::sandaha
