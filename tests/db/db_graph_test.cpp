// `paipu graph` as a user reads it: each player's total at the end of their line, the same over
// hands and over dates and the same as `paipu stats`; what a chart leaves out named under it and
// on stderr; a player's colour the same in every graph of the database.
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "db_fixture.hpp"
#include "paipu/db/net_lines.hpp"

namespace dbtest {
namespace {

using paipu::db::Database;
using paipu::db::players_in_stored_order;

const std::string kPaipu = PAIPU_EXE;

struct Text {
  double x, y;
  std::string text;
  bool end = false;  // anchored at its end, upright: a legend's value or an axis tick
};

std::vector<Text> texts(const std::string& svg) {
  static const std::regex text(R"re(<text x="([^"]+)" y="([^"]+)"([^>]*)>([^<]*)</text>)re");
  std::vector<Text> out;
  for (std::sregex_iterator it(svg.begin(), svg.end(), text), end; it != end; ++it) {
    const std::string attributes = (*it)[3];
    out.push_back({std::stod((*it)[1]), std::stod((*it)[2]), (*it)[4],
                   attributes.find("text-anchor=\"end\"") != std::string::npos &&
                       attributes.find("transform") == std::string::npos});
  }
  return out;
}

// "+1,234", "−56" or "0" as a number.
bool points(std::string s, long long& out) {
  static const std::string kMinus = "\u2212";
  bool negative = false;
  if (s.rfind(kMinus, 0) == 0) {
    negative = true;
    s = s.substr(kMinus.size());
  } else if (!s.empty() && s[0] == '+') {
    s = s.substr(1);
  }
  std::string digits;
  for (const char c : s) {
    if (c == ',') continue;
    if (c < '0' || c > '9') return false;
    digits += c;
  }
  if (digits.empty()) return false;
  out = negative ? -std::stoll(digits) : std::stoll(digits);
  return true;
}

// Each chart's legend, by the chart's title: a player's name, and the rightmost number on its row.
using Legends = std::map<std::string, std::map<std::string, long long>>;
Legends legends(const std::string& svg, const std::set<std::string>& players) {
  Legends out;
  const auto all = texts(svg);
  std::string chart;
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].text.rfind("Net points", 0) == 0 &&
        all[i].text.find(" by variant") == std::string::npos)
      chart = all[i].text;
    if (!players.count(all[i].text)) continue;
    const Text* value = nullptr;
    long long n = 0;
    for (std::size_t j = i + 1; j < all.size() && j < i + 4; ++j)
      if (all[j].end && all[j].y == all[i].y && points(all[j].text, n) &&
          (!value || all[j].x > value->x))
        value = &all[j];
    if (value && points(value->text, n)) out[chart][all[i].text] = n;
  }
  return out;
}

std::map<std::string, long long> stats_net(const std::string& url, const std::string& filter) {
  const auto json = nlohmann::json::parse(run(kPaipu + " stats --json --db " + url + filter));
  std::map<std::string, long long> out;
  // A line is a named player's settled hands: "(unnamed)" is many people, and a player with only
  // unsettled hands has no point to draw (the caption names them).
  for (const auto& g : json["groups"])
    if (g["hands"] > 0 && g["group"] != "(unnamed)") out[g["group"]] = g["net"];
  return out;
}

class Graph : public DbTest {
 protected:
  // The samples of these folders, imported.
  void import(const std::vector<std::string>& folders) {
    std::string args;
    for (const auto& f : folders) args += " " + std::string(PAIPU_SOURCE_DIR) + "/samples/" + f;
    run(kPaipu + " import --db " + url_ + args + " >/dev/null 2>&1");
    Database db(url_);
    for (const auto& name : players_in_stored_order(db)) players_.insert(name);
  }
  // The SVG of `paipu graph ARGS`, and what it said on stderr.
  std::string graph(const std::string& args, std::string* err = nullptr) {
    const auto svg = (dir_ / "g.svg").string(), log = (dir_ / "err.txt").string();
    std::filesystem::remove(svg);
    const int status = std::system(
        (kPaipu + " graph --db " + url_ + " --top 50 -o " + svg + " " + args + " 2>" + log)
            .c_str());
    EXPECT_EQ(status, 0) << args << ": " << slurp(log);
    if (err) *err = slurp(log);
    return slurp(svg);
  }
  std::set<std::string> players_;
};

TEST_P(Graph, EveryHandDatedTheTotalsAreTheSameOverHandsOverDatesAndInStats) {
  import({"tianjiu", "daqizi", "sandaha"});
  const auto stats = stats_net(url_, "");
  ASSERT_GE(stats.size(), 4u);
  const auto hands = legends(graph("--combine --x hands"), players_);
  const auto dates = legends(graph("--combine --x dates"), players_);
  ASSERT_EQ(hands.size(), 1u);
  EXPECT_EQ(hands.begin()->second, stats);
  EXPECT_EQ(dates, hands);
  // One chart per variant: each the same as the variant's statistics.
  const auto by_hands = legends(graph("--x hands"), players_);
  const auto by_dates = legends(graph("--x dates"), players_);
  EXPECT_EQ(by_hands.size(), 3u);
  EXPECT_EQ(by_dates, by_hands);
  for (const std::string v : {"tianjiu", "daqizi", "sandaha"})
    EXPECT_EQ(by_hands.at("Net points in " + v), stats_net(url_, " --variant " + v)) << v;
}

