// What a hand offers and shows: legal moves (for `paipu generate` and `paipu check-plugin`), a
// random deal and the scene.
#include <algorithm>
#include <string>

#include "hand.hpp"

namespace bigtwo {

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
  const bool first = round_.number == 0;
  const Round::Play* last = round_.plays.empty() ? nullptr : &round_.plays.back();
  // Before the first play with no deal showing ♦3, any seat may be its holder.
  for (int k = 0; k < seats(); ++k) {
    const int seat = to_move() < 0 ? k : to_move();
    // Only cards the record has named can be offered (every play is face up): the kit visits each
    // set of `size` of them, and the game keeps the combinations that may be played now. A follow
    // has the last play's size, so only those sets are visited.
    const std::vector<PieceId> known = hands_.known(seat);
    auto offer = [&](const std::vector<PieceId>& cards) {
      const std::optional<Combo> c = classify(cards);
      if (!c || (last && !beats(*c, last->combo))) return true;
      if (first && std::find(cards.begin(), cards.end(), kDiamondThree) == cards.end()) return true;
      return visit(event(seat, kPlay, cards));
    };
    for (int size : {1, 2, 3, 5})
      if (!last || size == last->combo.size())
        if (!paipu::trick::visit_sub_multisets(known, size, offer)) return;
    if (last && !visit(event(seat, kPass, {}))) return;
    if (to_move() >= 0) return;
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
  const int mover = to_move();
  for (int s = 0; s < seats(); ++s) {
    paipu::SeatInfo& seat = sc.seats.emplace_back();
    seat.wind = paipu::trick::seat_name(s);
    seat.figures.push_back({"cards", std::to_string(hands_.size(s))});
    if (round_.passed[static_cast<std::size_t>(s)]) seat.status = "passed";
    seat.score = scores_[static_cast<std::size_t>(s)];
    seat.dealer = dealer_.seat == s;
    seat.to_move = mover == s;
    sc.zones.push_back(paipu::trick::hand_zone(piece_table(), hands_, s, viewer));
  }
  // The round on the table, one group per play; the last play is the one to beat.
  paipu::Zone table;
  table.kind = paipu::ZoneKind::trick;
  table.label = round_.number == 0 ? "" : "round " + std::to_string(round_.number);
  for (std::size_t i = 0; i < round_.plays.size(); ++i) {
    const Round::Play& p = round_.plays[i];
    paipu::SceneGroup& g = table.groups.emplace_back();
    g.seat = p.seat;
    g.caption = describe(p.combo);
    g.winning = i + 1 == round_.plays.size();
    g.highlight = g.winning && round_.passes == 0;
    for (PieceId c : p.cards)
      g.pieces.push_back(paipu::trick::scene_piece(piece_table(), c, false, true));
  }
  sc.zones.push_back(std::move(table));
  if (finished_)
    sc.info.push_back(paipu::trick::seat_name(result_.winner) + " wins the hand");
  else if (round_.number == 0 && mover < 0)
    sc.info.push_back("the seat holding ♦3 leads");
  return sc;
}

}  // namespace bigtwo
