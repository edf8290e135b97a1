// What the analysis commands ask of the database: which hands and seats a filter selects, their
// statistics, the hands behind them, and their rows for export (docs/database.md).
#pragma once

#include <array>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "paipu/db/database.hpp"
#include "paipu/db/schema.hpp"

namespace paipu::db {

// The filters every analysis command takes. Empty fields select everything.
struct Filter {
  std::vector<std::string> players;   // seats of these players (by name)
  std::vector<std::string> variants;  // variant ids
  int since = 0;                      // first day (days since 1970-01-01), 0: none
  int until = 0;                      // last day, inclusive, 0: none
  std::string where;                  // an expression over a seat's figures (where.cpp)
  bool invalid_only = false;          // only hands that did not settle
};

// A variant's fact as the facts table maps it to a column.
struct FactColumn {
  std::string variant;
  int slot = 0;
  std::string name, label, type, doc;
};
std::vector<FactColumn> load_facts(Database& db);

// Compiles a --where expression into an SQL condition over seats `s`, hands `h` and players `p`.
// Throws DbError naming the column of the fault, with what was expected.
std::string compile_where(const std::string& expression, const std::vector<FactColumn>& facts);

// `text` as an SQL string literal.
std::string quoted(const std::string& text);

// The filter's conditions on a hand (variant, dates, status) through `alias` ("h."), and on a
// seat `s` with its player `p` (players, the where expression).
std::string hand_conditions(const Filter& f, const std::string& alias);
std::string seat_conditions(const Filter& f, const std::vector<FactColumn>& facts);

// The SQL condition the filter puts on seats `s`, hands `h`, players `p` (the where expression
// included), or on the rollup `s` with players `p` when `rollup` (then `where` must be empty).
std::string filter_sql(const Filter& f, const std::vector<FactColumn>& facts, bool rollup);

// Sums over a set of seat-hands, at the grain the rollup keeps: a player in a variant on a day in
// a seat.
struct SeatSums {
  std::string player, variant;
  int day = 0, seat = 0;
  long long hands = 0, settled = 0, net = 0, net_sq = 0;
  std::array<long long, kFactSlots> facts{}, nonzero{};
};

// Every SeatSums row the filter selects: from the rollup unless the filter has a where
// expression (which needs each seat-hand's own figures).
std::vector<SeatSums> seat_sums(Database& db, const Filter& f,
                                const std::vector<FactColumn>& facts);

// What `import --analyze` stored, summed over decisions: of a seat in one hand (HandRow), of a
// player, variant, day and seat (ReviewSums), of a group of `paipu stats`.
struct ReviewCounts {
  long long hands = 0;       // seat-hands analysed
  long long decisions = 0;   // their decisions
  long long exact = 0;       // decisions every move of which was solved
  long long best = 0;        // exact decisions where a best move was played
  long long exact_loss = 0;  // points lost at the exact decisions
  long long loss = 0;        // points lost at every decision (a lower bound where not exact)
  long long dubious = 0, mistakes = 0, blunders = 0;  // decisions marked ?!, ?, ??
  void add(const ReviewCounts& o);
  double best_share() const;         // of the exact decisions; 0 without any
  double loss_per_decision() const;  // over the exact decisions; 0 without any
};

struct ReviewSums {
  std::string player, variant;
  int day = 0, seat = 0;
  ReviewCounts counts;
};

// The analysed seat-hands the filter selects, summed per player, variant, day and seat.
std::vector<ReviewSums> review_sums(Database& db, const Filter& f,
                                    const std::vector<FactColumn>& facts);

// One matching hand, where it was first read, and who sat where with what result.
struct HandRow {
  long long id = 0;
  std::string path;
  int line = 0;
  std::string variant;
  int day = 0;
  HandStatus status = HandStatus::settled;
  int errors = 0, warnings = 0;
  long long record_id = 0;
  int hand_index = 0;
  std::vector<std::pair<std::string, long long>> seats;  // player, net
  // `import --analyze`'s review, when one is stored: analysed, each seat's sums (by seat), or
  // why the hand could not be analysed.
  bool reviewed = false, analysed = false;
  std::string skipped;
  std::vector<ReviewCounts> review;
};
// In date order, then file and line; each hand once, at its first occurrence, with its review.
std::vector<HandRow> matching_hands(Database& db, const Filter& f,
                                    const std::vector<FactColumn>& facts, long long limit = -1);
// Fills in each hand's stored review (HandRow::reviewed and after).
void add_reviews(Database& db, std::vector<HandRow>& hands);

// The records that hold `hands`, each once in the order first needed, as one text of the notation
// (a hand replays from its record's start, so the whole record is needed), and each hand's place
// in it as (record, hand) indices.
struct RebuiltRecords {
  std::string text;
  std::set<std::pair<int, int>> hands;
};
RebuiltRecords rebuild_records(Database& db, const std::vector<HandRow>& hands);

// One stored hand and seat with its figures, as `paipu export` writes it.
struct SeatRow {
  long long hand = 0;
  std::string hash, variant, path, player;
  int day = 0, line = 0, seat = 0;
  HandStatus status = HandStatus::settled;
  long long net = 0;
  std::array<long long, kFactSlots> facts{};
};
// Calls `visit` with each selected seat row, hand by hand in date order.
void visit_seat_rows(Database& db, const Filter& f, const std::vector<FactColumn>& facts,
                     const std::function<void(const SeatRow&)>& visit);

}  // namespace paipu::db
