// Combination classes and their order (rules §1.2), the follow rule (P4, P5) and the T10 vectors.
#include <gtest/gtest.h>

#include "combos.hpp"
#include "script.hpp"

using namespace paipu::tianjiu;
using tj_test::pieces;

namespace {

Combo lead(const char* text, bool wen_zhizun = true) {
  return classify(pieces(text), true, wen_zhizun);
}
Combo follow(const char* text) {
  return classify(pieces(text), false, true);
}

// Each list runs from strongest to weakest; `=` joins equals. Every member of a group must beat
// every member of each later group, tie within its own group, and share one class.
void expect_order(const std::vector<std::vector<const char*>>& groups, Cls cls) {
  for (std::size_t i = 0; i < groups.size(); ++i)
    for (const char* a : groups[i]) {
      const Combo ca = lead(a);
      EXPECT_EQ(ca.cls, cls) << a;
      for (std::size_t j = 0; j < groups.size(); ++j)
        for (const char* b : groups[j]) {
          const Verdict v = judge(lead(b), lead(b), follow(a));
          const Verdict want = i < j ? Verdict::beats : i == j ? Verdict::tie : Verdict::lower;
          EXPECT_EQ(v, want) << a << " on " << b;
        }
    }
}

}  // namespace

TEST(Combos, CivilSinglesRankTianDownToTongchui) {
  expect_order({{"天"},
                {"地"},
                {"人"},
                {"和"},
                {"梅"},
                {"長"},
                {"板"},
                {"斧"},
                {"紅頭"},
                {"高腳"},
                {"銅錘"}},
               Cls::single_civil);
}

TEST(Combos, MilitarySinglesRankByNumberAndEqualNumbersTie) {
  expect_order(
      {{"紅九", "黑九"}, {"三五", "二六"}, {"紅七", "黑七"}, {"大六"}, {"紅五", "黑五"}, {"細三"}},
      Cls::single_military);
}

TEST(Combos, CivilPairs) {
  expect_order({{"天天"},
                {"地地"},
                {"人人"},
                {"和和"},
                {"梅梅"},
                {"長長"},
                {"板板"},
                {"斧斧"},
                {"紅頭紅頭"},
                {"高腳高腳"}},
               Cls::pair_civil);
  // 双銅錘 is a civil pair when it follows, the weakest one.
  EXPECT_EQ(follow("銅錘銅錘").cls, Cls::pair_civil);
  EXPECT_EQ(judge(lead("高腳高腳"), lead("高腳高腳"), follow("銅錘銅錘")), Verdict::lower);
}

TEST(Combos, MilitaryPairsAreNineEightSevenFive) {
  expect_order({{"紅九黑九"}, {"三五二六"}, {"紅七黑七"}, {"紅五黑五"}}, Cls::pair_military);
  EXPECT_EQ(lead("紅九三五").cls, Cls::none);  // unequal numbers
  EXPECT_EQ(lead("大六紅五").cls, Cls::none);  // no 雜六
  EXPECT_EQ(lead("細三黑五").cls, Cls::none);
}

TEST(Combos, MixedPairsAndTheirEqualHalves) {
  expect_order(
      {{"天紅九", "天黑九"}, {"地三五", "地二六"}, {"人紅七", "人黑七"}, {"和紅五", "和黑五"}},
      Cls::pair_mixed);
  EXPECT_EQ(lead("梅紅九").cls, Cls::none);
  EXPECT_EQ(lead("天三五").cls, Cls::none);
  EXPECT_EQ(lead("人大六").cls, Cls::none);
  EXPECT_EQ(lead("和細三").cls, Cls::none);
  EXPECT_EQ(lead("天地").cls, Cls::none);
}

TEST(Combos, TriplesAreTwoClasses) {
  expect_order({{"天天紅九", "天天黑九"},
                {"地地三五", "地地二六"},
                {"人人紅七", "人人黑七"},
                {"和和紅五", "和和黑五"}},
               Cls::triple_civil);
  expect_order({{"天紅九黑九"}, {"地三五二六"}, {"人紅七黑七"}, {"和紅五黑五"}},
               Cls::triple_military);
  // 三文地八 cannot beat 三武和五: different classes.
  EXPECT_EQ(judge(lead("和紅五黑五"), lead("和紅五黑五"), follow("地地三五")),
            Verdict::other_class);
  EXPECT_EQ(lead("天天地").cls, Cls::none);
  EXPECT_EQ(lead("梅梅紅九").cls, Cls::none);
  EXPECT_EQ(lead("天紅九三五").cls, Cls::none);
}

