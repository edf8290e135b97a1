#include "paipu/app/json_out.hpp"

#include "paipu/trick.hpp"

namespace paipu::cli {

std::string json_text(const nlohmann::json& j) {
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

namespace {

std::string seat(int s) {
  return trick::seat_name(s);
}

}  // namespace

nlohmann::json diagnostic_json(const Diagnostic& d) {
  nlohmann::json j = {{"file", d.file},   {"line", d.pos.line},
                      {"col", d.pos.col}, {"severity", to_string(d.severity)},
                      {"code", d.code},   {"message", d.message}};
  if (d.record >= 0) j["record"] = d.record + 1;
  if (d.hand >= 0) j["hand"] = d.hand + 1;
  if (d.step >= 0) j["step"] = d.step + 1;
  return j;
}

nlohmann::json settlement_json(const Settlement& s, const VariantInfo& info) {
  using nlohmann::json;
  json j;
  j["complete"] = s.complete;
  json winners = json::array();
  for (int w : s.winners) winners.push_back(seat(w));
  j["winners"] = std::move(winners);
  json payments = json::array();
  for (const Payment& p : s.payments) {
    json items = json::array();
    for (const Item& i : p.items)
      items.push_back({{"kind", to_string(i.kind)}, {"label", i.label}, {"value", i.value}});
    json pj = {{"from", seat(p.from)},
               {"to", seat(p.to)},
               {"amount", p.amount},
               {"reason", p.reason},
               {"items", std::move(items)}};
    if (!p.items.empty()) pj["text"] = items_text(p.items);
    if (p.step >= 0) pj["step"] = p.step + 1;
    payments.push_back(std::move(pj));
  }
  j["payments"] = std::move(payments);
  json deltas = json::object();
  for (std::size_t i = 0; i < s.deltas.size(); ++i) deltas[seat(static_cast<int>(i))] = s.deltas[i];
  j["deltas"] = std::move(deltas);
  // Facts by name, one value per seat, so a reader needs no index into VariantInfo::facts.
  json facts = json::object();
  for (std::size_t f = 0; f < info.facts.size(); ++f) {
    json per_seat = json::object();
    for (std::size_t i = 0; i < s.deltas.size(); ++i) {
      const auto row = s.facts_of(static_cast<int>(i));
      if (f < row.size()) per_seat[seat(static_cast<int>(i))] = row[f];
    }
    if (!per_seat.empty()) facts[info.facts[f].name] = std::move(per_seat);
  }
  j["facts"] = std::move(facts);
  j["notes"] = s.notes;
  return j;
}

nlohmann::json scene_json(const Scene& s) {
  using nlohmann::json;
  json seats = json::array();
  for (const SeatInfo& si : s.seats) {
    json figures = json::array();
    for (const Figure& f : si.figures) figures.push_back({{"label", f.label}, {"value", f.value}});
    seats.push_back({{"wind", si.wind},
                     {"name", si.name},
                     {"status", si.status},
                     {"figures", std::move(figures)},
                     {"score", si.score},
                     {"dealer", si.dealer},
                     {"to_move", si.to_move}});
  }
  json zones = json::array();
  for (const Zone& z : s.zones) {
    json groups = json::array();
    for (const SceneGroup& g : z.groups) {
      json pieces = json::array();
      for (const ScenePiece& p : g.pieces)
        pieces.push_back({{"id", p.id},
                          {"family", to_string(p.family)},
                          {"face", p.face},
                          {"label", p.label},
                          {"face_down", p.face_down},
                          {"hidden", p.hidden},
                          {"highlight", p.highlight},
                          {"sideways", p.sideways},
                          {"dimmed", p.dimmed},
                          {"wild", p.wild},
                          {"tsumogiri", p.tsumogiri},
                          {"trump", p.trump},
                          {"from", p.from},
                          {"plays_as", p.plays_as}});
      groups.push_back({{"seat", g.seat},
                        {"trick", g.trick},
                        {"caption", g.caption},
                        {"highlight", g.highlight},
                        {"winning", g.winning},
                        {"pieces", std::move(pieces)}});
    }
    zones.push_back({{"kind", to_string(z.kind)},
                     {"seat", z.seat},
                     {"label", z.label},
                     {"count", z.count},
                     {"groups", std::move(groups)}});
  }
  return {{"viewer", s.viewer},
          {"seats", std::move(seats)},
          {"zones", std::move(zones)},
          {"info", s.info}};
}

}  // namespace paipu::cli
