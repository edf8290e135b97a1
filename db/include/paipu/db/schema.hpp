// The database schema, by version. docs/database.md describes every table; a change to the schema
// is a new migration appended to schema.cpp, never an edit of an old one.
#pragma once

#include <string>

namespace paipu::db {

// Per-seat facts are stored in numbered columns f0..f15, mapped to a variant's fact names by the
// `facts` table: statistics then sum plain columns, whatever the variant. A variant that declares
// more facts than this cannot be imported until a migration adds columns.
inline constexpr int kFactSlots = 16;

// What became of a hand, as hands.status stores it.
enum class HandStatus : int {
  settled = 0,     // replayed to its end and settled: it counts in the statistics
  invalid = 1,     // an error stopped the replay (diagnostics say which)
  unfinished = 2,  // no error, but the record stops before the hand's end
  unchecked = 3,   // its record names no installed variant or bad rule options
  unparsed = 4,    // a syntax error: the hand could not be read at all
};

const char* to_string(HandStatus s);

// "f0, f1, ..., f15" with `prefix` before each name ("s.f0, ..."), for statements over the slots.
std::string fact_columns(const std::string& prefix = "", const std::string& stem = "f");

}  // namespace paipu::db
