// What a win is worth in 清一色東天紅: whether 14 tiles (each kan as three) make a winning hand
// under this game's rules (ガリ only in 国士無双 and 四喜和, 白 wild for honours), its waits, and
// its points by the Waseda club's table, item by item, at the winner's best over every reading
// of the hand, every assignment of its 白 and every honour a 白 indicator may name. The rules
// core (round.*) builds a WinSituation from the table; nothing here knows seats or the record.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "options.hpp"
#include "paipu/mahjong/melds.hpp"
#include "paipu/mahjong/shapes.hpp"
#include "paipu/mahjong/waits.hpp"
#include "paipu/settlement.hpp"
#include "tiles.hpp"

namespace paipu::chinton {

enum class WinHow : std::uint8_t {
  ron,     // on a discard
  tsumo,   // on one's draw (a ガリ replacement or a kan's replacement draw included)
  robbed,  // 槍槓: on a tile added to an open meld, or a 国士無双 on a closed kan
  pulled,  // a ron on another seat's pulled ガリ (国士無双, or 四喜和 on 北): no 槍槓
};

enum class RiichiKind : std::uint8_t { none, closed, open };

// A declared meld as scoring sees it. A pon made four by `kakan` is an open kan (明カン).
struct ScoreMeld {
  mahjong::MeldType type = mahjong::MeldType::pon;  // pon, open_kan, closed_kan (added_kan = open)
  // The meld's kind: the called honour of a pon holding 白 (東白白 is 東); kNoKind for a pon of
  // three 白, whose kind the winner chooses (any honour the scope allows, 白 itself included).
  Kind kind = kNoKind;
  int copies = 3;  // 3 for a pon; 4 to 8 for a kan (the 5th..8th are 暗加カン / 明加カン)
  int bai = 0;     // 白 tiles standing for `kind` (pons only; a kan of 白 is kind 白, bai 0)
  int red = 0;     // red fives in it
};

struct WinSituation {
  mahjong::Suit wall = mahjong::Suit::pin;  // the hand's suit: pin or sou
  // The concealed hand with the winning tile: natural tiles by kind, 白 apart (not in `concealed`).
  mahjong::Counts concealed{};
  int bai = 0;  // 白 in the concealed hand, the winning tile included when it is one
  int red = 0;  // red fives in the concealed hand
  std::span<const ScoreMeld> melds;
  Kind winning = kNoKind;  // the winning tile's kind (mahjong::kWhite for a 白)
  // The 白 drawn on a riichi ippatsu tsumo: a full wildcard, any kind at all (the other 白 stay
  // honour-only). `winning` is then kWhite.
  bool winning_full_wild = false;
  WinHow how = WinHow::ron;
  Kind seat_wind = mahjong::kEast;  // the dealer is 東, the next in play order 南, then 西
  bool dealer = false;
  int honba = 0;  // the 本場 this win is paid (0 for the farther winner of a double ron)
  RiichiKind riichi = RiichiKind::none;
  bool double_riichi = false;  // declared with the first discard, no call before it
  bool ippatsu = false;
  bool rinshan = false;  // a win on a kan's replacement draw (not a ガリ's)
  bool haitei = false;   // a tsumo on the last live tile
  bool houtei = false;   // a ron on the discard after the last live tile
  bool tenhou = false;   // the dealer's dealt 14
  bool chiihou = false;  // a non-dealer's first draw, no call before it
  // A ron on an open riichi by a seat not in riichi (the discard that declares riichi is not yet
  // riichi): at least a yakuman (CT-5).
  bool dealt_into_open_riichi = false;
  mahjong::Counts pulled{};          // the ガリ the winner pulled, by kind (1m, 9m, 北)
  std::span<const Kind> indicators;  // every dora indicator turned, in order
  std::span<const Kind> ura;         // a riichi winner's ura (empty otherwise)
};

struct WinValue {
  bool complete = false;  // a winning hand in some shape this game allows
  bool has_yaku = false;  // some yaku (every complete hand here has one: ホンイツ at least)
  int yakuman = 0;        // yakuman units (大三元 2)
  long long total = 0;
  // Each item that scored, as the table names it ("ホンイツ" 3, "5s ×3" 3, "dora 3s→4s" 1, "役満"
  // 50 ...), all ItemKind::add except the first (ItemKind::base); evaluate(items) == total.
  std::vector<Item> items;
  // How the best reading read the hand: "白 as 南; 234s 567s 789s 55s 南南白" (for notes).
  std::string reading;
};

// The shapes of a 14-tile hand of this game for the kit's searches (standard, 七対子 with 4/6/8
// copies, 国士無双 of the wall's suit; 白 wild for honours per `bai_scope`). The kit knows nothing
// of ガリ: is_winning_hand adds that rule.
mahjong::WinRules win_rules(const Rules& rules, mahjong::Suit wall);
// The concealed tiles as the shapes see them: naturals, `bai` 白 as wilds, `melds` declared.
mahjong::Hand shape_hand(const mahjong::Counts& naturals, int bai, int melds);

// Whether the concealed tiles (3n + 2 with `melds` declared) make a winning hand: some reading
// in which no ガリ (1m, 9m, 北) stays, except in 国士無双 and in 四喜和 (whose melds and pair hold
// 東南西北). `meld_kinds`: the declared melds' kinds (a wind pon counts toward 四喜和).
bool is_winning_hand(const mahjong::Counts& naturals, int bai, std::span<const ScoreMeld> melds,
                     const Rules& rules, mahjong::Suit wall);

// The waits of a hand of 3n + 1 concealed tiles under is_winning_hand: the natural kinds that
// complete it (白 among them when it completes the hand as an honour: Waits::kinds then holds
// kWhite). `limits` leaves out kinds the player holds every copy of; null for no limit.
mahjong::Waits waits(const mahjong::Counts& naturals, int bai, std::span<const ScoreMeld> melds,
                     const Rules& rules, mahjong::Suit wall, const mahjong::CopyLimits* limits);

// The value of a win at the winner's best. `complete` false (and nothing else set) when the
// tiles are no winning hand.
WinValue evaluate_win(const WinSituation& s, const Rules& rules);

}  // namespace paipu::chinton
