#include "fuzz_entries.hpp"

#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "chinton.hpp"
#include "daqizi.hpp"
#include "paipu/analysis/review.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"
#include "sandaha.hpp"
#include "tianjiu.hpp"
#include "wenzhou.hpp"

namespace paipu::fuzz {
namespace {

// Where the targets put what they computed, so that the optimiser keeps the work.
volatile std::size_t sink = 0;

std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// Touches every field of a diagnostic, so that a dangling string or a bad position shows.
std::size_t consume(const Diagnostics& diags) {
  std::size_t n = 0;
  for (const auto& d : diags) n += format_diagnostic(d).size();
  return n;
}

std::shared_ptr<const Variant> builtin(std::string_view id) {
  static const std::shared_ptr<const Variant> tianjiu = tianjiu::make_variant();
  static const std::shared_ptr<const Variant> daqizi = daqizi::make_variant();
  static const std::shared_ptr<const Variant> sandaha = sandaha::make_variant();
  if (id == "tianjiu") return tianjiu;
  if (id == "daqizi") return daqizi;
  static const std::shared_ptr<const Variant> wenzhou = wenzhou::make_variant();
  if (id == "sandaha") return sandaha;
  if (id == "wenzhou") return wenzhou;
  static const std::shared_ptr<const Variant> chinton = chinton::make_variant();
  if (id == "chinton") return chinton;
  throw std::invalid_argument("no built-in variant " + std::string(id));
}

}  // namespace

// The Reader's read block for notation_reader: small, so that any input over 64 bytes is read in
// several blocks and lines and chunks cross block ends (the buffer is moved and grown), paths that
// the default 1 MiB block reaches only in files over 1 MiB. It also spares ASan a 1 MiB mapping per
// input.
constexpr std::size_t kSmallBlock = 64;

void notation_reader(const std::uint8_t* data, std::size_t size) {
  std::istringstream in(std::string(as_text(data, size)));
  notation::Reader reader(in, "fuzz.paipu", kSmallBlock);
  notation::Item item;
  Diagnostics diags;
  std::size_t touched = 0;
  while (reader.next(item, diags)) {
    if (item.offset + item.length > size) __builtin_trap();  // a chunk outside the input
    touched += item.header.tags.size() + item.body.events.size();
    touched += consume(diags);
    diags.clear();
  }
  touched += consume(diags);
  sink = touched;
}

void json_reader(const std::uint8_t* data, std::size_t size) {
  const nlohmann::json j = nlohmann::json::parse(as_text(data, size), nullptr, false);
  if (j.is_discarded()) return;
  try {
    const std::vector<Record> records = notation::records_from_json(j);
    // What was read must write back.
    sink = notation::to_json(records).dump().size();
  } catch (const nlohmann::json::exception&) {
  } catch (const std::runtime_error&) {
  }
}

// Candidate hands the repair search may try per broken hand. Nearly every fuzzed hand is broken,
// and the default budget (6,000) makes each input cost tens of milliseconds; a small one still runs
// every kind of edit near the error, so the search's code is covered at full fuzzing speed.
constexpr std::size_t kFuzzRepairBudget = 64;
// Legal moves tried in place of each failed line, to go on after it. Each is played to the hand's
// end, and a fuzzed hand fails at many lines: the default (512) made a 三打哈 lead, with its
// hundreds of possible throws, cost more than the rest of the input. Sixteen still try every kind
// of reading (a move for the line, the line left out, a move put before it).
constexpr std::size_t kFuzzRecoveryMoves = 16;

// What the analysing replay may spend on a hand: a few positions a move, two deals a decision.
// The values are not the point (the solver's tests check them), only that nothing breaks.
analysis::ReviewOptions fuzz_review() {
  analysis::ReviewOptions o;
  o.budget.nodes = 16;
  o.sample.deals = 2;
  o.sample.tries = 4;
  o.most_moves = 50;
  return o;
}

void replay(std::string_view variant, const std::uint8_t* data, std::size_t size, bool analyse) {
  const auto v = builtin(variant);
  std::string text(as_text(data, size));
  if (text.find("[Variant") == std::string::npos)
    text.insert(0, "[Variant \"" + std::string(variant) + "\"]\n");
  Diagnostics diags;
  // notation::parse_string, but with a read block the size of the input (one read, as for any file
  // under 1 MiB) rather than the default 1 MiB buffer.
  std::vector<Record> records;
  {
    const std::size_t block = text.size() + 1;
    std::istringstream in(std::move(text));
    notation::Reader reader(in, "fuzz.paipu", block);
    notation::Item item;
    while (reader.next(item, diags)) {
      if (item.kind == notation::Item::Kind::record) {
        records.push_back(std::move(item.header));
      } else {
        if (records.empty()) records.emplace_back();
        if (item.ok) records.back().hands.push_back(std::move(item.body));
      }
    }
  }
  for (std::size_t r = 0; r < records.size(); ++r) {
    const Tag* tag = records[r].find_tag("Variant");
    if (!tag || tag->value != variant) continue;
    ReplayContext ctx{"fuzz.paipu", static_cast<int>(r)};
    ctx.repair_budget = kFuzzRepairBudget;
    ctx.recovery_moves = kFuzzRecoveryMoves;
    auto match = MatchReplay::start(v, records[r], ctx, diags);
    if (!match) continue;
    std::size_t decisions = 0;
    for (std::size_t h = 0; h < records[r].hands.size(); ++h) {
      const Hand& hand = records[r].hands[h];
      if (!analyse) {
        match->play(hand, static_cast<int>(h), diags);
        continue;
      }
      const std::unique_ptr<MatchState> before = match->save();
      std::vector<std::unique_ptr<HandState>> states;
      const HandResult result = match->play(hand, static_cast<int>(h), diags, &states);
      const analysis::HandReview review =
          analysis::review_played_hand(*v, *before, hand, result, states, fuzz_review());
      decisions += review.decisions.size() + review.note.size() + review.skipped.size();
    }
    sink = decisions;
  }
  sink = consume(diags);
}

}  // namespace paipu::fuzz
