// The database commands: import, stats, hands, graph, export, and `view --db` (docs/database.md).
// Their options are registered on the command line here, apart from main.cpp's file commands.
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "paipu/db/query.hpp"
#include "paipu/host.hpp"

namespace paipu::cli {

// The --db URL and the filters, as typed.
struct DbFilterOptions {
  std::string db;
  std::vector<std::string> players, variants;
  std::string since, until, where;
  bool invalid = false;
  // The filter with dates read; false (with a message on stderr) when a date is not one.
  bool resolve(db::Filter& out) const;
};

struct ImportOptions {
  std::string db;
  std::vector<std::string> inputs;
  bool quiet = false;
  bool analyze = false;  // review every hand as `paipu analyze` does, and store its decisions
  // Positions searched per move valued. Less than analyze's default: an import reviews every
  // hand of a collection (docs/database.md says what it costs).
  std::uint64_t budget = 2'000;
};
int import_files(const PluginHost& host, const ImportOptions& o);

struct StatsOptions {
  DbFilterOptions filter;
  std::string by = "player";  // player, variant, month, seat
  bool json = false, csv = false;
};
int stats(const StatsOptions& o);

struct HandsOptions {
  DbFilterOptions filter;
  bool json = false;
  long long limit = -1;
};
int list_hands(const HandsOptions& o);

struct ExportOptions {
  DbFilterOptions filter;
  bool jsonl = false, csv = false;
  std::string output;
};
int export_rows(const ExportOptions& o);

struct GraphOptions {
  DbFilterOptions filter;
  std::string output;
  std::string x = "hands";  // hands, dates
  std::string size = "1200x800";
  int top = 10;          // players drawn in each chart, by hands played
  bool combine = false;  // one chart adding up every variant, else one chart per variant
};
int graph(const GraphOptions& o);

// `paipu view --db URL [filters]`: the matching hands, rebuilt from the database, in the viewer.
int view_db(const PluginHost& host, const DbFilterOptions& o, const std::string& seat);

// Registers the commands on `app`; run() then runs whichever was parsed.
class DbCommands {
 public:
  explicit DbCommands(CLI::App& app, CLI::App& view_cmd);
  // The parsed command's exit code, or -1 when none of these was parsed.
  int run(const PluginHost& host, const std::string& view_seat) const;
  // `view --db` was given (an empty URL means the default database).
  bool view_from_db() const { return view_db_->count() > 0; }

 private:
  CLI::App* import_cmd_;
  CLI::App* stats_cmd_;
  CLI::App* hands_cmd_;
  CLI::App* graph_cmd_;
  CLI::App* export_cmd_;
  CLI::App* view_cmd_;
  CLI::Option* view_db_ = nullptr;
  ImportOptions import_;
  StatsOptions stats_;
  HandsOptions hands_;
  GraphOptions graph_;
  ExportOptions export_;
  DbFilterOptions view_;
};

}  // namespace paipu::cli
