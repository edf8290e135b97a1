#include <memory>

#include "daqizi.hpp"
#include "match.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "pieces.hpp"

namespace paipu::daqizi {

const VariantInfo& variant_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "daqizi";
    v.name = "打棋子";
    v.english = "Da Qi Zi, tricks with xiangqi pieces";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = trick::trick_verbs({.hand_size = kHandSize,
                                  .max_width = 5,
                                  .pad = true,
                                  .play_rule = "a follow must beat the best play of the trick",
                                  .chinese_aliases = true});
    v.options = rule_options();
    v.hand_tags = {"Dealer"};
    v.facts = fact_specs();
    // 親 on the dealer's plate; no piece is a trump.
    v.marks = {.dealer_badge = "親", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<Variant> make_variant() {
  return std::make_unique<trick::GameVariant>(
      variant_info(), &trick::match_from_options<DaqiziMatch, parse_options>);
}

}  // namespace paipu::daqizi
