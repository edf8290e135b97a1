// Grammar units: what the parser makes of each construct, and where it reports errors.
#include <gtest/gtest.h>

#include "paipu/notation/parse.hpp"

namespace paipu::notation {
namespace {

std::vector<Record> parse(std::string_view text, Diagnostics& d) {
  return parse_string(text, "t.paipu", d);
}

TEST(Grammar, TagsHandsEventsAndComments) {
  Diagnostics d;
  auto rs = parse(
      "[Variant \"tianjiu\"]\n[Event \"A \\\"B\\\" \\\\ C\"]\n{about}\n\nhand 1\n[Dealer \"E\"]\n"
      "{before play}\nE play 天天 !? {nice} ; line\n{after}\nS pad ** \n",
      d);
  ASSERT_TRUE(d.empty()) << format_diagnostic(d.front());
  ASSERT_EQ(rs.size(), 1u);
  const Record& r = rs[0];
  ASSERT_EQ(r.tags.size(), 2u);
  EXPECT_EQ(r.tags[1].value, "A \"B\" \\ C");
  EXPECT_EQ(r.comments.size(), 1u);
  ASSERT_EQ(r.hands.size(), 1u);
  const Hand& h = r.hands[0];
  EXPECT_EQ(h.label, "1");
  ASSERT_EQ(h.tags.size(), 1u);
  EXPECT_EQ(h.tags[0].name, "Dealer");
  ASSERT_EQ(h.comments.size(), 1u);
  EXPECT_EQ(h.comments[0].text, "before play");
  ASSERT_EQ(h.events.size(), 2u);
  const EventLine& e = h.events[0];
  EXPECT_EQ(e.seat, "E");
  EXPECT_EQ(e.verb, "play");
  ASSERT_EQ(e.args.size(), 1u);
  EXPECT_EQ(e.args[0].text, "天天");
  EXPECT_EQ(e.glyph, "!?");
  ASSERT_EQ(e.comments.size(), 3u);
  EXPECT_EQ(e.comments[0].text, "nice");
  EXPECT_TRUE(e.comments[1].line);
  EXPECT_EQ(e.comments[2].text, "after");
  EXPECT_EQ(h.events[1].args[0].text, "**");
}

TEST(Grammar, ColumnsCountCharactersNotBytes) {
  Diagnostics d;
  auto rs = parse("[Variant \"x\"]\nhand 1\n天地 play 人人 和\n", d);
  ASSERT_TRUE(d.empty());
  const EventLine& e = rs[0].hands[0].events[0];
  EXPECT_EQ(e.verb, "天地");  // no seat: the first token is the verb
  EXPECT_EQ(e.pos, (SourcePos{3, 1}));
  EXPECT_EQ(e.args[0].pos, (SourcePos{3, 4}));
  EXPECT_EQ(e.args[1].pos, (SourcePos{3, 9}));
  EXPECT_EQ(e.args[2].pos, (SourcePos{3, 12}));
}

TEST(Grammar, IdeographicSpaceSeparatesTokens) {
  Diagnostics d;
  auto rs = parse(
      "[Variant \"x\"]\nhand 1\n\xE3\x80\x80"
      "E\xE3\x80\x80play　天天\n",
      d);
  ASSERT_TRUE(d.empty());
  const EventLine& e = rs[0].hands[0].events[0];
  EXPECT_EQ(e.seat, "E");
  EXPECT_EQ(e.verb, "play");
  EXPECT_EQ(e.args[0].text, "天天");
  EXPECT_EQ(e.args[0].pos.col, 9u);
}

TEST(Grammar, GlyphAttachedToLastArgument) {
  Diagnostics d;
  auto rs = parse("[Variant \"x\"]\nhand 1\nE play 天天??\nS play 地!\n", d);
  ASSERT_TRUE(d.empty());
  EXPECT_EQ(rs[0].hands[0].events[0].glyph, "??");
  EXPECT_EQ(rs[0].hands[0].events[0].args[0].text, "天天");
  EXPECT_EQ(rs[0].hands[0].events[1].glyph, "!");
}

TEST(Grammar, UnterminatedCommentCostsOnlyItsHand) {
  Diagnostics d;
  auto rs = parse("[Variant \"x\"]\nhand 1\nE play 天 {oops\nS pad *\nhand 2\nE play 地\n", d);
  ASSERT_EQ(rs.size(), 1u);
  ASSERT_EQ(rs[0].hands.size(), 1u);
  EXPECT_EQ(rs[0].hands[0].label, "2");
  ASSERT_GE(d.size(), 2u);
  EXPECT_EQ(d[0].code, "P002");
  EXPECT_EQ(d[0].pos, (SourcePos{3, 10}));
  EXPECT_EQ(d[1].code, "P009");
  EXPECT_EQ(d[1].severity, Severity::note);
}

TEST(Grammar, UnterminatedCommentDoesNotSwallowTheNextRecord) {
  Diagnostics d;
  auto rs = parse("[Variant \"x\"]\n{ never closed\n[Variant \"y\"]\nhand 1\nE play 地\n", d);
  ASSERT_EQ(rs.size(), 2u);
  EXPECT_EQ(rs[1].tags[0].value, "y");
  EXPECT_EQ(rs[1].hands.size(), 1u);
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d[0].code, "P002");
}

TEST(Grammar, UnterminatedTagValue) {
  Diagnostics d;
  auto rs = parse("[Variant \"x\"]\n[Event \"open\n\nhand 1\nE play 地\n", d);
  ASSERT_FALSE(d.empty());
  EXPECT_EQ(d[0].code, "P003");
  EXPECT_EQ(d[0].pos.line, 2u);
  ASSERT_EQ(rs.size(), 1u);
  EXPECT_EQ(rs[0].hands.size(), 1u);  // the hand after the broken header still parses
}

// Tags after a hand's events open the next record only above its [Variant] line: a record's
// tags may stand there.
TEST(Grammar, TagsAboveVariantAfterAHandOpenTheNextRecord) {
  Diagnostics d;
  auto rs = parse(
      "[Variant \"x\"]\nhand 1\nE play 地\n[Event \"second\"]\n{about it\nover lines}\n\n"
      "[Variant \"y\"]\nhand 1\nE play 天\n",
      d);
  ASSERT_TRUE(d.empty()) << format_diagnostic(d.front());
  ASSERT_EQ(rs.size(), 2u);
  ASSERT_EQ(rs[1].tags.size(), 2u);
  EXPECT_EQ(rs[1].tags[0].name, "Event");
  EXPECT_EQ(rs[1].tags[0].pos, (SourcePos{4, 1}));
  EXPECT_EQ(rs[1].comments.size(), 1u);
  EXPECT_EQ(rs[0].hands.size(), 1u);
  EXPECT_EQ(rs[1].hands.size(), 1u);
}

// Any other tag line after the first event stays in its hand: one P006 at the tag, naming it,
// instead of a record without [Variant] that swallows the hands after it.
TEST(Grammar, TagAfterTheFirstEventIsP006AtTheTag) {
  Diagnostics d;
  auto rs = parse(
      "[Variant \"x\"]\nhand 1\nE play 地\n  [Dealer \"S\"] {late}\nS play 天\n"
      "hand 2\nE play 人\n[Event \"second\"]\n[Round \"2\"]\n\nhand 3\nE play 和\n",
      d);
  ASSERT_EQ(rs.size(), 1u);
  ASSERT_EQ(rs[0].hands.size(), 1u);  // hands 1 and 2 are skipped, hand 3 is read
  EXPECT_EQ(rs[0].hands[0].label, "3");
  ASSERT_EQ(d.size(), 4u);
  EXPECT_EQ(d[0].code, "P006");
  EXPECT_EQ(d[0].pos, (SourcePos{4, 3}));
  EXPECT_EQ(d[0].message,
            "tag [Dealer \"S\"] after the hand's first event (line 3); a hand's tags go on their "
            "own lines between its `hand` line and its first event, a record's tags before "
            "`hand 1`, and a new record starts with [Variant \"...\"]");
  EXPECT_EQ(d[1].code, "P009");
  EXPECT_EQ(d[2].code, "P006");
  EXPECT_EQ(d[2].pos, (SourcePos{8, 1}));
  EXPECT_NE(d[2].message.find("tag [Event \"second\"] after the hand's first event (line 7)"),
            std::string::npos)
      << d[2].message;
  EXPECT_EQ(d[3].message, "hand 2 of record 1 was skipped because of the syntax error above");
}

TEST(Grammar, TagOnAnEventLineIsP006) {
  Diagnostics d;
  parse("[Variant \"x\"]\nhand 1\nE play 地 [Note \"a very long value\"]\n", d);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].code, "P006");
  EXPECT_EQ(d[0].pos, (SourcePos{3, 10}));
  EXPECT_EQ(d[0].message.rfind("tag [Note \"a very long value\"] on an event line; ", 0), 0u)
      << d[0].message;
}

