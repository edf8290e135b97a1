// The hand-history database (db/): `paipu import` into SQLite and PostgreSQL, and `paipu
// stats` over a million stored hands, one thread, each beside validation alone (parse_file, which
// every import does first) in the same run. Reported as hands/s and MB/s (10^6 bytes).
//
//   build/bench/paipu_db_bench [--benchmark_filter=...]
//   PAIPU_BENCH_PG_URL=$(scripts/pg-test-server.sh start /tmp/pgbench) for BM_ImportPostgres
//
// The corpus is 打天九 from the generator, in files of 2,000 hands (records of 50) whose headers
// name four of 24 players and a date within three years, so that the rollup holds as many rows as
// a club's would. The 20,000-hand corpus is kept in the temporary directory; the 1,000,000-hand
// database of the stats benchmarks is built once (minutes) and kept there too.
#include <benchmark/benchmark.h>

#include <soci/postgresql/soci-postgresql.h>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "bench_host.hpp"
#include "paipu/db/importer.hpp"
#include "paipu/db/stats.hpp"
#include "paipu/playout/generate.hpp"

namespace {

namespace fs = std::filesystem;
namespace db = paipu::db;
using paipu::bench::host;

constexpr int kHandsPerFile = 2000;
constexpr int kHandsPerRecord = 50;
constexpr int kCorpusFiles = 10;  // 20,000 hands for the import benchmarks
constexpr long kStatsHands = 1000000;
constexpr int kStatsFiles = static_cast<int>(kStatsHands / kHandsPerFile);
constexpr int kPlayers = 24;
constexpr int kDays = 3 * 365;

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes(fs::file_size(path), '\0');
  if (!in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()))) std::abort();
  return bytes;
}

// A record's date and players. A club has regulars: the first 8 players are drawn twice as often
// as the other 16, so the per-player groups differ in size as they would in a real table.
std::string record_tags(std::mt19937_64& rng) {
  static const int first_day = db::day_of("2024.01.01");
  std::string date = db::date_of(first_day + static_cast<int>(rng() % kDays));
  for (char& c : date)
    if (c == '-') c = '.';
  std::string tags = "[Date \"" + date + "\"]\n";
  bool seated[kPlayers] = {};
  for (const char* seat : {"East", "South", "West", "North"}) {
    int p = 0;
    do {
      const int draw = static_cast<int>(rng() % 32);
      p = draw < 16 ? draw / 2 : draw - 8;
    } while (seated[p]);
    seated[p] = true;
    char name[8];
    std::snprintf(name, sizeof name, "P%02d", p + 1);
    tags += std::string("[") + seat + " \"" + name + "\"]\n";
  }
  return tags;
}

// The bytes of corpus file `index`. Each file has its own seed, so no two share a hand (the
// database keeps a hand once, by its hash, however many files hold it).
std::string make_file(int index) {
  const fs::path raw =
      fs::temp_directory_path() / ("paipu-bench-db-" + std::to_string(index) + ".generated.paipu");
  paipu::cli::GenerateOptions g;
  g.variant = "tianjiu";
  g.hands = kHandsPerFile;
  g.hands_per_record = kHandsPerRecord;
  g.seed = 2026 + static_cast<unsigned long long>(index);
  g.output = raw.string();
  if (paipu::cli::generate_file(host(), g) != 0) std::abort();
  std::ifstream in(raw, std::ios::binary);
  std::mt19937_64 rng(static_cast<unsigned long long>(index));
  std::string out, line;
  while (std::getline(in, line)) {
    out.append(line) += '\n';
    // The generator writes no date or players; they go right after the variant, in the header.
    if (line.starts_with("[Variant ")) out += record_tags(rng);
  }
  fs::remove(raw);
  return out;
}

struct Corpus {
  std::vector<fs::path> files;
  long hands = 0;
  std::uintmax_t bytes = 0;
};

