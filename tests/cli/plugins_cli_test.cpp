// The plugin loader as a user meets it: `paipu plugins [-v]` and `paipu validate` with bad files in
// the plugin directory, a PAIPU_PLUGIN_PATH entry that does not exist, and records that name a
// library by path.
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <vector>

#include "loader_fixtures.hpp"
#include "shell.hpp"

namespace {

namespace fs = std::filesystem;
using paipu::test::TempDir;

struct Outcome {
  int code = -1;
  std::string out;
  std::string err;
};

std::string quoted(const fs::path& p) {
  return "'" + p.string() + "'";
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void plant(const fs::path& from, const fs::path& to) {
  fs::copy_file(from, to, fs::copy_options::overwrite_existing);
}

// A copy of paipu in <root>/bin, so that <root>/lib/paipu/plugins is its installed plugin directory
// and the build tree's plugins, which would mask the planted ones, are not searched.
class PluginsCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    root_ = std::make_unique<TempDir>("cli-plugins");
    fs::create_directories(*root_ / "bin");
    plant(PAIPU_EXE, *root_ / "bin/paipu");
    fs::permissions(*root_ / "bin/paipu", fs::perms::owner_all);
    const fs::path dir = plugins();
    fs::create_directories(dir);
    const auto half = paipu::test::end_of_segments(TIANJIU_SO) / 2;
    paipu::test::copy_prefix(TIANJIU_SO, dir / "libpaipu_tianjiu.so", half);
    plant(DAQIZI_SO, dir / "libpaipu_daqizi.so");
    plant(NOT_PLUGIN_SO, dir / "libpaipu_notplugin.so");
    plant(UNRESOLVED_SO, dir / "libpaipu_unresolved.so");
    paipu::test::write_file(dir / "libpaipu_empty.so", "");
    paipu::test::write_file(dir / "libpaipu_x.so", "this is not a shared library\n");
    paipu::test::write_file(dir / "README", "plugins go here\n");
  }
  static void TearDownTestSuite() { root_.reset(); }

  static fs::path plugins() { return *root_ / PAIPU_PLUGIN_INSTALL_REL; }
  static fs::path missing() { return *root_ / "no-such-dir"; }

  // Runs the copied paipu in `cwd` with PAIPU_PLUGIN_PATH naming a directory that does not exist.
  static Outcome paipu(const std::string& args, const fs::path& cwd = PAIPU_SOURCE_DIR) {
    const fs::path err = *root_ / "stderr.txt";
    const std::string cmd = "cd " + quoted(cwd) + " && PAIPU_PLUGIN_PATH=" + quoted(missing()) +
                            " PAIPU_EVIL_MARKER=" + quoted(*root_ / "marker") + " " +
                            quoted(*root_ / "bin/paipu") + " " + args + " 2>" + quoted(err);
    const paipu::test::Output o = paipu::test::shell(cmd);
    Outcome r;
    r.code = o.code;
    r.out = o.out;
    r.err = slurp(err);
    return r;
  }

  static inline std::unique_ptr<TempDir> root_;
};

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

TEST_F(PluginsCli, VerboseShowsTheSearchPathAndEveryFileWithItsFate) {
  const Outcome r = paipu("plugins -v");
  // Exit 0: the good plugin loaded, and nothing killed the process.
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "search path, in order:\n  1. " + missing().string() +
                             "  (PAIPU_PLUGIN_PATH): does not exist\n  2. " + plugins().string() +
                             "  (installed dir)\n"))
      << r.out;
  EXPECT_FALSE(has(r.out, "(build dir)")) << "an existing installed dir replaces the build dir";
  EXPECT_TRUE(has(r.out, plugins().string() + "  (installed dir):\n")) << r.out;
  for (const std::string line : {
           "  loaded   libpaipu_daqizi.so: variant 'daqizi' version ",
           "  refused  libpaipu_empty.so: zero-length file\n",
           "  refused  libpaipu_notplugin.so: not a paipu plugin: it has no symbol "
           "paipu_plugin_descriptor_v1\n",
           "  refused  libpaipu_tianjiu.so: truncated: segment ",
           "  refused  libpaipu_unresolved.so: the dynamic loader refused it: undefined symbol: "
           "paipu_test_missing_function\n",
           "  refused  libpaipu_x.so: not an ELF file\n",
           "  skipped  README: the name is not libpaipu_<id>.so\n",
           "1 loaded, 5 refused\n",
       })
    EXPECT_TRUE(has(r.out, line)) << line << "\n--- in ---\n" << r.out;
  EXPECT_EQ(r.err, "") << "-v shows the missing entry in its listing, not as a warning";
}