TEST(Grammar, StrayClosersAndSeatWithoutVerb) {
  Diagnostics d;
  parse("[Variant \"x\"]\nhand 1\nE play 天}\nhand 2\nE\nhand 3\nE play 人\n", d);
  ASSERT_GE(d.size(), 4u);
  EXPECT_EQ(d[0].code, "P001");
  EXPECT_EQ(d[0].pos, (SourcePos{3, 9}));
  EXPECT_EQ(d[2].code, "P007");
}

TEST(Grammar, NonAsciiTagNameIsAMalformedTagNotACrash) {
  Diagnostics d;
  parse("[Variant \"x\"]\n[天 \"x\"]\n[\xE5 \"y\"]\n", d);
  // The lone E5 is not UTF-8: P010 first (read as U+FFFD), then the tag name's P004.
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(d[0].code, "P010");
  EXPECT_EQ(d[0].pos, (SourcePos{3, 2}));
  EXPECT_EQ(d[1].code, "P004");
  EXPECT_EQ(d[1].pos, (SourcePos{2, 2}));
}

TEST(Grammar, TextInRecordHeader) {
  Diagnostics d;
  auto rs = parse("[Variant \"x\"]\nE play 天\n", d);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].code, "P005");
  EXPECT_EQ(d[0].pos, (SourcePos{2, 1}));
}

TEST(Grammar, HandsWithoutHeaderFormAnImplicitRecord) {
  Diagnostics d;
  auto rs = parse("hand 1\nE play 天\n", d);
  ASSERT_EQ(rs.size(), 1u);
  EXPECT_TRUE(rs[0].tags.empty());
  EXPECT_EQ(rs[0].hands.size(), 1u);
}

}  // namespace
}  // namespace paipu::notation
