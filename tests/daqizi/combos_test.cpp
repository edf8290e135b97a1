// Combinations and their order (rules §2.2), the follow verdicts and the options that change them.
#include <gtest/gtest.h>

#include "combos.hpp"
#include "helpers.hpp"
#include "options.hpp"

using namespace paipu;
using namespace paipu::daqizi;
using dq_test::ids;
using dq_test::rules;

namespace {

const Options kDefault = parse_options(rules());

Combo c(std::string_view pieces, const Options& o = kDefault) {
  return classify(ids(pieces), o);
}

// Each entry beats every later one, and nothing beats itself (ties do not beat).
void expect_order(const std::vector<std::string>& high_to_low, Cls cls) {
  for (std::size_t i = 0; i < high_to_low.size(); ++i) {
    const Combo a = c(high_to_low[i]);
    EXPECT_EQ(a.cls, cls) << high_to_low[i];
    EXPECT_EQ(judge(a, a, kDefault), Verdict::tie) << high_to_low[i];
    for (std::size_t j = i + 1; j < high_to_low.size(); ++j) {
      const Combo b = c(high_to_low[j]);
      EXPECT_EQ(judge(b, a, kDefault), Verdict::beats)
          << high_to_low[i] << " over " << high_to_low[j];
      EXPECT_EQ(judge(a, b, kDefault), Verdict::lower)
          << high_to_low[j] << " under " << high_to_low[i];
    }
  }
}

}  // namespace

// [B]: 「>将>>士>>象>>車>>馬>>砲>>卒」, red above black of the same type.
TEST(Combos, SinglesInFourteenLevels) {
  expect_order({"帥", "將", "仕", "士", "相", "象", "俥", "車", "傌", "馬", "炮", "砲", "兵", "卒"},
               Cls::single);
}

// [B]: 「仕仕>士士>相相>象象>俥俥>車車>傌傌>馬馬>炮炮>砲砲>兵兵>卒卒」.
TEST(Combos, PairsOfOneTypeAndColour) {
  expect_order({"仕仕", "士士", "相相", "象象", "俥俥", "車車", "傌傌", "馬馬", "炮炮", "砲砲",
                "兵兵", "卒卒"},
               Cls::pair);
}

// [B]: 「師仕相>将士象>俥傌炮>車馬砲」, in any order of writing.
TEST(Combos, FourSequences) {
  expect_order({"帥仕相", "將士象", "俥傌炮", "車馬砲"}, Cls::sequence);
  EXPECT_EQ(c("相帥仕"), c("帥仕相"));
  EXPECT_EQ(c("砲車馬"), c("車馬砲"));
}

TEST(Combos, SoldiersInThreesFoursAndFives) {
  expect_order({"兵兵兵", "卒卒卒"}, Cls::soldiers3);
  expect_order({"兵兵兵兵", "卒卒卒卒"}, Cls::soldiers4);
  expect_order({"兵兵兵兵兵", "卒卒卒卒卒"}, Cls::soldiers5);
}

// A sequence and three soldiers are both three pieces but different combinations.
TEST(Combos, NoBeatingAcrossClasses) {
  EXPECT_EQ(judge(c("卒卒卒"), c("帥仕相"), kDefault), Verdict::other_class);
  EXPECT_EQ(judge(c("車馬砲"), c("兵兵兵"), kDefault), Verdict::other_class);
  EXPECT_EQ(judge(c("卒卒"), c("帥"), kDefault), Verdict::other_class);
  EXPECT_EQ(judge(c("卒卒卒"), c("兵兵兵兵"), kDefault), Verdict::other_class);
  EXPECT_EQ(judge(c("卒"), c("仕士"), kDefault), Verdict::not_a_combination);
}

TEST(Combos, WhatIsNoCombination) {
  for (const char* bad : {"仕士",    // mixed colours
                          "帥將",    // the two generals
                          "車俥",    // red and black chariot
                          "仕相",    // two types
                          "帥士象",  // a mixed sequence
                          "俥馬炮",  // a mixed sequence
                          "兵兵卒",  // mixed soldiers
                          "兵卒卒卒", "兵兵卒卒卒",
                          "帥仕象",  // 象 is black
                          "仕相俥",  // no such sequence
                          "車車車",  // only 2 exist, and not a combination anyway
                          "仕仕士士", "兵兵兵兵兵兵"})
    EXPECT_EQ(c(bad).cls, Cls::none) << bad;
  EXPECT_EQ(classify({}, kDefault).cls, Cls::none);
  EXPECT_EQ(classify({kUnknownPiece}, kDefault).cls, Cls::none);
}

