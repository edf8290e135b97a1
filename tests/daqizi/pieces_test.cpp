// The piece set: 14 kinds, 32 pieces, one spelling per kind, the viewer's faces.
#include <gtest/gtest.h>

#include <map>

#include "daqizi.hpp"
#include "helpers.hpp"
#include "paipu/vocabulary.hpp"
#include "pieces.hpp"

using namespace paipu;
using namespace paipu::daqizi;
using dq_test::ids;

TEST(Pieces, ThirtyTwoPiecesInFourteenKinds) {
  const auto& t = piece_table();
  ASSERT_EQ(t.size(), 14u);
  // 帥 將 仕 士 相 象 俥 車 傌 馬 炮 砲 兵 卒, in single rank order ([B], rules §2.1).
  const std::vector<int> counts = {1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 5, 5};
  const std::vector<std::string> names_ = {"帥", "將", "仕", "士", "相", "象", "俥",
                                           "車", "傌", "馬", "炮", "砲", "兵", "卒"};
  const std::vector<std::string> codes = {"K", "k", "A", "a", "E", "e", "R",
                                          "r", "H", "h", "C", "c", "P", "p"};
  int total = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(t[i].id, i);
    EXPECT_EQ(t[i].copies, counts[i]) << t[i].name;
    EXPECT_EQ(t[i].name, names_[i]);
    EXPECT_EQ(t[i].code, codes[i]);
    EXPECT_EQ(t[i].family, Family::xiangqi);
    total += t[i].copies;
  }
  EXPECT_EQ(total, 32);
  EXPECT_EQ(copy_limits(), counts);
}

TEST(Pieces, FacesAreColourLetterAndCharacter) {
  const auto& t = piece_table();
  EXPECT_EQ(t[id(Piece::red_general)].face, "R帥");
  EXPECT_EQ(t[id(Piece::black_general)].face, "B將");
  EXPECT_EQ(t[id(Piece::red_chariot)].face, "R俥");
  EXPECT_EQ(t[id(Piece::black_chariot)].face, "B車");
  EXPECT_EQ(t[id(Piece::black_soldier)].face, "B卒");
}

TEST(Pieces, TypeAndColour) {
  EXPECT_EQ(type_of(Piece::red_horse), Type::horse);
  EXPECT_EQ(colour_of(Piece::red_horse), Colour::red);
  EXPECT_EQ(colour_of(Piece::black_horse), Colour::black);
  EXPECT_EQ(make(Type::cannon, Colour::black), Piece::black_cannon);
  EXPECT_EQ(single_strength(Piece::red_general), 14);
  EXPECT_EQ(single_strength(Piece::black_soldier), 1);
}

// Every code, name and alias names exactly one kind (the shared glyphs 車 馬 belong to black).
TEST(Pieces, EverySpellingIsUnique) {
  std::map<std::string, PieceId> seen;
  for (const auto& p : piece_table()) {
    std::vector<std::string> all = p.aliases;
    all.push_back(p.code);
    all.push_back(p.name);
    for (const auto& s : all) {
      auto [it, fresh] = seen.emplace(s, p.id);
      EXPECT_TRUE(fresh) << "'" << s << "' names two pieces";
    }
  }
}

TEST(Pieces, SpellingsReadBack) {
  using P = std::vector<PieceId>;
  EXPECT_EQ(ids("帥仕相"), (P{0, 2, 4}));
  EXPECT_EQ(ids("KAE"), (P{0, 2, 4}));
  EXPECT_EQ(ids("師仕相"), (P{0, 2, 4}));  // [B]'s spelling of the red general
  EXPECT_EQ(ids("帅将"), (P{0, 1}));
  EXPECT_EQ(ids("將士象"), ids("kae"));
  EXPECT_EQ(ids("俥傌炮"), ids("RHC"));
  EXPECT_EQ(ids("車馬砲"), ids("rhc"));
  EXPECT_EQ(ids("车马包"), ids("rhc"));
  EXPECT_EQ(ids("伡"), ids("R"));
  EXPECT_EQ(ids("NnBb"), ids("傌馬相象"));  // FEN letters
  EXPECT_EQ(ids("兵卒"), (P{12, 13}));
  // The glyph many sets print on both chariots is the black one: red must be written 俥 or R.
  EXPECT_EQ(ids("車"), (P{id(Piece::black_chariot)}));
  EXPECT_EQ(ids("馬"), (P{id(Piece::black_horse)}));
  EXPECT_THROW(ids("将軍"), std::invalid_argument);
}

TEST(Pieces, JoinedCanonicalSpellingsSplitBack) {
  Vocabulary v(variant_info());
  const auto n = static_cast<PieceId>(piece_table().size());
  for (PieceStyle style : {PieceStyle::cjk, PieceStyle::ascii})
    for (PieceId a = 0; a < n; ++a)
      for (PieceId b = 0; b < n; ++b)
        for (PieceId c = 0; c < n; ++c) {
          const std::string s =
              v.piece_text(a, style) + v.piece_text(b, style) + v.piece_text(c, style);
          ASSERT_EQ(v.split(s).pieces, (std::vector<PieceId>{a, b, c})) << s;
        }
}

TEST(Pieces, NamesJoin) {
  EXPECT_EQ(names({0, 2, 4}), "帥仕相");
  EXPECT_EQ(names({kUnknownPiece, 13}), "*卒");
}
