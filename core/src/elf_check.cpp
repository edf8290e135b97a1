#include "elf_check.hpp"

#include <elf.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bit>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <variant>
#include <vector>

namespace paipu::detail {

namespace {

// A plugin runs inside this process, so it must have the process's own ELF identity.
constexpr bool k64 = sizeof(void*) == 8;
using Ehdr = std::conditional_t<k64, Elf64_Ehdr, Elf32_Ehdr>;
using Phdr = std::conditional_t<k64, Elf64_Phdr, Elf32_Phdr>;
using Shdr = std::conditional_t<k64, Elf64_Shdr, Elf32_Shdr>;
constexpr unsigned char kHostClass = k64 ? ELFCLASS64 : ELFCLASS32;
constexpr unsigned char kHostData =
    std::endian::native == std::endian::little ? ELFDATA2LSB : ELFDATA2MSB;
#if defined(__x86_64__)
constexpr unsigned kHostMachine = EM_X86_64;
#elif defined(__aarch64__)
constexpr unsigned kHostMachine = EM_AARCH64;
#elif defined(__i386__)
constexpr unsigned kHostMachine = EM_386;
#elif defined(__arm__)
constexpr unsigned kHostMachine = EM_ARM;
#elif defined(__riscv)
constexpr unsigned kHostMachine = EM_RISCV;
#elif defined(__powerpc64__)
constexpr unsigned kHostMachine = EM_PPC64;
#elif defined(__s390x__)
constexpr unsigned kHostMachine = EM_S390;
#else
constexpr unsigned kHostMachine = EM_NONE;  // not known here: the dynamic loader decides
#endif

const char* machine_name(unsigned m) {
  switch (m) {
    case EM_386:
      return "i386";
    case EM_ARM:
      return "32-bit ARM";
    case EM_X86_64:
      return "x86-64";
    case EM_AARCH64:
      return "AArch64";
    case EM_RISCV:
      return "RISC-V";
    case EM_PPC64:
      return "PowerPC64";
    case EM_S390:
      return "S/390";
    case EM_MIPS:
      return "MIPS";
    default:
      return nullptr;
  }
}

std::string machine(unsigned m) {
  const char* name = machine_name(m);
  return "e_machine " + std::to_string(m) + (name ? std::string(", ") + name : std::string());
}

const char* file_type(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  return "not a file";
}

const char* elf_type(unsigned t) {
  switch (t) {
    case ET_EXEC:
      return "ET_EXEC, an executable";
    case ET_REL:
      return "ET_REL, an object file not linked into a library";
    case ET_CORE:
      return "ET_CORE, a core dump";
    default:
      return "unknown";
  }
}

std::string truncated(const std::string& what, std::uint64_t end, std::uint64_t size) {
  return "truncated: " + what + " ends at byte " + std::to_string(end) + " but the file has " +
         std::to_string(size) + " bytes";
}

// off + count * entry, or nothing when it does not fit in 64 bits (which no real file reaches).
std::optional<std::uint64_t> end_of(std::uint64_t off, std::uint64_t count, std::uint64_t entry) {
  constexpr auto kMax = std::numeric_limits<std::uint64_t>::max();
  if (entry != 0 && count > kMax / entry) return std::nullopt;
  const std::uint64_t len = count * entry;
  if (off > kMax - len) return std::nullopt;
  return off + len;
}

class File {
 public:
  // O_NONBLOCK: a FIFO where a plugin should be must not hang the scan in open().
  explicit File(const std::filesystem::path& p)
      : fd_(::open(p.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)) {}
  ~File() {
    if (fd_ >= 0) ::close(fd_);
  }
  File(const File&) = delete;
  File& operator=(const File&) = delete;

  int fd() const { return fd_; }

  // Exactly n bytes at off, or false.
  bool read_at(void* buf, std::size_t n, std::uint64_t off) const {
    auto* p = static_cast<char*>(buf);
    while (n > 0) {
      const ssize_t got = ::pread(fd_, p, n, static_cast<off_t>(off));
      if (got < 0 && errno == EINTR) continue;
      if (got <= 0) return false;
      p += got;
      n -= static_cast<std::size_t>(got);
      off += static_cast<std::uint64_t>(got);
    }
    return true;
  }

