// Each record in samples/chinton (worked by hand from the rules, not from the plugin) replays
// through the core with the rules linked in: no error, every hand finished and settled, and every
// stated result equal to the computed settlement. Two records show a table's mistakes on purpose
// and carry their warning: a false riichi (K141) and a false tsumo (K150), each a チョンボ.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support.hpp"

namespace {

namespace fs = std::filesystem;

TEST(Samples, EverySampleIsValidAndSettlesAsWritten) {
  const fs::path dir = fs::path(PAIPU_SOURCE_DIR) / "samples" / "chinton";
  int files = 0;
  for (const auto& f : fs::directory_iterator(dir)) {
    if (f.path().extension() != ".paipu") continue;
    ++files;
    std::ifstream in(f.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    const cttest::Replayed r = cttest::replay(text.str());
    for (const paipu::Diagnostic& d : r.diags)
      EXPECT_TRUE(d.code == "K141" || d.code == "K150") << f.path() << "\n" << r.text();
    EXPECT_FALSE(r.hands.empty()) << f.path();
    for (const paipu::HandResult& h : r.hands) {
      EXPECT_TRUE(h.finished) << f.path();
      EXPECT_TRUE(h.settlement.complete) << f.path();
    }
  }
  EXPECT_GE(files, 10);
}

}  // namespace
