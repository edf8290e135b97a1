// `paipu import`: files read, validated and stored, one transaction per file (docs/database.md).
#pragma once

#include <cstdint>
#include <map>
#include <string>

#include "paipu/db/database.hpp"
#include "paipu/db/parsed_file.hpp"

namespace paipu::db {

// What one file's import did.
struct FileImport {
  bool unchanged = false;  // the same path with the same bytes was imported before: nothing done
  long hands = 0;          // hands in the file
  long added = 0;          // hands new to the database
  long duplicates = 0;     // hands the database already had (from this file before, or another)
  long removed = 0;        // hands that were only in the file's earlier version
  long invalid = 0;        // hands stored with errors, unfinished, unchecked or unparsed
  // With --analyze: hands reviewed, of which analysed and not (with the reason stored), and the
  // decisions stored.
  long analysed = 0, not_analysed = 0, decisions = 0;
};

class Importer {
 public:
  explicit Importer(Database& db) : db_(db) {}
  // Whether the file at `path` with these bytes (content_hash) is stored already: then importing
  // it again changes nothing, and it need not be read.
  bool stored(const std::string& path, const std::string& hash);
  // For `import --analyze`, of a file stored() says is stored: whether every hand in it has a
  // review that `budget` would not improve (see wants_review). Then the file need not be read.
  bool reviewed(const std::string& path, const std::string& hash, std::uint64_t budget);
  // Whether the hand with this content hash wants a review at `budget`: it has none (or is not
  // stored yet), or its review was made with a smaller budget and left decisions unsolved.
  bool wants_review(const std::string& hand_hash, std::uint64_t budget);
  // Stores `file` in one transaction; retried when PostgreSQL reports a deadlock or a
  // serialization failure with another importer.
  FileImport store(const ParsedFile& file);

 private:
  FileImport store_once(const ParsedFile& file);
  Database& db_;
};

}  // namespace paipu::db
