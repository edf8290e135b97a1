// InlineList: the small-buffer list every trick game's plays, tricks and piece counts live in. A
// 三打哈 hand's piece counts (324 ints) are far past the inline size, so both sides of N matter.
#include "paipu/inline_list.hpp"

#include <gtest/gtest.h>

#include <numeric>
#include <string>
#include <vector>

namespace paipu::trick {
namespace {

std::vector<int> iota(int n) {
  std::vector<int> v(static_cast<std::size_t>(n));
  std::iota(v.begin(), v.end(), 1);
  return v;
}

TEST(InlineList, CopiesAtEverySizeAroundTheInlineLimit) {
  for (int n : {0, 1, 7, 8, 9, 16, 17, 324}) {
    const InlineList<int, 8> list(iota(n));
    ASSERT_EQ(list.size(), static_cast<std::size_t>(n));
    const InlineList<int, 8> copy(list);  // NOLINT(performance-unnecessary-copy-initialization)
    EXPECT_EQ(copy, list) << n;
    EXPECT_EQ(std::vector<int>(copy.begin(), copy.end()), iota(n)) << n;
    InlineList<int, 8> assigned{42};
    assigned = list;
    EXPECT_EQ(assigned, list) << n;
  }
}

TEST(InlineList, AppendsPastTheLimitAfterInlineElements) {
  InlineList<int, 4> list{1, 2, 3};
  list.assign(iota(10));
  EXPECT_EQ(std::vector<int>(list.begin(), list.end()), iota(10));
  InlineList<int, 4> grown{1, 2};
  for (int i = 3; i <= 40; ++i) grown.push_back(i);
  EXPECT_EQ(std::vector<int>(grown.begin(), grown.end()), iota(40));
  grown.pop_back();
  EXPECT_EQ(grown.size(), 39U);
  EXPECT_EQ(grown.back(), 39);
}

TEST(InlineList, MovedFromListIsEmptyWhereverItsElementsWere) {
  for (int n : {3, 30}) {
    InlineList<std::string, 4> from;
    for (int i = 0; i < n; ++i) from.emplace_back(std::to_string(i));
    InlineList<std::string, 4> to(std::move(from));
    EXPECT_TRUE(from.empty());  // NOLINT(bugprone-use-after-move)
    ASSERT_EQ(to.size(), static_cast<std::size_t>(n));
    EXPECT_EQ(to.back(), std::to_string(n - 1));
  }
}

TEST(InlineList, FillConstructorOnBothSidesOfTheLimit) {
  const InlineList<int, 4> small(3, 7);
  const InlineList<int, 4> big(9, 7);
  EXPECT_EQ(std::vector<int>(small.begin(), small.end()), std::vector<int>(3, 7));
  EXPECT_EQ(std::vector<int>(big.begin(), big.end()), std::vector<int>(9, 7));
}

}  // namespace
}  // namespace paipu::trick
