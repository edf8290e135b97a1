// paipu analyze: every decision of every fully known hand valued by exact search
// (docs/analysis.md), printed, as JSON Lines, or written into the record as glyphs and comments.
#include <fstream>
#include <iostream>
#include <sstream>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/analysis/review.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/notation/write.hpp"

namespace paipu::cli {
namespace {

using analysis::Decision;
using analysis::HandReview;
using analysis::move_text;
using analysis::MoveValue;
using analysis::style_of;

// Comments the analysis wrote start so; a second run replaces them and keeps the others.
constexpr std::string_view kMark = "best: ";

std::string best_text(const Vocabulary& vocab, const Decision& d, PieceStyle style) {
  std::string s;
  std::size_t shown = 0;
  for (int b : d.best) {
    if (shown == 3) {
      s += " …";
      break;
    }
    if (shown++ > 0) s += ", ";
    s += move_text(vocab, d.moves[static_cast<std::size_t>(b)].move, style);
  }
  return s;
}

std::string comment_for(const Vocabulary& vocab, const Decision& d, PieceStyle style) {
  std::string c(kMark);
  c += best_text(vocab, d, style) + " (" + (d.exact ? "" : "at least ") +
       signed_text(d.best_value) + "); played: " + signed_text(d.played_value);
  return c;
}

nlohmann::json move_json(const Vocabulary& vocab, const MoveValue& m, PieceStyle style) {
  nlohmann::json j = {
      {"move", move_text(vocab, m.move, style)}, {"exact", m.exact}, {"nodes", m.nodes}};
  if (m.exact) {
    j["value"] = m.value;
    j["outcome"] = m.outcome;
    if (m.has_paranoid) j["paranoid"] = m.paranoid;
  }
  if (m.same.size() > 1) j["merged"] = m.same.size();
  return j;
}

nlohmann::json review_json(const Vocabulary& vocab, const Hand& hand, const HandReview& r,
                           int hand_number) {
  nlohmann::json j = {{"hand", hand_number}, {"analysed", r.analysed}};
  if (!r.skipped.empty()) j["skipped"] = r.skipped;
  if (!r.note.empty()) j["note"] = r.note;
  nlohmann::json ds = nlohmann::json::array();
  for (const Decision& d : r.decisions) {
    const EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    const PieceStyle style = style_of(line);
    nlohmann::json dj = {{"line", line.pos.line}, {"seat", seat_letter(d.seat)},
                         {"exact", d.exact},      {"loss", d.loss},
                         {"glyph", d.glyph},      {"best_value", d.best_value}};
    if (d.played >= 0)
      dj["played"] = move_json(vocab, d.moves[static_cast<std::size_t>(d.played)], style);
    nlohmann::json best = nlohmann::json::array();
    for (int b : d.best)
      best.push_back(move_text(vocab, d.moves[static_cast<std::size_t>(b)].move, style));
    dj["best"] = std::move(best);
    nlohmann::json all = nlohmann::json::array();
    for (const MoveValue& m : d.moves) all.push_back(move_json(vocab, m, style));
    dj["moves"] = std::move(all);
    ds.push_back(std::move(dj));
  }
  j["decisions"] = std::move(ds);
  j["stats"] = {{"positions", r.stats.nodes},
                {"table_probes", r.stats.table_probes},
                {"table_hits", r.stats.table_hits},
                {"merged_moves", r.stats.merged},
                {"seconds", r.seconds}};
  return j;
}

void print_review(std::ostream& out, const std::string& file, const Vocabulary& vocab,
                  const Hand& hand, const HandReview& r, int hand_number) {
  out << file << " hand " << hand_number;
  if (!r.analysed) {
    out << ": skipped: " << r.skipped << '\n';
    return;
  }
  int exact = 0, lossy = 0;
  for (const Decision& d : r.decisions) {
    exact += d.exact ? 1 : 0;
    lossy += d.loss > 0 ? 1 : 0;
  }
  out << ": " << r.decisions.size() << " decisions, " << exact << " solved exactly, " << lossy
      << " lost points; " << r.stats.nodes << " positions in " << r.seconds << " s\n";
  if (!r.note.empty()) out << "  note: " << r.note << '\n';
  for (const Decision& d : r.decisions) {
    const EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    const PieceStyle style = style_of(line);
    out << "  line " << line.pos.line << "  ";
    if (d.played >= 0) {
      out << move_text(vocab, d.moves[static_cast<std::size_t>(d.played)].move, style);
    }
    if (!d.glyph.empty()) out << ' ' << d.glyph;
    if (d.best.empty()) {
      out << "   unsolved within the budget\n";
      continue;
    }
    out << "   " << signed_text(d.played_value) << "; best " << (d.exact ? "" : "at least ")
        << signed_text(d.best_value) << " (" << best_text(vocab, d, style) << ")";
    if (d.loss > 0) out << "   lost " << d.loss;
    if (!d.exact) out << "   (some moves unsolved within the budget)";
    out << '\n';
  }
}

// Writes the review into the hand: a glyph where the line has none, and one comment.
void annotate(Hand& hand, const Vocabulary& vocab, const HandReview& r) {
  for (EventLine& line : hand.events) {
    std::erase_if(line.comments,
                  [](const Comment& c) { return !c.line && c.text.starts_with(kMark); });
  }
  for (const Decision& d : r.decisions) {
    if (d.loss <= 0 || d.best.empty()) continue;
    EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    if (line.glyph.empty()) line.glyph = d.glyph;
    line.comments.push_back(Comment{comment_for(vocab, d, style_of(line)), false});
  }
}

}  // namespace

int analyze(PluginHost& host, const AnalyzeOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  std::ifstream in(o.file, std::ios::binary);
  if (!in) {
    std::cerr << "paipu: " << o.file << ": cannot read\n";
    return kExitUsage;
  }
  std::ostringstream buf;
  buf << in.rdbuf();
  Diagnostics diags;
  std::vector<Record> records = notation::parse_string(buf.str(), o.file, diags);
  analysis::ReviewOptions ro;
  ro.budget.nodes = o.budget;
  int counted = 0;
  bool any_error = false;
  for (std::size_t ri = 0; ri < records.size(); ++ri) {
    Record& rec = records[ri];
    const Tag* v = rec.find_tag("Variant");
    auto variant = v != nullptr ? host.find(v->value) : nullptr;
    std::optional<MatchReplay> replay;
    if (variant) {
      ReplayContext ctx;
      ctx.file = o.file;
      ctx.record = static_cast<int>(ri);
      ctx.repair_budget = 0;
      replay = MatchReplay::start(variant, rec, ctx, diags);
    }
    for (std::size_t hi = 0; hi < rec.hands.size(); ++hi) {
      const int number = ++counted;
      Hand& hand = rec.hands[hi];
      if (!replay) {
        if (o.hand == 0 || o.hand == number) {
          std::cerr << o.file << " hand " << number << ": skipped: "
                    << (v == nullptr ? "the record names no variant"
                                     : "no plugin for variant '" + v->value + "'")
                    << '\n';
        }
        continue;
      }
      const std::unique_ptr<MatchState> before = replay->save();
      std::vector<std::unique_ptr<HandState>> states;
      Diagnostics hand_diags;
      const HandResult result = replay->play(hand, static_cast<int>(hi), hand_diags, &states);
      for (const auto& d : hand_diags) any_error = any_error || d.severity == Severity::error;
      if (o.hand != 0 && o.hand != number) continue;
      ro.seat = o.seat.empty() ? -1 : seat_index(o.seat, replay->seats());
      if (!o.seat.empty() && ro.seat < 0) {
        std::cerr << "paipu: no seat '" << o.seat << "' in this game (use E, S, W or N)\n";
        return kExitUsage;
      }
      const HandReview review =
          analysis::review_played_hand(*variant, *before, hand, result, states, ro);
      const Vocabulary& vocab = replay->vocabulary();
      if (o.json) {
        std::cout << review_json(vocab, hand, review, number)
                         .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                  << '\n';
      } else {
        // With the record on standard output, the report goes to standard error.
        print_review(o.output == "-" ? std::cerr : std::cout, o.file, vocab, hand, review, number);
      }
      if (review.analysed) annotate(hand, vocab, review);
    }
  }
  for (const auto& d : diags) std::cerr << format_diagnostic(d) << '\n';
  if (!o.output.empty()) {
    AtomicOutput output;
    if (!output.open(o.output == "-" ? std::string() : o.output)) return kExitUsage;
    output.stream() << notation::to_text(records);
    if (!output.commit()) return kExitUsage;
  }
  return any_error || has_errors(diags) ? kExitInvalid : kExitOk;
}

}  // namespace paipu::cli
