#include "paipu/db/stats.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "paipu/db/parsed_file.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::db {

GroupBy group_by(const std::string& name) {
  if (name == "variant") return GroupBy::variant;
  if (name == "month") return GroupBy::month;
  if (name == "seat") return GroupBy::seat;
  if (name == "player") return GroupBy::player;
  throw DbError("--by expects player, variant, month or seat, got '" + name + "'");
}

double FactFigure::figure() const {
  if (type == "amount")
    return nonzero ? static_cast<double>(sum) / static_cast<double>(nonzero) : 0;
  return hands ? static_cast<double>(sum) / static_cast<double>(hands) : 0;
}

double GroupStats::per_hand() const {
  return hands ? static_cast<double>(net) / static_cast<double>(hands) : 0;
}

double GroupStats::ci95() const {
  if (hands < 2) return 0;
  const double n = static_cast<double>(hands);
  const double mean = per_hand();
  const double variance = std::max(0.0, (static_cast<double>(net_sq) - n * mean * mean) / (n - 1));
  return 1.96 * std::sqrt(variance / n);
}

namespace {

// A row's group: the grain of SeatSums and of ReviewSums.
template <typename Row>
std::string group_key(const Row& r, GroupBy by) {
  switch (by) {
    case GroupBy::player:
      return r.player.empty() ? "(unnamed)" : r.player;
    case GroupBy::variant:
      return r.variant;
    case GroupBy::month:
      return r.day ? date_of(r.day).substr(0, 7) : "(no date)";
    case GroupBy::seat:
      return seat_letter(r.seat);
  }
  return {};
}

void add(GroupStats& g, const SeatSums& r, const std::vector<const FactColumn*>& declared,
         const std::map<std::string, std::size_t>& index) {
  g.hands += r.settled;
  g.unsettled += r.hands - r.settled;
  g.net += r.net;
  g.net_sq += r.net_sq;
  for (const FactColumn* f : declared) {
    FactFigure& fig = g.facts[index.at(f->name)];
    fig.sum += r.facts[static_cast<std::size_t>(f->slot)];
    fig.nonzero += r.nonzero[static_cast<std::size_t>(f->slot)];
    fig.hands += r.settled;
  }
}

}  // namespace

std::vector<GroupStats> group_stats(const std::vector<SeatSums>& rows,
                                    const std::vector<FactColumn>& facts, GroupBy by,
                                    GroupStats& total) {
  // The facts of the variants present, by name, in declaration order.
  std::map<std::string, std::vector<const FactColumn*>> by_variant;
  for (const auto& f : facts) by_variant[f.variant].push_back(&f);
  std::vector<FactFigure> blank;
  std::map<std::string, std::size_t> index;
  std::map<std::string, bool> present;
  for (const auto& r : rows) present[r.variant] = true;
  for (const auto& [variant, list] : by_variant) {
    if (!present.count(variant)) continue;
    for (const FactColumn* f : list)
      if (index.emplace(f->name, blank.size()).second)
        blank.push_back(FactFigure{f->name, f->label, f->type});
  }
  total = GroupStats{"all", 0, 0, 0, 0, blank, {}};
  std::map<std::string, GroupStats> groups;
  static const std::vector<const FactColumn*> kNone;
  for (const auto& r : rows) {
    const auto found = by_variant.find(r.variant);
    const auto& declared = found == by_variant.end() ? kNone : found->second;
    const std::string key = group_key(r, by);
    auto [it, fresh] = groups.try_emplace(key);
    if (fresh) it->second = GroupStats{key, 0, 0, 0, 0, blank, {}};
    add(it->second, r, declared, index);
    add(total, r, declared, index);
  }
  std::vector<GroupStats> out;
  for (auto& [key, g] : groups) out.push_back(std::move(g));
  if (by == GroupBy::seat)
    std::stable_sort(out.begin(), out.end(), [](const GroupStats& a, const GroupStats& b) {
      static const std::string kOrder = "ESWN";
      return kOrder.find(a.group) < kOrder.find(b.group);
    });
  if (by == GroupBy::player || by == GroupBy::variant)
    std::stable_sort(out.begin(), out.end(), [](const GroupStats& a, const GroupStats& b) {
      return a.hands + a.unsettled > b.hands + b.unsettled;
    });
  return out;
}

void fold_reviews(std::vector<GroupStats>& groups, GroupStats& total,
                  const std::vector<ReviewSums>& rows, GroupBy by) {
  std::map<std::string, GroupStats*> at;
  for (auto& g : groups) at[g.group] = &g;
  for (const auto& r : rows) {
    total.review.add(r.counts);
    // Every analysed seat-hand is a stored seat-hand, so its group is there.
    if (const auto it = at.find(group_key(r, by)); it != at.end()) it->second->review.add(r.counts);
  }
}

}  // namespace paipu::db
