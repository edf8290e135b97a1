// The settlement of a finished hand: a ron paid by the discarder, a tsumo by each of the other
// two, each winner's total itemised by the club's table; a drawn hand's noten penalty; a チョンボ's
// 20 to each other seat. A win whose indicators or ura the record leaves out, or a drawn hand
// with a seat's readiness unknown, is left unsettled with a note rather than paid wrongly.
#pragma once

#include <vector>

#include "hand.hpp"
#include "paipu/settlement.hpp"
#include "round.hpp"

namespace paipu::chinton {

// Per-seat facts, in VariantInfo::facts order.
std::vector<FactSpec> fact_specs();

Settlement settle(const Round& round, const HandSetup& setup, bool itemise);

// Who deals the next hand and its 本場: the (nearer) winner; after a drawn hand the dealer if
// ready (or always, dealer_after_draw = stays); the same after a チョンボ.
mahjong::Dealership next_dealership(const Round& round, const mahjong::Dealership& d,
                                    const Rules& rules);

}  // namespace paipu::chinton
