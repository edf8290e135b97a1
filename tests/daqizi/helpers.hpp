// Test helpers for the 打棋子 rules: event lines read through the variant's own vocabulary (the
// core's Vocabulary, no parser and no plugin host), a hand with chosen options and dealer, and a
// check that a rejected event leaves the hand exactly as it was.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "hand.hpp"
#include "paipu/event.hpp"
#include "paipu/variant.hpp"

namespace dq_test {

using Lines = std::vector<std::string>;

// "俥傌炮" / "R H C" / "**" → piece ids, as the notation reads a pieces token.
std::vector<paipu::PieceId> ids(std::string_view token);
// "E play 俥傌炮" → Event; throws std::invalid_argument on text the variant does not know.
paipu::Event ev(std::string_view line);

// Options with some values changed from the defaults.
paipu::RuleValues rules(std::initializer_list<std::pair<std::string, std::string>> set = {});

// A hand with the given options and dealer. `streak` >= 0 makes the dealer one who took over by
// winning and then won `streak` more times; -1 keeps the session's first dealer.
struct Table {
  explicit Table(const paipu::RuleValues& values = rules(), int dealer = 0, int streak = -1);
  paipu::Outcome run(std::string_view line) { return hand.apply(ev(line)); }
  // Applies every line; returns "<line>: <code> <message>" for the first that fails, else "".
  std::string run_all(const Lines& lines);
  paipu::daqizi::DaqiziHand hand;
};

// Applies `line` expecting an error with `code`; checks that nothing observable changed and
// returns the message.
std::string reject(Table& t, const std::string& line, const std::string& code);

Lines join(std::initializer_list<Lines> parts);

}  // namespace dq_test
