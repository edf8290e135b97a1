// Scenes made by hand with every zone kind the scene model has, for tables of 3 and 4 seats: what
// the games still to come (三打哈, the mahjong games) will show, before their plugins exist.
#pragma once

#include <vector>

#include "paipu/scene.hpp"

namespace paipu::viewer::synthetic {

// A mahjong table late in a hand: full hands, three melds a seat with the called tile from each
// direction, rivers of 18 with tsumogiri, a riichi tile and a claimed tile, pulled tiles, the wall
// with its count, indicators and a wildcard, long player names and figures.
Scene mahjong(int seats);
// A card table: hands of 12–25, a trick in progress with its winning play, won tricks, the kitty
// face down, and the auction (calls with and without cards).
Scene cards(int seats);
// A 3-seat riichi table late in a hand: a concealed hand with its drawn tile apart, two melds zones
// a seat (an open riichi's shown tiles, then kans of 8 and 5 and a pon), six pulled tiles, rivers
// of 22, the wall's count, two indicator zones and every face-up 白 wild.
Scene riichi3();
// Every synthetic scene, for 3 and 4 seats.
std::vector<Scene> all();

}  // namespace paipu::viewer::synthetic
