// The language server: JSON-RPC messages in, responses and notifications out (docs/editors.md). It
// answers every request, whatever the client sends: a message it cannot read gets an error with a
// null id, a method it does not serve gets MethodNotFound, and nothing the client sends ends it
// but `exit` or the end of its input.
#pragma once

#include <istream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>

#include "paipu/host.hpp"
#include "paipu/lsp/checked_text.hpp"
#include "paipu/lsp/json_document.hpp"

namespace paipu::lsp {

// JSON-RPC and LSP error codes.
enum class ErrorCode {
  parse_error = -32700,
  invalid_request = -32600,
  method_not_found = -32601,
  invalid_params = -32602,
  internal_error = -32603,
  server_not_initialized = -32002,
  request_failed = -32803,
};

struct OpenDocument {
  std::string uri;
  std::string language;
  long long version = 0;
  // A document in the notation has `text`; one in the JSON form has `json` instead.
  std::unique_ptr<CheckedText> text;
  std::unique_ptr<JsonDocument> json;
};

class Server {
 public:
  // `docs`: the URI of the docs folder the diagnostics' links point into, ending in '/'.
  Server(const PluginHost& host, std::ostream& out, std::string docs);

  // Handles one message's body.
  void receive(std::string_view body);
  // Handles a message already parsed (an in-process client, such as the fuzz target, skips the
  // text; it is not checked for depth, which its caller bounds).
  void handle(const nlohmann::json& message);
  // A frame whose headers could not be read: answered as a parse error.
  void bad_frame(const std::string& why);
  // A frame whose body was over kMaxBody, skipped unread: answered as a parse error, and shown.
  void too_large(const std::string& why);

  // The repair search's and recovery's limits for documents opened from now on (ReplayContext's);
  // the validator's unless lowered (the fuzz target does).
  void set_search_limits(const ReplayContext& limits) { limits_ = limits; }

  bool exited() const { return exited_; }
  // 0 after shutdown then exit, 1 after an exit without shutdown or an end of input.
  int exit_code() const { return exit_code_; }
  const OpenDocument* document(const std::string& uri) const;
  // The diagnostics of an open document as they are published (an empty array for one not open).
  nlohmann::json diagnostics(const std::string& uri) const;

 private:
  using json = nlohmann::json;
  const PluginHost& host_;
  std::ostream& out_;
  std::string docs_;
  ReplayContext limits_;
  bool initialized_ = false;
  bool shut_down_ = false;
  bool exited_ = false;
  int exit_code_ = 1;
  std::map<std::string, OpenDocument> documents_;

  void send(const json& message);
  void reply(const json& id, json result);
  void fail(const json& id, ErrorCode code, const std::string& message);
  void log(const std::string& message);

  void dispatch(const json& message);
  json request(const std::string& method, const json& params);
  void notification(const std::string& method, const json& params);
  json initialize(const json& params);
  json json_form_request(const std::string& method, JsonDocument& doc, const std::string& uri,
                         const json& params);
  void open(const json& params);
  void change(const json& params);
  void publish(const OpenDocument& doc);
  json diagnostics_of(const OpenDocument& doc) const;
  // A JSON document's records' diagnostics, as published: the notation's, moved into the JSON.
  json notation_diagnostics(const JsonDocument& doc, const std::string& uri) const;
  OpenDocument& document_of(const json& params);
};

// Reads messages from `in` and answers on `out` until `exit` or the end of input; returns the exit
// status.
int serve(std::istream& in, std::ostream& out, const PluginHost& host, std::string docs);

// The docs folder of this build's source tree, as a file: URI.
std::string default_docs_uri();

// The file a `file:` URI names (percent-escapes decoded); the URI itself for any other scheme.
std::string path_of_uri(std::string_view uri);

}  // namespace paipu::lsp
