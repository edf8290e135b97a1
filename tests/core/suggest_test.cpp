// The "did you mean" helper: edit distance in characters, and when a candidate is clearly closest.
#include "suggest.hpp"

#include <gtest/gtest.h>

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
