#include <cstdio>
#include <iostream>

#include "commands.hpp"
#include "paipu/lsp/server.hpp"

namespace paipu::cli {

int lsp(const PluginHost& host, const std::string& docs) {
  // Messages are counted in bytes: the streams must not translate or buffer per character.
  std::ios::sync_with_stdio(false);
  std::cin.tie(nullptr);
  return lsp::serve(std::cin, std::cout, host, docs.empty() ? lsp::default_docs_uri() : docs);
}

}  // namespace paipu::cli
