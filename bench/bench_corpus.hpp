// The generated corpora the benchmarks share: N hands of a variant (100,000 unless
// PAIPU_BENCH_HANDS says otherwise), 100 hands a record, made once and kept in the temp directory.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "bench_host.hpp"
#include "paipu/playout/generate.hpp"

namespace paipu::bench {

namespace fs = std::filesystem;

struct Corpus {
  fs::path path;
  long hands = 0;
  std::uintmax_t bytes = 0;
};

inline const Corpus& corpus(const std::string& variant,
                            const std::vector<std::string>& rules = {}) {
  static std::map<std::string, Corpus> made;
  auto it = made.find(variant);
  if (it != made.end()) return it->second;
  Corpus c;
  const char* env = std::getenv("PAIPU_BENCH_HANDS");
  c.hands = env ? std::atol(env) : 100000;
  c.path = fs::temp_directory_path() /
           ("paipu-bench-" + variant + "-" + std::to_string(c.hands) + ".paipu");
  if (!fs::exists(c.path)) {
    paipu::cli::GenerateOptions g;
    g.variant = variant;
    g.hands = static_cast<int>(c.hands);
    g.hands_per_record = 100;
    g.seed = 2026;
    g.output = c.path.string();
    g.rules = rules;
    if (paipu::cli::generate_file(host(), g) != 0) std::abort();
  }
  c.bytes = fs::file_size(c.path);
  return made.emplace(variant, c).first->second;
}

}  // namespace paipu::bench
