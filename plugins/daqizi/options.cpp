#include "options.hpp"

namespace paipu::daqizi {

const std::vector<RuleOption>& rule_options() {
  // Choices are listed in the order of the matching enum; on/off options list "off" first.
  static const std::vector<RuleOption> options = {
      {"mixed_colours",
       "invalid",
       {"invalid", "as_black"},
       "Sequences and groups of 3-5 soldiers that mix red and black (§5.10). [B] lists only "
       "one-colour ones. invalid: no combination. as_black: a combination, as strong as the black "
       "one of its kind (帥士象 = 將士象, 兵兵卒 = 卒卒卒), so it never beats that one. A pair is "
       "always one colour: [B] says 「同じ漢字、色」."},
      {"first_dealer",
       "kari_oya",
       {"kari_oya", "kari_oya_renchan", "full"},
       "Dealer multiplier of the session's first dealer (§5.11). kari_oya: the first dealer, "
       "chosen by dice or janken, plays at ×1 and, winning, becomes a new dealer at ×2 [B]. "
       "kari_oya_renchan: ×1, and its win counts as a repeat (×3). full: the first dealer is "
       "already ×2, as in the HK rules of 打天九."},
      {"dealer_streak",
       "first_repeat",
       {"first_repeat", "second_repeat"},
       "When 「3倍4倍」 starts for a dealer who keeps winning (§5.11). first_repeat: a new dealer "
       "plays at ×2, then ×3, ×4 ... for each win as dealer. second_repeat: ×2, ×2, then ×3 ..."},
      {"ties_beat",
       "off",
       {"off", "on"},
       "A face-up play equal to the best so far (the second 仕 on the first, 兵兵 on 兵兵) "
       "(§5.13). off: it does not beat, and the earlier play keeps the trick. on: the later play "
       "takes it."},
      {"face_up_follow",
       "beats_best",
       {"beats_best", "beats_lead"},
       "What a face-up follow must beat ([B] 「リードと同じコンビネーションで強いもの」, §2.3 Q2). "
       "beats_best: the best play so far, as in 打天九. beats_lead: only the lead; a face-up play "
       "that beats the lead but not the best play so far is allowed and loses."},
      {"last_trick",
       "final",
       {"final", "eighth"},
       "Which trick is the last trick for the rule that a player who won no earlier trick cannot "
       "take a last trick of one piece (§5.15). final: the trick that empties the hands, whatever "
       "its number. eighth: only an 8th trick ([B] 「8トリック目」 read literally). The winner of "
       "the trick that empties the hands wins the hand either way."},
  };
  return options;
}

Options parse_options(const RuleValues& v) {
  const auto& all = rule_options();
  auto pick = [&](const char* name) { return trick::option_index(all, v, name); };
  Options o;
  o.mixed_colours = static_cast<MixedColours>(pick("mixed_colours"));
  o.first_dealer = static_cast<FirstDealer>(pick("first_dealer"));
  o.dealer_streak = static_cast<DealerStreak>(pick("dealer_streak"));
  o.ties_beat = trick::option_on(all, v, "ties_beat");
  o.face_up_follow = static_cast<FaceUpFollow>(pick("face_up_follow"));
  o.last_trick = static_cast<LastTrick>(pick("last_trick"));
  return o;
}

RuleValues default_values() {
  return trick::option_defaults(rule_options());
}

trick::DealerRule Options::dealer_rule() const {
  trick::DealerRule r;
  r.label =
      "親倍数";  // the kit's words are neutral: the multiplier's name and the repeat's are ours
  r.repeat = "連荘";
  r.first = first_dealer == FirstDealer::full ? 2 : 1;
  r.fresh = 2;
  r.first_win_repeats = first_dealer != FirstDealer::kari_oya;
  r.free_repeats = dealer_streak == DealerStreak::second_repeat ? 1 : 0;
  return r;
}

}  // namespace paipu::daqizi
