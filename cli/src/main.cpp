// paipu: validate, replay, convert, generate, render, view and export records of Chinese tile and
// card games.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/playout/generate.hpp"

int main(int argc, char** argv) {
  using namespace paipu::cli;
  CLI::App app{
      "paipu — replay viewer and hand-history analyzer for Chinese tile and card games.\n"
      "Exit codes: 0 ok/valid, 1 invalid records, 2 usage or I/O error."};
  app.require_subcommand(1);
  app.set_version_flag("--version", "paipu 0.1.0");

  ValidateOptions vo;
  auto* validate_cmd =
      app.add_subcommand("validate", "Check records: syntax, every rule, stated results");
  validate_cmd->add_option("files", vo.files, "Record files ('-' for standard input)")->required();
  validate_cmd->add_flag("--json", vo.json,
                         "One JSON object per diagnostic and a summary (JSON Lines)");
  validate_cmd->add_flag("-q,--quiet", vo.quiet, "Print only the summary");
  validate_cmd->add_option("--suppress", vo.suppress, "Diagnostic codes not to report (e.g. R013)");

  std::string lsp_docs;
  auto* lsp_cmd = app.add_subcommand(
      "lsp",
      "Language server on standard input and output: diagnostics as you type (docs/editors.md)");
  lsp_cmd->add_option(
      "--docs", lsp_docs,
      "URI of the docs folder the diagnostics' codes link to (default: this build's)");

  ReplayOptions ro;
  auto* replay_cmd =
      app.add_subcommand("replay", "Print the state after each step of a hand, and its settlement");
  replay_cmd->add_option("file", ro.file, "Record file")->required();
  replay_cmd->add_option("--record", ro.record, "Record number (1-based)")
      ->check(CLI::PositiveNumber);
  replay_cmd->add_option("--hand", ro.hand, "Hand number (1-based; default: every hand)")
      ->check(CLI::PositiveNumber);
  replay_cmd->add_option("--step", ro.step, "Only the state after step K (0 = the start)")
      ->check(CLI::NonNegativeNumber);
  replay_cmd->add_option("--seat", ro.seat, "Show only what this seat knew (E, S, W or N)");
  replay_cmd->add_flag("--json", ro.json,
                       "One JSON object per hand: settlement with items and facts, totals, "
                       "diagnostics (JSON Lines)");

  AnalyzeOptions ao;
  auto* analyze_cmd = app.add_subcommand(
      "analyze", "Value every decision of a fully known hand by exact search; mark the mistakes");
  analyze_cmd->add_option("file", ao.file, "Record file")->required();
  analyze_cmd->add_option("--hand", ao.hand, "Hand number (1-based, counted through the file)")
      ->check(CLI::PositiveNumber);
  analyze_cmd->add_option("--seat", ao.seat, "Only this seat's decisions (E, S, W or N)");
  analyze_cmd
      ->add_option("--budget", ao.budget,
                   "Positions the search may visit for each move it values; a move left "
                   "unsolved is reported as such, never as a value")
      ->check(CLI::PositiveNumber);
  analyze_cmd
      ->add_option("--sample", ao.sample,
                   "In a hand whose deal is not fully known, value each decision by the mean over "
                   "N deals consistent with what its seat had seen (an estimate)")
      ->check(CLI::PositiveNumber);
  analyze_cmd->add_option("--seed", ao.seed,
                          "Seed of --sample's draws (the same seed, the same "
                          "estimate)");
  analyze_cmd->add_flag("--json", ao.json, "One JSON object per hand (JSON Lines)");
  analyze_cmd->add_option("-o,--output", ao.output,
                          "Write the record with glyphs and comments here ('-': standard output)");

  ConvertOptions co;
  auto* convert_cmd = app.add_subcommand("convert", "Convert between the notation and JSON");
  convert_cmd->add_option("file", co.file, "Input file ('-' for standard input)")->required();
  convert_cmd->add_option("--from", co.from, "Input format")
      ->check(CLI::IsMember({"auto", "paipu", "json"}));
  convert_cmd->add_option("--to", co.to, "Output format")->check(CLI::IsMember({"paipu", "json"}));
  convert_cmd->add_option("--pieces", co.pieces, "Rewrite pieces in one spelling")
      ->check(CLI::IsMember({"asis", "cjk", "ascii"}));
  convert_cmd->add_option("-o,--output", co.output, "Output file (default: standard output)");

  GenerateOptions go;
  auto* generate_cmd =
      app.add_subcommand("generate", "Write random legal hands played through a variant's rules");
  generate_cmd->add_option("variant", go.variant, "Variant id (see `paipu plugins`)")->required();
  generate_cmd->add_option("--hands", go.hands, "Number of hands")->check(CLI::PositiveNumber);
  generate_cmd->add_option("--per-record", go.hands_per_record,
                           "Hands per record (default: all in one)");
  generate_cmd->add_option("--seed", go.seed, "Random seed: the same seed gives the same output");
  generate_cmd->add_option("--pieces", go.pieces, "Piece spelling")
      ->check(CLI::IsMember({"cjk", "ascii"}));
  generate_cmd->add_option("-o,--output", go.output, "Output file (default: standard output)");
  generate_cmd->add_option("--seats", go.seats,
                           "Seat count (one of the variant's; default: its first)");
  generate_cmd->add_option("--rule", go.rules, "Rule option NAME=VALUE (repeatable)")
      ->allow_extra_args(false);
  generate_cmd->add_option("--policy", go.policy, "How moves are chosen")
      ->check(CLI::IsMember({"natural", "uniform", "weighted", "greedy"}));

  CheckPluginOptions cpo;
  auto* check_plugin_cmd = app.add_subcommand(
      "check-plugin", "Play random hands through a plugin and check it keeps the plugin contract");
  check_plugin_cmd->add_option("variant", cpo.variant, "Variant id (see `paipu plugins`)")
      ->required();
  check_plugin_cmd->add_option("--hands", cpo.hands, "Hands per seat count")
      ->check(CLI::PositiveNumber);
  check_plugin_cmd->add_option("--seed", cpo.seed, "Random seed");

  std::string pieces_of;
  auto* plugins_cmd =
      app.add_subcommand("plugins", "List variant plugins, and every plugin refused and why");
  plugins_cmd->add_option("--pieces", pieces_of,
                          "Show one variant's pieces, verbs and rule options");
  bool plugins_verbose = false;
  plugins_cmd->add_flag("-v,--verbose", plugins_verbose,
                        "Also show the search path and every file looked at, and why");

  RenderOptions rdo;
  auto* render_cmd =
      app.add_subcommand("render", "Draw a step of a hand to PNG, SVG or JSON (no display needed)");
  render_cmd->add_option("file", rdo.file, "Record file")->required();
  render_cmd->add_option("--hand", rdo.hand, "Hand number (1-based, counted through the file)")
      ->check(CLI::PositiveNumber);
  render_cmd->add_option("--step", rdo.step, "Step (0 = start; default: the last)")
      ->check(CLI::NonNegativeNumber);
  render_cmd->add_option("--seat", rdo.seat, "Draw only what this seat knew");
  render_cmd->add_option("--size", rdo.size, "Image size WIDTHxHEIGHT");
  render_cmd->add_option("-o,--output", rdo.output,
                         "File to write: .svg, .json (the display list's items) or else PNG");
  render_cmd->add_option("--all-steps", rdo.all_steps_dir,
                         "Write one picture per step into this directory");
  render_cmd->add_option("--format", rdo.format, "With --all-steps: png, svg or json")
      ->check(CLI::IsMember({"png", "svg", "json"}));
  render_cmd->add_flag("--names", rdo.piece_names, "Write each piece's name under it");
  render_cmd->add_flag("--table", rdo.table_only,
                       "Only the table, as the replay page shows it, at the table's size");

  // --analyze [--budget N] of the commands that draw.
  auto analysis_flags = [](CLI::App* cmd, AnalysisOption& a, const char* what) {
    cmd->add_flag("--analyze", a.on, what);
    cmd->add_option("--budget", a.budget,
                    "With --analyze: positions the search may visit for each move it values")
        ->check(CLI::PositiveNumber);
  };
  analysis_flags(render_cmd, rdo.analysis,
                 "Analyse the hand first (as paipu analyze): the strip of verdicts under the "
                 "timeline, and the moves with their values in the panel");

  std::vector<std::string> view_files;
  AnalysisOption view_analysis;
  std::string view_seat;
  auto* view_cmd = app.add_subcommand("view", "Open the viewer window");
  view_cmd->add_option("files", view_files, "Record files (or --db with filters)");
  view_cmd->add_option("--seat", view_seat, "Start in this seat's perspective");
  analysis_flags(view_cmd, view_analysis,
                 "Analyse the hands while the window is open, the one on screen first: the strip "
                 "of verdicts under the timeline fills in as they come, n / N go to the mistakes");

  ExportHtmlOptions eho;
  auto* export_html_cmd = app.add_subcommand(
      "export-html", "Write one self-contained HTML page that steps through the hands");
  export_html_cmd->add_option("file", eho.file, "Record file")->required();
  export_html_cmd
      ->add_option("--hand", eho.hand, "Only this hand (1-based, counted through the file)")
      ->check(CLI::PositiveNumber);
  export_html_cmd->add_option("-o,--output", eho.output,
                              "HTML file to write (default: standard output)");
  analysis_flags(export_html_cmd, eho.analysis,
                 "Analyse the hands (as paipu analyze) and put the analysis in the page");

  NewVariantOptions nvo;
  auto* new_variant_cmd = app.add_subcommand(
      "new-variant", "Write a plugin project for a new variant, built against the installed SDK");
  new_variant_cmd->add_option("name", nvo.name, "Variant id: [a-z][a-z0-9_]*")->required();
  new_variant_cmd->add_option("dir", nvo.dir, "Directory to create (default: ./NAME)");

  DbCommands db_commands(app, *view_cmd);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // Help and version print and succeed; every other parse error is a usage error, exit 2.
    app.exit(e);
    return e.get_exit_code() == 0 ? kExitOk : kExitUsage;
  }

  if (render_cmd->parsed() && rdo.output.empty() && rdo.all_steps_dir.empty()) {
    std::cerr << "paipu render: give -o FILE (.png, .svg or .json) or --all-steps DIR\n";
    return kExitUsage;
  }

  if (view_cmd->parsed() && view_files.empty() && !db_commands.view_from_db()) {
    std::cerr << "paipu view: give record files, or --db URL with filters\n";
    return kExitUsage;
  }
  for (const auto& [cmd, a] :
       {std::pair{render_cmd, &rdo.analysis}, std::pair{view_cmd, &view_analysis},
        std::pair{export_html_cmd, &eho.analysis}}) {
    if (cmd->parsed() && cmd->count("--budget") > 0 && !a->on) {
      std::cerr << "paipu " << cmd->get_name() << ": --budget is the analysis's; give --analyze\n";
      return kExitUsage;
    }
  }
  if (view_cmd->parsed() && view_analysis.on && db_commands.view_from_db()) {
    std::cerr << "paipu view: --analyze reads record files; it cannot be used with --db\n";
    return kExitUsage;
  }

  // Loads no plugin: it only writes files.
  if (new_variant_cmd->parsed()) return new_variant(nvo);

  paipu::PluginHost host;
  host.scan_default();
  try {
    if (const int rc = db_commands.run(host, view_seat); rc >= 0) return rc;
    if (validate_cmd->parsed()) return validate(host, vo);
    if (lsp_cmd->parsed()) return lsp(host, lsp_docs);
    if (replay_cmd->parsed()) return replay(host, ro);
    if (convert_cmd->parsed()) return convert(host, co);
    if (analyze_cmd->parsed()) return analyze(host, ao);
    if (generate_cmd->parsed()) return generate(host, go);
    if (check_plugin_cmd->parsed()) return check_plugin(host, cpo);
    if (plugins_cmd->parsed()) return list_plugins(host, pieces_of, plugins_verbose);
    if (render_cmd->parsed()) return render(host, rdo);
    if (view_cmd->parsed()) return view(host, view_files, view_seat, view_analysis);
    if (export_html_cmd->parsed()) return export_html(host, eho);
  } catch (const std::exception& e) {
    std::cerr << "paipu: " << e.what() << '\n';
    return kExitUsage;
  }
  return kExitUsage;
}
