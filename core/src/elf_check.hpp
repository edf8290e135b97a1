// A structural check of a shared object before it is handed to dlopen. The dynamic loader maps a
// file's segments and trusts the headers: a segment that runs past the end of a truncated file is
// mapped anyway, and touching it kills the process with SIGBUS. So the host reads the headers
// itself, with plain reads, and refuses what the loader could not map safely.
#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace paipu::detail {

// Nothing when the file is a shared object for this machine whose headers and segments lie inside
// it; otherwise why not, in one sentence ("truncated: segment 2 ends at byte 9000 but the file has
// 4096 bytes").
std::optional<std::string> elf_problem(const std::filesystem::path& file);

}  // namespace paipu::detail
