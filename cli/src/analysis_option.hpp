// `--analyze [--budget N]` of `paipu view`, `render` and `export-html`: the analysis of a file's
// hands (app/file_review) made into the viewer's evaluations (viewer/evaluation), at once for a
// picture or a page, or on a thread of its own for the window (docs/viewer.md, "Analysis").
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "paipu/host.hpp"
#include "paipu/viewer/evaluation.hpp"

namespace paipu::cli {

struct AnalysisOption {
  bool on = false;
  unsigned long long budget =
      analysis::Budget::kDefaultNodes;  // positions per move valued, as `paipu analyze --budget`
};

// Analyses hand `only` of `file` (0-based, counted through the file; −1: every hand) into `store`,
// by the document's hand index. False, with the reason, when the file cannot be read.
bool evaluate_hands(const PluginHost& host, const std::string& file, int only,
                    const AnalysisOption& option, viewer::EvaluationStore& store, std::string& why);

// The window's analysis: every hand of `files`, the one on screen (EvaluationStore::want) first,
// each decision drawn as soon as it is valued, on a thread of its own so that the window never
// waits for it. Stopped when destroyed.
class BackgroundAnalysis {
 public:
  BackgroundAnalysis(const PluginHost& host, std::vector<std::string> files,
                     const AnalysisOption& option, viewer::EvaluationStore& store);
  ~BackgroundAnalysis();
  BackgroundAnalysis(const BackgroundAnalysis&) = delete;
  BackgroundAnalysis& operator=(const BackgroundAnalysis&) = delete;

  // Asks the thread to stop, and waits for it at most `seconds`: a decision being searched is
  // not interrupted. True when it has stopped.
  bool stop(double seconds);

 private:
  struct Worker;
  std::shared_ptr<Worker> worker_;
};

}  // namespace paipu::cli
