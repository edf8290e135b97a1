#include <memory>

#include "match.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "tianjiu.hpp"
#include "tiles.hpp"

namespace paipu::tianjiu {

namespace {

// The rule `play`'s description states: the kit names none of its own.
constexpr const char* kPlayRule = "a follow must beat the best play of the trick";

std::vector<VerbSpec> verbs() {
  std::vector<VerbSpec> v = trick::trick_verbs({.piece = "tile",
                                                .pieces = "tiles",
                                                .hand_size = kHandSize,
                                                .max_width = 4,
                                                .pad_gloss = " (墊)",
                                                .pad = true,
                                                .play_rule = kPlayRule,
                                                .chinese_aliases = true});
  v.push_back({"declare",
               {},
               true,
               ArgKind::words,
               1,
               1,
               {"七枝牌", "八枝牌", "qizhi", "bazhi"},
               "declares a dealt-hand win (例牌) before the first lead"});
  return v;
}

}  // namespace

const VariantInfo& variant_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "tianjiu";
    v.name = "打天九";
    v.english = "Tian Jiu (Tien Gow) dominoes";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = verbs();
    v.options = rule_options();
    v.hand_tags = {"Dealer"};
    v.facts = fact_specs();
    // 親 on the dealer's plate; no tile is a trump.
    v.marks = {.dealer_badge = "親", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<Variant> make_variant() {
  return std::make_unique<trick::GameVariant>(
      variant_info(), &trick::match_from_options<TianjiuMatch, parse_options>);
}

}  // namespace paipu::tianjiu
