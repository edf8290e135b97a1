// `paipu hands` and `paipu export`: the stored hands a filter selects, as a list to review (file:
// line) or as rows for other tools.
#include <iostream>
#include <nlohmann/json.hpp>

#include "command_output.hpp"
#include "commands.hpp"
#include "db_cli.hpp"
#include "paipu/app/json_out.hpp"
#include "paipu/db/parsed_file.hpp"
#include "paipu/db/stats.hpp"
#include "paipu/db/text_table.hpp"
#include "paipu/settlement.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu::cli {

namespace {

using nlohmann::json;

std::string date_text(int day) {
  return day ? db::date_of(day) : "";
}

// A seat's mistakes in an analysed hand, as the list shows them: "[?? 1, ? 2, lost 9]".
std::string mistakes_text(const db::ReviewCounts& r) {
  std::string out;
  for (const auto& [glyph, n] :
       {std::pair{"??", r.blunders}, std::pair{"?", r.mistakes}, std::pair{"?!", r.dubious}})
    if (n > 0) out += std::string(out.empty() ? "" : ", ") + glyph + " " + std::to_string(n);
  if (r.loss > 0) out += (out.empty() ? "lost " : ", lost ") + std::to_string(r.loss);
  return " [" + (out.empty() ? std::string("no loss") : out) + "]";
}

json review_json(const db::HandRow& h) {
  if (!h.analysed) return {{"analysed", false}, {"skipped", h.skipped}};
  json seats = json::array();
  for (const auto& r : h.review)
    seats.push_back({{"decisions", r.decisions},
                     {"exact", r.exact},
                     {"best", r.best},
                     {"loss", r.loss},
                     {"dubious", r.dubious},
                     {"mistakes", r.mistakes},
                     {"blunders", r.blunders}});
  return {{"analysed", true}, {"seats", seats}};
}

}  // namespace

int list_hands(const HandsOptions& o) {
  db::Filter filter;
  if (!o.filter.resolve(filter)) return kExitUsage;
  db::Database database(o.filter.db);
  const auto facts = db::load_facts(database);
  const auto hands = db::matching_hands(database, filter, facts, o.limit);
  for (const auto& h : hands) {
    if (o.json) {
      json seats = json::array();
      for (const auto& [player, net] : h.seats) seats.push_back({{"player", player}, {"net", net}});
      json row = {{"file", h.path},
                  {"line", h.line},
                  {"variant", h.variant},
                  {"date", date_text(h.day)},
                  {"status", db::to_string(h.status)},
                  {"errors", h.errors},
                  {"warnings", h.warnings},
                  {"seats", seats}};
      if (h.reviewed) row["analysis"] = review_json(h);
      std::cout << json_text(row) << '\n';
      continue;
    }
    std::string seats;
    for (std::size_t s = 0; s < h.seats.size(); ++s) {
      const auto& [player, net] = h.seats[s];
      seats += (s ? "  " : "") + std::string(seat_letter(static_cast<int>(s))) + " " +
               (player.empty() ? "?" : player) +
               (h.status == db::HandStatus::settled ? " " + signed_text(net) : "") +
               (s < h.review.size() ? mistakes_text(h.review[s]) : "");
    }
    std::cout << h.path << ':' << h.line << ": " << h.variant << ' '
              << (h.day ? db::date_of(h.day) : "----------") << ' ' << db::to_string(h.status);
    if (h.errors) std::cout << " (" << h.errors << " error" << (h.errors > 1 ? "s" : "") << ')';
    std::cout << "  " << seats;
    if (h.reviewed && !h.analysed) std::cout << "  (not analysed: " << h.skipped << ')';
    std::cout << '\n';
  }
  if (hands.empty()) std::cerr << "no hands match\n";
  return kExitOk;
}

int export_rows(const ExportOptions& o) {
  db::Filter filter;
  if (!o.filter.resolve(filter)) return kExitUsage;
  db::Database database(o.filter.db);
  const auto facts = db::load_facts(database);
  AtomicOutput out;
  if (!out.open(o.output)) return kExitUsage;
  std::ostream& os = out.stream();
  // CSV columns: the fixed ones, then every fact name any variant declares, in first-seen order.
  std::vector<std::string> names;
  for (const auto& f : facts)
    if (std::find(names.begin(), names.end(), f.name) == names.end()) names.push_back(f.name);
  if (o.csv) {
    os << "hand,hash,file,line,variant,date,status,seat,player,net";
    for (const auto& n : names) os << ',' << n;
    os << '\n';
  }
  std::vector<std::string> cells(names.size());
  db::visit_seat_rows(database, filter, facts, [&](const db::SeatRow& r) {
    if (o.csv) {
      std::fill(cells.begin(), cells.end(), std::string());
      for (const auto& f : facts)
        if (f.variant == r.variant) {
          const auto at = std::find(names.begin(), names.end(), f.name) - names.begin();
          cells[static_cast<std::size_t>(at)] =
              std::to_string(r.facts[static_cast<std::size_t>(f.slot)]);
        }
      os << r.hand << ',' << r.hash << ',' << csv_field(r.path) << ',' << r.line << ','
         << csv_field(r.variant) << ',' << date_text(r.day) << ',' << db::to_string(r.status) << ','
         << seat_letter(r.seat) << ',' << csv_field(r.player) << ',' << r.net;
      for (const auto& c : cells) os << ',' << c;
      os << '\n';
      return;
    }
    json fj = json::object();
    for (const auto& f : facts)
      if (f.variant == r.variant) fj[f.name] = r.facts[static_cast<std::size_t>(f.slot)];
    os << json_text({{"hand", r.hand},
                     {"hash", r.hash},
                     {"file", r.path},
                     {"line", r.line},
                     {"variant", r.variant},
                     {"date", date_text(r.day)},
                     {"status", db::to_string(r.status)},
                     {"seat", seat_letter(r.seat)},
                     {"player", r.player},
                     {"net", r.net},
                     {"facts", fj}})
       << '\n';
  });
  if (!out.commit()) return kExitUsage;
  return kExitOk;
}

}  // namespace paipu::cli
