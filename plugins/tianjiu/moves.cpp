// What a hand offers and shows: legal moves for generated hands, the random deal and the scene.
#include <algorithm>

#include "dealt.hpp"
#include "hand.hpp"
#include "hand_detail.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

using detail::combo_of;
using detail::num;
using trick::seat_name;

namespace {

Event event(int seat, int verb, std::vector<PieceId> pieces, std::vector<std::string> words = {}) {
  Event e;
  e.seat = seat;
  e.verb = verb;
  e.pieces = std::move(pieces);
  e.words = std::move(words);
  return e;
}

}  // namespace

std::vector<Event> TianjiuHand::legal_moves() const {
  std::vector<Event> out;
  if (finished_) return out;
  const bool wen = opt_.wen_zhizun;
  if (!started()) {
    const int from = std::max(dealer_.seat, 0);
    for (int k = 0; k < kSeats; ++k) {
      const int s = (from + k) % kSeats;
      if (!hands_.fully_known(s)) continue;
      for (Dealt level : {Dealt::bazhi, Dealt::qizhi}) {
        if (dealt_pattern(hands_.known(s), level, opt_).empty()) continue;
        out.push_back(event(s, kDeclare, {}, {dealt_name(level)}));
        break;
      }
    }
  }
  // While the dealer is unknown anyone may lead.
  std::vector<int> movers = {to_move()};
  if (to_move() < 0) movers = {0, 1, 2, 3};
  for (int seat : movers) {
    std::vector<trick::Move> moves;
    if (!table_.trick_open()) {
      moves = trick::lead_moves(hands_, seat, 4, [&](const std::vector<PieceId>& m) {
        return classify(m, true, wen).cls != Cls::none;
      });
    } else {
      const trick::Trick& t = table_.current();
      const Combo lead = combo_of(t.lead());
      const Combo best = combo_of(t.best_play());
      const bool can_win = eligible(seat);
      moves =
          trick::follow_moves(hands_, seat, t.width(), true, [&](const std::vector<PieceId>& m) {
            return can_win && judge(lead, best, classify(m, false, wen)) == Verdict::beats;
          });
    }
    for (trick::Move& m : moves)
      out.push_back(event(seat, m.face_up ? kPlay : kPad, std::move(m.pieces)));
  }
  return out;
}

std::vector<Event> TianjiuHand::sample_deal(std::uint64_t seed) const {
  auto hands = trick::shuffled_deal(copy_limits(), kSeats, kHandSize, seed);
  std::vector<Event> out;
  out.reserve(kSeats);
  for (int s = 0; s < kSeats; ++s)
    out.push_back(event(s, kDeal, std::move(hands[static_cast<std::size_t>(s)])));
  return out;
}

Scene TianjiuHand::scene(int viewer) const {
  Scene sc;
  sc.viewer = viewer;
  const int d = multiplier();
  sc.seats = trick::table_seats(table_, dealer_.seat, d, scores_, to_move());
  sc.zones = trick::table_zones(piece_table(), hands_, table_, viewer);
  if (!finished_) {
    const bool last = table_.trick_open() && table_.current().last;
    sc.info.push_back("trick " + num(table_.trick_number()) + (last ? " (結)" : ""));
  }
  sc.info.push_back(dealer_.seat < 0 ? std::string("dealer unknown")
                                     : "親倍数 ×" + num(d) + " (dealer " + seat_name(dealer_.seat) +
                                           (dealer_.first ? ", 仮親" : "") + ")");
  if (finished_ && result_.dealt != Dealt::none)
    sc.info.push_back(seat_name(result_.winner) + " declared " + dealt_name(result_.dealt) + " (" +
                      result_.dealt_pattern + ")");
  else if (finished_)
    sc.info.push_back(seat_name(result_.winner) + " wins the hand (結)");
  return sc;
}

}  // namespace paipu::tianjiu
