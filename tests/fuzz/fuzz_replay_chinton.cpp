// libFuzzer target: replay through the built-in chinton rules (fuzz_entries.hpp).
#include "fuzz_entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  paipu::fuzz::replay("chinton", data, size);
  return 0;
}
