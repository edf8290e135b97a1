#include <fstream>
#include <iostream>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/app/json_out.hpp"
#include "paipu/app/record_runner.hpp"
#include "paipu/app/text_scene.hpp"
#include "paipu/notation/write.hpp"

namespace paipu::cli {

namespace {

void print_hand(std::ostream& out, const notation::Item& item, const HandResult& r,
                const std::vector<std::unique_ptr<HandState>>& states, const ReplayOptions& o,
                int seat, const std::vector<std::string>& players) {
  const int seats = static_cast<int>(players.size());
  out << "== record " << item.record + 1 << ", hand " << item.hand + 1
      << (item.body.label.empty() ? "" : " (" + item.body.label + ")") << " ==\n";
  auto show = [&](std::size_t pos) {
    if (pos == 0) {
      out << "-- start\n";
    } else {
      const Step& st = r.steps[pos - 1];
      out << "-- step " << pos << ": "
          << event_text(item.body.events[static_cast<std::size_t>(st.line_index)], true) << '\n';
      for (const auto& n : st.outcome.notes) out << "   » " << n << '\n';
    }
    Scene scene = states[pos]->scene(seat);
    name_players(scene, players);
    print_scene(out, scene);
  };
  if (o.step >= 0) {
    std::size_t pos = std::min<std::size_t>(static_cast<std::size_t>(o.step), states.size() - 1);
    show(pos);
  } else {
    for (std::size_t pos = 0; pos < states.size(); ++pos) show(pos);
  }
  if (r.broken) out << "-- replay stopped at an error (see diagnostics)\n";
  // The settlement and the totals after it belong to the end of the hand: with --step, only the
  // last step shows them.
  if (o.step < 0 || static_cast<std::size_t>(o.step) + 1 >= states.size()) {
    if (r.finished) print_settlement(out, r.settlement, seats);
    out << "  totals:";
    for (int s = 0; s < seats; ++s)
      out << ' ' << seat_letter(s) << ' ' << r.totals_after[static_cast<std::size_t>(s)];
    out << '\n';
  }
  out << '\n';
}

// One JSON Lines object per hand, for scripts: the settlement as data, the totals around it and
// the hand's diagnostics.
// With a step, also that step's scene from `seat` (scene_json), named as the text replay names it.
void print_hand_json(std::ostream& out, const notation::Item& item, const HandResult& r,
                     const Diagnostics& diags, const VariantInfo& info,
                     const std::vector<std::unique_ptr<HandState>>& states, const ReplayOptions& o,
                     int seat, const std::vector<std::string>& players) {
  nlohmann::json j = {{"record", item.record + 1},
                      {"hand", item.hand + 1},
                      {"label", item.body.label},
                      {"finished", r.finished},
                      {"broken", r.broken}};
  j["settlement"] = r.finished ? settlement_json(r.settlement, info) : nlohmann::json();
  auto by_seat = [](const std::vector<long long>& v) {
    nlohmann::json by = nlohmann::json::object();
    for (std::size_t s = 0; s < v.size(); ++s) by[seat_letter(static_cast<int>(s))] = v[s];
    return by;
  };
  j["totals_before"] = by_seat(r.totals_before);
  j["totals_after"] = by_seat(r.totals_after);
  nlohmann::json ds = nlohmann::json::array();
  for (const Diagnostic& d : diags) ds.push_back(diagnostic_json(d));
  j["diagnostics"] = std::move(ds);
  if (o.step >= 0 && !states.empty()) {
    const std::size_t pos =
        std::min<std::size_t>(static_cast<std::size_t>(o.step), states.size() - 1);
    Scene scene = states[pos]->scene(seat);
    name_players(scene, players);
    j["step"] = pos;
    j["scene"] = scene_json(scene);
  }
  out << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
}

}  // namespace

int replay(PluginHost& host, const ReplayOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  std::ifstream in(o.file, std::ios::binary);
  if (!in) {
    std::cerr << "paipu: " << o.file << ": cannot read\n";
    return kExitUsage;
  }
  notation::Reader reader(in, o.file);
  Runner runner(host, o.file);
  notation::Item item;
  Diagnostics diags;
  bool any_error = false, shown = false;
  Record header;
  while (reader.next(item, diags)) {
    const bool wanted_record = item.record + 1 == o.record;
    if (item.kind == notation::Item::Kind::record) {
      if (item.record + 1 > o.record) break;
      runner.begin_record(item.header, item.record, diags);
      header = item.header;
    } else {
      std::vector<std::unique_ptr<HandState>> states;
      const bool wanted = wanted_record && (o.hand == 0 || item.hand + 1 == o.hand);
      auto r = runner.hand(item, diags, wanted ? &states : nullptr);
      int seat = -1;
      if (wanted && r && !o.seat.empty()) {
        seat = seat_index(o.seat, runner.match()->seats());
        if (seat < 0) {
          std::cerr << "paipu: no seat '" << paipu::shown(o.seat)
                    << "' in this game (use E, S, W or N)\n";
          return kExitUsage;
        }
      }
      if (wanted && r && o.json) {
        print_hand_json(std::cout, item, *r, diags, runner.match()->variant().info(), states, o,
                        seat, player_names(header, runner.match()->seats()));
        shown = true;
        for (const auto& d : diags) any_error = any_error || d.severity == Severity::error;
        diags.clear();
        continue;
      }
      if (wanted && r && !states.empty()) {
        print_hand(std::cout, item, *r, states, o, seat,
                   player_names(header, runner.match()->seats()));
        shown = true;
      }
    }
    if (wanted_record) {
      for (const auto& d : diags) {
        if (o.json)
          std::cout << nlohmann::json{{"diagnostic", diagnostic_json(d)}}.dump(
                           -1, ' ', false, nlohmann::json::error_handler_t::replace)
                    << '\n';
        else
          std::cout << format_diagnostic(d) << '\n';
        any_error = any_error || d.severity == Severity::error;
      }
    }
    diags.clear();
  }
  if (!shown) {
    std::cerr << "paipu: no hand " << (o.hand ? std::to_string(o.hand) + " " : "") << "in record "
              << o.record << " of '" << o.file << "' could be replayed\n";
    return any_error ? kExitInvalid : kExitUsage;
  }
  return any_error ? kExitInvalid : kExitOk;
}

}  // namespace paipu::cli
