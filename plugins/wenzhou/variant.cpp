#include <memory>

#include "match.hpp"
#include "options.hpp"
#include "paipu/trick/game.hpp"
#include "tiles.hpp"
#include "wenzhou.hpp"

namespace paipu::wenzhou {

namespace {

VerbSpec tiles_verb(const char* name, std::vector<std::string> aliases, bool seated, int least,
                    int most, const char* doc) {
  return {name, std::move(aliases), seated, ArgKind::pieces, least, most, {}, doc};
}

std::vector<VerbSpec> verbs() {
  return {
      tiles_verb("deal", {"配"}, true, 0, 17,
                 "a seat's starting tiles, whole or part (16; the dealer 17); `*` for a tile not "
                 "seen"),
      {"dice",
       {"骰"},
       true,
       ArgKind::numbers,
       2,
       2,
       {},
       "a roll of two dice: the dealer's, then the roll of the seat it counts to"},
      tiles_verb("wall", {"牌山"}, false, 136, 136,
                 "the whole wall in drawing order from the break (a generated hand shows it)"),
      tiles_verb("indicator", {"財神"}, false, 1, 1,
                 "the 財神 indicator: the other three of its kind are 財神"),
      tiles_verb("draw", {"摸"}, true, 0, 1,
                 "a draw, a kan's replacement draw included; no tile or `*` when not seen. Draw "
                 "lines may be left out"),
      tiles_verb("discard", {"打", "切"}, true, 1, 1, "a discard from the hand"),
      tiles_verb("tsumogiri", {"摸切"}, true, 0, 1,
                 "a discard of the tile just drawn (named when the draw was not)"),
      tiles_verb("chi", {"吃"}, true, 3, 3,
                 "a run with the last discard of the seat on the left, written whole"),
      tiles_verb("pon", {"碰"}, true, 3, 3, "a triplet with the last discard, written whole"),
      tiles_verb("kan", {"槓", "杠"}, true, 4, 4, "an open kan of the last discard, written whole"),
      tiles_verb("ankan", {"暗槓", "暗杠"}, true, 4, 4,
                 "a closed kan, its four tiles (`****` when nobody saw them)"),
      tiles_verb("kakan", {"加槓", "加杠"}, true, 1, 1, "a tile added to one's own pon"),
      tiles_verb("ron", {"胡", "和"}, true, 0, 17,
                 "a win on the last discard, or on a tile added to a pon (robbing the kan): the "
                 "concealed hand shown, without the winning tile"),
      tiles_verb("tsumo", {"自摸"}, true, 0, 17,
                 "a win on one's own draw: the concealed hand shown, without the drawn tile (or "
                 "with it last, when the draw was not seen)"),
      tiles_verb("reveal", {"亮"}, true, 0, 17,
                 "after the hand: the 財神 a seat holds (none when empty), or any tiles shown"),
      {"draw-game", {"荒牌", "流局"}, false, ArgKind::none, 0, 0, {}, "the wall ran out"},
  };
}

}  // namespace

const VariantInfo& variant_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "wenzhou";
    v.name = "温州麻雀";
    v.english = "Wenzhou mahjong (city rules), with 財神 wilds";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = verbs();
    v.options = rule_options();
    v.hand_tags = {"Dealer", "Level"};
    v.facts = fact_specs();
    // 親 on the dealer's plate; no tile is a trump.
    v.marks = {.dealer_badge = "親", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<Variant> make_variant() {
  return std::make_unique<trick::GameVariant>(
      variant_info(), &trick::match_from_options<WenzhouMatch, parse_options>);
}

}  // namespace paipu::wenzhou
