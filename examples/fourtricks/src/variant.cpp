// The match (the kit's: dealer and totals from hand to hand) and the Variant the plugin exports.
#include <memory>
#include <string>
#include <utility>

#include "hand.hpp"

namespace fourtricks {

namespace {

class FourTricksMatch final : public paipu::trick::Match<Hand, Options> {
 public:
  // The codes of a Dealer tag that names no seat, of one that disagrees with the previous winner,
  // and of one after a hand whose winner is unknown.
  FourTricksMatch(Options options, int seats)
      : Match(std::move(options), {"F114", "F120", "F121"}, seats) {}

  std::unique_ptr<paipu::MatchState> clone() const override {
    return std::make_unique<FourTricksMatch>(*this);
  }

 private:
  paipu::Settlement settle_hand(const Hand& h) const override {
    return settle(h.result(), options(), h.notes());
  }
  std::string streak_text(int streak) const override {
    return " (dealt " + std::to_string(streak + 1) + " hands in a row)";
  }
};

}  // namespace

const paipu::VariantInfo& variant_info() {
  static const paipu::VariantInfo info = [] {
    paipu::VariantInfo v;
    v.id = "fourtricks";
    v.name = "Four Tricks";
    v.english = "Four Tricks, plain tricks with a 16-card pack (a toy game, the SDK's example)";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = paipu::trick::trick_verbs(
        {.piece = "card", .pieces = "cards", .hand_size = kHandSize, .max_width = 1, .pad = false});
    // deal and play; a follower always plays face up here, so there is no pad.
    v.verbs[kPlay].doc =
        "a card, face up: a lead, or a follow in the led suit while the seat has one";
    v.options = rule_options();
    v.hand_tags = {"Dealer"};
    v.facts = fact_specs();
    // "D" on the dealer's plate; there are no trumps, so no trump mark.
    v.marks = {.dealer_badge = "D", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<paipu::Variant> make_variant() {
  return std::make_unique<paipu::trick::GameVariant>(
      variant_info(), [](const paipu::RuleValues& rules, int seats) {
        return std::unique_ptr<paipu::MatchState>(
            std::make_unique<FourTricksMatch>(parse_options(rules), seats));
      });
}

}  // namespace fourtricks
