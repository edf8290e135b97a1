// Each database test runs twice: on a fresh SQLite file and on a fresh database of the PostgreSQL
// server the test run starts (cmake/postgres-tests.cmake). Neither is ever skipped.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <soci/postgresql/soci-postgresql.h>

#include <map>
#include <sstream>

#include "paipu/db/database.hpp"
#include "paipu/db/query.hpp"
#include "paipu/host.hpp"

namespace dbtest {

inline std::string postgres_base_url() {
  const char* file = std::getenv("PAIPU_TEST_PG_URL_FILE");
  if (!file) return {};
  std::ifstream in(file);
  std::string url;
  std::getline(in, url);
  return url;
}

inline std::string unique_name() {
  static std::atomic<int> counter{0};
  return "paipu_t" + std::to_string(getpid()) + "_" + std::to_string(counter++);
}

inline std::string run(const std::string& command) {
  std::string out;
  if (FILE* p = popen(command.c_str(), "r")) {
    char buf[4096];
    while (const std::size_t n = fread(buf, 1, sizeof buf, p)) out.append(buf, n);
    pclose(p);
  }
  return out;
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

inline long long count(paipu::db::Database& db, const std::string& query) {
  long long n = -1;
  db.sql() << query, soci::into(n);
  return n;
}

// Every hand is held by a file, and the rollup the statistics read equals the same sums taken
// from every stored seat.
inline void expect_consistent(paipu::db::Database& db) {
  using namespace paipu::db;
  EXPECT_EQ(count(db,
                  "SELECT COUNT(*) FROM hands h WHERE NOT EXISTS"
                  " (SELECT 1 FROM occurrences o WHERE o.hand_id = h.id)"),
            0);
  const auto facts = load_facts(db);
  Filter all;
  Filter raw;
  raw.where = "errors >= 0";  // any where expression reads the seats, not the rollup
  auto key = [](const SeatSums& s) {
    return s.player + "|" + s.variant + "|" + std::to_string(s.day) + "|" + std::to_string(s.seat);
  };
  std::map<std::string, SeatSums> from_rollup, from_seats;
  for (const auto& s : seat_sums(db, all, facts)) from_rollup[key(s)] = s;
  for (const auto& s : seat_sums(db, raw, facts)) from_seats[key(s)] = s;
  ASSERT_EQ(from_rollup.size(), from_seats.size());
  for (const auto& [k, r] : from_rollup) {
    ASSERT_TRUE(from_seats.count(k)) << k;
    const auto& s = from_seats.at(k);
    EXPECT_EQ(r.hands, s.hands) << k;
    EXPECT_EQ(r.settled, s.settled) << k;
    EXPECT_EQ(r.net, s.net) << k;
    EXPECT_EQ(r.net_sq, s.net_sq) << k;
    EXPECT_EQ(r.facts, s.facts) << k;
    EXPECT_EQ(r.nonzero, s.nonzero) << k;
  }
}

class DbTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() / unique_name();
    std::filesystem::create_directories(dir_);
    if (GetParam() == "sqlite") {
      url_ = "sqlite:" + (dir_ / "hands.db").string();
    } else {
      base_ = postgres_base_url();
      ASSERT_FALSE(base_.empty())
          << "PAIPU_TEST_PG_URL_FILE names no PostgreSQL server: run the tests with ctest, "
             "which starts one (postgres.start)";
      name_ = unique_name();
      soci::session admin(soci::postgresql, paipu::db::postgres_conninfo(base_));
      admin << "CREATE DATABASE " + name_;
      url_ = base_.substr(0, base_.rfind('/') + 1) + name_;
    }
    host_.scan({PAIPU_PLUGIN_DIR});
  }
  void TearDown() override {
    if (!name_.empty()) {
      soci::session admin(soci::postgresql, paipu::db::postgres_conninfo(base_));
      admin << "DROP DATABASE IF EXISTS " + name_ + " WITH (FORCE)";
    }
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  // A copy of a sample file under the test's directory, which a test may then change.
  std::string copy_sample(const std::string& relative, const std::string& as) {
    const auto to = dir_ / as;
    std::filesystem::create_directories(to.parent_path());
    std::filesystem::copy_file(std::string(PAIPU_SOURCE_DIR) + "/samples/" + relative, to,
                               std::filesystem::copy_options::overwrite_existing);
    return to.string();
  }

  std::filesystem::path dir_;
  std::string url_, base_, name_;
  paipu::PluginHost host_;
};

}  // namespace dbtest
