// The language server's fuzz entry (fuzz_entries.hpp: lsp_session): a session of messages made
// from the input, its edits checked against a check of the whole text from scratch. A document
// is in the notation, or in the JSON form when its text starts with a byte 0x01 (left out).
#include <algorithm>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "fuzz_entries.hpp"
#include "paipu/lsp/positions.hpp"
#include "paipu/lsp/server.hpp"
#include "paipu/lsp/transport.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/source.hpp"

namespace paipu::fuzz {

namespace {

using json = nlohmann::json;

const PluginHost& plugins() {
  static const PluginHost host = [] {
    PluginHost h;
    h.scan({PAIPU_PLUGIN_DIR});
    return h;
  }();
  return host;
}

// As in the replay targets: a fuzzed hand is nearly always broken, and the validator's budgets
// would make each input cost tens of milliseconds.
ReplayContext fuzz_limits() {
  ReplayContext c;
  c.repair_budget = 64;
  c.recovery_moves = 16;
  return c;
}

constexpr const char* kPaipuUri = "file:///fuzz.paipu";
constexpr const char* kJsonUri = "file:///fuzz.json";
// The byte that opens a document in the JSON form: no seed in the notation starts with it, so they
// keep opening as notation, and a JSON seed is a JSON document behind it (make_lsp_seeds.py).
constexpr char kJsonForm = '\x01';
constexpr const char* kMethods[] = {"textDocument/hover",
                                    "textDocument/completion",
                                    "textDocument/documentSymbol",
                                    "textDocument/formatting",
                                    "textDocument/codeAction",
                                    "textDocument/definition",
                                    "no/such/method",
                                    "shutdown"};

json message(const std::string& method, json params, int id = -1) {
  json m = {{"jsonrpc", "2.0"}, {"method", method}, {"params", std::move(params)}};
  if (id >= 0) m["id"] = id;
  return m;
}

// A NUL ends an operation, so no byte within one can be 0: a byte of a position is one more
// than the line or column it names (1 is the first), and 0, a byte the operation left out at
// its end, names the first too. (Until 30 November the bytes were the numbers themselves, and
// no edit but the last of an input could begin at the start of a line.)
int coordinate(std::uint8_t b) {
  return b > 0 ? b - 1 : 0;
}

json position(std::uint8_t line, std::uint8_t character) {
  return {{"line", coordinate(line)}, {"character", coordinate(character)}};
}

std::string texts(const Diagnostics& ds) {
  std::string all;
  for (const Diagnostic& d : ds) all += format_diagnostic(d) + '\n';
  return all;
}

// A text as it reaches a server in a message: JSON carries only UTF-8, and a client's writer (as
// nlohmann/json's with error_handler_t::replace) makes each byte that is not UTF-8 a U+FFFD. The
// same as writing the message and reading it back, which the target did for every message it made
// (a fifth of an execution without ASan); only a text with such bytes takes that way now.
std::string sent(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n =
        static_cast<unsigned char>(text[i]) < 0x80 ? 1 : utf8_sequence_length(text, i);
    if (n == 0)
      return json::parse(
                 json(std::string(text)).dump(-1, ' ', false, json::error_handler_t::replace))
          .get<std::string>();
    i += n;
  }
  return std::string(text);
}

unsigned char byte_at(std::string_view s, std::size_t i) {
  return i < s.size() ? static_cast<unsigned char>(s[i]) : 0;
}

// `text` with the TextEdits made (LineIndex wants `read`: the same bytes, its lone CRs '\n').
std::string applied(const std::string& text, const std::string& read, const json& edits) {
  const lsp::LineIndex lines(read);
  std::vector<std::pair<std::size_t, json>> sorted;
  const auto offset = [&](const json& p) {
    return lines.offset(
        {p.at("line").get<std::uint32_t>(), p.at("character").get<std::uint32_t>()});
  };
  for (const json& e : edits) sorted.emplace_back(offset(e.at("range").at("start")), e);
  std::sort(sorted.begin(), sorted.end(),
            [](const auto& a, const auto& b) { return a.first > b.first; });
  std::string out = text;
  std::size_t end = out.size();
  for (const auto& [from, e] : sorted) {
    const std::size_t to = offset(e.at("range").at("end"));
    if (to < from || to > end) throw std::logic_error("overlapping edits: " + edits.dump());
    out.replace(from, to - from, e.at("newText").get<std::string>());
    end = from;
  }
  return out;
}

// What completion or a quick fix offers in a JSON document whose records all read must leave
// records that read: each item's or action's edits are made, and the text read again.
void check_json_edits(const lsp::OpenDocument& doc, const std::string& replies) {
  if (!doc.json || !doc.json->canonical()) return;
  std::istringstream in(replies);
  for (lsp::Frame f = lsp::read_frame(in); f.kind == lsp::Frame::Kind::message;
       f = lsp::read_frame(in)) {
    const json reply = json::parse(f.body);
    if (!reply.contains("result")) continue;
    const json& result = reply["result"];
    std::vector<json> lists;
    if (result.is_object() && result.contains("items"))
      for (const json& i : result["items"]) {
        json edits = json::array({i.at("textEdit")});
        for (const json& e : i.value("additionalTextEdits", json::array())) edits.push_back(e);
        lists.push_back(std::move(edits));
      }
    if (result.is_array())
      for (const json& a : result) lists.push_back(a.at("edit").at("changes").at(doc.uri));
    for (const json& edits : lists) {
      const std::string made = applied(doc.json->client_text(), doc.json->text(), edits);
      try {
        notation::records_from_json(json::parse(made));
      } catch (const std::exception& e) {
        throw std::logic_error(std::string("an edit offered in JSON leaves no records: ") +
                               e.what() + "\n" + edits.dump());
      }
    }
  }
}

}  // namespace

