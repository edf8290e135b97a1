// Hand-written hands shared by the tests. Each comment gives the 棟 the hand produces, worked out
// by hand from the rules, not from the implementation.
#pragma once

#include <string>
#include <vector>

namespace tj_test {

using Lines = std::vector<std::string>;

inline Lines join(std::initializer_list<Lines> parts) {
  Lines out;
  for (const Lines& p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}

// Full deals for hand A (32 tiles, each copy once).
inline const Lines kDealA = {
    "E deal 天 天 地 地 和 和 銅錘 黑五",
    "S deal 長 紅九 人 人 二六 細三 黑九 三五",
    "W deal 板 高腳 長 板 紅頭 黑七 大六 紅五",
    "N deal 斧 銅錘 斧 紅頭 高腳 紅七 梅 梅",
};

// Hand A, dealer E: 棟 E1 S4 W0 N3 and N wins the last trick (the counts of T1, [ZW] 例一).
inline const Lines kPlayA = {
    "E play 天",   "S pad 長",    "W pad 板",       "N pad 斧",        // E 1
    "E play 黑五", "S play 紅九", "W pad 高腳",     "N pad 銅錘",      // S 1
    "S play 人人", "W pad 長板",  "N pad 斧紅頭",   "E pad 地和",      // S 3
    "S play 二六", "W pad 紅頭",  "N pad 高腳",     "E pad 銅錘",      // S 4
    "S play 細三", "W pad 黑七",  "N play 紅七",    "E pad 和",        // N 1
    "N play 梅梅", "E pad 地天",  "S pad 黑九三五", "W pad 大六紅五",  // N 3, 結
};

// Hand C, dealer E, no deals written: E takes 3 + 3 棟, S wins trick 3 with 天, and on the final
// single W (no 棟) shows 地, which 2牌縛り turns into 墊; E's 梅 beats S's 長. 棟 E7 S1 W0 N0, E
// wins.
inline const Lines kPlayC = {
    "E play 人人紅七", "S pad ***", "W pad ***", "N pad ***",  // E 3
    "E play 和和紅五", "S pad ***", "W pad ***", "N pad ***",  // E 6
    "E play 梅",       "S play 天", "W pad *",   "N pad *",    // S 1
    "S play 長",       "W play 地", "N pad *",   "E play 梅",  // E 7, 結
};

// Hand D, dealer E: E takes 3+1+1+1 棟, then S, with no 棟, wins the final pair with 天天. 棟 E6
// S2.
inline const Lines kPlayD = {
    "E play 人人紅七", "S pad ***",   "W pad ***", "N pad ***",  // E 3
    "E play 梅",       "S pad *",     "W pad *",   "N pad *",    // E 4
    "E play 長",       "S pad *",     "W pad *",   "N pad *",    // E 5
    "E play 板",       "S pad *",     "W pad *",   "N pad *",    // E 6
    "E play 斧斧",     "S play 天天", "W pad **",  "N pad **",   // S 2, 結
};

}  // namespace tj_test

namespace tj_test {

// Prefix Q, dealer E, 7 tiles each: E 3, E 2, S 1 (天 over 梅), N 1 (地 over 長). N leads the final
// single. 棟 before the final: E5 S1 W0 N1.
inline const Lines kPrefixQ = {
    "E play 人人紅七", "S pad ***", "W pad ***", "N pad ***",  // E 3
    "E play 和和",     "S pad **",  "W pad **",  "N pad **",   // E 5
    "E play 梅",       "S play 天", "W pad *",   "N pad *",    // S 1
    "S play 長",       "W pad *",   "N play 地", "E pad *",    // N 1
};

// Prefix R, dealer E, 6 tiles each; N leads the final pair. 棟 before the final: E3 S1 W0 N2.
inline const Lines kPrefixR = {
    "E play 人人紅七", "S pad ***", "W pad ***", "N pad ***",  // E 3
    "E play 梅",       "S play 天", "W pad *",   "N pad *",    // S 1
    "S play 長",       "W pad *",   "N play 地", "E pad *",    // N 1
    "N play 和",       "E pad *",   "S pad *",   "W pad *",    // N 2
};

// E's slam with a single final (7 棟 before it): E leads 長 last, S shows 天.
inline const Lines kSlamSingle = {
    "E play 人人紅七", "S pad ***", "W pad ***", "N pad ***",  // E 3
    "E play 和和紅五", "S pad ***", "W pad ***", "N pad ***",  // E 6
    "E play 梅",       "S pad *",   "W pad *",   "N pad *",    // E 7
    "E play 長",       "S play 天", "W pad *",   "N pad *",    // E 8
};

// E's slam led off with 天天九; the final 地 is the top civil tile left, and nobody beats it.
inline const Lines kSlamTian = {
    "E play 天天紅九", "S pad ***", "W pad ***",  "N pad ***",  // E 3
    "E play 和和紅五", "S pad ***", "W pad ***",  "N pad ***",  // E 6
    "E play 地",       "S pad *",   "W pad *",    "N pad *",    // E 7
    "E play 地",       "S pad 板",  "W pad 紅七", "N pad 長",   // E 8
};

// A trick-by-trick slam by quads: `leader` leads 人人七七; if `winner` differs it takes the trick
// with 天天九九, then leads 地地八八. The winner holds 8 棟 (四大賀 on trick 1, 四大包 + 八支 on
// trick 2).
inline Lines quad_slam(int leader, int winner) {
  const std::string s = "ESWN";
  Lines out;
  auto seat = [&](int i) { return std::string(1, s[static_cast<std::size_t>(i % 4)]); };
  for (int k = 0; k < 4; ++k) {
    const int who = leader + k;
    // The play chosen first, then appended: GCC 12 at -O1 warns (-Warray-bounds, a false
    // positive) on a one-letter string plus a literal longer than its inline buffer.
    const char* play = " pad ****";
    if (k == 0)
      play = winner == leader ? " play 天天紅九黑九" : " play 人人紅七黑七";
    else if (who % 4 == winner)
      play = " play 天天紅九黑九";
    out.push_back(seat(who).append(play));
  }
  for (int k = 0; k < 4; ++k)
    out.push_back(seat(winner + k) + (k == 0 ? " play 地地三五二六" : " pad ****"));
  return out;
}

}  // namespace tj_test
