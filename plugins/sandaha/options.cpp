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
       {"none", "123", "124", "12"},
       "A multiplier by the bid's band (档) on every result. none [JA]; 123: ×1 for a bid of 55 "
       "and up, ×2 for 35–50, ×3 for 30 and under; 124: ×1, ×2, ×4; 12: ×1 for 55 and up, ×2 "
       "for 50 and under (CAI's 两档)."},
      {"forced_bid",
       "7_75",
       {"7_75", "6_60", "6_55"},
       "The obligation to bid (AMB-7): a seat dealt this many permanent trumps (jokers, 7s, 2s) "
       "must bid this or less while nobody has. 7_75 [JA]; 6_60 and 6_55: XT's 6 常主 with its "
       "bid window capped at 60 or 55."},
      {"bid_max",
       "80",
       {"80", "70", "60"},
       "The highest bid (AMB-9), which is also the contract when every seat passes. 80 [JA]; 70 "
       "(XT's page); 60 (an XT option)."},
      {"all_pass",
       "first_bidder",
       {"first_bidder", "redeal", "penalty"},
       "When every seat passes (AMB-6). first_bidder [JA]: the first bidder declares at the "
       "highest bid. redeal (ST): nobody declares, the hand ends without a score, and the same "
       "seat bids first in the next hand. penalty (XT): as redeal, but the seat dealt the most "
       "permanent trumps (the first of them from the first bidder on a tie) pays 2 game points "
       "to each other seat."},
      {"surrender",
       "ja",
       {"ja", "xt", "cai"},
       "What a surrender costs. ja [JA]: 跨荘 for a bid of 55 or more, 小倒 for 50 or less, only "
       "before the first lead. xt: 跨荘, 小倒 or 大倒 by the bid's band (55 and up, 35–50, 30 "
       "and under), and the declarer may also give up during play, at 大倒. cai: "
       "跨荘 (as if the defenders took the bid + 5)."},
      {"koudi",
       "once",
       {"once", "cards", "pair", "tractor", "power"},
       "What 抠底 multiplies the kitty's points by, from the last trick's lead. once [JA]; cards: "
       "a pair or a tractor by its number of cards (CAI, XT), a single or a throw once; pair: a "
       "pair or a tractor twice; tractor: by the longest tractor's pairs (GML), else once; "
       "power (升級): 2 to the power of 1 + the pairs of the lead's largest unit (×2 a single, "
       "×4 a pair, ×8 a tractor of 2)."},
      {"koudi_trumps",
       "beat_kitty",
       {"beat_kitty", "any"},
       "What trumps 抠底 needs (AMB-22). beat_kitty [JA]: the last trick won with trumps whose "
       "highest card is above every trump in the kitty. any (the servers): won with trumps."},
      {"relead",
       "demanded",
       {"demanded", "lowest", "smallest"},
       "After a challenge, which unit of the throw the leader leads alone (AMB-17). demanded "
       "[JA]: the one the challenger demands, any unit of the challenge's kind that it beats. "
       "lowest (TLJ): the lowest of those. smallest (SB): the smallest unit of the whole throw "
       "(a single before a pair before a tractor, the shortest and lowest first)."},
      {"throw_winner",
       "top_class",
       {"top_class", "highest", "all"},
       "Between plays that each beat a throw (AMB-21). top_class [JA]: the strongest unit of "
       "the throw's highest class (tractor, else pair, else single) decides. highest: the "
       "highest card of each play decides. all: a later play wins only when each of its units "
       "beats the unit at its place in the best play so far (trumps beat the led suit). Ties go "
       "to the earlier play."},
      {"throw_penalty",
       "0",
       {"0", "10"},
       "Card points a challenged throw costs the thrower's side (AMB-18). 0 [JA]; 10 (an "
       "升級 server's option): a defender's failed throw takes 10 from the defenders' points "
       "(not below 0), the declarer's adds 10 to them."},
      {"throws",
       "any",
       {"any", "declarer", "side_suits", "three_cards"},
       "Who may throw (lead several units at once, AMB-19). any [JA]: anyone, in any suit or in "
       "trumps. declarer (CAI's 益阳巴十): only the declarer. side_suits: anyone, but never in "
       "trumps. three_cards (CAI's limited mode): anyone, 3 cards at most. A throw the option "
       "forbids is S118."},
      {"early_stop",
       "no",
       {"no", "yes"},
       "Whether the hand ends once the defenders' tricks reach the bid + 70 (大倒, AMB-25). no "
       "[JA]: every hand is played out. yes (XT): it ends after that trick, with no 抠底."},
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
      {"protect",
       "none",
       {"none", "tractors"},
       "Whether a pair in a tractor must be broken to follow a lead of pairs (AMB-15). none [JA]: "
       "a follower owes as many pairs as its cards of the led suit hold. tractors (an 升級 "
       "server's option): a lead without a tractor is owed only the pairs that stand in no "
       "tractor of the follower's hand."},
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
  r.scoring.surrender = static_cast<ScoringRules::Surrender>(pick("surrender"));
  r.koudi = static_cast<Rules::KouDi>(pick("koudi"));
  r.early_stop = pick("early_stop") == 1;
  r.throws = static_cast<Rules::Throws>(pick("throws"));
  r.koudi_beats_kitty = pick("koudi_trumps") == 0;
  r.relead = static_cast<Rules::Relead>(pick("relead"));
  r.throw_winner = static_cast<trick::ThrowWinner>(pick("throw_winner"));
  r.throw_penalty = pick("throw_penalty") == 0 ? 0 : 10;
  r.no_trump = pick("no_trump") == 1;
  static constexpr int kForced[][2] = {{7, 75}, {6, 60}, {6, 55}};
  const auto forced = kForced[pick("forced_bid")];
  r.auction.forced_trumps = forced[0];
  r.auction.forced_cap = forced[1];
  r.auction.highest = 80 - 10 * static_cast<int>(pick("bid_max"));
  r.auction.all_pass = static_cast<AuctionRules::AllPass>(pick("all_pass"));
  r.shape.tractors = pick("follow") == 0;
  r.shape.longest_tractor = pick("shorter_tractor") == 0;
  r.shape.protect_tractors = pick("protect") == 1;
  r.challenge_mandatory = pick("challenge") == 0;
  return o;
}

RuleValues default_values() {
  return trick::option_defaults(rule_options());
}

}  // namespace paipu::sandaha
