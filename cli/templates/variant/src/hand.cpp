// The rules of play. TODO: your game's leads, follows and what beats what.
#include "hand.hpp"

#include <string>
#include <utility>

namespace mygame {

namespace {

using paipu::Event;
using paipu::Outcome;
using paipu::trick::fail;
using paipu::trick::seat_name;

// The codes of the kit's shared checks: turn, not in hand, count, copies, deal, malformed.
const paipu::trick::Codes kCodes{"X101", "X102", "X103", "X107", "X108", "X113"};

const paipu::trick::Wording& wording() {
  static const paipu::trick::Wording w{.game = "mygame",
                                       .piece = "piece",
                                       .pieces = "pieces",
                                       .names = names,
                                       .copies = copy_limits(),
                                       .hand_size = kHandSize,
                                       .face_down_follows = true};
  return w;
}

Event event(int seat, int verb, std::vector<PieceId> pieces) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(pieces);
  return e;
}

}  // namespace

Hand::Hand(HandSetup setup) : HandBase(std::move(setup), kHandSize, copy_limits()) {}

std::unique_ptr<paipu::HandState> Hand::clone() const {
  return std::make_unique<Hand>(*this);
}

Outcome Hand::apply_here(const Event& e) {
  if (finished_) return fail("X109", "the hand is over; nothing more can be played");
  if (e.seat < 0 || e.seat >= kSeats) return fail("X113", "this event needs a seat: E, S, W or N");
  switch (e.verb) {
    case kDeal:
      if (auto p = take_deal(e, wording(), kCodes)) return fail(std::move(*p));
      return {};
    case kPlay:
      if (auto p = paipu::trick::unnamed_face_up_problem(e.seat, e.pieces, wording(), kCodes))
        return fail(std::move(*p));
      [[fallthrough]];
    case kPad:
      return table_.trick_open() ? follow(e) : lead(e);
    default:
      return fail("X113", "unknown verb for mygame");
  }
}

Outcome Hand::lead(const Event& e) {
  // A record that does not say who deals (after a broken hand): the first to lead deals.
  const bool adopt_dealer = dealer_.seat < 0 && !started();
  if (!adopt_dealer)
    if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  if (e.verb == kPad)
    return fail("X106", seat_name(e.seat) + " leads face down; a lead is face up");
  if (e.pieces.size() != 1)
    return fail("X103", seat_name(e.seat) + " leads " +
                            paipu::trick::count_of(e.pieces.size(), wording()) +
                            "; a lead is one piece");
  if (auto p = removal_problem(e, wording(), kCodes)) return fail(std::move(*p));
  if (adopt_dealer) dealer_from_lead(e.seat);
  hands_.remove(e.seat, e.pieces);
  // kind 0 for every play; strength: the piece (PieceId order is rank order).
  table_.lead(e.seat, e.pieces, 0, e.pieces.front(), step_, hands_.size(e.seat) == 0);
  return {};
}

Outcome Hand::follow(const Event& e) {
  Outcome out;
  if (auto p = turn_problem(e.seat, kCodes)) return fail(std::move(*p));
  if (auto p =
          paipu::trick::follow_count_problem(table_, e.seat, e.pieces.size(), wording(), kCodes))
    return fail(std::move(*p));
  if (auto p = removal_problem(e, wording(), kCodes)) return fail(std::move(*p));
  const paipu::trick::Trick& t = table_.current();
  const bool face_up = e.verb == kPlay;
  if (face_up && e.pieces.front() <= t.best_play().strength)
    return fail("X105",
                seat_name(e.seat) + " plays " + names(e.pieces) +
                    " face up, but it is not higher than " + names(t.best_play().pieces) +
                    "; play it face down (pad)",
                0);
  hands_.remove(e.seat, e.pieces);
  table_.follow(e.seat, e.pieces, face_up, face_up ? 0 : -1, face_up ? e.pieces.front() : 0, step_,
                face_up);
  if (!table_.trick_full()) return out;

  const int winner = table_.close(1);
  const paipu::trick::Trick& done = table_.history().back();
  if (notes())
    out.notes.push_back(seat_name(winner) + " wins trick " + std::to_string(done.number));
  if (!done.last) return out;
  finished_ = true;
  result_.winner = winner;
  for (int s = 0; s < kSeats; ++s) result_.tricks[static_cast<std::size_t>(s)] = table_.won(s);
  return out;
}

void Hand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  if (finished_) return;
  for (int k = 0; k < seats(); ++k) {  // while the dealer is unknown any seat may lead
    const int seat = to_move() < 0 ? k : to_move();
    auto as_event = [&](const paipu::trick::Move& m) {
      return visit(event(seat, m.face_up ? kPlay : kPad, m.pieces));
    };
    auto any = [](const std::vector<PieceId>&) { return true; };
    bool go_on = true;
    if (!table_.trick_open()) {
      go_on = paipu::trick::visit_lead_moves(hands_, seat, 1, any, as_event);
    } else {
      const long best = table_.current().best_play().strength;
      go_on = paipu::trick::visit_follow_moves(
          hands_, seat, 1, true, [&](const std::vector<PieceId>& m) { return m.front() > best; },
          as_event);
    }
    if (!go_on || to_move() >= 0) return;
  }
}

std::vector<Event> Hand::sample_deal(std::uint64_t seed) const {
  const auto hands = paipu::trick::shuffled_deal(copy_limits(), seats(), kHandSize, seed);
  std::vector<Event> out;
  for (int s = 0; s < seats(); ++s)
    out.push_back(event(s, kDeal, hands[static_cast<std::size_t>(s)]));
  return out;
}

paipu::Scene Hand::scene(int viewer) const {
  paipu::Scene sc;
  sc.viewer = viewer;
  // Every word the kit writes into the scene.
  paipu::trick::ZoneText text;
  text.lead = "lead";
  text.face_down = "pad";
  text.seat_label = "tricks";     // the seat's figure: "tricks 2"
  text.pile_caption = "";         // no caption on a won trick: every play here is one piece
                                  // (a game of wider plays writes "pieces", for "2 pieces")
  text.dealer_figure = "dealer";  // the dealer's multiplier figure, where there is a stake
  sc.seats =
      paipu::trick::table_seats(table_, dealer_.seat, stake_multiplier(), scores_, to_move(), text);
  sc.zones = paipu::trick::table_zones(piece_table(), hands_, table_, viewer, text);
  if (!finished_) sc.info.push_back("trick " + std::to_string(table_.trick_number()));
  return sc;
}

}  // namespace mygame
