// `paipu check-plugin`'s look at problem-code letters: a plugin's codes should begin with a letter
// no other plugin and not the host uses, so that a code in a diagnostic names its game. VariantInfo
// does not list a plugin's codes, so they are learnt the way a user meets them: by provoking
// problems, each legal move of the first states of a hand offered again by a seat whose turn it is
// not.
#include <iostream>

#include "check_plugin.hpp"
#include "paipu/playout/playout.hpp"

namespace paipu::cli {

namespace {

// How many states of one hand are probed: the deal and the first plays are enough to meet the
// turn check every game has, and a longer walk would cost 三打哈's bury search for nothing.
constexpr int kProbedStates = 24;

// The letters a code begins with ("T" of "T101", "SD" of "SD12").
std::string letters_of(const std::string& code) {
  std::size_t n = 0;
  while (n < code.size() && code[n] >= 'A' && code[n] <= 'Z') ++n;
  return code.substr(0, n);
}

// Codes of the problems `variant` reports for moves out of turn, walking one hand under the default
// rules along its first legal moves.
std::map<std::string, std::string> provoked_codes(const Variant& variant) {
  std::map<std::string, std::string> first_code;  // letters → the first code seen with them
  const VariantInfo& info = variant.info();
  std::string error;
  const auto setup = resolve_setup(info, 0, {}, error);
  if (!setup) return first_code;
  auto match = variant.new_match(setup->rules, setup->seats);
  std::vector<Problem> ignored;
  std::unique_ptr<HandState> state = match->begin_hand({}, ignored);
  if (!state) return first_code;
  state->set_notes(false);
  std::vector<Event> moves = state->sample_deal(1);
  for (int k = 0; k < kProbedStates && !state->finished(); ++k) {
    Event next;
    bool chosen = false;
    if (static_cast<std::size_t>(k) < moves.size()) {
      next = moves[static_cast<std::size_t>(k)];
      chosen = true;
    } else {
      state->visit_legal_moves([&](const Event& e) { return next = e, chosen = true, false; });
    }
    if (!chosen) break;
    for (int seat = 0; seat < setup->seats; ++seat) {
      if (seat == next.seat || next.seat < 0) continue;
      Event wrong = next;
      wrong.seat = seat;
      auto copy = state->clone();
      for (const Problem& p : copy->apply(wrong).problems)
        if (const std::string l = letters_of(p.code); !l.empty()) first_code.emplace(l, p.code);
    }
    if (!state->apply(next).ok()) break;
  }
  return first_code;
}

}  // namespace

void report_code_letters(const PluginHost& host, const Variant& checked) {
  const auto mine = provoked_codes(checked);
  if (mine.empty()) {
    std::cout << "NOTE  codes      no problem provoked by moves out of turn, so the letters of "
                 "the plugin's codes are not known; see docs/plugins.md, *Problem-code letters*\n";
    return;
  }
  // The host's own letters, then every other loaded plugin's.
  std::map<std::string, std::string> taken = {{"P", "the notation reader (P001)"},
                                              {"R", "the replay engine (R000)"},
                                              {"J", "paipu convert (J001)"},
                                              {"C", "paipu convert (C001)"},
                                              {"L", "paipu lsp (L001)"}};
  for (const auto& plugin : host.plugins()) {
    if (plugin.id == checked.info().id) continue;
    for (const auto& [l, code] : provoked_codes(*plugin.variant))
      taken.emplace(l, plugin.id + " (" + code + ")");
  }
  std::string letters, clashes;
  for (const auto& [l, code] : mine) {
    letters += (letters.empty() ? "" : ", ") + l;
    if (auto it = taken.find(l); it != taken.end())
      clashes += (clashes.empty() ? "" : "; ") + code + " begins with " + l +
                 ", as do the codes of " + it->second;
  }
  if (clashes.empty())
    std::cout << "PASS  codes      letters " << letters
              << ", which neither the host nor another loaded plugin uses\n";
  else
    std::cout << "WARN  codes      " << clashes
              << ": a code should name its game, so choose a letter no one uses (docs/plugins.md, "
                 "*Problem-code letters*)\n";
}

}  // namespace paipu::cli
