// `paipu analyze` on a mahjong hand's calls: each call made and each pass that a call would have
// bettered, as a comment, a printed line and a --json object (docs/analysis.md, "Calls").
#include "analyze_calls.hpp"

namespace paipu::cli {

using analysis::CallDecision;

using analysis::call_row_text;
using analysis::stood_text;

// A call made: "call: 2-shanten, 30 tiles -> 1-shanten, 12 tiles (then S discard 9p)", and the best
// call when another; a pass that a call would have bettered: "call: let S pon 東東東 pass
// (1-shanten, 12 tiles (then S discard 9p)); kept 2-shanten, 30 tiles".
std::string call_comment(const CallDecision& d, const ReviewedHand::CallTexts& t) {
  std::string c(kCallMark);
  if (d.made < 0)
    return c + "let " + t.moves[static_cast<std::size_t>(d.best)] + " pass (" +
           call_row_text(d, t, d.best) + "); kept " + stood_text(d, t);
  c += stood_text(d, t) + " -> " + call_row_text(d, t, d.made);
  if (d.best != d.made)
    c += "; best call " + t.moves[static_cast<std::size_t>(d.best)] + " (" +
         call_row_text(d, t, d.best) + ")";
  return c;
}

void print_call(std::ostream& out, const Hand& hand, const CallDecision& d,
                const ReviewedHand::CallTexts& t) {
  if (d.made < 0 && !d.missed) return;
  const EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
  out << "  line " << line.pos.line << "  ";
  if (d.made < 0) {
    out << "passed " << t.moves[static_cast<std::size_t>(d.best)] << "   kept " << stood_text(d, t)
        << "; the call: " << call_row_text(d, t, d.best) << '\n';
    return;
  }
  out << t.moves[static_cast<std::size_t>(d.made)];
  if (!d.glyph.empty()) out << ' ' << d.glyph;
  out << "   " << stood_text(d, t) << " -> " << call_row_text(d, t, d.made);
  if (d.best != d.made)
    out << "; best " << t.moves[static_cast<std::size_t>(d.best)] << " ("
        << call_row_text(d, t, d.best) << ")";
  out << '\n';
}

nlohmann::json call_json(const Hand& hand, const CallDecision& d,
                         const ReviewedHand::CallTexts& t) {
  const EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
  nlohmann::json j = {
      {"line", line.pos.line},
      {"seat", seat_letter(d.seat)},
      {"made",
       d.made < 0 ? nlohmann::json() : nlohmann::json(t.moves[static_cast<std::size_t>(d.made)])},
      {"best", t.moves[static_cast<std::size_t>(d.best)]},
      {"glyph", d.glyph},
      {"missed", d.missed},
      {"shanten", d.calls.shanten},
      {"effective", analysis::joined(t.effective.back())},
      {"copies", d.calls.copies}};
  nlohmann::json rows = nlohmann::json::array();
  for (std::size_t k = 0; k < d.calls.calls.size(); ++k) {
    const CallChoice& c = d.calls.calls[k];
    nlohmann::json row = {{"move", t.moves[k]},
                          {"shanten", c.shanten},
                          {"effective", analysis::joined(t.effective[k])},
                          {"copies", c.copies}};
    if (!t.discards[k].empty()) row["discard"] = t.discards[k];
    rows.push_back(std::move(row));
  }
  j["calls"] = std::move(rows);
  return j;
}

}  // namespace paipu::cli
