// Completion and quick fixes in a document in the JSON form (docs/editors.md, "The JSON form"):
// the legal moves where a hand's events can take a new element, the same as the notation's
// completion offers on that line; the contents of a verb, seat, argument or tag string; quick fixes
// that, applied to the JSON, give what `paipu convert --to json` writes of the repaired notation;
// and nothing where the JSON has no place for what would be offered.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "lsp_support.hpp"
#include "paipu/lsp/positions.hpp"
#include "paipu/notation/json.hpp"
#include "paipu/notation/parse.hpp"

namespace paipu::lsp {
namespace {

using json = nlohmann::json;
namespace fs = std::filesystem;
using test::Client;
using test::json_form_of;
using test::sample;
using test::slurp;

json position(const std::string& doc, std::size_t offset) {
  const Position p = LineIndex(doc).position(offset);
  return {{"line", p.line}, {"character", p.character}};
}

json at(const json& p, const std::string& uri) {
  return {{"textDocument", {{"uri", uri}}}, {"position", p}};
}

// `doc` with the TextEdits made (they do not overlap).
std::string applied(std::string doc, json edits) {
  const std::string before = doc;
  const LineIndex lines(before);
  const auto offset = [&](const json& p) {
    return lines.offset({p["line"].get<std::uint32_t>(), p["character"].get<std::uint32_t>()});
  };
  std::vector<std::pair<std::size_t, json>> sorted;
  for (const json& e : edits) sorted.emplace_back(offset(e["range"]["start"]), e);
  std::sort(sorted.begin(), sorted.end(),
            [](const auto& a, const auto& b) { return a.first > b.first; });
  for (const auto& [from, e] : sorted)
    doc.replace(from, offset(e["range"]["end"]) - from, e["newText"].get<std::string>());
  return doc;
}

// A completion item's edits, the main one and the additional ones.
json item_edits(const json& item) {
  json edits = json::array({item["textEdit"]});
  for (const json& e : item.value("additionalTextEdits", json::array())) edits.push_back(e);
  return edits;
}

// An event object as the notation writes its line: "W pad 高腳".
std::string as_line(const json& event) {
  std::string out = event.value("seat", "");
  out += (out.empty() ? "" : " ") + event["verb"].get<std::string>();
  for (const json& a : event.value("args", json::array())) out += " " + a.get<std::string>();
  return out;
}

// The legal moves the notation's completion offers at the start of 0-based `line` of `text`.
std::set<std::string> notation_moves(const std::string& text, int line) {
  Client c;
  c.start();
  c.open("file:///t/n.paipu", text);
  std::set<std::string> moves;
  const json r = c.request(2, "textDocument/completion",
                           at({{"line", line}, {"character", 0}}, "file:///t/n.paipu"))[0];
  for (const json& i : r["result"]["items"])
    if (i["detail"] == "legal move") moves.insert(i["label"].get<std::string>());
  return moves;
}

// The moves among JSON completion items, as lines; each item's edits must leave JSON that reads.
std::set<std::string> json_moves(const json& items, const std::string& doc) {
  std::set<std::string> moves;
  for (const json& i : items) {
    if (i["detail"] != "legal move") continue;
    moves.insert(as_line(json::parse(i["label"].get<std::string>())));
    const std::string made = applied(doc, item_edits(i));
    EXPECT_NO_THROW(notation::records_from_json(json::parse(made))) << made;
  }
  return moves;
}

// The `n`th event (from 0) of the first record's hand `h` in `doc` (JSON) and where it starts.
std::size_t event_start(const std::string& doc, std::size_t h, std::size_t n) {
  std::size_t at = 0;
  for (std::size_t i = 0; i <= h; ++i) at = doc.find("\"events\": [", at + 1);
  at = doc.find('{', at);
  for (std::size_t i = 0; i < n; ++i) at = doc.find("\n      {", at + 1) + 7;
  return at;
}

// A play in the middle of hand 2 of a 打天九 sample, in the JSON form, and the legal moves the
// notation's completion offers on its line. (Its members are named where used, not bound: clang 14
// takes no structured binding into a lambda.)
struct MidHand {
  std::string text = sample("tianjiu/match1-defaults.paipu");
  std::string doc = json_form_of(text);
  json events = json::parse(doc)["records"][0]["hands"][1]["events"];
  std::size_t k = 12;
  std::set<std::string> moves = notation_moves(text, events[k]["line"].get<int>() - 1);
};

TEST(JsonRequests, ANewEventIsOfferedTheLegalMovesOfTheNotation) {
  const MidHand mid;
  const std::string& doc = mid.doc;
  const json& events = mid.events;
  const std::size_t k = mid.k;
  const std::set<std::string>& want = mid.moves;
  ASSERT_GT(events.size(), k + 1);
  ASSERT_GT(want.size(), 1u);
  EXPECT_TRUE(want.contains(as_line(events[k])));

  // Between two events, after the comma: each move with a comma after it.
  Client c;
  c.start();
  const std::string uri = "file:///t/match.json";
  c.open(uri, doc, "json");
  const std::size_t next = event_start(doc, 1, k);
  ASSERT_EQ(json::parse(doc.substr(next, doc.find("\n      }", next) + 8 - next)), events[k]);
  const std::size_t comma = doc.rfind(',', next);
  json r = c.request(2, "textDocument/completion", at(position(doc, comma + 1), uri))[0]["result"];
  EXPECT_EQ(json_moves(r["items"], doc), want);
  // Laid out as the events around it, a member to a line.
  EXPECT_NE(r["items"][0]["textEdit"]["newText"].get<std::string>().find("\n       \"args\""),
            std::string::npos)
      << r["items"][0].dump();

  // The events from k on cut out, a comma and a line typed after the one before: the text is not
  // JSON while the new element is being typed, and the same moves are offered.
  std::string cut = doc;
  const std::size_t end = doc.find("\n     ]", next);
  cut.replace(comma, end - comma, ",\n      ");
  r = c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                          {"contentChanges", {{{"text", cut}}}}})[0];
  ASSERT_EQ(r["params"]["diagnostics"].size(), 1u);
  EXPECT_EQ(r["params"]["diagnostics"][0]["code"], "J001");
  r = c.request(3, "textDocument/completion", at(position(cut, comma + 8), uri))[0]["result"];
  EXPECT_EQ(json_moves(r["items"], cut), want);
  // The next move taken: the hand up to it, as the converted record has it.
  for (const json& i : r["items"])
    if (i["label"].get<std::string>().find(events[k]["args"][0].get<std::string>()) !=
            std::string::npos &&
        as_line(json::parse(i["label"].get<std::string>())) == as_line(events[k])) {
      const json made = json::parse(applied(cut, item_edits(i)));
      const json got = made["records"][0]["hands"][1]["events"];
      ASSERT_EQ(got.size(), k + 1);
      json expected = events[k];
      expected.erase("line");
      EXPECT_EQ(got[k], expected);
    }
}

