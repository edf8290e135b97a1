// Each record in samples/wenzhou replays through the core's replay engine with the rules linked
// in (no plugin loading): no diagnostic, every hand finished and settled, and every hand's stated
// result (worked out by hand first) equal to the computed settlement.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

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

// match.paipu, settled by hand in its comments: E's 天胡 (双翻 4) as dealer; E keeps the deal and
// S wins 硬八対 (双翻 4) on W's discard; then three drawn hands dealt by S, S again (no kan), and W
// (N made a kan): no value, the dealer as the deal passed.
TEST(Samples, ValueAndDealerFactsOfAMatch) {
  const mjtest::Sample m(paipu::wenzhou::make_variant(), "match.paipu");
  ASSERT_EQ(m.hands().size(), 5u);
  m.expect(0, {{"value", {4, 0, 0, 0}}, {"dealer", {1, 0, 0, 0}}, {"tsumo", {1, 0, 0, 0}}});
  m.expect(1, {{"value", {0, 4, 0, 0}},
               {"dealer", {1, 0, 0, 0}},
               {"dealt_in", {0, 0, 1, 0}},
               {"caishen", {0, 0, 2, 0}}});
  m.expect(2, {{"value", {0, 0, 0, 0}}, {"won", {0, 0, 0, 0}}, {"dealer", {0, 1, 0, 0}}});
  m.expect(3, {{"dealer", {0, 1, 0, 0}}});
  m.expect(4, {{"value", {0, 0, 0, 0}}, {"dealer", {0, 0, 1, 0}}});
}

// The value is the winner's class: 軟牌 1 in the worked example; in classes.paipu (S wins each,
// E deals) 三財神 4, 地胡 4, 軟八対 2, a 財神 single wait by self-draw 2, 全求神 4, 単吊 4.
TEST(Samples, ValueIsTheClassOfTheWin) {
  mjtest::Sample(paipu::wenzhou::make_variant(), "worked-example.paipu")
      .expect(0, {{"value", {0, 1, 0, 0}}});
  const mjtest::Sample c(paipu::wenzhou::make_variant(), "classes.paipu");
  ASSERT_EQ(c.hands().size(), 6u);
  const std::vector<long long> south{4, 4, 2, 2, 4, 4};
  for (std::size_t i = 0; i < south.size(); ++i)
    c.expect(i, {{"value", {0, south[i], 0, 0}}, {"dealer", {1, 0, 0, 0}}});
}

}  // namespace