const Corpus& corpus() {
  static const Corpus c = [] {
    Corpus made;
    const fs::path dir = fs::temp_directory_path() / "paipu-bench-db-tianjiu";
    fs::create_directories(dir);
    for (int i = 0; i < kCorpusFiles; ++i) {
      const fs::path path = dir / ("tianjiu-" + std::to_string(i) + ".paipu");
      if (!fs::exists(path)) {
        // Written aside and renamed, so that an interrupted run leaves no short file behind.
        const fs::path part = path.string() + ".part";
        std::ofstream(part, std::ios::binary) << make_file(i);
        fs::rename(part, path);
      }
      made.files.push_back(path);
      made.bytes += fs::file_size(path);
    }
    made.hands = static_cast<long>(kCorpusFiles) * kHandsPerFile;
    return made;
  }();
  return c;
}

// hands/s and MB/s of `hands` hands in `bytes` bytes handled by each iteration.
void rates(benchmark::State& state, long hands, std::uintmax_t bytes) {
  using benchmark::Counter;
  state.counters["hands/s"] =
      Counter(static_cast<double>(hands), Counter::kIsIterationInvariantRate);
  if (bytes)
    state.counters["MB/s"] =
        Counter(static_cast<double>(bytes) / 1e6, Counter::kIsIterationInvariantRate);
}

void remove_sqlite(const fs::path& file) {
  for (const char* suffix : {"", "-wal", "-shm", "-journal"}) fs::remove(file.string() + suffix);
}

// The corpus stored as `paipu import` stores it: each file read, parsed and validated, then
// written in its own transaction. False, with the benchmark marked failed, when a hand is missing.
bool import_corpus(benchmark::State& state, db::Database& database) {
  db::Importer importer(database);
  long added = 0, invalid = 0;
  for (const auto& file : corpus().files) {
    const auto r = importer.store(db::parse_file(host(), file.string(), slurp(file)));
    added += r.added;
    invalid += r.invalid;
  }
  if (added == corpus().hands && invalid == 0) return true;
  state.SkipWithError(("stored " + std::to_string(added) + " new hands, " +
                       std::to_string(invalid) + " invalid; expected " +
                       std::to_string(corpus().hands) + " valid")
                          .c_str());
  return false;
}

// The baseline: what the import does before it touches a database.
void BM_ValidateOnly(benchmark::State& state) {
  const Corpus& c = corpus();
  for (auto _ : state) {
    long settled = 0;
    for (const auto& file : c.files)
      for (const auto& h : db::parse_file(host(), file.string(), slurp(file)).hands)
        settled += h.status == db::HandStatus::settled;
    if (settled != c.hands) {
      state.SkipWithError("the corpus does not validate");
      return;
    }
  }
  rates(state, c.hands, c.bytes);
}

// A fresh database each iteration, so that every hand is new, as in a first import. Opening it
// (creating the schema) is timed; removing the last one is not.
void BM_ImportSqlite(benchmark::State& state) {
  const Corpus& c = corpus();
  const fs::path file = fs::temp_directory_path() / "paipu-bench-import.db";
  try {
    for (auto _ : state) {
      state.PauseTiming();
      remove_sqlite(file);
      state.ResumeTiming();
      db::Database database("sqlite:" + file.string());
      if (!import_corpus(state, database)) return;
    }
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
  }
  remove_sqlite(file);
  rates(state, c.hands, c.bytes);
}

// PAIPU_BENCH_PG_URL with its database name replaced by `name`, so that the benchmark works in a
// database of its own on the same server.
std::string with_database(const std::string& url, const std::string& name) {
  const auto query = url.find('?');
  const std::string base = url.substr(0, query);
  const std::string rest = query == std::string::npos ? "" : url.substr(query);
  const auto slash = base.find('/', base.find("://") + 3);
  return (slash == std::string::npos ? base : base.substr(0, slash)) + "/" + name + rest;
}