// An event object being typed: its hand does not read until it has a verb, and the moves offered
// are those of the position before it that agree with what it has (a seat, a verb begun), each
// written over the whole object; closed or not, last in the list or followed by the next event.
TEST(JsonRequests, AnEventBeingTypedIsOfferedTheMovesThatAgreeWithIt) {
  const MidHand mid;
  const std::string& doc = mid.doc;
  const json& events = mid.events;
  const std::size_t k = mid.k;
  const std::set<std::string>& moves = mid.moves;
  ASSERT_GT(events.size(), k + 1);
  const std::string seat = events[k]["seat"].get<std::string>();
  ASSERT_TRUE(std::all_of(moves.begin(), moves.end(),
                          [&](const std::string& m) { return m.starts_with(seat + " "); }));
  const std::string other = seat == "E" ? "S" : "E";  // a seat not to play
  json expected = events[k];
  expected.erase("line");

  Client c;
  c.start();
  const std::string uri = "file:///t/typed.json";
  c.open(uri, doc, "json");
  int version = 1, id = 1;
  // `typed` in place of the events from k on (or of event k alone); the cursor at its '|'.
  const auto offered = [&](const std::string& typed, bool alone, std::string& made) {
    const std::size_t next = event_start(doc, 1, k);
    const std::size_t end = alone ? doc.find("\n      }", next) + 8 : doc.find("\n     ]", next);
    const std::size_t bar = typed.find('|');
    made = doc;
    made.replace(next, end - next, typed.substr(0, bar) + typed.substr(bar + 1));
    c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", ++version}}},
                                        {"contentChanges", {{{"text", made}}}}});
    const json r =
        c.request(++id, "textDocument/completion", at(position(made, next + bar), uri))[0];
    return r["result"]["items"];
  };
  // The item that makes event k again: the hand as it was.
  const auto makes_event_k = [&](const json& items, const std::string& made, std::size_t count) {
    int found = 0;
    for (const json& i : items) {
      if (i["detail"] != "legal move" || json::parse(i["label"].get<std::string>()) != expected)
        continue;
      ++found;
      const json got =
          json::parse(applied(made, item_edits(i)))["records"][0]["hands"][1]["events"];
      ASSERT_EQ(got.size(), count);
      EXPECT_EQ(got[k], expected);
    }
    EXPECT_EQ(found, 1) << items.dump();
  };

  std::string made;
  // A seat typed, the object closed, nothing after it.
  json items = offered("{\"seat\": \"" + seat + "\", |}", false, made);
  EXPECT_EQ(json_moves(items, made), moves);
  makes_event_k(items, made, k + 1);
  // Another seat: no move, but that seat's verbs.
  items = offered("{\"seat\": \"" + other + "\", |}", false, made);
  EXPECT_TRUE(json_moves(items, made).empty());
  ASSERT_FALSE(items.empty());
  for (const json& i : items)
    EXPECT_EQ(json::parse(i["label"].get<std::string>())["seat"], other) << i.dump();

  // Unclosed, the cursor in the verb being typed.
  items = offered("{\"seat\": \"" + seat + "\", \"verb\": \"pl|", false, made);
  std::set<std::string> plays;
  for (const std::string& m : moves)
    if (m.starts_with(seat + " pl")) plays.insert(m);
  ASSERT_FALSE(plays.empty());
  EXPECT_EQ(json_moves(items, made), plays);
  makes_event_k(items, made, k + 1);

  // Between two events, the verb's quotes typed together: every move before event k + 1.
  items = offered("{\"verb\": \"|\"}", true, made);
  EXPECT_EQ(json_moves(items, made), moves);
  makes_event_k(items, made, events.size());

  // A first argument typed: the moves that begin with it.
  const std::string first = events[k]["args"][0].get<std::string>();
  items =
      offered("{\"seat\": \"" + seat + "\", \"verb\": \"play\", \"args\": [\"" + first + "\", |]}",
              true, made);
  std::set<std::string> from_first;
  for (const std::string& m : moves)
    if (m.starts_with(seat + " play " + first)) from_first.insert(m);
  ASSERT_FALSE(from_first.empty());
  EXPECT_EQ(json_moves(items, made), from_first);
  makes_event_k(items, made, events.size());

  // After each, the document is as the client has it: what it publishes is what it publishes on
  // opening that text afresh.
  Client fresh;
  fresh.start();
  const json edited =
      c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", ++version}}},
                                          {"contentChanges", {{{"text", made}}}}})[0];
  const json opened = fresh.open(uri, made, "json")[0];
  EXPECT_EQ(edited["params"]["diagnostics"], opened["params"]["diagnostics"]);
}

