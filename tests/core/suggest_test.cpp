// The "did you mean" helper: edit distance in characters, and when a candidate is clearly closest.
#include "suggest.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

namespace paipu {
namespace {

TEST(Suggest, DistanceCountsCharactersNotBytes) {
  EXPECT_EQ(edit_distance("", ""), 0u);
  EXPECT_EQ(edit_distance("play", "play"), 0u);
  EXPECT_EQ(edit_distance("pla", "play"), 1u);
  EXPECT_EQ(edit_distance("plays", "play"), 1u);
  EXPECT_EQ(edit_distance("plby", "play"), 1u);
  EXPECT_EQ(edit_distance("paly", "play"), 1u) << "a swap of neighbours costs one";
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3u);
  // 黒 and 黑 are three bytes each, one character each.
  EXPECT_EQ(edit_distance("黒九", "黑九"), 1u);
  EXPECT_EQ(edit_distance("紅頭", "紅頭十"), 1u);
  EXPECT_EQ(edit_distance("天", ""), 1u);
  EXPECT_EQ(edit_distance("天地", "地天"), 1u);
}

// The textbook table of optimal string alignment, every row kept, to check the three-row one
// against: on words of every length to 40 (past the stack rows), over a small alphabet so that
// swaps and repeats are common.
std::size_t full_table_distance(const std::u32string& a, const std::u32string& b) {
  std::vector<std::vector<std::size_t>> d(a.size() + 1, std::vector<std::size_t>(b.size() + 1));
  for (std::size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (std::size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i)
    for (std::size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min(
          {d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
        d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

TEST(Suggest, DistanceAgreesWithTheFullTable) {
  std::mt19937 rng(7);
  auto word = [&] {
    std::u32string w(std::uniform_int_distribution<std::size_t>(0, 40)(rng), U'a');
    for (char32_t& c : w) c = U"ab天c"[std::uniform_int_distribution<int>(0, 3)(rng)];
    return w;
  };
  for (int n = 0; n < 3000; ++n) {
    const std::u32string a = word(), b = word();
    ASSERT_EQ(edit_distance(std::u32string_view(a), std::u32string_view(b)),
              full_table_distance(a, b))
        << n;
  }
}

TEST(Suggest, DecodesUtf8AndKeepsBadBytes) {
  EXPECT_EQ(decode_utf8("a天"), std::u32string(U"a天"));
  EXPECT_EQ(decode_utf8("\xA0").size(), 1u);
  EXPECT_EQ(decode_utf8("\xE5\xA4").size(), 2u) << "a truncated sequence is bytes of its own";
}

TEST(Suggest, ClosestOnlyWhenClearlyClosest) {
  const std::vector<std::string> verbs{"deal", "play", "pad", "墊", "result"};
  EXPECT_EQ(closest("paly", verbs), "play");
  EXPECT_EQ(closest("Play", verbs), "play");
  EXPECT_EQ(closest("resutl", verbs), "result");
  EXPECT_EQ(closest("play", verbs), "") << "an exact match is no suggestion";
  EXPECT_EQ(closest("xyzzy", verbs), "");
  EXPECT_EQ(closest("pa", verbs), "pad") << "one edit from pad, two from play";
  EXPECT_EQ(closest("x", verbs), "") << "one edit may not replace the whole word";
  EXPECT_EQ(closest("pal", {"pad", "pat"}), "") << "a tie is no suggestion";
  EXPECT_EQ(closest("pal", {"pad", "pad"}), "pad") << "the same spelling twice is no tie";
  EXPECT_EQ(closest("x", {}), "");
}

// A token of megabytes in a corrupt file is far from every verb: no suggestion, and no table of
// its length times a verb's (which took seconds and gigabytes).
TEST(Suggest, LongWordCostsNoTable) {
  const std::vector<std::string> verbs{"deal", "play", "pad", "result"};
  EXPECT_EQ(closest(std::string(50'000'000, 'x'), verbs), "");
  EXPECT_EQ(closest(std::string(50'000'000, 'p'), verbs), "");
  // Candidates too long or short to be suggested still do not change the answer.
  EXPECT_EQ(closest("plays", {"play", "p", "playsplays"}), "play");
  EXPECT_EQ(closest("pal", {"pad", "pat", "palpalpal"}), "") << "still a tie";
}

TEST(Suggest, LimitGrowsWithLength) {
  EXPECT_EQ(suggestion_limit(2), 1u);
  EXPECT_EQ(suggestion_limit(4), 1u);
  EXPECT_EQ(suggestion_limit(5), 2u);
  EXPECT_EQ(suggestion_limit(9), 3u);
}

}  // namespace
}  // namespace paipu
