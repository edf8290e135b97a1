#include "options.hpp"

#include <algorithm>

#include "paipu/trick/options.hpp"

namespace paipu::chinton {

const std::vector<RuleOption>& rule_options() {
  // The default first; [CT] is the seed article, A-n and CT-n the open questions of the
  // variant's page.
  static const std::vector<RuleOption> options = {
      {"gari_reserve",
       "16",
       {"16", "12"},
       "A-13. The tiles set aside beside the indicator for the replacements of pulled ガリ: 16 as "
       "[CT] writes (\"16枚分ける\"), or 12, the ガリ this wall holds."},
      {"bai_scope",
       "all_honours",
       {"all_honours", "no_north", "no_fifth", "neither"},
       "A-14. What a 白 may stand for: any honour, 北 and a 5th–8th copy included "
       "(all_honours); not 北 (no_north); no 5th copy of an honour (no_fifth); neither."},
      {"bai_in_kan",
       "face",
       {"face", "honour"},
       "A-14. A 白 in a kan: face, only a kan of 白; honour, a 白 may stand for the kan's honour."},
      {"bai_indicator",
       "indicator",
       {"indicator", "dora"},
       "A-15. \"ドラとして白がめくれた\": indicator, a turned 白 lets the winner name one honour "
       "kind "
       "as dora; dora, it is the 中 indicator (dora 白) that does."},
      {"rob_added_kan",
       "numbers_normal",
       {"numbers_normal", "honours_only"},
       "A-16. Robbing a tile added to an open meld: numbers as usual and honours by [CT]'s honour "
       "rule (numbers_normal), or no number robbed (honours_only)."},
      {"kokushi_extra",
       "any",
       {"any", "no_third_terminal"},
       "A-18. 国士無双's 14th tile: any of its kinds, or not a third 1 or 9 of the suit."},
      {"noten_split",
       "total",
       {"total", "per_noten"},
       "A-19. The noten penalty at a drawn hand: total, the penalty in all, shared; per_noten, "
       "each seat not ready pays the penalty, shared among the ready ones."},
      {"noten_penalty", "40", {}, "\"不聴罰符は場に40点\": the noten penalty."},
      {"yakuman_extras",
       "all",
       {"all", "basic", "none"},
       "A-20. What a yakuman scores besides its 50: every other item and yaku it does not always "
       "bring ([CT], all); only ガリ, セット, 門前, 親 and 本場 (basic); nothing (none)."},
      {"dealer_after_draw",
       "next",
       {"next", "stays"},
       "A-23. After a drawn hand with the dealer not ready: the next seat deals (聴牌連荘), or the "
       "dealer stays."},
      {"live_wall",
       "0",
       {},
       "A-24. The tiles the live wall holds once every seat has 13 (0: unknown, not checked); "
       "the hand tag LiveWall says it for one hand.",
       // 51: [CT]'s reserve of 16 beside the first indicator; 43: four kan stacks set aside too;
       // and every size between and above, up to where the tiles beside it run short.
       {"43", "44", "45", "46", "47", "48", "49", "50", "51", "52", "53", "54", "55", "56", "57",
        "58", "59", "60"}},
      {"red_fives",
       "2",
       {"2", "0", "1", "3", "4"},
       "Red fives per suit in the 8-copy wall (赤 2点): 2, one per physical set."},
      {"pull_interrupts",
       "off",
       {"off", "on"},
       "CT-1. Whether a ガリ pull breaks 一発 and ends the first go-around as a call does."},
      {"bai_dora",
       "as_kind",
       {"as_kind", "face"},
       "CT-2. A 白 counts for dora as the kind it stands for (as_kind), or only as 白 (face)."},
      {"kan_dora",
       "at_once",
       {"at_once", "after_discard"},
       "CT-3. An open or added kan's indicator counts at once, or only after the kan's discard."},
      {"riichi_kan",
       "same_waits",
       {"same_waits", "same_readings"},
       "CT-4. A kan after riichi: the waits stay the same ([CT]), or also every reading keeps the "
       "kind as a triplet and the kan takes the drawn tile."},
      {"open_riichi_yakuman",
       "at_least",
       {"at_least", "adds"},
       "CT-5. Dealing into an open riichi makes the win at least one yakuman (at_least), or adds "
       "one to a yakuman hand (adds)."},
      {"furiten_open_riichi",
       "forbidden",
       {"forbidden", "allowed"},
       "CT-6. A furiten open riichi: forbidden ([TT]) or allowed."},
      {"open_tanyao",
       "on",
       {"on", "off"},
       "CT-7. 断幺九 with pons or open kans: on, or off (closed only)."},
      {"double_yakuman",
       "daisangen",
       {"daisangen", "standard"},
       "CT-8. Which yakuman are double: 大三元 only ([CT]), or also 大四喜, 四暗刻単騎, 国士無双 "
       "on all its kinds and 純正九蓮宝燈."},
      {"open_riichi_pass",
       "furiten",
       {"furiten", "unnoticed"},
       "CT-9. An open riichi that lets a winning tile pass: furiten for the rest of the hand, as a "
       "closed riichi ([TT]: no passing a win after riichi), or never furiten, every pass taken "
       "as a wait nobody noticed ([CT]'s exception)."},
      {"riichi_pull",
       "drawn",
       {"drawn", "keeps_waits"},
       "CT-10. A ガリ pull after riichi: only the tile just drawn, the riichi hand being fixed "
       "(drawn), or any ガリ whose pull leaves the waits as they were, as [CT] allows a kan "
       "(keeps_waits). Never a ガリ that is a winning tile "
       "(\"立直後に待ち牌である抜きドラを抜くことは"
       "出来ず\")."},
  };
  return options;
}

Rules parse_options(const RuleValues& v) {
  const auto& all = rule_options();
  auto pick = [&](const char* name) { return trick::option_index(all, v, name); };
  Rules r;
  r.gari_reserve = pick("gari_reserve") == 1 ? 12 : 16;
  r.bai_scope = static_cast<BaiScope>(pick("bai_scope"));
  r.bai_in_kan_honour = pick("bai_in_kan") == 1;
  r.bai_indicator_dora = pick("bai_indicator") == 1;
  r.rob_honours_only = pick("rob_added_kan") == 1;
  r.kokushi_no_third_terminal = pick("kokushi_extra") == 1;
  r.noten_per_noten = pick("noten_split") == 1;
  r.noten_penalty = std::max(0, trick::option_int(all, v, "noten_penalty"));
  r.yakuman_extras = static_cast<YakumanExtras>(pick("yakuman_extras"));
  r.dealer_stays_after_draw = pick("dealer_after_draw") == 1;
  r.live_wall = std::clamp(trick::option_int(all, v, "live_wall"), 0, 69);
  r.red_fives = std::stoi(trick::option_value(all, v, "red_fives"));
  r.pull_interrupts = pick("pull_interrupts") == 1;
  r.bai_dora_face = pick("bai_dora") == 1;
  r.kan_dora_after_discard = pick("kan_dora") == 1;
  r.riichi_kan_same_readings = pick("riichi_kan") == 1;
  r.open_riichi_yakuman_adds = pick("open_riichi_yakuman") == 1;
  r.furiten_open_riichi = pick("furiten_open_riichi") == 1;
  r.open_tanyao = pick("open_tanyao") == 0;
  r.double_yakuman_standard = pick("double_yakuman") == 1;
  r.open_riichi_pass_unnoticed = pick("open_riichi_pass") == 1;
  r.riichi_pull_keeps_waits = pick("riichi_pull") == 1;
  return r;
}

RuleValues default_values() {
  return trick::option_defaults(rule_options());
}

}  // namespace paipu::chinton
