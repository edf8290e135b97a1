// What a hand shows: each seat's cards, the trick on the table (kept until the next lead, its
// winning play marked), the point cards each seat has taken, the kitty face down, and the bidding,
// contract and trumps as info lines.
#include "hand.hpp"
#include "paipu/trick/basics.hpp"
#include "paipu/trick/zones.hpp"

namespace paipu::sandaha {

Scene SandahaHand::scene(int viewer) const {
  const Round& r = round_;
  const int n = r.seats();
  const int declarer = r.auction().over() ? r.auction().declarer() : -1;
  const bool ordered = r.trump_named();
  Scene sc;
  sc.viewer = viewer;
  for (int s = 0; s < n; ++s) {
    SeatInfo si;
    si.wind = trick::seat_name(s);
    si.score =
        static_cast<std::size_t>(s) < scores_.size() ? scores_[static_cast<std::size_t>(s)] : 0;
    si.to_move = s == r.to_move();
    si.figures.push_back({"taken", std::to_string(r.table().won(s))});
    if (s == declarer) si.status = "declarer " + std::to_string(r.auction().contract());
    sc.seats.push_back(std::move(si));
  }
  for (int s = 0; s < n; ++s)
    sc.zones.push_back(trick::hand_zone(piece_table(), r.hands(), s, viewer));
  const trick::Table& t = r.table();
  sc.zones.push_back(trick::trick_zone(piece_table(), t, viewer));
  // Point cards taken, by seat and trick (the trick on the table not yet).
  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::won, s, "points", {}};
    for (const trick::Trick& k : trick::tricks_taken_in(t)) {
      if (k.winner() != s) continue;
      SceneGroup g;
      g.seat = s;
      g.trick = k.number;
      for (const trick::Play& p : k.plays)
        for (PieceId c : p.pieces)
          if (points(c) > 0) g.pieces.push_back(trick::scene_piece(piece_table(), c, false, true));
      if (!g.pieces.empty()) z.groups.push_back(std::move(g));
    }
    sc.zones.push_back(std::move(z));
  }
  // The kitty: dealt face down, shown to all when taken up, buried face down (the declarer knows
  // it).
  Zone kitty{ZoneKind::bottom, -1, "kitty", {}};
  SceneGroup kg;
  if (!r.kitty_taken()) {
    kg.pieces.assign(static_cast<std::size_t>(r.layout().kitty),
                     trick::scene_piece(piece_table(), kUnknownPiece, true, false));
  } else if (r.buried()) {
    for (PieceId c : r.kitty())
      kg.pieces.push_back(
          trick::scene_piece(piece_table(), c, true, viewer < 0 || viewer == declarer));
  }
  if (!kg.pieces.empty()) kitty.groups.push_back(std::move(kg));
  sc.zones.push_back(std::move(kitty));
  // Info: the contract and trumps, the trick, the defenders' points; the outcome at the end.
  if (declarer < 0) {
    sc.info.push_back("bidding: " + trick::seat_name(r.auction().to_call()) + " to call" +
                      (r.auction().lowest_bid() > 0
                           ? ", lowest bid " + std::to_string(r.auction().lowest_bid())
                           : std::string()));
  } else {
    std::string line =
        trick::seat_name(declarer) + " declares at " + std::to_string(r.auction().contract());
    if (ordered)
      line += r.trump() ? std::string(", trumps ") + suit_name(*r.trump()) : ", no trumps";
    sc.info.push_back(line);
    sc.info.push_back("defenders' points " + std::to_string(r.defenders_points()));
  }
  if (finished()) {
    const RoundResult& res = r.result();
    sc.info.push_back(std::string(res.score.surrendered ? "surrender: " : "") +
                      grade_name(res.score.grade) + " (" + std::to_string(res.defenders_points) +
                      " points)");
  }
  return sc;
}

}  // namespace paipu::sandaha
