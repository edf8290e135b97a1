// What a hand shows: each seat's cards, the trick on the table (kept until the next lead, its
// winning play marked), the point cards each seat has taken, the kitty face down, and the bidding,
// contract and trumps as info lines.
#include "hand.hpp"
#include "paipu/trick/basics.hpp"
#include "paipu/trick/zones.hpp"

namespace paipu::sandaha {

namespace {

ScenePiece card_piece(PieceId c, bool visible) {
  return trick::scene_piece(piece_table(), c, false, visible);
}

}  // namespace

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
  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::hand, s, "hand", {}};
    SceneGroup g;
    g.seat = s;
    std::vector<PieceId> cards = r.hands().known(s);
    cards.insert(cards.end(), static_cast<std::size_t>(r.hands().unknown(s)), kUnknownPiece);
    cards.resize(static_cast<std::size_t>(std::max(0, r.hands().size(s))));
    for (PieceId c : cards) g.pieces.push_back(card_piece(c, viewer < 0 || viewer == s));
    z.groups.push_back(std::move(g));
    sc.zones.push_back(std::move(z));
  }
  // The open trick, else the one just finished.
  const trick::Table& t = r.table();
  const trick::Trick* shown = &t.current();
  if (!t.trick_open() && !t.history().empty()) shown = &t.history().back();
  Zone trick_zone{ZoneKind::trick, -1, "trick", {}};
  for (std::size_t i = 0; i < shown->plays.size(); ++i) {
    const trick::Play& p = shown->plays[i];
    SceneGroup g;
    g.seat = p.seat;
    g.trick = shown->number;
    g.caption = i == 0 ? "lead" : "";
    g.winning = static_cast<int>(i) == shown->best;
    for (PieceId c : p.pieces) g.pieces.push_back(card_piece(c, true));
    trick_zone.groups.push_back(std::move(g));
  }
  sc.zones.push_back(std::move(trick_zone));
  // Point cards taken, by seat and trick (the trick on the table not yet).
  std::span<const trick::Trick> done = t.history();
  if (shown != &t.current()) done = done.first(done.size() - 1);
  for (int s = 0; s < n; ++s) {
    Zone z{ZoneKind::won, s, "points", {}};
    for (const trick::Trick& k : done) {
      if (k.winner() != s) continue;
      SceneGroup g;
      g.seat = s;
      g.trick = k.number;
      for (const trick::Play& p : k.plays)
        for (PieceId c : p.pieces)
          if (points(c) > 0) g.pieces.push_back(card_piece(c, true));
      if (!g.pieces.empty()) z.groups.push_back(std::move(g));
    }
    sc.zones.push_back(std::move(z));
  }
  // The kitty: dealt face down, shown to all when taken up, buried face down (the declarer knows
  // it).
  Zone kitty{ZoneKind::bottom, -1, "kitty", {}};
  SceneGroup kg;
  if (!r.kitty_taken()) {
    kg.pieces.assign(static_cast<std::size_t>(r.layout().kitty), card_piece(kUnknownPiece, false));
    for (ScenePiece& p : kg.pieces) p.face_down = true;
  } else if (r.buried()) {
    for (PieceId c : r.kitty()) {
      ScenePiece p = card_piece(c, viewer < 0 || viewer == declarer);
      p.face_down = true;
      kg.pieces.push_back(std::move(p));
    }
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
