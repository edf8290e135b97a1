#include "paipu/db/database.hpp"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>

namespace paipu::db {

namespace {

bool starts_with(const std::string& s, std::string_view prefix) {
  return s.starts_with(prefix);
}

std::string hide_password(const std::string& url) {
  const auto scheme = url.find("://");
  const auto at = url.find('@');
  if (scheme == std::string::npos || at == std::string::npos || at < scheme) return url;
  const auto colon = url.find(':', scheme + 3);
  if (colon == std::string::npos || colon > at) return url;
  return url.substr(0, colon + 1) + "***" + url.substr(at);
}

std::string sqlite_path(const std::string& url) {
  if (starts_with(url, "sqlite://")) return url.substr(9);
  if (starts_with(url, "sqlite:")) return url.substr(7);
  return url;
}

std::string percent_decoded(const std::string& s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size() + 0 &&
        std::isxdigit(static_cast<unsigned char>(s[i + 1])) &&
        std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      out += static_cast<char>(std::stoi(s.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// A libpq keyword/value value, quoted as libpq reads it.
std::string conninfo_value(const std::string& v) {
  std::string out = "'";
  for (const char c : v) {
    if (c == '\\' || c == '\'') out += '\\';
    out += c;
  }
  return out + "'";
}

}  // namespace

std::string postgres_conninfo(const std::string& url) {
  // SOCI reads its connection string as keyword=value pairs, so a URL is spelled out as them.
  std::string rest = url.substr(url.find("://") + 3);
  std::string query;
  if (const auto q = rest.find('?'); q != std::string::npos) {
    query = rest.substr(q + 1);
    rest.resize(q);
  }
  std::string dbname;
  if (const auto slash = rest.find('/'); slash != std::string::npos) {
    dbname = rest.substr(slash + 1);
    rest.resize(slash);
  }
  std::string user, password;
  if (const auto at = rest.rfind('@'); at != std::string::npos) {
    user = rest.substr(0, at);
    rest = rest.substr(at + 1);
    if (const auto colon = user.find(':'); colon != std::string::npos) {
      password = user.substr(colon + 1);
      user.resize(colon);
    }
  }
  std::string host = rest, port;
  if (const auto colon = rest.rfind(':');
      colon != std::string::npos && rest.find(']') == std::string::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon + 1);
  }
  std::string out;
  auto add = [&](const char* key, const std::string& value) {
    if (!value.empty())
      out +=
          std::string(out.empty() ? "" : " ") + key + "=" + conninfo_value(percent_decoded(value));
  };
  add("host", host);
  add("port", port);
  add("user", user);
  add("password", password);
  add("dbname", dbname);
  for (std::size_t at = 0; at < query.size();) {
    auto end = query.find('&', at);
    if (end == std::string::npos) end = query.size();
    const std::string pair = query.substr(at, end - at);
    if (const auto eq = pair.find('='); eq != std::string::npos)
      out += " " + pair.substr(0, eq) + "=" + conninfo_value(percent_decoded(pair.substr(eq + 1)));
    at = end + 1;
  }
  return out;
}

std::string default_url() {
  std::filesystem::path base;
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
    base = xdg;
  else if (const char* home = std::getenv("HOME"); home && *home)
    base = std::filesystem::path(home) / ".local" / "share";
  else
    base = ".";
  return "sqlite:" + (base / "paipu" / "hands.db").string();
}

Database::Database(const std::string& url) : url_(url.empty() ? default_url() : url) {
  const bool postgres = starts_with(url_, "postgresql://") || starts_with(url_, "postgres://");
  const bool sqlite = starts_with(url_, "sqlite:") || url_.ends_with(".db") ||
                      url_.ends_with(".sqlite") || url_.ends_with(".sqlite3");
  if (!postgres && !sqlite)
    throw DbError("unknown database URL '" + hide_password(url_) +
                  "': expected sqlite:PATH or postgresql://USER@HOST:PORT/DBNAME");
  try {
    if (postgres) {
      dialect_ = Dialect::postgresql;
      std::string conn = postgres_conninfo(url_);
      // An unreachable server must not hang the command.
      if (conn.find("connect_timeout=") == std::string::npos) conn += " connect_timeout=10";
      sql_.open(soci::postgresql, conn);
      sql_ << "SET client_min_messages TO WARNING";
    } else {
      dialect_ = Dialect::sqlite;
      const std::string path = sqlite_path(url_);
      if (path.empty()) throw DbError("sqlite: URL names no file");
      const std::filesystem::path dir = std::filesystem::path(path).parent_path();
      std::error_code ec;
      if (!dir.empty()) std::filesystem::create_directories(dir, ec);
      // timeout: seconds a writer waits for another's lock before giving up.
      sql_.open(soci::sqlite3, "db=\"" + path + "\" timeout=60");
      // WAL lets readers (stats) run during an import; NORMAL sync is still crash-safe under WAL
      // (a power cut may lose the last commits, never consistency).
      sql_ << "PRAGMA journal_mode=WAL";
      sql_ << "PRAGMA synchronous=NORMAL";
      sql_ << "PRAGMA foreign_keys=ON";
      // A file's transaction writes many pages; with SQLite's default 2 MB cache they spill to
      // the log mid-transaction, which measured as 40% of an import. Memory is taken as used.
      sql_ << "PRAGMA cache_size=-131072";
      // Each insert that may fail a constraint keeps a statement journal so that it alone can be
      // undone; in a temporary file that is a write per insert.
      sql_ << "PRAGMA temp_store=MEMORY";
    }
  } catch (const DbError&) {
    throw;
  } catch (const std::exception& e) {
    throw DbError("cannot open " + hide_password(url_) + ": " + e.what());
  }
  migrate(*this);
}

std::string Database::shown_url() const {
  return hide_password(url_);
}

void Database::begin_write() {
  sql_ << (dialect_ == Dialect::sqlite ? "BEGIN IMMEDIATE" : "BEGIN");
}

void Database::rollback() noexcept {
  try {
    sql_ << "ROLLBACK";
  } catch (...) {
    // The connection is gone or the transaction already ended: nothing is left to undo.
  }
}

}  // namespace paipu::db
