// `paipu stats`: the figures of db/stats.hpp as an aligned table, JSON or CSV.
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/analysis/review.hpp"
#include "paipu/db/stats.hpp"
#include "paipu/db/text_table.hpp"
#include "paipu/settlement.hpp"

namespace paipu::cli {

namespace {

std::string fixed(double v, int digits) {
  char out[64];
  std::snprintf(out, sizeof out, "%.*f", digits, v);
  return out;
}

// How a fact reads in the table: a rate in percent, a count per hand, a mean where it occurred.
std::string fact_cell(const db::FactFigure& f) {
  if (f.hands == 0) return "-";
  if (f.type == "flag") return fixed(100.0 * f.figure(), 1) + "%";
  if (f.type == "amount") return f.nonzero ? fixed(f.figure(), 1) : "-";
  return fixed(f.figure(), 3);
}

std::string fact_heading(const db::FactFigure& f) {
  if (f.type == "flag") return f.name + " %";
  if (f.type == "amount") return f.name + " avg";
  return f.name + "/hand";
}

// The analysis columns (`import --analyze`), shown only when some hand selected was analysed.
const std::vector<std::string> kReviewHeadings = {"analysed", "best %", "loss/dec",
                                                  "?!",       "?",      "??"};

std::vector<std::string> review_cells(const db::ReviewCounts& r) {
  if (r.hands == 0) return {"-", "-", "-", "-", "-", "-"};
  const bool exact = r.exact > 0;
  return {std::to_string(r.hands),
          exact ? fixed(100.0 * r.best_share(), 1) + "%" : "-",
          exact ? fixed(r.loss_per_decision(), 2) : "-",
          std::to_string(r.dubious),
          std::to_string(r.mistakes),
          std::to_string(r.blunders)};
}

nlohmann::json review_json(const db::ReviewCounts& r) {
  return {{"hands", r.hands},
          {"decisions", r.decisions},
          {"exact", r.exact},
          {"best", r.best},
          {"best_share", r.best_share()},
          {"exact_loss", r.exact_loss},
          {"loss_per_decision", r.loss_per_decision()},
          {"loss", r.loss},
          {"dubious", r.dubious},
          {"mistakes", r.mistakes},
          {"blunders", r.blunders}};
}

nlohmann::json group_json(const db::GroupStats& g, bool reviews) {
  nlohmann::json facts = nlohmann::json::object();
  for (const auto& f : g.facts)
    facts[f.name] = {{"label", f.label},     {"type", f.type},   {"sum", f.sum},
                     {"nonzero", f.nonzero}, {"hands", f.hands}, {"figure", f.figure()}};
  nlohmann::json j = {{"group", g.group}, {"hands", g.hands},         {"unsettled", g.unsettled},
                      {"net", g.net},     {"per_hand", g.per_hand()}, {"ci95", g.ci95()},
                      {"facts", facts}};
  if (reviews) j["analysis"] = review_json(g.review);
  return j;
}

void print_csv(const std::vector<db::GroupStats>& groups, const db::GroupStats& total,
               const std::string& by) {
  const bool reviews = total.review.hands > 0;
  std::cout << by << ",hands,unsettled,net,per_hand,ci95";
  for (const auto& f : total.facts) std::cout << ',' << f.name << ',' << f.name << "_hands";
  if (reviews)
    std::cout << ",analysed,decisions,exact,best,exact_loss,loss,dubious,mistakes,blunders";
  std::cout << '\n';
  auto row = [&](const db::GroupStats& g) {
    std::cout << csv_field(g.group) << ',' << g.hands << ',' << g.unsettled << ',' << g.net << ','
              << fixed(g.per_hand(), 4) << ',' << fixed(g.ci95(), 4);
    for (const auto& f : g.facts) std::cout << ',' << f.sum << ',' << f.hands;
    if (reviews) {
      const db::ReviewCounts& r = g.review;
      for (const long long v : {r.hands, r.decisions, r.exact, r.best, r.exact_loss, r.loss,
                                r.dubious, r.mistakes, r.blunders})
        std::cout << ',' << v;
    }
    std::cout << '\n';
  };
  for (const auto& g : groups) row(g);
  row(total);
}

void print_table(const std::vector<db::GroupStats>& groups, const db::GroupStats& total,
                 const std::string& by) {
  TextTable t;
  // A player or a seat sits once in a hand; a variant or a month counts each seat of a hand.
  const bool per_seat = by == "variant" || by == "month";
  std::vector<std::string> head = {by, per_seat ? "seat-hands" : "hands", "net", "pts/hand",
                                   "±95%"};
  for (const auto& f : total.facts) head.push_back(fact_heading(f));
  const bool reviews = total.review.hands > 0;
  if (reviews) head.insert(head.end(), kReviewHeadings.begin(), kReviewHeadings.end());
  t.add(head);
  auto row = [&](const db::GroupStats& g) {
    std::vector<std::string> r = {
        g.group,
        std::to_string(g.hands) + (g.unsettled ? " (+" + std::to_string(g.unsettled) + ")" : ""),
        signed_text(g.net), fixed(g.per_hand(), 2), fixed(g.ci95(), 2)};
    for (const auto& f : g.facts) r.push_back(fact_cell(f));
    if (reviews) {
      const auto cells = review_cells(g.review);
      r.insert(r.end(), cells.begin(), cells.end());
    }
    t.add(r);
  };
  for (const auto& g : groups) row(g);
  if (groups.size() > 1) {
    t.rule();
    row(total);
  }
  t.print(std::cout);
  if (total.unsettled)
    std::cout << "(+N): hands stored but not settled, left out of the figures (`paipu hands "
                 "--invalid`)\n";
  for (const auto& f : total.facts) std::cout << "  " << f.name << ": " << f.label << '\n';
  if (reviews) {
    const analysis::Thresholds glyphs;
    std::cout << "  analysed: seat-hands analysed (paipu import --analyze)\n"
                 "  best %: decisions where a best move was played, of those solved exactly\n"
                 "  loss/dec: points lost per decision solved exactly\n"
                 "  ?!, ?, ??: decisions that lost at least "
              << glyphs.dubious << ", " << glyphs.mistake << ", " << glyphs.blunder << " points\n";
  }
}

}  // namespace

int stats(const StatsOptions& o) {
  db::Filter filter;
  if (!o.filter.resolve(filter)) return kExitUsage;
  db::Database database(o.filter.db);
  const auto facts = db::load_facts(database);
  const auto rows = db::seat_sums(database, filter, facts);
  db::GroupStats total;
  auto groups = db::group_stats(rows, facts, db::group_by(o.by), total);
  db::fold_reviews(groups, total, db::review_sums(database, filter, facts), db::group_by(o.by));
  if (o.json) {
    const bool reviews = total.review.hands > 0;
    nlohmann::json out = {
        {"by", o.by}, {"groups", nlohmann::json::array()}, {"total", group_json(total, reviews)}};
    for (const auto& g : groups) out["groups"].push_back(group_json(g, reviews));
    std::cout << out.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
  } else if (o.csv) {
    print_csv(groups, total, o.by);
  } else if (groups.empty()) {
    std::cout << "no hands match\n";
  } else {
    print_table(groups, total, o.by);
  }
  return kExitOk;
}

}  // namespace paipu::cli
