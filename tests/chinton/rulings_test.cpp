// The rules at their edges, each against the words of [CT] or of the rules research (§2):
// robbing inside the 一発 window, what 四喜和 may take, topping up a short hand, the ippatsu 白
// and kans, kan_dora and bai_in_kan at robbing, and the open-riichi yakuman on a pulled ガリ.
#include <gtest/gtest.h>

#include <array>

#include "support.hpp"

namespace {

using namespace cttest;
using Codes = std::vector<std::string>;

// The codes of the errors and warnings a one-hand souzu record gives.
Codes codes(const std::string& events, const std::string& rules = "") {
  return replay(souzu_hand(events, rules)).codes();
}

// W: 123s 46s 789s 東東東 南南, ready on 5s, declares riichi; E adds a 5s to its pon of 5s.
const std::string kRobInIppatsu =
    "indicator 西\n"
    "W deal 1s2s3s 4s6s 7s8s9s 東東東 南南\n"
    "E deal 5s5s 2s3s4s 6s7s8s 1s1s1s 9s 1m 9m\n"
    "E discard 1m\nS discard 5s\nE pon 5s5s5s\nE discard 9m\nS discard 1m\n"
    "W draw 9m\nW riichi\nW tsumogiri\nE draw 5s\n";

TEST(Rulings, RobbingAKanInTheIppatsuWindowKeepsIppatsu) {
  // A robbed kan never stands, so it breaks no 一発: ホンイツ 3, 一気通貫 2, リーチ 1, 一発 1 + 5,
  // 槍槓 1, 役牌 東 1, 門前 1, バンバン 2, 5s 1, ura 9s → 1s 1, カラス 30: 49.
  const auto robbed = replay(souzu_hand(kRobInIppatsu + "E kakan 5s\nW ron\nura 9s\n"));
  ASSERT_TRUE(robbed.clean()) << robbed.text();
  EXPECT_EQ(deltas(robbed), (std::vector<long long>{-49, 0, 49}));
  // The same tile discarded instead: 一発 without 槍槓.
  const auto plain = replay(souzu_hand(kRobInIppatsu + "E discard 5s\nW ron\nura 9s\n"));
  ASSERT_TRUE(plain.clean()) << plain.text();
  EXPECT_EQ(deltas(plain), (std::vector<long long>{-48, 0, 48}));
  // Once the kan stands (its replacement drawn), 一発 is gone: W's next draw wins without it, and
  // having let the added 5s pass W may no longer ron (furiten after riichi).
  const std::string stood = kRobInIppatsu + "E kakan 5s\nE draw 中\nindicator 1s\nE discard 中\n";
  const auto tsumo = replay(souzu_hand(stood + "S discard 1m\nW draw 5s\nW tsumo\nura 9s 發\n"));
  ASSERT_TRUE(tsumo.clean()) << tsumo.text();
  // ホンイツ 3, 一気通貫 2, リーチ 1, ツモ 1, 役牌 東 1, 門前 1, バンバン 2, 5s 1, dora 2s 1, ura
  // 1s 1, カラス 30: 44 from each.
  EXPECT_EQ(deltas(tsumo), (std::vector<long long>{-44, -44, 88}));
  EXPECT_EQ(codes(stood + "S discard 5s\nW ron\nura 9s 發\n"), Codes{"K151"});
}

TEST(Rulings, AKokushiRobbingAClosedKanKeepsIppatsu) {
  // S: 国士無双 waiting on all its kinds, in riichi; W makes a closed kan of 1p, which S robs.
  const std::string riichi =
      "S deal 1m 9m 1p1p 9p9p 東南西北白發中\nE discard 2p\nS draw 3p\nS riichi\nS discard 3p\n";
  const std::string rob = "W ankan 1p1p1p1p\nS ron\nura 5p\n";
  const auto at_once = replay(hand(riichi + rob));
  const auto later =
      replay(hand(riichi + "W discard 5p\nE discard 5p\nS draw 6p\nS tsumogiri\n" + rob));
  ASSERT_TRUE(at_once.clean()) << at_once.text();
  ASSERT_TRUE(later.clean()) << later.text();
  ASSERT_EQ(deltas(at_once).size(), 3U);
  ASSERT_EQ(deltas(later).size(), 3U);
  // 一発 1 + 嬉しいな 5 on top of the yakuman (yakuman_extras = all).
  EXPECT_EQ(deltas(at_once)[1], deltas(later)[1] + 6);
}

// W: 東東東 南南南 西西西 北北北 1m, a 四喜和 waiting on 1m.
const std::string kSuushii =
    "indicator 9s\n"
    "W deal 東東東 南南南 西西西 北北北 1m\n"
    "S deal 1s2s3s 4s5s6s 7s8s9s 2s2s 5s 1m\n"
    "E discard 9m\nS draw 3s\n";

TEST(Rulings, SuushiiTakesOnlyAPulledNorth) {
  // C-11: a 四喜和 may ron a pulled 北; any other pulled ガリ only 国士無双 may (C-10).
  EXPECT_EQ(codes(kSuushii + "S nuki 1m\nW ron\n"), Codes{"K154"});
  EXPECT_EQ(codes(kSuushii + "S discard 1m\nW ron\n"), Codes{});
  // The pulled 1m it could not take is no pass, even in riichi: the 1m discarded after it is won.
  EXPECT_EQ(codes(kSuushii + "S discard 3s\nW draw 發\nW riichi\nW tsumogiri\nE discard 中\n"
                             "S draw 1s\nS nuki 1m\nS draw 中\nS discard 中\nW draw 2s\n"
                             "W tsumogiri\nE discard 1m\nW ron\nura 1s\n"),
            Codes{});
}

TEST(Rulings, AShortHandIsToppedUpBeforeItsFirstDiscard) {
  // C-17: W was dealt 12; it draws its turn's tile and one more before discarding.
  const std::string dealt =
      "indicator 東\nW deal 1s2s3s 4s5s6s 7s8s9s 2s2s 5s\nE discard 1m\nS discard 1m\n"
      "W draw 6s\n";
  EXPECT_EQ(codes(dealt + "W draw 7s\nW discard 7s\n"), Codes{});
  // Once it has discarded, a draw out of turn is one.
  EXPECT_EQ(codes(dealt + "W draw 7s\nW discard 7s\nW draw 8s\n"), Codes{"K105"});
  // A seat dealt 13 has nothing to top up.
  EXPECT_EQ(codes("indicator 東\nW deal 1s2s3s 4s5s6s 7s8s9s 2s2s 5s 5s\nE discard 1m\n"
                  "S discard 1m\nW draw 6s\nW draw 7s\n"),
            Codes{"K105"});
}

// W in riichi draws 白 on its 一発 turn.
const std::string kIppatsuBai =
    "indicator 西\nW deal 白白白 1s2s3s 7s8s9s 4s5s 東東\nE discard 1m\nS discard 1m\n"
    "W draw 9m\nW tsumogiri\nE discard 9m\nS discard 9m\nW draw 南\nW riichi\nW tsumogiri\n"
    "E discard 中\nS discard 中\nW draw 白\n";

TEST(Rulings, TheIppatsuBaiIsNotDodgedByAKanOrAPull) {
  // C-4, C-18: "白パッツモで和了しない" is a false riichi, whatever W does instead of winning.
  EXPECT_EQ(codes(kIppatsuBai + "W ankan 白白白白\n"), Codes{"K147"});
  EXPECT_EQ(codes(kIppatsuBai + "W tsumogiri\n"), Codes{"K147"});
  // A 国士無双 in riichi pulls its 1m instead of winning on the 白.
  const auto pull =
      replay(hand("S deal 1m 9m 1p1p 9p9p 東南西北白發 中\nE discard 2p\nS draw 3p\nS riichi\n"
                  "S discard 3p\nW discard 3p\nE discard 4p\nS draw 白\nS nuki 1m\n"));
  EXPECT_EQ(pull.codes(), Codes{"K147"}) << pull.text();
  EXPECT_EQ(codes(kIppatsuBai + "W chombo\n"), Codes{});
}

// S: 123s 46s 789s 東東東 南南, ready on 5s; W pons 5s and adds the fourth.
const std::string kRobKanDora =
    "indicator 東\nS deal 1s2s3s 4s6s 7s8s9s 東東東 南南\n"
    "W deal 5s5s 1s1s1s 2s3s4s 6s7s8s 9s 中\nE discard 5s\nW pon 5s5s5s\nW discard 中\n"
    "E discard 發\nS draw 北\nS nuki 北\nS draw 西\nS tsumogiri\nW draw 5s\nW kakan 5s\nS ron\n";

// The deltas of `events` under kan_dora = at_once, then = after_discard, each replayed clean.
std::array<std::vector<long long>, 2> under_kan_dora(const std::string& events) {
  const std::array<std::string, 2> rules{"", "[Rule.kan_dora \"after_discard\"]\n"};
  std::array<std::vector<long long>, 2> out;
  for (std::size_t i = 0; i < rules.size(); ++i) {
    const auto r = replay(souzu_hand(events, rules[i]));
    EXPECT_TRUE(r.clean()) << r.text();
    out[i] = deltas(r);
  }
  return out;
}

TEST(Rulings, KanDoraAfterDiscardDropsOnlyAnUnturnedIndicator) {
  // A robbed kan turns no indicator: the first one (東, dora 南) counts whatever kan_dora says.
  const auto robbed = under_kan_dora(kRobKanDora);
  EXPECT_EQ(robbed[1], robbed[0]);
  // A closed kan's indicator (東, dora 南: W's pair) counts at once under either choice.
  const auto closed = under_kan_dora(
      "indicator 1s\nW deal 2s2s2s 3s4s5s 6s7s8s 南南 9s9s\nE discard 1m\nS discard 1m\n"
      "W draw 中\nW tsumogiri\nE discard 9m\nS discard 9m\nW draw 2s\nW ankan 2s2s2s2s\n"
      "indicator 東\nW draw 9s\nW tsumo\n");
  EXPECT_EQ(closed[1], closed[0]);
  // An added kan's own indicator (8s, dora 9s: W's pair) does not count for its 嶺上開花: 2 less
  // from each of the two who pay.
  const auto added = under_kan_dora(
      "indicator 1s\nW deal 5s5s 2s3s4s 6s7s8s 1s1s1s 東 9s\nE discard 5s\nW pon 5s5s5s\n"
      "W discard 東\nE discard 1m\nS discard 1m\nW draw 5s\nW kakan 5s\nindicator 8s\n"
      "W draw 9s\nW tsumo\n");
  ASSERT_EQ(added[0].size(), 3U);
  ASSERT_EQ(added[1].size(), 3U);
  EXPECT_EQ(added[1][2], added[0][2] - 2 * 2);
}

const std::string kBaiInKan = "[Rule.bai_in_kan \"honour\"]\n";

TEST(Rulings, BaiInKanHonourAddsAndRobsAsTheMeldsKind) {
  const std::string start =
      "indicator 9s\nS deal 1s2s3s 4s5s6s 7s8s9s 東 南南南\n"
      "W deal 東東 1s1s1s 2s3s4s 6s7s8s 白 中\nE discard 東\nW pon 東東東\nW discard 中\n"
      "E discard 1m\nS draw 9m\nS tsumogiri\nW draw 2s\nW kakan 白\n";
  // C-7: the robbed 白 is a 東, which S (東 南南南) waits on.
  EXPECT_EQ(codes(start + "S ron\n", kBaiInKan), Codes{});
  // S waiting on 南 西 (and on 白 as either) may not take it.
  std::string other = start + "S ron\n";
  other.replace(other.find("東 南南南"), std::string("東 南南南").size(), "南南 西西");
  EXPECT_EQ(codes(other, kBaiInKan), Codes{"K153"});
  // By default a 白 joins no kan of 東.
  EXPECT_EQ(codes(start), Codes{"K136"});
  // 暗加カン of a 白 onto a closed kan of 東.
  const std::string closed =
      "indicator 9s\nW deal 東東東東 1s1s1s 2s3s4s 6s7s8s\nE discard 1m\nS discard 1m\n"
      "W draw 白\nW ankan 東東東東\nindicator 1s\nW draw 5s\nW ankan 白\n";
  EXPECT_EQ(codes(closed, kBaiInKan), Codes{});
  EXPECT_EQ(codes(closed), Codes{"K136"});
}

// W: an open-riichi 国士無双 waiting on 北 (and 白); S pulls, or discards, a 北.
const std::string kOpenKokushi =
    "indicator 西\nW deal 1m 9m 1s1s 9s9s 東南西白發中 中\n"
    "S deal 2s3s4s 5s6s7s 7s8s9s 2s2s 5s 東\nE discard 2s\nS draw 北\nS discard 東\n"
    "W draw 3s\nW open-riichi 1m 9m 1s1s 9s9s 東南西白發中 中\nW tsumogiri\nE discard 4s\n"
    "S draw 北\n";

TEST(Rulings, APulledGariDealsIntoAnOpenRiichi) {
  // The puller pays as a discarder would (C-10), so open_riichi_yakuman = adds adds its unit.
  const std::string adds = "[Rule.open_riichi_yakuman \"adds\"]\n";
  const auto pulled = replay(souzu_hand(kOpenKokushi + "S nuki 北\nW ron\nura 東\n", adds));
  const auto discarded = replay(souzu_hand(kOpenKokushi + "S discard 北\nW ron\nura 東\n", adds));
  ASSERT_TRUE(pulled.clean()) << pulled.text();
  ASSERT_TRUE(discarded.clean()) << discarded.text();
  EXPECT_EQ(deltas(pulled), deltas(discarded));
}

}  // namespace
