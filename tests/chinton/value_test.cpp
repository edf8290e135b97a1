// The value of a win in 清一色東天紅, item by item of the Waseda club's table (docs/variants/
// chinton.md, "Value"): each total below is added up by hand in its comment. Unless a test says
// otherwise a hand is on a pinzu wall, won by ron by the 南 seat (not the dealer), with one 北
// pulled (so no カラス), no 本場, no indicator.
#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "value.hpp"

namespace {

using paipu::evaluate;
using paipu::ItemKind;
using paipu::chinton::BaiScope;
using paipu::chinton::evaluate_win;
using paipu::chinton::is_winning_hand;
using paipu::chinton::Kind;
using paipu::chinton::RiichiKind;
using paipu::chinton::Rules;
using paipu::chinton::ScoreMeld;
using paipu::chinton::WinHow;
using paipu::chinton::WinSituation;
using paipu::chinton::WinValue;
using paipu::chinton::YakumanExtras;
using paipu::mahjong::Counts;
using paipu::mahjong::MeldType;
using paipu::mahjong::Suit;
namespace mj = paipu::mahjong;

// "234p 55p 南南白": numbers before their suit letter (0 a red five), honours by name. 白 are
// counted apart, as the hand holds them: wilds.
struct Tiles {
  Counts naturals{};
  int bai = 0;
  int red = 0;
};

Tiles parse(std::string_view s) {
  static constexpr std::string_view kHonours[] = {"東", "南", "西", "北", "白", "發", "中"};
  Tiles t;
  std::string digits;
  for (std::size_t i = 0; i < s.size();) {
    const char c = s[i];
    if (c >= '0' && c <= '9') {
      digits += c;
      ++i;
      continue;
    }
    if (c == 'm' || c == 'p' || c == 's') {
      const Suit suit = c == 'm' ? Suit::man : c == 'p' ? Suit::pin : Suit::sou;
      for (char d : digits) {
        const int n = d == '0' ? 5 : d - '0';
        t.red += d == '0' ? 1 : 0;
        mj::add(t.naturals, mj::kind_of(suit, n));
      }
      digits.clear();
      ++i;
      continue;
    }
    bool honour = false;
    for (int h = 0; h < 7; ++h) {
      if (s.substr(i, kHonours[h].size()) != kHonours[h]) continue;
      const auto k = static_cast<Kind>(mj::kEast + h);
      if (k == mj::kWhite)
        ++t.bai;
      else
        mj::add(t.naturals, k);
      i += kHonours[h].size();
      honour = true;
      break;
    }
    if (!honour) ++i;  // spaces
  }
  return t;
}

Kind tile(std::string_view one) {
  const Tiles t = parse(one);
  if (t.bai > 0) return mj::kWhite;
  for (Kind k = 0; k < mj::kKinds; ++k)
    if (t.naturals[k] > 0) return k;
  return paipu::chinton::kNoKind;
}

constexpr Kind k1p = mj::kind_of(Suit::pin, 1);
constexpr Kind k2p = mj::kind_of(Suit::pin, 2);
constexpr Kind k4p = mj::kind_of(Suit::pin, 4);
constexpr Kind k6p = mj::kind_of(Suit::pin, 6);
constexpr Kind k8p = mj::kind_of(Suit::pin, 8);
constexpr Kind k9p = mj::kind_of(Suit::pin, 9);

ScoreMeld pon(Kind k, int bai = 0) {
  return ScoreMeld{MeldType::pon, k, 3, bai, 0};
}
ScoreMeld closed_kan(Kind k, int copies = 4) {
  return ScoreMeld{MeldType::closed_kan, k, copies, 0, 0};
}
ScoreMeld open_kan(Kind k, int copies = 4) {
  return ScoreMeld{MeldType::open_kan, k, copies, 0, 0};
}

struct Case {
  std::string hand;  // the concealed tiles, the winning tile included
  std::string winning;
  WinHow how = WinHow::ron;
  Suit wall = Suit::pin;
  std::vector<ScoreMeld> melds{};
  Kind seat = mj::kSouth;
  bool dealer = false;
  int honba = 0;
  RiichiKind riichi = RiichiKind::none;
  bool double_riichi = false;
  bool ippatsu = false;
  bool full_wild = false;
  bool rinshan = false;
  bool haitei = false;
  bool houtei = false;
  bool tenhou = false;
  bool chiihou = false;
  bool dealt_open = false;
  std::string pulled = "北";
  std::vector<Kind> indicators{};
  std::vector<Kind> ura{};
};

WinValue value(const Case& c, const Rules& rules = {}) {
  const Tiles t = parse(c.hand);
  WinSituation s;
  s.wall = c.wall;
  s.concealed = t.naturals;
  s.bai = t.bai;
  s.red = t.red;
  s.melds = c.melds;
  s.winning = tile(c.winning);
  s.winning_full_wild = c.full_wild;
  s.how = c.how;
  s.seat_wind = c.seat;
  s.dealer = c.dealer;
  s.honba = c.honba;
  s.riichi = c.riichi;
  s.double_riichi = c.double_riichi;
  s.ippatsu = c.ippatsu;
  s.rinshan = c.rinshan;
  s.haitei = c.haitei;
  s.houtei = c.houtei;
  s.tenhou = c.tenhou;
  s.chiihou = c.chiihou;
  s.dealt_into_open_riichi = c.dealt_open;
  s.pulled = parse(c.pulled).naturals;
  s.indicators = c.indicators;
  s.ura = c.ura;
  WinValue v = evaluate_win(s, rules);
  if (v.complete) {
    EXPECT_EQ(evaluate(v.items), v.total);
    EXPECT_EQ(v.items.front().kind, ItemKind::base);
    for (std::size_t i = 1; i < v.items.size(); ++i) EXPECT_EQ(v.items[i].kind, ItemKind::add);
  }
  return v;
}

// The points of the items so labelled (0 when none is).
long long item(const WinValue& v, std::string_view label) {
  long long n = 0;
  for (const paipu::Item& i : v.items)
    if (i.label == label) n += i.value;
  return n;
}
bool has(const WinValue& v, std::string_view label) {
  for (const paipu::Item& i : v.items)
    if (i.label == label) return true;
  return false;
}

bool wins(std::string_view hand, const Rules& rules = {}, std::vector<ScoreMeld> melds = {},
          Suit wall = Suit::pin) {
  const Tiles t = parse(hand);
  return is_winning_hand(t.naturals, t.bai, melds, rules, wall);
}

mj::Waits waits_of(std::string_view hand, const Rules& rules = {}, bool limits = false,
                   std::vector<ScoreMeld> melds = {}) {
  const Tiles t = parse(hand);
  const mj::CopyLimits l = mj::flush_wall_limits(Suit::pin);
  return paipu::chinton::waits(t.naturals, t.bai, melds, rules, Suit::pin, limits ? &l : nullptr);
}

// The plain hand most item tests start from: 123p 234p 678p 99p 西西西, ron on 2p. No 平和 (a
// triplet), no チャンタ (234p), 西 no 役牌 for 南: ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1 = 7.
Case plain() {
  return Case{"123p 234p 678p 99p 西西西", "2p"};
}

// --- the worked scores ----------------------------------------------------------------------

// The rules research's example: closed souzu 清一色 123s 345s 678s 999s 22s with one 5s, riichi,
// tsumo on 4s, a non-dealer, 1 本場, ガリ 1m 9m pulled, no dora (東 → 南, ura 中 → 白):
// 清一色 6 + リーチ 1 + ツモ 1 + 門前 1 + バンバン 2 + 本場 1 + 5s 1 + ガリ 2 = 15; by ron 14.
Case research() {
  Case c{"123s 345s 678s 999s 22s", "4s", WinHow::tsumo, Suit::sou};
  c.honba = 1;
  c.riichi = RiichiKind::closed;
  c.pulled = "1m 9m";
  c.indicators = {mj::kEast};
  c.ura = {mj::kRed};
  return c;
}

TEST(ChintonWorked, ResearchExampleByTsumoIs15) {
  const WinValue v = value(research());
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(v.has_yaku);
  EXPECT_EQ(v.total, 15);
  EXPECT_EQ(item(v, "清一色"), 6);
  EXPECT_EQ(item(v, "5s ×1"), 1);
  EXPECT_EQ(item(v, "ガリ"), 2);
  EXPECT_EQ(v.yakuman, 0);
}

TEST(ChintonWorked, ResearchExampleByRonIs14) {
  Case c = research();
  c.how = WinHow::ron;
  EXPECT_EQ(value(c).total, 14);
}

// docs/notation.md §14.1: S (南) holds a closed kan of 1p ×5 and 234p 678p 555p 東東, open
// riichi, tsumo on 5p; 北 pulled; indicators 2p 發 8p, ura 南 東 發: ホンイツ 3 + ツモ 1 + オープン
// 立直 2 + 門前 1 + バンバン 2 + 5p ×3 3 + dora 2p→3p 1 + ガリ 1 + 暗カン 2 + 暗加カン 2 = 18.
Case notation_14_1() {
  Case c{"234p 678p 555p 東東", "5p", WinHow::tsumo};
  c.melds = {closed_kan(k1p, 5)};
  c.riichi = RiichiKind::open;
  c.indicators = {k2p, mj::kGreen, k8p};
  c.ura = {mj::kSouth, mj::kEast, mj::kGreen};
  return c;
}

TEST(ChintonWorked, NotationWorkedRecordIs18) {
  const WinValue v = value(notation_14_1());
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 18);
  EXPECT_EQ(item(v, "オープン立直"), 2);
  EXPECT_EQ(item(v, "暗カン 1p"), 2);
  EXPECT_EQ(item(v, "暗加カン 1p"), 2);
  EXPECT_EQ(item(v, "dora 2p→3p"), 1);
  EXPECT_EQ(item(v, "5p ×3"), 3);
  EXPECT_NE(v.reading.find("[11111p]"), std::string::npos) << v.reading;
}

