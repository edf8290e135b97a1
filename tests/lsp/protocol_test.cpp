// The protocol, message by message: JSON-RPC in, responses and notifications out. Every request is
// answered, malformed ones with an error, and nothing a client sends crashes or stalls the server.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "lsp_support.hpp"
#include "paipu/lsp/server.hpp"
#include "paipu/lsp/transport.hpp"

namespace paipu::lsp {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

using test::host;
using test::slurp;

using test::Client;
using test::frames_in;

int error_code(const json& reply) {
  return reply.at("error").at("code").get<int>();
}

TEST(Protocol, LifecycleFromInitializeToExit) {
  Client c;
  auto r = c.request(7, "textDocument/hover");
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["id"], 7);
  EXPECT_EQ(error_code(r[0]), -32002);                                        // not initialized
  EXPECT_TRUE(c.open("file:///a.paipu", "[Variant \"tianjiu\"]\n").empty());  // dropped

  r = c.request(1, "initialize", {{"capabilities", json::object()}});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["result"]["capabilities"]["textDocumentSync"]["change"], 2);
  EXPECT_EQ(r[0]["result"]["capabilities"]["positionEncoding"], "utf-16");
  EXPECT_EQ(error_code(c.request(2, "initialize")[0]), -32600);  // twice

  r = c.send({{"jsonrpc", "2.0"}, {"id", "s-1"}, {"method", "no/such"}});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["id"], "s-1");
  EXPECT_EQ(error_code(r[0]), -32601);
  EXPECT_TRUE(c.notify("no/such").empty());
  EXPECT_TRUE(c.notify("$/cancelRequest", {{"id", 3}}).empty());

  r = c.request(4, "shutdown");
  ASSERT_EQ(r.size(), 1u);
  EXPECT_TRUE(r[0]["result"].is_null());
  EXPECT_EQ(error_code(c.request(5, "textDocument/hover")[0]), -32600);  // after shutdown
  EXPECT_FALSE(c.server().exited());
  c.notify("exit");
  EXPECT_TRUE(c.server().exited());
  EXPECT_EQ(c.server().exit_code(), 0);

  Client d;
  d.start();
  d.notify("exit");  // without shutdown
  EXPECT_EQ(d.server().exit_code(), 1);
}

TEST(Protocol, MalformedMessagesGetErrorsAndTheServerGoesOn) {
  Client c;
  c.start();
  for (const std::string& body :
       {std::string("{not json"), std::string("\xFF\xFE{}"), std::string("{\"method\": \"a\xC3\"}"),
        std::string(), std::string(100000, '[')}) {
    auto r = c.raw(body);
    ASSERT_EQ(r.size(), 1u) << body;
    EXPECT_TRUE(r[0]["id"].is_null());
    EXPECT_EQ(error_code(r[0]), -32700) << body;
  }
  for (const std::string body :
       {"[]", "42", "\"x\"", "{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"shutdown\"}",
        "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":7}"}) {
    auto r = c.raw(body);
    ASSERT_EQ(r.size(), 1u) << body;
    EXPECT_EQ(error_code(r[0]), -32600) << body;
  }
  // A response to nothing we asked: left alone.
  EXPECT_TRUE(c.raw("{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":null}").empty());
  // Notifications with bad params: logged, no reply, nothing changed.
  auto r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", "file:///none"}}},
                                               {"contentChanges", json::array()}});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["method"], "window/logMessage");
  c.open("file:///a.paipu", "[Variant \"tianjiu\"]\n");
  r = c.notify(
      "textDocument/didChange",
      {{"textDocument", {{"uri", "file:///a.paipu"}, {"version", 2}}},
       {"contentChanges", {{{"range", {{"start", {{"line", "x"}}}, {"end", 0}}}, {"text", "y"}}}}});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["method"], "window/logMessage");
  EXPECT_TRUE(c.notify("textDocument/didOpen", {{"textDocument", 3}}).size() == 1);
  // The server still answers.
  EXPECT_TRUE(c.request(10, "shutdown")[0]["result"].is_null());
}

