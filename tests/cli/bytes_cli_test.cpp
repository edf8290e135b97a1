// The CLI on input it cannot trust: bytes that are not UTF-8, huge tokens, control characters; and
// one message and exit code per I/O failure across every command that reads a file.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "shell.hpp"

namespace {

namespace fs = std::filesystem;
using paipu::test::Output;

// Both streams, in order (stderr folded into stdout), or only stdout.
Output run(const std::string& args, bool with_stderr = true) {
  return paipu::test::shell(std::string("cd '") + PAIPU_SOURCE_DIR + "' && PAIPU_PLUGIN_PATH='" +
                            PAIPU_PLUGIN_DIR + "' '" + PAIPU_EXE + "' " + args +
                            (with_stderr ? " 2>&1" : " 2>/dev/null"));
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void spit(const fs::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

int occurrences(const std::string& s, const std::string& what) {
  int n = 0;
  for (auto i = s.find(what); i != std::string::npos; i = s.find(what, i + 1)) ++n;
  return n;
}

class Bytes : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("paipu-bytes-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    sample_ = slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/tianjiu/match1-defaults.paipu");
  }
  void TearDown() override { fs::remove_all(dir_); }
  // The sample with a comment's text replaced.
  std::string planted(const std::string& comment_text) const {
    std::string s = sample_;
    const std::string c = "leads a weak military single";
    s.replace(s.find(c), c.size(), comment_text);
    return s;
  }
  std::string file(const std::string& name, const std::string& text) const {
    spit(dir_ / name, text);
    return (dir_ / name).string();
  }
  fs::path dir_;
  std::string sample_;
};

TEST_F(Bytes, StrayLatin1ByteInAComment) {
  const std::string f = file("latin1.paipu", planted("caf\xE9"));
  Output v = run("validate " + f);
  EXPECT_EQ(v.code, 1);
  EXPECT_EQ(occurrences(v.out, "error[P010]"), 1) << v.out;
  EXPECT_NE(v.out.find("byte E9"), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("iconv -f WINDOWS-1252 -t UTF-8 " + f + " > " + f + ".utf8"),
            std::string::npos)
      << v.out;
  EXPECT_EQ(v.out.find('\xE9'), std::string::npos) << "raw bytes are not echoed";
  EXPECT_EQ(occurrences(v.out, "error["), 1) << "the hand is still replayed cleanly: " << v.out;

  Output j = run("validate --json " + f, false);
  EXPECT_EQ(j.code, 1);
  ASSERT_FALSE(j.out.empty());
  const std::string last = j.out.substr(j.out.rfind('\n', j.out.size() - 2) + 1);
  EXPECT_EQ(last.rfind("{\"summary\":", 0), 0u) << j.out;

  const std::string out = (dir_ / "out.json").string();
  Output c = run("convert " + f + " --to json -o " + out);
  EXPECT_EQ(c.code, 1) << c.out;  // converted, but the input had an error
  const std::string json = slurp(out);
  EXPECT_GT(json.size(), 1000u);
  EXPECT_NE(json.find("caf\xEF\xBF\xBD"), std::string::npos) << "U+FFFD in place of the byte";
}

TEST_F(Bytes, DoubleByteEncodingsAreNamed) {
  struct Case {
    std::string bytes, name, iconv;
  };
  for (const Case& k :
       {Case{"\xCC\xEC\xBE\xC5\xC5\xC6\xC6\xD7 \xB6\xAB\xCE\xF7", "GBK", "GBK"},
        Case{"\xA4\xD1\xA4\x45\xA4\x7D\xB5\x50\xC3\xD0", "Big5", "BIG5"},
        Case{"\x93\x56\x8B\xE3\x94\x76\x82\xA0\x82\xA2", "Shift_JIS", "SHIFT_JIS"}}) {
    const std::string f = file(k.iconv + ".paipu", planted(k.bytes));
    Output v = run("validate " + f);
    EXPECT_EQ(v.code, 1) << v.out;
    EXPECT_EQ(occurrences(v.out, "error["), 1) << "no P001 from a trail byte: " << v.out;
    EXPECT_NE(v.out.find("looks like " + k.name), std::string::npos) << v.out;
    EXPECT_NE(v.out.find("iconv -f " + k.iconv + " -t UTF-8"), std::string::npos) << v.out;
  }
}

TEST_F(Bytes, Utf16File) {
  std::string u16 = "\xFF\xFE";
  for (char c : std::string("[Variant \"tianjiu\"]\n")) {
    u16 += c;
    u16 += '\0';
  }
  const std::string f = file("u16.paipu", u16);
  Output v = run("validate " + f);
  EXPECT_EQ(v.code, 1);
  EXPECT_NE(v.out.find(f + ":1:1: error[P010]"), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("UTF-16"), std::string::npos) << v.out;
  EXPECT_EQ(occurrences(v.out, "P010"), 1) << v.out;
  EXPECT_LT(v.out.size(), 2000u) << v.out;
}

TEST_F(Bytes, HugeTokenIsCutInTheMessage) {
  const std::string f =
      file("long.paipu", "[Variant \"tianjiu\"]\n" + std::string(5'000'000, 'x') + "\n");
  Output v = run("validate " + f);
  EXPECT_EQ(v.code, 1);
  EXPECT_LT(v.out.size(), 1000u);
  EXPECT_NE(v.out.find("(4,999,940 more bytes)"), std::string::npos) << v.out;
}

TEST_F(Bytes, ControlCharactersAreNotEchoed) {
  const std::string f = file("ctl.paipu", "[Variant \"tianjiu\"]\n\x1b[31mred\x07\n");
  Output v = run("validate " + f);
  EXPECT_EQ(v.code, 1);
  EXPECT_EQ(v.out.find('\x1b'), std::string::npos) << v.out;
  EXPECT_EQ(v.out.find('\x07'), std::string::npos) << v.out;
  EXPECT_NE(v.out.find("U+001B"), std::string::npos) << v.out;
}

// Every command that reads a record file, with the file as its argument.
const char* const kReaders[] = {"validate {}", "replay {}", "convert {} --to json",
                                "render {} --hand 1 -o /dev/null", "view {}"};

std::string with_file(std::string cmd, const std::string& f) {
  cmd.replace(cmd.find("{}"), 2, f);
  return cmd;
}

TEST_F(Bytes, IoErrorsAreTheSameForEveryCommand) {
  const std::string missing = (dir_ / "nope.paipu").string();
  const std::string directory = dir_.string();
  const std::string empty = file("empty.paipu", "");
  for (const char* cmd : kReaders) {
    Output m = run(with_file(cmd, missing));
    EXPECT_EQ(m.code, 2) << cmd;
    // validate then prints its summary line: only the first line is the message.
    EXPECT_EQ(m.out.substr(0, m.out.find('\n') + 1), "paipu: " + missing + ": no such file\n")
        << cmd;
    Output d = run(with_file(cmd, directory));
    EXPECT_EQ(d.code, 2) << cmd;
    EXPECT_EQ(d.out.substr(0, d.out.find('\n') + 1), "paipu: " + directory + ": is a directory\n")
        << cmd;
    Output e = run(with_file(cmd, empty), false);
    EXPECT_EQ(e.code, 1) << cmd;
    Output e2 = run(with_file(cmd, empty));
    EXPECT_NE(e2.out.find("paipu: " + empty + ": empty file, no records\n"), std::string::npos)
        << cmd << ": " << e2.out;
  }
  if (::geteuid() != 0) {  // root reads anything
    const std::string locked = file("locked.paipu", sample_);
    fs::permissions(locked, fs::perms::none);
    for (const char* cmd : kReaders) {
      Output u = run(with_file(cmd, locked));
      EXPECT_EQ(u.code, 2) << cmd;
      EXPECT_EQ(u.out.substr(0, u.out.find('\n') + 1),
                "paipu: " + locked + ": cannot read: Permission denied\n")
          << cmd;
    }
  }
}

TEST_F(Bytes, ConvertNeverLeavesAPartialOutput) {
  const std::string out = (dir_ / "out.json").string();
  spit(out, "the good old output\n");
  // A failing conversion leaves it as it was.
  EXPECT_EQ(run("convert " + (dir_ / "nope.paipu").string() + " --to json -o " + out).code, 2);
  EXPECT_EQ(slurp(out), "the good old output\n");
  EXPECT_EQ(run("convert samples/tianjiu/match1-defaults.paipu -o " + dir_.string()).code, 2);
  // Into a directory that does not exist: says why, exit 2.
  Output bad = run("convert samples/tianjiu/match1-defaults.paipu -o " +
                   (dir_ / "no/such/dir/x.json").string());
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.out.find("cannot write"), std::string::npos) << bad.out;
  // A good one replaces it, and leaves no temporary file behind.
  EXPECT_EQ(run("convert samples/tianjiu/match1-defaults.paipu --to json -o " + out).code, 0);
  const std::string json = slurp(out);
  EXPECT_GT(json.size(), 1000u);
  EXPECT_EQ(json.back(), '\n');
  int files = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir_)) ++files;
  EXPECT_EQ(files, 1);
}

TEST_F(Bytes, ReplayStepShowsTotalsOnlyAtTheEnd) {
  const std::string f = "samples/tianjiu/match1-defaults.paipu";
  Output mid = run("replay " + f + " --hand 1 --step 5", false);
  EXPECT_EQ(mid.code, 0);
  EXPECT_EQ(mid.out.find("totals:"), std::string::npos) << mid.out;
  EXPECT_EQ(mid.out.find("settlement"), std::string::npos) << mid.out;
  Output end = run("replay " + f + " --hand 1 --step 9999", false);
  EXPECT_NE(end.out.find("totals:"), std::string::npos) << end.out;
  Output all = run("replay " + f + " --hand 1", false);
  EXPECT_EQ(occurrences(all.out, "totals:"), 1);
}

TEST_F(Bytes, NoHandMessageHasOneSpace) {
  Output r = run("replay samples/tianjiu/match1-defaults.paipu --record 7");
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.out.find("paipu: no hand in record 7 of"), std::string::npos) << r.out;
  Output h = run("replay samples/tianjiu/match1-defaults.paipu --hand 99");
  EXPECT_NE(h.out.find("paipu: no hand 99 in record 1 of"), std::string::npos) << h.out;
}

}  // namespace
