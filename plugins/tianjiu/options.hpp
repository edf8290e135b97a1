// Rule options: every ambiguity of the rules, numbered as in docs/variants/tianjiu.md
// ("Ambiguities and their defaults"; §5.N below and in options.cpp is ambiguity N), as a named
// record tag `[Rule.<name> "<value>"]`. The defaults follow the Japanese article the rules are
// built on ([A]).
#pragma once

#include <vector>

#include "paipu/trick.hpp"
#include "paipu/variant.hpp"

namespace paipu::tianjiu {

enum class FirstDealer { kari_oya, kari_oya_renchan, full };            // §5.1
enum class SlamSingle { beats_all, top_tile, seven };                   // §5.5
enum class YaoCapture { cover4, cover4_others, cover2, doubled, off };  // §5.6
enum class CaptureStake { per_loser, captured };                        // §5.6
enum class RedCount { pips, ends };                                     // §5.7
enum class FourPairs { pairs, mixed, any_pairs, off };                  // §5.8
enum class YaoTongchui { always, with_wen_zhizun };                     // §5.9
enum class LastTrick { final_trick, eighth };                           // §5.15

struct Options {
  FirstDealer first_dealer = FirstDealer::kari_oya;
  bool dealer_ru_exempt = true;
  bool special_multiplies_ru = false;
  int sidahe_points = 4;
  int sidabao_multiplier = 4;
  SlamSingle slam_single = SlamSingle::beats_all;
  bool slam_dealer_first_lead = false;
  YaoCapture yao_capture = YaoCapture::cover4;
  CaptureStake yao_capture_stake = CaptureStake::per_loser;
  bool tian_red = true;
  RedCount red_count = RedCount::pips;
  FourPairs bazhi_four_pairs = FourPairs::pairs;
  bool qizhi_seven_civil = false;
  bool wen_zhizun = true;
  YaoTongchui yao_tongchui = YaoTongchui::always;
  bool kari_oya_bonus_x2 = false;  // §5.14
  LastTrick last_trick = LastTrick::final_trick;
  bool capture_bao = true;   // §5.16
  bool bao_also_he = false;  // §5.17

  trick::DealerRule dealer_rule() const;
  // The dealer leads the first trick; the hand's winner deals next, for a climbing 親倍数 (§5.11).
  static constexpr trick::Conventions conventions() {
    return {trick::FirstLead::dealer, trick::NextDeal::winner, trick::Stake::dealer_multiplier};
  }
};

const std::vector<RuleOption>& rule_options();
// `values` may lack options or hold values outside the choices: those take the default.
Options parse_options(const RuleValues& values);
// The resolved values of the defaults, one per option: what the core passes when a record sets
// none.
RuleValues default_values();

}  // namespace paipu::tianjiu
