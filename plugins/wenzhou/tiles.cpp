#include "tiles.hpp"

#include <array>

namespace paipu::wenzhou {

namespace {

constexpr std::array<const char*, 9> kNumerals{"一", "二", "三", "四", "五",
                                               "六", "七", "八", "九"};
constexpr std::array<const char*, 7> kHonourCodes{"E", "S", "W", "N", "P", "F", "C"};
constexpr std::array<const char*, 7> kHonourNames{"東", "南", "西", "北", "白", "發", "中"};

std::vector<PieceInfo> build() {
  std::vector<PieceInfo> t;
  const std::array<const char*, 3> letters{"m", "p", "s"};
  // Each suit: a name and its simplified or other common spelling (一萬 / 一万, 一筒 / 一餅, 一索 /
  // 一条).
  const std::array<std::array<const char*, 2>, 3> suits{{{"萬", "万"}, {"筒", "餅"}, {"索", "条"}}};
  const std::array<const char*, 3> english{"characters", "dots", "bamboo"};
  for (int s = 0; s < 3; ++s)
    for (int n = 1; n <= 9; ++n) {
      PieceInfo p;
      p.id = static_cast<PieceId>(t.size());
      p.code = std::to_string(n) + letters[static_cast<std::size_t>(s)];
      p.name = std::string(kNumerals[static_cast<std::size_t>(n - 1)]) +
               suits[static_cast<std::size_t>(s)][0];
      p.aliases = {std::string(kNumerals[static_cast<std::size_t>(n - 1)]) +
                   suits[static_cast<std::size_t>(s)][1]};
      p.face = p.code;
      p.description = std::to_string(n) + " of " + english[static_cast<std::size_t>(s)];
      t.push_back(std::move(p));
    }
  const std::array<const char*, 7> english_honours{"east wind",
                                                   "south wind",
                                                   "west wind",
                                                   "north wind",
                                                   "white dragon (plays as the "
                                                   "indicator's kind)",
                                                   "green dragon",
                                                   "red dragon"};
  for (std::size_t h = 0; h < 7; ++h) {
    PieceInfo p;
    p.id = static_cast<PieceId>(t.size());
    p.code = kHonourCodes[h];
    p.name = kHonourNames[h];
    p.aliases = {std::to_string(h + 1) + "z"};
    if (h == 0) p.aliases.push_back("东");
    if (h == 5) p.aliases.push_back("发");
    p.face = p.code;
    p.description = english_honours[h];
    t.push_back(std::move(p));
  }
  for (PieceInfo& p : t) {
    p.copies = 4;
    p.family = Family::mahjong;
  }
  return t;
}

}  // namespace

const std::vector<PieceInfo>& piece_table() {
  static const std::vector<PieceInfo> table = build();
  return table;
}

std::string tile_text(Kind k) {
  if (k >= mahjong::kKinds) return "*";
  return mahjong::is_honour(k) ? piece_table()[k].name : piece_table()[k].code;
}

}  // namespace paipu::wenzhou
