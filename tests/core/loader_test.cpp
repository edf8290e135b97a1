// What the host does with files that are not sound plugins: every one is refused with a precise
// reason before it can crash the process, and a good plugin beside them still loads.
#include <elf.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstddef>
#include <cstdlib>
#include <regex>

#include "loader_fixtures.hpp"
#include "paipu/host.hpp"

namespace paipu {
namespace {

namespace fs = std::filesystem;
using test::TempDir;

std::string reason_for(const PluginHost& host, const fs::path& file) {
  for (const auto& r : host.refused())
    if (r.path == file) return r.reason;
  for (const auto& p : host.plugins())
    if (p.path == file) return "<loaded>";
  return "<not looked at>";
}

// Scans a directory holding only `file` and returns its refusal.
std::string refusal(const fs::path& file) {
  PluginHost host;
  host.scan({file.parent_path()});
  EXPECT_TRUE(host.plugins().empty());
  return reason_for(host, file);
}

std::string truncated(const std::string& what, std::uintmax_t end, std::uintmax_t size) {
  return "truncated: " + what + " ends at byte " + std::to_string(end) + " but the file has " +
         std::to_string(size) + " bytes";
}

template <typename T>
void patch_field(const fs::path& file, std::size_t offset, T value) {
  test::patch(file, offset, &value, sizeof value);
}

TEST(Loader, ATruncatedPluginIsRefusedNamingTheSegmentCutOff) {
  TempDir dir("truncated");
  const fs::path file = dir / "libpaipu_tianjiu.so";
  const std::uintmax_t half = test::end_of_segments(TIANJIU_SO) / 2;
  ASSERT_GT(half, 0u);
  test::copy_prefix(TIANJIU_SO, file, half);
  // Before the check this copy killed the process with SIGBUS inside dlopen.
  const std::string why = refusal(file);
  const std::regex expected("truncated: segment [0-9]+ ends at byte ([0-9]+) but the file has " +
                            std::to_string(half) + " bytes");
  std::smatch m;
  ASSERT_TRUE(std::regex_match(why, m, expected)) << why;
  EXPECT_GT(std::stoull(m[1]), half);
}

TEST(Loader, EveryPrefixOfAPluginIsRefusedWithoutACrash) {
  TempDir dir("prefixes");
  const fs::path file = dir / "libpaipu_tianjiu.so";
  const std::uintmax_t size = fs::file_size(TIANJIU_SO);
  test::copy_prefix(TIANJIU_SO, file, size);
  // Shrinking one copy in place reaches every kind of cut without rewriting megabytes each time.
  constexpr int kCuts = 64;
  for (int i = kCuts - 1; i >= 0; --i) {
    const std::uintmax_t cut = size * static_cast<std::uintmax_t>(i) / kCuts;
    fs::resize_file(file, cut);
    const std::string why = refusal(file);
    EXPECT_TRUE(why.rfind("truncated: ", 0) == 0 || why == "zero-length file" ||
                why == "not an ELF file")
        << "cut at " << cut << ": " << why;
  }
}

TEST(Loader, EachPartOfTheFileThatACutReachesIsNamed) {
  TempDir dir("cuts");
  const fs::path file = dir / "libpaipu_tianjiu.so";
  const std::uintmax_t size = fs::file_size(TIANJIU_SO);
  test::copy_prefix(TIANJIU_SO, file, 3);
  EXPECT_EQ(refusal(file), "not an ELF file");
  test::copy_prefix(TIANJIU_SO, file, 10);
  EXPECT_EQ(refusal(file), truncated("the ELF identification", EI_NIDENT, 10));
  test::copy_prefix(TIANJIU_SO, file, 40);
  EXPECT_EQ(refusal(file), truncated("the ELF header", sizeof(Elf64_Ehdr), 40));
  // The program headers follow the ELF header; the first ends at byte 64 + 56.
  test::copy_prefix(TIANJIU_SO, file, sizeof(Elf64_Ehdr) + 10);
  EXPECT_EQ(refusal(file).rfind("truncated: the program header table ends at byte ", 0), 0u)
      << refusal(file);
  // GNU ld writes the section header table last: cutting the last entry leaves every segment whole.
  test::copy_prefix(TIANJIU_SO, file, size - sizeof(Elf64_Shdr));
  EXPECT_EQ(refusal(file), truncated("the section header table", size, size - sizeof(Elf64_Shdr)));
}

TEST(Loader, FilesThatAreNoSharedLibraryAreRefused) {
  TempDir dir("foreign");
  test::write_file(dir / "libpaipu_empty.so", "");
  EXPECT_EQ(refusal(dir / "libpaipu_empty.so"), "zero-length file");
  fs::remove(dir / "libpaipu_empty.so");

  test::write_file(dir / "libpaipu_x.so", "this is not a shared library\n");
  EXPECT_EQ(refusal(dir / "libpaipu_x.so"), "not an ELF file");
  fs::remove(dir / "libpaipu_x.so");

  fs::create_directory(dir / "libpaipu_dir.so");
  EXPECT_EQ(refusal(dir / "libpaipu_dir.so"), "not a regular file (a directory)");
  fs::remove(dir / "libpaipu_dir.so");

  // Opening a FIFO for reading blocks until a writer comes; the scan must not wait for one.
  ASSERT_EQ(::mkfifo((dir / "libpaipu_fifo.so").c_str(), 0600), 0);
  EXPECT_EQ(refusal(dir / "libpaipu_fifo.so"), "not a regular file (a FIFO)");
}

TEST(Loader, AForeignOrNonLibraryElfFileIsRefusedByItsHeader) {
  TempDir dir("headers");
  const fs::path file = dir / "libpaipu_tianjiu.so";
  const auto fresh = [&] { test::copy_prefix(TIANJIU_SO, file, fs::file_size(TIANJIU_SO)); };

#if defined(__x86_64__)
  fresh();
  patch_field<Elf64_Half>(file, offsetof(Elf64_Ehdr, e_machine), EM_AARCH64);
  EXPECT_EQ(
      refusal(file),
      "built for another machine (e_machine 183, AArch64); this host is e_machine 62, x86-64");
#endif

  fresh();
  patch_field<unsigned char>(file, EI_CLASS, ELFCLASS32);
  EXPECT_EQ(refusal(file), "built for another word size (32-bit); this host is 64-bit");

  fresh();
  patch_field<unsigned char>(file, EI_DATA, ELFDATA2MSB);
  EXPECT_EQ(refusal(file), "built for another byte order (big-endian); this host is little-endian");

  fresh();
  patch_field<Elf64_Half>(file, offsetof(Elf64_Ehdr, e_type), ET_EXEC);
  EXPECT_EQ(refusal(file), "not a shared library (ELF type ET_EXEC, an executable)");

  fresh();
  patch_field<Elf64_Off>(file, offsetof(Elf64_Ehdr, e_phoff), fs::file_size(file));
  EXPECT_EQ(refusal(file).rfind("truncated: the program header table ends at byte ", 0), 0u)
      << refusal(file);
}

TEST(Loader, ASharedLibraryThatIsNoPluginIsRefused) {
  TempDir dir("notplugin");
  test::copy_prefix(NOT_PLUGIN_SO, dir / "libpaipu_notplugin.so", fs::file_size(NOT_PLUGIN_SO));
  EXPECT_EQ(refusal(dir / "libpaipu_notplugin.so"),
            "not a paipu plugin: it has no symbol paipu_plugin_descriptor_v1");
}

TEST(Loader, AnUnresolvedSymbolIsARefusalAtScanTime) {
  TempDir dir("unresolved");
  test::copy_prefix(UNRESOLVED_SO, dir / "libpaipu_unresolved.so", fs::file_size(UNRESOLVED_SO));
  // Loaded lazily, this plugin passed every check and ended the process with "symbol lookup
  // error" (exit 127) when its factory first ran.
  EXPECT_EQ(refusal(dir / "libpaipu_unresolved.so"),
            "the dynamic loader refused it: undefined symbol: paipu_test_missing_function");
}

// All of the above in one directory, with a good plugin among them and names that are skipped.
class PlantedDirectory : public ::testing::Test {
 protected:
  void SetUp() override {
    test::copy_prefix(TIANJIU_SO, dir / "libpaipu_tianjiu.so",
                      test::end_of_segments(TIANJIU_SO) / 2);
    test::copy_prefix(DAQIZI_SO, dir / "libpaipu_daqizi.so", fs::file_size(DAQIZI_SO));
    test::copy_prefix(DAQIZI_SO, dir / "libpaipu_daqizi.so.1", fs::file_size(DAQIZI_SO));
    test::copy_prefix(NOT_PLUGIN_SO, dir / "libpaipu_notplugin.so", fs::file_size(NOT_PLUGIN_SO));
    test::copy_prefix(UNRESOLVED_SO, dir / "libpaipu_unresolved.so", fs::file_size(UNRESOLVED_SO));
    test::write_file(dir / "libpaipu_empty.so", "");
    test::write_file(dir / "libpaipu_x.so", "this is not a shared library\n");
    test::write_file(dir / "README", "plugins go here\n");
    test::write_file(dir / "libpaipu_tianjiu.so.bak", "an old copy\n");
    fs::create_directory(dir / "old");
    host.scan({dir.path()});
  }

