// The database commands as a user runs them: bad URLs, empty filters, an import killed half way,
// two imports at once into one database.
#include <signal.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <thread>

#include "db_fixture.hpp"

namespace dbtest {
namespace {

using namespace paipu::db;

int exit_code(const std::string& command) {
  const int status = std::system((command + " >/dev/null 2>&1").c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

const std::string kPaipu = PAIPU_EXE;

// A folder of generated 打天九 records: enough hands that an import takes a while.
std::string generate(const std::filesystem::path& dir, int files, int hands) {
  std::filesystem::create_directories(dir);
  for (int i = 0; i < files; ++i)
    EXPECT_EQ(exit_code(kPaipu + " generate tianjiu --hands " + std::to_string(hands) +
                        " --per-record 20 --seed " + std::to_string(i + 1) + " -o " +
                        (dir / ("g" + std::to_string(100 + i) + ".paipu")).string()),
              0);
  return dir.string();
}

pid_t spawn(const std::vector<std::string>& args) {
  const pid_t pid = fork();
  if (pid == 0) {
    std::vector<char*> argv;
    for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    freopen("/dev/null", "w", stderr);
    execv(argv[0], argv.data());
    _exit(127);
  }
  return pid;
}

class Cli : public DbTest {};

TEST_P(Cli, AnEmptyFilterSaysNoHandsMatch) {
  const auto file = copy_sample("tianjiu/match1-defaults.paipu", "a/m.paipu");
  ASSERT_EQ(exit_code(kPaipu + " import --db " + url_ + " " + file), 0);
  EXPECT_EQ(run(kPaipu + " stats --db " + url_ + " --player Nobody"), "no hands match\n");
  EXPECT_EQ(exit_code(kPaipu + " stats --db " + url_ + " --player Nobody"), 0);
  EXPECT_EQ(run(kPaipu + " hands --db " + url_ + " --variant sandaha 2>&1"), "no hands match\n");
  const auto json = run(kPaipu + " stats --json --db " + url_ + " --player Nobody");
  EXPECT_NE(json.find("\"groups\": []"), std::string::npos) << json;
  EXPECT_EQ(exit_code(kPaipu + " stats --db " + url_ + " --where 'nonsense >'"), 2);
}

TEST_P(Cli, ExportWritesOneRowPerHandAndSeatWithTheVariantsFacts) {
  const auto file = copy_sample("tianjiu/match4-renchan-and-captures.paipu", "a/m4.paipu");
  ASSERT_EQ(exit_code(kPaipu + " import --db " + url_ + " " + file), 0);
  Database db(url_);
  const long long seats = count(db, "SELECT COUNT(*) FROM seats");
  const auto csv = run(kPaipu + " export --csv --db " + url_);
  std::istringstream lines(csv);
  std::string header, line;
  std::getline(lines, header);
  EXPECT_EQ(header.rfind("hand,hash,file,line,variant,date,status,seat,player,net,won,", 0), 0u)
      << header;
  EXPECT_NE(header.find(",hezun,"), std::string::npos);
  long long rows = 0;
  long long net = 0;
  while (std::getline(lines, line)) {
    ++rows;
    // net is the 10th field; the file path has no comma here.
    std::size_t at = 0;
    for (int i = 0; i < 9; ++i) at = line.find(',', at) + 1;
    net += std::stoll(line.substr(at, line.find(',', at) - at));
  }
  EXPECT_EQ(rows, seats);
  EXPECT_EQ(net, 0);  // every hand is zero-sum
  const auto jsonl = run(kPaipu + " export --db " + url_ + " --player Aki --where hezun");
  EXPECT_EQ(std::count(jsonl.begin(), jsonl.end(), '\n'), 1) << jsonl;
  EXPECT_NE(jsonl.find("\"player\":\"Aki\""), std::string::npos) << jsonl;
  EXPECT_NE(jsonl.find("\"hezun\":1"), std::string::npos) << jsonl;
  EXPECT_NE(jsonl.find("\"date\":\"2026-11-24\""), std::string::npos) << jsonl;
  // And the hand behind it, at its line.
  const auto hands = run(kPaipu + " hands --db " + url_ + " --player Aki --where hezun");
  EXPECT_NE(hands.find(file + ":"), std::string::npos) << hands;
  EXPECT_NE(hands.find("E Aki +"), std::string::npos) << hands;
}

TEST_P(Cli, AnImportKilledHalfWayLeavesWholeFilesAndTheNextRunFinishes) {
  const auto dir = generate(dir_ / "g", 40, 300);
  const pid_t pid = spawn({kPaipu, "import", "--db", url_, dir});
  // Kill it once some files, not all, are in.
  long long files = 0;
  for (int i = 0; i < 20000 && files < 3; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    try {
      Database probe(url_);
      files = count(probe, "SELECT COUNT(*) FROM files");
    } catch (const std::exception&) {
      // Not created yet.
    }
  }
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  ASSERT_TRUE(WIFSIGNALED(status)) << "the import finished before it could be killed";
  {
    Database db(url_);
    const long long stored = count(db, "SELECT COUNT(*) FROM files");
    EXPECT_GE(stored, 3);
    EXPECT_LT(stored, 40);
    // Whole files only: each stored file holds all its hands.
    EXPECT_EQ(count(db,
                    "SELECT COUNT(*) FROM files f WHERE f.hands <> (SELECT COUNT(*) FROM"
                    " occurrences o JOIN records r ON r.id = o.record_id"
                    " WHERE r.file_id = f.id)"),
              0);
    expect_consistent(db);
  }
  ASSERT_EQ(exit_code(kPaipu + " import --db " + url_ + " " + dir), 0);
  Database db(url_);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM files"), 40);
  EXPECT_EQ(count(db, "SELECT SUM(hands) FROM files"), 40 * 300);
  expect_consistent(db);
}

TEST_P(Cli, TwoImportsAtOnceStoreEachHandOnce) {
  const auto dir = generate(dir_ / "g", 12, 200);
  // The second import reads the same files under other names: every hand is a duplicate of one
  // the first may be storing at that very moment.
  const auto copy = dir_ / "copy";
  std::filesystem::copy(dir, copy);
  const pid_t a = spawn({kPaipu, "import", "--db", url_, dir});
  const pid_t b = spawn({kPaipu, "import", "--db", url_, copy.string()});
  for (const pid_t pid : {a, b}) {
    int status = 0;
    waitpid(pid, &status, 0);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
  }
  Database db(url_);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM files"), 24);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM occurrences"), 2 * 12 * 200);
  EXPECT_EQ(count(db, "SELECT COUNT(DISTINCT hand_id) FROM occurrences"),
            count(db, "SELECT COUNT(*) FROM hands"));
  EXPECT_LE(count(db, "SELECT COUNT(*) FROM hands"), 12 * 200);
  expect_consistent(db);
}

INSTANTIATE_TEST_SUITE_P(Backends, Cli, ::testing::Values("sqlite", "postgresql"));

TEST(DbUrl, ABadUrlOrAnUnreachableServerIsAClearErrorWithExitCode2) {
  EXPECT_EQ(exit_code(kPaipu + " stats --db mysql://somewhere/x"), 2);
  const auto text = run(kPaipu + " stats --db mysql://somewhere/x 2>&1");
  EXPECT_NE(text.find("unknown database URL"), std::string::npos) << text;
  EXPECT_EQ(exit_code(kPaipu + " stats --db postgresql://nobody@127.0.0.1:1/none"), 2);
  const auto refused = run(kPaipu + " stats --db postgresql://nobody@127.0.0.1:1/none 2>&1");
  EXPECT_NE(refused.find("cannot open postgresql://nobody@127.0.0.1:1/none"), std::string::npos)
      << refused;
  EXPECT_EQ(exit_code(kPaipu + " import --db sqlite:/proc/nope/x.db " + PAIPU_SOURCE_DIR +
                      "/samples/tianjiu"),
            2);
}

}  // namespace
}  // namespace dbtest
