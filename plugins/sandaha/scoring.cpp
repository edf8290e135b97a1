#include "scoring.hpp"

namespace paipu::sandaha {

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::da_guang:
      return "大光";
    case Outcome::xiao_guang:
      return "小光";
    case Outcome::bao_zhuang:
      return "保荘";
    case Outcome::kua_zhuang:
      return "跨荘";
    case Outcome::xiao_dao:
      return "小倒";
    case Outcome::da_dao:
      return "大倒";
  }
  return "?";
}

int band_multiplier(int bid, const ScoringRules& rules) {
  if (rules.bands == ScoringRules::Bands::none || bid >= 55) return 1;
  if (bid >= 35) return 2;
  return rules.bands == ScoringRules::Bands::one_two_three ? 3 : 4;
}

namespace {

int base_points(Outcome o, const ScoringRules& rules) {
  switch (o) {
    case Outcome::da_guang:
      return 3;
    case Outcome::xiao_guang:
      return 2;
    case Outcome::bao_zhuang:
      return 1;
    case Outcome::kua_zhuang:
      return -1;
    case Outcome::xiao_dao:
      return -2;
    case Outcome::da_dao:
      return -rules.da_dao_points;
  }
  return 0;
}

bool xiao_guang(int d, const ScoringRules& rules) {
  switch (rules.xiao_guang) {
    case ScoringRules::XiaoGuang::below_30:
      return d < 30;
    case ScoringRules::XiaoGuang::up_to_30:
      return d <= 30;
    case ScoringRules::XiaoGuang::up_to_25:
      return d <= 25;
  }
  return false;
}

}  // namespace

HandScore score_hand(int defenders_points, int bid, const ScoringRules& rules) {
  const int d = defenders_points;
  HandScore s;
  if (d < bid)
    s.outcome = d == 0                 ? Outcome::da_guang
                : xiao_guang(d, rules) ? Outcome::xiao_guang
                                       : Outcome::bao_zhuang;
  else
    s.outcome = d < bid + 40   ? Outcome::kua_zhuang
                : d < bid + 70 ? Outcome::xiao_dao
                               : Outcome::da_dao;
  s.points = base_points(s.outcome, rules) * band_multiplier(bid, rules);
  return s;
}

HandScore score_surrender(int bid, const ScoringRules& rules) {
  HandScore s;
  s.surrendered = true;
  s.outcome = bid >= 55 ? Outcome::kua_zhuang : Outcome::xiao_dao;
  s.points = base_points(s.outcome, rules) * band_multiplier(bid, rules);
  return s;
}

}  // namespace paipu::sandaha
