// `paipu generate`: random hands through a plugin's own moves, written as records
// (paipu/playout/generate.hpp), to standard output or the file given with -o.
#include <iostream>

#include "command_output.hpp"
#include "commands.hpp"
#include "paipu/playout/generate.hpp"

namespace paipu::cli {

int generate(PluginHost& host, const GenerateOptions& o) {
  Output output;
  const auto open = [&]() -> std::ostream* {
    return output.open(o.output) ? &output.stream() : nullptr;
  };
  return generate_records(host, o, open, std::cerr);
}

}  // namespace paipu::cli
