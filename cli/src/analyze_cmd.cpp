// paipu analyze: every decision of every fully known hand valued by exact search
// (docs/analysis.md), printed, as JSON Lines, or written into the record as glyphs and comments.
#include <algorithm>
#include <cstdio>
#include <iostream>

#include "analyze_calls.hpp"
#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/app/file_review.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/write.hpp"

namespace paipu::cli {
namespace {

using analysis::CallDecision;
using analysis::Decision;
using analysis::HandReview;
using analysis::MoveValue;

// Comments the analysis wrote start so; a second run replaces them and keeps the others.
constexpr std::string_view kMark = "best: ";

std::string best_text(const Decision& d, const std::vector<std::string>& moves) {
  std::string s;
  std::size_t shown = 0;
  for (int b : d.best) {
    if (shown == 3) {
      s += " …";
      break;
    }
    if (shown++ > 0) s += ", ";
    s += moves[static_cast<std::size_t>(b)];
  }
  return s;
}

std::string comment_for(const Decision& d, const std::vector<std::string>& moves,
                        const std::vector<analysis::PieceTexts>& effective) {
  std::string c(kMark);
  if (!d.discards.empty()) {
    const auto b = static_cast<std::size_t>(d.best.front());
    const auto p = static_cast<std::size_t>(d.played);
    return c + best_text(d, moves) + " (" +
           analysis::discard_row_text(d.discards[b], effective[b]) +
           "); played: " + analysis::discard_row_text(d.discards[p], effective[p]);
  }
  c += best_text(d, moves) + " (" + analysis::best_value_text(d) +
       "); played: " + analysis::value_text(d.moves[static_cast<std::size_t>(d.played)]);
  return c;
}

nlohmann::json move_json(const MoveValue& m, const std::string& text) {
  nlohmann::json j = {{"move", text}, {"exact", m.exact}, {"nodes", m.nodes}};
  if (m.deals > 0) {
    j["mean"] = m.mean;
    j["deals"] = m.deals;
  } else if (m.exact) {
    j["value"] = m.value;
    j["outcome"] = m.outcome;
  } else {
    if (m.lower > -analysis::kInfinity) j["lower"] = m.lower;
    if (m.upper < analysis::kInfinity) j["upper"] = m.upper;
    if (m.side_total) j["side_total"] = true;
  }
  if (m.has_paranoid) j["paranoid"] = m.paranoid;
  if (m.same.size() > 1) j["merged"] = m.same.size();
  return j;
}

nlohmann::json discard_json(const DiscardChoice& c, const std::string& move,
                            const analysis::PieceTexts& effective) {
  nlohmann::json j = {{"move", move},
                      {"shanten", c.shanten},
                      {"effective", analysis::joined(effective)},
                      {"copies", c.copies}};
  if (c.furiten) j["furiten"] = true;
  if (!c.points.empty()) j["points"] = c.points;
  return j;
}

nlohmann::json review_json(const Hand& hand, const ReviewedHand& reviewed, int hand_number) {
  const HandReview& r = reviewed.review;
  nlohmann::json j = {{"hand", hand_number}, {"analysed", r.analysed}};
  if (!r.skipped.empty()) j["skipped"] = r.skipped;
  if (!r.note.empty()) j["note"] = r.note;
  nlohmann::json ds = nlohmann::json::array();
  for (std::size_t di = 0; di < r.decisions.size(); ++di) {
    const Decision& d = r.decisions[di];
    const auto& texts = reviewed.moves[di];
    const EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    nlohmann::json dj = {{"line", line.pos.line}, {"seat", seat_letter(d.seat)},
                         {"exact", d.exact},      {"loss", d.loss},
                         {"glyph", d.glyph},      {"best_value", d.best_value}};
    if (d.deals > 0) {
      dj["estimate"] = {{"deals", d.deals}, {"best_mean", d.best_mean}, {"mean_loss", d.mean_loss}};
    }
    if (!d.discards.empty()) {
      const auto& eff = reviewed.effective[di];
      dj["shanten"] = d.shanten;
      dj["played"] = discard_json(d.discards[static_cast<std::size_t>(d.played)],
                                  texts[static_cast<std::size_t>(d.played)],
                                  eff[static_cast<std::size_t>(d.played)]);
      nlohmann::json rows = nlohmann::json::array();
      for (std::size_t k = 0; k < d.discards.size(); ++k)
        rows.push_back(discard_json(d.discards[k], texts[k], eff[k]));
      dj["discards"] = std::move(rows);
    } else if (d.played >= 0) {
      const auto p = static_cast<std::size_t>(d.played);
      dj["played"] = move_json(d.moves[p], texts[p]);
    }
    nlohmann::json best = nlohmann::json::array();
    for (int b : d.best) best.push_back(texts[static_cast<std::size_t>(b)]);
    dj["best"] = std::move(best);
    nlohmann::json all = nlohmann::json::array();
    for (std::size_t k = 0; k < d.moves.size(); ++k) all.push_back(move_json(d.moves[k], texts[k]));
    dj["moves"] = std::move(all);
    ds.push_back(std::move(dj));
  }
  j["decisions"] = std::move(ds);
  nlohmann::json cs = nlohmann::json::array();
  for (std::size_t ci = 0; ci < r.calls.size(); ++ci)
    cs.push_back(call_json(hand, r.calls[ci], reviewed.calls[ci]));
  j["calls"] = std::move(cs);
  j["stats"] = {{"positions", r.stats.nodes},
                {"table_probes", r.stats.table_probes},
                {"table_hits", r.stats.table_hits},
                {"merged_moves", r.stats.merged},
                {"seconds", r.seconds}};
  return j;
}

void print_review(std::ostream& out, const std::string& file, const Hand& hand,
                  const ReviewedHand& reviewed, int hand_number) {
  const HandReview& r = reviewed.review;
  out << file << " hand " << hand_number;
  if (!r.analysed) {
    out << ": skipped: " << r.skipped << '\n';
    return;
  }
  int exact = 0, lossy = 0, estimated = 0;
  for (const Decision& d : r.decisions) {
    exact += d.exact ? 1 : 0;
    estimated += d.deals > 0 ? 1 : 0;
    lossy += d.loss > 0 ? 1 : 0;
  }
  out << ": " << r.decisions.size() << " decisions, ";
  if (estimated > 0)
    out << estimated << " estimated";
  else
    out << exact << " solved exactly";
  out << ", " << lossy << " lost points; " << r.stats.nodes << " positions in " << r.seconds
      << " s\n";
  if (!r.note.empty()) out << "  note: " << r.note << '\n';
  std::size_t ci = 0;  // the calls, printed among the decisions in step order
  for (std::size_t di = 0; di < r.decisions.size(); ++di) {
    const Decision& d = r.decisions[di];
    for (; ci < r.calls.size() && r.calls[ci].step <= d.step; ++ci)
      print_call(out, hand, r.calls[ci], reviewed.calls[ci]);
    const EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    out << "  line " << line.pos.line << "  ";
    if (!d.discards.empty()) {
      const auto p = static_cast<std::size_t>(d.played);
      const auto b = static_cast<std::size_t>(d.best.front());
      out << reviewed.moves[di][p];
      if (!d.glyph.empty()) out << ' ' << d.glyph;
      out << "   " << analysis::discard_row_text(d.discards[p], reviewed.effective[di][p])
          << "; best " << analysis::discard_row_text(d.discards[b], reviewed.effective[di][b])
          << " (" << best_text(d, reviewed.moves[di]) << ")";
      if (d.loss > 0) out << "   lost " << d.loss << (d.loss == 1 ? " tile" : " tiles");
      out << '\n';
      continue;
    }
    if (d.played >= 0) out << reviewed.moves[di][static_cast<std::size_t>(d.played)];
    if (!d.glyph.empty()) out << ' ' << d.glyph;
    out << "   "
        << (d.played >= 0 ? analysis::value_text(d.moves[static_cast<std::size_t>(d.played)])
                          : "not found");
    if (d.best.empty()) {
      out << "; no move solved within the budget\n";
      continue;
    }
    out << "; best " << analysis::best_value_text(d) << " (" << best_text(d, reviewed.moves[di])
        << ")";
    if (d.deals > 0 && d.mean_loss > 0) {
      char lost[32];
      std::snprintf(lost, sizeof lost, "%.2f", d.mean_loss);
      out << "   lost " << lost << " on average";
    } else if (d.loss > 0) {
      out << "   lost " << d.loss;
    }
    if (!d.exact && d.deals == 0) out << "   (some moves unsolved within the budget)";
    out << '\n';
  }
  for (; ci < r.calls.size(); ++ci) print_call(out, hand, r.calls[ci], reviewed.calls[ci]);
}

// Writes the review into the hand: a glyph where the line has none, and one comment.
void annotate(Hand& hand, const ReviewedHand& reviewed) {
  for (EventLine& line : hand.events) {
    std::erase_if(line.comments, [](const Comment& c) {
      return !c.line && (c.text.starts_with(kMark) || c.text.starts_with(kCallMark));
    });
  }
  const auto& decisions = reviewed.review.decisions;
  for (std::size_t di = 0; di < decisions.size(); ++di) {
    const Decision& d = decisions[di];
    if (d.loss <= 0 || d.best.empty()) continue;
    EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    if (line.glyph.empty()) line.glyph = d.glyph;
    line.comments.push_back(
        Comment{comment_for(d, reviewed.moves[di], reviewed.effective[di]), false});
  }
  // Every call made gets its comment; a pass only when a call would have lowered the shanten.
  const auto& calls = reviewed.review.calls;
  for (std::size_t ci = 0; ci < calls.size(); ++ci) {
    const CallDecision& d = calls[ci];
    if (d.made < 0 && !d.missed) continue;
    EventLine& line = hand.events[static_cast<std::size_t>(d.line_index)];
    if (line.glyph.empty()) line.glyph = d.glyph;
    line.comments.push_back(Comment{call_comment(d, reviewed.calls[ci]), false});
  }
}

}  // namespace

int analyze(PluginHost& host, const AnalyzeOptions& o) {
  if (const int rc = check_input(o.file); rc != kExitOk) return rc;
  Diagnostics diags;
  const std::unique_ptr<FileReview> reviewer = FileReview::read(host, o.file, diags);
  if (!reviewer) {
    std::cerr << "paipu: " << o.file << ": cannot read\n";
    return kExitUsage;
  }
  FileReview& file = *reviewer;
  analysis::ReviewOptions ro;
  ro.budget.nodes = o.budget;
  ro.sample.deals = o.sample;
  ro.sample.seed = o.seed;
  for (int n = 0; n < file.hands(); ++n) {
    const int number = n + 1;
    if (o.hand != 0 && o.hand != number) continue;
    if (const std::string& why = file.unreplayable(n); !why.empty()) {
      std::cerr << o.file << " hand " << number << ": skipped: " << why << '\n';
      continue;
    }
    ro.seat = o.seat.empty() ? -1 : seat_index(o.seat, file.seats(n));
    if (!o.seat.empty() && ro.seat < 0) {
      std::cerr << "paipu: no seat '" << o.seat << "' in this game (use E, S, W or N)\n";
      return kExitUsage;
    }
    const ReviewedHand reviewed = file.review(n, ro);
    Hand& hand = file.hand(n);
    if (o.json) {
      std::cout << review_json(hand, reviewed, number)
                       .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)
                << '\n';
    } else {
      // With the record on standard output, the report goes to standard error.
      print_review(o.output == "-" ? std::cerr : std::cout, o.file, hand, reviewed, number);
    }
    if (reviewed.review.analysed) annotate(hand, reviewed);
  }
  for (const auto& d : diags) std::cerr << format_diagnostic(d) << '\n';
  for (const auto& d : file.diagnostics()) std::cerr << format_diagnostic(d) << '\n';
  if (!o.output.empty()) {
    AtomicOutput output;
    if (!output.open(o.output == "-" ? std::string() : o.output)) return kExitUsage;
    output.stream() << notation::to_text(file.records());
    if (!output.commit()) return kExitUsage;
  }
  return file.any_error() || has_errors(diags) || has_errors(file.diagnostics()) ? kExitInvalid
                                                                                 : kExitOk;
}

}  // namespace paipu::cli