TEST(Protocol, DiagnosticsCarryCodeSeverityRangeLinkAndRelatedLines) {
  Client c;
  c.start();
  const std::string uri = "file:///t/face%20up.paipu";
  const std::string text =
      slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid/tianjiu-illegal-face-up.paipu");
  auto r = c.open(uri, text);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["method"], "textDocument/publishDiagnostics");
  EXPECT_EQ(r[0]["params"]["uri"], uri);
  EXPECT_EQ(r[0]["params"]["version"], 1);
  const json ds = r[0]["params"]["diagnostics"];
  ASSERT_EQ(ds.size(), 3u);
  // t.paipu:23:3: error[T105] on "W play 高腳": the verb, line 22 from 0, characters 2 to 6.
  EXPECT_EQ(ds[0]["code"], "T105");
  EXPECT_EQ(ds[0]["severity"], 1);
  EXPECT_EQ(ds[0]["range"]["start"], json({{"line", 22}, {"character", 2}}));
  EXPECT_EQ(ds[0]["range"]["end"], json({{"line", 22}, {"character", 6}}));
  EXPECT_EQ(ds[0]["codeDescription"]["href"], "file:///docs/variants/tianjiu.md#problem-codes");
  ASSERT_EQ(ds[0]["relatedInformation"].size(), 1u);  // its repair
  EXPECT_EQ(ds[0]["relatedInformation"][0]["location"]["uri"], uri);
  EXPECT_EQ(ds[0]["relatedInformation"][0]["location"]["range"]["start"]["line"], 22);
  EXPECT_EQ(ds[0]["relatedInformation"][0]["message"].get<std::string>().rfind(
                "help: write 'W pad 高腳'", 0),
            0u);
  EXPECT_EQ(ds[1]["severity"], 4);  // help: a hint, over the line it rewrites
  EXPECT_EQ(ds[1]["range"]["end"], json({{"line", 22}, {"character", 9}}));
  EXPECT_EQ(ds[2]["code"], "R014");
  EXPECT_EQ(ds[2]["severity"], 3);  // note: information
  EXPECT_EQ(ds[2]["codeDescription"]["href"],
            "file:///docs/diagnostics.md#32-records-and-replay-r");

  // The repair typed in, as an incremental change: the hand is valid and settles.
  r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                          {"contentChanges",
                                           {{{"range",
                                              {{"start", {{"line", 22}, {"character", 2}}},
                                               {"end", {{"line", 22}, {"character", 6}}}}},
                                             {"text", "pad"}}}}});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(r[0]["params"]["version"], 2);
  EXPECT_TRUE(r[0]["params"]["diagnostics"].empty()) << r[0].dump();

  // A slip typed after a CJK name, at a UTF-16 position: 高腳 becomes 高x腳.
  r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 3}}},
                                          {"contentChanges",
                                           {{{"range",
                                              {{"start", {{"line", 22}, {"character", 7}}},
                                               {"end", {{"line", 22}, {"character", 7}}}}},
                                             {"text", "x"}}}}});
  ASSERT_EQ(r.size(), 1u);
  const json& slip = r[0]["params"]["diagnostics"];
  ASSERT_FALSE(slip.empty());
  EXPECT_EQ(slip[0]["code"], "R006");
  EXPECT_EQ(slip[0]["range"]["start"]["line"], 22);

  // The whole text replaced (full sync), then closed: the list is emptied.
  r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 4}}},
                                          {"contentChanges", {{{"text", text}}}}});
  EXPECT_EQ(r[0]["params"]["diagnostics"].size(), 3u);
  r = c.notify("textDocument/didClose", {{"textDocument", {{"uri", uri}}}});
  ASSERT_EQ(r.size(), 1u);
  EXPECT_TRUE(r[0]["params"]["diagnostics"].empty());
  EXPECT_EQ(c.server().document(uri), nullptr);
}

json change(const std::string& uri, int version, const json& edit) {
  return {{"textDocument", {{"uri", uri}, {"version", version}}},
          {"contentChanges", {{{"range", edit["range"]}, {"text", edit["newText"]}}}}};
}

json at(int line, int character, const std::string& uri) {
  return {{"textDocument", {{"uri", uri}}},
          {"position", {{"line", line}, {"character", character}}}};
}

