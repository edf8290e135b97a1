// Statistics folded from the database's seat sums: per group (player, variant, month or seat),
// hands, net points with a confidence interval, and every fact the variants declare.
#pragma once

#include <string>
#include <vector>

#include "paipu/db/query.hpp"

namespace paipu::db {

enum class GroupBy { player, variant, month, seat };
GroupBy group_by(const std::string& name);  // "player", "variant", "month", "seat"

// One fact summed over a group's settled hands of the variants that declare it.
struct FactFigure {
  std::string name, label, type;  // type: flag, count or amount (paipu::FactType)
  long long sum = 0;
  long long nonzero = 0;  // hands where it was not zero
  long long hands = 0;    // settled hands of variants declaring it: 0 means "not applicable"
  // flag: the share of hands; count: per hand; amount: the mean where it occurred.
  double figure() const;
};

struct GroupStats {
  std::string group;
  long long hands = 0;      // settled hands: what the figures are over
  long long unsettled = 0;  // stored but not settled (invalid, unfinished, ...)
  long long net = 0;
  long long net_sq = 0;
  std::vector<FactFigure> facts;  // the same names, in the same order, in every group
  ReviewCounts review;            // over its analysed seat-hands (`import --analyze`)
  double per_hand() const;
  // Half the width of the 95% confidence interval of per_hand() (normal approximation); 0 with
  // fewer than two hands.
  double ci95() const;
};

// The groups in display order (players and variants by hands played, months and seats in
// order), and the total over all of them in `total`.
std::vector<GroupStats> group_stats(const std::vector<SeatSums>& rows,
                                    const std::vector<FactColumn>& facts, GroupBy by,
                                    GroupStats& total);

// Adds review_sums() rows to the groups group_stats() made of the same filter, and to `total`.
void fold_reviews(std::vector<GroupStats>& groups, GroupStats& total,
                  const std::vector<ReviewSums>& rows, GroupBy by);

}  // namespace paipu::db
