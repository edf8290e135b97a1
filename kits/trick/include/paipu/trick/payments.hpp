/// @file
/// Itemised payments: each item is written down as it is applied, so that the items evaluate to the
/// amount ("base 3", "親倍数 ×2"). A replay that only validates (HandState::notes() off) needs the
/// amounts, not the items: pass `itemise` false and none is written.
/// Part of the trick kit (paipu/trick.hpp includes every part).
#pragma once

#include "paipu/trick/basics.hpp"

namespace paipu::trick {

/// A payment of `amount` whose first item is the base "<label> <amount>" (no items unless
/// `itemise`).
Payment payment(int from, int to, std::string reason, std::string_view label, long long amount,
                int step = -1, bool itemise = true);
/// Adds `k` to the payment and, if it is itemised, records the item "+ <label> <k>".
void add(Payment& p, std::string_view label, long long k);
/// Multiplies the payment by `k` and, if it is itemised, records the item "× <label> ×<k>".
void multiply(Payment& p, std::string_view label, long long k);
/// Whether a payment between `a` and `b` involves the dealer (-1: no dealer known).
inline bool with_dealer(int a, int b, int dealer) {
  return dealer >= 0 && (a == dealer || b == dealer);
}

}  // namespace paipu::trick
