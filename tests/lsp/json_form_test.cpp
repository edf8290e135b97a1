// A document in the JSON form (docs/json.md) over the protocol: the diagnostics of its records at
// the parts of the JSON they are on (in UTF-16 units, on a line of any length), what reading the
// JSON finds (J001) where it found it, hover on an event, the outline, go to definition,
// formatting, and edits, each answered as an opening of the edited text would be.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "lsp_support.hpp"
#include "paipu/lsp/positions.hpp"
#include "paipu/lsp/server.hpp"
#include "paipu/lsp/transport.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"

namespace paipu::lsp {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;

using test::Client;
using test::slurp;

// A sample in the JSON form, as `paipu convert --to json` writes it.
std::string json_form(const std::string& name) {
  return test::json_form_of(test::sample(name));
}

// `doc` with each line break the protocol counts as '\n' (a '\r' that no '\n' follows is one),
// as LineIndex wants it; the same bytes but for that.
std::string lines_of(std::string doc) {
  for (std::size_t i = doc.find('\r'); i != std::string::npos; i = doc.find('\r', i + 1))
    if (i + 1 == doc.size() || doc[i + 1] != '\n') doc[i] = '\n';
  return doc;
}

// The text of `doc` over a protocol range.
std::string text_at(const std::string& doc, const json& range) {
  const std::string read = lines_of(doc);
  const LineIndex lines(read);
  const auto at = [&](const json& p) {
    return lines.offset({p["line"].get<std::uint32_t>(), p["character"].get<std::uint32_t>()});
  };
  const std::size_t from = at(range["start"]);
  return doc.substr(from, at(range["end"]) - from);
}

json at(std::uint32_t line, std::uint32_t character, const std::string& uri) {
  return {{"textDocument", {{"uri", uri}}},
          {"position", {{"line", line}, {"character", character}}}};
}

// The protocol position of the `n`th (from 0) occurrence of `what` in `doc`.
json position_of(const std::string& doc, const std::string& what, int n = 0) {
  std::size_t at = doc.find(what);
  while (n-- > 0) at = doc.find(what, at + 1);
  const Position p = LineIndex(doc).position(at);
  return {{"line", p.line}, {"character", p.character}};
}

TEST(JsonForm, DiagnosticsAreOnThePartsOfTheJsonTheyAreAbout) {
  Client c;
  c.start();
  const std::string uri = "file:///t/face-up.json";
  const std::string doc = json_form("invalid/tianjiu-illegal-face-up.paipu");
  auto r = c.open(uri, doc, "json");
  ASSERT_EQ(r.size(), 1u);
  const json ds = r[0]["params"]["diagnostics"];
  // As for the notation (protocol_test): T105 on the verb of "W play 高腳", its repair, and R014.
  ASSERT_EQ(ds.size(), 3u) << ds.dump();
  EXPECT_EQ(ds[0]["code"], "T105");
  EXPECT_EQ(text_at(doc, ds[0]["range"]), "\"play\"");
  // The verb of the event whose argument is 高腳 (the first 高腳 played).
  const json verb = ds[0]["range"]["start"];
  const json piece = position_of(doc, "\"高腳\"");
  EXPECT_LT(std::abs(verb["line"].get<int>() - piece["line"].get<int>()), 6);
  // Its repair rewrites the line from its start: the seat.
  EXPECT_EQ(text_at(doc, ds[0]["relatedInformation"][0]["location"]["range"]), "\"W\"");
  EXPECT_EQ(ds[2]["code"], "R014");

  // The repair typed into the JSON: the hand is valid and settles.
  const auto verb_line = verb["line"].get<std::uint32_t>();
  const auto verb_char = verb["character"].get<std::uint32_t>();
  r = c.notify("textDocument/didChange",
               test::typed(uri, 2, {verb_line, verb_char + 1}, {verb_line, verb_char + 5}, "pad"));
  ASSERT_EQ(r.size(), 1u);
  EXPECT_TRUE(r[0]["params"]["diagnostics"].empty()) << r[0].dump();
}

TEST(JsonForm, WhatReadingTheJsonFindsIsWhereItIs) {
  Client c;
  c.start();
  const std::string uri = "file:///t/match.json";
  std::string doc = json_form("tianjiu/match1-defaults.paipu");
  auto r = c.open(uri, doc, "json");
  EXPECT_TRUE(r[0]["params"]["diagnostics"].empty()) << r[0].dump();

  // Not JSON: one J001, where the parser stopped.
  std::string broken = doc;
  const std::size_t cut = broken.find("\"verb\"", broken.size() / 2);
  broken.insert(cut, "}");
  r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                          {"contentChanges", {{{"text", broken}}}}});
  json ds = r[0]["params"]["diagnostics"];
  ASSERT_EQ(ds.size(), 1u) << ds.dump();
  EXPECT_EQ(ds[0]["code"], "J001");
  EXPECT_EQ(ds[0]["range"]["start"], position_of(broken, "}\"verb\""));
  EXPECT_EQ(ds[0]["codeDescription"]["href"], "file:///docs/diagnostics.md#33-conversion-j-c");
  EXPECT_TRUE(
      c.request(2, "textDocument/documentSymbol", {{"textDocument", {{"uri", uri}}}})[0]["result"]
          .empty());

  // JSON, but a verb that is a number: J001 on that hand, the other hands' records still checked.
  std::string schema = doc;
  const std::size_t verb = schema.find("\"verb\": \"", schema.size() / 2);
  schema.replace(verb, schema.find('\n', verb) - verb, "\"verb\": 7");
  r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 3}}},
                                          {"contentChanges", {{{"text", schema}}}}});
  ds = r[0]["params"]["diagnostics"];
  ASSERT_EQ(ds.size(), 1u) << ds.dump();
  EXPECT_EQ(ds[0]["code"], "J001");
  EXPECT_NE(ds[0]["message"].get<std::string>().find("records[0]: hands["), std::string::npos);
  const std::string hand_start =
      text_at(schema, {{"start", ds[0]["range"]["start"]}, {"end", ds[0]["range"]["end"]}});
  EXPECT_EQ(hand_start, "{") << ds.dump();
}

