#include "analysis_option.hpp"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "paipu/app/file_review.hpp"

namespace paipu::cli {

namespace {

analysis::ReviewOptions review_options(const AnalysisOption& option) {
  analysis::ReviewOptions ro;
  ro.budget.nodes = option.budget;
  return ro;
}

}  // namespace

bool evaluate_hands(const PluginHost& host, const std::string& file, int only,
                    const AnalysisOption& option, viewer::EvaluationStore& store,
                    std::string& why) {
  Diagnostics reported_elsewhere;  // the document that is drawn reports the file's problems
  const std::unique_ptr<FileReview> review = FileReview::read(host, file, reported_elsewhere);
  if (!review) {
    why = "cannot read '" + file + "'";
    return false;
  }
  const analysis::ReviewOptions ro = review_options(option);
  for (int n = 0; n < review->hands(); ++n) {
    if (only >= 0 && n != only) continue;
    const ReviewedHand r = review->review(n, ro);
    store.put(n, viewer::evaluate_hand(r.review, r, r.positions));
  }
  return true;
}

struct BackgroundAnalysis::Worker {
  std::atomic<bool> stop{false};
  std::mutex mutex;
  std::condition_variable finished_cv;
  bool finished = false;
  std::thread thread;

  void run(const PluginHost& host, const std::vector<std::string>& files,
           const AnalysisOption& option, viewer::EvaluationStore& store) {
    // The files' hands one after another, as the document counts them.
    std::vector<std::unique_ptr<FileReview>> reviews;
    std::vector<int> first;
    int total = 0;
    for (const std::string& f : files) {
      Diagnostics reported_elsewhere;
      reviews.push_back(FileReview::read(host, f, reported_elsewhere));
      first.push_back(total);
      total += reviews.back() ? reviews.back()->hands() : 0;
    }
    analysis::ReviewOptions ro = review_options(option);
    ro.stop = [this] { return stop.load(); };
    std::vector<char> done(static_cast<std::size_t>(total), 0);
    int next = 0;  // the first hand in file order not yet taken
    while (!stop.load()) {
      int n = store.wanted();
      if (n < 0 || n >= total || done[static_cast<std::size_t>(n)]) {
        while (next < total && done[static_cast<std::size_t>(next)]) ++next;
        if (next >= total) break;
        n = next;
      }
      done[static_cast<std::size_t>(n)] = 1;
      std::size_t k = 0;
      while (k + 1 < first.size() && first[k + 1] <= n) ++k;
      viewer::HandEvaluation ev;
      ev.state = viewer::HandEvaluation::State::running;
      store.put(n, ev);
      const ReviewedHand r = reviews[k]->review(
          n - first[k], ro,
          [&](const analysis::Decision& d, const std::vector<std::string>& moves,
              const std::vector<analysis::PieceTexts>& effective, int valued, int of) {
            ev.done = valued;
            ev.total = of;
            viewer::add_decision(ev, d, moves, effective);
            store.put(n, ev);
          });
      if (stop.load()) break;
      store.put(n, viewer::evaluate_hand(r.review, r, r.positions));
    }
    std::lock_guard lock(mutex);
    finished = true;
    finished_cv.notify_all();
  }
};

BackgroundAnalysis::BackgroundAnalysis(const PluginHost& host, std::vector<std::string> files,
                                       const AnalysisOption& option, viewer::EvaluationStore& store)
    : worker_(std::make_shared<Worker>()) {
  worker_->thread = std::thread([w = worker_, &host, files = std::move(files), option, &store] {
    w->run(host, files, option, store);
  });
}

bool BackgroundAnalysis::stop(double seconds) {
  if (!worker_->thread.joinable()) return true;
  worker_->stop.store(true);
  std::unique_lock lock(worker_->mutex);
  const bool finished = worker_->finished_cv.wait_for(lock, std::chrono::duration<double>(seconds),
                                                      [this] { return worker_->finished; });
  lock.unlock();
  if (finished) {
    worker_->thread.join();
    return true;
  }
  worker_->thread.detach();  // the caller ends the process: see view() in render_cmd.cpp
  return false;
}

BackgroundAnalysis::~BackgroundAnalysis() {
  if (worker_->thread.joinable()) {
    worker_->stop.store(true);
    worker_->thread.join();
  }
}

}  // namespace paipu::cli