TEST_P(Graph, UndatedAndUnsettledHandsAreCountedAndNamedNotDropped) {
  import({"tianjiu", "wenzhou", "chinton", "invalid"});
  std::string err;
  const auto svg = graph("--x dates", &err);
  // The mahjong charts are there, empty, saying why and whose.
  EXPECT_NE(svg.find(">Net points in wenzhou<"), std::string::npos);
  EXPECT_NE(svg.find(">no dated hands (see below)<"), std::string::npos);
  std::smatch wenzhou;
  ASSERT_TRUE(std::regex_search(
      err, wenzhou,
      std::regex(R"(wenzhou: Not on the date axis, settled hands without a Date: ([^\n]*))")))
      << err;
  for (const std::string who : {"Chen", "Lin", "Wang", "Zhou"})
    EXPECT_TRUE(std::regex_search(wenzhou[1].str(), std::regex(who + " \\d+")))
        << who << ": " << err;
  EXPECT_TRUE(std::regex_search(err, std::regex(R"(chinton: Not on the date axis[^\n]*Aoki \d+)")))
      << err;
  EXPECT_TRUE(std::regex_search(err, std::regex(R"(Not counted, hands not settled: [^\n]*\d)")))
      << err;
  // The caption in the picture says the same.
  std::string caption;
  for (const auto& t : texts(svg)) caption += t.text + "\n";
  EXPECT_TRUE(std::regex_search(caption, std::regex(R"(without a Date: [^\n]*Aoki \d+)")))
      << caption;
  // Over hands, every settled hand is on a line: totals as in stats, Chen's over both games.
  const auto combined = legends(graph("--combine"), players_);
  EXPECT_EQ(combined.begin()->second, stats_net(url_, ""));
  // Players whose every hand failed to settle are named too.
  for (const std::string who : {"Liu", "Ma", "Niu", "Ou"})
    EXPECT_TRUE(std::regex_search(
        err, std::regex("Not counted, hands not settled: [^\\n]*" + who + " \\d+")))
        << who << ": " << err;
  // Over dates, combined, the undated players are named, not lost.
  graph("--combine --x dates", &err);
  for (const std::string who : {"Aoki", "Baba", "Chiba", "Lin", "Wang", "Zhou"})
    EXPECT_NE(err.find(who), std::string::npos) << who << ": " << err;
}

// The colour of each legend's swatch (the small box left of a player's name), by chart.
std::map<std::string, std::map<std::string, std::string>> swatches(
    const std::string& svg, const std::set<std::string>& players) {
  static const std::regex rect(
      R"re(<rect x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)" fill="([^"]+)")re");
  struct Rect {
    double x, y, w, h;
    std::string fill;
  };
  std::vector<Rect> rects;
  for (std::sregex_iterator it(svg.begin(), svg.end(), rect), end; it != end; ++it)
    rects.push_back({std::stod((*it)[1]), std::stod((*it)[2]), std::stod((*it)[3]),
                     std::stod((*it)[4]), (*it)[5]});
  std::map<std::string, std::map<std::string, std::string>> out;
  std::string chart;
  for (const auto& t : texts(svg)) {
    if (t.text.rfind("Net points", 0) == 0) chart = t.text;
    if (!players.count(t.text)) continue;
    const Rect* best = nullptr;
    for (const auto& r : rects)
      if (r.x < t.x && t.x - r.x < 80 && r.w < 60 && std::abs(r.y + r.h / 2 - t.y) < 15 &&
          (!best || r.x > best->x))
        best = &r;
    if (best) out[chart][t.text] = best->fill;
  }
  return out;
}

TEST_P(Graph, APlayerHasOneColourInEveryGraphOfTheDatabase) {
  import({"tianjiu", "daqizi", "sandaha", "wenzhou"});
  std::map<std::string, std::set<std::string>> colours;
  std::size_t seen = 0;
  for (const std::string args : {"", "--combine", "--x dates", "--player Chen", "--player Dai",
                                 "--variant wenzhou", "--combine --player Aki --player Chen"})
    for (const auto& [chart, legend] : swatches(graph(args), players_)) {
      std::set<std::string> in_chart;
      for (const auto& [player, fill] : legend) {
        colours[player].insert(fill);
        in_chart.insert(fill);
        ++seen;
      }
      EXPECT_EQ(in_chart.size(), legend.size()) << "two players share a colour in " << chart;
    }
  EXPECT_GT(seen, 20u);
  for (const auto& [player, fills] : colours) EXPECT_EQ(fills.size(), 1u) << player;
}

INSTANTIATE_TEST_SUITE_P(Backends, Graph, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace dbtest
