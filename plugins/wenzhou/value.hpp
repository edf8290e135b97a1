// What a win is worth: whether a hand of 17 tiles is complete, whether its wait is the 財神 single
// wait that may not win by ron, and its class, 軟牌 ×1, 硬牌 ×2 or 双翻 ×4. The winner reads the
// hand as best it can, so the class is the highest any reading earns.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "options.hpp"
#include "paipu/mahjong/melds.hpp"
#include "paipu/mahjong/shapes.hpp"
#include "tiles.hpp"

namespace paipu::wenzhou {

enum class WinClass { soft = 1, hard = 2, doubled = 4 };  // the factor is the value
const char* class_name(WinClass c);                       // 軟牌 硬牌 双翻

enum class WinHow { ron, tsumo, robbed };  // a kan's replacement draw is a tsumo

struct WinSituation {
  mahjong::Counts concealed{};           // the concealed tiles as held, the winning tile included
  std::span<const mahjong::Meld> melds;  // declared melds, kinds as they play (白 as its face)
  Kind winning = kNoKind;                // as held; kNoKind for an unseen self-draw
  WinHow how = WinHow::tsumo;
  bool tenhou = false;  // 天胡: the dealer's dealt 17 tiles
  bool dihu = false;    // 地胡: a non-dealer on the dealer's first discard
};

struct WinValue {
  bool complete = false;
  bool three_caishen_only = false;  // complete only as "three 財神 and anything"
  bool caishen_single = false;      // the 財神 single wait, as the option defines it
  int caishen = 0;
  WinClass cls = WinClass::soft;
  std::string_view why;  // what made the class: "a 財神 standing in", "硬八対"...
};

// The shapes of a 17-tile 温州 hand with these 財神 (for the kit's searches).
mahjong::WinRules win_rules(const Wilds& wilds);
// The tiles as the shapes see them: 財神 as wilds, 白 as the indicator's kind.
mahjong::Hand shape_hand(const mahjong::Counts& held, int melds, const Wilds& wilds);

WinValue evaluate_win(const WinSituation& s, const Wilds& wilds, const Rules& rules);

}  // namespace paipu::wenzhou