TEST(Protocol, RequestsAnswerFromThePositionAtTheLine) {
  Client c;
  c.start();
  const std::string uri = "file:///face-up.paipu";
  c.open(uri, slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid/tianjiu-illegal-face-up.paipu"));

  // The help line's repair as a quick fix, applied: the hand is valid and settles.
  auto r = c.request(
      2, "textDocument/codeAction",
      {{"textDocument", {{"uri", uri}}},
       {"range",
        {{"start", {{"line", 22}, {"character", 0}}}, {"end", {{"line", 22}, {"character", 0}}}}},
       {"context", {{"diagnostics", json::array()}}}});
  ASSERT_EQ(r.size(), 1u);
  const json& actions = r[0]["result"];
  ASSERT_EQ(actions.size(), 1u);
  EXPECT_EQ(actions[0]["kind"], "quickfix");
  EXPECT_EQ(actions[0]["diagnostics"][0]["code"], "T105");
  const json& fix = actions[0]["edit"]["changes"][uri][0];
  EXPECT_EQ(fix["newText"], "W pad 高腳");
  r = c.notify("textDocument/didChange", change(uri, 2, fix));
  EXPECT_TRUE(r[0]["params"]["diagnostics"].empty()) << r[0].dump();

  // Completion at that line's start: the legal moves of the position before it, then the verbs.
  r = c.request(3, "textDocument/completion", at(22, 0, uri));
  const json& items = r[0]["result"]["items"];
  std::vector<std::string> moves;
  for (const json& i : items)
    if (i["detail"] == "legal move") moves.push_back(i["label"]);
  EXPECT_NE(std::find(moves.begin(), moves.end(), "W pad 高腳"), moves.end());
  for (const std::string& m : moves) EXPECT_EQ(m.rfind("W ", 0), 0u) << m;  // W is to move

  // Hover on the piece: its name and rank, and the position before and after the play.
  r = c.request(4, "textDocument/hover", at(22, 7, uri));
  const std::string md = r[0]["result"]["contents"]["value"];
  EXPECT_NE(md.find("高腳"), std::string::npos);
  EXPECT_NE(md.find("rank"), std::string::npos);
  EXPECT_NE(md.find("**Before**"), std::string::npos);
  EXPECT_NE(md.find("**After**"), std::string::npos);

  // The outline: one record and its hand; formatting keeps the document valid.
  r = c.request(5, "textDocument/documentSymbol", {{"textDocument", {{"uri", uri}}}});
  ASSERT_EQ(r[0]["result"].size(), 1u);
  EXPECT_EQ(r[0]["result"][0]["children"].size(), 1u);
  r = c.request(
      6, "textDocument/formatting",
      {{"textDocument", {{"uri", uri}}}, {"options", {{"tabSize", 2}, {"insertSpaces", true}}}});
  ASSERT_TRUE(r[0]["result"].is_array());
  for (const json& e : r[0]["result"])
    EXPECT_TRUE(
        c.notify("textDocument/didChange", change(uri, 7, e))[0]["params"]["diagnostics"].empty());
}

TEST(Protocol, AWrongResultGetsTheComputedOneAsAQuickFix) {
  Client c;
  c.start();
  const std::string uri = "file:///wrong-score.paipu";
  auto r =
      c.open(uri, slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid/chinton-wrong-score.paipu"));
  const json ds = r[0]["params"]["diagnostics"];
  ASSERT_EQ(ds[0]["code"], "R020");
  const int line = ds[0]["range"]["start"]["line"];
  r = c.request(2, "textDocument/hover", at(line, 0, uri));
  EXPECT_NE(r[0]["result"]["contents"]["value"].get<std::string>().find("pays S 17"),
            std::string::npos)
      << r[0].dump();
  r = c.request(3, "textDocument/codeAction",
                {{"textDocument", {{"uri", uri}}},
                 {"range",
                  {{"start", {{"line", line}, {"character", 0}}},
                   {"end", {{"line", line}, {"character", 0}}}}},
                 {"context", {{"diagnostics", json::array()}}}});
  ASSERT_EQ(r[0]["result"].size(), 1u);
  const json& fix = r[0]["result"][0]["edit"]["changes"][uri][0];
  EXPECT_EQ(fix["newText"], "result E-17 S+34 W-17");
  r = c.notify("textDocument/didChange", change(uri, 2, fix));
  EXPECT_TRUE(r[0]["params"]["diagnostics"].empty()) << r[0].dump();
}

TEST(Protocol, DefinitionGoesFromACopyTooManyToWhereTheOthersWereDealt) {
  Client c;
  c.start();
  const std::string uri = "file:///fifth.paipu";
  const std::string text =
      slurp(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid/chinton-fifth-copy.paipu");
  auto r = c.open(uri, text);
  const json ds = r[0]["params"]["diagnostics"];  // a copy: r is used again
  ASSERT_EQ(ds[0]["code"], "K102");
  r = c.request(2, "textDocument/definition",
                at(ds[0]["range"]["start"]["line"], ds[0]["range"]["start"]["character"], uri));
  const json& places = r[0]["result"];
  ASSERT_FALSE(places.empty());
  // The first is a deal line, and every place is before the error and names 中.
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  const int first = places[0]["range"]["start"]["line"];
  EXPECT_NE(lines[static_cast<std::size_t>(first)].find(" deal "), std::string::npos)
      << lines[first];
  for (const json& p : places) {
    EXPECT_LT(p["range"]["start"]["line"], ds[0]["range"]["start"]["line"]);
    EXPECT_NE(lines[p["range"]["start"]["line"].get<std::size_t>()].find("中"), std::string::npos);
  }
}

std::string framed(const std::string& body) {
  return "Content-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
}

// Input made of pieces, some repeated many times, given out a block at a time: a client that sends
// a 100 MB line, without the test holding 100 MB.
class Repeats : public std::streambuf {
 public:
  void add(std::string piece, std::size_t times = 1) {
    pieces_.push_back({std::move(piece), times});
  }

 private:
  struct Piece {
    std::string text;
    std::size_t times;
  };
  int_type underflow() override {
    block_.clear();
    while (block_.size() < (std::size_t{1} << 16) && next_ < pieces_.size()) {
      Piece& p = pieces_[next_];
      if (p.times == 0) {
        ++next_;
        continue;
      }
      block_ += p.text;
      --p.times;
    }
    if (block_.empty()) return traits_type::eof();
    setg(block_.data(), block_.data(), block_.data() + block_.size());
    return traits_type::to_int_type(block_[0]);
  }
  std::vector<Piece> pieces_;
  std::size_t next_ = 0;
  std::string block_;
};

TEST(Protocol, FramingSurvivesBadHeadersAndHugeLines) {
  constexpr std::size_t kHundredMB = std::size_t{100} << 20;
  Repeats in;
  in.add("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n" +
         framed(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})"));
  in.add("X-Nothing: 1\r\n\r\n");                     // no length
  in.add("Content-Length: ten\r\n\r\n");              // not a number
  in.add(std::string(1024, 'h'), kHundredMB / 1024);  // a 100 MB header line
  in.add("\r\n\r\n");
  in.add("Content-Length: " + std::to_string(kHundredMB) + "\r\n\r\n");  // a 100 MB body…
  in.add(std::string(1024, '['), kHundredMB / 1024);                     // …that is no JSON
  const std::string shutdown = R"({"jsonrpc":"2.0","id":2,"method":"shutdown","params":{}})";
  in.add("content-length: " + std::to_string(shutdown.size()) + "\r\n\r\n" + shutdown);  // any case
  in.add(framed(R"({"jsonrpc":"2.0","method":"exit"})"));
  std::istream input(&in);
  std::ostringstream output;
  EXPECT_EQ(serve(input, output, host(), "file:///docs/"), 0);
  const std::vector<json> out = frames_in(output.str());
  ASSERT_EQ(out.size(), 7u);
  EXPECT_TRUE(out[0]["result"].contains("capabilities"));
  for (int i = 1; i <= 4; ++i) EXPECT_EQ(error_code(out[i]), -32700) << out[i].dump();
  EXPECT_NE(out[3]["error"]["message"].get<std::string>().find("longer than"), std::string::npos);
  // The 100 MB body is skipped unread (over kMaxBody), and the user is told.
  EXPECT_NE(out[4]["error"]["message"].get<std::string>().find("104857600 bytes"),
            std::string::npos);
  EXPECT_EQ(out[5]["method"], "window/showMessage");
  EXPECT_EQ(out[6]["id"], 2);
}

// The protocol ends lines at "\r\n", '\n' and a lone '\r': a document with lone CRs gets its
// diagnostics on the lines an editor shows, the same as with LFs, and an edit at a position after
// one lands where the client means.
TEST(Protocol, ALoneCarriageReturnEndsALine) {
  // T107 on line 3 (0-based): a third 天 dealt.
  const std::string lf = "[Variant \"tianjiu\"]\n\nhand 1\nE deal 天 天 天\nE play 天\n";
  std::string cr = lf;
  std::replace(cr.begin(), cr.end(), '\n', '\r');
  Client c;
  c.start();
  const std::vector<json> with_lf = c.open("file:///lf.paipu", lf);
  const std::vector<json> with_cr = c.open("file:///cr.paipu", cr);
  ASSERT_EQ(with_lf.size(), 1u);
  ASSERT_EQ(with_cr.size(), 1u);
  // Each diagnostic's code and range (the related locations name the document's own URI).
  const auto placed = [](const json& published) {
    json all = json::array();
    for (const json& d : published[0]["params"]["diagnostics"])
      all.push_back({d["code"], d["range"]});
    return all;
  };
  ASSERT_FALSE(placed(with_lf).empty());
  EXPECT_EQ(placed(with_cr), placed(with_lf));
  // A line put before line 3 (the deal), in both, ending in a lone CR: the same again.
  const json put = {
      {"range",
       {{"start", {{"line", 3}, {"character", 0}}}, {"end", {{"line", 3}, {"character", 0}}}}},
      {"newText", "{ x }\r"}};
  const std::vector<json> lf2 =
      c.notify("textDocument/didChange", change("file:///lf.paipu", 2, put));
  const std::vector<json> cr2 =
      c.notify("textDocument/didChange", change("file:///cr.paipu", 2, put));
  ASSERT_EQ(lf2.size(), 1u);
  ASSERT_EQ(cr2.size(), 1u);
  EXPECT_EQ(placed(cr2), placed(lf2));
  ASSERT_EQ(placed(with_lf)[0][0], "T107");
  EXPECT_EQ(placed(with_lf)[0][1]["start"]["line"], 3);
  EXPECT_EQ(placed(lf2)[0][1]["start"]["line"], 4);
}

// A document with a 100 MB line, or too large a document: answered at once, never read through.
TEST(Protocol, HugeLinesAndDocumentsGetADiagnosticNotACheck) {
  constexpr std::size_t kHundredMB = std::size_t{100} << 20;
  const std::string record = "[Variant \"tianjiu\"]\nhand 1\nE deal 天\n";
  const auto codes = [](const std::vector<json>& r) {
    std::string all;
    for (const json& d : r.at(0)["params"]["diagnostics"])
      all += d["code"].get<std::string>() + ' ';
    return all;
  };
  Client c;
  c.start();
  // A line of 1 MB in a message the server reads: L002 at that line, and nothing else.
  const std::string uri = "file:///long.paipu";
  std::vector<json> r = c.open(uri, record + "{" + std::string(std::size_t{1} << 20, 'x') + "}\n");
  ASSERT_EQ(r.size(), 1u);
  EXPECT_EQ(codes(r), "L002 ");
  EXPECT_EQ(r[0]["params"]["diagnostics"][0]["range"]["start"]["line"], 3);
  // Shortened again, it is checked as before.
  json cut = {
      {"range",
       {{"start", {{"line", 3}, {"character", 0}}}, {"end", {{"line", 4}, {"character", 0}}}}},
      {"newText", ""}};
  r = c.notify("textDocument/didChange", change(uri, 2, cut));
  const Diagnostics want = CheckedText(host(), "/long.paipu", record).diagnostics();
  ASSERT_EQ(r.size(), 1u);
  ASSERT_FALSE(want.empty());  // the one deal line is a slip
  EXPECT_EQ(r[0]["params"]["diagnostics"].size(), want.size());
  EXPECT_EQ(codes(r).find("L00"), std::string::npos);
  // Over 16 MiB in lines of a record's length: L001 (in the document store; through the protocol
  // only the JSON of 16 MiB would be read more).
  std::string big = record;
  while (big.size() <= kMaxDocument)
    big += "{ a comment line of a record's length, some sixty bytes }\n";
  const Diagnostics large = CheckedText(host(), "/big.paipu", big).diagnostics();
  ASSERT_EQ(large.size(), 1u);
  EXPECT_EQ(large[0].code, "L001");
  // The whole 100 MB line sent: over kMaxBody, skipped unread at once.
  const std::string head =
      R"({"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":)"
      R"("file:///huge.paipu","languageId":"paipu","version":1,"text":"[Variant \"tianjiu\"]\n)";
  const std::string tail = "\"}}}";
  Repeats stream;
  stream.add(framed(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})"));
  stream.add("Content-Length: " + std::to_string(head.size() + kHundredMB + tail.size()) +
             "\r\n\r\n" + head);
  stream.add(std::string(1024, 'x'), kHundredMB / 1024);
  stream.add(tail + framed(R"({"jsonrpc":"2.0","method":"exit"})"));
  std::istream in(&stream);
  const auto start = std::chrono::steady_clock::now();
  std::ostringstream output;
  EXPECT_EQ(serve(in, output, host(), "file:///docs/"), 1);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  const std::vector<json> out = frames_in(output.str());
  ASSERT_EQ(out.size(), 3u);
  EXPECT_EQ(error_code(out[1]), -32700);
  EXPECT_EQ(out[2]["method"], "window/showMessage");
}

TEST(Protocol, AClientThatGoesAwayMidMessageEndsTheServer) {
  for (const std::string& cut :
       {std::string("Content-Len"), std::string("Content-Length: 100\r\n"),
        framed(R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{}})") +
            "Content-Length: 500\r\n\r\n{\"jsonrpc\":"}) {
    std::istringstream input(cut);
    std::ostringstream output;
    EXPECT_EQ(serve(input, output, host(), "file:///docs/"), 1);
  }
}

}  // namespace
}  // namespace paipu::lsp
