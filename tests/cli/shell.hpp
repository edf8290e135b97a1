// Runs a shell command for the CLI tests and captures its standard output and exit code.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

namespace paipu::test {

struct Output {
  int code = -1;  // the exit code, -1 when the command could not run or was killed
  std::string out;
};

inline Output shell(const std::string& cmd) {
  Output r;
  FILE* p = popen(cmd.c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf{};
  std::size_t n;
  while ((n = fread(buf.data(), 1, buf.size(), p)) > 0) r.out.append(buf.data(), n);
  const int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

#if defined(PAIPU_EXE) && defined(PAIPU_SOURCE_DIR) && defined(PAIPU_PLUGIN_DIR)
// `paipu ARGS` as a user runs it from the source tree, with the build's plugins; its standard
// error is dropped (the tests that read it run their own command).
inline Output run_paipu(const std::string& args) {
  return shell(std::string("cd '") + PAIPU_SOURCE_DIR + "' && PAIPU_PLUGIN_PATH='" +
               PAIPU_PLUGIN_DIR + "' '" + PAIPU_EXE + "' " + args + " 2>/dev/null");
}
#endif

}  // namespace paipu::test