TEST(JsonForm, HoverOutlineDefinitionAndFormatting) {
  Client c;
  c.start();
  const std::string uri = "file:///t/fifth.JSON";  // the form by the file's name
  const std::string doc = json_form("invalid/chinton-fifth-copy.paipu");
  auto r = c.open(uri, doc, "plaintext");
  const json ds = r[0]["params"]["diagnostics"];
  ASSERT_FALSE(ds.empty());
  ASSERT_EQ(ds[0]["code"], "K102");
  const std::string copy = text_at(doc, ds[0]["range"]);
  ASSERT_EQ(copy.front(), '"');  // an argument's string

  // Hover on that argument: the piece, and the position before the line.
  const json start = ds[0]["range"]["start"];
  r = c.request(2, "textDocument/hover",
                at(start["line"], start["character"].get<std::uint32_t>() + 1, uri));
  const std::string md = r[0]["result"]["contents"]["value"];
  EXPECT_NE(md.find("**Before**"), std::string::npos) << md;
  EXPECT_NE(md.find("copies in the set"), std::string::npos) << md;
  // Outside any event: nothing.
  EXPECT_TRUE(c.request(3, "textDocument/hover", at(0, 0, uri))[0]["result"].is_null());

  // Definition: strings of the JSON that hold the piece, before the error.
  r = c.request(4, "textDocument/definition",
                at(start["line"], start["character"].get<std::uint32_t>() + 1, uri));
  ASSERT_FALSE(r[0]["result"].empty()) << r[0].dump();
  for (const json& place : r[0]["result"]) {
    EXPECT_LT(place["range"]["start"]["line"], start["line"]);
    const std::string held = text_at(doc, place["range"]);
    EXPECT_EQ(held.front(), '"') << held;
  }

  // The outline: the record and its hand, over their objects.
  r = c.request(5, "textDocument/documentSymbol", {{"textDocument", {{"uri", uri}}}});
  const json& symbols = r[0]["result"];
  ASSERT_EQ(symbols.size(), 1u);
  ASSERT_EQ(symbols[0]["children"].size(), 1u);
  const std::string hand = text_at(doc, symbols[0]["children"][0]["range"]);
  EXPECT_EQ(hand.front(), '{');
  EXPECT_EQ(hand.back(), '}');
  EXPECT_EQ(json::parse(hand).at("events").size(),
            json::parse(doc)["records"][0]["hands"][0]["events"].size());

  // Formatting: the canonical form is left as it is; a squeezed one is written out again.
  r = c.request(6, "textDocument/formatting", {{"textDocument", {{"uri", uri}}}});
  EXPECT_TRUE(r[0]["result"].empty()) << r[0].dump();
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                      {"contentChanges", {{{"text", json::parse(doc).dump()}}}}});
  r = c.request(7, "textDocument/formatting", {{"textDocument", {{"uri", uri}}}});
  ASSERT_EQ(r[0]["result"].size(), 1u);
  EXPECT_EQ(r[0]["result"][0]["newText"], doc);
  // Completion outside events and tags has nothing to offer, but answers
  // (json_requests_test.cpp has what it offers).
  EXPECT_TRUE(c.request(8, "textDocument/completion", at(3, 0, uri))[0]["result"]["items"].empty());
}

