#include "round.hpp"

#include <algorithm>
#include <bit>

#include "paipu/trick/basics.hpp"
#include "paipu/trick/position_key.hpp"

namespace paipu::sandaha {

namespace {

std::size_t ix(int i) {
  return static_cast<std::size_t>(i);
}

std::vector<Problem> error(const char* code, std::string message, int piece = -1) {
  Problem p;
  p.code = code;
  p.message = std::move(message);
  p.piece = piece;
  return {std::move(p)};
}

std::string seat(int s) {
  return trick::seat_name(s);
}

// Why `cards` cannot leave the hand, worded for a message; nothing when they can.
std::optional<std::pair<std::string, int>> not_held(const trick::Hands& hands, int s,
                                                    const std::vector<PieceId>& cards) {
  const trick::Check k = hands.can_remove(s, cards);
  switch (k.why) {
    case trick::Shortfall::none:
      return std::nullopt;
    case trick::Shortfall::too_many:
      return std::pair{"has only " + std::to_string(hands.size(s)) + " cards left", -1};
    case trick::Shortfall::not_in_hand:
      return std::pair{"does not hold " + names({&cards[ix(k.index)], 1}), k.index};
    case trick::Shortfall::over_copies:
      return std::pair{"names " + names({&cards[ix(k.index)], 1}) +
                           ", but both copies are placed elsewhere in the record",
                       k.index};
  }
  return std::nullopt;
}

// A card named into a hand beyond the deck's two copies.
std::vector<Problem> over_copies(const std::vector<PieceId>& cards, const trick::Check& k) {
  return error("S107",
               names({&cards[ix(k.index)], 1}) + ": the deck has only 2 and both are placed",
               k.index);
}

}  // namespace

Layout layout_for(int seats, Deck deck) {
  if (seats == 3) return deck == Deck::full ? Layout{3, 28, 8, deck} : Layout{3, 25, 9, deck};
  return deck == Deck::full ? Layout{4, 21, 8, deck} : Layout{4, 19, 8, deck};
}

int next_first_bidder(const RoundResult& result, int seats) {
  if (result.redealt) return result.first_bidder;
  const bool made = !result.score.surrendered && result.score.points > 0;
  return made ? result.declarer : (result.declarer + 1) % seats;
}

bool Round::hand_ends(int s, const std::vector<PieceId>& cards) const {
  return table_.trick_open() && hands_.size(s) == static_cast<int>(cards.size()) &&
         static_cast<int>(table_.current().plays.size()) + 1 == layout_.seats;
}

Round::Round(Layout layout, Rules rules, int first_bidder)
    : layout_(layout),
      rules_(rules),
      hands_(layout.seats, layout.hand, trick::Hands::Counts(copy_limits(layout.deck))),
      table_(layout.seats),
      auction_(std::make_shared<const Auction>(
          layout.seats, first_bidder, std::vector<bool>(ix(layout.seats), false), rules.auction)) {}

int Round::defenders_points() const {
  int n = 0;
  for (int t = 0; t < layout_.seats; ++t)
    if (t != auction_->declarer()) n += table_.won(t);
  return n;
}

int Round::to_move() const {
  switch (phase_) {
    case Phase::deal:
    case Phase::auction:
      return auction_->to_call();
    case Phase::kitty:
      return auction_->declarer();
    case Phase::play:
      return table_.to_move();
    case Phase::over:
      return -1;
  }
  return -1;
}

std::vector<Problem> Round::deal(int s, const std::vector<PieceId>& cards) {
  if (phase_ != Phase::deal)
    return error("S108", "a deal comes before the bidding; " + seat(s) + " bids or plays already");
  if ((dealt_ >> s & 1U) != 0) return error("S108", seat(s) + " was dealt already");
  if (static_cast<int>(cards.size()) != layout_.hand)
    return error("S103", "a deal is " + std::to_string(layout_.hand) + " cards at " +
                             std::to_string(layout_.seats) + " seats; got " +
                             std::to_string(cards.size()));
  if (const trick::Check k = hands_.deal(s, cards); !k.ok()) return over_copies(cards, k);
  dealt_ |= 1U << s;
  return {};
}

Auction Round::calls() const {
  if (phase_ != Phase::deal) return *auction_;
  // The seats' permanent trumps, for the obligation to bid, are known once their deals are.
  std::vector<bool> forced(ix(layout_.seats), false);
  for (int t = 0; t < layout_.seats; ++t) {
    const std::span<const int> known = hands_.known_counts(t);
    int n = 0;
    for (PieceId c = 0; c < kKinds; ++c) n += permanent_trump(c) ? known[c] : 0;
    forced[ix(t)] = n >= rules_.auction.forced_trumps;
  }
  return Auction(layout_.seats, auction_->first(), forced, rules_.auction);
}

std::vector<Problem> Round::call(int s, std::optional<int> bid) {
  if (phase_ != Phase::deal && phase_ != Phase::auction) {
    // The auction words its end itself, a redeal included.
    Auction ended = *auction_;
    return error("S110", ended.call(s, bid).value_or("the bidding is over"));
  }
  // The first call meets the auction with the obligations to bid; it is made on a copy, as a
  // refused call changes nothing. Auction::call checks everything before it changes anything.
  if (phase_ == Phase::deal) {
    Auction next = calls();
    if (auto why = next.call(s, bid)) return error("S110", seat(s) + ": " + *why);
    auction_ = std::make_shared<const Auction>(std::move(next));
    // Calls follow the deals: nothing else applies in between.
    first_call_step_ = std::popcount(dealt_);
    for (int t = 0; t < layout_.seats; ++t) bids_unproven_ |= hands_.unknown(t) > 0;
  } else {
    Auction next = *auction_;
    if (auto why = next.call(s, bid)) return error("S110", seat(s) + ": " + *why);
    auction_ = std::make_shared<const Auction>(std::move(next));
  }
  phase_ = auction_->over() ? Phase::kitty : Phase::auction;
  if (auction_->redealt()) {
    result_.redealt = true;
    result_.first_bidder = auction_->first();
    result_.deltas.assign(ix(layout_.seats), 0);
    phase_ = Phase::over;
    if (rules_.auction.all_pass == AuctionRules::AllPass::penalty) all_pass_penalty();
  }
  return {};
}

void Round::all_pass_penalty() {
  int most = -1, payer = -1;
  for (int k = 0; k < layout_.seats; ++k) {
    const int t = (auction_->first() + k) % layout_.seats;
    if (hands_.unknown(t) > 0) {
      result_.unsettled = "every seat passed, and the seat dealt the most permanent trumps pays; " +
                          seat(t) + "'s deal is not written in full, so who pays is unknown";
      return;
    }
    const std::span<const int> held = hands_.known_counts(t);
    int n = 0;
    for (PieceId c = 0; c < kKinds; ++c) n += permanent_trump(c) ? held[c] : 0;
    // Ties go to the first of them from the first bidder on.
    if (n > most) {
      most = n;
      payer = t;
    }
  }
  result_.all_pass_payer = payer;
  constexpr int kEach = 2;
  for (int t = 0; t < layout_.seats; ++t)
    result_.deltas[ix(t)] = t == result_.all_pass_payer ? -kEach * (layout_.seats - 1) : kEach;
}

std::vector<Problem> Round::forced_bids_proven(int s, const std::vector<PieceId>& cards) const {
  // Permanent trumps dealt to each seat: those it played; for the declarer, the deck's less the
  // others' and the kitty's.
  std::vector<int> dealt(ix(layout_.seats), 0);
  auto add = [&](int seat, std::span<const PieceId> pieces) {
    dealt[ix(seat)] +=
        static_cast<int>(std::count_if(pieces.begin(), pieces.end(), permanent_trump));
  };
  for (const trick::Trick& t : table_.history())
    for (const trick::Play& p : t.plays) add(p.seat, p.pieces);
  for (const trick::Play& p : table_.current().plays) add(p.seat, p.pieces);
  add(s, cards);
  const int declarer = auction_->declarer();
  const std::vector<int> copies = copy_limits(layout_.deck);
  int left = 0, deck = 0;
  for (PieceId c = 0; c < kKinds; ++c) {
    left += permanent_trump(c) ? copies[ix(c)] : 0;
    deck += copies[ix(c)];
  }
  for (int t = 0; t < layout_.seats; ++t) left -= t == declarer ? 0 : dealt[ix(t)];
  // Only a kitty shown face up, from a deck dealt out whole, gives the declarer's deal away.
  const bool whole = layout_.seats * layout_.hand + layout_.kitty == deck;
  dealt[ix(declarer)] = kitty_trumps_ < 0 || !whole ? -1 : left - kitty_trumps_;
  std::vector<bool> forced(ix(layout_.seats), false);
  for (int t = 0; t < layout_.seats; ++t)
    forced[ix(t)] = auction_->forced(t) || dealt[ix(t)] >= rules_.auction.forced_trumps;
  // The auction again, with the obligations the deals prove.
  Auction again(layout_.seats, auction_->first(), forced, rules_.auction);
  const Auction::Calls& calls = auction_->history();
  for (std::size_t i = 0; i < calls.size(); ++i) {
    const int seat_i = calls[i].seat;
    const std::optional<int> bid =
        calls[i].bid == 0 ? std::nullopt : std::optional<int>(calls[i].bid);
    if (auto why = again.call(seat_i, bid)) {
      std::vector<Problem> late =
          error("S110", seat(seat_i) + ": " + *why +
                            (seat_i == declarer ? " (its deal: the deck less the kitty and the "
                                                  "cards the others played)"
                                                : " (its deal: the cards it played)"));
      late.front().step = first_call_step_ + static_cast<int>(i);
      return late;
    }
  }
  return {};
}

std::vector<Problem> Round::take(int s, const std::vector<PieceId>& cards) {
  if (phase_ != Phase::kitty || taken_)
    return error("S111", "the declarer takes the kitty once, after the bidding and before play");
  if (s != auction_->declarer())
    return error("S111", "only the declarer (" + seat(auction_->declarer()) + ") takes the kitty");
  if (static_cast<int>(cards.size()) != layout_.kitty)
    return error("S103", "the kitty is " + std::to_string(layout_.kitty) + " cards; got " +
                             std::to_string(cards.size()));
  if (const trick::Check k = hands_.add(s, cards); !k.ok()) return over_copies(cards, k);
  kitty_ = cards;
  taken_ = true;
  if (std::find(cards.begin(), cards.end(), kUnknownPiece) == cards.end())
    kitty_trumps_ = static_cast<int>(std::count_if(cards.begin(), cards.end(), permanent_trump));
  return {};
}

std::vector<Problem> Round::bury(int s, const std::vector<PieceId>& cards) {
  if (phase_ != Phase::kitty || !taken_ || buried_)
    return error("S111", "the declarer buries once, after taking the kitty and before play");
  if (s != auction_->declarer())
    return error("S111", "only the declarer (" + seat(auction_->declarer()) + ") buries");
  if (static_cast<int>(cards.size()) != layout_.kitty)
    return error("S103", "the bury is " + std::to_string(layout_.kitty) +
                             " cards, as many as the kitty; got " + std::to_string(cards.size()));
  if (auto why = not_held(hands_, s, cards))
    return error("S102", "the bury: " + seat(s) + " " + why->first, why->second);
  hands_.remove(s, cards);
  kitty_ = cards;
  buried_ = true;
  return {};
}

std::vector<Problem> Round::name_trump(int s, std::optional<Suit> suit) {
  if (phase_ != Phase::kitty || trump_named_)
    return error("S112", "the trump suit is named once, after the bidding and before play");
  // The seed: 「交換のあと、デクレアラーは切札のスートを宣言します」. Before or after the bury
  // (AMB-11), but never before the declarer has seen the kitty.
  if (!taken_)
    return error("S112", "the trump suit is named after the declarer takes up the kitty");
  if (s != auction_->declarer())
    return error("S112", "only the declarer (" + seat(auction_->declarer()) + ") names trumps");
  if (!suit && !rules_.no_trump)
    return error("S112", "no-trump is not played here (rule option no_trump = yes allows it)");
  trump_ = suit;
  trump_named_ = true;
  order_ = std::make_shared<const trick::CardOrder>(card_order(suit, layout_.deck));
  return {};
}

std::vector<Problem> Round::surrender(int s) {
  // XT lets the declarer give up during play too, at 大倒.
  const bool in_play =
      phase_ == Phase::play && rules_.scoring.surrender == ScoringRules::Surrender::xt;
  if ((phase_ != Phase::kitty || !taken_) && !in_play)
    return error("S116",
                 "the declarer may surrender after taking the kitty, before the first lead");
  if (s != auction_->declarer())
    return error("S116", "only the declarer (" + seat(auction_->declarer()) + ") may surrender");
  result_.declarer = s;
  result_.bid = auction_->contract();
  result_.score = score_surrender(result_.bid, rules_.scoring, in_play);
  result_.deltas.assign(ix(layout_.seats), -result_.score.points);
  result_.deltas[ix(s)] = static_cast<long long>(result_.score.points) * (layout_.seats - 1);
  // A surrender during play leaves the tricks won so far: the `taken` fact still counts them.
  if (in_play)
    for (int t = 0; t < layout_.seats; ++t) result_.taken.push_back(table_.won(t));
  phase_ = Phase::over;
  return {};
}

std::vector<Problem> Round::face_down(const std::vector<PieceId>& cards, const char* what) {
  if (const auto star = std::find(cards.begin(), cards.end(), kUnknownPiece); star != cards.end())
    return error(
        "S117",
        std::string("every ") + what + " is face up: write the cards (`*` cannot be checked)",
        static_cast<int>(star - cards.begin()));
  return {};
}

std::vector<Problem> Round::play(int s, const std::vector<PieceId>& cards, int step,
                                 std::vector<std::string>& notes) {
  // The first lead ends the declarer's turn with the kitty; play moves on only once it applies.
  const bool first = phase_ == Phase::kitty && taken_ && buried_ && trump_named_;
  if (!first && phase_ != Phase::play)
    return error("S109", phase_ == Phase::over
                             ? "the hand is over"
                             : "play starts once the declarer has taken the kitty, buried and "
                               "named trumps");
  const int expected = first ? auction_->declarer() : table_.to_move();
  if (s != expected) return error("S101", "it is " + seat(expected) + "'s turn to play");
  if (auto hidden = face_down(cards, "play"); !hidden.empty()) return hidden;
  // Before the last play's own check: when a shown card was never played, that play may be what
  // the seat's hand cannot hold, and the show is the slip to point at.
  if (!shown_.empty() && hand_ends(s, cards))
    if (auto unplayed = shown_unplayed(s, cards); !unplayed.empty()) return unplayed;
  if (auto why = not_held(hands_, s, cards))
    return error("S102", seat(s) + " " + why->first, why->second);
  if (!uncertain_follows_.empty()) {
    if (auto revoke = revoke_proven(s, cards); !revoke.empty()) return revoke;
    if (hand_ends(s, cards))
      if (auto late = hindsight_faults(s, cards); !late.empty()) return late;
  }
  if (bids_unproven_ && hand_ends(s, cards))
    if (auto late = forced_bids_proven(s, cards); !late.empty()) return late;
  std::vector<Problem> problems =
      table_.trick_open() ? follow(s, cards, step) : lead(s, cards, step);
  for (const Problem& p : problems)
    if (p.severity == Severity::error) return problems;
  if (first) phase_ = Phase::play;
  if (table_.trick_full()) close_trick(notes);
  return problems;
}

}  // namespace paipu::sandaha

