// What `paipu check-plugin` counts and reports, and its checks of scenes: well formed, and no seat
// shown what it could not know.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "paipu/host.hpp"
#include "paipu/variant.hpp"

namespace paipu::cli {

// One line of the report: how many things were checked, how many failed, and the first failure.
struct Check {
  Check(std::string n, std::string u) : name(std::move(n)), unit(std::move(u)) {}
  std::string name;
  std::string unit;  // what count counts
  long count = 0;
  long failures = 0;
  std::string first;
  void fail(const std::string& where, const std::string& what) {
    if (failures++ == 0) first = where + ": " + what;
  }
};

struct Checks {
  Check info{"info", "names, choices and defaults"};
  Check moves{"moves", "listed moves applied to a clone"};
  Check progress{"progress", "states before a move (an unfinished hand always has one)"};
  Check settlement{"settlement", "settlements: zero sum, payments, items, facts"};
  Check round_trip{"round-trip", "records through the notation and JSON"};
  Check replay{"replay", "hands written, read back and replayed with no diagnostic"};
  Check scenes{"scenes", "scenes well formed"};
  Check views{"views", "seat views compared with the whole scene"};
};

// Prints one line per check; true when all passed.
bool print(const Checks& c);

// Prints whether the letters of the problem codes that `checked` reports clash with the host's or
// another loaded plugin's: a warning, which does not fail the check.
void report_code_letters(const PluginHost& host, const Variant& checked);

// Checks the scenes of one hand's states. Kept per hand: it remembers which pieces each seat has
// held, the pieces it may see face down in a won pile.
class ViewChecker {
 public:
  ViewChecker(const VariantInfo& info, int seats) : info_(info), seats_(seats), held_(ix(seats)) {}
  void check(const HandState& state, const std::string& where, Check& views, Check& scenes);

 private:
  static std::size_t ix(int i) { return static_cast<std::size_t>(i); }
  void well_formed(const Scene& s, int viewer, const std::string& where, Check& c) const;
  void compare(const Scene& all, const Scene& seen, int viewer, bool finished,
               const std::string& where, Check& c);
  const VariantInfo& info_;
  int seats_;
  std::vector<std::map<PieceId, int>> held_;  // per seat: the most of each piece seen in its hand
};

}  // namespace paipu::cli
