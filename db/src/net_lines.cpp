#include "paipu/db/net_lines.hpp"

#include <algorithm>

namespace paipu::db {

namespace {

// A panel while it is being filled: settled hands and net that the axis can place, by player.
struct Tally {
  NetPanel panel;
  std::map<std::string, long long> placed;
  std::map<std::string, std::map<std::string, long long>> by_variant;
  std::map<std::string, std::size_t> line_of;
};

// The players drawn: most hands on the axis first, the rest counted as past --top.
void choose_lines(Tally& t, std::size_t top) {
  std::vector<std::string> players;
  for (const auto& [player, hands] : t.placed)
    if (hands > 0) players.push_back(player);
  std::stable_sort(players.begin(), players.end(), [&](const std::string& a, const std::string& b) {
    return t.placed[a] > t.placed[b];
  });
  for (std::size_t i = 0; i < players.size(); ++i) {
    const std::string& p = players[i];
    if (i >= top) {
      t.panel.left_out.beyond_top[p] = t.placed[p];
      continue;
    }
    t.line_of[p] = t.panel.lines.size();
    t.panel.lines.push_back({p, {}, {}, t.placed[p]});
    t.panel.by_variant.emplace_back(t.by_variant[p].begin(), t.by_variant[p].end());
  }
}

void add_point(NetLine& line, double x, long long net) {
  line.x.push_back(x);
  line.y.push_back((line.y.empty() ? 0 : line.y.back()) + static_cast<double>(net));
}

}  // namespace

std::vector<NetPanel> net_panels(Database& db, const Filter& f,
                                 const std::vector<FactColumn>& facts, const NetQuery& q) {
  const auto sums = seat_sums(db, f, facts);
  std::map<std::string, Tally> tallies;
  auto tally_of = [&](const std::string& variant) -> Tally& {
    Tally& t = tallies[q.combine ? std::string() : variant];
    t.panel.variant = q.combine ? std::string() : variant;
    return t;
  };
  for (const auto& s : sums) {
    Tally& t = tally_of(s.variant);
    if (std::find(t.panel.variants.begin(), t.panel.variants.end(), s.variant) ==
        t.panel.variants.end())
      t.panel.variants.push_back(s.variant);
    LeftOut& out = t.panel.left_out;
    if (s.player.empty()) {
      out.unnamed += s.hands;
      continue;
    }
    if (s.hands > s.settled) out.unsettled[s.player] += s.hands - s.settled;
    if (q.by_date && !s.day) {
      if (s.settled) out.undated[s.player] += s.settled;
      continue;
    }
    t.placed[s.player] += s.settled;
    if (s.settled) t.by_variant[s.player][s.variant] += s.net;
  }
  for (auto& [_, t] : tallies) {
    std::sort(t.panel.variants.begin(), t.panel.variants.end());
    choose_lines(t, q.top);
  }

  if (q.by_date) {
    // Per day from the sums; each line steps on the days its player played.
    std::map<std::string, std::map<std::string, std::map<int, long long>>> days;
    for (const auto& s : sums)
      if (s.day && s.settled) days[q.combine ? "" : s.variant][s.player][s.day] += s.net;
    for (auto& [variant, t] : tallies)
      for (auto& line : t.panel.lines)
        for (const auto& [day, net] : days[variant][line.player]) add_point(line, day, net);
  } else {
    visit_seat_rows(db, f, facts, [&](const SeatRow& r) {
      if (r.status != HandStatus::settled) return;
      Tally& t = tallies[q.combine ? std::string() : r.variant];
      const auto it = t.line_of.find(r.player);
      if (it == t.line_of.end()) return;
      NetLine& line = t.panel.lines[it->second];
      add_point(line, static_cast<double>(line.x.size() + 1), r.net);
    });
  }
  std::vector<NetPanel> out;
  for (auto& [_, t] : tallies) out.push_back(std::move(t.panel));
  return out;
}

std::vector<std::string> players_in_stored_order(Database& db) {
  std::vector<std::string> out;
  std::string name;
  soci::statement st = (db.sql().prepare << "SELECT name FROM players WHERE name <> '' ORDER BY id",
                        soci::into(name));
  for (st.execute(false); st.fetch();) out.push_back(name);
  return out;
}

}  // namespace paipu::db
