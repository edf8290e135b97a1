// The settlement of a finished hand: each loser pays the winner its rate × the class, and each
// 財神 held earns 財神銭 from every other seat, won or drawn. A seat whose 財神 the record does not
// show leaves the hand unsettled, with a note, rather than paid wrongly.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "paipu/mahjong/dealer.hpp"
#include "paipu/settlement.hpp"
#include "round.hpp"

namespace paipu::wenzhou {

// The dealer's streak: 1 in the dealer's first hand, up to 4 (温州 counts no 本場).
using DealerState = mahjong::Dealership;

// What `payer` owes `winner` before the class: the dealer's rate when either is the dealer,
// else 1.
int base_rate(int payer, int winner, const DealerState& d, const Rules& rules);

// What each loser pays the winner of class `cls`, itemised ("dealer rate 4 × 軟牌 ×1").
std::vector<Payment> win_payments(int winner, WinClass cls, const std::string& reason,
                                  const DealerState& d, const Rules& rules, bool itemise);
// 財神銭 for the 財神 each seat holds (`winner` -1 for a drawn hand; `cls` the win's class, which
// only the `scaled` option reads).
std::vector<Payment> caishen_payments(std::span<const int> held, int winner, WinClass cls,
                                      const DealerState& d, const Rules& rules, bool itemise);

// Per-seat facts, in VariantInfo::facts order.
std::vector<FactSpec> fact_specs();

Settlement settle(const Round& round, const DealerState& d, bool itemise);

// Who deals next and at what level: the dealer again (one level up) after its own win, except
// after a win at level 4; the next seat after another's win; after a drawn hand, the dealer again
// at the same level unless someone made a kan.
DealerState next_dealer(int winner, bool kan_made, const DealerState& d);

}  // namespace paipu::wenzhou