// The same hand dealt in by W, not in riichi: 50 + every item but ツモ and the open riichi's 2.
TEST(ChintonWorked, NotationWorkedRecordDealtIntoIs65) {
  Case c = notation_14_1();
  c.how = WinHow::ron;
  c.dealt_open = true;
  const WinValue v = value(c);
  EXPECT_EQ(v.total, 65);
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_FALSE(has(v, "オープン立直"));
}

// chinton.md's Notation example: W (南, S deals) 234s 567s 789s 55s 南南白, riichi, tsumo on 南,
// 1 本場, 北 and 1m pulled, indicator 3s, ura 6s.
Case chinton_example() {
  Case c{"234s 555s 67s 789s 南白 南", "南", WinHow::tsumo, Suit::sou};
  c.honba = 1;
  c.riichi = RiichiKind::closed;
  c.pulled = "北 1m";
  c.indicators = {mj::kind_of(Suit::sou, 3)};
  c.ura = {mj::kind_of(Suit::sou, 6)};
  return c;
}

TEST(ChintonWorked, NotationExampleIs18ItemByItem) {
  const WinValue v = value(chinton_example());
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 18);
  const std::vector<std::pair<std::string, long long>> want{
      {"ホンイツ", 3},   {"リーチ", 1},    {"ツモ", 1}, {"役牌 南", 1},
      {"門前", 1},       {"バンバン", 2},  {"本場", 1}, {"5s ×3", 3},
      {"dora 3s→4s", 1}, {"ura 6s→7s", 2}, {"ガリ", 2}};
  EXPECT_EQ(v.items.size(), want.size());
  for (const auto& [label, points] : want) EXPECT_EQ(item(v, label), points) << label;
  EXPECT_NE(v.reading.find("白 as 南"), std::string::npos) << v.reading;
}

TEST(ChintonWorked, NotationExampleByRonIs17) {
  Case c = chinton_example();
  c.how = WinHow::ron;
  EXPECT_EQ(value(c).total, 17);
}

// Open riichi dealt into by E: 50 + the 16 other items (no ツモ, no オープン立直 2).
TEST(ChintonWorked, NotationExampleDealtIntoOpenRiichiIs66) {
  Case c = chinton_example();
  c.how = WinHow::ron;
  c.riichi = RiichiKind::open;
  c.dealt_open = true;
  EXPECT_EQ(value(c).total, 66);
  Rules basic;
  basic.yakuman_extras = YakumanExtras::basic;
  EXPECT_EQ(value(c, basic).total, 54);  // 50 + ガリ 2 + 門前 1 + 本場 1
  Rules none;
  none.yakuman_extras = YakumanExtras::none;
  const WinValue v = value(c, none);
  EXPECT_EQ(v.total, 50);
  EXPECT_EQ(v.items.size(), 1U);
}

// --- the table's items ------------------------------------------------------------------------

TEST(ChintonItems, PlainHand) {
  const WinValue v = value(plain());
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 7);
  EXPECT_EQ(item(v, "ホンイツ"), 3);
  EXPECT_EQ(item(v, "門前"), 1);
  EXPECT_EQ(item(v, "バンバン"), 2);
  EXPECT_EQ(item(v, "ガリ"), 1);
  EXPECT_EQ(v.items.front().label, "ホンイツ");
}

TEST(ChintonItems, DealerAndHonba) {
  Case c = plain();
  c.dealer = true;
  c.seat = mj::kEast;
  c.honba = 2;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "親"), 1);
  EXPECT_EQ(item(v, "本場"), 2);
  EXPECT_EQ(v.total, 10);
}

