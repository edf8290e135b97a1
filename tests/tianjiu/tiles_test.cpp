// The piece table (vocabulary) and the pip facts 例牌 depend on.
#include <gtest/gtest.h>

#include <set>

#include "dealt.hpp"
#include "script.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

using namespace paipu;
using namespace paipu::tianjiu;
using tj_test::pieces;

TEST(Tiles, TwentyOneKindsThirtyTwoTiles) {
  const auto& t = piece_table();
  ASSERT_EQ(t.size(), 21u);
  int total = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(t[i].id, i);
    EXPECT_EQ(t[i].family, Family::domino);
    total += t[i].copies;
  }
  EXPECT_EQ(total, 32);
  EXPECT_EQ(t[id(Tile::tian)].copies, 2);
  EXPECT_EQ(t[id(Tile::jiu45)].copies, 1);
}

TEST(Tiles, CodesFacesAndNamesInOrder) {
  const char* codes[] = {"66", "11", "44", "13", "55", "33", "22", "56", "46", "16", "15",
                         "45", "36", "35", "26", "34", "25", "24", "14", "23", "12"};
  const char* names[] = {"天",   "地",   "人",   "和",   "梅",   "長",   "板",
                         "斧",   "紅頭", "高腳", "銅錘", "紅九", "黑九", "三五",
                         "二六", "紅七", "黑七", "大六", "紅五", "黑五", "細三"};
  const auto& t = piece_table();
  for (std::size_t i = 0; i < 21; ++i) {
    EXPECT_EQ(t[i].code, codes[i]);
    EXPECT_EQ(t[i].name, names[i]);
    EXPECT_EQ(t[i].face, std::string(1, codes[i][0]) + "-" + codes[i][1]);
  }
}

TEST(Tiles, EverySpellingIsUniqueAndNoBareNumbers) {
  std::set<std::string> seen;
  for (const PieceInfo& p : piece_table()) {
    std::vector<std::string> all = p.aliases;
    all.push_back(p.name);
    all.push_back(p.code);
    for (const auto& s : all) {
      EXPECT_TRUE(seen.insert(s).second) << s;
      for (const char* bare : {"九", "八", "七", "五", "六", "三"}) EXPECT_NE(s, bare);
    }
  }
  EXPECT_EQ(pieces("鵝爺梅花長衫板凳虎頭屏風高脚七伶冧六大雞六丁三天牌"),
            pieces("和和梅長板斧紅頭高腳銅錘大六細三天"));
}

TEST(Tiles, RedPipsPerTheRulesTable) {
  // §1.1: 天 6 (half of each six), 地 2, 人 8, 和 1, 梅長板斧 0, 紅頭 4, 高腳 1, 銅錘 1;
  // military 4-5 4, 3-6 0, 3-5 0, 2-6 0, 3-4 4, 2-5 0, 2-4 4, 1-4 5, 2-3 0, 1-2 1.
  const int want[] = {6, 2, 8, 1, 0, 0, 0, 0, 4, 1, 1, 4, 0, 0, 0, 4, 0, 4, 5, 0, 1};
  for (int i = 0; i < 21; ++i)
    EXPECT_EQ(red_pips(tile(static_cast<PieceId>(i)), true), want[i]) << i;
  EXPECT_EQ(red_pips(Tile::tian, false), 0);
  EXPECT_EQ(red_ends(Tile::tian, true), 2);
  EXPECT_EQ(red_ends(Tile::wu14, true), 2);
  EXPECT_EQ(red_ends(Tile::jiu45, true), 1);
  EXPECT_EQ(red_ends(Tile::mei, true), 0);
}

TEST(Tiles, VariantInfoVerbsAndTags) {
  const VariantInfo& v = variant_info();
  EXPECT_EQ(v.id, "tianjiu");
  EXPECT_EQ(v.seat_counts, std::vector<int>{4});
  ASSERT_EQ(v.verbs.size(), 4u);
  EXPECT_EQ(v.verbs[kDeal].name, "deal");
  EXPECT_EQ(v.verbs[kDeal].max_args, 8);
  EXPECT_EQ(v.verbs[kPlay].aliases, (std::vector<std::string>{"打", "出"}));
  EXPECT_EQ(v.verbs[kPad].aliases, std::vector<std::string>{"墊"});
  EXPECT_EQ(v.verbs[kDeclare].args, ArgKind::words);
  for (const auto& verb : v.verbs) EXPECT_NE(verb.name, "result");
  EXPECT_EQ(v.hand_tags, std::vector<std::string>{"Dealer"});
  for (const RuleOption& o : v.options) {
    EXPECT_FALSE(o.choices.empty()) << o.name;
    EXPECT_NE(std::find(o.choices.begin(), o.choices.end(), o.default_value), o.choices.end())
        << o.name;
    for (char c : o.name) EXPECT_TRUE((c >= 'a' && c <= 'z') || c == '_') << o.name;
  }
}

