#include "synthetic_scenes.hpp"

#include <string>

namespace paipu::viewer::synthetic {

namespace {

const char* kWinds[] = {"E", "S", "W", "N"};
const char* kNames[] = {"Alexandrina Featherstonehaugh", "Ben", "陳大文", "Dai"};

ScenePiece piece(Family f, std::string face) {
  ScenePiece p;
  p.id = 0;
  p.family = f;
  p.label = face;
  p.face = std::move(face);
  return p;
}

SceneGroup group(Family f, int seat, const std::vector<std::string>& faces,
                 std::string caption = {}) {
  SceneGroup g;
  g.seat = seat;
  g.caption = std::move(caption);
  for (const auto& face : faces) {
    g.pieces.push_back(piece(f, face));
  }
  return g;
}

void add_seats(Scene& s, int seats, const char* unit) {
  s.marks = {.dealer_badge = "親", .trump_mark = "主"};  // the bundled games' marks
  for (int i = 0; i < seats; ++i) {
    SeatInfo si;
    si.wind = kWinds[i];
    si.name = kNames[i];
    si.score = i == 0 ? -123400 : 35000;
    si.dealer = i == 0;
    si.to_move = i == 1;
    si.figures = {{unit, "13"}};
    if (i == 0) {
      si.figures.push_back({"親", "×2"});
    }
    if (i == 2) {
      si.status = "riichi";
    }
    s.seats.push_back(si);
  }
}

}  // namespace

Scene mahjong(int seats) {
  const Family f = Family::mahjong;
  Scene s;
  add_seats(s, seats, "tiles");
  for (int i = 0; i < seats; ++i) {
    Zone hand{ZoneKind::hand, i, "hand", {}};
    hand.groups.push_back(group(
        f, i, {"1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "P", "P", "F"}));
    s.zones.push_back(hand);

    Zone melds{ZoneKind::melds, i, "melds", {}};
    // Called from the seat before, across and after: the turned tile goes left, middle, right.
    for (int k = 1; k <= 3; ++k) {
      SceneGroup g = group(f, i, {"6s", "6s", "6s", k == 2 ? "6s" : "7s"}, k == 2 ? "kan" : "pon");
      if (k != 2) {
        g.pieces.pop_back();
      }
      g.pieces[0].from = (i + k) % seats;
      melds.groups.push_back(g);
    }
    s.zones.push_back(melds);

    Zone river{ZoneKind::discards, i, "river", {}};
    SceneGroup r = group(f, i,
                         {"1m", "9p", "S", "W", "2s", "8m", "C", "3p", "7s", "E", "4m", "6p", "N",
                          "1s", "9s", "F", "5m", "2p"});
    for (std::size_t k = 0; k < r.pieces.size(); k += 3) {
      r.pieces[k].tsumogiri = true;
    }
    r.pieces[4].dimmed = true;
    r.pieces[7].sideways = i == 2;
    r.pieces.back().highlight = i == 1;
    river.groups.push_back(r);
    s.zones.push_back(river);

    Zone pulled{ZoneKind::pulled, i, seats == 3 ? "抜き" : "flowers", {}};
    pulled.groups.push_back(group(
        f, i,
        seats == 3 ? std::vector<std::string>{"N", "N"} : std::vector<std::string>{"f1", "f6"}));
    s.zones.push_back(pulled);
  }
  Zone wall{ZoneKind::wall, -1, "wall", {}};
  SceneGroup backs;
  for (int k = 0; k < 10; ++k) {
    ScenePiece p = piece(f, "");
    p.hidden = true;
    backs.pieces.push_back(p);
  }
  wall.groups.push_back(backs);
  wall.count = 70;
  s.zones.push_back(wall);
  Zone ind{ZoneKind::info, -1, "indicators", {}};
  SceneGroup g = group(f, -1, {"4p", "E", "5p"});
  g.pieces[2].wild = true;
  ind.groups.push_back(g);
  s.zones.push_back(ind);
  s.info = {"round E2, 1 honba", "財神: 5p"};
  return s;
}

Scene cards(int seats) {
  const Family f = Family::card;
  Scene s;
  add_seats(s, seats, "points");
  const std::vector<std::string> hand = {"BJ",  "LJ",  "HA", "H10", "HK", "S2", "S5", "DQ", "D9",
                                         "C3",  "C10", "CJ", "H2",  "H7", "SA", "SK", "S9", "D4",
                                         "D10", "C5",  "C8", "CQ",  "H5", "DK", "H3"};
  for (int i = 0; i < seats; ++i) {
    Zone h{ZoneKind::hand, i, "hand", {}};
    h.groups.push_back(group(f, i, std::vector<std::string>(hand.begin(), hand.end() - 6 * i)));
    s.zones.push_back(h);
    Zone won{ZoneKind::won, i, "won", {}};
    for (int t = 1; t <= 5; ++t) {
      SceneGroup w =
          group(f, i, std::vector<std::string>(static_cast<std::size_t>(2 * seats), "S9"),
                std::to_string(t * 5) + " pts");
      w.trick = t;
      for (std::size_t k = 2; k < w.pieces.size(); ++k) {
        w.pieces[k].face_down = true;
      }
      won.groups.push_back(w);
    }
    s.zones.push_back(won);
  }
  Zone trick{ZoneKind::trick, -1, "trick", {}};
  for (int i = 0; i < seats; ++i) {
    SceneGroup p = group(f, (i + 1) % seats, {"HQ", "HQ"}, i == 0 ? "lead" : "");
    p.trick = 6;
    p.winning = i == 1;
    p.highlight = i + 1 == seats;
    trick.groups.push_back(p);
  }
  s.zones.push_back(trick);
  Zone kitty{ZoneKind::bottom, -1, "kitty", {}};
  SceneGroup k = group(f, -1, {"S4", "S8", "D3", "D5", "C6", "HJ", "D2", "C9"});
  for (auto& p : k.pieces) {
    p.face_down = true;
  }
  kitty.groups.push_back(k);
  s.zones.push_back(kitty);
  Zone bids{ZoneKind::bids, -1, "bids", {}};
  for (int i = 0; i < seats; ++i) {
    SceneGroup b;
    b.seat = i;
    b.caption = i + 1 == seats ? "pass" : std::to_string(80 - 5 * i);
    bids.groups.push_back(b);
  }
  bids.groups.push_back(group(f, 0, {"H5"}, "trump"));
  s.zones.push_back(bids);
  s.info = {"trump ♥", "bid 70 · 6th trick"};
  // Trumps as 三打哈 ranks them with hearts named: jokers, 7s, 2s and the hearts, wherever their
  // faces show.
  for (Zone& z : s.zones) {
    for (SceneGroup& g : z.groups) {
      for (ScenePiece& p : g.pieces) {
        const std::string& c = p.face;
        p.trump = c == "BJ" || c == "LJ" || c[0] == 'H' || c.substr(1) == "7" || c.substr(1) == "2";
      }
    }
  }
  return s;
}

Scene riichi3() {
  const Family f = Family::mahjong;
  Scene s;
  add_seats(s, 3, "tiles");
  for (int i = 0; i < 3; ++i) {
    Zone hand{ZoneKind::hand, i, "hand", {}};
    hand.groups.push_back(group(f, i, {"2p", "3p", "4p", "0p", "6p", "9p", "9p", "P", "P"}));
    hand.groups.push_back(group(f, i, {"8p"}));
    hand.groups.back().pieces[0].highlight = true;
    s.zones.push_back(hand);

    s.zones.push_back({ZoneKind::melds, i, "open riichi", {group(f, i, {"E", "E", "F", "F"})}});

    // Kans of every length the game allows: eight copies closed (the middle face down), five
    // with a called tile, and a pon.
    Zone melds{ZoneKind::melds, i, "melds", {}};
    SceneGroup closed = group(f, i, std::vector<std::string>(8, "7p"));
    closed.pieces[1].face_down = closed.pieces[2].face_down = true;
    melds.groups.push_back(closed);
    SceneGroup open = group(f, i, std::vector<std::string>(5, "3p"));
    open.pieces[0].from = (i + 1) % 3;
    melds.groups.push_back(open);
    SceneGroup pon = group(f, i, {"C", "C", "C"});
    pon.pieces[0].from = (i + 2) % 3;
    melds.groups.push_back(pon);
    s.zones.push_back(melds);

    s.zones.push_back(
        {ZoneKind::pulled, i, "ガリ", {group(f, i, {"N", "N", "1m", "9m", "1m", "9m"})}});

    Zone river{ZoneKind::discards, i, "river", {}};
    SceneGroup r = group(f, i, {"S", "W",  "2p", "C",  "3p", "7p", "E", "4p", "6p", "1p", "9p",
                                "F", "5p", "2p", "8p", "1p", "P",  "S", "W",  "E",  "3p", "6p"});
    r.pieces[5].sideways = true;
    r.pieces[8].dimmed = true;
    river.groups.push_back(r);
    s.zones.push_back(river);
  }
  Zone wall{ZoneKind::wall, -1, "wall", {group(f, -1, std::vector<std::string>(6, ""))}, 23};
  for (ScenePiece& p : wall.groups[0].pieces) {
    p.hidden = true;
  }
  s.zones.push_back(wall);
  s.zones.push_back(
      {ZoneKind::info, -1, "dora indicators", {group(f, -1, {"7p", "P", "8p", "N", "1p"})}});
  s.zones.push_back({ZoneKind::info, -1, "ura", {group(f, -1, {"9p", "S", "2p", "E", "4p"})}});
  for (Zone& z : s.zones) {
    for (SceneGroup& g : z.groups) {
      for (ScenePiece& p : g.pieces) {
        p.wild = z.kind != ZoneKind::info && p.face == "P";
      }
    }
  }
  s.info = {"live wall: 23 left", "ガリ reserve: 9 left", "wall: pinzu, 8 of each", "本場 2"};
  return s;
}

std::vector<Scene> all() {
  return {mahjong(3), mahjong(4), cards(3), cards(4), riichi3()};
}

}  // namespace paipu::viewer::synthetic