// The JSON on one line, as a program may write it: the verb is found by its UTF-16 column, after
// CJK strings and a character beyond U+FFFF (two units, one code point) on the same line.
TEST(JsonForm, PositionsOnALongLineAreUtf16Units) {
  json records = json::parse(json_form("invalid/tianjiu-illegal-face-up.paipu"));
  // A comment of the record, which comes before its hands.
  records["records"][0]["comments"] = json::array({{{"text", "𝄞 高腳 played face up"}}});
  const std::string doc = records.dump();
  ASSERT_LT(doc.find("𝄞"), doc.find("\"hands\""));
  ASSERT_EQ(doc.find('\n'), std::string::npos);
  Client c;
  c.start();
  const std::string uri = "file:///t/one-line.json";
  const json ds = c.open(uri, doc, "json")[0]["params"]["diagnostics"];
  ASSERT_EQ(ds.size(), 3u) << ds.dump();
  EXPECT_EQ(ds[0]["code"], "T105");
  EXPECT_EQ(text_at(doc, ds[0]["range"]), "\"play\"");
  const std::size_t verb =
      LineIndex(doc).offset({0, ds[0]["range"]["start"]["character"].get<std::uint32_t>()});
  // The byte offset is past the CJK: a count of code points or bytes would land elsewhere.
  EXPECT_EQ(ds[0]["range"]["start"]["line"], 0);
  EXPECT_GT(verb, doc.find("𝄞"));
  EXPECT_LT(ds[0]["range"]["start"]["character"].get<std::size_t>(), verb);  // CJK: fewer units
  EXPECT_EQ(text_at(doc, ds[0]["relatedInformation"][0]["location"]["range"]), "\"W\"");
}

// The diagnostics after each edit are those of the edited text opened afresh: edits of a string,
// a line break put in (a lone CR among them, a line break to the protocol), the text made not JSON
// and JSON again, a hand's events taken out and put back, and a record left out by the schema.
TEST(JsonForm, EachEditIsAnsweredAsAFreshOpenWould) {
  const std::string uri = "file:///t/edited.json";
  std::string doc = json_form("tianjiu/match1-defaults.paipu");
  Client c;
  c.start();
  c.open(uri, doc, "json");
  int version = 1;
  // Replaces [from, from + length) of the document with `with`, as a client would send it.
  const auto edit = [&](std::size_t from, std::size_t length, const std::string& with) {
    const std::string read = lines_of(doc);
    const LineIndex lines(read);
    const Position a = lines.position(from);
    const Position b = lines.position(from + length);
    std::vector<json> r =
        c.notify("textDocument/didChange",
                 test::typed(uri, ++version, {a.line, a.character}, {b.line, b.character}, with));
    doc.replace(from, length, with);
    Client fresh;
    fresh.start();
    const json want = fresh.open(uri, doc, "json")[0]["params"]["diagnostics"];
    EXPECT_EQ(r.at(0)["params"]["diagnostics"], want) << "after edit " << version;
    return r.at(0)["params"]["diagnostics"];
  };
  const std::size_t late = doc.find("\"verb\": \"play\"", doc.size() / 2);
  ASSERT_NE(late, std::string::npos);
  json ds = edit(late + 9, 4, "pad");  // a play made a pad: an error, late in the match
  ASSERT_FALSE(ds.empty());
  const std::uint32_t error_line = ds[0]["range"]["start"]["line"];
  ds = edit(doc.find("\"hands\""), 0, "\n\r");  // two line breaks before every hand
  ASSERT_FALSE(ds.empty());
  EXPECT_EQ(ds[0]["range"]["start"]["line"], error_line + 2);
  ds = edit(doc.find("\"hands\""), 0, "}");  // not JSON
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0]["code"], "J001");
  ds = edit(doc.find("}\"hands\""), 1, "");  // JSON again
  EXPECT_EQ(ds[0]["range"]["start"]["line"], error_line + 2);
  ds = edit(late + 11, 3, "play");  // the play back: the match valid again
  EXPECT_TRUE(ds.empty()) << ds.dump();
  // The first hand's events cut out and put back.
  const std::size_t events = doc.find("\"events\": [");
  const std::size_t end = doc.find("\n   ]", events);
  const std::string cut = doc.substr(events + 11, end - events - 11);
  edit(events + 11, cut.size(), "");
  ds = edit(events + 11, 0, cut);
  EXPECT_TRUE(ds.empty()) << ds.dump();
  // A verb that is a number: the schema leaves that record out (J001), and puts it back.
  const std::size_t verb = doc.find("\"verb\": \"", doc.size() / 2) + 8;
  const std::size_t verb_end = doc.find('"', verb + 1) + 1;
  const std::string was = doc.substr(verb, verb_end - verb);
  ds = edit(verb, was.size(), "7");
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0]["code"], "J001");
  ds = edit(verb, 1, was);
  EXPECT_TRUE(ds.empty()) << ds.dump();
}

}  // namespace
}  // namespace paipu::lsp
