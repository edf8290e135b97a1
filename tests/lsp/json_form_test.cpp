// A document in the JSON form (docs/json.md) over the protocol: the diagnostics of its records at
// the parts of the JSON they are on, what reading the JSON finds (J001) where it found it, hover on
// an event, the outline, go to definition and formatting.
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
std::string json_form(const std::string& sample) {
  Diagnostics ignored;
  const auto records = notation::parse_string(
      slurp(fs::path(PAIPU_SOURCE_DIR) / "samples" / sample), sample, ignored);
  return notation::to_json(records).dump(1) + "\n";
}

// The text of `doc` over a protocol range.
std::string text_at(const std::string& doc, const json& range) {
  const LineIndex lines(doc);
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
  // Completion and code actions have nothing to offer in JSON, but answer.
  EXPECT_TRUE(c.request(8, "textDocument/completion", at(3, 0, uri))[0]["result"].empty());
}

}  // namespace
}  // namespace paipu::lsp
