#include <fstream>
#include <iostream>
#include <random>

#include "commands.hpp"
#include "output.hpp"
#include "paipu/notation/write.hpp"
#include "paipu/replay.hpp"

namespace paipu::cli {

namespace {

std::string signed_str(long long v) {
  return (v > 0 ? "+" : "") + std::to_string(v);
}

// Plays one hand by picking uniformly among the legal moves. Returns false if the plugin stalls.
bool play_hand(MatchState& match, const Vocabulary& vocab, std::mt19937_64& rng, int seats,
               PieceStyle style, int number, std::ostream& out) {
  Hand hand;
  hand.label = std::to_string(number);
  std::vector<Problem> problems;
  auto state = match.begin_hand({}, problems);
  if (!state) return false;
  auto apply = [&](const Event& e) {
    Outcome o = state->apply(e);
    if (!o.ok()) {
      std::cerr << "paipu: internal: the plugin refused its own move: "
                << o.problems.front().message << '\n';
      return false;
    }
    hand.events.push_back(event_to_line(vocab, e, style));
    return true;
  };
  for (const Event& e : state->sample_deal(rng()))
    if (!apply(e)) return false;
  for (int guard = 0; !state->finished(); ++guard) {
    auto moves = state->legal_moves();
    if (moves.empty() || guard > 100000) {
      std::cerr << "paipu: internal: no legal move in an unfinished hand\n";
      return false;
    }
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    if (!apply(moves[pick(rng)])) return false;
  }
  Settlement s = match.finish_hand(*state);
  EventLine result;
  result.verb = "result";
  for (int i = 0; i < seats; ++i)
    result.args.push_back(
        Token{std::string(seat_letter(i)) + signed_str(s.deltas[static_cast<std::size_t>(i)]), {}});
  hand.events.push_back(std::move(result));
  notation::write_hand(out, hand);
  return true;
}

}  // namespace

int generate(PluginHost& host, const GenerateOptions& o) {
  auto variant = host.find(o.variant);
  if (!variant) {
    std::cerr << "paipu: unknown variant '" << o.variant << "' (see `paipu plugins`)\n";
    return kExitUsage;
  }
  const VariantInfo& info = variant->info();
  Output output;
  if (!output.open(o.output)) return kExitUsage;
  std::ostream* out = &output.stream();
  const PieceStyle style = o.pieces == "ascii" ? PieceStyle::ascii : PieceStyle::cjk;
  const int seats = info.seat_counts.empty() ? 4 : info.seat_counts.front();
  RuleValues rules;
  for (const auto& opt : info.options) rules[opt.name] = opt.default_value;
  Vocabulary vocab(info);
  std::mt19937_64 rng(o.seed);
  const int per_record = o.hands_per_record > 0 ? o.hands_per_record : o.hands;
  std::unique_ptr<MatchState> match;
  for (int h = 0; h < o.hands; ++h) {
    if (h % per_record == 0) {
      if (h) *out << '\n';
      Record header;
      header.tags = {
          {"Variant", info.id, {}},
          {"Event", "paipu generate", {}},
          {"Round", std::to_string(h / per_record + 1), {}},
          {"Generator", "paipu generate " + info.id + " --seed " + std::to_string(o.seed), {}}};
      notation::write_record_header(*out, header);
      match = variant->new_match(rules, seats);
    }
    if (!play_hand(*match, vocab, rng, seats, style, h % per_record + 1, *out)) return kExitInvalid;
  }
  return kExitOk;
}

}  // namespace paipu::cli
