// `paipu graph`: cumulative net points per player, over hands or dates, with a per-variant
// breakdown; SVG written here, PNG drawn by the viewer's drawing stack when it is built.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>

#include "command_output.hpp"
#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/chart/chart.hpp"
#include "paipu/db/parsed_file.hpp"
#include "paipu/viewer/chart_png.hpp"
#if PAIPU_HAVE_VIEWER
#include "paipu/viewer/viewer.hpp"
#endif

namespace paipu::cli {

namespace {

// A line of a million hands has more points than a picture has pixels: every k-th is kept, and
// the last, so the line ends where the player's total does.
void thin(chart::Series& s, std::size_t most) {
  if (s.x.size() <= most) return;
  const std::size_t step = (s.x.size() + most - 1) / most;
  std::size_t kept = 0;
  for (std::size_t i = 0; i < s.x.size(); i += step, ++kept) {
    s.x[kept] = s.x[i];
    s.y[kept] = s.y[i];
  }
  if (s.x[kept - 1] != s.x.back()) {
    s.x[kept] = s.x.back();
    s.y[kept] = s.y.back();
    ++kept;
  }
  s.x.resize(kept);
  s.y.resize(kept);
}

}  // namespace

int graph(const GraphOptions& o) {
  db::Filter filter;
  if (!o.filter.resolve(filter)) return kExitUsage;
  unsigned width = 0, height = 0;
  if (!parse_image_size(o.size, width, height)) {
    std::cerr << "paipu graph: --size expects WIDTHxHEIGHT between 320x200 and 8192x8192\n";
    return kExitUsage;
  }
  const bool svg = o.output.ends_with(".svg");
  if (!svg && !o.output.ends_with(".png")) {
    std::cerr << "paipu graph: -o names a .png or .svg file\n";
    return kExitUsage;
  }
  db::Database database(o.filter.db);
  const auto facts = db::load_facts(database);
  const auto sums = db::seat_sums(database, filter, facts);

  // The players drawn: those with the most settled hands.
  std::map<std::string, long long> played;
  std::map<std::string, std::map<std::string, long long>> by_variant;
  const bool by_date = o.x == "dates";
  for (const auto& s : sums) {
    // Over dates, a player's undated hands have no place on the line.
    if (by_date && !s.day) continue;
    played[s.player] += s.settled;
    by_variant[s.player][s.variant] += s.net;
  }
  std::vector<std::string> players;
  // Seats no tag names are not one player: summed as one line they would mean nothing.
  for (const auto& [p, n] : played)
    if (n > 0 && !p.empty()) players.push_back(p);
  std::stable_sort(players.begin(), players.end(), [&](const std::string& a, const std::string& b) {
    return played[a] > played[b];
  });
  if (players.size() > static_cast<std::size_t>(o.top))
    players.resize(static_cast<std::size_t>(o.top));
  std::map<std::string, std::size_t> line_of;
  chart::NetChart c;
  c.x_is_date = by_date;
  c.x_label = c.x_is_date ? "date" : "hands played";
  c.y_label = "net points";
  for (const auto& p : players) {
    line_of[p] = c.lines.size();
    c.lines.push_back({p, {}, {}});
  }
  if (c.x_is_date) {
    // Per day from the sums; each player's line steps on the days they played.
    std::vector<std::map<int, long long>> days(players.size());
    for (const auto& s : sums)
      if (const auto it = line_of.find(s.player); it != line_of.end() && s.day && s.settled)
        days[it->second][s.day] += s.net;
    for (std::size_t i = 0; i < players.size(); ++i) {
      double total = 0;
      for (const auto& [day, net] : days[i]) {
        total += static_cast<double>(net);
        c.lines[i].x.push_back(day);
        c.lines[i].y.push_back(total);
      }
    }
  } else {
    db::visit_seat_rows(database, filter, facts, [&](const db::SeatRow& r) {
      const auto it = line_of.find(r.player);
      if (it == line_of.end() || r.status != db::HandStatus::settled) return;
      auto& s = c.lines[it->second];
      s.x.push_back(static_cast<double>(s.x.size() + 1));
      s.y.push_back((s.y.empty() ? 0 : s.y.back()) + static_cast<double>(r.net));
    });
  }
  for (auto& s : c.lines) thin(s, 2000);
  std::map<std::string, bool> variants;
  for (const auto& s : sums) variants[s.variant] = true;
  for (const auto& [v, _] : variants) c.variants.push_back(v);
  for (const auto& p : players) {
    std::vector<double> row;
    for (const auto& v : c.variants) row.push_back(static_cast<double>(by_variant[p][v]));
    c.breakdown.push_back(std::move(row));
  }
  c.title = "Net points";
  const auto picture = chart::layout(c, static_cast<int>(width), static_cast<int>(height));
  if (svg) {
    AtomicOutput out;
    if (!out.open(o.output)) return kExitUsage;
    out.stream() << chart::to_svg(picture);
    return out.commit() ? kExitOk : kExitUsage;
  }
  std::string why;
  if (!viewer::render_chart_png(picture, o.output, why)) {
    std::cerr << "paipu graph: " << why << '\n';
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace paipu::cli
