// libFuzzer target: paipu::fuzz::json_reader (fuzz_entries.hpp).
#include "fuzz_entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  paipu::fuzz::json_reader(data, size);
  return 0;
}
