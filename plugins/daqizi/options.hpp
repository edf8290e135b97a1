// Rule options: every ambiguity of the rules for 打棋子 (ambiguities 10-13, 15 and 19 of
// docs/variants/daqizi.md; §5.N below and in options.cpp is ambiguity N, §2.3 Q2 is ambiguity 19)
// as a named record tag `[Rule.<name> "<value>"]`. The defaults follow the article the rules are
// built on ([B] in docs/variants/daqizi.md).
#pragma once

#include <vector>

#include "paipu/trick.hpp"
#include "paipu/variant.hpp"

namespace paipu::daqizi {

enum class MixedColours { invalid, as_black };                // §5.10
enum class FirstDealer { kari_oya, kari_oya_renchan, full };  // §5.11
enum class DealerStreak { first_repeat, second_repeat };      // §5.11
enum class FaceUpFollow { beats_best, beats_lead };           // §2.3 Q2, [B] 「強いもの」
enum class LastTrick { final_trick, eighth };                 // §5.15

struct Options {
  MixedColours mixed_colours = MixedColours::invalid;
  FirstDealer first_dealer = FirstDealer::kari_oya;
  DealerStreak dealer_streak = DealerStreak::first_repeat;
  bool ties_beat = false;  // §5.13
  FaceUpFollow face_up_follow = FaceUpFollow::beats_best;
  LastTrick last_trick = LastTrick::final_trick;

  trick::DealerRule dealer_rule() const;
  // The dealer leads the first trick; the hand's winner deals next, for a climbing 親倍数 (§5.11).
  static constexpr trick::Conventions conventions() {
    return {trick::FirstLead::dealer, trick::NextDeal::winner, trick::Stake::dealer_multiplier};
  }
};

const std::vector<RuleOption>& rule_options();
// `values` may lack options or hold values outside the choices: those take the default.
Options parse_options(const RuleValues& values);
// Every option at its default.
RuleValues default_values();

}  // namespace paipu::daqizi