 private:
  int fd_;
};

std::string errno_text() {
  return std::strerror(errno);
}

}  // namespace

std::optional<std::string> elf_problem(const std::filesystem::path& file) {
  const File f(file);
  if (f.fd() < 0) return "cannot be opened: " + errno_text();
  struct stat st {};
  if (::fstat(f.fd(), &st) != 0) return "cannot be examined: " + errno_text();
  if (!S_ISREG(st.st_mode))
    return std::string("not a regular file (") + file_type(st.st_mode) + ")";
  const auto size = static_cast<std::uint64_t>(st.st_size);
  if (size == 0) return "zero-length file";
  const std::string unreadable = "cannot be read: it changed or failed while being read";

  unsigned char ident[EI_NIDENT]{};
  const std::size_t head = size < EI_NIDENT ? static_cast<std::size_t>(size) : EI_NIDENT;
  if (!f.read_at(ident, head, 0)) return unreadable;
  if (head < SELFMAG || std::memcmp(ident, ELFMAG, SELFMAG) != 0) return "not an ELF file";
  if (head < EI_NIDENT) return truncated("the ELF identification", EI_NIDENT, size);
  if (ident[EI_CLASS] != kHostClass)
    return std::string("built for another word size (") +
           (ident[EI_CLASS] == ELFCLASS32 ? "32-bit"
                                          : "ELF class " + std::to_string(ident[EI_CLASS])) +
           "); this host is " + (k64 ? "64-bit" : "32-bit");
  if (ident[EI_DATA] != kHostData)
    return std::string("built for another byte order (") +
           (ident[EI_DATA] == ELFDATA2MSB ? "big-endian" : "little-endian") + "); this host is " +
           (kHostData == ELFDATA2LSB ? "little-endian" : "big-endian");
  if (size < sizeof(Ehdr)) return truncated("the ELF header", sizeof(Ehdr), size);

  Ehdr eh{};
  if (!f.read_at(&eh, sizeof eh, 0)) return unreadable;
  if (kHostMachine != EM_NONE && eh.e_machine != kHostMachine)
    return "built for another machine (" + machine(eh.e_machine) + "); this host is " +
           machine(kHostMachine);
  if (eh.e_type != ET_DYN)
    return std::string("not a shared library (ELF type ") + elf_type(eh.e_type) + ")";

  // The section header table is optional; when present, its first entry holds the real counts
  // that do not fit in the ELF header (PN_XNUM program headers, 0 meaning many sections).
  auto first_section = [&]() -> std::variant<Shdr, std::string> {
    if (eh.e_shentsize != sizeof(Shdr))
      return "corrupt: section headers of " + std::to_string(eh.e_shentsize) +
             " bytes where this host's are " + std::to_string(sizeof(Shdr));
    const auto end = end_of(eh.e_shoff, 1, sizeof(Shdr));
    if (!end || *end > size)
      return truncated("the section header table", end.value_or(eh.e_shoff), size);
    Shdr sh0{};
    if (!f.read_at(&sh0, sizeof sh0, eh.e_shoff)) return unreadable;
    return sh0;
  };

  std::uint64_t phnum = eh.e_phnum;
  if (phnum == PN_XNUM && eh.e_shoff != 0) {
    auto sh0 = first_section();
    if (auto* why = std::get_if<std::string>(&sh0)) return *why;
    phnum = std::get<Shdr>(sh0).sh_info;
  }
  if (phnum == 0 || eh.e_phoff == 0) return "not loadable: it has no program header table";
  if (eh.e_phentsize != sizeof(Phdr))
    return "corrupt: program headers of " + std::to_string(eh.e_phentsize) +
           " bytes where this host's are " + std::to_string(sizeof(Phdr));
  const auto ph_end = end_of(eh.e_phoff, phnum, sizeof(Phdr));
  if (!ph_end || *ph_end > size)
    return truncated("the program header table", ph_end.value_or(eh.e_phoff), size);

  std::vector<Phdr> ph(static_cast<std::size_t>(phnum));
  if (!f.read_at(ph.data(), ph.size() * sizeof(Phdr), eh.e_phoff)) return unreadable;
  bool loadable = false;
  for (std::size_t i = 0; i < ph.size(); ++i) {
    const Phdr& p = ph[i];
    if (p.p_type == PT_LOAD) loadable = true;
    // The loader maps LOAD segments and reads DYNAMIC: a page past the end of the file is mapped
    // all the same and faults with SIGBUS when touched. Other segments with file contents lie
    // inside those in a sound file, so they are held to the same bound.
    if (p.p_type != PT_LOAD && p.p_type != PT_DYNAMIC && p.p_filesz == 0) continue;
    const auto end = end_of(p.p_offset, 1, p.p_filesz);
    if (!end || *end > size)
      return truncated("segment " + std::to_string(i), end.value_or(p.p_offset), size);
  }
  if (!loadable) return "not loadable: it has no LOAD segment";

  if (eh.e_shoff != 0) {
    auto sh0 = first_section();
    if (auto* why = std::get_if<std::string>(&sh0)) return *why;
    const std::uint64_t shnum = eh.e_shnum != 0 ? eh.e_shnum : std::get<Shdr>(sh0).sh_size;
    const auto sh_end = end_of(eh.e_shoff, shnum, sizeof(Shdr));
    if (!sh_end || *sh_end > size)
      return truncated("the section header table", sh_end.value_or(eh.e_shoff), size);
  }
  return std::nullopt;
}

}  // namespace paipu::detail
