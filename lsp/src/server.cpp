#include "paipu/lsp/server.hpp"

#include <set>
#include <stdexcept>

#include "paipu/lsp/features.hpp"
#include "paipu/lsp/lsp_diagnostics.hpp"
#include "paipu/lsp/transport.hpp"

namespace paipu::lsp {

namespace {

using json = nlohmann::json;

// The requests that are about an open document.
const std::set<std::string, std::less<>> kDocumentMethods = {
    "textDocument/completion", "textDocument/hover",          "textDocument/formatting",
    "textDocument/definition", "textDocument/documentSymbol", "textDocument/codeAction"};

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
  if (nested_deeper_than(body, kMaxDepth)) {
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
  handle(message);
}

void Server::handle(const json& message) {
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
  static const json no_params = json::object();
  const json& params = message.contains("params") ? message.at("params") : no_params;
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
  if (!kDocumentMethods.contains(method))
    throw Failed(ErrorCode::method_not_found, "no method '" + method + "'");
  OpenDocument& doc = document_of(params);
  if (doc.json) return json_form_request(method, *doc.json, doc.uri, params);
  const CheckedText& text = *doc.text;
  if (method == "textDocument/completion")
    return completion(host_, text, position_of(member(params, "position")));
  if (method == "textDocument/hover")
    return hover(host_, text, position_of(member(params, "position")));
  if (method == "textDocument/formatting") return formatting(text);
  if (method == "textDocument/definition")
    return definition(text, doc.uri, position_of(member(params, "position")));
  if (method == "textDocument/documentSymbol") return document_symbols(text);
  // textDocument/codeAction
  const json& range = member(params, "range");
  return code_actions(text, doc.uri, position_of(member(range, "start")).line,
                      position_of(member(range, "end")).line, diagnostics_of(doc));
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

// The requests on a document in the JSON form, through the notation written from it: hover,
// definition, completion and quick fixes at the part of the JSON a position is in, the outline
// over the records' and hands' objects, and formatting by the JSON writer.
json Server::json_form_request(const std::string& method, JsonDocument& doc, const std::string& uri,
                               const json& params) {
  if (method == "textDocument/completion")
    return completion(host_, doc, position_of(member(params, "position")));
  if (method == "textDocument/codeAction") {
    const json& range = member(params, "range");
    return code_actions(doc, uri, position_of(member(range, "start")).line,
                        position_of(member(range, "end")).line, notation_diagnostics(doc, uri));
  }
  if (method == "textDocument/hover" || method == "textDocument/definition") {
    const std::optional<Position> at =
        doc.notation_position(position_of(member(params, "position")));
    if (!at) return nullptr;
    if (method == "textDocument/hover") return hover(host_, doc.notation(), *at);
    json found = definition(doc.notation(), uri, *at);
    doc.move_ranges(found);
    return found;
  }
  if (method == "textDocument/documentSymbol") {
    if (!doc.readable()) return json::array();
    return document_symbols(doc.notation(),
                            [&doc](const CheckedItem& item) { return doc.item_range(item); });
  }
  if (method == "textDocument/formatting") {
    const std::optional<std::string> canonical = doc.canonical();
    if (!canonical) return nullptr;
    if (*canonical == doc.client_text()) return json::array();
    const LineIndex lines(doc.text());
    return json::array({{{"range", to_json(Range{{0, 0}, lines.position(doc.text().size())})},
                         {"newText", *canonical}}});
  }
  return nullptr;  // no other method gets here
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
  const std::string path = path_of_uri(doc.uri);
  if (is_json_form(doc.language, path))
    doc.json = std::make_unique<JsonDocument>(host_, path, string_member(item, "text"), limits_);
  else
    doc.text = std::make_unique<CheckedText>(host_, path, string_member(item, "text"), limits_);
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
      doc.json ? doc.json->replace(text) : doc.text->replace(text);
      continue;
    }
    const json& range = c["range"];
    const LineIndex lines(doc.json ? doc.json->text() : doc.text->text());
    const std::size_t from = lines.offset(position_of(member(range, "start")));
    const std::size_t to = lines.offset(position_of(member(range, "end")));
    if (doc.json)
      doc.json->edit(std::min(from, to), std::max(from, to), text);
    else
      doc.text->edit(std::min(from, to), std::max(from, to), text);
  }
  if (item.contains("version") && item["version"].is_number_integer())
    doc.version = item["version"].get<long long>();
  publish(doc);
}

json Server::diagnostics_of(const OpenDocument& doc) const {
  std::vector<std::string> variants;
  if (!doc.json) {
    const Diagnostics ds = doc.text->diagnostics(&variants);
    return publish_list(ds, variants, LineIndex(doc.text->text()), doc.uri, docs_);
  }
  // The JSON form: what reading it found, then (when it read) its records' diagnostics as the
  // notation written from them has them, moved to the parts of the JSON they are on.
  json list = publish_list(doc.json->problems(), {}, doc.json->lines(), doc.uri, docs_);
  if (!doc.json->readable()) return list;
  for (json& d : notation_diagnostics(*doc.json, doc.uri)) list.push_back(std::move(d));
  return list;
}

json Server::notation_diagnostics(const JsonDocument& doc, const std::string& uri) const {
  std::vector<std::string> variants;
  const CheckedText& notation = doc.notation();
  const Diagnostics ds = notation.diagnostics(&variants);
  json moved = publish_list(ds, variants, LineIndex(notation.text()), uri, docs_);
  doc.move_ranges(moved);
  return moved;
}

json Server::diagnostics(const std::string& uri) const {
  const auto it = documents_.find(uri);
  return it == documents_.end() ? json::array() : diagnostics_of(it->second);
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
