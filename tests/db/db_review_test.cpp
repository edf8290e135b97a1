// `paipu import --analyze` on both databases: every decision `paipu analyze` reports is stored
// with its figures, a hand that cannot be analysed is stored with the reason, a second import adds
// nothing, a larger budget replaces a review, and `stats`, `hands` and `--where` read the same
// figures back. `paipu analyze --json` on the same file is the reference.
#include <nlohmann/json.hpp>

#include "db_fixture.hpp"
#include "paipu/db/importer.hpp"
#include "paipu/db/stats.hpp"

namespace dbtest {
namespace {

using namespace paipu::db;
using nlohmann::json;

const std::string kPaipu = PAIPU_EXE;
// Small enough that a hand takes a fraction of a second, large enough that the last decisions are
// solved exactly and earlier ones are not: both kinds are stored.
constexpr int kBudget = 20;
const char* const kPlayers[] = {"Aki", "Ben", "Chen", "Dai"};

// What analyze reports, summed per hand and seat: decisions, exact, best, exact_loss, loss,
// ?!, ?, ??.
using Sums = std::array<long long, 8>;
struct Reference {
  std::vector<bool> analysed;         // by hand
  std::vector<std::vector<Sums>> by;  // by hand, then seat
  long long decisions = 0, exact = 0;
};

Sums sums_of(const ReviewCounts& c) {
  return {c.decisions, c.exact, c.best, c.exact_loss, c.loss, c.dubious, c.mistakes, c.blunders};
}

Reference analyze(const std::string& file, int budget) {
  Reference ref;
  std::istringstream lines(
      run(kPaipu + " analyze --json --budget " + std::to_string(budget) + " " + file));
  for (std::string line; std::getline(lines, line);) {
    const json j = json::parse(line);
    ref.analysed.push_back(j["analysed"].get<bool>());
    std::vector<Sums> seats(4, Sums{});
    for (const auto& d : j["decisions"]) {
      const std::string seat = d["seat"];
      Sums& s = seats[std::string("ESWN").find(seat)];
      const bool exact = d["exact"].get<bool>() && d.contains("played");
      const long long loss = d["loss"].get<long long>();
      const std::string glyph = d["glyph"];
      s[0] += 1;
      s[1] += exact;
      s[2] += exact && loss == 0;
      s[3] += exact ? loss : 0;
      s[4] += loss;
      s[5] += glyph == "?!";
      s[6] += glyph == "?";
      s[7] += glyph == "??";
      ++ref.decisions;
      ref.exact += exact;
    }
    ref.by.push_back(seats);
  }
  return ref;
}

// A generated 打棋子 record of two fully known hands with the players named, a copy of its first
// hand with W's deal unknown, and a generated 温州麻雀 hand: three ways a hand is or is not
// analysed.
class Review : public DbTest {
 protected:
  void SetUp() override {
    DbTest::SetUp();
    known_ = (dir_ / "known.paipu").string();
    ASSERT_EQ(run(kPaipu + " generate daqizi --hands 2 --per-record 2 --seed 8 -o " + known_ +
                  " && echo ok"),
              "ok\n");
    std::string text = slurp(known_);
    std::string tags;
    for (int s = 0; s < 4; ++s)
      tags += std::string("[") +
              (s == 0   ? "East"
               : s == 1 ? "South"
               : s == 2 ? "West"
                        : "North") +
              " \"" + kPlayers[s] + "\"]\n";
    text.insert(text.find('\n') + 1, tags);
    std::ofstream(known_, std::ios::binary) << text;
    unknown_ = (dir_ / "unknown.paipu").string();
    std::istringstream lines(text.substr(0, text.find("\nhand", text.find("\nhand") + 1) + 1));
    std::ofstream out(unknown_, std::ios::binary);
    for (std::string line; std::getline(lines, line);)
      out << (line.rfind("W deal ", 0) == 0 ? "W deal ********" : line) << '\n';
    out.close();
    mahjong_ = (dir_ / "mahjong.paipu").string();
    ASSERT_EQ(run(kPaipu + " generate wenzhou --hands 1 --seed 3 -o " + mahjong_ + " && echo ok"),
              "ok\n");
  }

