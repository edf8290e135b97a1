// The streaming reader over inputs larger than its 1 MiB read blocks: chunks, comments and line
// numbers that cross a block's end, and the remembered search for the next brace.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "paipu/notation/parse.hpp"

namespace paipu::notation {
namespace {

// A record of `hands` hands of about 100 bytes. Every 997th hand carries a block comment over three
// lines whose middle line looks like a tag, which must not end the hand.
std::string big_record(int hands) {
  std::string s = "[Variant \"x\"]\n\n";
  for (int h = 1; h <= hands; ++h) {
    s += "hand " + std::to_string(h) + "\n";
    s += "E deal 天天地地人人和和\n";
    if (h % 997 == 0) s += "S play 天 {a comment\n[Round \"y\"]\nover three lines}\n";
    s += "W pad 紅九 ; a line comment with { in it\n";
    s += "N play 人!?\n\n";
  }
  return s;
}

TEST(Reader, ChunksAndCommentsAcrossReadBlocks) {
  const int kHands = 30000;  // about 2.6 MB: three read blocks
  const std::string text = big_record(kHands);
  ASSERT_GT(text.size(), 2u << 20);
  std::istringstream in(text);
  Reader reader(in, "big.paipu");
  Item item;
  Diagnostics d;
  int records = 0;
  int hands = 0;
  std::uint32_t line = 3;  // of the next hand
  while (reader.next(item, d)) {
    if (item.kind == Item::Kind::record) {
      ++records;
      continue;
    }
    ++hands;
    ASSERT_TRUE(item.ok);
    EXPECT_EQ(item.body.label, std::to_string(hands));
    EXPECT_EQ(item.first_line, line);
    EXPECT_EQ(item.body.pos, (SourcePos{line, 1}));
    EXPECT_EQ(text.compare(item.offset, 5, "hand "), 0);
    const bool commented = hands % 997 == 0;
    ASSERT_EQ(item.body.events.size(), commented ? 4u : 3u);
    const EventLine& last = item.body.events.back();
    EXPECT_EQ(last.glyph, "!?");
    EXPECT_EQ(last.args[0].pos, (SourcePos{line + (commented ? 6u : 3u), 8}));
    if (commented) {
      ASSERT_EQ(item.body.events[1].comments.size(), 1u);
      EXPECT_EQ(item.body.events[1].comments[0].text, "a comment\n[Round \"y\"]\nover three lines");
    }
    line += commented ? 8 : 5;
  }
  EXPECT_TRUE(d.empty()) << format_diagnostic(d.front());
  EXPECT_EQ(records, 1);
  EXPECT_EQ(hands, kHands);
  EXPECT_EQ(reader.bytes_read(), text.size());
}

TEST(Reader, ByteOrderMarkIsSkippedAndCounted) {
  const std::string text = "\xEF\xBB\xBF[Variant \"x\"]\nhand 1\nE play 天\n";
  std::istringstream in(text);
  Reader reader(in, "bom.paipu");
  Item item;
  Diagnostics d;
  ASSERT_TRUE(reader.next(item, d));
  EXPECT_EQ(item.offset, 3u);
  ASSERT_EQ(item.header.tags.size(), 1u);
  EXPECT_EQ(item.header.tags[0].pos, (SourcePos{1, 1}));
  ASSERT_TRUE(reader.next(item, d));
  EXPECT_EQ(item.body.events[0].args[0].pos, (SourcePos{3, 8}));
  EXPECT_FALSE(reader.next(item, d));
  EXPECT_TRUE(d.empty());
}

// A hand read into an Item that held a longer hand, and then a shorter one: nothing of the earlier
// hands shows through.
TEST(Reader, ReusedItemHoldsOnlyTheCurrentHand) {
  const std::string text =
      "[Variant \"x\"]\nhand 1\nE play 天天天天天天\nS pad 地 !\nW pad 人\n"
      "hand 2\nE play 和 {c}\n"
      "hand 3\nplay 長長長長長長長長長長長長\nN pad 梅 ??\n";
  std::istringstream in(text);
  Reader reader(in, "t.paipu");
  Item item;
  Diagnostics d;
  ASSERT_TRUE(reader.next(item, d));
  ASSERT_TRUE(reader.next(item, d));
  EXPECT_EQ(item.body.events.size(), 3u);
  ASSERT_TRUE(reader.next(item, d));
  ASSERT_EQ(item.body.events.size(), 1u);
  EXPECT_EQ(item.body.events[0].seat, "E");
  EXPECT_EQ(item.body.events[0].args[0].text, "和");
  EXPECT_EQ(item.body.events[0].glyph, "");
  ASSERT_EQ(item.body.events[0].comments.size(), 1u);
  ASSERT_TRUE(reader.next(item, d));
  ASSERT_EQ(item.body.events.size(), 2u);
  EXPECT_EQ(item.body.events[0].seat, "");
  EXPECT_EQ(item.body.events[0].verb, "play");
  EXPECT_EQ(item.body.events[0].args[0].text, "長長長長長長長長長長長長");
  EXPECT_TRUE(item.body.events[0].comments.empty());
  EXPECT_EQ(item.body.events[1].seat, "N");
  EXPECT_EQ(item.body.events[1].glyph, "??");
  EXPECT_FALSE(reader.next(item, d));
  EXPECT_TRUE(d.empty());
}

// Whether a tag line after a hand's events opens a record is known only at the line after the tags
// and comments below it; here that line is two read blocks further on.
TEST(Reader, TagAfterEventsLooksAheadAcrossReadBlocks) {
  const std::string filler = "{" + std::string(1 << 10, 'c') + "\n" + "[Round \"in a comment\"]}\n";
  std::string tags;
  while (tags.size() < (5u << 19)) tags += filler + "[Site \"s\"]\n";
  struct Case {
    const char* next;
    std::size_t items;
  };
  for (const auto [next, items] :
       {Case{"[Variant \"y\"]\n", 4}, Case{"hand 2\n", 4}, Case{"N play 天\n", 3}}) {
    const std::string text = "[Variant \"x\"]\nhand 1\nE play 天\n[Event \"e\"]\n" + tags + next +
                             "hand 3\nE play 地\n";
    std::istringstream in(text);
    Reader reader(in, "t.paipu");
    Item item;
    Diagnostics d;
    std::vector<Item::Kind> kinds;
    while (reader.next(item, d)) kinds.push_back(item.kind);
    const bool opens = next[1] == 'V';
    SCOPED_TRACE(next);
    EXPECT_EQ(kinds.size(), items);
    EXPECT_EQ(std::count(kinds.begin(), kinds.end(), Item::Kind::record), opens ? 2 : 1);
    if (opens) {
      EXPECT_TRUE(d.empty()) << format_diagnostic(d.front());
    } else {
      ASSERT_EQ(d.size(), 2u);
      EXPECT_EQ(d[0].code, "P006");
      EXPECT_EQ(d[0].pos, (SourcePos{4, 1}));
    }
    EXPECT_EQ(item.first_line, std::count(text.begin(), text.end(), '\n') - 1);
  }
}

}  // namespace
}  // namespace paipu::notation
