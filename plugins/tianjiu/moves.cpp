// What a hand offers and shows: legal moves for generated hands, the random deal and the scene.
#include <algorithm>
#include <random>

#include "dealt.hpp"
#include "hand.hpp"
#include "hand_detail.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

using detail::combo_of;
using detail::num;
using detail::who;

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
    const std::vector<PieceId> known = hands_.known(seat);
    if (!table_.trick_open()) {
      for (int k = 1; k <= 4; ++k)
        for (auto& m : sub_multisets(known, k))
          if (classify(m, true, wen).cls != Cls::none)
            out.push_back(event(seat, kPlay, std::move(m)));
      continue;
    }
    const trick::Trick& t = table_.current();
    const Combo lead = combo_of(t.lead());
    const Combo best = combo_of(t.best_play());
    const bool can_win = eligible(seat);
    for (auto& m : sub_multisets(known, t.width())) {
      if (can_win && judge(lead, best, classify(m, false, wen)) == Verdict::beats)
        out.push_back(event(seat, kPlay, m));
      out.push_back(event(seat, kPad, std::move(m)));
    }
    if (!hands_.fully_known(seat) && hands_.size(seat) >= t.width())
      out.push_back(event(
          seat, kPad, std::vector<PieceId>(static_cast<std::size_t>(t.width()), kUnknownPiece)));
  }
  return out;
}

std::vector<Event> TianjiuHand::sample_deal(std::uint64_t seed) const {
  std::vector<PieceId> deck;
  for (int k = 0; k < kKinds; ++k)
    deck.insert(deck.end(), static_cast<std::size_t>(copies(tile(static_cast<PieceId>(k)))),
                static_cast<PieceId>(k));
  std::mt19937_64 rng(seed);
  std::shuffle(deck.begin(), deck.end(), rng);
  std::vector<Event> out;
  for (int s = 0; s < kSeats; ++s) {
    auto from = deck.begin() + s * kHandSize;
    std::vector<PieceId> hand(from, from + kHandSize);
    std::sort(hand.begin(), hand.end());
    out.push_back(event(s, kDeal, std::move(hand)));
  }
  return out;
}

Scene TianjiuHand::scene(int viewer) const {
  Scene sc;
  sc.viewer = viewer;
  const int d = multiplier();
  for (int s = 0; s < kSeats; ++s) {
    SeatInfo si;
    si.wind = kSeatNames[s];
    si.status = num(table_.won(s)) + " 棟";
    if (s == dealer_.seat) si.status += ", 親 ×" + num(d);
    si.score = scores_[static_cast<std::size_t>(s)];
    si.dealer = s == dealer_.seat;
    si.to_move = s == to_move();
    sc.seats.push_back(std::move(si));
  }
  sc.zones = trick::table_zones(piece_table(), hands_, table_, viewer);
  if (!finished_) {
    const bool last = table_.trick_open() && table_.current().last;
    sc.info.push_back("trick " + num(table_.trick_number()) + (last ? " (結)" : ""));
  }
  sc.info.push_back(dealer_.seat < 0 ? std::string("dealer unknown")
                                     : "親倍数 ×" + num(d) + " (dealer " + who(dealer_.seat) +
                                           (dealer_.first ? ", 仮親" : "") + ")");
  if (finished_ && result_.dealt != Dealt::none)
    sc.info.push_back(who(result_.winner) + " declared " + dealt_name(result_.dealt) + " (" +
                      result_.dealt_pattern + ")");
  else if (finished_)
    sc.info.push_back(who(result_.winner) + " wins the hand (結)");
  return sc;
}

}  // namespace paipu::tianjiu
