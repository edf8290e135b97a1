// A variant's spellings must read back unambiguously when joined, as the writer joins them.
#include <gtest/gtest.h>

#include "paipu/host.hpp"
#include "paipu/vocabulary.hpp"

namespace paipu {
namespace {

TEST(Vocabulary, JoinedCanonicalSpellingsReadBack) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  ASSERT_FALSE(host.plugins().empty());
  for (const auto& plugin : host.plugins()) {
    const VariantInfo& info = plugin.variant->info();
    Vocabulary vocab(info);
    const auto n = static_cast<PieceId>(info.pieces.size());
    for (PieceStyle style : {PieceStyle::cjk, PieceStyle::ascii}) {
      for (PieceId a = 0; a < n; ++a)
        for (PieceId b = 0; b < n; ++b)
          for (PieceId c = 0; c < n; ++c) {
            std::string joined = vocab.piece_text(a, style) + vocab.piece_text(b, style) +
                                 vocab.piece_text(c, style);
            PieceSplit s = vocab.split(joined);
            ASSERT_EQ(s.error_at, -1) << info.id << ": " << joined;
            ASSERT_EQ(s.pieces, (std::vector<PieceId>{a, b, c})) << info.id << ": " << joined;
          }
    }
  }
}

TEST(Vocabulary, EverySpellingIsUnique) {
  PluginHost host;
  host.scan({PAIPU_PLUGIN_DIR});
  for (const auto& plugin : host.plugins()) {
    std::map<std::string, PieceId> seen;
    for (const auto& p : plugin.variant->info().pieces) {
      std::vector<std::string> all = p.aliases;
      all.push_back(p.code);
      all.push_back(p.name);
      for (const auto& s : all) {
        auto [it, fresh] = seen.emplace(s, p.id);
        EXPECT_TRUE(fresh || it->second == p.id) << plugin.id << ": '" << s << "' names two pieces";
      }
    }
  }
}

TEST(Vocabulary, ErrorPointsAtTheFirstUnreadableCharacter) {
  VariantInfo info;
  info.pieces = {PieceInfo{0, "66", "天", {"天牌"}, 2, Family::domino, "6-6", ""},
                 PieceInfo{1, "11", "地", {}, 2, Family::domino, "1-1", ""}};
  Vocabulary vocab(info);
  EXPECT_EQ(vocab.split("天地x天").error_at, 2);
  EXPECT_EQ(vocab.split("天牌地").pieces, (std::vector<PieceId>{0, 1}));
  EXPECT_EQ(vocab.split("**").pieces, (std::vector<PieceId>{kUnknownPiece, kUnknownPiece}));
}

TEST(Vocabulary, OffsetsAreBytesAndErrorsAreCharacters) {
  VariantInfo info;
  info.pieces = {PieceInfo{0, "66", "天", {"天牌"}, 2, Family::domino, "6-6", ""},
                 PieceInfo{1, "11", "地", {}, 2, Family::domino, "1-1", ""},
                 PieceInfo{2, "T", "天天", {}, 1, Family::domino, "", ""}};
  Vocabulary vocab(info);
  // The longest spelling wins within a first character's spellings: 天天 over 天 and 天牌.
  PieceSplit s = vocab.split("天天地66天牌");
  EXPECT_EQ(s.pieces, (std::vector<PieceId>{2, 1, 0, 0}));
  EXPECT_EQ(s.offsets, (std::vector<std::uint32_t>{0, 6, 9, 11}));
  EXPECT_EQ(code_points("天天地66天牌", 11), 5u);
  // Nothing starts with 人; the column shift counts characters, not bytes.
  EXPECT_EQ(vocab.split("天地人").error_at, 2);
  EXPECT_EQ(vocab.split("6").error_at, 0);
  EXPECT_EQ(vocab.split("天天天").pieces, (std::vector<PieceId>{2, 0}));
}

}  // namespace
}  // namespace paipu
