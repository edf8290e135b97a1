// Helpers for any variant's tests: a sample's text, a record replayed through the core's engine
// with a variant's rules linked in (its diagnostics kept), and a settled hand's facts by name.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace paipu_test {

using namespace paipu;

// A sample's whole text, bytes as they are.
inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct Replayed {
  std::vector<HandResult> hands;
  Diagnostics diags;

  // The codes of the errors and warnings, in order, but for R013: a short record stops before
  // its hand is over on purpose.
  std::vector<std::string> codes() const {
    std::vector<std::string> out;
    for (const Diagnostic& d : diags)
      if (d.severity != Severity::note && d.severity != Severity::help && d.code != "R013")
        out.push_back(d.code);
    return out;
  }
  bool clean() const { return codes().empty(); }
  std::string text() const {
    std::string out;
    for (const Diagnostic& d : diags) out += format_diagnostic(d) + "\n";
    return out;
  }
  // The line of the first diagnostic with `code`, -1 when none.
  int line_of(const std::string& code) const {
    for (const Diagnostic& d : diags)
      if (d.code == code) return d.pos.line;
    return -1;
  }
};

inline Replayed replay_with(const std::shared_ptr<const Variant>& variant,
                            const std::string& text) {
  Replayed r;
  for (const Record& rec : notation::parse_string(text, "test.paipu", r.diags)) {
    auto match = MatchReplay::start(variant, rec, {"test.paipu", 0}, r.diags);
    if (!match) continue;
    for (std::size_t i = 0; i < rec.hands.size(); ++i)
      r.hands.push_back(match->play(rec.hands[i], static_cast<int>(i), r.diags));
  }
  return r;
}

// The fact `name` (one of `specs`, the variant's VariantInfo::facts) of every seat of a settled
// hand, E first; a failure, and no figures, when the variant has no such fact.
inline std::vector<long long> facts_by_seat(const Settlement& s, const std::vector<FactSpec>& specs,
                                            std::string_view name) {
  std::size_t f = 0;
  while (f < specs.size() && specs[f].name != name) ++f;
  std::vector<long long> out;
  if (f == specs.size()) {
    ADD_FAILURE() << "no fact named " << name;
    return out;
  }
  for (std::size_t seat = 0; seat < s.deltas.size(); ++seat) {
    const auto row = s.facts_of(static_cast<int>(seat));
    out.push_back(f < row.size() ? row[f] : -1);
  }
  return out;
}

#ifdef PAIPU_SOURCE_DIR
// A record of samples/<variant id>/, replayed, and the facts of its hands by name.
class Sample {
 public:
  // `codes`: the errors and warnings the record carries on purpose (Replayed::codes).
  Sample(const std::shared_ptr<const Variant>& variant, const std::string& name,
         const std::vector<std::string>& codes = {})
      : facts_(variant->info().facts),
        replayed_(replay_with(variant, read_file(std::filesystem::path(PAIPU_SOURCE_DIR) /
                                                 "samples" / variant->info().id / name))) {
    EXPECT_EQ(replayed_.codes(), codes) << name << "\n" << replayed_.text();
  }

  const std::vector<HandResult>& hands() const { return replayed_.hands; }
  // Fact `name` of every seat in hand `hand` (0 the first), E first.
  std::vector<long long> fact(std::size_t hand, std::string_view name) const {
    if (hand >= hands().size()) {
      ADD_FAILURE() << "no hand " << hand + 1;
      return {};
    }
    return facts_by_seat(hands()[hand].settlement, facts_, name);
  }
  // Each named fact of hand `hand` is the figures given, seat by seat.
  void expect(
      std::size_t hand,
      std::initializer_list<std::pair<std::string_view, std::vector<long long>>> facts) const {
    for (const auto& [name, figures] : facts)
      EXPECT_EQ(fact(hand, name), figures) << "hand " << hand + 1 << ", fact " << name;
  }

 private:
  std::vector<FactSpec> facts_;
  Replayed replayed_;
};
#endif

}  // namespace paipu_test
