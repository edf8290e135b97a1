// A record file read, validated and reduced to the rows the database stores, before any database
// is touched: the import's transaction then only writes (import_store.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "paipu/analysis/review.hpp"
#include "paipu/db/schema.hpp"
#include "paipu/host.hpp"
#include "paipu/variant.hpp"

namespace paipu::db {

struct ParsedRecord {
  int index = 0;
  int line = 0;
  std::string variant;  // the Variant tag as written; empty when missing
  std::string tags;     // JSON: [[name, value], ...] in file order
  std::string rules;    // JSON: {option: value} as resolved, {} when the record could not start
  std::string text;     // the record as written: its tags and every hand
};

struct ParsedSeat {
  int player = 0;  // index into ParsedFile::players
  long long net = 0;
  std::array<long long, kFactSlots> facts{};
};

struct ParsedHand {
  int record = 0;  // index into ParsedFile::records
  int index = 0;   // 0-based hand index in its record
  int line = 0;
  std::string hash;  // content_hash over variant, rules, hand tags and event lines
  std::string variant;
  int day = 0;  // days since 1970-01-01 from the Date tag; 0 when unknown
  HandStatus status = HandStatus::settled;
  int errors = 0;
  int warnings = 0;
  std::string winners;   // JSON array of seats
  std::string payments;  // JSON array of {from, to, amount, reason}
  std::vector<ParsedSeat> seats;
  int facts = 0;  // how many of each seat's fact slots the variant uses
};

struct ParsedDiagnostic {
  int record = 0;  // index into ParsedFile::records
  int hand = -1;   // -1: about the record, not a hand
  std::string severity, code, message;
  int line = 0, col = 0;
};

// One decision of an analysed hand, as the decisions table stores it (docs/database.md).
struct ParsedDecision {
  int step = 0;         // index among the hand's applied steps
  int event_index = 0;  // index into the hand's event lines
  int seat = 0;
  int moves = 0;       // distinct legal moves (equivalent ones merged)
  std::string played;  // the move played, as the record spells it
  std::string best;    // JSON array of the best moves
  // Every move was solved within the budget: the values and the loss are exact. Else the best
  // value and the loss are lower bounds.
  bool exact = false;
  long long best_value = 0, played_value = 0, loss = 0;
  std::string glyph;  // "?!", "?", "??" or empty
};

// What `import --analyze` found for one hand: its decisions, or why it was not analysed.
struct ParsedReview {
  int hand = 0;  // index into ParsedFile::hands
  bool analysed = false;
  std::string skipped;  // why not, when not analysed
  std::string note;     // what the analysis left out (the auction, …)
  std::vector<ParsedDecision> decisions;
};

// How `import --analyze` reviews hands, and which.
struct ImportAnalysis {
  analysis::ReviewOptions options;
  // Whether the hand with this content hash is to be reviewed; false keeps its stored review.
  std::function<bool(const std::string& hash)> wanted;
  // Called after each hand reviewed, for a progress line.
  std::function<void()> reviewed;
};

struct ParsedFile {
  std::string path;
  std::string hash;  // content_hash of the bytes
  long long bytes = 0;
  std::vector<ParsedRecord> records;
  std::vector<ParsedHand> hands;
  std::vector<ParsedDiagnostic> diagnostics;
  // The players' names the seats refer to ("" for a seat no tag names), each once.
  std::vector<std::string> players;
  // The fact declarations of every variant the file's hands were settled by.
  std::vector<const VariantInfo*> variants;
  // With `import --analyze`: the hands reviewed, and the budget they were reviewed with.
  std::vector<ParsedReview> reviews;
  std::uint64_t review_budget = 0;
};

// Reads and replays `content`, the bytes of the file at `path`, and with `analysis` reviews the
// hands it wants. Throws DbError when a variant declares more facts than the database has columns
// for.
ParsedFile parse_file(const PluginHost& host, const std::string& path, const std::string& content,
                      const ImportAnalysis* analysis = nullptr);

// Days since 1970-01-01 of a Date tag ("2026.03.12", also with '-' or '/'); 0 when it has unknown
// parts ("2026.??.??") or is not a date.
int day_of(std::string_view date);
// The inverse, as "YYYY-MM-DD".
std::string date_of(int day);

// A 128-bit content hash (XXH3) as 32 hex digits: what identifies a file's bytes and a hand.
std::string content_hash(std::string_view bytes);

}  // namespace paipu::db
