// What a hand offers and shows: legal moves (for `paipu generate`), a random deal and the scene.
#include <string>

#include "hand.hpp"

namespace fourtricks {

namespace {

paipu::Event event(int seat, int verb, std::vector<PieceId> cards) {
  paipu::Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(cards);
  return e;
}

}  // namespace

void Hand::visit_legal_moves(const std::function<bool(const paipu::Event&)>& visit) const {
  if (finished_) return;
  // While the dealer is unknown any seat may lead.
  for (int k = 0; k < seats(); ++k) {
    const int seat = to_move() < 0 ? k : to_move();
    auto as_event = [&](const paipu::trick::Move& m) {
      return visit(event(seat, kPlay, m.pieces));
    };
    bool go_on = true;
    if (!table_.trick_open()) {
      go_on = paipu::trick::visit_lead_moves(
          hands_, seat, 1, [](const std::vector<PieceId>&) { return true; }, as_event);
    } else {
      const auto led = static_cast<Suit>(table_.current().lead().kind);
      const bool must_follow = led_suit_card(seat).has_value();
      go_on = paipu::trick::visit_follow_moves(
          hands_, seat, 1, false,
          [&](const std::vector<PieceId>& m) { return !must_follow || suit_of(m.front()) == led; },
          as_event);
    }
    if (!go_on || to_move() >= 0) return;
  }
}

std::vector<paipu::Event> Hand::sample_deal(std::uint64_t seed) const {
  const auto hands = paipu::trick::shuffled_deal(copy_limits(), seats(), kHandSize, seed);
  std::vector<paipu::Event> out;
  for (int s = 0; s < seats(); ++s)
    out.push_back(event(s, kDeal, hands[static_cast<std::size_t>(s)]));
  return out;
}

paipu::Scene Hand::scene(int viewer) const {
  paipu::Scene sc;
  sc.viewer = viewer;
  // The kit's words are no game's: no caption on a won trick (every play here is one card) and
  // none on a face-down follow (there is none). The seat's figure counts tricks: "tricks 2".
  paipu::trick::ZoneText text;
  text.seat_label = "tricks";
  sc.seats =
      paipu::trick::table_seats(table_, dealer_.seat, stake_multiplier(), scores_, to_move(), text);
  sc.zones = paipu::trick::table_zones(piece_table(), hands_, table_, viewer, text);
  if (!finished_) sc.info.push_back("trick " + std::to_string(table_.trick_number()));
  if (dealer_.seat < 0) sc.info.push_back("dealer unknown");
  if (finished_) sc.info.push_back(paipu::trick::seat_name(result_.winner) + " wins the hand");
  return sc;
}

}  // namespace fourtricks
