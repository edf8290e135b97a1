// `paipu view --db`: the hands a filter selects, rebuilt from the records the database stores
// (each record whole, so every hand replays from its match's start) and shown alone.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/app/document.hpp"
#include "paipu/vocabulary.hpp"
#if PAIPU_HAVE_VIEWER
#include "paipu/viewer/viewer.hpp"
#endif

namespace paipu::cli {

namespace {

// A document showing only some hands of another: (record, hand) pairs of its own numbering.
class HandSubset final : public Document {
 public:
  HandSubset(std::unique_ptr<Document> inner, const std::set<std::pair<int, int>>& keep)
      : inner_(std::move(inner)) {
    inner_->index_all();
    for (int i = 0; i < inner_->hand_count(); ++i) {
      const auto& s = inner_->summary(i);
      if (keep.count({s.record, s.hand})) shown_.push_back(i);
    }
  }
  const std::string& file() const override { return inner_->file(); }
  int hand_count() const override { return static_cast<int>(shown_.size()); }
  void index_all() override {}
  bool fully_indexed() const override { return true; }
  const HandSummary& summary(int hand) const override { return inner_->summary(at(hand)); }
  std::shared_ptr<const HandView> hand(int index) override { return inner_->hand(at(index)); }
  const std::vector<Diagnostic>& file_diagnostics() const override {
    return inner_->file_diagnostics();
  }

 private:
  int at(int hand) const { return shown_.at(static_cast<std::size_t>(hand)); }
  std::unique_ptr<Document> inner_;
  std::vector<int> shown_;
};

}  // namespace

int view_db(const PluginHost& host, const DbFilterOptions& o, const std::string& seat) {
  db::Filter filter;
  if (!o.resolve(filter)) return kExitUsage;
#if PAIPU_HAVE_VIEWER
  std::string why;
  if (!viewer::display_available(why)) {
    std::cerr << "paipu view: " << why << '\n';
    return kExitUsage;
  }
  db::Database database(o.db);
  const auto facts = db::load_facts(database);
  const auto hands = db::matching_hands(database, filter, facts);
  if (hands.empty()) {
    std::cerr << "no hands match\n";
    return kExitOk;
  }
  const auto rebuilt = db::rebuild_records(database, hands);
  const auto dir = std::filesystem::temp_directory_path();
  std::string path = (dir / "paipu-view-XXXXXX.paipu").string();
  const int fd = mkstemps(path.data(), 6);
  if (fd < 0) {
    std::cerr << "paipu view: cannot create a temporary file in " << dir << '\n';
    return kExitUsage;
  }
  close(fd);
  std::ofstream(path, std::ios::binary) << rebuilt.text;
  auto doc = open_document(host, path, why);
  int rc = kExitUsage;
  if (doc) {
    HandSubset subset(std::move(doc), rebuilt.hands);
    viewer::RenderOptions start;
    start.position = 0;
    start.seat = seat.empty() ? -1 : seat_index(seat, 4);
    rc = viewer::run_window(subset, start);
  } else {
    std::cerr << "paipu: " << why << '\n';
  }
  std::filesystem::remove(path);
  return rc;
#else
  (void)host;
  (void)seat;
  std::cerr << "paipu: this build has no viewer (configure with -DPAIPU_BUILD_VIEWER=ON)\n";
  return kExitUsage;
#endif
}

}  // namespace paipu::cli