TEST(Combos, Quads) {
  expect_order({{"天天紅九黑九"}, {"地地三五二六"}, {"人人紅七黑七"}, {"和和紅五黑五"}}, Cls::quad);
  EXPECT_EQ(lead("天天地地").cls, Cls::none);
  EXPECT_EQ(lead("天天紅九三五").cls, Cls::none);
  EXPECT_EQ(lead("天地人和").cls, Cls::none);
}

TEST(Combos, NoCrossClassBeating) {
  // 地八 cannot be beaten by 雜九 or 双天; 雜八 only by 雜九; a military single never beats a civil
  // one.
  EXPECT_EQ(judge(lead("地三五"), lead("地三五"), follow("紅九黑九")), Verdict::other_class);
  EXPECT_EQ(judge(lead("地三五"), lead("地三五"), follow("天天")), Verdict::other_class);
  EXPECT_EQ(judge(lead("三五二六"), lead("三五二六"), follow("天天")), Verdict::other_class);
  EXPECT_EQ(judge(lead("三五二六"), lead("三五二六"), follow("紅九黑九")), Verdict::beats);
  EXPECT_EQ(judge(lead("銅錘"), lead("銅錘"), follow("紅九")), Verdict::other_class);
  EXPECT_EQ(judge(lead("細三"), lead("細三"), follow("天")), Verdict::other_class);
  EXPECT_EQ(judge(lead("天"), lead("天"), follow("天地")), Verdict::not_a_combination);
}

TEST(Combos, ZhizunWinsOnlyWhenLed) {
  EXPECT_EQ(lead("大六細三").cls, Cls::zhizun_wu);
  EXPECT_EQ(lead("細三大六").cls, Cls::zhizun_wu);
  // As a follow 至尊 beats nothing, not even the weakest pair.
  EXPECT_EQ(judge(lead("紅五黑五"), lead("紅五黑五"), follow("大六細三")), Verdict::zhizun_not_led);
  // Nothing beats a led 至尊.
  EXPECT_EQ(judge(lead("大六細三"), lead("大六細三"), follow("天天")), Verdict::other_class);
  EXPECT_EQ(judge(lead("大六細三"), lead("大六細三"), follow("紅九黑九")), Verdict::other_class);
}

TEST(Combos, WenZhizunIsCapturedOnlyByDoubleGaojiao) {
  const Combo wen = lead("銅錘銅錘");
  EXPECT_EQ(wen.cls, Cls::zhizun_wen);
  EXPECT_EQ(judge(wen, wen, follow("高腳高腳")), Verdict::beats);
  EXPECT_EQ(judge(wen, wen, follow("天天")), Verdict::only_capture);
  EXPECT_EQ(judge(wen, wen, follow("紅頭紅頭")), Verdict::only_capture);
  // After the capture nothing else counts.
  EXPECT_EQ(judge(wen, follow("高腳高腳"), follow("天天")), Verdict::only_capture);
  // Without the option it is the weakest civil pair and any civil pair beats it.
  const Combo plain = lead("銅錘銅錘", false);
  EXPECT_EQ(plain.cls, Cls::pair_civil);
  EXPECT_EQ(judge(plain, plain, follow("紅頭紅頭")), Verdict::beats);
}

// T10, from [G] test/InningTests.sest (wen 1..11 = 銅錘..天; wu = number).
TEST(Combos, T10LeadClassification) {
  EXPECT_EQ(lead("銅錘銅錘").cls, Cls::zhizun_wen);  // [wen1,wen1]
  EXPECT_EQ(lead("細三大六").cls, Cls::zhizun_wu);   // [wu3,wu6]
  EXPECT_EQ(lead("天紅九").cls, Cls::pair_mixed);    // [wen11,wu9]
  EXPECT_EQ(lead("天紅九"), (Combo{Cls::pair_mixed, 4}));
  EXPECT_EQ(lead("天天黑九").cls, Cls::triple_civil);  // [wen11,wen11,wu9]
  EXPECT_EQ(lead("斧板").cls, Cls::none);              // [wen4,wen5]
  EXPECT_EQ(lead("天三五").cls, Cls::none);            // [wen11,wu8]
}

TEST(Combos, SubMultisetsCountDistinctChoices) {
  // 天天地: singles {天, 地}; pairs {天天, 天地}; triple {天天地}.
  const auto hand = pieces("天天地");
  EXPECT_EQ(sub_multisets(hand, 1).size(), 2u);
  EXPECT_EQ(sub_multisets(hand, 2).size(), 2u);
  EXPECT_EQ(sub_multisets(hand, 3).size(), 1u);
  EXPECT_EQ(sub_multisets(hand, 4).size(), 0u);
  // 8 distinct tiles: C(8,4) = 70.
  EXPECT_EQ(sub_multisets(pieces("天地人和梅長板斧"), 4).size(), 70u);
}
