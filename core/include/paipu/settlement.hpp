/// @file
/// Itemised settlement: every payment says who pays whom, how much, and the items behind the
/// amount. Trick games multiply (base 3 × 么結 ×2 × 親倍数 ×2); mahjong adds named items and
/// multiplies the sum by a payment pattern ((門前 1 + 親 1 + 5p 2) × ron ×1): both are one list of
/// items, evaluated left to right.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace paipu {

/// How an Item takes part in its payment's amount.
enum class ItemKind : std::uint8_t {
  base,   ///< starts the amount: "base 3"
  add,    ///< adds to the amount so far: "+ 門前 1"
  times,  ///< multiplies the amount so far: "× 親倍数 ×2"
};

/// "base", "add" or "times".
const char* to_string(ItemKind k);

/// One named step of a payment's amount (`base 3`, `親倍数 ×2`); evaluate() folds them left to
/// right.
struct Item {
  ItemKind kind = ItemKind::base;  ///< base, add or times
  std::string label;               ///< "base", "么結", "門前", "親倍数"
  long long value = 0;             ///< the points, or the factor of a `times`
  /// Field by field.
  friend bool operator==(const Item&, const Item&) = default;
};

/// The amount the items give, left to right: base and add items add to the running amount, a times
/// item multiplies it.
long long evaluate(const std::vector<Item>& items);

/// The items as people read them: "base 3 × 么結 ×2", "(門前 1 + 親 1 + 5p 2) × ron ×1". Terms
/// added before a product are bracketed.
std::string items_text(const std::vector<Item>& items);

/// A point figure with its sign as a result line writes it: "+9", "-3", "0".
std::string signed_text(long long v);

/// One seat paying another, with the reason and the items that make the amount.
struct Payment {
  int from = -1;            ///< the paying seat
  int to = -1;              ///< the paid seat, not `from`
  long long amount = 0;     ///< always > 0
  std::string reason;       ///< "結", "賀尊", "入一", "ron"
  std::vector<Item> items;  ///< evaluate(items) == amount; empty when the replay asked for no notes
  int step = -1;            ///< event index for payments made during the hand, -1 at the end
};

/// A finished hand's payments, score changes and facts: what MatchState::finish_hand returns.
struct Settlement {
  /// False when the hand did not reach its end, or reached it without what its payments turn on
  /// (then `notes` say what is missing, no payment is made, and the host reports R015).
  bool complete = false;
  /// Who won the hand: none for a drawn hand, two or more for a double ron. The first is the one
  /// the match follows (the nearer winner deals next).
  std::vector<int> winners;
  std::vector<Payment> payments;  ///< every payment, each for a positive amount
  std::vector<long long> deltas;  ///< per seat; sums to zero
  /// rule events of the settlement for the viewer and replay (only when notes are on)
  std::vector<std::string> notes;
  /// One figure per seat and VariantInfo::facts entry, seat by seat (empty when the hand did not
  /// finish): what a statistics layer aggregates without knowing the variant. Flat, so that a
  /// settled hand costs one allocation for them.
  std::vector<long long> facts;

  /// The winner the match follows (the first of `winners`), -1 for a drawn hand.
  int winner() const { return winners.empty() ? -1 : winners.front(); }
  /// The facts of `seat`, in VariantInfo::facts order.
  std::span<const long long> facts_of(int seat) const {
    if (deltas.empty() || facts.empty()) return {};
    const std::size_t n = facts.size() / deltas.size();
    return {facts.data() + static_cast<std::size_t>(seat) * n, n};
  }
};

/// Sums the payments into per-seat deltas.
std::vector<long long> net_deltas(const std::vector<Payment>& payments, int seats);

}  // namespace paipu
