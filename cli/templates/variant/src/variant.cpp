// The match (the kit's: dealer and totals from hand to hand) and the Variant the plugin exports.
#include <memory>
#include <string>
#include <utility>

#include "hand.hpp"

namespace mygame {

namespace {

class GameMatch final : public paipu::trick::Match<Hand, Options> {
 public:
  // The codes of a Dealer tag that names no seat, one that disagrees with the previous winner, and
  // one after a hand whose winner is unknown.
  GameMatch(Options options, int seats)
      : Match(std::move(options), {"X114", "X120", "X121"}, seats) {}

  std::unique_ptr<paipu::MatchState> clone() const override {
    return std::make_unique<GameMatch>(*this);
  }

 private:
  paipu::Settlement settle_hand(const Hand& h) const override {
    return settle(h.result(), options(), h.notes());
  }
  std::string streak_text(int streak) const override {
    return " (" + std::to_string(streak) + " in a row)";
  }
};

}  // namespace

const paipu::VariantInfo& variant_info() {
  static const paipu::VariantInfo info = [] {
    paipu::VariantInfo v;
    v.id = "mygame";
    v.name = "mygame";  // TODO: the game's own name
    v.english = "mygame (TODO: an English description)";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    // deal, play and pad (kDeal, kPlay, kPad): the kit assumes no pad and no rule for a follow, so
    // a game states both.
    v.verbs = paipu::trick::trick_verbs({.hand_size = kHandSize,
                                         .max_width = 1,
                                         .pad = true,
                                         .play_rule = "a face-up follow must beat the best play"});
    v.options = rule_options();
    v.hand_tags = {"Dealer"};
    v.facts = fact_specs();
    // What the table draws for the game: a badge on the dealer's plate, and the word on the chip
    // of a card that ranks as a trump (ScenePiece::trump). Empty: nothing is drawn. This game has
    // no trumps.
    v.marks = {.dealer_badge = "D", .trump_mark = ""};
    return v;
  }();
  return info;
}

std::unique_ptr<paipu::Variant> make_variant() {
  return std::make_unique<paipu::trick::GameVariant>(
      variant_info(), [](const paipu::RuleValues& rules, int seats) {
        return std::unique_ptr<paipu::MatchState>(
            std::make_unique<GameMatch>(parse_options(rules), seats));
      });
}

}  // namespace mygame
