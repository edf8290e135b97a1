#include "played_hand.hpp"

#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <sstream>
#include <string>

namespace paipu::analysis {

// The variant's defaults, with PAIPU_ANALYSIS_RULES ("name=value,name=value") on top: a run by
// hand can check the keys under other rules (the equivalent pieces of 打天九 turn on several).
RuleValues defaults(const VariantInfo& info) {
  RuleValues r;
  for (const RuleOption& o : info.options) r[o.name] = o.default_value;
  if (const char* env = std::getenv("PAIPU_ANALYSIS_RULES")) {
    std::stringstream in(env);
    std::string item;
    while (std::getline(in, item, ',')) {
      const auto eq = item.find('=');
      if (eq == std::string::npos || r.count(item.substr(0, eq)) == 0) {
        ADD_FAILURE() << "PAIPU_ANALYSIS_RULES: " << item << " names no rule of " << info.id;
        continue;
      }
      r[item.substr(0, eq)] = item.substr(eq + 1);
    }
  }
  return r;
}

PlayedHand play(const Variant& v, int seats, std::uint64_t seed) {
  PlayedHand out;
  auto match = v.new_match(defaults(v.info()), seats);
  std::vector<Problem> problems;
  auto hand = match->begin_hand({}, problems);
  out.match = match->clone();
  out.start = hand->clone();
  hand->set_notes(false);
  out.deal = hand->sample_deal(seed);
  for (const Event& e : out.deal) EXPECT_TRUE(hand->apply(e).ok());
  std::mt19937_64 rng(seed);
  while (!hand->finished()) {
    Event move;
    if (!hand->sample_move(rng, move)) {
      const auto all = hand->legal_moves();
      if (all.empty()) break;
      move = all[std::uniform_int_distribution<std::size_t>(0, all.size() - 1)(rng)];
    }
    out.positions.push_back(hand->clone());
    out.moves.push_back(move);
    EXPECT_TRUE(hand->apply(move).ok());
  }
  return out;
}

}  // namespace paipu::analysis