// A record that spells its pieces in ASCII codes gets its moves in codes, as in the notation.
TEST(JsonRequests, ARecordInCodesIsOfferedMovesInCodes) {
  const std::string text = sample("sandaha/bury-unseen.paipu");
  const std::string doc = json_form_of(text);
  const json events = json::parse(doc)["records"][0]["hands"][0]["events"];
  std::size_t k = 0;  // the second play of the hand
  for (int plays = 0; k < events.size() && plays < 2; ++k)
    if (events[k]["verb"] == "play") ++plays;
  ASSERT_LT(--k, events.size());
  const std::set<std::string> want = notation_moves(text, events[k]["line"].get<int>() - 1);
  ASSERT_GT(want.size(), 1u);
  Client c;
  c.start();
  c.open("file:///t/codes.json", doc, "json");
  const std::size_t comma = doc.rfind(',', event_start(doc, 0, k));
  const json r = c.request(2, "textDocument/completion",
                           at(position(doc, comma + 1), "file:///t/codes.json"))[0]["result"];
  const std::set<std::string> got = json_moves(r["items"], doc);
  EXPECT_EQ(got, want);
  for (const std::string& m : got)
    EXPECT_TRUE(std::all_of(m.begin(), m.end(), [](char ch) {
      return static_cast<unsigned char>(ch) < 0x80;
    })) << m;
}

