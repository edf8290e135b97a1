// The paipu subcommands. Each returns the process exit code: 0 success/valid, 1 invalid records,
// 2 usage or I/O error.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "analysis_option.hpp"
#include "paipu/host.hpp"

namespace paipu::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitInvalid = 1;
inline constexpr int kExitUsage = 2;

struct ValidateOptions {
  std::vector<std::string> files;
  bool json = false;
  bool quiet = false;                 // only the summary
  std::vector<std::string> suppress;  // codes not to report
};
int validate(PluginHost& host, const ValidateOptions& o);

// The language server on standard input and output; `docs` is the URI its links point into (empty:
// this build's docs folder).
int lsp(const PluginHost& host, const std::string& docs);

struct ReplayOptions {
  std::string file;
  int record = 1;     // 1-based, as people count
  int hand = 0;       // 0: every hand
  int step = -1;      // -1: every step
  std::string seat;   // empty: omniscient
  bool json = false;  // one JSON object per hand (its settlement), no scenes
};
int replay(PluginHost& host, const ReplayOptions& o);

struct AnalyzeOptions {
  std::string file;
  int hand = 0;      // 1-based, counted through the file; 0: every hand
  std::string seat;  // only this seat's decisions; empty: every seat's
  unsigned long long budget = analysis::Budget::kDefaultNodes;  // positions per move valued
  bool json = false;       // one JSON object per hand (JSON Lines)
  std::string output;      // the record with glyphs and comments; "-": standard output
  int sample = 0;          // deals drawn per decision of a hand not fully known; 0: skip it
  std::uint64_t seed = 1;  // of those draws
};
// Values every decision of every fully known hand by exact search, and with `sample` estimates
// those of hands not fully known (docs/analysis.md).
int analyze(PluginHost& host, const AnalyzeOptions& o);

struct ConvertOptions {
  std::string file;
  std::string from = "auto";    // auto, paipu, json
  std::string to = "paipu";     // paipu, json
  std::string pieces = "asis";  // asis, cjk, ascii
  std::string output;           // empty: stdout
};
int convert(PluginHost& host, const ConvertOptions& o);

struct GenerateOptions;  // paipu/playout/generate.hpp
int generate(PluginHost& host, const GenerateOptions& o);

struct CheckPluginOptions {
  std::string variant;
  int hands = 200;  // per seat count
  unsigned long long seed = 1;
};
// Plays hands through a plugin and checks it keeps the plugin contract; 0 all pass, 1 a failure.
int check_plugin(PluginHost& host, const CheckPluginOptions& o);

// verbose: also the search path and every file looked at, with what became of it.
int list_plugins(PluginHost& host, const std::string& pieces_of, bool verbose = false);

struct RenderOptions {
  std::string file;
  int hand = 1;
  int step = -1;
  std::string seat;
  std::string size = "1280x800";
  std::string output;
  std::string all_steps_dir;
  std::string format = "png";
  bool piece_names = false;
  bool table_only = false;
  AnalysisOption analysis;  // --analyze: the hand drawn is analysed first
};
int render(PluginHost& host, const RenderOptions& o);
// --analyze: the hands are analysed while the window is open, the one on screen first.
int view(PluginHost& host, const std::vector<std::string>& files, const std::string& seat,
         const AnalysisOption& analysis = {});

struct ExportHtmlOptions {
  std::string file;
  int hand = 0;             // 1-based, counted through the file; 0: every hand
  std::string output;       // empty: standard output
  AnalysisOption analysis;  // --analyze: the hands are analysed and the page holds the analysis
};
// Writes one self-contained HTML page that steps through the hands (docs/export-html.md).
int export_html(PluginHost& host, const ExportHtmlOptions& o);

struct NewVariantOptions {
  std::string name;  // the variant id: [a-z][a-z0-9_]*
  std::string dir;   // empty: ./<name>
};
// Writes a plugin project for the installed SDK; needs no plugin host. 0 written, 2 refused.
int new_variant(const NewVariantOptions& o);

}  // namespace paipu::cli
