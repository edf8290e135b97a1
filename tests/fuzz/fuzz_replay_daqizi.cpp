// libFuzzer target: replay through the built-in daqizi rules, each hand also analysed
// (fuzz_entries.hpp).
#include "fuzz_entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  paipu::fuzz::replay("daqizi", data, size, true);
  return 0;
}
