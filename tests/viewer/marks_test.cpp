// The dealer's badge and the trump mark are the variant's words (Scene::marks, which the host fills
// in from VariantInfo::marks): the table draws what the scene says, and nothing where it says
// nothing. No display needed: the table as display items.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "paipu/viewer/layout.hpp"
#include "paipu/viewer/piece_geometry.hpp"
#include "paipu/viewer/screen_list.hpp"
#include "synthetic_scenes.hpp"

namespace paipu::viewer {
namespace {

using display::Item;
using display::Kind;
using display::List;

// The table of a synthetic 三打哈-like scene: E deals, trumps in every hand.
List table_drawn(const TableMarks& marks) {
  Scene s = synthetic::cards(4);
  s.marks = marks;
  const TableLayout l = layout_table(s, screen_geometry(1280, 800).table, 0);
  List list;
  table_list(list, l);
  return list;
}

const Item* item_with_id(const List& list, const std::string& id) {
  for (const Item& it : list.items)
    if (it.id == id) return &it;
  return nullptr;
}

struct Trumps {
  int pieces = 0;                  // trump cards drawn
  int with_chip = 0;               // of them, with the amber chip
  std::vector<std::string> words;  // the texts on their chips
};

// What the trump cards' symbols show: a symbol whose face has the trump colour is a trump.
Trumps trumps_drawn(const List& list) {
  const display::Rgba face = rgba(palette::kTrumpFace), chip = rgba(palette::kTrumpMark);
  Trumps t;
  for (const auto& [key, sym] : list.symbols) {
    bool trump = false, has_chip = false;
    for (const Item& it : sym.items) {
      if (it.kind == Kind::rect || it.kind == Kind::polygon || it.kind == Kind::ellipse) {
        trump = trump || it.paint.fill == face;
        has_chip = has_chip || it.paint.fill == chip;
      }
    }
    if (!trump) continue;
    ++t.pieces;
    if (has_chip) ++t.with_chip;
    for (const Item& it : sym.items)
      if (it.kind == Kind::text && it.paint.fill == display::Rgba{255, 255, 255, 255})
        t.words.push_back(it.text.utf8);
  }
  return t;
}

TEST(TableMarks, TheVariantsOwnBadgeAndMarkAreDrawn) {
  const List list = table_drawn({.dealer_badge = "庄", .trump_mark = "将"});
  // E deals: its plate carries the variant's badge, and no other plate has one.
  const Item* badge = item_with_id(list, "plate/0/dealer");
  ASSERT_NE(badge, nullptr);
  EXPECT_EQ(badge->text.utf8, "庄");
  for (int s = 1; s < 4; ++s)
    EXPECT_EQ(item_with_id(list, "plate/" + std::to_string(s) + "/dealer"), nullptr) << s;
  const Trumps t = trumps_drawn(list);
  ASSERT_GT(t.pieces, 5);
  EXPECT_EQ(t.with_chip, t.pieces);
  for (const std::string& w : t.words) EXPECT_EQ(w, "将");
  EXPECT_FALSE(t.words.empty());
}

TEST(TableMarks, ALongerBadgeWidensAndAWordFitsTheChip) {
  const List list = table_drawn({.dealer_badge = "Dlr", .trump_mark = "Tr"});
  const Item* badge = item_with_id(list, "plate/0/dealer");
  const Item* wind = item_with_id(list, "plate/0/wind");
  ASSERT_NE(badge, nullptr);
  ASSERT_NE(wind, nullptr);
  EXPECT_EQ(badge->text.utf8, "Dlr");
  // The title starts after the badge, whatever its width.
  const Item* title = item_with_id(list, "plate/0/title");
  ASSERT_NE(title, nullptr);
  EXPECT_GE(title->box.x, badge->box.right());
  const Trumps t = trumps_drawn(list);
  ASSERT_GT(t.pieces, 5);
  EXPECT_EQ(t.with_chip, t.pieces);
  for (const std::string& w : t.words) EXPECT_EQ(w, "Tr");
}

TEST(TableMarks, EmptyMarksDrawNothing) {
  const List list = table_drawn({});
  for (int s = 0; s < 4; ++s)
    EXPECT_EQ(item_with_id(list, "plate/" + std::to_string(s) + "/dealer"), nullptr) << s;
  // The trumps keep their warmer face, without a chip or a word.
  const Trumps t = trumps_drawn(list);
  EXPECT_GT(t.pieces, 5);
  EXPECT_EQ(t.with_chip, 0);
  EXPECT_TRUE(t.words.empty());
}

}  // namespace
}  // namespace paipu::viewer
