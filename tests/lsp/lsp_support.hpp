// What the language server's tests share: the plugins of this build, and a file's bytes.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "paipu/host.hpp"

namespace paipu::lsp::test {

inline const PluginHost& host() {
  static const PluginHost h = [] {
    PluginHost p;
    p.scan({PAIPU_PLUGIN_DIR});
    return p;
  }();
  return h;
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace paipu::lsp::test