TEST(Combos, WhyNotSaysWhatWouldBeOne) {
  EXPECT_EQ(why_not(ids("仕士")),
            "mixes red 仕 and black 士: a pair is two of one piece in one colour (仕仕 or 士士)");
  EXPECT_EQ(why_not(ids("俥車")),
            "mixes red 俥 and black 車: a pair is two of one piece in one colour (俥俥 or 車車)");
  EXPECT_EQ(why_not(ids("將帥")),
            "are the two generals: there is one of each colour, so no pair of generals exists");
  EXPECT_EQ(why_not(ids("相仕")),
            "are two different pieces: a pair is two of one piece in one colour, such as 仕仕");
  // A general has one copy, so the example pairs the other piece.
  for (const char* two : {"帥仕", "仕帥"})
    EXPECT_EQ(why_not(ids(two)),
              "are two different pieces: a pair is two of one piece in one colour, such as 仕仕")
        << two;
  EXPECT_EQ(why_not(ids("兵卒卒卒")),
            "mixes red 兵 and black 卒: soldiers go together in one colour (兵兵兵兵 or 卒卒卒卒)");
  EXPECT_EQ(why_not(ids("帥士象")),
            "mixes red and black: a sequence is one colour: 帥仕相, 將士象, 俥傌炮 or 車馬砲");
  EXPECT_EQ(why_not(ids("仕相俥")),
            "is no combination: 3 pieces go together only as a sequence (帥仕相, 將士象, 俥傌炮, "
            "車馬砲) or as soldiers of one colour (兵兵兵 or 卒卒卒)");
  EXPECT_EQ(why_not(ids("仕仕士士")),
            "is no combination: 4 pieces go together only as soldiers of one colour (兵兵兵兵 or "
            "卒卒卒卒)");
}

// §5.10, mixed_colours=as_black: a mixed sequence or soldier group counts as the black one.
TEST(Combos, MixedColoursAsBlack) {
  const Options o = parse_options(rules({{"mixed_colours", "as_black"}}));
  EXPECT_EQ(c("帥士象", o), c("將士象", o));
  EXPECT_EQ(c("將仕相", o), c("將士象", o));
  EXPECT_EQ(c("俥馬砲", o), c("車馬砲", o));
  EXPECT_EQ(c("兵兵卒", o), c("卒卒卒", o));
  EXPECT_EQ(c("兵兵兵兵卒", o), c("卒卒卒卒卒", o));
  // It never beats the black one (a tie), nor the red one.
  EXPECT_EQ(judge(c("將士象", o), c("帥士象", o), o), Verdict::tie);
  EXPECT_EQ(judge(c("帥仕相", o), c("帥士象", o), o), Verdict::lower);
  EXPECT_EQ(judge(c("俥傌炮", o), c("帥士象", o), o), Verdict::beats);
  // Pairs stay one colour: [B] 「同じ漢字、色の2枚」.
  EXPECT_EQ(c("仕士", o).cls, Cls::none);
  EXPECT_EQ(c("帥將", o).cls, Cls::none);
}

// §5.13, ties_beat=on: an equal play takes the trick.
TEST(Combos, TiesBeatOption) {
  const Options o = parse_options(rules({{"ties_beat", "on"}}));
  EXPECT_EQ(judge(c("仕"), c("仕"), o), Verdict::beats);
  EXPECT_EQ(judge(c("兵兵"), c("兵兵"), o), Verdict::beats);
  EXPECT_EQ(judge(c("俥傌炮"), c("俥傌炮"), o), Verdict::beats);
  EXPECT_EQ(judge(c("仕"), c("士"), o), Verdict::lower);
  EXPECT_EQ(judge(c("仕"), c("仕"), kDefault), Verdict::tie);
}

TEST(Combos, ClassNames) {
  EXPECT_STREQ(class_name(Cls::sequence), "sequence (順子)");
  EXPECT_STREQ(class_name(Cls::soldiers3), "group of 3 soldiers");
}