  const ScanEntry* logged(const std::string& name) const {
    for (const auto& e : host.scan_log())
      if (e.path.filename() == name) return &e;
    return nullptr;
  }

  TempDir dir{"planted"};
  PluginHost host;
};

TEST_F(PlantedDirectory, TheGoodPluginStillLoadsAndWorks) {
  ASSERT_EQ(host.plugins().size(), 1u);
  auto v = host.find("daqizi");
  ASSERT_NE(v, nullptr);
  RuleValues rules;
  for (const auto& o : v->info().options) rules[o.name] = o.default_value;
  EXPECT_NE(v->new_match(rules, 4), nullptr);
  EXPECT_EQ(host.find("tianjiu"), nullptr);
}

TEST_F(PlantedDirectory, EveryBadFileIsRefusedWithItsReason) {
  EXPECT_EQ(host.refused().size(), 5u);
  EXPECT_EQ(reason_for(host, dir / "libpaipu_tianjiu.so").rfind("truncated: segment ", 0), 0u);
  EXPECT_EQ(reason_for(host, dir / "libpaipu_empty.so"), "zero-length file");
  EXPECT_EQ(reason_for(host, dir / "libpaipu_x.so"), "not an ELF file");
  EXPECT_EQ(reason_for(host, dir / "libpaipu_notplugin.so"),
            "not a paipu plugin: it has no symbol paipu_plugin_descriptor_v1");
  EXPECT_NE(reason_for(host, dir / "libpaipu_unresolved.so").find("undefined symbol"),
            std::string::npos);
}

TEST_F(PlantedDirectory, TheScanLogHasEveryFileInOrder) {
  const auto& log = host.scan_log();
  ASSERT_EQ(log.size(), 11u);  // the directory and its ten entries
  EXPECT_EQ(log[0].kind, ScanEntry::Kind::directory);
  EXPECT_EQ(log[0].outcome, ScanEntry::Outcome::searched);
  for (std::size_t i = 2; i < log.size(); ++i) EXPECT_LT(log[i - 1].path, log[i].path);

  using O = ScanEntry::Outcome;
  const auto outcome = [&](const std::string& name) {
    const ScanEntry* e = logged(name);
    return e ? e->outcome : O::searched;
  };
  EXPECT_EQ(outcome("libpaipu_daqizi.so"), O::loaded);
  EXPECT_EQ(logged("libpaipu_daqizi.so")->reason,
            "variant 'daqizi' version " + host.plugins().front().version);
  for (const char* name : {"libpaipu_tianjiu.so", "libpaipu_empty.so", "libpaipu_x.so",
                           "libpaipu_notplugin.so", "libpaipu_unresolved.so"})
    EXPECT_EQ(outcome(name), O::refused) << name;
  EXPECT_EQ(logged("README")->reason, "the name is not libpaipu_<id>.so");
  EXPECT_EQ(logged("libpaipu_daqizi.so.1")->reason,
            "a versioned name: only libpaipu_<id>.so is loaded");
  EXPECT_EQ(logged("libpaipu_tianjiu.so.bak")->reason, "the name is not libpaipu_<id>.so");
  EXPECT_EQ(logged("old")->reason, "a directory: plugins are not searched for in subdirectories");
}

TEST_F(PlantedDirectory, ARefusalIsFoundByTheVariantARecordNames) {
  // By file name: a truncated file has no readable descriptor.
  const RefusedPlugin* r = host.refusal_for("tianjiu");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->path, dir / "libpaipu_tianjiu.so");
  EXPECT_TRUE(r->id.empty());
  EXPECT_EQ(host.refusal_for("daqizi"), nullptr);
  EXPECT_EQ(host.refusal_for("sandaha"), nullptr);
  EXPECT_EQ(host.refusal_for(""), nullptr);
}

TEST(Loader, ARefusalIsFoundByItsDescriptorsVariantId) {
  PluginHost host;
  host.scan({BAD_PLUGIN_DIR});
  // libpaipu_badbuild.so says it provides "bad"; its build id is another toolchain's.
  const RefusedPlugin* r = host.refusal_for("bad");
  ASSERT_NE(r, nullptr);
  EXPECT_EQ(r->id, "bad");
  EXPECT_EQ(host.refusal_for("badbuild")->path.filename(), "libpaipu_badbuild.so");
}

TEST(Loader, SearchPathEntriesThatAreNoDirectoryAreLogged) {
  TempDir dir("entries");
  test::write_file(dir / "file", "x");
  PluginHost host;
  host.scan({dir / "nope", dir / "file", dir.path()});
  const auto& log = host.scan_log();
  ASSERT_EQ(log.size(), 4u);
  EXPECT_EQ(log[0].outcome, ScanEntry::Outcome::missing);
  EXPECT_EQ(log[0].reason, "does not exist");
  EXPECT_EQ(log[1].outcome, ScanEntry::Outcome::not_directory);
  EXPECT_EQ(log[1].reason, "is not a directory");
  EXPECT_EQ(log[2].outcome, ScanEntry::Outcome::searched);
  EXPECT_EQ(log[3].outcome, ScanEntry::Outcome::skipped);
  EXPECT_TRUE(host.refused().empty());
}

TEST(Loader, TheSearchPathSaysWhereEachEntryCameFrom) {
  const char* old = std::getenv("PAIPU_PLUGIN_PATH");
  const std::string saved = old ? old : "";
  ::setenv("PAIPU_PLUGIN_PATH", "/first::/second", 1);
  const auto dirs = PluginHost::search_path();
  if (old)
    ::setenv("PAIPU_PLUGIN_PATH", saved.c_str(), 1);
  else
    ::unsetenv("PAIPU_PLUGIN_PATH");
  // This test binary has no <prefix>/lib/paipu/plugins beside it, so the build tree is searched.
  ASSERT_EQ(dirs.size(), 4u);
  EXPECT_EQ(dirs[0].path, "/first");
  EXPECT_EQ(dirs[0].origin, DirOrigin::env);
  EXPECT_EQ(dirs[1].path, "/second");
  EXPECT_EQ(dirs[1].origin, DirOrigin::env);
  EXPECT_EQ(dirs[2].origin, DirOrigin::installed);
  EXPECT_FALSE(fs::exists(dirs[2].path));
  EXPECT_EQ(dirs[3].path, PAIPU_PLUGIN_DIR);
  EXPECT_EQ(dirs[3].origin, DirOrigin::build);
  EXPECT_EQ(PluginHost::default_search_path().back(), PAIPU_PLUGIN_DIR);
}

}  // namespace
}  // namespace paipu
