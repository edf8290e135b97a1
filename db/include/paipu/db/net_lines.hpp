// What `paipu graph` draws, read from the database: each player's running net points over the
// hands they played or over dates, one panel per variant or all variants combined, and every
// seat-hand a panel does not draw, counted by player, so that the chart can say what it left out.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "paipu/db/query.hpp"

namespace paipu::db {

struct NetLine {
  std::string player;
  std::vector<double> x;  // hand numbers 1..n, or days since 1970-01-01, ascending
  std::vector<double> y;  // the running net after each
  long long hands = 0;    // settled hands on the line
};

// Seat-hands a panel does not draw, by player. None of them adds to a line, so a line's total
// differs from `paipu stats` exactly by what is named here.
struct LeftOut {
  std::map<std::string, long long> unsettled;   // no settlement: no points to add
  std::map<std::string, long long> undated;     // settled, but no Date to place on a date axis
  std::map<std::string, long long> beyond_top;  // settled hands of players past --top
  long long unnamed = 0;  // seat-hands of seats no tag names: many people, not one player
  bool empty() const {
    return unsettled.empty() && undated.empty() && beyond_top.empty() && unnamed == 0;
  }
};

struct NetPanel {
  std::string variant;                // empty when the variants are combined
  std::vector<NetLine> lines;         // most hands first
  std::vector<std::string> variants;  // those with hands in this panel, by id
  // Each line's net in each variant, over the hands its line adds; absent where the player has
  // none there.
  std::vector<std::map<std::string, long long>> by_variant;
  LeftOut left_out;
};

struct NetQuery {
  bool by_date = false;  // x is the day, else the player's hand count
  bool combine = false;  // one panel for all variants, else one per variant
  std::size_t top = 10;  // lines per panel, the players with most hands on the axis
};

// One panel per variant with hands under the filter (by id), or one combined panel.
std::vector<NetPanel> net_panels(Database& db, const Filter& f,
                                 const std::vector<FactColumn>& facts, const NetQuery& q);

// Every named player in the order first stored: a stable order for choosing colours.
std::vector<std::string> players_in_stored_order(Database& db);

}  // namespace paipu::db
