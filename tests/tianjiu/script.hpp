// Test-only reader for 打天九 records and event lines, so the rules tests need neither the notation
// parser nor the plugin host: "E play 天天" becomes an Event through the variant's own piece and
// verb tables.
#pragma once

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hand.hpp"
#include "paipu/event.hpp"
#include "paipu/variant.hpp"

namespace tj_test {

using paipu::Event;
using paipu::PieceId;

// "天天九" / "66 45" / "**" → piece ids by longest match over names, aliases and codes.
std::vector<PieceId> pieces(std::string_view text);
// "E play 天天" → Event; throws std::invalid_argument on text the variant does not know.
Event event(std::string_view line);

struct ScriptHand {
  std::map<std::string, std::string> tags;
  std::vector<std::string> lines;  // event lines, comments and glyphs removed
  std::optional<std::array<long long, 4>> result;
};

struct ScriptRecord {
  std::map<std::string, std::string> tags;
  paipu::RuleValues rules;  // every option, defaults filled in
  std::vector<ScriptHand> hands;
};

std::vector<ScriptRecord> read_records(std::string_view text);

// A hand with the given options and dealer; run() applies lines and stops at the first error.
struct Table {
  explicit Table(const paipu::RuleValues& rules = {}, int dealer = 0, int multiplier_streak = -1);
  paipu::Outcome run(std::string_view line);
  // Applies every line; returns the first failing line's problems (empty when all applied).
  std::string run_all(const std::vector<std::string>& lines);
  paipu::tianjiu::TianjiuHand hand;
};

paipu::tianjiu::Options options(std::initializer_list<std::pair<std::string, std::string>> set);

}  // namespace tj_test
