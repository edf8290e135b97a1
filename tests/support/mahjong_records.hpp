// Helpers for the mahjong variants' tests: tiles written as in the records ("1m2m3m東東", 白 as
// P), and a record replayed through the core's engine with a variant's rules linked in, its
// diagnostics kept.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "paipu/mahjong/tiles.hpp"
#include "paipu/notation/parse.hpp"
#include "paipu/replay.hpp"

namespace mjtest {

// A sample's whole text, bytes as they are.
inline std::string read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

using namespace paipu;
using namespace paipu::mahjong;

// "1m2m3m" or "123m", honours as E S W N P F C or 東南西北白發中.
inline Counts tiles(std::string_view text) {
  Counts c{};
  std::string digits;
  const std::vector<std::pair<std::string_view, Kind>> honours{
      {"E", kEast},   {"S", kSouth},  {"W", kWest},   {"N", kNorth},  {"P", kWhite},
      {"F", kGreen},  {"C", kRed},    {"東", kEast},  {"南", kSouth}, {"西", kWest},
      {"北", kNorth}, {"白", kWhite}, {"發", kGreen}, {"中", kRed}};
  std::size_t i = 0;
  while (i < text.size()) {
    const char ch = text[i];
    if (ch >= '1' && ch <= '9') {
      digits += ch;
      ++i;
      continue;
    }
    if (ch == 'm' || ch == 'p' || ch == 's') {
      const Suit suit = ch == 'm' ? Suit::man : ch == 'p' ? Suit::pin : Suit::sou;
      for (char d : digits) add(c, kind_of(suit, d - '0'));
      digits.clear();
      ++i;
      continue;
    }
    if (ch == ' ') {
      ++i;
      continue;
    }
    bool found = false;
    for (const auto& [spelling, k] : honours)
      if (text.substr(i, spelling.size()) == spelling) {
        add(c, k);
        i += spelling.size();
        found = true;
        break;
      }
    if (!found) ADD_FAILURE() << "not a tile: " << text.substr(i);
    if (!found) break;
  }
  return c;
}

inline Kind tile(std::string_view text) {
  const Counts c = tiles(text);
  for (int k = 0; k < kKinds; ++k)
    if (c[static_cast<std::size_t>(k)] > 0) return static_cast<Kind>(k);
  return kNoKind;
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

}  // namespace mjtest
