// The glyph of a mahjong call (analysis::call_glyph) at the thresholds docs/analysis.md gives: a
// call that raises the shanten, one that keeps it but gives up more than a quarter of the copies,
// and one worse than another call of the same discard.
#include <gtest/gtest.h>

#include "paipu/analysis/review.hpp"

namespace {

using paipu::CallChoice;
using paipu::analysis::call_glyph;
using paipu::analysis::CallDecision;
using paipu::analysis::Thresholds;

// A seat at `shanten` with `copies` that made the first of `calls` ({shanten, copies} each); the
// best is the lowest shanten, then the most copies.
CallDecision made(int shanten, int copies, std::vector<std::pair<int, int>> calls) {
  CallDecision d;
  d.calls.shanten = shanten;
  d.calls.copies = copies;
  for (const auto& [s, c] : calls) {
    CallChoice row;
    row.shanten = s;
    row.copies = c;
    d.calls.calls.push_back(row);
  }
  d.made = 0;
  d.best = 0;
  for (std::size_t k = 1; k < calls.size(); ++k) {
    const auto& b = calls[static_cast<std::size_t>(d.best)];
    if (calls[k].first < b.first || (calls[k].first == b.first && calls[k].second > b.second))
      d.best = static_cast<int>(k);
  }
  return d;
}

TEST(CallGlyph, FollowsTheDocumentedThresholds) {
  const Thresholds t;                                      // effective_share 0.25
  EXPECT_EQ(call_glyph(made(2, 30, {{1, 12}}), t), "");    // lowered: fewer copies do not count
  EXPECT_EQ(call_glyph(made(1, 20, {{1, 40}}), t), "");    // kept, more copies
  EXPECT_EQ(call_glyph(made(1, 20, {{1, 15}}), t), "");    // kept, a quarter given up: not more
  EXPECT_EQ(call_glyph(made(1, 20, {{1, 14}}), t), "?!");  // kept, 6 of 20 given up
  EXPECT_EQ(call_glyph(made(0, 8, {{1, 30}}), t), "?");    // raised by one
  EXPECT_EQ(call_glyph(made(0, 8, {{2, 30}}), t), "??");   // raised by two
  // Another call of the same discard: a lower shanten makes it "?", even where the call made
  // lowered it too; as many copies less a quarter or fewer, "?!".
  EXPECT_EQ(call_glyph(made(2, 30, {{1, 12}, {0, 4}}), t), "?");
  EXPECT_EQ(call_glyph(made(2, 30, {{1, 12}, {1, 20}}), t), "?!");
  EXPECT_EQ(call_glyph(made(2, 30, {{1, 16}, {1, 20}}), t), "");
  // A pass gets none: the line is another seat's.
  CallDecision pass = made(2, 30, {{1, 12}});
  pass.made = -1;
  EXPECT_EQ(call_glyph(pass, t), "");
}

}  // namespace
