#include "options.hpp"

#include "paipu/trick/options.hpp"

namespace paipu::sandaha {

const std::vector<RuleOption>& rule_options() {
  // Choices are listed in the order the parser reads them; the default first.
  static const std::vector<RuleOption> options = {
      {"deck",
       "92",
       {"92", "84"},
       "The deck. 92: two decks less the 3s and 4s (4 seats: 21 cards each and 8 to the kitty; "
       "3 seats: 28 each and 8). 84: the 6s removed too, so 8 and 5 join in tractors (4 seats: 19 "
       "each and 8; 3 seats: 25 each and 9, [JA]'s second three-player form)."},
      {"dadao",
       "2",
       {"2", "3"},
       "Game points of 大倒 (the defenders take the bid + 70 or more). [JA]'s table says 2, the "
       "same as 小倒; 3 (the 湘潭 rules) reads it as a misprint."},
      {"xiaoguang",
       "below_30",
       {"below_30", "30", "25"},
       "Where 小光 (2 game points) ends. below_30: under 30 points [JA]; 30: 30 included; 25: 25 "
       "and under."},
      {"bands",
       "none",
       {"none", "123", "124"},
       "A multiplier by the bid's band (档) on every result. none [JA]; 123: ×1 for a bid of 55 "
       "and up, ×2 for 35–50, ×3 for 30 and under; 124: ×1, ×2, ×4."},
      {"no_trump",
       "no",
       {"no", "yes"},
       "Whether the declarer may name no trump suit. [JA] does not mention it. yes: the jokers, "
       "then all 7s (equal), then all 2s (equal) are the only trumps."},
      {"follow",
       "tractors",
       {"tractors", "pairs"},
       "What a tractor lead obliges. tractors [JA]: a tractor if the hand holds one, then pairs. "
       "pairs: only as many pairs as possible (some servers dropped the tractor rule)."},
      {"shorter_tractor",
       "longest",
       {"longest", "any"},
       "Following a tractor of 3 or more pairs without one as long: longest: the longest shorter "
       "tractor the hand holds; any: any tractor of 2 pairs or more ([JA] says 「2連以上」)."},
      {"challenge",
       "mandatory",
       {"mandatory", "optional"},
       "A follower whose play holds a unit that beats a unit of a throw. mandatory [JA]: must "
       "challenge (an error otherwise), even a partner's throw. optional: a warning."},
  };
  return options;
}

Options parse_options(const RuleValues& v) {
  const auto& all = rule_options();
  auto pick = [&](const char* name) { return trick::option_index(all, v, name); };
  Options o;
  o.deck = pick("deck") == 0 ? Deck::full : Deck::without_sixes;
  Rules& r = o.rules;
  r.scoring.da_dao_points = pick("dadao") == 0 ? 2 : 3;
  r.scoring.xiao_guang = static_cast<ScoringRules::XiaoGuang>(pick("xiaoguang"));
  r.scoring.bands = static_cast<ScoringRules::Bands>(pick("bands"));
  r.no_trump = pick("no_trump") == 1;
  r.shape.tractors = pick("follow") == 0;
  r.shape.longest_tractor = pick("shorter_tractor") == 0;
  r.challenge_mandatory = pick("challenge") == 0;
  return o;
}

RuleValues default_values() {
  return trick::option_defaults(rule_options());
}

}  // namespace paipu::sandaha
