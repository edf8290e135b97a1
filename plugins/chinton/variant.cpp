#include <memory>

#include "chinton.hpp"
#include "match.hpp"
#include "options.hpp"
#include "paipu/trick/game.hpp"
#include "scoring.hpp"
#include "tiles.hpp"

namespace paipu::chinton {

namespace {

VerbSpec tiles_verb(const char* name, std::vector<std::string> aliases, bool seated, int least,
                    int most, const char* doc) {
  return {name, std::move(aliases), seated, ArgKind::pieces, least, most, {}, doc};
}

VerbSpec bare_verb(const char* name, std::vector<std::string> aliases, bool seated,
                   const char* doc) {
  return {name, std::move(aliases), seated, ArgKind::none, 0, 0, {}, doc};
}

// In VerbIndex order.
std::vector<VerbSpec> verbs() {
  return {
      tiles_verb("deal", {"配"}, true, 0, 14,
                 "a seat's 13 tiles (the dealer's 14: its first draw included), whole or part; "
                 "`*` for a tile not seen"),
      tiles_verb("indicator", {"dora", "ドラ"}, false, 1, 1,
                 "a dora indicator: the first before play, then one after each kan"),
      tiles_verb("ura", {"裏ドラ"}, false, 1, 24,
                 "after a riichi seat's win: the ura of every indicator, in their order"),
      tiles_verb("draw", {"摸"}, true, 0, 1,
                 "a draw: from the live wall; after `nuki` from the ガリ reserve; after a kan its "
                 "replacement from the live wall. Draw lines may be left out"),
      tiles_verb("discard", {"打", "切"}, true, 1, 1, "a discard from the hand"),
      tiles_verb("tsumogiri", {"摸切"}, true, 0, 1, "a discard of the tile just drawn"),
      tiles_verb("nuki", {"pull", "kita", "抜き"}, true, 1, 1,
                 "pulls a ガリ (1m, 9m, 北) face up; its replacement is drawn from the reserve"),
      tiles_verb("fix-pull", {"抜き直し"}, true, 0, 1,
                 "puts a mis-pull right: no tile before its replacement was drawn (undone), else "
                 "the ガリ swapped for the mis-pulled tile"),
      tiles_verb("pon", {"ポン", "碰"}, true, 3, 3,
                 "a triplet with the last discard, written whole (白 may stand for an honour)"),
      tiles_verb("kan", {"槓", "杠", "明槓"}, true, 4, 4,
                 "an open kan of the last discard, written whole"),
      tiles_verb("ankan", {"暗槓", "暗杠"}, true, 1, 4,
                 "a closed kan (its four tiles), or one tile: a 暗加カン onto one's closed kan"),
      tiles_verb("kakan", {"加槓", "加杠"}, true, 1, 1,
                 "the 4th tile onto one's pon, or a 明加カン onto one's open kan"),
      tiles_verb("chi", {"チー", "吃"}, true, 3, 3, "read only to be refused: there is no chi"),
      bare_verb("riichi", {"立直", "リーチ"}, true, "riichi, just before its discard"),
      tiles_verb("open-riichi", {"オープン立直", "プンリー"}, true, 1, 14,
                 "open riichi, just before its discard, with the tiles shown"),
      tiles_verb("ron", {"ロン", "和", "栄和"}, true, 0, 13,
                 "a win on the last discard, an added kan tile, a pulled ガリ or (国士無双) a "
                 "closed kan: the concealed hand shown, without the winning tile. A second "
                 "`ron` line is a double ron"),
      tiles_verb("tsumo", {"自摸", "ツモ"}, true, 0, 14,
                 "a win on one's draw: the concealed hand shown (with the drawn tile last, or "
                 "without it when the draw named it)"),
      tiles_verb("mixed-tsumo", {"手中和了"}, true, 0, 14,
                 "a tsumo whose winning tile went into the hand first: scored with the winning "
                 "tile that gives the lowest total"),
      tiles_verb("reveal", {"亮", "聴牌"}, true, 0, 13,
                 "at a drawn hand: a ready seat's concealed tiles; none: not ready"),
      bare_verb("draw-game", {"流局", "荒牌"}, false,
                "the live wall is empty, or a kan found no replacement"),
      bare_verb("chombo", {"チョンボ"}, true,
                "a チョンボ: 20 to each other seat, and the hand is replayed"),
      bare_verb("dead-hand", {"和了放棄"}, true,
                "和了放棄: the seat may no longer win, call or make a kan this hand"),
  };
}

}  // namespace

const VariantInfo& variant_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "chinton";
    v.name = "清一色東天紅";
    v.english = "Chinton: three-player 東天紅 on the 清一色 wall (Waseda club rules)";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = verbs();
    v.options = rule_options();
    v.hand_tags = {"Dealer", "Honba", "Wall", "LiveWall"};
    v.facts = fact_specs();
    // 親 on the dealer's plate; no tile is a trump.
    v.marks = {.dealer_badge = "親", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<Variant> make_variant() {
  return std::make_unique<trick::GameVariant>(
      variant_info(), &trick::match_from_options<ChintonMatch, parse_options>);
}

}  // namespace paipu::chinton
