// Import on both databases: what is stored, what a second import does, and that the rollup the
// statistics read always equals the sums over the stored seats.
#include <fstream>
#include <map>
#include <sstream>

#include "db_fixture.hpp"
#include "paipu/db/importer.hpp"
#include "paipu/db/query.hpp"
#include "paipu/db/stats.hpp"

namespace dbtest {
namespace {

using namespace paipu::db;

class Import : public DbTest {
 protected:
  FileImport import(Database& db, const std::string& path) {
    Importer importer(db);
    return importer.store(parse_file(host_, path, slurp(path)));
  }
};

TEST_P(Import, StoresEveryHandAndASecondImportIsANoOp) {
  Database db(url_);
  const auto file = copy_sample("tianjiu/match1-defaults.paipu", "a/match1.paipu");
  const auto first = import(db, file);
  EXPECT_FALSE(first.unchanged);
  EXPECT_GT(first.hands, 0);
  EXPECT_EQ(first.added, first.hands);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands"), first.hands);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM seats"), 4 * first.hands);
  const auto second = import(db, file);
  EXPECT_TRUE(second.unchanged);
  EXPECT_EQ(second.added, 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands"), first.hands);
  // The record is stored whole: the hands replay from the database alone.
  std::string text;
  db.sql() << "SELECT text FROM records", soci::into(text);
  EXPECT_EQ(text, slurp(file));
  expect_consistent(db);
}

TEST_P(Import, TheSameHandsInAnotherFileAreStoredOnce) {
  Database db(url_);
  const auto a = copy_sample("tianjiu/match1-defaults.paipu", "a/match1.paipu");
  const auto b = copy_sample("tianjiu/match1-defaults.paipu", "b/copy.paipu");
  const auto first = import(db, a);
  const auto second = import(db, b);
  EXPECT_FALSE(second.unchanged);
  EXPECT_EQ(second.added, 0);
  EXPECT_EQ(second.duplicates, first.hands);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands"), first.hands);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM occurrences"), 2 * first.hands);
  GroupStats total;
  group_stats(seat_sums(db, {}, load_facts(db)), load_facts(db), GroupBy::player, total);
  EXPECT_EQ(total.hands, 4 * first.hands);  // seat-hands: each hand counted once
  expect_consistent(db);
}

TEST_P(Import, AChangedFileUpdatesItsHands) {
  Database db(url_);
  const auto file = copy_sample("tianjiu/match1-defaults.paipu", "a/match1.paipu");
  const auto first = import(db, file);
  // Cut the file after its first hand: the others are no longer in it.
  std::string text = slurp(file);
  const auto second_hand = text.find("\nhand", text.find("\nhand") + 1);
  ASSERT_NE(second_hand, std::string::npos);
  std::ofstream(file, std::ios::binary) << text.substr(0, second_hand + 1);
  const auto again = import(db, file);
  EXPECT_FALSE(again.unchanged);
  EXPECT_EQ(again.hands, 1);
  EXPECT_EQ(again.duplicates, 1);
  EXPECT_EQ(again.removed, first.hands - 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands"), 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM records"), 1);
  expect_consistent(db);
  // And back: the hands return.
  std::ofstream(file, std::ios::binary) << text;
  const auto restored = import(db, file);
  EXPECT_EQ(restored.added, first.hands - 1);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands"), first.hands);
  expect_consistent(db);
}

TEST_P(Import, InvalidHandsAreKeptWithTheirDiagnostics) {
  Database db(url_);
  const auto file = copy_sample("invalid/chinton-chi.paipu", "bad/chinton-chi.paipu");
  const auto r = import(db, file);
  EXPECT_EQ(r.invalid, r.hands);
  EXPECT_GT(r.hands, 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands WHERE status = 1"), r.hands);
  // The codes the validator reports for the file (its .expect) are all stored.
  const std::string expect =
      slurp(std::string(PAIPU_SOURCE_DIR) + "/samples/invalid/chinton-chi.expect");
  std::vector<std::string> codes;
  soci::rowset<std::string> rows = db.sql().prepare << "SELECT code FROM diagnostics ORDER BY id";
  for (const auto& c : rows) codes.push_back(c);
  ASSERT_FALSE(codes.empty());
  for (const auto& c : codes) {
    if (c.front() == 'H') continue;  // repair suggestions are not in .expect
    EXPECT_NE(expect.find(c), std::string::npos) << c;
  }
  Filter invalid;
  invalid.invalid_only = true;
  const auto hands = matching_hands(db, invalid, load_facts(db));
  ASSERT_EQ(static_cast<long>(hands.size()), r.hands);
  EXPECT_EQ(hands[0].path, file);
  EXPECT_GT(hands[0].line, 0);
  EXPECT_EQ(hands[0].status, HandStatus::invalid);
  expect_consistent(db);
}

TEST_P(Import, FiltersSelectPlayersVariantsDatesAndFacts) {
  Database db(url_);
  for (const char* f :
       {"tianjiu/match4-renchan-and-captures.paipu", "sandaha/worked-example.paipu"})
    import(db, copy_sample(f, std::string("s/") + std::filesystem::path(f).filename().string()));
  const auto facts = load_facts(db);
  Filter nobody;
  nobody.players = {"Nobody at all"};
  EXPECT_TRUE(seat_sums(db, nobody, facts).empty());
  EXPECT_TRUE(matching_hands(db, nobody, facts).empty());
  Filter tianjiu;
  tianjiu.variants = {"tianjiu"};
  for (const auto& s : seat_sums(db, tianjiu, facts)) EXPECT_EQ(s.variant, "tianjiu");
  Filter winners;
  winners.where = "won";
  for (const auto& s : seat_sums(db, winners, facts)) {
    EXPECT_EQ(s.variant, "tianjiu");  // 三打哈 declares no `won`
    EXPECT_EQ(s.settled, s.nonzero[0]);
  }
  Filter later;
  later.since = day_of("2100-01-01");
  EXPECT_TRUE(seat_sums(db, later, facts).empty());
}

TEST_P(Import, TheHandsAFilterSelectsAreRebuiltFromTheStoredRecords) {
  Database db(url_);
  const auto a = copy_sample("tianjiu/match4-renchan-and-captures.paipu", "a/m4.paipu");
  const auto b = copy_sample("tianjiu/match1-defaults.paipu", "a/m1.paipu");
  import(db, a);
  import(db, b);
  Filter f;
  f.players = {"Aki"};
  f.where = "hezun";
  const auto hands = matching_hands(db, f, load_facts(db));
  ASSERT_EQ(hands.size(), 1u);
  const auto rebuilt = rebuild_records(db, hands);
  // Only the record that holds the hand, whole, so the hand replays with its match's history.
  EXPECT_EQ(rebuilt.text, slurp(a));
  ASSERT_EQ(rebuilt.hands.size(), 1u);
  EXPECT_EQ(rebuilt.hands.begin()->first, 0);
  EXPECT_EQ(rebuilt.hands.begin()->second, hands[0].hand_index);
  // And the line it names in its file is that hand's first line.
  std::istringstream lines(slurp(a));
  std::string line;
  for (int i = 0; i < hands[0].line; ++i) std::getline(lines, line);
  EXPECT_EQ(line.rfind("hand ", 0), 0u) << line;
}

INSTANTIATE_TEST_SUITE_P(Backends, Import, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace dbtest
