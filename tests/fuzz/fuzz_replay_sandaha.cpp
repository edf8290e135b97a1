// libFuzzer target: replay through the built-in sandaha rules (fuzz_entries.hpp).
#include "fuzz_entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  paipu::fuzz::replay("sandaha", data, size);
  return 0;
}