TEST(JsonRequests, EventsOneToALineGetOneLineEventsAndACommaBeforeThem) {
  // A hand typed by hand: one event a line, members as the notation reads them.
  const std::string doc = R"({"records": [{"tags": [{"name": "Variant", "value": "tianjiu"}],
 "hands": [{"label": "1", "tags": [], "events": [
  {"seat": "E", "verb": "deal", "args": ["天", "天", "地", "地", "人", "人", "和"]}
 ]}]}]}
)";
  Client c;
  c.start();
  const std::string uri = "file:///t/typed.json";
  c.open(uri, doc, "json");
  // After the last event, without a comma yet: on the next line, the comma goes after its '}';
  // just after the '}', in the item's own edit.
  const std::size_t after = doc.find("]}\n") + 2;
  const std::string deal = R"({"seat": "S", "verb": "deal", "args": []})";
  for (const std::size_t cursor : {after + 1, after}) {
    const json r = c.request(2, "textDocument/completion", at(position(doc, cursor), uri))[0];
    const json& items = r["result"]["items"];
    ASSERT_FALSE(items.empty()) << r.dump();
    bool seen = false;
    for (const json& i : items) {
      if (i["label"] != deal) continue;
      seen = true;
      if (cursor == after) {
        EXPECT_EQ(i["textEdit"]["newText"], "," + deal);
        EXPECT_FALSE(i.contains("additionalTextEdits"));
      } else {
        EXPECT_EQ(i["textEdit"]["newText"], deal);
        ASSERT_EQ(i["additionalTextEdits"].size(), 1u);
      }
      const json made = json::parse(applied(doc, item_edits(i)));
      EXPECT_EQ(made["records"][0]["hands"][0]["events"].size(), 2u);
    }
    EXPECT_TRUE(seen) << items.dump();
  }
}

