// libFuzzer target: a language server session of opens, edits and requests (fuzz_entries.hpp).
#include "fuzz_entries.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  paipu::fuzz::lsp_session(data, size);
  return 0;
}
