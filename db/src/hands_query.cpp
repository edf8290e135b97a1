#include <algorithm>
#include <map>

#include "paipu/db/query.hpp"

namespace paipu::db {

using soci::into;
using soci::use;

namespace {

// Where each hand was first read: joined in, duplicates (the same hand in several files) come
// out consecutively, first occurrence first.
const char* const kFirstSeen =
    " JOIN occurrences o ON o.hand_id = h.id JOIN records r ON r.id = o.record_id"
    " JOIN files f ON f.id = r.file_id";

}  // namespace

std::vector<HandRow> matching_hands(Database& db, const Filter& filter,
                                    const std::vector<FactColumn>& facts, long long limit) {
  std::string where = hand_conditions(filter, "h.");
  if (!filter.players.empty() || !filter.where.empty())
    where +=
        " AND EXISTS (SELECT 1 FROM seats s JOIN players p ON p.id = s.player_id"
        " WHERE s.hand_id = h.id AND " +
        seat_conditions(filter, facts) + ")";
  HandRow row;
  int status = 0;
  soci::statement st =
      (db.sql().prepare << "SELECT h.id, f.path, o.line, h.variant, h.day, h.status, h.errors,"
                           " h.warnings, o.record_id, o.hand_index FROM hands h" +
                               std::string(kFirstSeen) + " WHERE " + where +
                               " ORDER BY h.day, h.id, r.id, o.line",
       into(row.id), into(row.path), into(row.line), into(row.variant), into(row.day), into(status),
       into(row.errors), into(row.warnings), into(row.record_id), into(row.hand_index));
  std::vector<HandRow> out;
  for (st.execute(false); st.fetch();) {
    if (!out.empty() && out.back().id == row.id) continue;  // the same hand in another file
    row.status = static_cast<HandStatus>(status);
    out.push_back(row);
  }
  std::stable_sort(out.begin(), out.end(), [](const HandRow& a, const HandRow& b) {
    return std::tie(a.day, a.path, a.line) < std::tie(b.day, b.path, b.line);
  });
  if (limit >= 0 && out.size() > static_cast<std::size_t>(limit))
    out.resize(static_cast<std::size_t>(limit));
  std::map<long long, std::size_t> at;
  for (std::size_t i = 0; i < out.size(); ++i) at[out[i].id] = i;
  long long hand = 0, net = 0;
  std::string name;
  soci::statement seats =
      (db.sql().prepare << "SELECT s.hand_id, p.name, s.net FROM seats s"
                           " JOIN players p ON p.id = s.player_id JOIN hands h ON h.id = s.hand_id"
                           " WHERE " +
                               where + " ORDER BY s.hand_id, s.seat",
       into(hand), into(name), into(net));
  for (seats.execute(false); seats.fetch();)
    if (const auto it = at.find(hand); it != at.end())
      out[it->second].seats.emplace_back(name, net);
  add_reviews(db, out);
  return out;
}

RebuiltRecords rebuild_records(Database& db, const std::vector<HandRow>& hands) {
  RebuiltRecords out;
  std::vector<long long> records;
  for (const auto& h : hands) {
    auto it = std::find(records.begin(), records.end(), h.record_id);
    if (it == records.end()) it = records.insert(records.end(), h.record_id);
    out.hands.insert({static_cast<int>(it - records.begin()), h.hand_index});
  }
  std::string text;
  long long id = 0;
  soci::statement st =
      (db.sql().prepare << "SELECT text FROM records WHERE id = :r", use(id), into(text));
  for (const long long r : records) {
    id = r;
    st.execute(true);
    out.text += text;
    if (!text.empty() && text.back() != '\n') out.text += '\n';
  }
  return out;
}

void visit_seat_rows(Database& db, const Filter& filter, const std::vector<FactColumn>& facts,
                     const std::function<void(const SeatRow&)>& visit) {
  SeatRow row;
  int status = 0;
  soci::statement st(db.sql());
  st.exchange(into(row.hand));
  st.exchange(into(row.hash));
  st.exchange(into(row.variant));
  st.exchange(into(row.day));
  st.exchange(into(status));
  st.exchange(into(row.path));
  st.exchange(into(row.line));
  st.exchange(into(row.seat));
  st.exchange(into(row.player));
  st.exchange(into(row.net));
  for (auto& v : row.facts) st.exchange(into(v));
  st.alloc();
  st.prepare(
      "SELECT h.id, h.hash, h.variant, h.day, h.status, f.path, o.line, s.seat, p.name,"
      " s.net, " +
      fact_columns("s.") +
      " FROM seats s JOIN hands h ON h.id = s.hand_id JOIN players p ON p.id = s.player_id" +
      kFirstSeen + " WHERE " + filter_sql(filter, facts, false) +
      " ORDER BY h.day, h.id, s.seat, r.id, o.line");
  st.define_and_bind();
  long long last_hand = -1;
  int last_seat = -1;
  for (st.execute(false); st.fetch();) {
    if (row.hand == last_hand && row.seat == last_seat) continue;  // the same hand elsewhere
    last_hand = row.hand;
    last_seat = row.seat;
    row.status = static_cast<HandStatus>(status);
    visit(row);
  }
}

}  // namespace paipu::db