TEST(JsonRequests, StringsAreOfferedTheirContents) {
  std::string doc = json_form_of(sample("tianjiu/match1-defaults.paipu"));
  Client c;
  c.start();
  const std::string uri = "file:///t/strings.json";
  c.open(uri, doc, "json");
  const auto offered = [&](std::size_t offset, int id, std::string* range_text = nullptr) {
    const json r = c.request(id, "textDocument/completion", at(position(doc, offset), uri))[0];
    std::set<std::string> out;
    for (const json& i : r["result"]["items"]) {
      out.insert(i["textEdit"]["newText"].get<std::string>());
      if (range_text) {
        const LineIndex lines(doc);
        const json& range = i["textEdit"]["range"];
        const std::size_t from =
            lines.offset({range["start"]["line"], range["start"]["character"]});
        *range_text = doc.substr(
            from, lines.offset({range["end"]["line"], range["end"]["character"]}) - from);
      }
    }
    return out;
  };
  // A verb: the variant's verbs, over the string's contents.
  const std::size_t verb = doc.find("\"verb\": \"play\"") + 10;
  std::string replaced;
  std::set<std::string> got = offered(verb, 2, &replaced);
  EXPECT_TRUE(got.contains("play") && got.contains("pad") && got.contains("result"))
      << *got.begin();
  EXPECT_FALSE(got.contains("E"));
  EXPECT_EQ(replaced, "play");
  // A seat: the four seats.
  got = offered(doc.find("\"seat\": \"") + 9, 3);
  EXPECT_EQ(got, (std::set<std::string>{"E", "S", "W", "N"}));
  // An argument: the pieces, as the record spells them.
  const std::size_t arg = doc.find("\"args\": [\n        \"") + 19;
  got = offered(arg, 4);
  EXPECT_TRUE(got.contains("天")) << got.size();
  EXPECT_FALSE(got.contains("play"));
  // A tag's name: the tags and the rule options; a rule's value: its values.
  got = offered(doc.find("\"Variant\"") + 1, 5);
  EXPECT_TRUE(got.contains("Dealer"));
  const auto rule = std::find_if(got.begin(), got.end(),
                                 [](const std::string& s) { return s.starts_with("Rule."); });
  ASSERT_NE(rule, got.end());
  const std::string tag = "{\"name\": \"" + *rule + "\", \"value\": \"\"}, ";
  const std::size_t tags = doc.find("\"tags\": [") + 9;
  doc.insert(tags, tag);
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                      {"contentChanges", {{{"text", doc}}}}});
  got = offered(tags + tag.size() - 4, 6);
  EXPECT_FALSE(got.empty());
  EXPECT_FALSE(got.contains("Dealer"));
}

// The text of the document after the first quick fix offered on the first diagnostic's line, and
// the diagnostics that fix quotes.
std::pair<std::string, json> quick_fixed(const std::string& doc, const std::string& code) {
  Client c;
  c.start();
  const std::string uri = "file:///t/fix.json";
  const json ds = c.open(uri, doc, "json")[0]["params"]["diagnostics"];
  EXPECT_FALSE(ds.empty());
  if (ds.empty()) return {};
  EXPECT_EQ(ds[0]["code"], code);
  const json r = c.request(2, "textDocument/codeAction",
                           {{"textDocument", {{"uri", uri}}},
                            {"range", ds[0]["range"]},
                            {"context", {{"diagnostics", json::array()}}}})[0];
  EXPECT_FALSE(r["result"].empty()) << r.dump();
  if (r["result"].empty()) return {};
  const json& action = r["result"][0];
  EXPECT_EQ(action["kind"], "quickfix");
  return {applied(doc, action["edit"]["changes"][uri]), action["diagnostics"]};
}

// `text` with its line holding `was` made `now`.
std::string replaced(std::string text, const std::string& was, const std::string& now) {
  const std::size_t at = text.find(was);
  EXPECT_NE(at, std::string::npos) << was;
  return text.replace(at, was.size(), now);
}

// The quick fix on `sample`'s first diagnostic (`code`), made in its JSON form: what converting
// the notation with `was` made `now` writes, which reads and has no diagnostics; the fix quotes the
// diagnostic.
void expect_fixed_as_converted(const std::string& name, const std::string& code,
                               const std::string& was, const std::string& now) {
  const std::string text = sample(name);
  const auto [fixed, quoted] = quick_fixed(json_form_of(text), code);
  ASSERT_EQ(quoted.size(), 1u);
  EXPECT_EQ(quoted[0]["code"], code);
  EXPECT_EQ(fixed, json_form_of(replaced(text, was, now)));
  EXPECT_NO_THROW(notation::records_from_json(json::parse(fixed)));
  Client fresh;
  fresh.start();
  const json r = fresh.open("file:///t/fixed.json", fixed, "json")[0];
  EXPECT_TRUE(r["params"]["diagnostics"].empty()) << r.dump();
}

TEST(JsonRequests, AHelpLinesRepairIsMadeInTheJson) {
  expect_fixed_as_converted("invalid/tianjiu-illegal-face-up.paipu", "T105", "W play 高腳",
                            "W pad 高腳");
}

TEST(JsonRequests, AWrongResultIsWrittenOverInTheJson) {
  expect_fixed_as_converted("invalid/chinton-wrong-score.paipu", "R020", "result E-15 S+30 W-15",
                            "result E-17 S+34 W-17");
}