TEST(ChintonItems, TsumoIsOnlyClosed) {
  Case c = plain();
  c.how = WinHow::tsumo;
  EXPECT_EQ(value(c).total, 8);
  // Open: 123p 234p 678p 99p and a pon of 西: ホンイツ 2 + バンバン 2 + ガリ 1, no ツモ.
  Case open{"123p 234p 678p 99p", "2p", WinHow::tsumo};
  open.melds = {pon(mj::kWest)};
  EXPECT_EQ(value(open).total, 5);
}

TEST(ChintonItems, FivesAndRedFives) {
  // 234p 555p 678p 99p 西西西: three 5p 3, one of them red 2 more: 7 + 3 + 2 = 12.
  Case c{"234p 505p 678p 99p 西西西", "2p"};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "5p ×3"), 3);
  EXPECT_EQ(item(v, "赤 ×1"), 2);
  EXPECT_EQ(v.total, 12);
}

TEST(ChintonItems, FivesInAKanCountEach) {
  // A closed kan of four 5p beside 123p 234p 99p 西西西: 7 + 5p ×4 4 + 暗カン 2 = 13.
  Case c{"123p 234p 99p 西西西", "2p"};
  c.melds = {closed_kan(mj::kind_of(Suit::pin, 5))};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "5p ×4"), 4);
  EXPECT_EQ(v.total, 13);
}

TEST(ChintonItems, RedFiveThatIsDoraScoresBoth) {
  // The hand above with indicator 4p: 12 + dora 5p ×3.
  Case c{"234p 505p 678p 99p 西西西", "2p"};
  c.indicators = {k4p};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "dora 4p→5p"), 3);
  EXPECT_EQ(v.total, 15);
}

TEST(ChintonItems, Ippatsu) {
  Case c = plain();
  c.riichi = RiichiKind::closed;
  c.ippatsu = true;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "一発"), 1);
  EXPECT_EQ(item(v, "嬉しいな"), 5);
  EXPECT_EQ(v.total, 7 + 1 + 6);
}

TEST(ChintonItems, KarasuClosedAndOpen) {
  Case c = plain();
  c.pulled = "";
  EXPECT_EQ(value(c).total, 7 - 1 + 30);
  Case open{"123p 234p 678p 99p", "2p"};
  open.melds = {pon(mj::kWest)};
  open.pulled = "";
  EXPECT_EQ(value(open).total, 2 + 2 + 20);  // ホンイツ 2 + バンバン 2 + カラス 20
}

TEST(ChintonItems, GariAndSet) {
  Case c = plain();
  c.pulled = "北北北北";
  WinValue v = value(c);
  EXPECT_EQ(item(v, "ガリ"), 4);
  EXPECT_EQ(item(v, "セット 北"), 4);
  EXPECT_EQ(v.total, 6 + 8);
  c.pulled = "1m1m1m1m 9m 北";
  v = value(c);
  EXPECT_EQ(item(v, "ガリ"), 6);
  EXPECT_EQ(item(v, "セット 1m"), 4);
  EXPECT_EQ(v.total, 6 + 10);
}

TEST(ChintonItems, ClosedKanAndAnkaKan) {
  // 暗カン 1p beside 234p 678p 99p 西西西: 7 + 2; with six copies two 暗加カン: + 4.
  Case c{"234p 678p 99p 西西西", "2p"};
  c.melds = {closed_kan(k1p)};
  EXPECT_EQ(value(c).total, 9);
  c.melds = {closed_kan(k1p, 6)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "暗加カン 1p"), 4);
  EXPECT_EQ(v.total, 13);
}

TEST(ChintonItems, OpenKanAndMinkaKan) {
  // Open: ホンイツ 2 + バンバン 2 + ガリ 1 + 明カン 1; a fifth copy 明加カン 1 more.
  Case c{"234p 678p 99p 西西西", "2p"};
  c.melds = {open_kan(k1p)};
  EXPECT_EQ(value(c).total, 6);
  c.melds = {open_kan(k1p, 5)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "明カン 1p"), 1);
  EXPECT_EQ(item(v, "明加カン 1p"), 1);
  EXPECT_EQ(v.total, 7);
}

TEST(ChintonItems, AddedKanIsAnOpenKan) {
  Case c{"234p 678p 99p 西西西", "2p"};
  c.melds = {ScoreMeld{MeldType::added_kan, k1p, 4, 0, 0}};
  EXPECT_EQ(item(value(c), "明カン 1p"), 1);
}

TEST(ChintonItems, DoraCountsHandMeldsAndPulled) {
  Case c = plain();
  c.indicators = {k8p, mj::kWest, mj::kind_of(Suit::man, 9)};  // 9p ×2, 北 ×1 (pulled), 1m none
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "dora 8p→9p"), 2);
  EXPECT_EQ(item(v, "dora 西→北"), 1);
  EXPECT_EQ(v.total, 10);
  // 9m indicates 1m: a pulled 1m is dora.
  c.pulled = "1m";
  c.indicators = {mj::kind_of(Suit::man, 9)};
  EXPECT_EQ(item(value(c), "dora 9m→1m"), 1);
}

TEST(ChintonItems, UraOnlyAsGiven) {
  Case c = plain();
  c.riichi = RiichiKind::closed;
  c.indicators = {mj::kEast};
  c.ura = {k8p};
  EXPECT_EQ(value(c).total, 7 + 1 + 2);  // リーチ 1, ura 9p ×2
}

TEST(ChintonItems, RiichiKinds) {
  Case c = plain();
  c.riichi = RiichiKind::closed;
  c.double_riichi = true;
  EXPECT_EQ(item(value(c), "ダブル立直"), 2);
  EXPECT_EQ(value(c).total, 9);
  c.riichi = RiichiKind::open;
  c.double_riichi = false;
  EXPECT_EQ(value(c).total, 9);
  c.double_riichi = true;
  EXPECT_EQ(value(c).total, 10);  // an open ダブル立直: 3
}

TEST(ChintonItems, RinshanHaiteiHouteiChankan) {
  Case c = plain();
  c.how = WinHow::tsumo;
  c.rinshan = true;
  EXPECT_EQ(item(value(c), "嶺上開花"), 1);
  EXPECT_EQ(value(c).total, 9);
  c.rinshan = false;
  c.haitei = true;
  EXPECT_EQ(value(c).total, 9);
  Case r = plain();
  r.houtei = true;
  EXPECT_EQ(value(r).total, 8);
  r.houtei = false;
  r.how = WinHow::robbed;
  EXPECT_EQ(item(value(r), "槍槓"), 1);
  r.how = WinHow::pulled;  // a ron on a pulled ガリ is no 槍槓
  EXPECT_EQ(value(r).total, 7);
}

// --- yaku the table leaves out ----------------------------------------------------------------

TEST(ChintonYaku, Pinfu) {
  // 123p 234p 567p 678p 南南, ron on 8p (6-7 waited both ways), seat 西: 平和 1 + ホンイツ 3 +
  // 5p 1 + 門前 1 + バンバン 2 + ガリ 1 = 9. For the 南 seat the pair is 役牌: no 平和, 8.
  Case c{"123p 234p 567p 678p 南南", "8p"};
  c.seat = mj::kWest;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "平和"), 1);
  EXPECT_EQ(v.total, 9);
  c.seat = mj::kSouth;
  EXPECT_EQ(value(c).total, 8);
}

