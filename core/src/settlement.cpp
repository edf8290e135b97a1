#include "paipu/settlement.hpp"

namespace paipu {

const char* to_string(ItemKind k) {
  switch (k) {
    case ItemKind::base:
      return "base";
    case ItemKind::add:
      return "add";
    case ItemKind::times:
      return "times";
  }
  return "?";
}

long long evaluate(const std::vector<Item>& items) {
  long long amount = 0;
  for (const Item& i : items)
    amount = i.kind == ItemKind::times ? amount * i.value : amount + i.value;
  return amount;
}

std::string signed_text(long long v) {
  // Appending, not `"+" + to_string(v)`: GCC 12's LTO warns (falsely) that the insert overflows.
  std::string s = v > 0 ? "+" : "";
  s += std::to_string(v);
  return s;
}

std::string items_text(const std::vector<Item>& items) {
  std::string s;
  bool sum = false;  // `s` ends in a sum of two or more terms, which a product must bracket
  for (const Item& i : items) {
    const std::string v = std::to_string(i.value);
    if (i.kind == ItemKind::times) {
      if (sum) s = "(" + s + ")";
      sum = false;
      s += (s.empty() ? "" : " × ") + i.label + " ×" + v;
    } else {
      sum = sum || (!s.empty() && i.kind == ItemKind::add);
      s += (s.empty() ? "" : " + ") + i.label + " " + v;
    }
  }
  return s;
}

std::vector<long long> net_deltas(const std::vector<Payment>& payments, int seats) {
  std::vector<long long> d(static_cast<std::size_t>(seats), 0);
  for (const auto& p : payments) {
    d[static_cast<std::size_t>(p.from)] -= p.amount;
    d[static_cast<std::size_t>(p.to)] += p.amount;
  }
  return d;
}

}  // namespace paipu
