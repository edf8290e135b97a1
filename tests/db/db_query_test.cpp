// The pieces of the analysis that need no database: dates, the --where language, the figures.
#include <gtest/gtest.h>

#include <cmath>

#include "paipu/db/database.hpp"
#include "paipu/db/parsed_file.hpp"
#include "paipu/db/query.hpp"
#include "paipu/db/stats.hpp"
#include "paipu/db/text_table.hpp"

namespace {

using namespace paipu::db;

TEST(Dates, DayNumbersRoundTripAndUnknownPartsAreNoDate) {
  EXPECT_EQ(day_of("1970.01.02"), 1);
  EXPECT_EQ(day_of("2026.03.12"), day_of("2026-03-12"));
  EXPECT_EQ(date_of(day_of("2024.02.29")), "2024-02-29");
  EXPECT_EQ(date_of(day_of("2000/12/31")), "2000-12-31");
  EXPECT_EQ(day_of("2023.02.29"), 0);
  EXPECT_EQ(day_of("2026.??.??"), 0);
  EXPECT_EQ(day_of("2026.3.12x"), 0);
  EXPECT_EQ(day_of("2026.03-12"), 0);
}

const std::vector<FactColumn> kFacts = {{"tianjiu", 0, "won", "won the hand", "flag", ""},
                                        {"wenzhou", 0, "won", "won the hand", "flag", ""},
                                        {"wenzhou", 4, "value", "value of the win", "amount", ""}};

TEST(Where, NamesBecomeColumnsPerVariantAndLiteralsAreEscaped) {
  EXPECT_EQ(compile_where("won", kFacts),
            "((CASE h.variant WHEN 'tianjiu' THEN s.f0 WHEN 'wenzhou' THEN s.f0 ELSE 0 END) <> 0)");
  EXPECT_EQ(compile_where("value >= 8 and not seat = 'N'", kFacts),
            "(((CASE h.variant WHEN 'wenzhou' THEN s.f4 ELSE 0 END) >= 8) AND (NOT (s.seat = 3)))");
  EXPECT_EQ(compile_where("player = 'O''Brien' or player == \"x'; DROP TABLE hands; --\"", kFacts),
            "((p.name = 'O''Brien') OR (p.name = 'x''; DROP TABLE hands; --'))");
  EXPECT_EQ(compile_where("date >= '2026-01-01' and status != 'invalid'", kFacts),
            "((h.day >= " + std::to_string(day_of("2026-01-01")) + ") AND (h.status <> 1))");
  EXPECT_EQ(compile_where("(net < -10)", kFacts), "((s.net < -10))");
}

TEST(Where, MistakesNameTheColumnAndWhatWasExpected) {
  auto error = [](const std::string& text) {
    try {
      compile_where(text, kFacts);
    } catch (const DbError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_EQ(error("won and"),
            "--where column 8: expected a name, a number or a quoted string, got the end");
  EXPECT_NE(error("bogus").find("column 1: expected a name (net, seat"), std::string::npos);
  EXPECT_NE(error("seat = 'Q'").find("a seat E, S, W or N"), std::string::npos);
  EXPECT_NE(error("date > 'soon'").find("a date YYYY-MM-DD"), std::string::npos);
  EXPECT_NE(error("player").find("a comparison"), std::string::npos);
  EXPECT_NE(error("(won").find("expected ')'"), std::string::npos);
  // Columns count characters: the x after 王 is at column 16, not at its byte offset.
  EXPECT_NE(error("player='王' and x").find("column 16"), std::string::npos);
}

TEST(Stats, FiguresAndTheirConfidenceInterval) {
  SeatSums a{"Aki", "wenzhou", 1, 0, 4, 4, 8, 0, {}, {}};
  a.net_sq = 4 * 4 + 4 * 4 + 0 + 0;  // hands of +4, +4, 0, 0
  a.facts[0] = 2;
  a.nonzero[0] = 2;
  a.facts[4] = 10;
  a.nonzero[4] = 2;
  SeatSums b{"Ben", "tianjiu", 0, 1, 3, 2, -6, 18, {}, {}};
  GroupStats total;
  const auto groups = group_stats({a, b}, kFacts, GroupBy::player, total);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].group, "Aki");
  EXPECT_DOUBLE_EQ(groups[0].per_hand(), 2.0);
  // Sample variance of {4, 4, 0, 0} is 16/3; the interval is 1.96 × sqrt(16/3 / 4).
  EXPECT_NEAR(groups[0].ci95(), 1.96 * std::sqrt(16.0 / 3 / 4), 1e-9);
  ASSERT_EQ(groups[0].facts.size(), 2u);
  EXPECT_EQ(groups[0].facts[0].name, "won");
  EXPECT_DOUBLE_EQ(groups[0].facts[0].figure(), 0.5);
  EXPECT_DOUBLE_EQ(groups[0].facts[1].figure(), 5.0);  // the mean value of a win
  EXPECT_EQ(groups[1].unsettled, 1);
  EXPECT_EQ(groups[1].facts[1].hands, 0);  // 打天九 has no value: not applicable
  EXPECT_EQ(total.hands, 6);
  EXPECT_EQ(total.net, 2);
  EXPECT_EQ(total.facts[0].hands, 6);
}

TEST(Stats, MonthsAndSeatsComeInOrder) {
  SeatSums jan{"A", "tianjiu", day_of("2026.01.05"), 3, 1, 1, 0, 0, {}, {}};
  SeatSums feb{"A", "tianjiu", day_of("2026.02.05"), 0, 1, 1, 0, 0, {}, {}};
  SeatSums none{"A", "tianjiu", 0, 1, 1, 1, 0, 0, {}, {}};
  GroupStats total;
  const auto months = group_stats({feb, none, jan}, kFacts, GroupBy::month, total);
  ASSERT_EQ(months.size(), 3u);
  EXPECT_EQ(months[0].group, "(no date)");
  EXPECT_EQ(months[1].group, "2026-01");
  EXPECT_EQ(months[2].group, "2026-02");
  const auto seats = group_stats({jan, feb, none}, kFacts, GroupBy::seat, total);
  ASSERT_EQ(seats.size(), 3u);
  EXPECT_EQ(seats[0].group, "E");
  EXPECT_EQ(seats[1].group, "S");
  EXPECT_EQ(seats[2].group, "N");
}

TEST(TextTable, CjkCharactersTakeTwoColumns) {
  EXPECT_EQ(paipu::cli::display_width("Aki"), 3u);
  EXPECT_EQ(paipu::cli::display_width("王小明"), 6u);
  EXPECT_EQ(paipu::cli::display_width("佐藤 a"), 6u);
  std::ostringstream out;
  paipu::cli::TextTable t;
  t.add({"player", "net"});
  t.add({"王", "+12"});
  t.print(out);
  EXPECT_EQ(out.str(), "player  net\n王      +12\n");
}

}  // namespace