TEST(ChintonYaku, TanyaoAndOpenTanyao) {
  // 234p 678p 333p 777p 88p: 断幺九 1 + 清一色 6 + 門前 1 + バンバン 2 + ガリ 1 = 11.
  EXPECT_EQ(value(Case{"234p 678p 333p 777p 88p", "2p"}).total, 11);
  // With a pon of 3p: 断幺九 1 + 清一色 5 + バンバン 2 + ガリ 1 = 9; open_tanyao off: 8.
  Case c{"234p 678p 777p 88p", "2p"};
  c.melds = {pon(mj::kind_of(Suit::pin, 3))};
  EXPECT_EQ(value(c).total, 9);
  Rules off;
  off.open_tanyao = false;
  EXPECT_EQ(value(c, off).total, 8);
}

TEST(ChintonYaku, IipeikouAndRyanpeikou) {
  // 234p 234p 678p 99p 東東東: 一盃口 1 + 役牌 東 1 + ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1.
  EXPECT_EQ(value(Case{"234p 234p 678p 99p 東東東", "6p"}).total, 9);
  // 234p 234p 678p 678p 東東: 二盃口 3 (better than 七対子 2) + ホンイツ 3 + 門前 1 + バンバン 2
  // + ガリ 1 = 10, no 一盃口 beside it.
  const WinValue v = value(Case{"234p 234p 678p 678p 東東", "6p"});
  EXPECT_EQ(item(v, "二盃口"), 3);
  EXPECT_FALSE(has(v, "一盃口"));
  EXPECT_FALSE(has(v, "七対子"));
  EXPECT_EQ(v.total, 10);
}

TEST(ChintonYaku, YakuhaiRoundSeatAndDragons) {
  // The dealer's 東 is 役牌 twice.
  Case c{"234p 234p 678p 99p 東東東", "6p"};
  c.seat = mj::kEast;
  c.dealer = true;
  EXPECT_EQ(item(value(c), "役牌 東"), 2);
  Case d{"123p 234p 678p 99p 中中中", "2p"};
  EXPECT_EQ(item(value(d), "役牌 中"), 1);
  EXPECT_EQ(value(d).total, 8);
}

TEST(ChintonYaku, Ittsu) {
  // 123p 456p 789p 22p 東東東: 一気通貫 2 + ホンイツ 3 + 役牌 東 1 + 5p 1 + 門前 1 + バンバン 2
  // + ガリ 1 = 11; with 東 ponned: 一気通貫 1 + ホンイツ 2 + 役牌 1 + 5p 1 + バンバン 2 + ガリ 1.
  EXPECT_EQ(value(Case{"123p 456p 789p 22p 東東東", "1p"}).total, 11);
  Case c{"123p 456p 789p 22p", "1p"};
  c.melds = {pon(mj::kEast)};
  EXPECT_EQ(value(c).total, 8);
}

TEST(ChintonYaku, ToitoiAndSanankou) {
  // 222p 444p 666p 88p and a pon of 東, ron on 8p: 対々和 2 + 三暗刻 2 + ホンイツ 2 + 役牌 東 1 +
  // バンバン 2 + ガリ 1 = 10.
  Case c{"222p 444p 666p 88p", "8p"};
  c.melds = {pon(mj::kEast)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "対々和"), 2);
  EXPECT_EQ(item(v, "三暗刻"), 2);
  EXPECT_EQ(v.total, 10);
}

TEST(ChintonYaku, RonOnATripletIsNoConcealedTriplet) {
  // 222p 444p 666p 888p 東東 by ron on 8p: 三暗刻 2 + 対々和 2 + ホンイツ 3 + 門前 1 + バンバン 2 +
  // ガリ 1 = 11 (the 888p the ron completed is open).
  EXPECT_EQ(value(Case{"222p 444p 666p 888p 東東", "8p"}).total, 11);
}

TEST(ChintonYaku, Sankantsu) {
  // Closed kans of 2p 4p 6p, 88p 東東東, ron on 東: 三槓子 2 + 三暗刻 2 + 対々和 2 + ホンイツ 3 +
  // 役牌 東 1 + 門前 1 + バンバン 2 + ガリ 1 + 暗カン 2 ×3 = 20.
  Case c{"88p 東東東", "東"};
  c.melds = {closed_kan(k2p), closed_kan(k4p), closed_kan(k6p)};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "三槓子"), 2);
  EXPECT_EQ(v.total, 20);
}

TEST(ChintonYaku, Honroutou) {
  // 111p 999p 東東東 西西西 99p, ron on 1p: 混老頭 2 + 対々和 2 + 三暗刻 2 (the 111p the ron
  // completed is open) + ホンイツ 3 + 役牌 東 1 + 門前 1 + バンバン 2 + ガリ 1 = 14. No チャンタ
  // (no sequence).
  const WinValue v = value(Case{"111p 999p 東東東 西西西 99p", "1p"});
  EXPECT_EQ(item(v, "混老頭"), 2);
  EXPECT_FALSE(has(v, "チャンタ"));
  EXPECT_EQ(v.total, 14);
}

TEST(ChintonYaku, ChantaDropsHonitsu) {
  // 123p 789p 111p 99p 東東東, ron on 2p: チャンタ 20 + 役牌 東 1 + 門前 1 + バンバン 2 + ガリ 1.
  const WinValue v = value(Case{"123p 789p 111p 99p 東東東", "2p"});
  EXPECT_EQ(item(v, "チャンタ"), 20);
  EXPECT_FALSE(has(v, "ホンイツ"));
  EXPECT_EQ(v.total, 25);
  // With 東 ponned: チャンタ 10 + 役牌 1 + バンバン 2 + ガリ 1.
  Case c{"123p 789p 111p 99p", "2p"};
  c.melds = {pon(mj::kEast)};
  EXPECT_EQ(value(c).total, 14);
}

TEST(ChintonYaku, ChiitoitsuWithFourSixAndEightCopies) {
  // 11p 22p 33p 77p 99p 東東 南南: 七対子 2 + ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1 = 9.
  EXPECT_EQ(value(Case{"11p 22p 33p 77p 99p 東東 南南", "南"}).total, 9);
  // 7p used 4 times: +2.
  WinValue v = value(Case{"11p 22p 33p 7777p 東東 南南", "南"});
  EXPECT_EQ(item(v, "4枚使い 7p"), 2);
  EXPECT_EQ(v.total, 11);
  // 6 times: +4.
  v = value(Case{"11p 22p 777777p 東東 南南", "南"});
  EXPECT_EQ(item(v, "6枚使い 7p"), 4);
  EXPECT_EQ(v.total, 13);
  // 8 times: a yakuman instead of 七対子's 2: 50 + ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1.
  v = value(Case{"11p 77777777p 東東 南南", "南"});
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_FALSE(has(v, "七対子"));
  EXPECT_EQ(v.total, 57);
  // The other kinds' bonuses stay: 1p four times +2.
  EXPECT_EQ(value(Case{"1111p 77777777p 東東", "東"}).total, 59);
}

