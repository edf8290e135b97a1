// What a hand shows: each seat's cards, the trick on the table (kept until the next lead, its
// winning play marked), the point cards each seat has taken, the kitty, the auction call by call,
// and the contract and trumps as info lines. Every card whose face the view knows says whether it
// is a trump, so a painter can mark trumps without knowing the game.
#include <algorithm>
#include <utility>

#include "hand.hpp"
#include "paipu/trick/basics.hpp"
#include "paipu/trick/zones.hpp"

namespace paipu::sandaha {

namespace {

// 常主 (jokers, 7s, 2s) are trumps from the deal on, whatever is named later; the trump suit joins
// them once the declarer names it.
bool ranks_as_trump(const Round& r, PieceId c) {
  if (c >= kKinds) return false;
  return r.trump_named() ? r.order().is_trump(c) : permanent_trump(c);
}

void mark_trumps(const Round& r, Scene& sc) {
  for (Zone& z : sc.zones)
    for (SceneGroup& g : z.groups)
      for (ScenePiece& p : g.pieces) p.trump = !p.hidden && ranks_as_trump(r, p.id);
}

// A hand as a player holds it: the side suits in suit and rank order (as the ids run), then the
// trumps together at the right, strongest first; backs stay last. Every view sorts the same
// known cards alike, so a seat's own hand lies as in the omniscient view.
void sort_hand(const Round& r, Zone& hand) {
  const trick::CardOrder order =
      r.trump_named() ? r.order() : card_order(std::nullopt, r.layout().deck);
  auto key = [&](const ScenePiece& p) {
    if (p.hidden || p.id >= kKinds) return std::pair{2, 0};
    if (ranks_as_trump(r, p.id)) return std::pair{1, -order.level_of(p.id)};
    // Suits alternate in colour, ♠ ♥ ♣ ♦, so that the two red suits never sit side by side; within
    // a suit the deck's own order.
    static constexpr int kPlace[kSuits] = {0, 1, 3, 2};
    return std::pair{0, kPlace[static_cast<int>(suit_of(p.id))] * kKinds + static_cast<int>(p.id)};
  };
  for (SceneGroup& g : hand.groups)
    std::stable_sort(g.pieces.begin(), g.pieces.end(),
                     [&](const ScenePiece& a, const ScenePiece& b) { return key(a) < key(b); });
}

Zone auction_zone(const Auction& a) {
  Zone z{ZoneKind::bids, -1, "bids", {}};
  for (const Auction::Call& c : a.history()) {
    SceneGroup g;
    g.seat = c.seat;
    g.caption = c.bid > 0 ? std::to_string(c.bid) : "pass";
    z.groups.push_back(std::move(g));
  }
  return z;
}

// The kitty: dealt face down; shown face up to everyone as the declarer takes it up; buried face
// down, where only the declarer knows it; turned up at the end when the defenders take it (抠底),
// since its points then count for them.
Zone kitty_zone(const Round& r, int viewer, int declarer, bool over) {
  Zone z{ZoneKind::bottom, -1, "kitty", {}};
  SceneGroup g;
  if (!r.kitty_taken()) {
    g.pieces.assign(static_cast<std::size_t>(r.layout().kitty),
                    trick::scene_piece(piece_table(), kUnknownPiece, true, false));
  } else if (!r.buried()) {
    g.caption = "shown";
    for (PieceId c : r.kitty()) {
      ScenePiece p = trick::scene_piece(piece_table(), c, false, true);
      // Only the take comes between it and naming trumps, burying or surrendering.
      p.highlight = !r.trump_named() && !over;
      g.pieces.push_back(std::move(p));
    }
  } else {
    const bool dug = over && r.result().kitty_taken;
    if (dug) g.caption = "抠底";
    for (PieceId c : r.kitty())
      g.pieces.push_back(
          trick::scene_piece(piece_table(), c, !dug, dug || viewer < 0 || viewer == declarer));
  }
  if (!g.pieces.empty()) z.groups.push_back(std::move(g));
  return z;
}

// A challenged throw stays in sight until the re-lead: where it was played, face up and greyed,
// captioned "taken back". Its cards are back in the thrower's hand, so the hand shows that many
// fewer meanwhile (known ones by face; where the view sees only backs, backs from its end): each
// card is drawn once, and a view learns nothing it did not see played.
void show_challenged_throw(const Round& r, Scene& sc) {
  if (r.relead().empty() || r.challenged_thrower() < 0) return;
  const int thrower = r.challenged_thrower();
  const auto& thrown = r.challenged_throw();
  for (Zone& z : sc.zones) {
    if (z.kind != ZoneKind::hand || z.seat != thrower || z.groups.empty()) continue;
    auto& pieces = z.groups.front().pieces;
    for (PieceId c : thrown) {
      auto it = std::find_if(pieces.begin(), pieces.end(),
                             [&](const ScenePiece& p) { return !p.hidden && p.id == c; });
      if (it == pieces.end()) {
        it = std::find_if(pieces.rbegin(), pieces.rend(), [](const ScenePiece& p) {
               return p.hidden;
             }).base();
        if (it == pieces.begin()) continue;
        --it;
      }
      pieces.erase(it);
    }
  }
  for (Zone& z : sc.zones) {
    if (z.kind != ZoneKind::trick) continue;
    SceneGroup g;
    g.seat = thrower;
    g.caption = "taken back";
    for (PieceId c : thrown) {
      ScenePiece p = trick::scene_piece(piece_table(), c, false, true);
      p.dimmed = true;
      g.pieces.push_back(std::move(p));
    }
    z.groups.push_back(std::move(g));
  }
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
    // The card points in the tricks the seat has won: what the hand is scored on.
    si.figures.push_back({"points", std::to_string(r.table().won(s))});
    if (s == declarer) si.status = "declarer " + std::to_string(r.auction().contract());
    sc.seats.push_back(std::move(si));
  }
  for (int s = 0; s < n; ++s) {
    sc.zones.push_back(trick::hand_zone(piece_table(), r.hands(), s, viewer));
    sort_hand(r, sc.zones.back());
  }
  const trick::Table& t = r.table();
  sc.zones.push_back(trick::trick_zone(piece_table(), t, viewer));
  show_challenged_throw(r, sc);
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
  sc.zones.push_back(kitty_zone(r, viewer, declarer, finished()));
  sc.zones.push_back(auction_zone(r.auction()));
  // Info: the contract and trumps, the trick, the defenders' points; the outcome at the end.
  if (r.auction().redealt()) {
    sc.info.push_back("every seat passed: the cards are dealt again");
  } else if (declarer < 0) {
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
  if (finished() && !r.auction().redealt()) {
    const RoundResult& res = r.result();
    sc.info.push_back(std::string(res.score.surrendered ? "surrender: " : "") +
                      grade_name(res.score.grade) + " (" + std::to_string(res.defenders_points) +
                      " points)");
  }
  mark_trumps(r, sc);
  return sc;
}

}  // namespace paipu::sandaha
