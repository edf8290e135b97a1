#include "paipu/page/page_data.hpp"

#include <cstdio>
#include <map>
#include <string>
#include <unordered_map>

#include "paipu/app/json_out.hpp"
#include "paipu/page/page_display.hpp"
#include "paipu/source.hpp"
#include "paipu/viewer/navigator.hpp"

namespace paipu::cli {

namespace {

using nlohmann::json;

enum PieceFlag : int {
  kFaceDown = 1,
  kHidden = 2,
  kHighlight = 4,
  kSideways = 8,
  kDimmed = 16,
  kWild = 32,
  kTsumogiri = 64,
  kTrump = 128
};
enum GroupFlag : int { kGroupHighlight = 1, kWinning = 2 };
enum SeatFlag : int { kDealer = 1, kToMove = 2 };

// A seat sees a piece when its bit is set in the piece's mask digit; one hex digit holds 4 seats.
constexpr int kMaskSeats = 4;
constexpr char kHex[] = "0123456789abcdef";

// Consecutive steps share most of their pieces, groups, zones and plates: each distinct one is
// stored once and named by its index, which is what keeps 100 hands under 1 MB.
class Tables {
 public:
  int str(const std::string& s) {
    auto [it, added] = strings_.try_emplace(s, static_cast<int>(strings_.size()));
    if (added) data_["strings"].push_back(s);
    return it->second;
  }
  json strs(const std::vector<std::string>& v) {
    json out = json::array();
    for (const auto& s : v) out.push_back(str(s));
    return out;
  }
  // Entries hold only numbers (strings go through str()), so dump() cannot meet bad UTF-8.
  int intern(const char* table, json entry) {
    auto& index = index_[table];
    auto [it, added] = index.try_emplace(entry.dump(), static_cast<int>(index.size()));
    if (added) data_[table].push_back(std::move(entry));
    return it->second;
  }
  json& data() { return data_; }