// --- the table's yaku and yakuman -------------------------------------------------------------

TEST(ChintonYakuman, ClosedJunchanIsYakumanWithoutChinitsu) {
  // 111p 123p 789p 999p 99p, ron on 2p: 50 + 門前 1 + バンバン 2 + ガリ 1 = 54.
  const WinValue v = value(Case{"111p 123p 789p 999p 99p", "2p"});
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_TRUE(has(v, "役満 ジュンチャン"));
  EXPECT_FALSE(has(v, "清一色"));
  EXPECT_EQ(v.total, 54);
}

TEST(ChintonYakuman, OpenJunchanIs30) {
  // The 111p ponned: ジュンチャン 30 + バンバン 2 + ガリ 1, no 清一色.
  Case c{"123p 789p 999p 99p", "2p"};
  c.melds = {pon(k1p)};
  const WinValue v = value(c);
  EXPECT_EQ(v.yakuman, 0);
  EXPECT_EQ(item(v, "ジュンチャン"), 30);
  EXPECT_EQ(v.total, 33);
}

TEST(ChintonYakuman, ShousangenIsYakuman) {
  // 發發發 中中中 白白 (白 as itself) 234p 678p, ron on 2p: 50 + ホンイツ 3 + 門前 1 + バンバン 2 +
  // ガリ 1 = 57; no 役牌 for 發 and 中.
  const WinValue v = value(Case{"發發發 中中中 白白 234p 678p", "2p"});
  EXPECT_TRUE(has(v, "役満 小三元"));
  EXPECT_FALSE(has(v, "役牌 發"));
  EXPECT_EQ(v.total, 57);
}

TEST(ChintonYakuman, DaisangenIsDouble) {
  // 發發發 中中中 白白白 234p 88p, ron on 2p: 100 + 三暗刻 2 + ホンイツ 3 + 門前 1 + バンバン 2 +
  // ガリ 1 = 109.
  const WinValue v = value(Case{"發發發 中中中 白白白 234p 88p", "2p"});
  EXPECT_EQ(v.yakuman, 2);
  EXPECT_EQ(item(v, "役満 大三元"), 100);
  EXPECT_EQ(v.total, 109);
}

TEST(ChintonYakuman, RyuuiisouOnSouzuKeepsHonitsu) {
  // 234s 234s 666s 88s 發發發, ron on 8s: 50 + ホンイツ 3 + 一盃口 1 + 役牌 發 1 + 門前 1 +
  // バンバン 2 + ガリ 1 = 59.
  Case c{"234s 234s 666s 88s 發發發", "8s", WinHow::ron, Suit::sou};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 緑一色"));
  EXPECT_EQ(item(v, "ホンイツ"), 3);
  EXPECT_EQ(v.total, 59);
}

TEST(ChintonYakuman, DaisharinOnPinzu) {
  // 22334455667788p, ron on 8p: 50 + 5p ×2 2 + 門前 1 + バンバン 2 + ガリ 1 = 56. No 清一色,
  // 断幺九, 七対子, 二盃口, nor 平和: every winning tile reads as a two-sided 平和 (here 22 345 345
  // 678 678), so 大車輪 always brings it, and [CT] counts nothing a yakuman always brings.
  const WinValue v = value(Case{"22334455667788p", "8p"});
  EXPECT_TRUE(has(v, "役満 大車輪"));
  for (const char* no : {"清一色", "断幺九", "七対子", "二盃口", "一盃口", "平和"})
    EXPECT_FALSE(has(v, no)) << no;
  EXPECT_EQ(v.total, 56);
}

TEST(ChintonYakuman, ChuurenDropsChinitsu) {
  // 1112345678999p + 5p by ron: 111 234 55 678 999: 50 + 5p ×2 2 + 門前 1 + バンバン 2 + ガリ 1.
  const WinValue v = value(Case{"11123455678999p", "5p"});
  EXPECT_TRUE(has(v, "役満 九蓮宝燈"));
  EXPECT_FALSE(has(v, "清一色"));
  EXPECT_EQ(v.total, 56);
  Rules standard;
  standard.double_yakuman_standard = true;  // 純正: waiting on all nine
  EXPECT_EQ(value(Case{"11123455678999p", "5p"}, standard).total, 106);
}

TEST(ChintonYakuman, Chinroutou) {
  // 1p and 9p ponned, 111p 999p 11p, ron on 1p: 50 + 対々和 2 + バンバン 2 + ガリ 1; no 混老頭,
  // no 清一色.
  Case c{"111p 999p 11p", "1p"};
  c.melds = {pon(k1p), pon(k9p)};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 清老頭"));
  EXPECT_FALSE(has(v, "混老頭"));
  EXPECT_FALSE(has(v, "清一色"));
  EXPECT_EQ(v.total, 55);
}

TEST(ChintonYakuman, SuuankouByTsumoNotByRonOnATriplet) {
  // 222p 444p 666p 888p 東東 by tsumo: 50 + ホンイツ 3 + ツモ 1 + 門前 1 + バンバン 2 + ガリ 1.
  Case c{"222p 444p 666p 888p 東東", "8p", WinHow::tsumo};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 四暗刻"));
  EXPECT_FALSE(has(v, "対々和"));
  EXPECT_FALSE(has(v, "三暗刻"));
  EXPECT_EQ(v.total, 58);
}

TEST(ChintonYakuman, Suukantsu) {
  // Open kans of 2p 4p 6p 8p and 東東, ron on 東: 50 + ホンイツ 2 + 明カン 4 + バンバン 2 + ガリ 1.
  Case c{"東東", "東"};
  c.melds = {open_kan(k2p), open_kan(k4p), open_kan(k6p), open_kan(k8p)};
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 四槓子"));
  EXPECT_FALSE(has(v, "対々和"));
  EXPECT_EQ(v.total, 59);
}

TEST(ChintonYakuman, TenhouAndChiihouDropTsumo) {
  // 123p 456p 789p 22p 東東東 by tsumo on 1p. The dealer: 一気通貫 2 + ホンイツ 3 + ツモ 1 +
  // 役牌 東 2 + 5p 1 + 門前 1 + 親 1 + バンバン 2 + ガリ 1 = 14; 天和: 50 + 13.
  Case c{"123p 456p 789p 22p 東東東", "1p", WinHow::tsumo};
  c.seat = mj::kEast;
  c.dealer = true;
  EXPECT_EQ(value(c).total, 14);
  c.tenhou = true;
  EXPECT_EQ(value(c).total, 63);
  // 地和 for 南: 12 less ツモ, + 50.
  Case d{"123p 456p 789p 22p 東東東", "1p", WinHow::tsumo};
  d.chiihou = true;
  EXPECT_EQ(value(d).total, 61);
}

