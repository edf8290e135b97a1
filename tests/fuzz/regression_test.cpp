// Replays every input that ever made a fuzz target fail (tests/fuzz/regressions/<target>/) through
// the same entry functions, in every build: none may crash, throw or trip a sanitizer.
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <vector>

#include "fuzz_entries.hpp"

namespace paipu::fuzz {
namespace {

namespace fs = std::filesystem;
using Entry = std::function<void(const std::uint8_t*, std::size_t)>;

std::vector<fs::path> inputs(const std::string& target) {
  std::vector<fs::path> out;
  const fs::path dir = fs::path(PAIPU_FUZZ_REGRESSIONS) / target;
  if (!fs::is_directory(dir)) return out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().filename() != ".gitkeep") out.push_back(e.path());
  return out;
}

void replay_all(const std::string& target, const Entry& entry) {
  for (const auto& path : inputs(target)) {
    std::ifstream in(path, std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    SCOPED_TRACE(path.string());
    EXPECT_NO_THROW(entry(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size()));
  }
}

TEST(FuzzRegressions, NotationReader) {
  replay_all("notation_reader", notation_reader);
}
TEST(FuzzRegressions, JsonReader) {
  replay_all("json_reader", json_reader);
}
TEST(FuzzRegressions, ReplayTianjiu) {
  replay_all("replay_tianjiu",
             [](const std::uint8_t* d, std::size_t n) { replay("tianjiu", d, n); });
}
TEST(FuzzRegressions, ReplayDaqizi) {
  replay_all("replay_daqizi",
             [](const std::uint8_t* d, std::size_t n) { replay("daqizi", d, n, true); });
}
TEST(FuzzRegressions, ReplaySandaha) {
  replay_all("replay_sandaha",
             [](const std::uint8_t* d, std::size_t n) { replay("sandaha", d, n); });
}
TEST(FuzzRegressions, ReplayWenzhou) {
  replay_all("replay_wenzhou",
             [](const std::uint8_t* d, std::size_t n) { replay("wenzhou", d, n); });
}
TEST(FuzzRegressions, ReplayChinton) {
  replay_all("replay_chinton",
             [](const std::uint8_t* d, std::size_t n) { replay("chinton", d, n); });
}

TEST(FuzzRegressions, LspSession) {
  replay_all("lsp_session", lsp_session);
  // Its own seeds too: sessions of edits and requests on the samples.
  for (const auto& e :
       fs::directory_iterator(fs::path(PAIPU_SOURCE_DIR) / "tests/fuzz/corpus/lsp")) {
    std::ifstream in(e.path(), std::ios::binary);
    const std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    SCOPED_TRACE(e.path().string());
    EXPECT_NO_THROW(lsp_session(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()));
  }
}

// The entry functions themselves run on the seeds, so the test is not vacuous while the regression
// directories are empty.
TEST(FuzzRegressions, EntriesRunOnSamples) {
  for (const char* dir : {"samples/tianjiu", "samples/daqizi", "samples/sandaha", "samples/wenzhou",
                          "samples/chinton", "samples/invalid"}) {
    for (const auto& e : fs::directory_iterator(fs::path(PAIPU_SOURCE_DIR) / dir)) {
      std::ifstream in(e.path(), std::ios::binary);
      const std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const auto* d = reinterpret_cast<const std::uint8_t*>(s.data());
      EXPECT_NO_THROW(notation_reader(d, s.size()));
      EXPECT_NO_THROW(replay("tianjiu", d, s.size()));
      EXPECT_NO_THROW(replay("daqizi", d, s.size()));
      EXPECT_NO_THROW(replay("sandaha", d, s.size()));
      EXPECT_NO_THROW(replay("wenzhou", d, s.size()));
      EXPECT_NO_THROW(replay("chinton", d, s.size()));
    }
  }
  for (const auto& e :
       fs::directory_iterator(fs::path(PAIPU_SOURCE_DIR) / "tests/fuzz/corpus/json")) {
    std::ifstream in(e.path(), std::ios::binary);
    const std::string s((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_NO_THROW(json_reader(reinterpret_cast<const std::uint8_t*>(s.data()), s.size()));
  }
}

}  // namespace
}  // namespace paipu::fuzz