namespace paipu::sandaha {

// Beside the kit's hands and table: the contract, the trump suit, the buried kitty (抠底 counts
// it), what challenged throws cost so far and a withdrawn throw still to be led again. The lead's
// units and the best play so far follow from the open trick's plays.
bool Round::position_key(std::string& key) const {
  if (phase_ != Phase::play && phase_ != Phase::over) return false;
  if (!uncertain_follows_.empty() || !shown_.empty()) return false;
  using trick::put_key_number;
  put_key_number(key, static_cast<int>(phase_));
  put_key_number(key, auction_->declarer());
  put_key_number(key, auction_->contract());
  put_key_number(key, trump_ ? static_cast<int>(*trump_) : -1);
  put_key_number(key, penalty_);
  put_key_number(key, kitty_trumps_);
  trick::put_key_pieces(key, kitty_);
  trick::put_key_hands(key, hands_);
  trick::put_key_table(key, table_);
  put_key_number(key, thrower_);
  trick::put_key_pieces(key, thrown_);
  put_key_number(key, static_cast<long long>(relead_.size()));
  for (const trick::Unit& u : relead_) {
    put_key_number(key, u.pairs);
    put_key_number(key, u.top);
    trick::put_key_pieces(key, u.cards);
  }
  if (phase_ == Phase::over) {
    put_key_number(key, result_.unsettled.empty() ? 0 : 1);
    for (const long long d : result_.deltas) put_key_number(key, d);
  }
  return true;
}

}  // namespace paipu::sandaha