TEST(ChintonYakuman, KokushiKeepsItsGari) {
  // 1m 9m 1p1p 9p9p 東南西北白發中 中 by ron on 中, 1m pulled: 50 + 門前 1 + バンバン 2 + ガリ 1.
  Case c{"1m9m 1p1p9p9p 東南西北白發中中", "中"};
  c.pulled = "1m";
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 国士無双"));
  EXPECT_EQ(v.total, 54);
  // Nothing pulled: カラス 30 on top.
  c.pulled = "";
  EXPECT_EQ(value(c).total, 83);
}

TEST(ChintonYakuman, KokushiRobbingAClosedKanIsChankan) {
  Case c{"1m9m 1p1p9p9p 東南西北白發中中", "中", WinHow::robbed};
  c.pulled = "1m";
  EXPECT_EQ(value(c).total, 55);
}

TEST(ChintonYakuman, KokushiWithBaiForAMissingHonour) {
  // No 中: one 白 is 中, the other 白 itself; the 14th tile 東.
  EXPECT_TRUE(value(Case{"1m9m 1p1p9p9p 東東南西北發白白", "東"}).complete);
  EXPECT_TRUE(wins("1m9m 1p1p9p9p 東東南西北發白白"));
}

TEST(ChintonYakuman, KokushiExtraOption) {
  const std::string hand = "1m9m 1p1p1p9p9p 東南西北白發中";
  EXPECT_TRUE(value(Case{hand, "1p"}).complete);
  Rules r;
  r.kokushi_no_third_terminal = true;
  EXPECT_FALSE(value(Case{hand, "1p"}, r).complete);
  EXPECT_FALSE(wins(hand, r));
  EXPECT_TRUE(wins("1m9m 1p1p9p9p 東南西北白發中中", r));  // a second 中 is fine
}

TEST(ChintonYakuman, KokushiThirteenSidedDoubleWithStandard) {
  const Case c{"1m9m 1p1p9p9p 東南西北白發中 東", "東"};
  EXPECT_EQ(value(c).yakuman, 1);
  Rules standard;
  standard.double_yakuman_standard = true;
  EXPECT_EQ(value(c, standard).yakuman, 2);
  // Not on the 中 the hand lacked.
  EXPECT_EQ(value(Case{"1m9m 1p1p9p9p 東東南西北白發 中", "中"}, standard).yakuman, 1);
}

TEST(ChintonYakuman, ShousuushiWithNorthPair) {
  // 東東東 南南南 西西西 北北 123p, ron on 3p; 9m pulled: 小四喜 50 + チャンタ 20 + 三暗刻 2 +
  // 役牌 東 1 + 役牌 南 1 + 門前 1 + バンバン 2 + ガリ 1 = 78. The 北 pair may stay.
  Case c{"東東東 南南南 西西西 北北 123p", "3p"};
  c.pulled = "9m";
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 小四喜"));
  EXPECT_EQ(v.total, 78);
}

TEST(ChintonYakuman, ShousuushiWithBaiAsNorth) {
  // The pair 白白 as 北 makes the same 小四喜: 78. With bai_scope = no_north it may not: チャンタ
  // 20 + 三暗刻 2 + 役牌 東 1 + 役牌 南 1 + 門前 1 + バンバン 2 + ガリ 1 = 28.
  Case c{"東東東 南南南 西西西 白白 123p", "3p"};
  c.pulled = "9m";
  EXPECT_EQ(value(c).total, 78);
  Rules r;
  r.bai_scope = BaiScope::no_north;
  const WinValue v = value(c, r);
  EXPECT_FALSE(has(v, "役満 小四喜"));
  EXPECT_EQ(v.total, 28);
}

TEST(ChintonYakuman, DaisuushiWithANorthPonAndItsExclusions) {
  // 南南南 西西西 北北北 22p, a pon of 東, ron on 2p: 大四喜 50 + 三暗刻 2 + ホンイツ 2 +
  // バンバン 2 + ガリ 1 = 57: no 対々和, no 役牌 東 or 南.
  Case c{"南南南 西西西 北北北 22p", "2p"};
  c.melds = {pon(mj::kEast)};
  c.pulled = "1m";
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 大四喜"));
  EXPECT_FALSE(has(v, "対々和"));
  EXPECT_FALSE(has(v, "役牌 東"));
  EXPECT_EQ(v.total, 57);
  EXPECT_TRUE(wins("南南南 西西西 北北北 22p", {}, {pon(mj::kEast)}));
  EXPECT_TRUE(wins("東東東 南南南 西西西 22p", {}, {pon(mj::kNorth)}));
}

TEST(ChintonYakuman, TsuuiisouMayNotNameBaiNorth) {
  // 東東東 南南南 西西西 中中 白白白, ron on 中 (a single wait: four concealed triplets).
  // 白白白 as 北: 大四喜 + 四暗刻 100 + 混老頭 2 + 門前 1 + バンバン 2 + ガリ 1 = 106 (no 字一色:
  // it would use 北). As anything else: 字一色 + 四暗刻 100 + 役牌 3 (東, 南, the named kind) +
  // 門前 1
  // + バンバン 2 + ガリ 1 = 107, the best.
  Case c{"東東東 南南南 西西西 中中 白白白", "中"};
  c.pulled = "1m";
  const WinValue v = value(c);
  EXPECT_TRUE(has(v, "役満 字一色"));
  EXPECT_FALSE(has(v, "役満 大四喜"));
  EXPECT_EQ(v.total, 107);
  // double_yakuman = standard: 大四喜 and 四暗刻単騎 double: 200 + 6 = 206 beats 150 + 7.
  Rules r;
  r.double_yakuman_standard = true;
  const WinValue d = value(c, r);
  EXPECT_TRUE(has(d, "役満 大四喜"));
  EXPECT_EQ(d.total, 206);
}

TEST(ChintonYakuman, TsuuiisouRefusesNaturalNorth) {
  const WinValue v = value(Case{"東東東 南南南 西西西 北北北 發發", "發"});
  ASSERT_TRUE(v.complete);
  EXPECT_TRUE(has(v, "役満 大四喜"));
  EXPECT_FALSE(has(v, "役満 字一色"));
  EXPECT_TRUE(has(value(Case{"東東東 南南南 發發發 中中中 西西", "西"}), "役満 字一色"));
}

// --- the open riichi's yakuman and the yakuman extras -----------------------------------------

