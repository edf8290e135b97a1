// What `import --analyze` stored, read back: summed for `paipu stats`, by seat for `paipu hands`.
#include <algorithm>
#include <map>

#include "paipu/db/query.hpp"

namespace paipu::db {

using soci::into;

namespace {

// The sums over decisions `an` (joined LEFT: a seat may have none), in ReviewCounts order after
// `hands`.
const char* const kDecisionSums =
    "COUNT(an.hand_id), COALESCE(SUM(an.exact), 0),"
    " COALESCE(SUM(CASE WHEN an.exact = 1 AND an.loss = 0 THEN 1 ELSE 0 END), 0),"
    " COALESCE(SUM(CASE WHEN an.exact = 1 THEN an.loss ELSE 0 END), 0),"
    " COALESCE(SUM(an.loss), 0),"
    " COALESCE(SUM(CASE WHEN an.glyph = '?!' THEN 1 ELSE 0 END), 0),"
    " COALESCE(SUM(CASE WHEN an.glyph = '?' THEN 1 ELSE 0 END), 0),"
    " COALESCE(SUM(CASE WHEN an.glyph = '?"
    "?' THEN 1 ELSE 0 END), 0)";  // split: no trigraph

void exchange_sums(soci::statement& st, ReviewCounts& c) {
  for (long long* v : {&c.decisions, &c.exact, &c.best, &c.exact_loss, &c.loss, &c.dubious,
                       &c.mistakes, &c.blunders})
    st.exchange(into(*v));
}

double share(long long part, long long whole) {
  return whole ? static_cast<double>(part) / static_cast<double>(whole) : 0;
}

}  // namespace

void ReviewCounts::add(const ReviewCounts& o) {
  hands += o.hands;
  decisions += o.decisions;
  exact += o.exact;
  best += o.best;
  exact_loss += o.exact_loss;
  loss += o.loss;
  dubious += o.dubious;
  mistakes += o.mistakes;
  blunders += o.blunders;
}

double ReviewCounts::best_share() const {
  return share(best, exact);
}

double ReviewCounts::loss_per_decision() const {
  return share(exact_loss, exact);
}

std::vector<ReviewSums> review_sums(Database& db, const Filter& f,
                                    const std::vector<FactColumn>& facts) {
  ReviewSums row;
  soci::statement st(db.sql());
  st.exchange(into(row.player));
  st.exchange(into(row.variant));
  st.exchange(into(row.day));
  st.exchange(into(row.seat));
  st.exchange(into(row.counts.hands));
  exchange_sums(st, row.counts);
  st.alloc();
  st.prepare(
      std::string("SELECT p.name, h.variant, h.day, s.seat, COUNT(DISTINCT s.hand_id), ") +
      kDecisionSums +
      " FROM reviews v JOIN seats s ON s.hand_id = v.hand_id JOIN hands h ON h.id = s.hand_id"
      " JOIN players p ON p.id = s.player_id"
      " LEFT JOIN decisions an ON an.hand_id = s.hand_id AND an.seat = s.seat"
      " WHERE v.analysed = 1 AND " +
      filter_sql(f, facts, false) + " GROUP BY p.name, h.variant, h.day, s.seat");
  st.define_and_bind();
  std::vector<ReviewSums> out;
  for (st.execute(false); st.fetch();) out.push_back(row);
  return out;
}

void add_reviews(Database& db, std::vector<HandRow>& hands) {
  std::map<long long, HandRow*> by_id;
  for (auto& h : hands) by_id[h.id] = &h;
  // In slices, so that a statement's list of ids stays short.
  constexpr std::size_t kSlice = 500;
  std::vector<long long> ids;
  for (const auto& [id, row] : by_id) ids.push_back(id);
  for (std::size_t from = 0; from < ids.size(); from += kSlice) {
    std::string in;
    for (std::size_t i = from; i < std::min(ids.size(), from + kSlice); ++i) {
      if (!in.empty()) in += ", ";
      in += std::to_string(ids[i]);
    }
    long long id = 0;
    int analysed = 0, seat = 0;
    std::string skipped;
    soci::statement reviews =
        (db.sql().prepare << "SELECT hand_id, analysed, skipped FROM reviews WHERE hand_id IN (" +
                                 in + ")",
         into(id), into(analysed), into(skipped));
    for (reviews.execute(false); reviews.fetch();) {
      HandRow& h = *by_id.at(id);
      h.reviewed = true;
      h.analysed = analysed != 0;
      h.skipped = skipped;
      if (!h.analysed) continue;
      ReviewCounts none;  // a seat with no decision in an analysed hand
      none.hands = 1;
      h.review.assign(h.seats.size(), none);
    }
    ReviewCounts c;
    soci::statement sums(db.sql());
    sums.exchange(into(id));
    sums.exchange(into(seat));
    exchange_sums(sums, c);
    sums.alloc();
    sums.prepare(std::string("SELECT an.hand_id, an.seat, ") + kDecisionSums +
                 " FROM decisions an WHERE an.hand_id IN (" + in +
                 ") GROUP BY an.hand_id, an.seat");
    sums.define_and_bind();
    for (sums.execute(false); sums.fetch();) {
      HandRow& h = *by_id.at(id);
      if (seat < 0 || seat >= static_cast<int>(h.review.size())) continue;
      c.hands = 1;
      h.review[static_cast<std::size_t>(seat)] = c;
    }
  }
}

}  // namespace paipu::db
