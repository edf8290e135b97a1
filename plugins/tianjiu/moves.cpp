// What a hand offers and shows: legal moves for generated hands, the random deal and the scene.
#include <algorithm>
#include <functional>

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

void TianjiuHand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  if (finished_) return;
  const bool wen = opt_.wen_zhizun;
  if (!started()) {
    const int from = std::max(dealer_.seat, 0);
    for (int k = 0; k < seats(); ++k) {
      const int s = (from + k) % seats();
      if (!hands_.fully_known(s)) continue;
      for (Dealt level : {Dealt::bazhi, Dealt::qizhi}) {
        if (dealt_pattern(hands_.known(s), level, opt_).empty()) continue;
        if (!visit(event(s, kDeclare, {}, {dealt_name(level)}))) return;
        break;
      }
    }
  }
  // While the dealer is unknown anyone may lead.
  for (int k = 0; k < seats(); ++k) {
    const int seat = to_move() < 0 ? k : to_move();
    trick::MovesAsEvents events(seat, kPlay, kPad, visit);
    const trick::MoveVisitor as_event = std::ref(events);
    if (!table_.trick_open()) {
      const bool go_on = trick::visit_lead_moves(
          hands_, seat, 4,
          [&](const std::vector<PieceId>& m) { return classify(m, true, wen).cls != Cls::none; },
          as_event);
      if (!go_on) return;
    } else {
      const trick::Trick& t = table_.current();
      const Combo lead = combo_of(t.lead());
      const Combo best = combo_of(t.best_play());
      const bool can_win = eligible(seat);
      const bool go_on = trick::visit_follow_moves(
          hands_, seat, t.width(), true,
          [&](const std::vector<PieceId>& m) {
            return can_win && judge(lead, best, classify(m, false, wen)) == Verdict::beats;
          },
          as_event);
      if (!go_on) return;
    }
    if (to_move() >= 0) return;
  }
}

std::vector<Event> TianjiuHand::sample_deal(std::uint64_t seed) const {
  auto hands = trick::shuffled_deal(copy_limits(), seats(), kHandSize, seed);
  std::vector<Event> out;
  out.reserve(static_cast<std::size_t>(seats()));
  for (int s = 0; s < seats(); ++s)
    out.push_back(event(s, kDeal, std::move(hands[static_cast<std::size_t>(s)])));
  return out;
}

Scene TianjiuHand::scene(int viewer) const {
  Scene sc;
  sc.viewer = viewer;
  const int d = multiplier();
  // 打天九's words: a pad is 墊, tricks are counted in 棟 (won count and pile captions), the
  // dealer's multiplier is 親's.
  trick::ZoneText text;
  text.face_down = "墊";
  text.seat_label = "棟";
  text.pile_caption = "棟";
  text.dealer_figure = "親";
  sc.seats = trick::table_seats(table_, dealer_.seat, stake_multiplier(), scores_, to_move(), text);
  sc.zones = trick::table_zones(piece_table(), hands_, table_, viewer, text);
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
