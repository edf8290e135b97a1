#include <memory>

#include "daqizi.hpp"
#include "match.hpp"
#include "options.hpp"
#include "paipu/trick.hpp"
#include "pieces.hpp"

namespace paipu::daqizi {

namespace {

std::vector<VerbSpec> verbs() {
  return trick::trick_verbs({.hand_size = kHandSize, .max_width = 5});
}

class DaqiziVariant final : public Variant {
 public:
  const VariantInfo& info() const override { return variant_info(); }
  std::unique_ptr<MatchState> new_match(const RuleValues& rules, int /*seats*/) const override {
    return std::make_unique<DaqiziMatch>(parse_options(rules));
  }
};

}  // namespace

const VariantInfo& variant_info() {
  static const VariantInfo info = [] {
    VariantInfo v;
    v.id = "daqizi";
    v.name = "打棋子";
    v.english = "Da Qi Zi, tricks with xiangqi pieces";
    v.version = kVersion;
    v.seat_counts = {kSeats};
    v.pieces = piece_table();
    v.verbs = verbs();
    v.options = rule_options();
    v.hand_tags = {"Dealer"};
    return v;
  }();
  return info;
}

std::unique_ptr<Variant> make_variant() {
  return std::make_unique<DaqiziVariant>();
}

}  // namespace paipu::daqizi
