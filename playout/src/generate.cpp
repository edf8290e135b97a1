#include "paipu/playout/generate.hpp"

#include <fstream>
#include <iostream>

#include "paipu/notation/write.hpp"
#include "paipu/playout/playout.hpp"

namespace paipu::cli {

namespace {

// The command line that writes the same bytes again; options left at their defaults are omitted,
// so that files made before they existed keep their header.
std::string generator_line(const VariantInfo& info, const GenerateOptions& o,
                           const MatchSetup& setup) {
  std::string line = "paipu generate " + info.id + " --seed " + std::to_string(o.seed);
  if (o.seats != 0) line += " --seats " + std::to_string(setup.seats);
  for (const auto& [name, value] : setup.given) line += " --rule " + name + "=" + value;
  if (o.policy != "natural") line += " --policy " + o.policy;
  return line;
}

}  // namespace

int generate_records(PluginHost& host, const GenerateOptions& o,
                     const std::function<std::ostream*()>& open_output, std::ostream& err) {
  auto variant = host.find(o.variant);
  if (!variant) {
    err << "paipu: unknown variant '" << o.variant << "' (see `paipu plugins`)\n";
    return 2;
  }
  const VariantInfo& info = variant->info();
  const std::optional<Policy> policy = policy_named(o.policy);
  if (!policy) {
    err << "paipu generate: --policy takes natural, uniform, weighted or greedy, got '" << o.policy
        << "'\n";
    return 2;
  }
  std::string error;
  const std::optional<MatchSetup> setup = resolve_setup(info, o.seats, o.rules, error);
  if (!setup) {
    err << "paipu generate: " << error << '\n';
    return 2;
  }
  std::ostream* stream = open_output();
  if (stream == nullptr) return 2;
  std::ostream& out = *stream;
  const PieceStyle style = o.pieces == "ascii" ? PieceStyle::ascii : PieceStyle::cjk;
  Vocabulary vocab(info);
  const int per_record = o.hands_per_record > 0 ? o.hands_per_record : o.hands;
  const std::string generator = generator_line(info, o, *setup);
  // Each record is a new match; one random stream runs through them all, so that the output of
  // the default policy keeps the bytes it has always had.
  Playout playout(*variant, vocab, *setup, *policy, o.seed, style);
  for (int h = 0; h < o.hands; ++h) {
    if (h % per_record == 0) {
      if (h) out << '\n';
      notation::write_record_header(out,
                                    generated_header(info, *setup, h / per_record + 1, generator));
      if (h) playout.new_match();
    }
    PlayedHand hand = playout.play(h % per_record + 1);
    if (!hand.ok()) {
      err << "paipu: internal: " << hand.error << '\n';
      return 1;
    }
    notation::write_hand(out, hand.hand);
  }
  return 0;
}

int generate_file(PluginHost& host, const GenerateOptions& o) {
  std::ofstream file;
  const auto open = [&]() -> std::ostream* {
    file.open(o.output, std::ios::binary);
    return file ? &file : nullptr;
  };
  return generate_records(host, o, open, std::cerr);
}

}  // namespace paipu::cli