TEST(ChintonOpenRiichi, AtLeastAddsNothingToAYakuman) {
  // The 大車輪 hand (56) in open riichi dealt into: still one yakuman, and オープン立直 2 counts.
  // (A 小三元 would tie: read without it, the open-riichi yakuman keeps its two 役牌.)
  Case c{"22334455667788p", "8p"};
  c.riichi = RiichiKind::open;
  c.dealt_open = true;
  WinValue v = value(c);
  EXPECT_EQ(v.yakuman, 1);
  EXPECT_EQ(item(v, "オープン立直"), 2);
  EXPECT_EQ(v.total, 58);
  // open_riichi_yakuman = adds: two yakuman, without the 2.
  Rules adds;
  adds.open_riichi_yakuman_adds = true;
  v = value(c, adds);
  EXPECT_EQ(v.yakuman, 2);
  EXPECT_EQ(v.total, 106);
}

TEST(ChintonOpenRiichi, NotDealtIntoIsTwo) {
  Case c = plain();
  c.riichi = RiichiKind::open;
  const WinValue v = value(c);
  EXPECT_EQ(v.yakuman, 0);
  EXPECT_EQ(v.total, 9);
}

TEST(ChintonYakumanExtras, BasicKeepsDealerAndHonba) {
  // 四暗刻 by tsumo for the dealer with 2 本場, 1m 9m pulled: 50 + 門前 1 + 親 1 + 本場 2 + ガリ 2.
  Case c{"222p 444p 666p 888p 西西", "8p", WinHow::tsumo};
  c.dealer = true;
  c.seat = mj::kEast;
  c.honba = 2;
  c.pulled = "1m 9m";
  c.indicators = {mj::kSouth};  // dora 西 ×2: not kept
  Rules basic;
  basic.yakuman_extras = YakumanExtras::basic;
  EXPECT_EQ(value(c, basic).total, 56);
}

// --- 白 ---------------------------------------------------------------------------------------

TEST(ChintonBai, AssignmentFollowsTheDora) {
  // 123p 234p 678p 99p 白白白, ron on 2p, indicator 發 (dora 中): the three 白 as 中 give 役牌 中
  // 1 and dora ×3: ホンイツ 3 + 1 + 3 + 門前 1 + バンバン 2 + ガリ 1 = 11.
  Case c{"123p 234p 678p 99p 白白白", "2p"};
  c.indicators = {mj::kGreen};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "役牌 中"), 1);
  EXPECT_EQ(item(v, "dora 發→中"), 3);
  EXPECT_EQ(v.total, 11);
  EXPECT_NE(v.reading.find("白 as 中, 中, 中"), std::string::npos) << v.reading;
}

TEST(ChintonBai, AssignmentTakesTheDealersEast) {
  Case c{"123p 234p 678p 99p 白白白", "2p"};
  c.dealer = true;
  c.seat = mj::kEast;
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "役牌 東"), 2);
  EXPECT_EQ(v.total, 3 + 2 + 1 + 1 + 2 + 1);
}

TEST(ChintonBai, PonOfThreeBaiIsNamedAtScoring) {
  // A pon of 白白白 beside 123p 234p 678p 99p, dealer: named 東, 役牌 2: ホンイツ 2 + 2 + 親 1 +
  // バンバン 2 + ガリ 1 = 8.
  Case c{"123p 234p 678p 99p", "2p"};
  c.melds = {pon(paipu::chinton::kNoKind, 3)};
  c.dealer = true;
  c.seat = mj::kEast;
  EXPECT_EQ(value(c).total, 8);
}

TEST(ChintonBai, PonWithBaiStandsForItsKind) {
  // A pon 東白白 (kind 東) and indicator 北 (dora 東): with bai_dora = as_kind all three are 東;
  // face: only the one natural. ホンイツ 2 + 役牌 東 1 + バンバン 2 + ガリ 1 = 6, + dora.
  Case c{"123p 234p 678p 99p", "2p"};
  c.melds = {pon(mj::kEast, 2)};
  c.indicators = {mj::kNorth};
  EXPECT_EQ(value(c).total, 9);
  Rules face;
  face.bai_dora_face = true;
  EXPECT_EQ(value(c, face).total, 7);
}

TEST(ChintonBai, BaiDoraAsKindOrFace) {
  // 123p 234p 678p 99p 西西白 (白 as 西), ron on 2p: 7 before dora. Indicator 南 (dora 西): 3 as
  // kind, 2 at face; indicator 中 (dora 白): 0 as kind, 1 at face.
  Case c{"123p 234p 678p 99p 西西白", "2p"};
  c.indicators = {mj::kSouth};
  Rules face;
  face.bai_dora_face = true;
  EXPECT_EQ(value(c).total, 10);
  EXPECT_EQ(value(c, face).total, 9);
  c.indicators = {mj::kRed};
  EXPECT_EQ(value(c).total, 7);
  EXPECT_EQ(value(c, face).total, 8);
}

TEST(ChintonBai, BaiIndicatorNamesTheBestHonour) {
  // Indicator 白: the winner names 西, three of which it holds: 7 + 3.
  Case c = plain();
  c.indicators = {mj::kWhite};
  const WinValue v = value(c);
  EXPECT_EQ(item(v, "dora 白→西"), 3);
  EXPECT_EQ(v.total, 10);
  // Each 白 indicator is a choice of its own, the ura's too.
  c.riichi = RiichiKind::closed;
  c.ura = {mj::kWhite};
  EXPECT_EQ(value(c).total, 7 + 1 + 3 + 3);
}

TEST(ChintonBai, BaiIndicatorDoraOption) {
  // bai_indicator = dora: 白 indicates 發 (none held), and 中 lets the winner name 西.
  Rules r;
  r.bai_indicator_dora = true;
  Case c = plain();
  c.indicators = {mj::kWhite};
  EXPECT_EQ(value(c, r).total, 7);
  c.indicators = {mj::kRed};
  EXPECT_EQ(value(c, r).total, 10);
  EXPECT_EQ(value(c).total, 7);  // by default 中 indicates 白, which the hand lacks
}

TEST(ChintonBai, ChiitoitsuBaiPairDoublesAKind) {
  // 11p 22p 33p 77p 99p 東東 白白: the 白 pair as 東 makes 東 used 4 times: 七対子 2 + 2 + ホンイツ
  // 3 + 門前 1 + バンバン 2 + ガリ 1 = 11.
  const WinValue v = value(Case{"11p 22p 33p 77p 99p 東東 白白", "9p"});
  EXPECT_EQ(item(v, "4枚使い 東"), 2);
  EXPECT_EQ(v.total, 11);
}

