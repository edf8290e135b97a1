// Planting files in a throw-away plugin directory, for the loader tests of the host and the CLI.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

namespace paipu::test {

// A fresh directory under the system's temporary directory, removed with everything in it.
class TempDir {
 public:
  explicit TempDir(std::string_view tag);
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

void write_file(const std::filesystem::path& file, std::string_view text);
// The first `bytes` bytes of `from`, as a truncated download or an interrupted copy leaves it.
// Where the loadable segments of an ELF file end: a cut before it lands inside a segment. (A cut at
// half the file would miss them in a build with debug information, whose sections come after.)
std::uintmax_t end_of_segments(const std::filesystem::path& file);
void copy_prefix(const std::filesystem::path& from, const std::filesystem::path& to,
                 std::uintmax_t bytes);
// Overwrites bytes in place, e.g. one field of an ELF header.
void patch(const std::filesystem::path& file, std::uintmax_t offset, const void* bytes,
           std::size_t n);

}  // namespace paipu::test
