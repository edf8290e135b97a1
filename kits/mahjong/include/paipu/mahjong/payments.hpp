/// @file
/// Payment patterns of mahjong settlements: every loser pays the winner, the discarder alone pays,
/// a bonus per tile held paid by each other seat, the seats not ready paying those ready at a drawn
/// hand, and a penalty paid to every other seat. Each payment carries its items (settlement.hpp),
/// so the amount reads as people reckon it. Part of the mahjong kit (paipu/mahjong.hpp includes
/// every part).
#pragma once

#include <functional>
#include <span>
#include <string>
#include <vector>

#include "paipu/settlement.hpp"

namespace paipu::mahjong {

/// Each seat but `winner` pays it the amount its items evaluate to (温州: every loser pays, the
/// discarder no more than the rest). `items(payer)` gives the items; a payer whose items come to 0
/// pays nothing. Without `itemise` the payments carry the amounts only.
std::vector<Payment> every_loser_pays(int winner, int seats, const std::string& reason,
                                      const std::function<std::vector<Item>(int payer)>& items,
                                      bool itemise = true);

/// The discarder alone pays the winner (清一色東天紅's ron): one payment of what `items` evaluate
/// to, none when that is 0.
std::vector<Payment> discarder_pays(int winner, int discarder, const std::string& reason,
                                    std::vector<Item> items, bool itemise = true);

/// At a drawn hand, each seat not ready (`ready[s]` false) pays `amount` to each seat that is;
/// nothing when all or none are ready. With three seats and 20 a pair, one ready seat takes 40 and
/// two ready seats take 20 each from the third.
std::vector<Payment> not_ready_pay_ready(std::span<const bool> ready, long long amount,
                                         const std::string& reason, bool itemise = true);

/// A penalty (チョンボ): `offender` pays `amount` to every other seat.
std::vector<Payment> penalty_to_each(int offender, int seats, long long amount,
                                     const std::string& reason, bool itemise = true);

/// A bonus per tile held (温州's 財神銭): each seat holding `held[s]` > 0 such tiles receives
/// `per_tile` × held[s] from every other seat, times each factor (a `times` item) that
/// `scale(from, to)` gives when it is given (a rule that scales the bonus as it does a win's
/// payment). Payments both ways between two holders are kept apart, as each is its own bonus.
std::vector<Payment> bonus_per_tile(
    std::span<const int> held, long long per_tile, const std::string& reason,
    const std::string& label, bool itemise = true,
    const std::function<std::vector<Item>(int from, int to)>& scale = nullptr);

}  // namespace paipu::mahjong
