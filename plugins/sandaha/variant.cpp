#include <memory>

#include "match.hpp"
#include "options.hpp"
#include "paipu/trick/game.hpp"
#include "sandaha.hpp"

namespace paipu::sandaha {

namespace {

std::vector<VerbSpec> verbs() {
  const int most = 28 + 9;  // the largest hand with the kitty taken up
  return {
      {"deal",
       {"配"},
       true,
       ArgKind::pieces,
       1,
       28,
       {},
       "a seat's cards as dealt (21, 19, 28 or 25 by the seats and deck); `*` for a card not "
       "known"},
      {"bid", {"叫"}, true, ArgKind::numbers, 1, 1, {}, "a bid: the points the others will take"},
      {"pass", {"过", "過", "不叫"}, true, ArgKind::none, 0, 0, {}, "a pass, for good"},
      {"kitty",
       {"底牌", "底"},
       false,
       ArgKind::pieces,
       8,
       9,
       {},
       "the kitty, shown face up as the declarer takes it up; `*` for a card not known"},
      {"bury",
       {"埋底", "埋"},
       true,
       ArgKind::pieces,
       8,
       9,
       {},
       "the declarer buries as many cards as the kitty held, face down; `*` for a card not known"},
      {"trump",
       {"定主", "主"},
       true,
       ArgKind::words,
       1,
       1,
       {"S", "H", "D", "C", "♠", "♥", "♦", "♣", "NT"},
       "the declarer names the trump suit (NT: no-trump, with the rule option no_trump = yes)"},
      {"surrender",
       {"投降", "降"},
       true,
       ArgKind::none,
       0,
       0,
       {},
       "the declarer gives up after taking the kitty, before the first lead (with the rule "
       "option surrender = xt, during play too)"},
      {"play", {"打", "出"}, true, ArgKind::pieces, 1, most, {}, "a lead or a follow, face up"},
      {"challenge",
       {"挑"},
       true,
       ArgKind::pieces,
       1,
       most,
       {},
       "a follower shows a unit that beats a unit of the throw led: the throw is taken back"},
  };
}

}  // namespace

const VariantInfo& variant_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "sandaha";
    v.name = "三打哈";
    v.english = "San Da Ha, a declarer against three with two decks";
    v.version = kVersion;
    v.seat_counts = {4, 3};
    v.pieces = piece_table();
    v.verbs = verbs();
    v.options = rule_options();
    v.hand_tags = {"FirstBidder"};
    v.facts = fact_specs();
    // 親 on the dealer's plate, 主 (trump) on every card that ranks as a trump.
    v.marks = {.dealer_badge = "親", .trump_mark = "主"};
    return v;
  }();
  return info;
}

std::unique_ptr<Variant> make_variant() {
  return std::make_unique<trick::GameVariant>(
      variant_info(), &trick::match_from_options<SandahaMatch, parse_options>);
}

}  // namespace paipu::sandaha
