#include "paipu/settlement.hpp"

namespace paipu {

std::vector<long long> net_deltas(const std::vector<Payment>& payments, int seats) {
  std::vector<long long> d(static_cast<std::size_t>(seats), 0);
  for (const auto& p : payments) {
    d[static_cast<std::size_t>(p.from)] -= p.amount;
    d[static_cast<std::size_t>(p.to)] += p.amount;
  }
  return d;
}

}  // namespace paipu
