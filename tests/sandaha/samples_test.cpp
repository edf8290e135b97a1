// Each record in samples/sandaha replays through the core's replay engine with the rules linked in
// (no plugin loading): no diagnostic, every hand finished, and every hand's stated result (worked
// out by hand first) equal to the computed settlement.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"
#include "sandaha.hpp"

namespace {

namespace fs = std::filesystem;
using namespace paipu;

TEST(Samples, EverySampleIsValidAndSettlesAsWritten) {
  const fs::path dir = fs::path(PAIPU_SOURCE_DIR) / "samples" / "sandaha";
  int files = 0;
  for (const auto& f : fs::directory_iterator(dir)) {
    if (f.path().extension() != ".paipu") continue;
    ++files;
    std::ifstream in(f.path(), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    Diagnostics diags;
    const std::shared_ptr<const Variant> variant = sandaha::make_variant();
    int hands = 0;
    for (const Record& rec : notation::parse_string(text.str(), f.path().string(), diags)) {
      auto match = MatchReplay::start(variant, rec, {f.path().string(), 0}, diags);
      ASSERT_TRUE(match.has_value()) << f.path();
      for (std::size_t i = 0; i < rec.hands.size(); ++i) {
        const HandResult r = match->play(rec.hands[i], static_cast<int>(i), diags);
        EXPECT_TRUE(r.finished) << f.path() << " hand " << i + 1;
        bool stated = false;
        for (const EventLine& l : rec.hands[i].events) stated = stated || l.verb == "result";
        EXPECT_TRUE(stated) << f.path() << " hand " << i + 1 << " states no result";
        ++hands;
      }
    }
    EXPECT_GT(hands, 0) << f.path();
    for (const Diagnostic& d : diags) ADD_FAILURE() << format_diagnostic(d);
  }
  EXPECT_GT(files, 0);
}

}  // namespace
