#include <cstdlib>
#include <iostream>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/app/document.hpp"
#include "paipu/vocabulary.hpp"

#if PAIPU_HAVE_VIEWER
#include "paipu/viewer/viewer.hpp"
#endif

namespace paipu::cli {

#if PAIPU_HAVE_VIEWER

int render(PluginHost& host, const RenderOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  std::string why;
  auto doc = open_document(host, o.file, why);
  if (!doc) {
    std::cerr << "paipu: " << why << '\n';
    return kExitUsage;
  }
  viewer::RenderOptions r;
  r.hand = o.hand - 1;
  r.position = o.step;
  r.seat = o.seat.empty() ? -1 : seat_index(o.seat, 4);
  r.piece_names = o.piece_names;
  r.table_only = o.table_only;
  r.format = o.format;
  if (!parse_image_size(o.size, r.width, r.height)) {
    std::cerr << "paipu render: --size expects WIDTHxHEIGHT between 320x200 and 8192x8192\n";
    return kExitUsage;
  }
  viewer::EvaluationStore evaluations;
  if (o.analysis.on) {
    if (!evaluate_hands(host, o.file, r.hand, o.analysis, evaluations, why)) {
      std::cerr << "paipu render: " << why << '\n';
      return kExitUsage;
    }
    r.evaluations = &evaluations;
  }
  bool ok = o.all_steps_dir.empty() ? viewer::render_png(*doc, r, o.output, why)
                                    : viewer::render_all_steps(*doc, r, o.all_steps_dir, why);
  if (!ok) {
    std::cerr << "paipu render: " << why << '\n';
    return kExitInvalid;
  }
  return kExitOk;
}

int view(PluginHost& host, const std::vector<std::string>& files, const std::string& seat,
         const AnalysisOption& analysis) {
  for (const auto& f : files)
    if (const int rc = check_input(f); rc != kExitOk) return rc;
  std::string why;
  if (!viewer::display_available(why)) {
    std::cerr << "paipu view: " << why << '\n';
    return kExitUsage;
  }
  auto doc = open_documents(host, files, why);
  if (!doc) {
    std::cerr << "paipu: " << why << '\n';
    return kExitUsage;
  }
  viewer::RenderOptions start;
  start.position = 0;
  start.seat = seat.empty() ? -1 : seat_index(seat, 4);
  if (!analysis.on) return viewer::run_window(*doc, start);
  viewer::EvaluationStore evaluations;
  start.evaluations = &evaluations;
  BackgroundAnalysis background(host, files, analysis, evaluations);
  const int rc = viewer::run_window(*doc, start);
  // A decision being searched is not interrupted: rather than keep a closed window's process
  // alive until it is done, the process ends here, having nothing left to write.
  if (!background.stop(0.3)) {
    std::cout.flush();
    std::cerr.flush();
    std::_Exit(rc);
  }
  return rc;
}
#else
int render(PluginHost&, const RenderOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  std::cerr << "paipu: this build has no viewer (configure with -DPAIPU_BUILD_VIEWER=ON)\n";
  return kExitUsage;
}
int view(PluginHost&, const std::vector<std::string>& files, const std::string&,
         const AnalysisOption&) {
  for (const auto& f : files)
    if (const int rc = check_input(f); rc != kExitOk) return rc;
  std::cerr << "paipu: this build has no viewer (configure with -DPAIPU_BUILD_VIEWER=ON)\n";
  return kExitUsage;
}
#endif

}  // namespace paipu::cli
