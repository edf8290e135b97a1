// Each sample in samples/daqizi replays through the core's replay engine with the rules linked in
// (no plugin loading): no diagnostic at all, every hand finished, every hand states a full result
// and it equals the computed settlement. The results in the samples were worked out by hand first.
// The planted errors in samples/invalid/daqizi-*.paipu must each give their error.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "daqizi.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

using namespace paipu;
namespace fs = std::filesystem;

namespace {

std::vector<fs::path> files(const std::string& dir, const std::string& prefix) {
  std::vector<fs::path> out;
  const fs::path d = fs::path(PAIPU_SOURCE_DIR) / "samples" / dir;
  if (!fs::exists(d)) return out;
  for (const auto& f : fs::directory_iterator(d))
    if (f.path().extension() == ".paipu" && f.path().filename().string().rfind(prefix, 0) == 0)
      out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Replayed {
  Diagnostics diags;
  int hands = 0, finished = 0, with_result = 0;
  std::vector<std::vector<long long>> deltas;
};

Replayed replay(const fs::path& path) {
  Replayed r;
  const std::shared_ptr<const Variant> variant = daqizi::make_variant();
  for (const Record& rec : notation::parse_string(slurp(path), path.string(), r.diags)) {
    EXPECT_EQ(rec.tag_or("Variant", ""), "daqizi");
    auto m = MatchReplay::start(variant, rec, {path.string(), 0}, r.diags);
    if (!m) continue;
    for (std::size_t i = 0; i < rec.hands.size(); ++i) {
      const HandResult h = m->play(rec.hands[i], static_cast<int>(i), r.diags);
      ++r.hands;
      r.finished += h.finished;
      r.deltas.push_back(h.settlement.deltas);
      for (const EventLine& l : rec.hands[i].events) r.with_result += l.verb == "result";
    }
  }
  return r;
}

}  // namespace

TEST(Samples, EveryHandIsCleanAndItsResultMatches) {
  const auto paths = files("daqizi", "");
  ASSERT_GE(paths.size(), 3u);
  int hands = 0;
  for (const auto& path : paths) {
    SCOPED_TRACE(path.filename().string());
    const Replayed r = replay(path);
    for (const Diagnostic& d : r.diags) ADD_FAILURE() << format_diagnostic(d);
    EXPECT_GT(r.hands, 0);
    EXPECT_EQ(r.finished, r.hands);
    EXPECT_EQ(r.with_result, r.hands);  // R020 would have reported any mismatch above
    hands += r.hands;
  }
  EXPECT_GE(hands, 8);
}

TEST(Samples, PlantedErrorsAreFound) {
  const auto paths = files("invalid", "daqizi-");
  ASSERT_GE(paths.size(), 5u);
  for (const auto& path : paths) {
    SCOPED_TRACE(path.filename().string());
    const Replayed r = replay(path);
    EXPECT_TRUE(has_errors(r.diags));
  }
}
