// The value of a win in 清一色東天紅 for the value tests: a hand written as "234p 55p 南南白", the
// situation around it (`Case`), and what its value holds. Unless a test says otherwise a hand is on
// a pinzu wall, won by ron by the 南 seat (not the dealer), with one 北 pulled (so no カラス), no
// 本場, no indicator.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "value.hpp"

namespace ctvalue {

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

inline Tiles parse(std::string_view s) {
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

inline Kind tile(std::string_view one) {
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

inline ScoreMeld pon(Kind k, int bai = 0) {
  return ScoreMeld{MeldType::pon, k, 3, bai, 0};
}
inline ScoreMeld closed_kan(Kind k, int copies = 4) {
  return ScoreMeld{MeldType::closed_kan, k, copies, 0, 0};
}
inline ScoreMeld open_kan(Kind k, int copies = 4) {
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

inline WinValue value(const Case& c, const Rules& rules = {}) {
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
inline long long item(const WinValue& v, std::string_view label) {
  long long n = 0;
  for (const paipu::Item& i : v.items)
    if (i.label == label) n += i.value;
  return n;
}
inline bool has(const WinValue& v, std::string_view label) {
  for (const paipu::Item& i : v.items)
    if (i.label == label) return true;
  return false;
}

inline bool wins(std::string_view hand, const Rules& rules = {}, std::vector<ScoreMeld> melds = {},
                 Suit wall = Suit::pin) {
  const Tiles t = parse(hand);
  return is_winning_hand(t.naturals, t.bai, melds, rules, wall);
}

inline mj::Waits waits_of(std::string_view hand, const Rules& rules = {}, bool limits = false,
                          std::vector<ScoreMeld> melds = {}) {
  const Tiles t = parse(hand);
  const mj::CopyLimits l = mj::flush_wall_limits(Suit::pin);
  return paipu::chinton::waits(t.naturals, t.bai, melds, rules, Suit::pin, limits ? &l : nullptr);
}

// The plain hand most item tests start from: 123p 234p 678p 99p 西西西, ron on 2p. No 平和 (a
// triplet), no チャンタ (234p), 西 no 役牌 for 南: ホンイツ 3 + 門前 1 + バンバン 2 + ガリ 1 = 7.
inline Case plain() {
  return Case{"123p 234p 678p 99p 西西西", "2p"};
}

}  // namespace ctvalue
