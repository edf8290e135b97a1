// The game points of a hand: the defenders' card points against the bid, or a surrender. The
// declarer receives the points from each other seat on success and pays them to each on failure.
#pragma once

#include <string>

namespace paipu::sandaha {

enum class Grade {
  da_guang,    // 大光: the defenders took nothing
  xiao_guang,  // 小光: under 30 points
  bao_zhuang,  // 保荘: 30 or more, under the bid
  kua_zhuang,  // 跨荘: the bid or more, under bid + 40
  xiao_dao,    // 小倒: bid + 40 or more, under bid + 70
  da_dao,      // 大倒: bid + 70 or more
};

struct ScoringRules {
  int da_dao_points = 2;  // the seed's table; 3 is an option (it may be a typo there)
  // 小光 ends below 30 (the seed); at 30 inclusive, or at 25 inclusive (options).
  enum class XiaoGuang { below_30, up_to_30, up_to_25 } xiao_guang = XiaoGuang::below_30;
  // 档: every result multiplied by the bid's band (55 and up, 35–50, 30 and under): ×1 ×1 ×1
  // (the seed), ×1 ×2 ×3 or ×1 ×2 ×4 (options); or two bands, ×1 for 55 and up, ×2 below.
  enum class Bands { none, one_two_three, one_two_four, one_two } bands = Bands::none;
  // A surrender's grade. ja (the seed): 跨荘 for a bid of 55 or more, else 小倒. xt: by the bid's
  // band, 跨荘, 小倒 or 大倒, and 大倒 once play has begun. cai: 跨荘 (as if D = B + 5).
  enum class Surrender { ja, xt, cai } surrender = Surrender::ja;
};

struct HandScore {
  Grade grade = Grade::bao_zhuang;
  bool surrendered = false;
  int points = 0;  // game points each other seat pays the declarer (negative: the declarer pays)
};

const char* grade_name(Grade g);  // "大光" …

// The declarer succeeds when the defenders took fewer points than the bid.
HandScore score_hand(int defenders_points, int bid, const ScoringRules& rules);
// A surrender before the first lead (or, where the rules allow it, after: `in_play`).
HandScore score_surrender(int bid, const ScoringRules& rules, bool in_play = false);
// The bid's band multiplier (1 without the 档 option).
int band_multiplier(int bid, const ScoringRules& rules);

}  // namespace paipu::sandaha
