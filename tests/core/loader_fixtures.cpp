#include "loader_fixtures.hpp"

#include <elf.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <stdexcept>

namespace paipu::test {

namespace fs = std::filesystem;

TempDir::TempDir(std::string_view tag) {
  static std::atomic<int> counter{0};
  path_ =
      fs::temp_directory_path() / ("paipu-" + std::string(tag) + "-" + std::to_string(::getpid()) +
                                   "-" + std::to_string(counter++));
  fs::remove_all(path_);
  fs::create_directories(path_);
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

void write_file(const fs::path& file, std::string_view text) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  if (!out) throw std::runtime_error("cannot write " + file.string());
}

std::uintmax_t end_of_segments(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  Elf64_Ehdr eh{};
  in.read(reinterpret_cast<char*>(&eh), sizeof eh);
  std::uintmax_t end = 0;
  for (int i = 0; i < eh.e_phnum; ++i) {
    Elf64_Phdr ph{};
    in.seekg(
        static_cast<std::streamoff>(eh.e_phoff + static_cast<std::uint64_t>(i) * eh.e_phentsize));
    in.read(reinterpret_cast<char*>(&ph), sizeof ph);
    if (ph.p_type == PT_LOAD) end = std::max<std::uintmax_t>(end, ph.p_offset + ph.p_filesz);
  }
  return end;
}

void copy_prefix(const fs::path& from, const fs::path& to, std::uintmax_t bytes) {
  fs::copy_file(from, to, fs::copy_options::overwrite_existing);
  fs::resize_file(to, bytes);
}

void patch(const fs::path& file, std::uintmax_t offset, const void* bytes, std::size_t n) {
  std::fstream f(file, std::ios::binary | std::ios::in | std::ios::out);
  f.seekp(static_cast<std::streamoff>(offset));
  f.write(static_cast<const char*>(bytes), static_cast<std::streamsize>(n));
  if (!f) throw std::runtime_error("cannot patch " + file.string());
}

}  // namespace paipu::test
