// What the language server's tests share: the plugins of this build, a file's bytes, and a client
// that talks to a server in the same process.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "paipu/host.hpp"
#include "paipu/lsp/server.hpp"
#include "paipu/lsp/transport.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"

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

// A file of samples/.
inline std::string sample(const std::string& name) {
  return slurp(std::filesystem::path(PAIPU_SOURCE_DIR) / "samples" / name);
}

using json = nlohmann::json;

// Notation in the JSON form, as `paipu convert --to json` writes it.
inline std::string json_form_of(std::string_view notation) {
  Diagnostics ignored;
  return notation::to_json(notation::parse_string(notation, "t", ignored)).dump(1) + "\n";
}

// didChange's params: the range [from, to) of version `version - 1` replaced by `text`.
inline json typed(const std::string& uri, int version, std::pair<json, json> from,
                  std::pair<json, json> to, const std::string& text) {
  const auto at = [](const std::pair<json, json>& p) {
    return json{{"line", p.first}, {"character", p.second}};
  };
  return {
      {"textDocument", {{"uri", uri}, {"version", version}}},
      {"contentChanges", {{{"range", {{"start", at(from)}, {"end", at(to)}}}, {"text", text}}}}};
}

inline std::vector<json> frames_in(const std::string& bytes) {
  std::istringstream in(bytes);
  std::vector<json> out;
  for (Frame f = read_frame(in); f.kind == Frame::Kind::message; f = read_frame(in))
    out.push_back(json::parse(f.body));
  return out;
}

// A client talking to a server in this process: each call returns what the server sent back.
class Client {
 public:
  Client() : server_(host(), out_, "file:///docs/") {}
  std::vector<json> raw(std::string_view body) {
    server_.receive(body);
    return drain();
  }
  std::vector<json> send(const json& m) { return raw(m.dump()); }
  std::vector<json> request(int id, const std::string& method, json params = json::object()) {
    return send({{"jsonrpc", "2.0"}, {"id", id}, {"method", method}, {"params", params}});
  }
  std::vector<json> notify(const std::string& method, json params = json::object()) {
    return send({{"jsonrpc", "2.0"}, {"method", method}, {"params", params}});
  }
  void start() {
    ASSERT_EQ(request(1, "initialize", {{"capabilities", json::object()}}).size(), 1u);
    notify("initialized");
  }
  std::vector<json> open(const std::string& uri, const std::string& text,
                         const std::string& language = "paipu") {
    return notify("textDocument/didOpen",
                  {{"textDocument",
                    {{"uri", uri}, {"languageId", language}, {"version", 1}, {"text", text}}}});
  }
  const Server& server() const { return server_; }

 private:
  std::vector<json> drain() {
    const std::string all = out_.str();
    std::vector<json> got = frames_in(all.substr(read_));
    read_ = all.size();
    return got;
  }
  std::ostringstream out_;
  Server server_;
  std::size_t read_ = 0;
};

}  // namespace paipu::lsp::test
