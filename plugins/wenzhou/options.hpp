// Rule options: every open question of docs/variants/wenzhou.md as a record tag `[Rule.<name>
// "<value>"]`, read into the Rules the rules core takes. Each default is the first choice.
#pragma once

#include <array>
#include <vector>

#include "paipu/variant.hpp"

namespace paipu::wenzhou {

// 財神単騎 (a win only by self-draw): which waits are it.
enum class CaishenSingle {
  only,  // every reading of the win pairs the winning tile with a 財神
  any,   // some reading does
  bare,  // only the bare single wait on a 財神 (全求神, every other tile melded)
};
// How 財神銭 is scaled.
enum class CaishenMoneyScale {
  flat,          // the same per 財神 for every holder
  double_three,  // a winner holding three 財神 is paid twice for them
  scaled,        // as a win's payment: by the dealer's rate between a pair, and the win's class
};
// What "an honour already discarded" (which goes first) counts.
enum class SeenHonours { rivers, rivers_and_melds, others_rivers };

struct Rules {
  std::array<int, 4> schedule{2, 4, 6, 8};  // the dealer's rate by streak level 1..4
  int caishen_money = 1;                    // 財神銭 per 財神, from each other seat
  CaishenMoneyScale money_scale = CaishenMoneyScale::flat;
  bool bai_as_face = true;          // a 財神 + 白 group still counts as "財神 at face value"
  bool pair_honour_discard = true;  // with a loose honour held, an honour pair may be broken
  SeenHonours seen = SeenHonours::rivers;
  bool bai_honour_always = false;  // 白 is an honour for the order even as a number tile's face
  bool chi_any_seat = false;       // chi from any seat, not only the left
  CaishenSingle caishen_single = CaishenSingle::only;
  bool replacement_from_tail = true;  // kan replacements from the wall's tail
  bool three_caishen_ron = false;     // the 3-財神 win by ron too
  bool three_caishen_first_turn = true;  // the 3-財神 win on a first turn, as neither 天胡 nor 地胡
  bool dihu_first_draw = false;          // 地胡 also for a non-dealer's first self-draw
  bool outer_first = false;        // within a stack of the wall, the outer tile is drawn first
  bool caishen_fifth_copy = true;  // a 財神 may stand for a 5th copy of a kind
  bool toitoi_double = false;      // 対対胡 is 双翻
  bool deal_reverse = false;       // the deal goes dealer, left, opposite, right
  bool pon_after_pass = true;      // a seat may pon a kind it let go by since its last discard
};

const std::vector<RuleOption>& rule_options();
// `values` may lack options or hold values outside the choices: those take the default.
Rules parse_options(const RuleValues& values);
RuleValues default_values();

}  // namespace paipu::wenzhou
