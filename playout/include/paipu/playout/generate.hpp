// Generated records: random hands played through a variant's own legal moves (playout.hpp) and
// written in the notation, each record a new match, with the command line that writes them again.
// What `paipu generate` runs, and what the benchmarks make their inputs with.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "paipu/host.hpp"

namespace paipu::cli {

struct GenerateOptions {
  std::string variant;
  int hands = 1;
  int hands_per_record = 0;  // 0: all hands in one record
  unsigned long long seed = 1;
  std::string pieces = "cjk";
  std::string output;
  int seats = 0;                   // 0: the variant's default
  std::vector<std::string> rules;  // NAME=VALUE
  std::string policy = "natural";  // natural, uniform, weighted, greedy (playout.hpp)
};

// Checks the options against the variant, then asks `open_output` for the stream (nullptr: it could
// not be opened, and said why) and writes the records to it. Returns 0; 2 for an unknown variant,
// policy or rule, or an output that did not open; 1 when the plugin left a hand with no move. Each
// failure is one line on `err`.
int generate_records(PluginHost& host, const GenerateOptions& o,
                     const std::function<std::ostream*()>& open_output, std::ostream& err);

// The same into the file `o.output`, for a program that makes its own inputs.
int generate_file(PluginHost& host, const GenerateOptions& o);

}  // namespace paipu::cli
