// What a hand offers and shows: legal moves for generated hands, the random deal and the scene.
#include <functional>

#include "daqizi.hpp"
#include "hand.hpp"
#include "pieces.hpp"

namespace paipu::daqizi {

namespace {

Event event(int seat, int verb, std::vector<PieceId> pieces) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(pieces);
  return e;
}

std::string num(long long n) {
  return std::to_string(n);
}

}  // namespace

void DaqiziHand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  if (finished_) return;
  // While the dealer is unknown anyone may lead.
  for (int k = 0; k < seats(); ++k) {
    const int seat = to_move() < 0 ? k : to_move();
    trick::MovesAsEvents events(seat, kPlay, kPad, visit);
    const trick::MoveVisitor as_event = std::ref(events);
    if (!table_.trick_open()) {
      const bool go_on = trick::visit_lead_moves(
          hands_, seat, 5,
          [&](const std::vector<PieceId>& m) { return classify(m, opt_).cls != Cls::none; },
          as_event);
      if (!go_on) return;
    } else {
      const trick::Play& t = target();
      const Combo against{static_cast<Cls>(t.kind), static_cast<int>(t.strength)};
      const bool can_win = eligible(seat);
      const bool go_on = trick::visit_follow_moves(
          hands_, seat, table_.current().width(), true,
          [&](const std::vector<PieceId>& m) {
            return can_win && judge(against, classify(m, opt_), opt_) == Verdict::beats;
          },
          as_event);
      if (!go_on) return;
    }
    if (to_move() >= 0) return;
  }
}

std::vector<Event> DaqiziHand::sample_deal(std::uint64_t seed) const {
  const auto hands = trick::shuffled_deal(copy_limits(), seats(), kHandSize, seed);
  std::vector<Event> out;
  out.reserve(static_cast<std::size_t>(seats()));
  for (int s = 0; s < seats(); ++s)
    out.push_back(event(s, kDeal, hands[static_cast<std::size_t>(s)]));
  return out;
}

Scene DaqiziHand::scene(int viewer) const {
  Scene sc;
  sc.viewer = viewer;
  const int d = multiplier();
  trick::ZoneText text;
  text.face_down = "pad";
  text.seat_label = "face up";
  text.pile_caption = "face up";
  text.dealer_figure = "親";
  text.winner_takes_trick = false;  // the winner keeps its own play; the rest go to the middle
  sc.seats = trick::table_seats(table_, dealer_.seat, stake_multiplier(), scores_, to_move(), text);
  sc.zones = trick::table_zones(piece_table(), hands_, table_, viewer, text);
  if (!finished_) {
    const bool last = table_.trick_open() && table_.current().last;
    sc.info.push_back("trick " + num(table_.trick_number()) + (last ? " (last)" : ""));
  }
  if (dealer_.seat < 0)
    sc.info.push_back("dealer unknown");
  else
    sc.info.push_back("親倍数 ×" + num(d) + " (dealer " + trick::seat_name(dealer_.seat) +
                      (dealer_.first ? ", first dealer" : "") + ")");
  if (finished_) sc.info.push_back(trick::seat_name(result_.winner) + " wins the hand");
  return sc;
}

}  // namespace paipu::daqizi