TEST(JsonRequests, NothingIsOfferedWhereTheJsonHasNoPlaceForIt) {
  std::string doc = json_form_of(sample("tianjiu/match1-defaults.paipu"));
  Client c;
  c.start();
  const std::string uri = "file:///t/none.json";
  c.open(uri, doc, "json");
  const auto items = [&](std::size_t offset, int id) {
    return c.request(id, "textDocument/completion",
                     at(position(doc, offset), uri))[0]["result"]["items"];
  };
  // In a hand's label; between hands (inside an event, between its members, the moves that agree
  // with it: AnEventBeingTypedIsOfferedTheMovesThatAgreeWithIt).
  EXPECT_TRUE(items(doc.find("\"label\": \"") + 10, 3).empty());
  const std::size_t between = doc.find("},\n    {", doc.find("\"hands\"")) + 2;
  EXPECT_TRUE(items(between, 4).empty());
  ASSERT_FALSE(items(doc.rfind(',', event_start(doc, 0, 3)) + 1, 5).empty());  // but here, moves
  // An argument with a blank in it reads back as two: that hand's events are not the JSON's, and
  // nothing is offered in them.
  const std::size_t arg = doc.find("\"args\": [\n        \"", event_start(doc, 0, 1)) + 19;
  doc.insert(arg, "天 ");
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 2}}},
                                      {"contentChanges", {{{"text", doc}}}}});
  EXPECT_TRUE(items(doc.rfind(',', event_start(doc, 0, 3)) + 1, 6).empty());
  EXPECT_TRUE(items(doc.find("\"verb\": \"", event_start(doc, 0, 3)) + 10, 7).empty());
  // No quick fix while the text is not JSON.
  doc.insert(doc.find("\"hands\""), "}");
  c.notify("textDocument/didChange", {{"textDocument", {{"uri", uri}, {"version", 3}}},
                                      {"contentChanges", {{{"text", doc}}}}});
  const json r = c.request(8, "textDocument/codeAction",
                           {{"textDocument", {{"uri", uri}}},
                            {"range",
                             {{"start", {{"line", 0}, {"character", 0}}},
                              {"end", {{"line", 9999}, {"character", 0}}}}}})[0];
  EXPECT_TRUE(r["result"].empty()) << r.dump();
}

// `doc` (JSON) without the events' "line" members: a fix in the notation that puts in or takes out
// a line moves the lines after it, which the JSON's events keep.
json without_lines(const std::string& doc) {
  json j = json::parse(doc);
  for (json& r : j["records"])
    for (json& h : r["hands"])
      for (json& e : h["events"]) e.erase("line");
  return j;
}

