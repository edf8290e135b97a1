#include "hand.hpp"

#include <string>
#include <utility>

namespace fourtricks {

namespace {

using paipu::Event;
using paipu::Outcome;
using paipu::trick::fail;
using paipu::trick::seat_name;

// The codes of the kit's shared checks (README.md lists every code).
const paipu::trick::Codes kCodes{"F101", "F102", "F103", "F107", "F108", "F113"};

const paipu::trick::Wording& wording() {
  static const paipu::trick::Wording w{.game = "Four Tricks",
                                       .piece = "card",
                                       .pieces = "cards",
                                       .names = names,
                                       .copies = copy_limits(),
                                       .hand_size = kHandSize,
                                       .face_down_follows = false};
  return w;
}

}  // namespace

Hand::Hand(HandSetup setup) : HandBase(std::move(setup), kHandSize, copy_limits()) {}

std::unique_ptr<paipu::HandState> Hand::clone() const {
  return std::make_unique<Hand>(*this);
}

// Every path checks before it changes anything: a rejected event leaves the hand as it was.
Outcome Hand::apply_here(const Event& e) {
  if (finished_)
    return fail("F109", "the hand is over (" + seat_name(result_.winner) +
                            " won the fourth trick); nothing more can be played");
  if (e.seat < 0 || e.seat >= kSeats) return fail("F113", "this event needs a seat: E, S, W or N");
  switch (e.verb) {
    case kDeal:
      if (auto p = take_deal(e, wording(), kCodes)) return fail(std::move(*p));
      return {};
    case kPlay:
      if (auto p = paipu::trick::unnamed_face_up_problem(e.seat, e.pieces, wording(), kCodes))
        return fail(std::move(*p));
      return table_.trick_open() ? follow(e) : lead(e);
    default:
      return fail("F113", "unknown verb for Four Tricks");
  }
}

Outcome Hand::lead(const Event& e) {
  Outcome out;
  // After a broken hand with no Dealer tag the dealer is unknown: whoever leads first deals, once
  // the lead has passed every check.
  const bool adopt_dealer = dealer_.seat < 0 && !started();
  if (!adopt_dealer)
    if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  if (e.pieces.size() != 1)
    return fail("F103", seat_name(e.seat) + " leads " +
                            paipu::trick::count_of(e.pieces.size(), wording()) +
                            "; a lead is one card");
  if (auto p = removal_problem(e, wording(), kCodes)) return fail(std::move(*p));
  if (adopt_dealer) {
    dealer_from_lead(e.seat);
    if (notes()) out.notes.push_back(dealer_from_lead_note(e.seat));
  }
  const PieceId card = e.pieces.front();
  hands_.remove(e.seat, e.pieces);
  // The play's kind is its suit and its strength its rank: only cards of the led suit compete.
  table_.lead(e.seat, e.pieces, static_cast<int>(suit_of(card)), rank_of(card), step_,
              hands_.size(e.seat) == 0);
  return out;
}

std::optional<PieceId> Hand::led_suit_card(int seat) const {
  const auto led = static_cast<Suit>(table_.current().lead().kind);
  // Every play is face up and names its card, so the cards the record showed in a hand and has not
  // seen played are still there.
  for (PieceId c : hands_.known(seat))
    if (suit_of(c) == led) return c;
  return std::nullopt;
}

Outcome Hand::follow(const Event& e) {
  Outcome out;
  if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  if (auto p =
          paipu::trick::follow_count_problem(table_, e.seat, e.pieces.size(), wording(), kCodes))
    return fail(std::move(*p));
  if (auto p = removal_problem(e, wording(), kCodes)) return fail(std::move(*p));
  const paipu::trick::Trick& t = table_.current();
  const PieceId card = e.pieces.front();
  const auto led = static_cast<Suit>(t.lead().kind);
  if (suit_of(card) != led)
    if (auto held = led_suit_card(e.seat))
      return fail("F104",
                  seat_name(e.seat) + " plays " + names({card}) + " on a " + suit_symbol(led) +
                      " lead in trick " + std::to_string(t.number) + ", but holds " +
                      names({*held}) + "; follow suit",
                  0);
  const bool competes = suit_of(card) == led;
  const bool best = competes && rank_of(card) > t.best_play().strength;
  hands_.remove(e.seat, e.pieces);
  table_.follow(e.seat, e.pieces, true, competes ? static_cast<int>(led) : -1,
                competes ? rank_of(card) : 0, step_, best);
  if (!table_.trick_full()) return out;

  table_.close(1);
  const paipu::trick::Trick& done = table_.history().back();
  const int winner = done.winner();
  if (notes())
    out.notes.push_back(seat_name(winner) + " wins trick " + std::to_string(done.number) +
                        " with " + names(done.best_play().pieces));
  if (!done.last) return out;
  finished_ = true;
  result_ = {};
  result_.winner = winner;
  for (int s = 0; s < kSeats; ++s) result_.tricks[static_cast<std::size_t>(s)] = table_.won(s);
  result_.dealer = dealer_.seat;
  if (notes()) out.notes.push_back(seat_name(winner) + " wins the fourth trick and the hand");
  return out;
}

}  // namespace fourtricks
