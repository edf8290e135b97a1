// Rule options: every open question of docs/variants/chinton.md as a record tag `[Rule.<name>
// "<value>"]`, read into the Rules the rules core takes. Each default is the first choice.
#pragma once

#include <vector>

#include "paipu/variant.hpp"

namespace paipu::chinton {

// what a 白 may stand for besides 白.
enum class BaiScope { all_honours, no_north, no_fifth, neither };
// what a yakuman scores besides its 50.
enum class YakumanExtras { all, basic, none };

struct Rules {
  int gari_reserve = 16;
  BaiScope bai_scope = BaiScope::all_honours;
  bool bai_in_kan_honour = false;              // a 白 may be a kan's honour
  bool bai_indicator_dora = false;             // the 中 indicator (dora 白) lets one choose
  bool rob_honours_only = false;               // no number kan robbed
  bool kokushi_no_third_terminal = false;
  bool noten_per_noten = false;                // each seat not ready pays the penalty
  int noten_penalty = 40;                      // "場に40点"
  YakumanExtras yakuman_extras = YakumanExtras::all;
  bool dealer_stays_after_draw = false;
  int live_wall = 0;                        // 0 = unknown
  int red_fives = 2;                        // per suit
  bool pull_interrupts = false;             // CT-1
  bool bai_dora_face = false;               // CT-2
  bool kan_dora_after_discard = false;      // CT-3
  bool riichi_kan_same_readings = false;    // CT-4
  bool open_riichi_yakuman_adds = false;    // CT-5
  bool furiten_open_riichi = false;         // CT-6: allowed
  bool open_tanyao = true;                  // CT-7
  bool double_yakuman_standard = false;     // CT-8
  bool open_riichi_pass_unnoticed = false;  // CT-9: an open riichi's passes are never furiten
  bool riichi_pull_keeps_waits = false;     // CT-10: a pull after riichi is not only the drawn tile
};

const std::vector<RuleOption>& rule_options();
// `values` may lack options or hold values outside the choices: those take the default.
Rules parse_options(const RuleValues& values);
RuleValues default_values();

}  // namespace paipu::chinton
