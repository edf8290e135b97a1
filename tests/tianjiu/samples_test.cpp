// Each sample in samples/tianjiu replays through the rules library, and every stated `result` must
// equal the computed settlement. The samples' results were worked out by hand first.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "match.hpp"
#include "script.hpp"
#include "tianjiu.hpp"

using namespace paipu;
using namespace paipu::tianjiu;

namespace {

std::vector<std::filesystem::path> samples() {
  std::vector<std::filesystem::path> out;
  const std::filesystem::path dir = std::filesystem::path(PAIPU_SOURCE_DIR) / "samples" / "tianjiu";
  if (!std::filesystem::exists(dir)) return out;
  for (const auto& f : std::filesystem::directory_iterator(dir))
    if (f.path().extension() == ".paipu") out.push_back(f.path());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST(Samples, EveryStatedResultMatches) {
  const auto files = samples();
  ASSERT_GE(files.size(), 3u);
  auto variant = make_variant();
  for (const auto& path : files) {
    std::ifstream in(path);
    std::stringstream text;
    text << in.rdbuf();
    int hand_no = 0;
    for (const auto& rec : tj_test::read_records(text.str())) {
      EXPECT_EQ(rec.tags.at("Variant"), "tianjiu");
      for (const auto& [k, v] : rec.rules) {
        bool known = false;
        for (const RuleOption& o : variant_info().options) known = known || o.name == k;
        EXPECT_TRUE(known) << path.filename() << ": unknown rule option " << k;
      }
      auto match = variant->new_match(rec.rules, 4);
      for (const auto& hand : rec.hands) {
        ++hand_no;
        SCOPED_TRACE(path.filename().string() + " hand " + std::to_string(hand_no));
        std::vector<Problem> problems;
        auto state = match->begin_hand(hand.tags, problems);
        for (const auto& p : problems) EXPECT_NE(p.severity, Severity::error) << p.message;
        bool ok = true;
        for (const auto& line : hand.lines) {
          const Outcome o = state->apply(tj_test::event(line));
          for (const auto& p : o.problems)
            EXPECT_NE(p.severity, Severity::error) << line << ": " << p.message;
          if (!o.ok()) {
            ok = false;
            break;
          }
        }
        ASSERT_TRUE(ok);
        ASSERT_TRUE(state->finished());
        const Settlement s = match->finish_hand(*state);
        ASSERT_TRUE(hand.result.has_value());
        EXPECT_EQ(s.deltas, std::vector<long long>(hand.result->begin(), hand.result->end()));
      }
    }
  }
}
