// The match (the kit's: dealer and totals from hand to hand) and the Variant the plugin exports.
#include <memory>
#include <utility>

#include "hand.hpp"

namespace bigtwo {

namespace {

class BigTwoMatch final : public paipu::trick::Match<Hand, Options> {
 public:
  // The codes of a Dealer tag that names no seat, of one that disagrees with the rotation, and of
  // one after a hand that broke.
  BigTwoMatch(Options options, int seats)
      : Match(std::move(options), {"B114", "B120", "B121"}, seats) {}

  std::unique_ptr<paipu::MatchState> clone() const override {
    return std::make_unique<BigTwoMatch>(*this);
  }

 private:
  paipu::Settlement settle_hand(const Hand& h) const override {
    return settle(h.result(), options(), h.notes());
  }
};

}  // namespace

const paipu::VariantInfo& variant_info() {
  static const paipu::VariantInfo info = [] {
    paipu::VariantInfo v;
    v.id = "bigtwo";
    v.name = "鋤大弟";
    v.english = "Big Two, a climbing game: beat the last play or pass, and be first out";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = paipu::trick::trick_verbs(
        {.piece = "card", .pieces = "cards", .hand_size = kHandSize, .max_width = 5, .pad = false});
    v.verbs[kPlay].doc =
        "1, 2, 3 or 5 cards, face up: a lead, or a combination of as many cards that beats the "
        "last";
    paipu::VerbSpec pass;
    pass.name = "pass";
    pass.aliases = {"過"};
    pass.args = paipu::ArgKind::none;
    pass.min_args = 0;
    pass.max_args = 0;
    pass.doc = "no play this turn; after three passes in a row the last to play leads";
    v.verbs.push_back(std::move(pass));
    v.options = rule_options();
    v.hand_tags = {"Dealer"};
    v.facts = fact_specs();
    // 莊 (the dealer, as Cantonese players say) on the dealer's plate; there are no trumps.
    v.marks = {.dealer_badge = "莊", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<paipu::Variant> make_variant() {
  return std::make_unique<paipu::trick::GameVariant>(
      variant_info(), &paipu::trick::match_from_options<BigTwoMatch, parse_options>);
}

}  // namespace bigtwo