  FileImport import(Database& db, const std::string& path, int budget) {
    Importer importer(db);
    ImportAnalysis analysis;
    analysis.options.budget.nodes = static_cast<std::uint64_t>(budget);
    analysis.wanted = [&](const std::string& hash) {
      return importer.wants_review(hash, static_cast<std::uint64_t>(budget));
    };
    return importer.store(parse_file(host_, path, slurp(path), &analysis));
  }

  std::string known_, unknown_, mahjong_;
};

TEST_P(Review, EveryDecisionIsStoredWithTheFiguresAnalyzeReports) {
  const Reference ref = analyze(known_, kBudget);
  ASSERT_EQ(ref.analysed, (std::vector<bool>{true, true}));
  ASSERT_GT(ref.decisions, 20);
  Database db(url_);
  const FileImport r = import(db, known_, kBudget);
  EXPECT_EQ(r.analysed, 2);
  EXPECT_EQ(r.not_analysed, 0);
  EXPECT_EQ(r.decisions, ref.decisions);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions"), ref.decisions);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM reviews WHERE analysed = 1 AND budget = " +
                          std::to_string(kBudget)),
            2);
  // Each hand's seats: the same sums as analyze's, read back as `paipu hands` reads them.
  const auto hands = matching_hands(db, {}, load_facts(db));
  ASSERT_EQ(hands.size(), 2u);
  Sums all{};
  for (std::size_t h = 0; h < 2; ++h) {
    ASSERT_TRUE(hands[h].analysed);
    ASSERT_EQ(hands[h].review.size(), 4u);
    for (std::size_t s = 0; s < 4; ++s) {
      EXPECT_EQ(sums_of(hands[h].review[s]), ref.by[h][s]) << "hand " << h << " seat " << s;
      for (std::size_t k = 0; k < all.size(); ++k) all[k] += ref.by[h][s][k];
    }
  }
  // Both kinds of decision are in it, and some lost points.
  EXPECT_GT(all[1], 0);
  EXPECT_LT(all[1], all[0]);
  EXPECT_GT(all[4], 0);
  // A stored decision names the move played and the best moves as the record spells them, and
  // its loss is what the played move gave up.
  std::string played, best;
  long long best_value = 0, played_value = 0, loss = 0;
  int exact = 0;
  db.sql() << "SELECT played, best, best_value, played_value, loss, exact FROM decisions"
              " WHERE exact = 1 AND loss > 0 ORDER BY hand_id, step",
      soci::into(played), soci::into(best), soci::into(best_value), soci::into(played_value),
      soci::into(loss), soci::into(exact);
  EXPECT_EQ(loss, best_value - played_value);
  EXPECT_FALSE(played.empty());
  EXPECT_EQ(json::parse(best).size() > 0, true) << best;
  EXPECT_EQ(std::string("ESWN").find(played[0]) != std::string::npos, true) << played;
  // `paipu stats`, per player: over every seat the player sat in, the same sums.
  const auto facts = load_facts(db);
  GroupStats total;
  auto groups = group_stats(seat_sums(db, {}, facts), facts, GroupBy::player, total);
  fold_reviews(groups, total, review_sums(db, {}, facts), GroupBy::player);
  ASSERT_EQ(groups.size(), 4u);
  for (const auto& g : groups) {
    const auto seat = static_cast<std::size_t>(
        std::find(std::begin(kPlayers), std::end(kPlayers), g.group) - std::begin(kPlayers));
    ASSERT_LT(seat, 4u) << g.group;
    Sums expected{};
    for (std::size_t h = 0; h < 2; ++h)
      for (std::size_t k = 0; k < expected.size(); ++k) expected[k] += ref.by[h][seat][k];
    EXPECT_EQ(sums_of(g.review), expected) << g.group;
    EXPECT_EQ(g.review.hands, 2);
    if (expected[1] > 0) {
      EXPECT_DOUBLE_EQ(g.review.loss_per_decision(),
                       static_cast<double>(expected[3]) / static_cast<double>(expected[1]));
      EXPECT_DOUBLE_EQ(g.review.best_share(),
                       static_cast<double>(expected[2]) / static_cast<double>(expected[1]));
    }
  }
  EXPECT_EQ(sums_of(total.review), all);
  expect_consistent(db);
}

