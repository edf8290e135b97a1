// Melds, holdings, the ledger of shown copies and payment patterns: the table-side parts of the
// mahjong kit.
#include <algorithm>
#include <array>

#include "paipu/mahjong/calls.hpp"
#include "paipu/mahjong/holdings.hpp"
#include "paipu/mahjong/melds.hpp"
#include "paipu/mahjong/payments.hpp"

namespace paipu::mahjong {

bool is_sequence(std::span<const Kind> kinds, Kind* lowest) {
  if (kinds.size() != 3) return false;
  std::array<Kind, 3> k{kinds[0], kinds[1], kinds[2]};
  std::sort(k.begin(), k.end());
  if (!is_suited(k[0]) || suit_of(k[0]) != suit_of(k[2])) return false;
  if (k[1] != k[0] + 1 || k[2] != k[0] + 2) return false;
  if (lowest != nullptr) *lowest = k[0];
  return true;
}

bool all_same(std::span<const Kind> kinds) {
  return !kinds.empty() &&
         std::all_of(kinds.begin(), kinds.end(), [&](Kind k) { return k == kinds.front(); });
}

Counts meld_counts(std::span<const Meld> melds) {
  Counts c{};
  for (const Meld& m : melds) {
    if (m.kind >= kKinds) continue;  // a closed kan nobody saw
    for (int i = 0; i < m.copies; ++i) add(c, m.kind_at(i));
  }
  return c;
}

ChiOptions chi_options(Kind discard, const Counts& usable) {
  ChiOptions out;
  if (discard >= kKinds || !is_suited(discard)) return out;
  const int n = number_of(discard);
  for (int low = std::max(1, n - 2); low <= std::min(n, 7); ++low) {
    ChiOption o;
    o.low = static_cast<Kind>(discard - n + low);
    int used = 0;
    bool ok = true;
    for (int j = 0; j < 3 && ok; ++j) {
      const auto k = static_cast<Kind>(o.low + j);
      if (k == discard) continue;
      ok = usable[k] > 0;
      o.from_hand[static_cast<std::size_t>(used++)] = k;
    }
    if (ok) out.items[static_cast<std::size_t>(out.count++)] = o;
  }
  return out;
}

KindSet concealed_kans(const Counts& usable) {
  KindSet out;
  for (int k = 0; k < kKinds; ++k)
    if (usable[static_cast<std::size_t>(k)] >= 4) out.insert(static_cast<Kind>(k));
  return out;
}

KindSet added_kans(const Counts& usable, std::span<const Meld> melds) {
  KindSet out;
  for (const Meld& m : melds)
    if (m.type == MeldType::pon && m.kind < kKinds && usable[m.kind] > 0) out.insert(m.kind);
  return out;
}

bool Holding::remove(Kind k) {
  if (known_[k] > 0) {
    mahjong::add(known_, k, -1);
    return true;
  }
  if (unknown_ == 0) return false;
  --unknown_;
  return true;
}

bool Holding::identify(Kind k) {
  if (unknown_ == 0) return false;
  --unknown_;
  mahjong::add(known_, k);
  return true;
}

bool Ledger::place(Kind k) {
  if (placed_[k] >= limits_[k]) return false;
  add(placed_, k);
  return true;
}

namespace {

Payment flat(int from, int to, long long amount, const std::string& reason, bool itemise) {
  Payment p;
  p.from = from;
  p.to = to;
  p.amount = amount;
  p.reason = reason;
  if (itemise) p.items = {{ItemKind::base, reason, amount}};
  return p;
}

}  // namespace

std::vector<Payment> every_loser_pays(int winner, int seats, const std::string& reason,
                                      const std::function<std::vector<Item>(int payer)>& items,
                                      bool itemise) {
  std::vector<Payment> out;
  for (int s = 0; s < seats; ++s) {
    if (s == winner) continue;
    std::vector<Item> it = items(s);
    const long long amount = evaluate(it);
    if (amount <= 0) continue;
    Payment p = flat(s, winner, amount, reason, false);
    if (itemise) p.items = std::move(it);
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<Payment> discarder_pays(int winner, int discarder, const std::string& reason,
                                    std::vector<Item> items, bool itemise) {
  const long long amount = evaluate(items);
  if (amount <= 0 || winner == discarder) return {};
  Payment p = flat(discarder, winner, amount, reason, false);
  if (itemise) p.items = std::move(items);
  return {std::move(p)};
}

std::vector<Payment> not_ready_pay_ready(std::span<const bool> ready, long long amount,
                                         const std::string& reason, bool itemise) {
  std::vector<Payment> out;
  if (amount <= 0) return out;
  for (std::size_t from = 0; from < ready.size(); ++from) {
    if (ready[from]) continue;
    for (std::size_t to = 0; to < ready.size(); ++to)
      if (ready[to])
        out.push_back(flat(static_cast<int>(from), static_cast<int>(to), amount, reason, itemise));
  }
  return out;
}

std::vector<Payment> penalty_to_each(int offender, int seats, long long amount,
                                     const std::string& reason, bool itemise) {
  std::vector<Payment> out;
  if (amount <= 0) return out;
  for (int to = 0; to < seats; ++to)
    if (to != offender) out.push_back(flat(offender, to, amount, reason, itemise));
  return out;
}

std::vector<Payment> bonus_per_tile(
    std::span<const int> held, long long per_tile, const std::string& reason,
    const std::string& label, bool itemise,
    const std::function<std::vector<Item>(int from, int to)>& scale) {
  std::vector<Payment> out;
  const int seats = static_cast<int>(held.size());
  for (int to = 0; to < seats; ++to) {
    if (per_tile * held[static_cast<std::size_t>(to)] <= 0) continue;
    for (int from = 0; from < seats; ++from) {
      if (from == to) continue;
      long long amount = per_tile * held[static_cast<std::size_t>(to)];
      std::vector<Item> factors = scale ? scale(from, to) : std::vector<Item>{};
      for (const Item& f : factors) amount *= f.value;
      if (amount <= 0) continue;
      Payment p = flat(from, to, amount, reason, false);
      if (itemise) {
        p.items = {{ItemKind::base, label, held[static_cast<std::size_t>(to)]},
                   {ItemKind::times, "per tile", per_tile}};
        p.items.insert(p.items.end(), factors.begin(), factors.end());
      }
      out.push_back(std::move(p));
    }
  }
  return out;
}

}  // namespace paipu::mahjong
