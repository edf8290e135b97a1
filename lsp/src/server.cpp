#include "paipu/lsp/server.hpp"

#include <stdexcept>

#include "paipu/lsp/features.hpp"
#include "paipu/lsp/lsp_diagnostics.hpp"
#include "paipu/lsp/transport.hpp"

namespace paipu::lsp {

namespace {

using json = nlohmann::json;

// A request whose params do not fit what the method takes.
struct BadParams : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A request the server cannot answer in its state or for this document.
struct Failed : std::runtime_error {
  ErrorCode code;
  Failed(ErrorCode c, const std::string& what) : std::runtime_error(what), code(c) {}
};

const json& member(const json& object, const char* name) {
  if (!object.is_object() || !object.contains(name))
    throw BadParams(std::string("missing '") + name + "'");
  return object[name];
}

std::string string_member(const json& object, const char* name) {
  const json& v = member(object, name);
  if (!v.is_string()) throw BadParams(std::string("'") + name + "' is not a string");
  return v.get<std::string>();
}

std::uint32_t position_member(const json& object, const char* name) {
  const json& v = member(object, name);
  if (!v.is_number_integer() && !v.is_number_unsigned())
    throw BadParams(std::string("'") + name + "' is not an integer");
  const long long n = v.get<long long>();
  if (n < 0) throw BadParams(std::string("'") + name + "' is negative");
  return n > 0xFFFFFFFFLL ? 0xFFFFFFFFu : static_cast<std::uint32_t>(n);
}

Position position_of(const json& p) {
  return {position_member(p, "line"), position_member(p, "character")};
}

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// How deeply a message may nest arrays and objects. No LSP message nests a tenth as deep; a client
// that sends "[[[[…" 100 MB deep would otherwise have the parser build 100 million values.
constexpr int kMaxDepth = 128;

// Whether `body` opens more than kMaxDepth arrays or objects at once (outside strings).
bool too_deep(std::string_view body) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < body.size(); ++i) {
    const char c = body[i];
    if (in_string) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxDepth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

}  // namespace

std::string path_of_uri(std::string_view uri) {
  if (!uri.starts_with("file://")) return std::string(uri);
  uri.remove_prefix(7);
  std::string path;
  for (std::size_t i = 0; i < uri.size(); ++i) {
    if (uri[i] == '%' && i + 2 < uri.size() && hex_value(uri[i + 1]) >= 0 &&
        hex_value(uri[i + 2]) >= 0) {
      path.push_back(static_cast<char>(hex_value(uri[i + 1]) * 16 + hex_value(uri[i + 2])));
      i += 2;
    } else {
      path.push_back(uri[i]);
    }
  }
  return path;
}

std::string default_docs_uri() {
  return std::string("file://") + PAIPU_DOCS_DIR + "/";
}

Server::Server(const PluginHost& host, std::ostream& out, std::string docs)
    : host_(host), out_(out), docs_(std::move(docs)) {}

void Server::send(const json& message) {
  write_frame(out_, message.dump(-1, ' ', false, json::error_handler_t::replace));
}

void Server::reply(const json& id, json result) {
  send({{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}});
}

void Server::fail(const json& id, ErrorCode code, const std::string& message) {
  send({{"jsonrpc", "2.0"},
        {"id", id},
        {"error", {{"code", static_cast<int>(code)}, {"message", message}}}});
}

void Server::log(const std::string& message) {
  // window/logMessage type 2: a warning; the client shows it in its log, not in the editor.
  send({{"jsonrpc", "2.0"},
        {"method", "window/logMessage"},
        {"params", {{"type", 2}, {"message", "paipu lsp: " + message}}}});
}

void Server::bad_frame(const std::string& why) {
  fail(nullptr, ErrorCode::parse_error, "cannot read the message: " + why);
}

void Server::too_large(const std::string& why) {
  // Unread, the message has no id to answer: the error goes with a null id, and the user is told,
  // since a document opened this way would otherwise just show no diagnostics.
  fail(nullptr, ErrorCode::parse_error, "message not read: " + why);
  send({{"jsonrpc", "2.0"},
        {"method", "window/showMessage"},
        {"params",
         {{"type", 1},
          {"message", "paipu lsp: a message was too large to read (" + why +
                          "); check such a document with `paipu validate`"}}}});
}

void Server::receive(std::string_view body) {
  if (too_deep(body)) {
    fail(nullptr, ErrorCode::parse_error,
         "not JSON this server reads: nested more than " + std::to_string(kMaxDepth) + " deep");
    return;
  }
  json message;
  try {
    message = json::parse(body);
  } catch (const json::exception& e) {
    fail(nullptr, ErrorCode::parse_error, std::string("not JSON: ") + e.what());
    return;
  }
  if (message.is_array()) {
    // A batch (JSON-RPC 2.0); LSP clients do not send them, but each is answered.
    if (message.empty()) fail(nullptr, ErrorCode::invalid_request, "an empty batch");
    for (const json& m : message) dispatch(m);
    return;
  }
  dispatch(message);
}

void Server::dispatch(const json& message) {
  const bool has_id = message.is_object() && message.contains("id");
  const json id = has_id ? message["id"] : json(nullptr);
  if (!message.is_object() || !message.contains("method") || !message["method"].is_string() ||
      (has_id && !id.is_string() && !id.is_number_integer() && !id.is_number_unsigned())) {
    // A response to a request of ours (we send none that wait for one) is left alone.
    if (message.is_object() && has_id && (message.contains("result") || message.contains("error")))
      return;
    fail(has_id && (id.is_string() || id.is_number()) ? id : json(nullptr),
         ErrorCode::invalid_request, "not a JSON-RPC request or notification");
    return;
  }
  const std::string method = message["method"].get<std::string>();
  const json params = message.contains("params") ? message["params"] : json::object();
  if (!has_id) {
    try {
      notification(method, params);
    } catch (const std::exception& e) {
      log(method + ": " + e.what());
    }
    return;
  }
  try {
    reply(id, request(method, params));
  } catch (const Failed& e) {
    fail(id, e.code, e.what());
  } catch (const BadParams& e) {
    fail(id, ErrorCode::invalid_params, method + ": " + e.what());
  } catch (const json::exception& e) {
    fail(id, ErrorCode::invalid_params, method + ": " + e.what());
  } catch (const std::exception& e) {
    fail(id, ErrorCode::internal_error, method + ": " + e.what());
  }
}

json Server::request(const std::string& method, const json& params) {
  if (method == "initialize") {
    if (initialized_) throw Failed(ErrorCode::invalid_request, "initialize was sent twice");
    return initialize(params);
  }
  if (!initialized_) throw Failed(ErrorCode::server_not_initialized, "initialize first");
  if (shut_down_) throw Failed(ErrorCode::invalid_request, "the server is shut down");
  if (method == "shutdown") {
    shut_down_ = true;
    return nullptr;
  }
  if (method == "textDocument/completion")
    return completion(host_, *document_of(params).text, position_of(member(params, "position")));
  if (method == "textDocument/hover")
    return hover(host_, *document_of(params).text, position_of(member(params, "position")));
  if (method == "textDocument/formatting") return formatting(*document_of(params).text);
  if (method == "textDocument/definition") {
    const OpenDocument& doc = document_of(params);
    return definition(*doc.text, doc.uri, position_of(member(params, "position")));
  }
  if (method == "textDocument/documentSymbol") return document_symbols(*document_of(params).text);
  if (method == "textDocument/codeAction") {
    const OpenDocument& doc = document_of(params);
    const json& range = member(params, "range");
    return code_actions(*doc.text, doc.uri, position_of(member(range, "start")).line,
                        position_of(member(range, "end")).line, diagnostics_of(doc));
  }
  throw Failed(ErrorCode::method_not_found, "no method '" + method + "'");
}

void Server::notification(const std::string& method, const json& params) {
  if (method == "exit") {
    exited_ = true;
    exit_code_ = shut_down_ ? 0 : 1;
    return;
  }
  // Before initialize, and after shutdown, notifications are dropped (the protocol says so).
  if (!initialized_ || shut_down_) return;
  if (method == "textDocument/didOpen") return open(params);
  if (method == "textDocument/didChange") return change(params);
  if (method == "textDocument/didClose") {
    const std::string uri = string_member(member(params, "textDocument"), "uri");
    if (documents_.erase(uri) > 0)
      send({{"jsonrpc", "2.0"},
            {"method", "textDocument/publishDiagnostics"},
            {"params", {{"uri", uri}, {"diagnostics", json::array()}}}});
    return;
  }
  // initialized, didSave, $/cancelRequest, $/setTrace and anything else: nothing to do.
}

json Server::initialize(const json& params) {
  if (!params.is_object()) throw BadParams("params is not an object");
  if (params.contains("initializationOptions") && params["initializationOptions"].is_object()) {
    const json& o = params["initializationOptions"];
    if (o.contains("docs") && o["docs"].is_string()) docs_ = o["docs"].get<std::string>();
  }
  initialized_ = true;
  return {{"capabilities",
           {{"positionEncoding", "utf-16"},
            {"textDocumentSync", {{"openClose", true}, {"change", 2}}},
            {"completionProvider", {{"triggerCharacters", {"["}}}},
            {"hoverProvider", true},
            {"codeActionProvider", {{"codeActionKinds", {"quickfix"}}}},
            {"documentFormattingProvider", true},
            {"documentSymbolProvider", true},
            {"definitionProvider", true}}},
          {"serverInfo", {{"name", "paipu"}}}};
}

OpenDocument& Server::document_of(const json& params) {
  const std::string uri = string_member(member(params, "textDocument"), "uri");
  const auto it = documents_.find(uri);
  if (it == documents_.end()) throw Failed(ErrorCode::request_failed, uri + " is not open");
  return it->second;
}

const OpenDocument* Server::document(const std::string& uri) const {
  const auto it = documents_.find(uri);
  return it == documents_.end() ? nullptr : &it->second;
}

void Server::open(const json& params) {
  const json& item = member(params, "textDocument");
  OpenDocument doc;
  doc.uri = string_member(item, "uri");
  doc.language = item.contains("languageId") && item["languageId"].is_string()
                     ? item["languageId"].get<std::string>()
                     : "";
  doc.version = item.contains("version") && item["version"].is_number_integer()
                    ? item["version"].get<long long>()
                    : 0;
  doc.text = std::make_unique<CheckedText>(host_, path_of_uri(doc.uri), string_member(item, "text"),
                                           limits_);
  OpenDocument& stored = documents_[doc.uri] = std::move(doc);
  publish(stored);
}

void Server::change(const json& params) {
  OpenDocument& doc = document_of(params);
  const json& item = params["textDocument"];
  const json& changes = member(params, "contentChanges");
  if (!changes.is_array()) throw BadParams("contentChanges is not an array");
  for (const json& c : changes) {
    const std::string text = string_member(c, "text");
    if (!c.contains("range")) {
      doc.text->replace(text);
      continue;
    }
    const json& range = c["range"];
    const LineIndex lines(doc.text->text());
    const std::size_t from = lines.offset(position_of(member(range, "start")));
    const std::size_t to = lines.offset(position_of(member(range, "end")));
    doc.text->edit(std::min(from, to), std::max(from, to), text);
  }
  if (item.contains("version") && item["version"].is_number_integer())
    doc.version = item["version"].get<long long>();
  publish(doc);
}

json Server::diagnostics_of(const OpenDocument& doc) const {
  std::vector<std::string> variants;
  const Diagnostics ds = doc.text->diagnostics(&variants);
  return publish_list(ds, variants, LineIndex(doc.text->text()), doc.uri, docs_);
}

void Server::publish(const OpenDocument& doc) {
  send({{"jsonrpc", "2.0"},
        {"method", "textDocument/publishDiagnostics"},
        {"params",
         {{"uri", doc.uri}, {"version", doc.version}, {"diagnostics", diagnostics_of(doc)}}}});
}

int serve(std::istream& in, std::ostream& out, const PluginHost& host, std::string docs) {
  Server server(host, out, std::move(docs));
  while (!server.exited()) {
    Frame f = read_frame(in);
    if (f.kind == Frame::Kind::end || f.kind == Frame::Kind::cut) break;
    if (f.kind == Frame::Kind::bad_frame)
      server.bad_frame(f.error);
    else if (f.kind == Frame::Kind::too_large)
      server.too_large(f.error);
    else
      server.receive(f.body);
  }
  return server.exit_code();
}

}  // namespace paipu::lsp