 private:
  json data_ = {{"strings", json::array()}, {"pieces", json::array()}, {"groups", json::array()},
                {"zones", json::array()},   {"seats", json::array()},  {"scenes", json::array()}};
  std::unordered_map<std::string, int> strings_;
  std::map<std::string, std::unordered_map<std::string, int>> index_;
};

// One string per zone of a scene: a hex digit per piece, in order through its groups, saying
// which seats see that piece's face; empty when every seat sees every piece of the zone.
using Masks = std::vector<std::string>;

int piece_flags(const ScenePiece& p) {
  return (p.face_down ? kFaceDown : 0) | (p.hidden ? kHidden : 0) | (p.highlight ? kHighlight : 0) |
         (p.sideways ? kSideways : 0) | (p.dimmed ? kDimmed : 0) | (p.wild ? kWild : 0) |
         (p.tsumogiri ? kTsumogiri : 0) | (p.trump ? kTrump : 0);
}

int encode_scene(Tables& t, const Scene& s, const Masks& masks) {
  json seats = json::array();
  for (const SeatInfo& si : s.seats) {
    json figures = json::array();
    for (const Figure& f : si.figures) figures.push_back({t.str(f.label), t.str(f.value)});
    const int flags = (si.dealer ? kDealer : 0) | (si.to_move ? kToMove : 0);
    seats.push_back(t.intern("seats", {t.str(si.wind), t.str(si.name), t.str(si.status),
                                       std::move(figures), si.score, flags}));
  }
  json zones = json::array();
  for (std::size_t zi = 0; zi < s.zones.size(); ++zi) {
    const Zone& z = s.zones[zi];
    json groups = json::array();
    for (const SceneGroup& g : z.groups) {
      json pieces = json::array();
      for (const ScenePiece& p : g.pieces)
        pieces.push_back(t.intern(
            "pieces", {p.id, t.str(to_string(p.family)), t.str(p.face), t.str(p.label),
                       piece_flags(p), p.from, p.plays_as.empty() ? -1 : t.str(p.plays_as)}));
      const int flags = (g.highlight ? kGroupHighlight : 0) | (g.winning ? kWinning : 0);
      groups.push_back(
          t.intern("groups", {g.seat, g.trick, t.str(g.caption), flags, std::move(pieces)}));
    }
    const std::string& mask = zi < masks.size() ? masks[zi] : std::string();
    zones.push_back(t.intern("zones", {t.str(to_string(z.kind)), z.seat, t.str(z.label), z.count,
                                       std::move(groups), mask.empty() ? -1 : t.str(mask)}));
  }
  return t.intern("scenes", {std::move(seats), std::move(zones), t.strs(s.info)});
}

const ScenePiece* piece_at(const Scene& s, std::size_t zone, std::size_t group, std::size_t i) {
  if (zone >= s.zones.size() || group >= s.zones[zone].groups.size()) return nullptr;
  const auto& pieces = s.zones[zone].groups[group].pieces;
  return i < pieces.size() ? &pieces[i] : nullptr;
}

// A seat's bit is cleared where its own scene hides a face the omniscient scene shows. Where the
// seat's scene is shaped differently the bit stays set, and the seat gets a scene of its own.
Masks visibility(const Scene& all, const std::vector<Scene>& views) {
  Masks masks(all.zones.size());
  if (views.size() > kMaskSeats) return masks;
  const int everyone = (1 << views.size()) - 1;
  for (std::size_t zi = 0; zi < all.zones.size(); ++zi) {
    std::string mask;
    bool hides = false;
    const auto& groups = all.zones[zi].groups;
    for (std::size_t g = 0; g < groups.size(); ++g) {
      for (std::size_t i = 0; i < groups[g].pieces.size(); ++i) {
        int bits = everyone;
        for (std::size_t s = 0; s < views.size(); ++s) {
          const ScenePiece* seen = piece_at(views[s], zi, g, i);
          if (seen && seen->hidden && !groups[g].pieces[i].hidden) bits &= ~(1 << s);
        }
        hides = hides || bits != everyone;
        mask.push_back(kHex[bits]);
      }
    }
    if (hides) masks[zi] = std::move(mask);
  }
  return masks;
}

int hex_value(char c) {
  return c <= '9' ? c - '0' : c - 'a' + 10;
}

// A seat's view as the page derives it (decode_scene, page.js): the omniscient scene with each
// piece the seat's mask bit hides turned into a back that keeps its family and its other marks.
Scene masked_view(const Scene& all, const Masks& masks, int seat) {
  Scene s = all;
  s.viewer = seat;
  for (std::size_t zi = 0; zi < s.zones.size() && zi < masks.size(); ++zi) {
    const std::string& mask = masks[zi];
    std::size_t k = 0;
    for (SceneGroup& g : s.zones[zi].groups)
      for (ScenePiece& p : g.pieces) {
        if (k < mask.size() && !((hex_value(mask[k]) >> seat) & 1)) {
          p.id = kUnknownPiece;
          p.face.clear();
          p.label.clear();
          p.hidden = true;
          p.trump = p.wild = false;
          p.plays_as.clear();
        }
        ++k;
      }
  }
  return s;
}

json decode_scene(const json& d, int scene, int seat, bool apply_masks) {
  const json& strings = d["strings"];
  auto text = [&](const json& i) { return strings[i.get<std::size_t>()].get<std::string>(); };
  const json& e = d["scenes"][static_cast<std::size_t>(scene)];
  json seats = json::array();
  for (const json& si : e[0]) {
    const json& p = d["seats"][si.get<std::size_t>()];
    json figures = json::array();
    for (const json& f : p[3]) figures.push_back({{"label", text(f[0])}, {"value", text(f[1])}});
    const int flags = p[5].get<int>();
    seats.push_back({{"wind", text(p[0])},
                     {"name", text(p[1])},
                     {"status", text(p[2])},
                     {"figures", std::move(figures)},
                     {"score", p[4]},
                     {"dealer", (flags & kDealer) != 0},
                     {"to_move", (flags & kToMove) != 0}});
  }
  json zones = json::array();
  for (const json& zi : e[1]) {
    const json& z = d["zones"][zi.get<std::size_t>()];
    const std::string mask = z[5].get<int>() >= 0 ? text(z[5]) : std::string();
    std::size_t k = 0;
    json groups = json::array();
    for (const json& gi : z[4]) {
      const json& g = d["groups"][gi.get<std::size_t>()];
      json pieces = json::array();
      for (const json& pi : g[4]) {
        const json& p = d["pieces"][pi.get<std::size_t>()];
        const int flags = p[4].get<int>();
        json piece = {{"id", p[0]},
                      {"family", text(p[1])},
                      {"face", text(p[2])},
                      {"label", text(p[3])},
                      {"face_down", (flags & kFaceDown) != 0},
                      {"hidden", (flags & kHidden) != 0},
                      {"highlight", (flags & kHighlight) != 0},
                      {"sideways", (flags & kSideways) != 0},
                      {"dimmed", (flags & kDimmed) != 0},
                      {"wild", (flags & kWild) != 0},
                      {"tsumogiri", (flags & kTsumogiri) != 0},
                      {"trump", (flags & kTrump) != 0},
                      {"from", p[5]},
                      {"plays_as", p[6].get<int>() >= 0 ? text(p[6]) : std::string()}};
        if (apply_masks && seat >= 0 && k < mask.size() && !((hex_value(mask[k]) >> seat) & 1)) {
          piece["id"] = kUnknownPiece;
          piece["face"] = "";
          piece["label"] = "";
          piece["hidden"] = true;
          piece["trump"] = false;  // a back says nothing of its face
          piece["wild"] = false;
          piece["plays_as"] = "";
        }
        ++k;
        pieces.push_back(std::move(piece));
      }
      const int flags = g[3].get<int>();
      groups.push_back({{"seat", g[0]},
                        {"trick", g[1]},
                        {"caption", text(g[2])},
                        {"highlight", (flags & kGroupHighlight) != 0},
                        {"winning", (flags & kWinning) != 0},
                        {"pieces", std::move(pieces)}});
    }
    zones.push_back({{"kind", text(z[0])},
                     {"seat", z[1]},
                     {"label", text(z[2])},
                     {"count", z[3]},
                     {"groups", std::move(groups)}});
  }
  json info = json::array();
  for (const json& i : e[2]) info.push_back(text(i));
  return {
      {"viewer", seat}, {"seats", std::move(seats)}, {"zones", std::move(zones)}, {"info", info}};
}

json diagnostics_json(Tables& t, const std::vector<Diagnostic>& ds) {
  json out = json::array();
  for (const Diagnostic& d : ds)
    out.push_back({t.str(to_string(d.severity)), t.str(format_diagnostic(d))});
  return out;
}

json settlement_of(const HandView& v) {
  if (!v.finished()) return nullptr;
  const Settlement& s = v.settlement();
  json payments = json::array();
  for (const Payment& p : s.payments)
    payments.push_back({p.from, p.to, p.amount, p.reason, items_text(p.items)});
  return {{"winners", s.winners},
          {"payments", std::move(payments)},
          {"deltas", s.deltas},
          {"notes", s.notes}};
}

json encode_steps(Tables& t, const HandView& view) {
  json steps = json::array();
  const int positions = view.positions();
  // A hand that could not be replayed at all still has its start, holding its diagnostics.
  for (int p = 0; p < std::max(positions, 1); ++p) {
    json scene = nullptr, own = json::array();
    if (p < positions) {
      const Scene all = view.scene(p, -1);
      std::vector<Scene> views;
      for (int s = 0; s < view.seats(); ++s) views.push_back(view.scene(p, s));
      const Masks masks = visibility(all, views);
      scene = encode_scene(t, all, masks);
      // Where the derivation misses a seat's view, that view is stored whole. The test
      // ExportHtmlData.EverySeatSeesWhatItsSceneShows checks that the page's decoding agrees.
      for (int s = 0; s < view.seats(); ++s) {
        const Scene& seen = views[static_cast<std::size_t>(s)];
        if (masked_view(all, masks, s) != seen) own.push_back({s, encode_scene(t, seen, Masks())});
      }
    }
    const StepInfo& info = view.step(p);
    steps.push_back({scene, std::move(own), t.str(info.notation), t.str(info.glyph),
                     t.strs(info.comments), t.strs(info.notes),
                     diagnostics_json(t, info.diagnostics)});
  }
  return steps;
}

std::string hex_colour(viewer::Rgb c) {
  char hex[8];
  std::snprintf(hex, sizeof hex, "#%02x%02x%02x", c.r, c.g, c.b);
  return hex;
}

// A hand's evaluation as the page's panel and timeline show it: every position's verdict, and at a
// decision its summary, its mover, its moves [text, value, paranoid, 1 best | 2 played, detail]
// and its notes, the text made once by the viewer's model (viewer/evaluation); and every
// position's strip cell [fill, colour, outline] (viewer::strip_cell), which the step button's
// lower edge draws and whose colour the summary takes.
json evaluation_json(Tables& t, const viewer::HandEvaluation* ev) {
  if (ev == nullptr) return nullptr;
  json positions = json::array(), cells = json::array();
  for (const viewer::StepEvaluation& s : ev->positions) {
    const viewer::StripCell c = viewer::strip_cell(s);
    cells.push_back({c.fill, t.str(hex_colour(c.colour)), c.outline ? 1 : 0});
    json p = json::array({static_cast<int>(s.verdict)});
    if (s.verdict >= viewer::Verdict::unsolved) {
      json moves = json::array();
      for (const viewer::MoveLine& m : s.moves)
        moves.push_back({t.str(m.move), t.str(m.value), t.str(m.paranoid),
                         (m.best ? 1 : 0) | (m.played ? 2 : 0), t.str(m.detail)});
      json notes = json::array();
      for (const std::string& n : s.notes) notes.push_back(t.str(n));
      p.push_back(t.str(s.summary));
      p.push_back(s.seat);
      p.push_back(std::move(moves));
      p.push_back(std::move(notes));
    }
    positions.push_back(std::move(p));
  }
  return {{"done", ev->state == viewer::HandEvaluation::State::done},
          {"status", t.str(ev->status())},
          {"positions", std::move(positions)},
          {"cells", std::move(cells)}};
}

// The verdicts' names, glyphs and colours, by their number: the page's legend and strip.
json verdicts_json() {
  json out = json::array();
  for (int v = 0; v <= static_cast<int>(viewer::Verdict::blunder); ++v) {
    const auto verdict = static_cast<viewer::Verdict>(v);
    out.push_back({{"name", viewer::verdict_name(verdict)},
                   {"glyph", viewer::verdict_glyph(verdict)},
                   {"colour", hex_colour(viewer::verdict_colour(verdict))}});
  }
  return out;
}

json encode_hand(Tables& t, PageDisplay* display, Document& doc, int index,
                 const viewer::EvaluationStore* evaluations) {
  const auto view = doc.hand(index);
  const auto evaluation = evaluations != nullptr ? evaluations->get(index) : nullptr;
  json marks = json::array();
  for (const viewer::Mark& m : viewer::collect_marks(*view, evaluation.get()))
    marks.push_back(m.position);
  const HandSummary& sum = doc.summary(index);  // after hand(): has_error is known now
  json tags = json::array();
  for (const auto& [name, value] : sum.tags) tags.push_back({t.str(name), t.str(value)});
  return {{"index", index + 1},
          {"record", sum.record + 1},
          {"hand", sum.hand + 1},
          {"title", t.str(sum.title)},
          {"variant", t.str(sum.variant)},
          {"tags", std::move(tags)},
          {"error", sum.has_error},
          {"seats", view->seats()},
          {"finished", view->finished()},
          {"broken", view->broken()},
          {"steps", encode_steps(t, *view)},
          {"deal", viewer::deal_position(*view)},
          {"settlement", settlement_of(*view)},
          {"before", view->totals_before()},
          {"after", view->totals_after()},
          {"unplayed", t.strs(view->unplayed())},
          {"marks", std::move(marks)},
          {"evaluation", evaluation_json(t, evaluation.get())},
          {"display", display != nullptr ? display->hand(doc, index) : json()}};
}

}  // namespace

json page_data(Document& doc, const PageOptions& opt) {
  doc.index_all();
  Tables t;
  PageDisplay display(opt.width, opt.height);
  json hands = json::array();
  for (int i = 0; i < doc.hand_count(); ++i)
    if (opt.only < 0 || i == opt.only)
      hands.push_back(encode_hand(t, opt.tables ? &display : nullptr, doc, i, opt.evaluations));
  json& d = t.data();
  d["format"] = 1;
  d["file"] = doc.file();
  d["diagnostics"] = diagnostics_json(t, doc.file_diagnostics());
  d["hands"] = std::move(hands);
  d["verdicts"] = verdicts_json();
  d["display"] = display.tables();
  return d;
}

json page_scene(const json& data, int hand, int position, int seat) {
  const json& step =
      data["hands"][static_cast<std::size_t>(hand)]["steps"][static_cast<std::size_t>(position)];
  if (step[0].is_null()) return nullptr;
  for (const json& own : step[1])
    if (own[0].get<int>() == seat) return decode_scene(data, own[1].get<int>(), seat, false);
  return decode_scene(data, step[0].get<int>(), seat, true);
}

}  // namespace paipu::cli
