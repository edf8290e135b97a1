// One reading of a winning hand with every 白 placed, and what it scores by the Waseda club's
// table. value.cpp enumerates readings and 白 assignments and keeps the best; this part only judges
// one.
#pragma once

#include <array>
#include <cstdint>
#include <string>

#include "value.hpp"

namespace paipu::chinton::detail {

enum class PartType : std::uint8_t { pair, triplet, sequence, kan, single };

struct Part {
  PartType type = PartType::pair;
  Kind kind = kNoKind;  // the lowest kind of a sequence
  int tiles = 2;
  int bai = 0;  // honour-wild 白 standing for `kind` (the ippatsu 白 is ReadHand::full_wild)
  bool declared = false;
  bool open = false;     // a pon or an open kan
  bool winning = false;  // the winning tile completed it
};

struct ReadHand {
  mahjong::Shape shape = mahjong::Shape::standard;
  std::array<Part, 18> parts{};  // the concealed groups (as the decomposition has them), then melds
  int count = 0;
  mahjong::Counts as{};      // every tile of the hand and its melds as the kind it stands for
  mahjong::Counts bai_as{};  // the 白 among them, the ippatsu 白 included
  Kind full_wild = kNoKind;  // what the ippatsu 白 stands for
  Kind win_kind = kNoKind;   // what the winning tile stands for
  mahjong::Wait wait = mahjong::Wait::any;
  bool closed = true;  // no pon or open kan

  const Part* begin() const { return parts.data(); }
  const Part* end() const { return parts.data() + count; }
};

// Fills `as` and `bai_as` from the parts.
void count_tiles(ReadHand& h);

// Whether the reading is one this game allows: no ガリ but in 国士無双 and 四喜和, 白 within
// `bai_scope`, 国士無双's 14th tile per `kokushi_extra`.
bool allowed(const ReadHand& h, const Rules& rules, mahjong::Suit wall);

enum class Category : std::uint8_t {
  yakuman,
  yaku,
  basic,  // kept beside a yakuman by yakuman_extras = basic: ガリ, セット, 門前, 親, 本場
  item,
};
enum class Format : std::uint8_t { plain, kind, arrow, times, kind_times };

struct Entry {
  const char* name = "";
  long long value = 0;
  Category category = Category::item;
  Format format = Format::plain;
  Kind kind = kNoKind;
  Kind to = kNoKind;
  int count = 0;
};

struct Tally {
  static constexpr int kMax = 64;
  std::array<Entry, kMax> entries{};
  int count = 0;
  int yakuman = 0;
  bool has_yaku = false;
  long long total = 0;
};

// Everything the reading earns, after the yakuman's exclusions and yakuman_extras.
void score(const ReadHand& h, const WinSituation& s, const Rules& rules, Tally& out);

std::string label(const Entry& e);
// "白 as 南; 234s 567s 789s 55s 南南白 [1111p]".
std::string reading_text(const ReadHand& h);

}  // namespace paipu::chinton::detail
