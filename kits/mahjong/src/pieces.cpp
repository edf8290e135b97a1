#include "paipu/mahjong/pieces.hpp"

#include <array>

namespace paipu::mahjong {

namespace {

constexpr std::array<const char*, 9> kNumerals{"一", "二", "三", "四", "五",
                                               "六", "七", "八", "九"};
constexpr std::array<const char*, 7> kHonourCodes{"E", "S", "W", "N", "P", "F", "C"};
constexpr std::array<const char*, 7> kHonourNames{"東", "南", "西", "北", "白", "發", "中"};
constexpr std::array<const char*, 7> kHonourEnglish{"east wind",  "south wind",   "west wind",
                                                    "north wind", "white dragon", "green dragon",
                                                    "red dragon"};

}  // namespace

PieceInfo number_piece(PieceId id, Suit suit, int number, bool red) {
  static const std::array<const char*, 3> letters{"m", "p", "s"};
  // Each suit: a name and its simplified or other common spelling (一萬 / 一万, 一筒 / 一餅, 一索 /
  // 一条).
  static const std::array<std::array<const char*, 2>, 3> names{
      {{"萬", "万"}, {"筒", "餅"}, {"索", "条"}}};
  static const std::array<const char*, 3> english{"characters", "dots", "bamboo"};
  const auto s = static_cast<std::size_t>(suit);
  const std::string prefix = red ? "赤" : "";
  const std::string numeral = kNumerals[static_cast<std::size_t>(number - 1)];
  PieceInfo p;
  p.id = id;
  p.code = std::to_string(red ? 0 : number) + letters[s];
  p.name = prefix + numeral + names[s][0];
  p.aliases = {prefix + numeral + names[s][1]};
  p.face = p.code;
  p.description = (red ? "red " : "") + std::to_string(number) + " of " + english[s];
  p.copies = red ? 1 : 4;
  p.family = Family::mahjong;
  return p;
}

std::vector<PieceInfo> kind_pieces() {
  std::vector<PieceInfo> t;
  for (int s = 0; s < 3; ++s)
    for (int n = 1; n <= 9; ++n)
      t.push_back(number_piece(static_cast<PieceId>(t.size()), static_cast<Suit>(s), n));
  for (std::size_t h = 0; h < 7; ++h) {
    PieceInfo p;
    p.id = static_cast<PieceId>(t.size());
    p.code = kHonourCodes[h];
    p.name = kHonourNames[h];
    p.aliases = {std::to_string(h + 1) + "z"};
    if (h == 0) p.aliases.push_back("东");
    if (h == 5) p.aliases.push_back("发");
    p.face = p.code;
    p.description = kHonourEnglish[h];
    p.copies = 4;
    p.family = Family::mahjong;
    t.push_back(std::move(p));
  }
  return t;
}

std::string kind_text(Kind k) {
  if (k >= kKinds) return "*";
  if (is_honour(k)) return kHonourNames[static_cast<std::size_t>(k - kEast)];
  static const std::array<const char*, 3> letters{"m", "p", "s"};
  return std::to_string(number_of(k)) + letters[static_cast<std::size_t>(suit_of(k))];
}

}  // namespace paipu::mahjong
