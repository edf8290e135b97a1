#include "options.hpp"

#include <string>

namespace paipu::tianjiu {

const std::vector<RuleOption>& rule_options() {
  // Choices are listed in the order of the matching enum; on/off options list "off" first.
  static const std::vector<RuleOption> options = {
      {"first_dealer",
       "kari_oya",
       {"kari_oya", "kari_oya_renchan", "full"},
       "Dealer multiplier of the session's first dealer (§5.1). "
       "kari_oya: the 仮親 plays at ×1 and, winning, becomes a new dealer at ×2 [A, G]. "
       "kari_oya_renchan: ×1, and the 仮親's win counts as 連荘 (×3). "
       "full: the first dealer is already ×2, and a win makes ×3 [ZW, Y, N]."},
      {"dealer_ru_exempt",
       "on",
       {"off", "on"},
       "on: a losing dealer's 入一/入二 is paid at ×1, not ×D [A, ZW, Y, N]. "
       "off: at ×D [G, W] (§5.2)."},
      {"special_multiplies_ru",
       "off",
       {"off", "on"},
       "on: 包尊, 四大包 and 么結 also multiply the 入一/入二 the winner pays [G]. "
       "off: they do not [Y] (§5.3)."},
      {"sidahe_points",
       "4",
       {"4", "2"},
       "四大賀: what each player pays the winner of a 4-tile trick: "
       "4 [A, ZW, Y] or 2 [G] (§5.4)."},
      {"sidabao_multiplier",
       "4",
       {"4", "2"},
       "四大包: the multiplier when the last trick has 4 tiles: "
       "×4 [A, ZW, Y] or ×2 [G] (§5.4)."},
      {"slam_single",
       "beats_all",
       {"beats_all", "top_tile", "seven"},
       "八支 when the last trick is a single (§5.5). "
       "beats_all: the winner's tile beats every other last tile, ineligible ones too [A, G]. "
       "top_tile: the tile is a 么, or no stronger tile of its suit is left unshown [ZW]. "
       "seven: always 七支 [Y]."},
      {"slam_dealer_first_lead",
       "off",
       {"off", "on"},
       "on: a dealer whose first lead held 天 or a 九, or was 至尊, "
       "gets at most 七支 [A fn15, ZW, Y] (§5.5)."},
      {"yao_capture",
       "cover4",
       {"cover4", "cover4_others", "cover2", "doubled", "off"},
       "么雙擒四 (§5.6). cover4: the captured leader pays 4 × every losing amount, "
       "its own included, and the others pay nothing [A, Y]. "
       "cover4_others: 4 × the other losers' amounts. cover2: as cover4 at ×2 [ZW, W]. "
       "doubled: an ordinary 結 at ×2 [G]. off: an ordinary 結."},
      {"yao_capture_stake",
       "per_loser",
       {"per_loser", "captured"},
       "per_loser: each covered amount carries its own 親倍数 [Y]. "
       "captured: the sum carries the 親倍数 between winner and captured player once (§5.6)."},
      {"tian_red",
       "on",
       {"off", "on"},
       "on: 天's sixes are half red (6 red pips) for 例牌 [C, CU]. "
       "off: 天 is white [Y] (§5.7)."},
      {"red_count",
       "pips",
       {"pips", "ends"},
       "一點紅 / 全白 count red pips, or tile ends that carry red [Y] (§5.7)."},
      {"bazhi_four_pairs",
       "pairs",
       {"pairs", "mixed", "any_pairs", "off"},
       "[A]'s 「文武混合のみ」 八枝牌 (§5.8). pairs: four 文対/武対 [ZW]. "
       "mixed: four 文武 pairs. any_pairs: four pairs of any of the three kinds. "
       "off: none."},
      {"qizhi_seven_civil",
       "off",
       {"off", "on"},
       "on: exactly 7 civil tiles is a 七枝牌 [ZW, Y extra option] (§1.6.5)."},
      {"wen_zhizun",
       "on",
       {"off", "on"},
       "on: 双銅錘 led is 文至尊, beaten only by 双高腳 (擒尊) [A, G]. "
       "off: the lowest 文対 [ZW, Y] (§5.9)."},
      {"yao_tongchui",
       "always",
       {"always", "with_wen_zhizun"},
       "A single 銅錘 is a 么 for 么結 / 么雙擒四 always [A], "
       "or only with wen_zhizun [ZW] (§5.9)."},
      {"kari_oya_bonus",
       "x1",
       {"x1", "x2"},
       "x1: the 仮親's in-hand bonuses and 例牌 use its ×1 [A]. "
       "x2: they use ×2, as for a full dealer (§5.14)."},
      {"last_trick",
       "final",
       {"final", "eighth"},
       "final: the trick that empties the hands is 結, whatever its number. "
       "eighth: the 結 rules (2牌縛り, 包尊, 四大包, 么結, 七支/八支, no bonus on the last trick) "
       "apply only to an 8th trick [A, B literal] (§5.15)."},
      {"capture_bao",
       "on",
       {"off", "on"},
       "on: 双高腳 capturing 文至尊 on the last trick scores 包尊 ×2 [A]. "
       "off: an ordinary 結 [Y] (§5.16)."},
      {"bao_also_he",
       "off",
       {"off", "on"},
       "on: 賀尊 / 擒尊 / 四大賀 are paid on the last trick too, besides 包尊 / 四大包 [Y] "
       "(§5.17)."},
  };
  return options;
}

Options parse_options(const RuleValues& v) {
  const auto& all = rule_options();
  auto on = [&](const char* name) { return trick::option_on(all, v, name); };
  auto number = [&](const char* name) { return trick::option_int(all, v, name); };
  auto pick = [&](const char* name) { return trick::option_index(all, v, name); };
  Options o;
  o.first_dealer = static_cast<FirstDealer>(pick("first_dealer"));
  o.dealer_ru_exempt = on("dealer_ru_exempt");
  o.special_multiplies_ru = on("special_multiplies_ru");
  o.sidahe_points = number("sidahe_points");
  o.sidabao_multiplier = number("sidabao_multiplier");
  o.slam_single = static_cast<SlamSingle>(pick("slam_single"));
  o.slam_dealer_first_lead = on("slam_dealer_first_lead");
  o.yao_capture = static_cast<YaoCapture>(pick("yao_capture"));
  o.yao_capture_stake = static_cast<CaptureStake>(pick("yao_capture_stake"));
  o.tian_red = on("tian_red");
  o.red_count = static_cast<RedCount>(pick("red_count"));
  o.bazhi_four_pairs = static_cast<FourPairs>(pick("bazhi_four_pairs"));
  o.qizhi_seven_civil = on("qizhi_seven_civil");
  o.wen_zhizun = on("wen_zhizun");
  o.yao_tongchui = static_cast<YaoTongchui>(pick("yao_tongchui"));
  o.kari_oya_bonus_x2 = trick::option_value(all, v, "kari_oya_bonus") == "x2";
  o.last_trick = static_cast<LastTrick>(pick("last_trick"));
  o.capture_bao = on("capture_bao");
  o.bao_also_he = on("bao_also_he");
  return o;
}

RuleValues default_values() {
  return trick::option_defaults(rule_options());
}

trick::DealerRule Options::dealer_rule() const {
  // A new dealer plays at ×2 (§5.11); the first dealer at ×1 (仮親) unless `first_dealer=full`.
  // The kit's words are neutral: 親倍数 and 連荘 are this game's.
  trick::DealerRule r{.first = 1, .fresh = 2, .label = "親倍数", .repeat = "連荘"};
  switch (first_dealer) {
    case FirstDealer::kari_oya:
      break;
    case FirstDealer::kari_oya_renchan:
      r.first_win_repeats = true;
      break;
    case FirstDealer::full:
      r.first = 2;
      r.first_win_repeats = true;
      break;
  }
  return r;
}

}  // namespace paipu::tianjiu
