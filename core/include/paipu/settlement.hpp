// Itemised settlement: every payment says who pays whom, how much, and the chain of factors behind
// it.
#pragma once

#include <string>
#include <vector>

namespace paipu {

struct Payment {
  int from = -1;
  int to = -1;
  long long amount = 0;              // always > 0
  std::string reason;                // "結", "賀尊", "入一"
  std::vector<std::string> factors;  // "base 3", "么結 ×2", "親倍数 ×2": product equals amount
  int step = -1;                     // event index for payments made during the hand, -1 at the end
};

struct Settlement {
  bool complete = false;  // false when the hand did not reach its end
  int winner = -1;
  std::vector<Payment> payments;
  std::vector<long long> deltas;  // per seat; sums to zero
  std::vector<std::string> notes;
};

// Sums the payments into per-seat deltas.
std::vector<long long> net_deltas(const std::vector<Payment>& payments, int seats);

}  // namespace paipu
