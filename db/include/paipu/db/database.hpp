// The hand-history database: one connection, through SOCI, to an embedded SQLite file or a club's
// PostgreSQL server. The same SQL runs on both; the few places the dialects differ ask dialect().
// Schema and migrations: schema.cpp, docs/database.md.
#pragma once

#include <soci/soci.h>

#include <stdexcept>
#include <string>

namespace paipu::db {

// Anything that stops a database command: a bad URL, an unreachable server, a failed statement.
// Commands report it with exit code 2.
struct DbError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class Dialect { sqlite, postgresql };

// Where the database is when no --db is given: $XDG_DATA_HOME/paipu/hands.db, or
// ~/.local/share/paipu/hands.db.
std::string default_url();

// "postgresql://USER:PASSWORD@HOST:PORT/DBNAME?KEY=VALUE" as libpq keyword=value pairs.
std::string postgres_conninfo(const std::string& url);

class Database {
 public:
  // `url`: "sqlite:PATH", "sqlite://PATH", a path ending in .db/.sqlite, "postgresql://..." or
  // "postgres://..."; empty for default_url(). Connects and applies any pending migration.
  explicit Database(const std::string& url);

  soci::session& sql() { return sql_; }
  Dialect dialect() const { return dialect_; }
  const std::string& url() const { return url_; }
  // The URL as it may be printed: any password replaced by "***".
  std::string shown_url() const;
  // The schema version now in force (schema.cpp).
  int schema_version();

  // Starts a write transaction that holds the write lock from its first statement: SQLite's
  // deferred BEGIN would fail, not wait, when two importers both upgrade a read to a write.
  void begin_write();
  void commit() { sql_ << "COMMIT"; }
  void rollback() noexcept;

 private:
  std::string url_;
  Dialect dialect_ = Dialect::sqlite;
  soci::session sql_;
};

// The write transaction of one unit of work, rolled back unless committed.
class WriteTransaction {
 public:
  explicit WriteTransaction(Database& db) : db_(db) { db_.begin_write(); }
  WriteTransaction(const WriteTransaction&) = delete;
  WriteTransaction& operator=(const WriteTransaction&) = delete;
  ~WriteTransaction() {
    if (!done_) db_.rollback();
  }
  void commit() {
    db_.commit();
    done_ = true;
  }

 private:
  Database& db_;
  bool done_ = false;
};

// Applies the migrations `db` has not seen, each in its own transaction (schema.cpp).
void migrate(Database& db);

}  // namespace paipu::db
