#include "paipu/db/query.hpp"

namespace paipu::db {

using soci::into;
using soci::use;

std::vector<FactColumn> load_facts(Database& db) {
  std::vector<FactColumn> out;
  soci::rowset<soci::row> rows = db.sql().prepare
                                 << "SELECT variant, slot, name, label, type, doc FROM facts"
                                    " ORDER BY variant, slot";
  for (const auto& r : rows) {
    FactColumn f;
    f.variant = r.get<std::string>(0);
    // The slot's integer type differs by backend (int4, int64): read it as text-free numbers.
    const auto& props = r.get_properties(1);
    f.slot = props.get_data_type() == soci::dt_long_long ? static_cast<int>(r.get<long long>(1))
                                                         : r.get<int>(1);
    f.name = r.get<std::string>(2);
    f.label = r.get<std::string>(3);
    f.type = r.get<std::string>(4);
    f.doc = r.get<std::string>(5);
    out.push_back(std::move(f));
  }
  return out;
}

namespace {

std::string in_list(const std::string& column, const std::vector<std::string>& values) {
  std::string sql = column;
  sql += " IN (";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i) sql += ", ";
    sql += quoted(values[i]);
  }
  sql += ')';
  return sql;
}

}  // namespace

std::string hand_conditions(const Filter& f, const std::string& alias) {
  std::string sql = "1 = 1";
  if (!f.variants.empty()) sql += " AND " + in_list(alias + "variant", f.variants);
  if (f.since) sql += " AND " + alias + "day >= " + std::to_string(f.since);
  if (f.until) sql += " AND " + alias + "day BETWEEN 1 AND " + std::to_string(f.until);
  if (f.invalid_only) sql += " AND " + alias + "status <> 0";
  return sql;
}

std::string seat_conditions(const Filter& f, const std::vector<FactColumn>& facts) {
  std::string sql = "1 = 1";
  if (!f.players.empty()) sql += " AND " + in_list("p.name", f.players);
  if (!f.where.empty()) sql += " AND " + compile_where(f.where, facts);
  return sql;
}

std::string filter_sql(const Filter& f, const std::vector<FactColumn>& facts, bool rollup) {
  if (rollup) {
    std::string sql = hand_conditions(f, "s.");
    if (!f.players.empty()) sql += " AND " + in_list("p.name", f.players);
    return sql;
  }
  return hand_conditions(f, "h.") + " AND " + seat_conditions(f, facts);
}

std::vector<SeatSums> seat_sums(Database& db, const Filter& f,
                                const std::vector<FactColumn>& facts) {
  const bool rollup = f.where.empty() && !f.invalid_only;
  std::string query;
  if (rollup) {
    query = "SELECT p.name, s.variant, s.day, s.seat, s.hands, s.settled, s.net, s.net_sq, " +
            fact_columns("s.") + ", " + fact_columns("s.", "n") +
            " FROM rollup s JOIN players p ON p.id = s.player_id WHERE " +
            filter_sql(f, facts, true);
  } else {
    std::string sums, nonzero;
    for (int i = 0; i < kFactSlots; ++i) {
      const std::string c = "s.f" + std::to_string(i);
      sums += ", SUM(" + c + ")";
      nonzero += ", SUM(CASE WHEN " + c + " <> 0 THEN 1 ELSE 0 END)";
    }
    query =
        "SELECT p.name, h.variant, h.day, s.seat, COUNT(*),"
        " SUM(CASE WHEN h.status = 0 THEN 1 ELSE 0 END), SUM(s.net), SUM(s.net * s.net)" +
        sums + nonzero +
        " FROM seats s JOIN hands h ON h.id = s.hand_id JOIN players p ON p.id = s.player_id"
        " WHERE " +
        filter_sql(f, facts, false) + " GROUP BY p.name, h.variant, h.day, s.seat";
  }
  constexpr std::size_t kBatch = 4096;
  std::vector<std::string> player(kBatch), variant(kBatch);
  std::vector<long long> day(kBatch), seat(kBatch), hands(kBatch), settled(kBatch), net(kBatch),
      net_sq(kBatch);
  std::array<std::vector<long long>, kFactSlots> fs, ns;
  soci::statement st(db.sql());
  st.exchange(into(player));
  st.exchange(into(variant));
  for (auto* v : {&day, &seat, &hands, &settled, &net, &net_sq}) st.exchange(into(*v));
  for (auto& v : fs) {
    v.resize(kBatch);
    st.exchange(into(v));
  }
  for (auto& v : ns) {
    v.resize(kBatch);
    st.exchange(into(v));
  }
  st.alloc();
  st.prepare(query);
  st.define_and_bind();
  std::vector<SeatSums> out;
  // SOCI fetches as many rows as the vectors hold, and shrinks them to what it got.
  auto refill = [&] {
    for (auto* v : {&player, &variant}) v->resize(kBatch);
    for (auto* v : {&day, &seat, &hands, &settled, &net, &net_sq}) v->resize(kBatch);
    for (auto& v : fs) v.resize(kBatch);
    for (auto& v : ns) v.resize(kBatch);
  };
  st.execute(false);
  while (st.fetch()) {
    for (std::size_t i = 0; i < player.size(); ++i) {
      SeatSums s;
      s.player = player[i];
      s.variant = variant[i];
      s.day = static_cast<int>(day[i]);
      s.seat = static_cast<int>(seat[i]);
      s.hands = hands[i];
      s.settled = settled[i];
      s.net = net[i];
      s.net_sq = net_sq[i];
      for (int k = 0; k < kFactSlots; ++k) {
        s.facts[k] = fs[k][i];
        s.nonzero[k] = ns[k][i];
      }
      out.push_back(std::move(s));
    }
    refill();
  }
  return out;
}

}  // namespace paipu::db
