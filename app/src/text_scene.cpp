#include "paipu/app/text_scene.hpp"

#include "paipu/vocabulary.hpp"

namespace paipu::cli {

namespace {

void print_piece(std::ostream& out, const ScenePiece& p) {
  if (p.hidden || p.label.empty()) {
    out << "■";  // a back
    return;
  }
  if (p.face_down) out << '~';
  out << p.label;
  if (p.wild) out << "(wild)";
  if (!p.plays_as.empty()) out << "(=" << p.plays_as << ')';
}

void print_group(std::ostream& out, const SceneGroup& g) {
  if (g.seat >= 0) out << seat_letter(g.seat) << ' ';
  for (const auto& p : g.pieces) print_piece(out, p);
  if (!g.caption.empty()) out << " (" << g.caption << ')';
  if (g.highlight) out << " *";
}

}  // namespace

std::string event_text(const EventLine& e, bool annotations) {
  std::string s = e.seat.empty() ? "" : e.seat + " ";
  s += e.verb;
  for (const auto& a : e.args) s += " " + a.text;
  if (!annotations) return s;
  if (!e.glyph.empty()) s += " " + e.glyph;
  for (const auto& c : e.comments) s += c.line ? " ;" + c.text : " {" + c.text + "}";
  return s;
}

void print_scene(std::ostream& out, const Scene& scene) {
  for (const auto& line : scene.info) out << "  " << line << '\n';
  for (std::size_t s = 0; s < scene.seats.size(); ++s) {
    const SeatInfo& si = scene.seats[s];
    out << "  " << si.wind << (si.dealer ? " [dealer]" : "") << (si.to_move ? " [to move]" : "");
    if (!si.name.empty()) out << "  " << si.name;
    for (const Figure& f : si.figures) out << "  " << f.label << ' ' << f.value;
    if (!si.status.empty()) out << "  " << si.status;
    out << "  score " << si.score << '\n';
    for (const Zone& z : scene.zones) {
      if (z.seat != static_cast<int>(s)) continue;
      out << "      " << (z.label.empty() ? to_string(z.kind) : z.label) << ": ";
      for (std::size_t i = 0; i < z.groups.size(); ++i) {
        if (i) out << " | ";
        const SceneGroup& g = z.groups[i];
        for (const auto& p : g.pieces) print_piece(out, p);
        if (!g.caption.empty()) out << " (" << g.caption << ')';
      }
      out << '\n';
    }
  }
  for (const Zone& z : scene.zones) {
    if (z.seat >= 0) continue;
    out << "  " << (z.label.empty() ? to_string(z.kind) : z.label) << ": ";
    for (std::size_t i = 0; i < z.groups.size(); ++i) {
      if (i) out << " | ";
      print_group(out, z.groups[i]);
    }
    out << '\n';
  }
}

void print_settlement(std::ostream& out, const Settlement& s, int seats) {
  if (!s.complete) {
    out << "  not settled:";
    for (const auto& n : s.notes) out << ' ' << n;
    out << '\n';
    return;
  }
  out << "  settlement";
  if (!s.winners.empty()) {
    out << (s.winners.size() > 1 ? " (winners " : " (winner ");
    for (std::size_t i = 0; i < s.winners.size(); ++i)
      out << (i ? ", " : "") << seat_letter(s.winners[i]);
    out << ')';
  }
  out << ":\n";
  for (const Payment& p : s.payments) {
    out << "    " << seat_letter(p.from) << " pays " << seat_letter(p.to) << ' ' << p.amount << "  "
        << p.reason;
    if (!p.items.empty()) out << " = " << items_text(p.items);
    if (p.step >= 0) out << "  (step " << p.step + 1 << ')';
    out << '\n';
  }
  for (const auto& n : s.notes) out << "    " << n << '\n';
  out << "    net:";
  for (int i = 0; i < seats && static_cast<std::size_t>(i) < s.deltas.size(); ++i)
    out << ' ' << seat_letter(i) << (s.deltas[static_cast<std::size_t>(i)] > 0 ? "+" : "")
        << s.deltas[static_cast<std::size_t>(i)];
  out << '\n';
}

}  // namespace paipu::cli
