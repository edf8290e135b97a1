// libFuzzer target: replay through the built-in wenzhou rules (fuzz_entries.hpp).
#include "fuzz_entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  paipu::fuzz::replay("wenzhou", data, size);
  return 0;
}
