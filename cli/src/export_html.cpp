// `paipu export-html`: one self-contained HTML file that steps through a record's hands (the page:
// viewer/page/).
#include <iostream>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/app/document.hpp"
#include "paipu/page/page_data.hpp"
#include "paipu/page/page_html.hpp"

namespace paipu::cli {

int export_html(PluginHost& host, const ExportHtmlOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  std::string why;
  auto doc = open_document(host, o.file, why);
  if (!doc) {
    std::cerr << "paipu: " << why << '\n';
    return kExitUsage;
  }
  doc->index_all();
  if (o.hand > doc->hand_count()) {
    std::cerr << "paipu export-html: no hand " << o.hand << " in '" << o.file << "' (it has "
              << doc->hand_count() << ")\n";
    return doc->file_diagnostics().empty() ? kExitUsage : kExitInvalid;
  }
  PageOptions po;
  po.only = o.hand - 1;
  viewer::EvaluationStore evaluations;
  if (o.analysis.on) {
    if (!evaluate_hands(host, o.file, po.only, o.analysis, evaluations, why)) {
      std::cerr << "paipu export-html: " << why << '\n';
      return kExitUsage;
    }
    po.evaluations = &evaluations;
  }
  const nlohmann::json data = page_data(*doc, po);
  // The page holds every diagnostic; they also go to standard error (standard output may be the
  // page itself), read back from the data so that no hand is replayed twice.
  bool invalid = false;
  const auto& strings = data["strings"];
  auto report = [&](const nlohmann::json& diagnostics) {
    for (const auto& d : diagnostics) {
      std::cerr << strings[d[1].get<std::size_t>()].get<std::string>() << '\n';
      invalid = invalid || strings[d[0].get<std::size_t>()] == "error";
    }
  };
  report(data["diagnostics"]);
  for (const auto& hand : data["hands"])
    for (const auto& step : hand["steps"]) report(step[6]);
  AtomicOutput out;
  if (!out.open(o.output)) return kExitUsage;
  out.stream() << page_html(data, o.file);
  if (!out.commit()) return kExitUsage;
  return invalid ? kExitInvalid : kExitOk;
}

}  // namespace paipu::cli