TEST_F(PluginsCli, WithoutVerboseTheListingIsUnchangedAndAMissingEntryIsWarned) {
  const Outcome r = paipu("plugins");
  ASSERT_EQ(r.code, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "daqizi\t")) << r.out;
  EXPECT_TRUE(
      has(r.out, "refused\t" + (plugins() / "libpaipu_x.so").string() + "\tnot an ELF file\n"))
      << r.out;
  EXPECT_FALSE(has(r.out, "search path")) << r.out;
  EXPECT_FALSE(has(r.out, "README")) << r.out;
  EXPECT_EQ(r.err,
            "paipu: warning: PAIPU_PLUGIN_PATH entry " + missing().string() + " does not exist\n");
}

TEST_F(PluginsCli, ValidateStillWorksBesideBadPlugins) {
  const Outcome r = paipu("validate samples/daqizi/match1-dealer-streak.paipu");
  EXPECT_EQ(r.code, 0) << r.out << r.err;
}

TEST_F(PluginsCli, ARecordForARefusedVariantSaysWhichPluginWasRefusedAndWhy) {
  const Outcome r = paipu("validate samples/tianjiu/match1-defaults.paipu");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "error[R000]: unknown variant 'tianjiu': the plugin " +
                             (plugins() / "libpaipu_tianjiu.so").string() +
                             " was refused: truncated: segment "))
      << r.out;
}

// An author whose own plugin is not found most often forgot to add its directory: the message says
// how, and where to look.
TEST_F(PluginsCli, AnUnknownVariantSaysHowToAddAPluginDirectory) {
  const fs::path area = *root_ / "whist";
  fs::create_directories(area);
  paipu::test::write_file(area / "w.paipu", "[Variant \"whist\"]\n[Event \"x\"]\n\nhand 1\n");
  const Outcome r = paipu("validate w.paipu", area);
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "error[R000]: unknown variant 'whist'; installed variants: ")) << r.out;
  EXPECT_TRUE(has(r.out,
                  "; for a plugin in another directory set PAIPU_PLUGIN_PATH=DIR, and run "
                  "`paipu plugins -v` to see where paipu looks\n"))
      << r.out;
}

TEST_F(PluginsCli, ARecordNeverMakesPaipuLoadALibraryItNames) {
  // A library whose constructor leaves a marker, reachable by an absolute and by relative paths.
  const fs::path area = *root_ / "evil";
  fs::create_directories(area / "records");
  plant(EVIL_SO, area / "libpaipu_evil.so");
  plant(EVIL_SO, area / "evil");
  const std::vector<std::string> names = {(area / "libpaipu_evil.so").string(), "../evil",
                                          "../libpaipu_evil.so", "evil"};
  std::string files;
  for (std::size_t i = 0; i < names.size(); ++i) {
    const std::string file = "r" + std::to_string(i) + ".paipu";
    paipu::test::write_file(area / "records" / file,
                            "[Variant \"" + names[i] + "\"]\n[Event \"x\"]\n\nhand 1\n");
    files += " " + file;
  }
  const Outcome r = paipu("validate" + files, area / "records");
  EXPECT_EQ(r.code, 1) << r.out << r.err;
  for (const auto& name : names)
    EXPECT_TRUE(has(r.out, "error[R000]: unknown variant '" + name + "'")) << name << "\n" << r.out;
  EXPECT_TRUE(has(r.out, "(a record names its variant by id, never by a file)")) << r.out;
  EXPECT_FALSE(fs::exists(*root_ / "marker")) << "paipu ran code from a path in a record";

  // The marker test means something only if loading the library does leave the marker.
  const fs::path control = *root_ / "control-marker";
  ::setenv("PAIPU_EVIL_MARKER", control.c_str(), 1);
  void* h = ::dlopen((area / "libpaipu_evil.so").c_str(), RTLD_NOW | RTLD_LOCAL);
  ::unsetenv("PAIPU_EVIL_MARKER");
  ASSERT_NE(h, nullptr) << ::dlerror();
  ::dlclose(h);
  EXPECT_TRUE(fs::exists(control));
}

}  // namespace
