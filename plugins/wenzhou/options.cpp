#include "options.hpp"

#include "paipu/trick/options.hpp"

namespace paipu::wenzhou {

const std::vector<RuleOption>& rule_options() {
  // The default first; [WZ] is the seed article, the A-numbers the open questions of the
  // variant's page.
  static const std::vector<RuleOption> options = {
      {"schedule",
       "2468",
       {"2468", "3579"},
       "The dealer's rate by streak (the dealer's first hand, then 2, 3, 4 in a row), paid "
       "whenever the dealer pays or is paid: 2-4-6-8 (the common one in [WZ]) or 3-5-7-9."},
      {"caishen_money",
       "1",
       {},
       "財神銭: what each 財神 held at the end of a hand earns from each other seat (won or "
       "drawn)."},
      {"caishen_money_scale",
       "flat",
       {"flat", "double_three", "scaled"},
       "A-12. flat [WZ]: the same per 財神 for every holder. double_three: a winner holding three "
       "財神 gets twice as much (some servers). scaled: multiplied as a win's payment is, by the "
       "dealer's rate between the dealer and another seat and by the class of the win (×1 in a "
       "drawn hand)."},
      {"bai_as_face",
       "on",
       {"on", "off"},
       "A-2. on [WZ]: a 財神 grouped with a 白 (which is the indicator's face) still counts as a "
       "財神 at face value, for 硬牌 and 硬八対. off: \"some players\" do not count such a group."},
      {"pair_honour_discard",
       "allowed",
       {"allowed", "forbidden"},
       "A-3. While a loose honour is held, may one tile of an honour pair go? allowed: [WZ] only "
       "puts honours before number tiles. forbidden: the loose honour must go first."},
      {"seen_honours",
       "rivers",
       {"rivers", "rivers_and_melds", "others_rivers"},
       "A-4. Which honours count as \"already discarded\" (those go before other honours): "
       "rivers: any discard, one's own included; rivers_and_melds: also a called discard and "
       "the honours in melds; others_rivers: only other seats' discards."},
      {"bai_honour",
       "by_indicator",
       {"by_indicator", "always"},
       "A-5. Whether 白 is an honour for the discard order. by_indicator: only when the "
       "indicator is an honour (白 plays as its kind); always: 白 is an honour tile."},
      {"chi_from",
       "left",
       {"left", "any"},
       "A-6. left: chi only the discard of the seat on one's left (上家). any: from any seat. A "
       "win "
       "claim always beats pon and kan, which beat chi."},
      {"caishen_single",
       "only",
       {"only", "any", "bare"},
       "A-7. Which wins are the 財神 single wait, allowed only by self-draw. only: every reading "
       "pairs the winning tile with a 財神. any: some reading does. bare: only 全求神, the bare "
       "single wait on a 財神."},
      {"replacement",
       "tail",
       {"tail", "next"},
       "A-8. Where a kan's replacement draw comes from: tail: the far end of the wall; next: the "
       "next tile, as an ordinary draw."},
      {"three_caishen_ron",
       "off",
       {"off", "on"},
       "A-9. off: a hand that wins only by holding three 財神 wins by self-draw only. on: by ron "
       "too."},
      {"three_caishen_first_turn",
       "plain",
       {"plain", "refused"},
       "[WZ] on three 財神 with nothing else: \"この形で天胡・地胡はできない\". plain: such a win "
       "on "
       "the dealer's dealt hand (or on the dealer's first discard) stands, as 硬牌 and never as "
       "天胡 or 地胡. refused: it is no win at all there (W159)."},
      {"dihu",
       "ron",
       {"ron", "first_draw"},
       "A-10. 地胡: ron: a non-dealer's win on the dealer's first discard [WZ]; first_draw: also a "
       "non-dealer's self-draw on its first turn, before any call."},
      {"stack_order",
       "inner_first",
       {"inner_first", "outer_first"},
       "A-11. Which tile of a stack is drawn first; the indicator is the inner tile, so this moves "
       "it one place in the drawing order (a recorded wall and the end of the wall)."},
      {"caishen_fifth_copy",
       "allowed",
       {"allowed", "forbidden"},
       "A-21. Whether a 財神 may stand for a 5th copy of a kind (with four natural copies in the "
       "hand and its melds)."},
      {"toitoi_double",
       "off",
       {"off", "on"},
       "[WZ]: \"some include 対対胡 in 双翻\". on: a pair and five triplets or kans is 双翻."},
      {"pon_after_pass",
       "allowed",
       {"allowed", "forbidden"},
       "[WZ]: \"some players\" forbid a pon of a kind one let go by earlier in the same go-around "
       "(since one's own last discard). forbidden: a seat whose hand the record knows held a pair "
       "of a discard nobody ponned (let pass, or taken by chi), and pons that kind before its "
       "next discard (W147)."},
      {"deal_order",
       "turn",
       {"turn", "reverse"},
       "A-1. The order of the deal from a recorded wall: turn: dealer, right, opposite, left (play "
       "order); reverse: dealer, left, opposite, right."},
  };
  return options;
}

Rules parse_options(const RuleValues& v) {
  const auto& all = rule_options();
  auto pick = [&](const char* name) { return trick::option_index(all, v, name); };
  Rules r;
  if (pick("schedule") == 1) r.schedule = {3, 5, 7, 9};
  r.caishen_money = trick::option_int(all, v, "caishen_money");
  if (r.caishen_money < 0) r.caishen_money = 0;
  r.money_scale = static_cast<CaishenMoneyScale>(pick("caishen_money_scale"));
  r.bai_as_face = pick("bai_as_face") == 0;
  r.pair_honour_discard = pick("pair_honour_discard") == 0;
  r.seen = static_cast<SeenHonours>(pick("seen_honours"));
  r.bai_honour_always = pick("bai_honour") == 1;
  r.chi_any_seat = pick("chi_from") == 1;
  r.caishen_single = static_cast<CaishenSingle>(pick("caishen_single"));
  r.replacement_from_tail = pick("replacement") == 0;
  r.three_caishen_ron = pick("three_caishen_ron") == 1;
  r.three_caishen_first_turn = pick("three_caishen_first_turn") == 0;
  r.dihu_first_draw = pick("dihu") == 1;
  r.outer_first = pick("stack_order") == 1;
  r.caishen_fifth_copy = pick("caishen_fifth_copy") == 0;
  r.toitoi_double = pick("toitoi_double") == 1;
  r.deal_reverse = pick("deal_order") == 1;
  r.pon_after_pass = pick("pon_after_pass") == 0;
  return r;
}

RuleValues default_values() {
  return trick::option_defaults(rule_options());
}

}  // namespace paipu::wenzhou