TEST(ChintonBai, IppatsuFullWildStandsForANumber) {
  // Riichi on 234p 567p 789p 55p 67p; the drawn 白 on the ippatsu tsumo is any tile. As 5p:
  // 234 55 567 567 789, 5p waited both ways: 清一色 6 + リーチ 1 + 一発 6 + ツモ 1 + 平和 1 +
  // 一盃口 1 + 5p ×4 4 + 門前 1 + バンバン 2 + ガリ 1 = 24 (as 8p: 22). bai_dora = face: the 白
  // is no five, 23.
  Case c{"234p 567p 789p 55p 67p 白", "白", WinHow::tsumo};
  c.riichi = RiichiKind::closed;
  c.ippatsu = true;
  c.full_wild = true;
  const WinValue v = value(c);
  ASSERT_TRUE(v.complete);
  EXPECT_EQ(v.total, 24);
  EXPECT_NE(v.reading.find("白 (一発ツモ) as 5p"), std::string::npos) << v.reading;
  Rules face;
  face.bai_dora_face = true;
  EXPECT_EQ(value(c, face).total, 23);
  // Without the ippatsu the 白 is an honour only: no winning hand.
  c.full_wild = false;
  EXPECT_FALSE(value(c).complete);
}

// --- shapes, ガリ and waits -------------------------------------------------------------------

TEST(ChintonShapes, GariRefusedInOrdinaryHands) {
  EXPECT_FALSE(wins("123p 234p 678p 99p 1m1m1m"));
  EXPECT_FALSE(wins("123p 234p 678p 99p 北北北"));
  EXPECT_FALSE(wins("123p 234p 678p 西西西 北北"));
  EXPECT_FALSE(wins("東東東 南南南 北北 123p 456p"));  // three winds are no 四喜和
  EXPECT_FALSE(value(Case{"123p 234p 678p 99p 1m1m1m", "2p"}).complete);
  EXPECT_FALSE(wins("11p 22p 33p 77p 99p 東東 北北"));  // nor in 七対子
  EXPECT_TRUE(wins("123p 234p 678p 99p 西西西"));
}

TEST(ChintonShapes, GariPonRefusedOutsideSuushii) {
  EXPECT_FALSE(wins("123p 234p 678p 99p", {}, {pon(mj::kNorth)}));
}

TEST(ChintonShapes, BaiNeverANumber) {
  EXPECT_FALSE(wins("123p 234p 678p 9p 白 西西西"));
  EXPECT_TRUE(wins("123p 234p 678p 西 白 99p9p"));  // 西白 is the pair, 999p a triplet
}

TEST(ChintonShapes, NoNorthRefusesBaiAsTheSuushiiPair) {
  // 北白 is a 北 pair only if 白 may be 北; without it the natural 北 is a ガリ left in the hand.
  const std::string hand = "東東東 南南南 西西西 北白 123p";
  EXPECT_TRUE(wins(hand));
  Rules r;
  r.bai_scope = BaiScope::no_north;
  EXPECT_FALSE(wins(hand, r));
  EXPECT_TRUE(wins("東東東 南南南 西西西 白白 123p", r));  // 白白 is then some other pair
}

TEST(ChintonShapes, WinRulesOfTheGame) {
  const mj::WinRules w = paipu::chinton::win_rules(Rules{}, Suit::sou);
  EXPECT_TRUE(w.standard);
  EXPECT_TRUE(w.all_pairs);
  EXPECT_FALSE(w.distinct_pairs);
  EXPECT_EQ(w.orphans, mj::flush_orphans(Suit::sou));
  EXPECT_EQ(w.wild_scope, mj::WildScope::honours);
  EXPECT_EQ(w.wild_face, mj::kWhite);
  const mj::Hand h = paipu::chinton::shape_hand(parse("123s").naturals, 2, 3);
  EXPECT_EQ(h.wilds, 2);
  EXPECT_EQ(h.melds, 3);
}

TEST(ChintonShapes, NoFifthCopy) {
  // 南南南南 and 白 as a fifth 南.
  const std::string hand = "南南南南 白 123p 234p 678p";
  EXPECT_TRUE(wins(hand));
  Rules r;
  r.bai_scope = BaiScope::no_fifth;
  EXPECT_FALSE(wins(hand, r));
  r.bai_scope = BaiScope::neither;
  EXPECT_FALSE(wins(hand, r));
}

TEST(ChintonShapes, HasYakuOnEveryWin) {
  EXPECT_TRUE(value(plain()).has_yaku);
  Case open{"123p 234p 678p 99p", "2p"};
  open.melds = {pon(mj::kWest)};
  EXPECT_TRUE(value(open).has_yaku);  // ホンイツ
}

TEST(ChintonWaits, HonourWaitIncludesBai) {
  // 123p 234p 678p 99p 南 白: 9p (999p, 南白 the pair) or 南 (南南白), and 白 (南白白).
  const mj::Waits w = waits_of("123p 234p 678p 99p 南 白");
  EXPECT_TRUE(w.kinds.contains(k9p));
  EXPECT_TRUE(w.kinds.contains(mj::kSouth));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  EXPECT_TRUE(w.wild);
  EXPECT_EQ(w.kinds.size(), 3);
}

TEST(ChintonWaits, GariNeverCompletesAnOrdinaryHand) {
  // 北北 and three groups: a 北 or 9p would leave a ガリ in the hand.
  EXPECT_TRUE(waits_of("123p 234p 678p 99p 北北").empty());
}

TEST(ChintonWaits, LimitsAndTheFifthCopy) {
  // 南南南南 123p 234p 678p waits on 南 and 白; holding all four 南 leaves 白; with no_fifth
  // nothing.
  mj::Waits w = waits_of("南南南南 123p 234p 678p");
  EXPECT_TRUE(w.kinds.contains(mj::kSouth));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  w = waits_of("南南南南 123p 234p 678p", {}, true);
  EXPECT_FALSE(w.kinds.contains(mj::kSouth));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  Rules r;
  r.bai_scope = BaiScope::no_fifth;
  EXPECT_TRUE(waits_of("南南南南 123p 234p 678p", r, true).empty());
}

TEST(ChintonWaits, KokushiWaitsOnGari) {
  // 1m 9m 1p1p 9p9p 東東南西北白發, 中 missing: waits on 中 and (a 白 as 中) 白.
  const mj::Waits w = waits_of("1m9m 1p1p9p9p 東東南西北白發");
  EXPECT_TRUE(w.kinds.contains(mj::kRed));
  EXPECT_TRUE(w.kinds.contains(mj::kWhite));
  // Thirteen-sided: every kind of it, the ガリ included.
  const mj::Waits all = waits_of("1m9m 1p1p9p9p 東南西北白發中");
  EXPECT_TRUE(all.kinds.contains(mj::kind_of(Suit::man, 1)));
  EXPECT_TRUE(all.kinds.contains(mj::kNorth));
  EXPECT_TRUE(all.kinds.contains(k1p));
}

TEST(ChintonWaits, SevenPairsOnAllHonours) {
  // Six pairs and a 白: the 白 pairs any honour, except 北, a ガリ that no 七対子 keeps.
  const mj::Waits w = waits_of("11p 22p 33p 77p 99p 東東 白");
  for (Kind k = mj::kEast; k < mj::kKinds; ++k)
    EXPECT_EQ(w.kinds.contains(k), k != mj::kNorth) << int(k);
}

}  // namespace