void lsp_session(const std::uint8_t* data, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::ostringstream out;
  lsp::Server server(plugins(), out, "file:///docs/");
  server.set_search_limits(fuzz_limits());
  // The messages the target makes go in parsed (Server::handle): what a client's bytes become once
  // read, texts as sent() has them. Bytes the fuzzer writes go in as bytes (operations 4 and 6).
  const auto send = [&](const json& m) {
    server.handle(m);
    out.str({});
  };
  // Whatever the session did to the document, its diagnostics are those of a check from scratch.
  // A check from scratch costs as much as the rest of the session, so it is made once after a run
  // of edits: before what throws their work away (the whole text replaced, the document closed) and
  // at the end. What an edit leaves wrong stays wrong until an edit checks that hand again, which a
  // later edit of the run may do: an input of one edit still checks that edit alone. An open is not
  // compared: the server's is a check from scratch, the same computation.
  bool edited = false;
  // A document in the JSON form is compared as the client sees it: its published diagnostics, the
  // ranges moved from the notation written from it into the JSON, against a server that opens its
  // text anew.
  std::string uri = kPaipuUri;
  const auto check = [&] {
    const lsp::OpenDocument* doc = server.document(uri);
    if (!edited || !doc) return;
    edited = false;
    if (doc->text) {
      const lsp::CheckedText fresh(plugins(), "/fuzz.paipu", doc->text->client_text(),
                                   fuzz_limits());
      const std::string got = texts(doc->text->diagnostics());
      const std::string want = texts(fresh.diagnostics());
      if (got != want)
        throw std::logic_error(
            "diagnostics after edits differ from a check from scratch\nexpected:\n" + want +
            "got:\n" + got);
      return;
    }
    std::ostringstream ignored;
    lsp::Server fresh(plugins(), ignored, "file:///docs/");
    fresh.set_search_limits(fuzz_limits());
    fresh.handle(message("initialize", {{"capabilities", json::object()}}, 0));
    fresh.handle(message("textDocument/didOpen", {{"textDocument",
                                                   {{"uri", uri},
                                                    {"languageId", doc->language},
                                                    {"version", 1},
                                                    {"text", doc->json->client_text()}}}}));
    if (server.diagnostics(uri) != fresh.diagnostics(uri))
      throw std::logic_error(
          "diagnostics after edits of a JSON document differ from a check from scratch");
  };
  send(message("initialize", {{"capabilities", json::object()}}, 0));
  // Chunks between NUL bytes: the first is the document opened, each other one an operation
  // (its first byte) and what it needs.
  std::size_t at = input.find('\0');
  const std::string_view first = input.substr(0, at);
  const auto open = [&](std::string_view text) {
    const bool json_form = !text.empty() && text.front() == kJsonForm;
    uri = json_form ? kJsonUri : kPaipuUri;
    if (json_form) text.remove_prefix(1);
    send(message("textDocument/didOpen", {{"textDocument",
                                           {{"uri", uri},
                                            {"languageId", json_form ? "json" : "paipu"},
                                            {"version", 1},
                                            {"text", sent(text)}}}}));
  };
  open(first);
  int id = 1;
  while (at != std::string_view::npos && !server.exited()) {
    const std::size_t next = input.find('\0', at + 1);
    const std::string_view chunk =
        input.substr(at + 1, next == std::string_view::npos ? next : next - at - 1);
    at = next;
    if (chunk.empty()) continue;
    const std::string_view rest = chunk.substr(1);
    const json doc = {{"uri", uri}, {"version", id}};
    switch (byte_at(chunk, 0) % 7) {
      case 0:  // an incremental change: a range, then its text
      case 1:  // an insertion
      {
        const bool insert = byte_at(chunk, 0) % 7 == 1;
        const json start = position(byte_at(rest, 0), byte_at(rest, 1));
        const json end = insert ? start : position(byte_at(rest, 2), byte_at(rest, 3));
        const std::string_view text =
            rest.substr(std::min<std::size_t>(rest.size(), insert ? 2 : 4));
        send(message("textDocument/didChange",
                     {{"textDocument", doc},
                      {"contentChanges",
                       {{{"range", {{"start", start}, {"end", end}}}, {"text", sent(text)}}}}}));
        edited = true;
        break;
      }
      case 2:  // the whole text
        check();
        send(message("textDocument/didChange",
                     {{"textDocument", doc}, {"contentChanges", {{{"text", sent(rest)}}}}}));
        edited = true;
        break;
      case 3: {  // a request at a position; in JSON, the edits offered are made and checked
        const std::string method = kMethods[byte_at(rest, 0) % std::size(kMethods)];
        server.handle(message(method,
                              {{"textDocument", {{"uri", uri}}},
                               {"position", position(byte_at(rest, 1), byte_at(rest, 2))},
                               {"range",
                                {{"start", position(byte_at(rest, 1), 0)},
                                 {"end", position(byte_at(rest, 1), byte_at(rest, 2))}}},
                               {"context", {{"diagnostics", json::array()}}},
                               {"options", {{"tabSize", 2}, {"insertSpaces", true}}}},
                              ++id));
        if (const lsp::OpenDocument* open_doc = server.document(uri);
            open_doc &&
            (method == "textDocument/completion" || method == "textDocument/codeAction"))
          check_json_edits(*open_doc, out.str());
        out.str({});
        break;
      }
      case 4:  // any bytes as a message's body (which may edit, close or open the document)
        check();
        server.receive(rest);
        out.str({});
        edited = true;
        break;
      case 5:  // closed, and opened again with other text
        check();
        send(message("textDocument/didClose", {{"textDocument", {{"uri", uri}}}}));
        open(rest);
        break;
      case 6: {  // any bytes as the stream of frames a client sends
        std::istringstream in{std::string(rest)};
        std::ostringstream ignored;
        lsp::serve(in, ignored, plugins(), "file:///docs/");
        break;
      }
    }
    ++id;
  }
  check();
}

}  // namespace paipu::fuzz
