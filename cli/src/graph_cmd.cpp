// `paipu graph`: cumulative net points per player, over hands or dates, one chart per variant
// (stacked in one picture) unless --combine; SVG written here, PNG that SVG rasterised (no display
// needed). What a chart leaves out is said under it and on stderr.
#include <algorithm>
#include <cmath>
#include <iostream>
#include <limits>
#include <map>

#include "command_output.hpp"
#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/chart/chart.hpp"
#include "paipu/db/net_lines.hpp"
#include "paipu/viewer/chart_png.hpp"

namespace paipu::cli {

namespace {

// The picture names this many players in one note; stderr names them all.
constexpr std::size_t kNamesInPicture = 8;
// The PNG painter's largest picture.
constexpr int kTallest = 8192;

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

// "Aki 7, Ben 7", most first; past `most` names, "and N more".
std::string who(const std::map<std::string, long long>& counts, std::size_t most) {
  std::vector<std::pair<std::string, long long>> list(counts.begin(), counts.end());
  std::stable_sort(list.begin(), list.end(),
                   [](const auto& a, const auto& b) { return a.second > b.second; });
  std::string out;
  for (std::size_t i = 0; i < list.size() && i < most; ++i)
    out += (i ? ", " : "") + list[i].first + " " + std::to_string(list[i].second);
  if (list.size() > most)
    out += " and " + std::to_string(list.size() - most) + " more players (listed on stderr)";
  return out;
}

// One sentence per reason a seat-hand is not on the chart.
std::vector<std::string> left_out_notes(const db::LeftOut& out, const GraphOptions& o,
                                        std::size_t most) {
  std::vector<std::string> notes;
  if (!out.undated.empty())
    notes.push_back("Not on the date axis, settled hands without a Date: " +
                    who(out.undated, most) + " (--x hands draws them).");
  if (!out.unsettled.empty())
    notes.push_back("Not counted, hands not settled: " + who(out.unsettled, most) +
                    " (`paipu hands --invalid` lists them).");
  if (!out.beyond_top.empty())
    notes.push_back("Not drawn, players past --top " + std::to_string(o.top) +
                    ", hands: " + who(out.beyond_top, most) + ".");
  if (out.unnamed)
    notes.push_back("Not drawn: " + std::to_string(out.unnamed) +
                    " seat-hands at seats no tag names (no one player to draw).");
  return notes;
}

// The chart's lines keep their stored colours; where two share one (a database of more players
// than colours), the one stored first keeps it.
void colour_lines(chart::NetChart& c, const std::map<std::string, std::size_t>& slot_of,
                  const std::map<std::string, std::size_t>& age) {
  std::vector<std::size_t> order(c.lines.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return age.at(c.lines[a].name) < age.at(c.lines[b].name);
  });
  std::vector<std::size_t> wanted;
  for (const std::size_t i : order) wanted.push_back(slot_of.at(c.lines[i].name));
  const auto slots = chart::distinct_slots(wanted);
  for (std::size_t k = 0; k < order.size(); ++k)
    c.lines[order[k]].palette = static_cast<int>(slots[k]);
}

chart::NetChart chart_of(const db::NetPanel& panel, const GraphOptions& o) {
  chart::NetChart c;
  if (!panel.variant.empty() || panel.variants.size() == 1)
    c.title = "Net points in " + (panel.variant.empty() ? panel.variants[0] : panel.variant);
  else
    c.title = "Net points, " + std::to_string(panel.variants.size()) + " variants combined";
  c.x_is_date = o.x == "dates";
  c.x_label = c.x_is_date ? "date" : "hands played";
  c.y_label = "net points";
  for (const auto& line : panel.lines) {
    c.lines.push_back({line.player, line.x, line.y});
    thin(c.lines.back(), 2000);
  }
  // The bars split a combined line by variant; a chart of one variant has nothing to split.
  if (panel.variant.empty() && panel.variants.size() > 1) {
    c.variants = panel.variants;
    for (const auto& nets : panel.by_variant) {
      std::vector<double> row;
      for (const auto& v : c.variants) {
        const auto it = nets.find(v);
        row.push_back(it == nets.end() ? std::numeric_limits<double>::quiet_NaN()
                                       : static_cast<double>(it->second));
      }
      c.breakdown.push_back(std::move(row));
    }
  }
  c.notes = left_out_notes(panel.left_out, o, kNamesInPicture);
  // A chart with nothing to draw says why rather than "no hands match": its hands are there.
  if (!panel.left_out.undated.empty())
    c.empty_text = "no dated hands (see below)";
  else if (!panel.left_out.empty())
    c.empty_text = "no settled hands of a named player (see below)";
  return c;
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
  db::NetQuery query;
  query.by_date = o.x == "dates";
  query.combine = o.combine;
  query.top = static_cast<std::size_t>(o.top);
  const auto panels = db::net_panels(database, filter, db::load_facts(database), query);

  const auto stored = db::players_in_stored_order(database);
  std::map<std::string, std::size_t> age, slot_of;
  const auto slots = chart::palette_slots(stored);
  for (std::size_t i = 0; i < stored.size(); ++i) {
    age[stored[i]] = i;
    slot_of[stored[i]] = slots[i];
  }
  std::vector<chart::NetChart> charts;
  for (const auto& panel : panels) {
    charts.push_back(chart_of(panel, o));
    colour_lines(charts.back(), slot_of, age);
    const std::string where = panel.variant.empty() ? "" : panel.variant + ": ";
    for (const auto& note :
         left_out_notes(panel.left_out, o, std::numeric_limits<std::size_t>::max()))
      std::cerr << "paipu graph: " << where << note << '\n';
  }
  if (charts.empty()) charts.emplace_back().title = "Net points";

  // Each chart at --size, one under another, as tall as the PNG painter allows.
  const int each =
      std::max(200, std::min(static_cast<int>(height), kTallest / static_cast<int>(charts.size())));
  std::vector<chart::Picture> pictures;
  for (const auto& c : charts) pictures.push_back(chart::layout(c, static_cast<int>(width), each));
  const auto picture = chart::stack(pictures);
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