void BM_ImportPostgres(benchmark::State& state) {
  const char* url = std::getenv("PAIPU_BENCH_PG_URL");
  if (url == nullptr || *url == '\0') {
    state.SkipWithError("set PAIPU_BENCH_PG_URL (scripts/pg-test-server.sh start DIR prints one)");
    return;
  }
  const Corpus& c = corpus();
  const std::string name = "paipu_bench_import";
  try {
    soci::session admin(soci::postgresql, db::postgres_conninfo(url));
    // DROP DATABASE IF EXISTS would print a NOTICE into the benchmark's table every iteration.
    admin << "SET client_min_messages TO WARNING";
    for (auto _ : state) {
      state.PauseTiming();
      admin << "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)";
      admin << "CREATE DATABASE " + name;
      state.ResumeTiming();
      db::Database database(with_database(url, name));
      if (!import_corpus(state, database)) return;
    }
    admin << "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)";
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
  }
  rates(state, c.hands, c.bytes);
}

// The million-hand database, built by the importer from 500 generated files (each generated,
// stored under a name of its own and dropped: 560 MB of text need not stay on disk). Built
// under another name and renamed when complete, so an interrupted build is never taken for it.
const fs::path& stats_database() {
  static const fs::path path = [] {
    const fs::path done = fs::temp_directory_path() / "paipu-bench-stats-1m.db";
    if (fs::exists(done)) return done;
    const fs::path building = fs::temp_directory_path() / "paipu-bench-stats-1m.building.db";
    remove_sqlite(building);
    {
      db::Database database("sqlite:" + building.string());
      db::Importer importer(database);
      long added = 0;
      for (int i = 0; i < kStatsFiles; ++i) {
        const fs::path name = fs::temp_directory_path() / "paipu-bench-stats-1m" /
                              ("tianjiu-" + std::to_string(i) + ".paipu");
        added += importer.store(db::parse_file(host(), name.string(), make_file(i))).added;
        std::cerr << "\rbuilding " << done.string() << ": " << added << " / " << kStatsHands
                  << " hands" << std::flush;
      }
      std::cerr << '\n';
      if (added != kStatsHands) std::abort();
    }
    // Closing the last connection checkpoints the WAL into the file and deletes it.
    if (fs::exists(building.string() + "-wal")) std::abort();
    fs::rename(building, done);
    return done;
  }();
  return path;
}

// The default `paipu stats` (by player) on the million hands, as the command runs it: open,
// read the facts, sum the seats the filter selects, fold them into groups.
void stats(benchmark::State& state, const db::Filter& filter) {
  const fs::path& file = stats_database();
  std::size_t rows = 0;
  try {
    for (auto _ : state) {
      db::Database database("sqlite:" + file.string());
      const auto facts = db::load_facts(database);
      const auto sums = db::seat_sums(database, filter, facts);
      db::GroupStats total;
      const auto groups = db::group_stats(sums, facts, db::GroupBy::player, total);
      benchmark::DoNotOptimize(groups.data());
      rows = sums.size();
      // Every hand has four named seats; with no expression, all of them are summed.
      if (filter.where.empty() && total.hands + total.unsettled != 4 * kStatsHands) {
        state.SkipWithError("the database does not hold the million hands");
        return;
      }
    }
  } catch (const std::exception& e) {
    state.SkipWithError(e.what());
  }
  rates(state, kStatsHands, 0);
  state.counters["rows"] = static_cast<double>(rows);
  state.counters["db_MB"] = static_cast<double>(fs::file_size(file)) / 1e6;
}

// From the rollup: one row per player, day and seat, kept up to date by the import.
void BM_Stats1M(benchmark::State& state) {
  stats(state, db::Filter{});
}

// An ad-hoc expression needs each seat-hand's own figures: the query reads all four million
// seat rows and groups them itself.
void BM_Stats1MWhere(benchmark::State& state) {
  db::Filter filter;
  filter.where = "won";
  stats(state, filter);
}

}  // namespace

BENCHMARK(BM_ValidateOnly)->Unit(benchmark::kMillisecond)->MinTime(1.0)->UseRealTime();
BENCHMARK(BM_ImportSqlite)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_ImportPostgres)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Stats1M)->Unit(benchmark::kMillisecond)->UseRealTime();
BENCHMARK(BM_Stats1MWhere)->Unit(benchmark::kMillisecond)->UseRealTime();

BENCHMARK_MAIN();
