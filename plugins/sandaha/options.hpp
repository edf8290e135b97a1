// Rule options: every ambiguity of docs/variants/sandaha.md as a record tag `[Rule.<name>
// "<value>"]`, turned into the Rules and Layout the rules core takes. The defaults follow [JA].
#pragma once

#include <vector>

#include "paipu/variant.hpp"
#include "round.hpp"

namespace paipu::sandaha {

struct Options {
  Deck deck = Deck::full;
  Rules rules;
};

const std::vector<RuleOption>& rule_options();
// `values` may lack options or hold values outside the choices: those take the default.
Options parse_options(const RuleValues& values);
RuleValues default_values();

}  // namespace paipu::sandaha
