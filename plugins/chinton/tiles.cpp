#include "tiles.hpp"

#include "paipu/mahjong/pieces.hpp"

namespace paipu::chinton {

namespace {

using mahjong::Suit;

std::vector<PieceInfo> build() {
  std::vector<PieceInfo> t = mahjong::kind_pieces();
  for (PieceInfo& p : t) {
    const auto k = static_cast<Kind>(p.id);
    // The most one hand's wall holds: 8 of a number of its suit.
    if (mahjong::suit_of(k) == Suit::pin || mahjong::suit_of(k) == Suit::sou) p.copies = 8;
    if (is_gari(k)) p.description += " (ガリ: pulled)";
  }
  t[mahjong::kWhite].description = "white dragon (wild for honours)";
  // Two red fives per suit by default (red_fives).
  t.push_back(mahjong::number_piece(kRed5p, Suit::pin, 5, true));
  t.push_back(mahjong::number_piece(kRed5s, Suit::sou, 5, true));
  t[kRed5p].copies = t[kRed5s].copies = 2;
  return t;
}

}  // namespace

const std::vector<PieceInfo>& piece_table() {
  static const std::vector<PieceInfo> table = build();
  return table;
}

mahjong::Tile tile_of(PieceId piece) {
  if (piece == kRed5p) return {mahjong::kind_of(Suit::pin, 5), true};
  if (piece == kRed5s) return {mahjong::kind_of(Suit::sou, 5), true};
  if (piece >= mahjong::kKinds) return {kNoKind, false};
  return {static_cast<Kind>(piece), false};
}

PieceId piece_of(mahjong::Tile t) {
  if (t.red) return mahjong::suit_of(t.kind) == Suit::pin ? kRed5p : kRed5s;
  return t.kind;
}

std::string tile_text(Kind k) {
  return mahjong::kind_text(k);
}

std::string tile_text(mahjong::Tile t) {
  return t.red ? piece_table()[static_cast<std::size_t>(piece_of(t))].code : tile_text(t.kind);
}

}  // namespace paipu::chinton