TEST_P(Review, WhereSelectsHandsByTheirMistakes) {
  const Reference ref = analyze(known_, kBudget);
  Database db(url_);
  import(db, known_, kBudget);
  import(db, unknown_, kBudget);
  const auto facts = load_facts(db);
  auto selected = [&](const std::string& where, const std::vector<std::string>& players = {}) {
    Filter f;
    f.where = where;
    f.players = players;
    std::vector<int> lines;
    for (const auto& h : matching_hands(db, f, facts))
      if (h.path == known_) lines.push_back(h.line);
    return lines.size();
  };
  // Hands of the known file where some seat, or Aki, made a mistake of each kind.
  auto expected = [&](std::size_t k, long long at_least, int seat) {
    std::size_t n = 0;
    for (const auto& hand : ref.by) {
      bool any = false;
      for (int s = 0; s < 4; ++s)
        if ((seat < 0 || s == seat) && hand[static_cast<std::size_t>(s)][k] >= at_least) any = true;
      n += any;
    }
    return n;
  };
  EXPECT_EQ(selected("blunders > 0"), expected(7, 1, -1));
  EXPECT_EQ(selected("mistakes >= 1"), expected(6, 1, -1));
  EXPECT_EQ(selected("dubious"), expected(5, 1, -1));
  EXPECT_EQ(selected("loss >= 4"), expected(4, 4, -1));
  EXPECT_EQ(selected("blunders > 0", {"Aki"}), expected(7, 1, 0));
  EXPECT_EQ(selected("decisions > 0 and loss = 0", {"Ben"}),
            static_cast<std::size_t>(std::count_if(ref.by.begin(), ref.by.end(), [](const auto& h) {
              return h[1][0] > 0 && h[1][4] == 0;
            })));
  EXPECT_EQ(selected("analysed"), 2u);
  // The hand with W's deal unknown: stored with the reason, selected by `not analysed`.
  Filter not_analysed;
  not_analysed.where = "not analysed";
  const auto skipped = matching_hands(db, not_analysed, facts);
  ASSERT_EQ(skipped.size(), 1u);
  EXPECT_EQ(skipped[0].path, unknown_);
  EXPECT_TRUE(skipped[0].reviewed);
  EXPECT_FALSE(skipped[0].analysed);
  EXPECT_EQ(skipped[0].skipped,
            "the deal is not fully known: W (8 unknown); analysis needs every hand");
  // A mistake in the expression is reported as every other is.
  Filter bad;
  bad.where = "blunders >";
  try {
    matching_hands(db, bad, facts);
    ADD_FAILURE() << "no error";
  } catch (const DbError& e) {
    EXPECT_EQ(std::string(e.what()),
              "--where column 11: expected a name, a number or a quoted string, got the end");
  }
}

TEST_P(Review, ReimportingAddsNothingAndALargerBudgetReplacesTheReview) {
  Database db(url_);
  // Imported without analysis first: --analyze then reviews the stored file's hands.
  Importer plain(db);
  plain.store(parse_file(host_, known_, slurp(known_)));
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM reviews"), 0);
  EXPECT_FALSE(plain.reviewed(known_, content_hash(slurp(known_)), kBudget));
  const FileImport first = import(db, known_, kBudget);
  EXPECT_TRUE(first.unchanged);
  EXPECT_EQ(first.analysed, 2);
  const long long decisions = count(db, "SELECT COUNT(*) FROM decisions");
  const long long exact = count(db, "SELECT COUNT(*) FROM decisions WHERE exact = 1");
  ASSERT_LT(exact, decisions);
  // The same budget again: the file is not even read.
  EXPECT_TRUE(plain.reviewed(known_, content_hash(slurp(known_)), kBudget));
  const FileImport again = import(db, known_, kBudget);
  EXPECT_EQ(again.analysed, 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions"), decisions);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM reviews"), 2);
  // A smaller one would not improve it either.
  EXPECT_TRUE(plain.reviewed(known_, content_hash(slurp(known_)), kBudget / 2));
  // A larger one solves more: each hand is reviewed again, its decisions replaced, not added.
  const int larger = 2 * kBudget;
  EXPECT_FALSE(plain.reviewed(known_, content_hash(slurp(known_)), larger));
  const Reference ref = analyze(known_, larger);
  const FileImport more = import(db, known_, larger);
  EXPECT_EQ(more.analysed, 2);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions"), ref.decisions);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM reviews WHERE budget = " + std::to_string(larger)), 2);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions WHERE exact = 1"), ref.exact);
  EXPECT_GT(ref.exact, exact);
  // The same hands in another file are the same hands: reviewed once.
  const auto copy = (dir_ / "copy.paipu").string();
  std::filesystem::copy_file(known_, copy);
  const FileImport copied = import(db, copy, larger);
  EXPECT_EQ(copied.duplicates, 2);
  EXPECT_EQ(copied.analysed, 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions"), ref.decisions);
  expect_consistent(db);
}