// Every quick fix the notation offers on each invalid sample (and on hands with a line left out or
// put in twice): the JSON form offers it too, and applied to the JSON it gives what converting the
// repaired notation gives.
TEST(JsonRequests, EveryQuickFixOfTheNotationIsMadeInTheJson) {
  std::vector<std::pair<std::string, std::string>> texts;
  for (const auto& f : fs::directory_iterator(fs::path(PAIPU_SOURCE_DIR) / "samples/invalid"))
    if (f.path().extension() == ".paipu") texts.emplace_back(f.path().filename(), slurp(f.path()));
  std::sort(texts.begin(), texts.end());
  const std::string match = sample("tianjiu/match1-defaults.paipu");
  const std::size_t play = match.find("\nE play ");
  const std::size_t next = match.find('\n', play + 1);
  texts.emplace_back("a line left out",
                     match.substr(0, next) + match.substr(match.find('\n', next + 1)));
  const std::string line = match.substr(play, match.find('\n', play + 1) - play);
  texts.emplace_back("a line put in twice", match.substr(0, play) + line + match.substr(play));
  std::size_t fixes = 0;
  std::set<std::string> kinds;
  for (const auto& [name, text] : texts) {
    SCOPED_TRACE(name);
    const json whole = {{"start", {{"line", 0}, {"character", 0}}},
                        {"end", {{"line", 100000}, {"character", 0}}}};
    const auto actions = [&](const std::string& uri, const std::string& doc,
                             const std::string& language) {
      Client c;
      c.start();
      c.open(uri, doc, language);
      return c.request(2, "textDocument/codeAction",
                       {{"textDocument", {{"uri", uri}}}, {"range", whole}})[0]["result"];
    };
    const json in_notation = actions("file:///t/n.paipu", text, "paipu");
    const std::string doc = json_form_of(text);
    const json in_json = actions("file:///t/j.json", doc, "json");
    ASSERT_EQ(in_json.size(), in_notation.size()) << in_json.dump() << in_notation.dump();
    for (std::size_t i = 0; i < in_json.size(); ++i) {
      ASSERT_EQ(in_json[i]["title"], in_notation[i]["title"]);
      kinds.insert(in_json[i]["title"].get<std::string>().substr(7, 6));
      const std::string fixed = applied(doc, in_json[i]["edit"]["changes"]["file:///t/j.json"]);
      const std::string want =
          json_form_of(applied(text, in_notation[i]["edit"]["changes"]["file:///t/n.paipu"]));
      EXPECT_EQ(without_lines(fixed), without_lines(want)) << in_json[i].dump();
      ++fixes;
    }
  }
  EXPECT_GE(fixes, 30u);
  EXPECT_EQ(kinds, (std::set<std::string>{"delete", "insert", "swap t", "write "}));
}

// Completion at every position of a hand on one line, and on each line of one as `paipu convert`
// writes it; the quick fixes on every line: each item's and action's edits leave JSON whose records
// read.
TEST(JsonRequests, EveryEditOfferedLeavesRecordsThatRead) {
  const fs::path hands = fs::path(PAIPU_SOURCE_DIR) / "tests/fuzz/corpus/json";
  const std::string one_line = json::parse(slurp(hands / "chinton-chombo-hand1.json")).dump();
  // 高腳 played face up (T105 and its repair), as `paipu convert --to json` writes it.
  const std::string by_lines = json_form_of(sample("invalid/tianjiu-illegal-face-up.paipu"));
  std::size_t offered = 0;
  for (const std::string& doc : {one_line, by_lines}) {
    Client c;
    c.start();
    const std::string uri = "file:///t/every.json";
    c.open(uri, doc, "json");
    const LineIndex lines(doc);
    int id = 2;
    const auto check = [&](const json& edits, const json& what) {
      ++offered;
      const std::string made = applied(doc, edits);
      EXPECT_NO_THROW(notation::records_from_json(json::parse(made))) << what.dump();
    };
    for (std::uint32_t l = 0; l < lines.lines(); ++l) {
      // Every character of the long line; on the short ones, where a line's text starts, the
      // character after, the middle and the end (each new element's place and each string).
      const std::string_view text = lines.line(l);
      const std::uint32_t n = utf16_length(text);
      const auto indent = static_cast<std::uint32_t>(text.find_first_not_of(' '));
      std::set<std::uint32_t> where = {0, n, n / 2};
      if (indent < n) where.insert({indent, indent + 1, (indent + n) / 2});
      for (std::uint32_t ch = 0; doc == one_line && ch <= n; ++ch) where.insert(ch);
      for (const std::uint32_t ch : where) {
        const json r = c.request(id++, "textDocument/completion",
                                 at({{"line", l}, {"character", ch}}, uri))[0]["result"];
        for (const json& i : r["items"]) check(item_edits(i), i);
      }
      const json r = c.request(id++, "textDocument/codeAction",
                               {{"textDocument", {{"uri", uri}}},
                                {"range",
                                 {{"start", {{"line", l}, {"character", 0}}},
                                  {"end", {{"line", l}, {"character", 0}}}}}})[0]["result"];
      for (const json& a : r) check(a["edit"]["changes"][uri], a);
    }
  }
  EXPECT_GT(offered, 1000u);
}

}  // namespace
}  // namespace paipu::lsp
