#include "db_cli.hpp"

#include <iostream>

#include "commands.hpp"
#include "paipu/db/parsed_file.hpp"

namespace paipu::cli {

namespace {

CLI::Option* add_filters(CLI::App& cmd, DbFilterOptions& f) {
  auto* db = cmd.add_option("--db", f.db, "Database URL: sqlite:PATH or postgresql://USER@HOST/DB");
  cmd.add_option("--player", f.players, "Only this player's seats (repeatable)");
  cmd.add_option("--variant", f.variants, "Only this variant (repeatable)");
  cmd.add_option("--since", f.since, "From this date on (YYYY-MM-DD)");
  cmd.add_option("--until", f.until, "Up to this date, inclusive (YYYY-MM-DD)");
  cmd.add_option("--where", f.where,
                 "Seats whose figures match, e.g. \"won and value >= 8\" (docs/database.md)");
  return db;
}

}  // namespace

bool DbFilterOptions::resolve(db::Filter& out) const {
  out.players = players;
  out.variants = variants;
  out.where = where;
  out.invalid_only = invalid;
  for (auto [text, day, name] :
       {std::tuple{&since, &out.since, "--since"}, std::tuple{&until, &out.until, "--until"}}) {
    if (text->empty()) continue;
    *day = db::day_of(*text);
    if (*day == 0) {
      std::cerr << "paipu: " << name << " expects a date YYYY-MM-DD, got '" << *text << "'\n";
      return false;
    }
  }
  return true;
}

DbCommands::DbCommands(CLI::App& app, CLI::App& view_cmd) : view_cmd_(&view_cmd) {
  import_cmd_ = app.add_subcommand(
      "import", "Validate record files and store every hand in the hand-history database");
  import_cmd_->add_option("inputs", import_.inputs, "Record files, or directories of *.paipu files")
      ->required();
  import_cmd_->add_option("--db", import_.db, "Database URL (default: a file in your data dir)");
  import_cmd_->add_flag("-q,--quiet", import_.quiet, "Only the summary");
  auto* analyze = import_cmd_->add_flag(
      "--analyze", import_.analyze,
      "Also review every hand by exact search and store each decision's loss (slow)");
  import_cmd_
      ->add_option("--budget", import_.budget,
                   "With --analyze: positions the search may visit per move it values "
                   "(default 2000)")
      ->needs(analyze)
      ->check(CLI::PositiveNumber);

  stats_cmd_ = app.add_subcommand("stats", "Per-player statistics of the stored hands");
  add_filters(*stats_cmd_, stats_.filter);
  stats_cmd_->add_option("--by", stats_.by, "Group by")
      ->check(CLI::IsMember({"player", "variant", "month", "seat"}));
  stats_cmd_->add_flag("--json", stats_.json, "JSON instead of a table");
  stats_cmd_->add_flag("--csv", stats_.csv, "CSV instead of a table");

  hands_cmd_ =
      app.add_subcommand("hands", "List the stored hands a filter selects, with file:line");
  add_filters(*hands_cmd_, hands_.filter);
  hands_cmd_->add_flag("--invalid", hands_.filter.invalid, "Only hands that did not settle");
  hands_cmd_->add_flag("--json", hands_.json, "One JSON object per hand");
  hands_cmd_->add_option("--limit", hands_.limit, "At most this many hands");

  graph_cmd_ = app.add_subcommand("graph", "Draw cumulative net points per player (PNG or SVG)");
  add_filters(*graph_cmd_, graph_.filter);
  graph_cmd_
      ->add_option("-o,--output", graph_.output,
                   "net.png or net.svg: one chart per variant, stacked in this one file")
      ->required();
  graph_cmd_->add_option("--x", graph_.x, "Horizontal axis")
      ->check(CLI::IsMember({"hands", "dates"}));
  graph_cmd_->add_option("--size", graph_.size, "Size of each chart, WIDTHxHEIGHT");
  graph_cmd_->add_option("--top", graph_.top, "Players drawn in each chart (most hands first)")
      ->check(CLI::PositiveNumber);
  graph_cmd_->add_flag("--combine", graph_.combine,
                       "One chart adding every variant's points, with bars by variant");

  export_cmd_ = app.add_subcommand(
      "export", "Write one row per stored hand and seat, for DuckDB, pandas or Spark");
  add_filters(*export_cmd_, export_.filter);
  auto* jsonl = export_cmd_->add_flag("--jsonl", export_.jsonl, "JSON Lines (the default)");
  export_cmd_->add_flag("--csv", export_.csv, "CSV with a header row")->excludes(jsonl);
  export_cmd_->add_option("-o,--output", export_.output,
                          "File to write (default: standard output)");

  view_db_ = add_filters(view_cmd, view_);
}

int DbCommands::run(const PluginHost& host, const std::string& view_seat) const {
  try {
    if (import_cmd_->parsed()) return import_files(host, import_);
    if (stats_cmd_->parsed()) return stats(stats_);
    if (hands_cmd_->parsed()) return list_hands(hands_);
    if (graph_cmd_->parsed()) return graph(graph_);
    if (export_cmd_->parsed()) return export_rows(export_);
    if (view_cmd_->parsed() && view_from_db()) return view_db(host, view_, view_seat);
  } catch (const db::DbError& e) {
    std::cerr << "paipu: " << e.what() << '\n';
    return kExitUsage;
  }
  return -1;
}

}  // namespace paipu::cli