TEST_P(Review, AMahjongHandIsStoredDiscardByDiscard) {
  // Its decisions are the discards of seats whose hands the record shows: each row a discard,
  // best when it kept the lowest shanten and the most effective copies, the loss in copies.
  Database db(url_);
  const FileImport r = import(db, mahjong_, kBudget);
  EXPECT_EQ(r.analysed, r.hands);
  EXPECT_GT(count(db, "SELECT COUNT(*) FROM decisions"), 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions WHERE moves < 2 OR exact = 0"), 0);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM decisions WHERE loss = 0 AND glyph <> ''"), 0);
  expect_consistent(db);
}

TEST_P(Review, TheCommandsShowTheFiguresOnlyWhenThereAreAny) {
  const std::string db = " --db " + url_;
  ASSERT_EQ(run(kPaipu + " import -q" + db + " " + known_ + " >/dev/null 2>&1; echo $?"), "0\n");
  const std::string plain = run(kPaipu + " stats" + db);
  EXPECT_EQ(plain.find("best %"), std::string::npos) << plain;
  EXPECT_EQ(run(kPaipu + " stats --json" + db).find("\"analysis\""), std::string::npos);
  const std::string summary = run(kPaipu + " import --analyze --budget " + std::to_string(kBudget) +
                                  db + " " + known_ + " " + unknown_ + " 2>&1 >/dev/null");
  EXPECT_NE(summary.find("analysed 2 hand(s)"), std::string::npos) << summary;
  EXPECT_NE(summary.find("1 could not be analysed"), std::string::npos) << summary;
  const std::string table = run(kPaipu + " stats" + db);
  for (const char* heading : {"analysed", "best %", "loss/dec", "?!", "??"})
    EXPECT_NE(table.find(heading), std::string::npos) << heading << "\n" << table;
  const json stats = json::parse(run(kPaipu + " stats --json" + db));
  EXPECT_EQ(stats["total"]["analysis"]["hands"], 8);  // 2 hands x 4 seats analysed
  // `paipu hands` goes from the figure to the hands behind it, with their mistakes.
  Database d(url_);
  const long long blundered = count(d,
                                    "SELECT COUNT(DISTINCT hand_id) FROM decisions"
                                    " WHERE glyph = '?"
                                    "?'");
  const std::string listed = run(kPaipu + " hands --where 'blunders > 0'" + db);
  EXPECT_EQ(std::count(listed.begin(), listed.end(), '\n'), blundered) << listed;
  if (blundered > 0) {
    EXPECT_NE(listed.find(known_ + ":"), std::string::npos) << listed;
    EXPECT_NE(listed.find("[?? "), std::string::npos) << listed;
  }
  const std::string skipped = run(kPaipu + " hands --where 'not analysed'" + db);
  EXPECT_NE(skipped.find("(not analysed: the deal is not fully known: W (8 unknown)"),
            std::string::npos)
      << skipped;
  EXPECT_EQ(run(kPaipu + " hands --where 'blunders >'" + db + " 2>&1"),
            "paipu: --where column 11: expected a name, a number or a quoted string, got the "
            "end\n");
}

// A database made before the analysis tables (version 1) gains them on open, its hands intact.
TEST_P(Review, TheMigrationAddsTheTablesToAnOlderDatabase) {
  {
    Database db(url_);
    Importer(db).store(parse_file(host_, known_, slurp(known_)));
    db.sql() << "DROP TABLE decisions";
    db.sql() << "DROP TABLE reviews";
    db.sql() << "DELETE FROM paipu_schema WHERE version = 2";
    EXPECT_EQ(db.schema_version(), 1);
  }
  Database db(url_);
  EXPECT_EQ(db.schema_version(), 2);
  EXPECT_EQ(count(db, "SELECT COUNT(*) FROM hands"), 2);
  EXPECT_EQ(import(db, known_, kBudget).analysed, 2);
}

INSTANTIATE_TEST_SUITE_P(Backends, Review, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace dbtest