// 例牌 patterns, §1.6.5: the qualifying tiles come from the pip table above.
TEST(Dealt, QizhiPatterns) {
  const Options o = tj_test::options({});
  // 一點紅: 和 (1 red pip) + 7 white tiles.
  EXPECT_EQ(dealt_pattern(pieces("和梅梅長長板板斧"), Dealt::qizhi, o), "一點紅");
  // 細三 is the only military tile with one red pip.
  EXPECT_EQ(dealt_pattern(pieces("細三梅梅長長板板斧"), Dealt::qizhi, o), "一點紅");
  // Two one-pip tiles make two red pips.
  EXPECT_EQ(dealt_pattern(pieces("和高腳梅長長板板斧"), Dealt::qizhi, o), "");
  // 七武: exactly 7 military tiles.
  EXPECT_EQ(dealt_pattern(pieces("天紅九黑九三五二六紅七黑七大六"), Dealt::qizhi, o), "七武");
  // 7 civil tiles only with the option.
  const auto seven_civil = pieces("天地人和梅長板紅九");
  EXPECT_EQ(dealt_pattern(seven_civil, Dealt::qizhi, o), "");
  EXPECT_EQ(
      dealt_pattern(seven_civil, Dealt::qizhi, tj_test::options({{"qizhi_seven_civil", "on"}})),
      "七文");
}

TEST(Dealt, BazhiPatterns) {
  const Options o = tj_test::options({});
  EXPECT_EQ(dealt_pattern(pieces("梅梅長長板板斧斧"), Dealt::bazhi, o), "全白");
  EXPECT_EQ(dealt_pattern(pieces("紅九黑九三五二六紅七黑七大六紅五"), Dealt::bazhi, o), "八武");
  EXPECT_EQ(dealt_pattern(pieces("天天地地人人和和"), Dealt::bazhi, o), "八文");
  // Four pairs of 文対/武対 with red pips and both kinds: 天天 紅九黑九 三五二六 紅五黑五.
  const auto four = pieces("天天紅九黑九三五二六紅五黑五");
  EXPECT_EQ(dealt_pattern(four, Dealt::bazhi, o), "四對");
  EXPECT_EQ(dealt_pattern(four, Dealt::bazhi, tj_test::options({{"bazhi_four_pairs", "off"}})), "");
  EXPECT_EQ(dealt_pattern(four, Dealt::bazhi, tj_test::options({{"bazhi_four_pairs", "mixed"}})),
            "");
  // Four 文武 pairs: 天紅九 地三五 人紅七 和紅五.
  const auto mixed = pieces("天紅九地三五人紅七和紅五");
  EXPECT_EQ(dealt_pattern(mixed, Dealt::bazhi, o), "");
  EXPECT_EQ(dealt_pattern(mixed, Dealt::bazhi, tj_test::options({{"bazhi_four_pairs", "mixed"}})),
            "四對");
  EXPECT_EQ(
      dealt_pattern(mixed, Dealt::bazhi, tj_test::options({{"bazhi_four_pairs", "any_pairs"}})),
      "四對");
  EXPECT_EQ(
      dealt_pattern(four, Dealt::bazhi, tj_test::options({{"bazhi_four_pairs", "any_pairs"}})),
      "四對");
}

TEST(Dealt, TianRedAndRedCountOptions) {
  // 天天 + six white tiles: 12 red pips physically, none if 天 is white.
  const auto h = pieces("天天梅長板斧三五黑九");
  EXPECT_EQ(dealt_pattern(h, Dealt::bazhi, tj_test::options({})), "");
  EXPECT_EQ(dealt_pattern(h, Dealt::bazhi, tj_test::options({{"tian_red", "off"}})), "全白");
  // 紅九 (4-5) has four red pips but one red end.
  const auto nine = pieces("紅九梅梅長長板板斧");
  EXPECT_EQ(dealt_pattern(nine, Dealt::qizhi, tj_test::options({})), "");
  EXPECT_EQ(dealt_pattern(nine, Dealt::qizhi, tj_test::options({{"red_count", "ends"}})), "一點紅");
}
