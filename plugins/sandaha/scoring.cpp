#include "scoring.hpp"

namespace paipu::sandaha {

const char* grade_name(Grade g) {
  switch (g) {
    case Grade::da_guang:
      return "大光";
    case Grade::xiao_guang:
      return "小光";
    case Grade::bao_zhuang:
      return "保荘";
    case Grade::kua_zhuang:
      return "跨荘";
    case Grade::xiao_dao:
      return "小倒";
    case Grade::da_dao:
      return "大倒";
  }
  return "?";
}

int band_multiplier(int bid, const ScoringRules& rules) {
  if (rules.bands == ScoringRules::Bands::none || bid >= 55) return 1;
  if (bid >= 35 || rules.bands == ScoringRules::Bands::one_two) return 2;
  return rules.bands == ScoringRules::Bands::one_two_three ? 3 : 4;
}

namespace {

int base_points(Grade g, const ScoringRules& rules) {
  switch (g) {
    case Grade::da_guang:
      return 3;
    case Grade::xiao_guang:
      return 2;
    case Grade::bao_zhuang:
      return 1;
    case Grade::kua_zhuang:
      return -1;
    case Grade::xiao_dao:
      return -2;
    case Grade::da_dao:
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
    s.grade = d == 0                 ? Grade::da_guang
              : xiao_guang(d, rules) ? Grade::xiao_guang
                                     : Grade::bao_zhuang;
  else
    s.grade = d < bid + 40 ? Grade::kua_zhuang : d < bid + 70 ? Grade::xiao_dao : Grade::da_dao;
  s.points = base_points(s.grade, rules) * band_multiplier(bid, rules);
  return s;
}

HandScore score_surrender(int bid, const ScoringRules& rules, bool in_play) {
  HandScore s;
  s.surrendered = true;
  switch (rules.surrender) {
    case ScoringRules::Surrender::ja:
      s.grade = bid >= 55 ? Grade::kua_zhuang : Grade::xiao_dao;
      break;
    case ScoringRules::Surrender::xt:
      s.grade = in_play     ? Grade::da_dao
                : bid >= 55 ? Grade::kua_zhuang
                : bid >= 35 ? Grade::xiao_dao
                            : Grade::da_dao;
      break;
    case ScoringRules::Surrender::cai:
      s.grade = Grade::kua_zhuang;
      break;
  }
  s.points = base_points(s.grade, rules) * band_multiplier(bid, rules);
  return s;
}

}  // namespace paipu::sandaha
