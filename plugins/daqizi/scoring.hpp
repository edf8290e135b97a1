// Settlement (rules §2.4): each loser settles with the winner of the hand only. A loser with n
// face-up pieces pays 4 − n, or 5 with none; a negative amount is paid by the winner to that
// loser. Every payment between the dealer and another seat is multiplied by 親倍数 (D). Each
// payment is itemised: its factors multiply to its amount.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "paipu/settlement.hpp"
#include "paipu/variant.hpp"
#include "pieces.hpp"

namespace paipu::daqizi {

// What the settlement needs to know about a finished hand.
struct HandResult {
  int winner = -1;
  std::array<int, kSeats> face_up{};  // pieces each seat keeps face up: the sizes of its tricks
  int dealer = -1;
  int multiplier = 1;  // 親倍数 D
};

// What a loser with `face_up` pieces owes the winner: 5 with none, else 4 − face_up (negative: the
// winner owes the loser).
int base_points(int face_up);

// The per-seat facts every settled hand reports (Settlement::facts), in this order.
enum Fact : int { kFactWon, kFactDealer, kFactFaceUp, kFactNoTrick, kFactCount };
std::vector<FactSpec> fact_specs();

// `itemise`: write the payments' items and the notes; a replay that only validates needs neither.
Settlement settle(const HandResult& r, bool itemise = true);

}  // namespace paipu::daqizi
