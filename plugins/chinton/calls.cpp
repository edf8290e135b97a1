// Pons and open kans of a discard, closed kans and 暗加カン, added kans and 明加カン: what each may
// hold (白 standing for an honour in a pon, only itself in a kan), what riichi allows, and the
// indicator and live-wall replacement every kan brings.
#include <algorithm>

#include "paipu/mahjong/claims.hpp"
#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Counts;
using mahjong::MeldType;
using mahjong::Tile;

namespace {

bool bai_may_be(Kind k, const Rules& rules) {
  if (!mahjong::is_honour(k)) return false;
  return k != mahjong::kNorth ||
         (rules.bai_scope != BaiScope::no_north && rules.bai_scope != BaiScope::neither);
}

// The kind a meld's tiles make: one kind, 白 standing for an honour where the rules let it (a pon;
// a kan only with bai_in_kan = honour). kNoKind for a pon of three 白; nullopt when the tiles are
// not one kind. `bai` gets the 白 standing in.
std::optional<Kind> meld_kind(const std::vector<Tile>& tiles, bool kan, const Rules& rules,
                              int& bai) {
  Kind kind = kNoKind;
  int whites = 0;
  for (const Tile& t : tiles) {
    if (t.kind == mahjong::kWhite) {
      ++whites;
      continue;
    }
    if (kind != kNoKind && t.kind != kind) return std::nullopt;
    kind = t.kind;
  }
  bai = 0;
  if (kind == kNoKind) return kan ? mahjong::kWhite : kNoKind;
  if (whites == 0) return kind;
  if (!bai_may_be(kind, rules) || (kan && !rules.bai_in_kan_honour)) return std::nullopt;
  bai = whites;
  return kind;
}

// Whether a tile of kind `k` may be added to `m` as one more copy: its own kind (not onto a meld
// with a 白 standing in, unless bai_in_kan = honour), a 白 onto a pon of three 白, and with
// bai_in_kan = honour a 白 onto an honour meld, or an honour onto a pon of three 白.
bool takes_copy(const ScoreMeld& m, Kind k, const Rules& rules) {
  if (m.kind == kNoKind)
    return k == mahjong::kWhite || (rules.bai_in_kan_honour && bai_may_be(k, rules));
  if (m.kind == k) return m.bai == 0 || rules.bai_in_kan_honour;
  return rules.bai_in_kan_honour && k == mahjong::kWhite && bai_may_be(m.kind, rules);
}

// One more copy onto a kan (or a pon made one): a pon of three 白 takes the added tile's kind.
void add_copy(TableMeld& m, const Tile& t) {
  if (m.score.kind == kNoKind) {
    m.score.kind = t.kind;
    m.score.bai = t.kind == mahjong::kWhite ? 0 : m.score.copies;
  } else if (t.kind == mahjong::kWhite && m.score.kind != mahjong::kWhite) {
    ++m.score.bai;
  }
  ++m.score.copies;
  m.score.red += t.red ? 1 : 0;
  m.tiles.push_back(t);
}

int reds(const std::vector<Tile>& tiles) {
  return static_cast<int>(
      std::count_if(tiles.begin(), tiles.end(), [](const Tile& t) { return t.red; }));
}

// riichi_kan = same_readings: every reading of every wait holds the kan's kind as a triplet of
// naturals (the kit's test, on the hand before its draw).
bool keeps_readings(const Seat& st, Kind k, bool onto, const Rules& rules,
                    std::optional<mahjong::Suit> suit) {
  Counts before = st.hand.known();
  mahjong::add(before, st.drawn, -1);
  const int bai = before[mahjong::kWhite];
  before[mahjong::kWhite] = 0;
  const mahjong::Hand tenpai{before, bai, static_cast<int>(st.melds.size())};
  const mahjong::WinningTile drawn{st.drawn == mahjong::kWhite ? kNoKind : st.drawn,
                                   st.drawn == mahjong::kWhite};
  return mahjong::kan_keeps_wait(tenpai, drawn, mahjong::ConcealedKan{k, onto},
                                 win_rules(rules, suit.value_or(mahjong::Suit::pin)), {},
                                 mahjong::KanRule::same_readings);
}

}  // namespace

std::optional<Problem> Round::kan_after_riichi_fault(int seat, Kind k, int copies, int bai) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (!st.hand.fully_known() || !st.riichi.waits.kinds.size()) return std::nullopt;
  const bool takes_drawn = st.drawn == k || (bai > 0 && st.drawn == mahjong::kWhite);
  if (rules_.riichi_kan_same_readings && !takes_drawn)
    return Problem{Severity::error, "K143",
                   "after riichi a kan takes the tile just drawn (riichi_kan = same_readings)", -1};
  Counts rest = st.hand.known();
  rest[k] = static_cast<std::uint8_t>(rest[k] - (copies - bai));
  rest[mahjong::kWhite] = static_cast<std::uint8_t>(rest[mahjong::kWhite] - bai);
  std::array<ScoreMeld, 4> melds{};
  std::size_t n = 0;
  bool onto = false;
  for (const TableMeld& m : st.melds) {
    melds[n] = m.score;
    if (m.score.type == MeldType::closed_kan && m.score.kind == k) {
      melds[n].copies += copies;
      melds[n].bai += bai;
      onto = true;
    }
    ++n;
  }
  if (!onto) melds[n++] = ScoreMeld{MeldType::closed_kan, k, copies, bai, 0};
  const int wild = rest[mahjong::kWhite];
  rest[mahjong::kWhite] = 0;
  const mahjong::Waits after = waits(rest, wild, std::span<const ScoreMeld>(melds.data(), n),
                                     rules_, suit_.value_or(mahjong::Suit::pin), &ledger_.limits());
  // The kit's reading test knows no 白 in a kan: such a kan is held to its waits alone.
  if (after.kinds == st.riichi.waits.kinds &&
      !(rules_.riichi_kan_same_readings && bai == 0 && !keeps_readings(st, k, onto, rules_, suit_)))
    return std::nullopt;
  return Problem{
      Severity::error, "K143",
      "after riichi a kan may not change the wait; this kan of " + tile_text(k) + " does", -1};
}

std::vector<Problem> Round::enter_kan(int seat) {
  if (auto p = enter_turn(seat, "declare a kan"); !p.empty()) return p;
  const Seat& st = at(seat);
  if (st.after_pon) return one("K105", "after a pon comes a discard: no kan");
  if (st.dead) return one("K134", seat_text(seat) + "'s hand is dead (和了放棄): no kans");
  if (auto p = ippatsu_bai_fault(seat, -1)) return {*p};
  if (auto p = reserve_fault(2, "a kan (its indicator and ura)")) return {*p};
  return {};
}

std::optional<Problem> Round::reserve_fault(int needed, const char* what) const {
  if (live_size_ <= 0 || reserve_left() >= needed) return std::nullopt;
  const int left = reserve_left();
  return Problem{Severity::error, "K108",
                 std::string(what) + " needs " + std::to_string(needed) +
                     (needed == 1 ? " tile" : " tiles") + " from beside the live wall, and " +
                     std::to_string(left) + (left == 1 ? " is" : " are") + " left (live wall " +
                     std::to_string(live_size_) + ")",
                 -1};
}

std::vector<Problem> Round::stand_kan(int seat, bool open, Robbable robbable) {
  Seat& st = at(seat);
  st.has_drawn = false;
  st.drawn = kNoKind;
  ++kans_;
  // kan_dora = after_discard: an open or added kan's indicator is turned after its discard.
  if (rules_.kan_dora_after_discard && open) late_indicators_.push_back(kans_);
  // A kan that may be robbed stands only at its replacement draw (Round::take_draw): a robbing
  // ron keeps the 一発 it would break.
  if (robbable == Robbable::none) interrupt();
  pending_ = Pending::replacement;
  replacement_from_reserve_ = false;
  robbable_ = robbable;
  actor_ = seat;
  return {};
}

std::vector<Problem> Round::pon_or_kan(int seat, const std::vector<PieceId>& pieces) {
  if (phase_ == Phase::over) return one("K161", "the hand is over");
  const bool kan = pieces.size() == 4;
  if (!kan && pieces.size() != 3) return one("K132", "a pon is three tiles, a kan four");
  if (phase_ != Phase::play || pending_ != Pending::claim || last_tile_.kind == kNoKind ||
      seat == last_seat_)
    return one("K131", "there is no discard of another seat to call");
  // Normal mahjong's 河底 rule, where [CT] is silent: no pon follows the last discard. A kan may,
  // ending the hand once it stands ("嶺上牌が取れなくなる場合でもカンは可能").
  if (!kan && live_left() == 0)
    return one("K137",
               "the live wall is empty: the last discard (河底) is ronned or let pass, "
               "never ponned");
  if (kan)
    if (auto p = reserve_fault(2, "a kan (its indicator and ura)")) return {*p};
  Seat& st = at(seat);
  if (st.riichi.kind != RiichiKind::none)
    return one("K134", seat_text(seat) + " is in riichi: no pon or open kan");
  if (st.dead) return one("K134", seat_text(seat) + "'s hand is dead (和了放棄): no calls");
  const std::vector<Tile> tiles = tiles_of(pieces);
  for (std::size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].kind == kNoKind)
      return one("K132", "a meld's tiles are named", static_cast<int>(i));
  int bai = 0;
  const std::optional<Kind> kind = meld_kind(tiles, kan, rules_, bai);
  if (!kind)
    return one("K132", kan ? "a kan is four of one kind (白 only as itself)"
                           : "a pon is three of one kind (白 standing for an honour)");
  const auto called = std::find(tiles.begin(), tiles.end(), last_tile_);
  if (called == tiles.end())
    return one("K131", "the meld holds the discard it calls, " + tile_text(last_tile_));
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (static_cast<std::ptrdiff_t>(i) == called - tiles.begin()) continue;
    if (auto p = take_out(seat, tiles[i], static_cast<int>(i))) return {*p};
  }
  close_claims(seat);
  TableMeld m;
  m.score = ScoreMeld{kan ? MeldType::open_kan : MeldType::pon, *kind,
                      static_cast<int>(tiles.size()), bai, reds(tiles)};
  m.from = last_seat_;
  m.called = last_tile_.kind;
  m.tiles.assign(tiles);
  st.melds.push_back(m);
  at(last_seat_).river.back().claimed_by = seat;
  interrupt();
  actor_ = seat;
  st.has_drawn = false;
  st.drawn = kNoKind;
  if (kan) return stand_kan(seat, true, Robbable::none);
  std::size_t shown = 0;
  for (std::size_t i = 0; i < tiles.size() && shown < 2; ++i)
    if (static_cast<std::ptrdiff_t>(i) != called - tiles.begin())
      st.pon_shown[shown++] = tiles[i].kind;
  st.pon_called = last_tile_.kind;
  st.after_pon = true;
  pending_ = Pending::discard;
  // A pon after which every tile held is one 喰い替え forbids cannot be made.
  if (st.hand.fully_known()) {
    bool some = false;
    for (int k = 0; k < mahjong::kKinds && !some; ++k)
      some = st.hand.known()[static_cast<std::size_t>(k)] > 0 &&
             !discard_fault(seat, Tile{static_cast<Kind>(k), false});
    if (!some)
      return one("K133", "喰い替え: after this pon every tile " + seat_text(seat) +
                             " holds is one it may not discard");
  }
  return {};
}

std::vector<Problem> Round::ankan(int seat, const std::vector<PieceId>& pieces) {
  if (auto p = enter_kan(seat); !p.empty()) return p;
  Seat& st = at(seat);
  if (st.riichi.declared) return one("K143", "riichi is declared: its discard comes next");
  const std::vector<Tile> tiles = tiles_of(pieces);
  for (std::size_t i = 0; i < tiles.size(); ++i)
    if (tiles[i].kind == kNoKind)
      return one("K132", "a kan lies face up: name its tiles", static_cast<int>(i));
  if (tiles.size() == 1) {
    // 暗加カン: one more copy onto one's own closed kan.
    const Kind k = tiles.front().kind;
    auto it = std::find_if(st.melds.begin(), st.melds.end(), [&](const TableMeld& m) {
      return m.score.type == MeldType::closed_kan && takes_copy(m.score, k, rules_);
    });
    if (it == st.melds.end())
      return one("K136",
                 seat_text(seat) + " has no closed kan of " + tile_text(k) + " to add a copy to",
                 0);
    if (st.riichi.kind != RiichiKind::none)
      if (auto p = kan_after_riichi_fault(seat, it->score.kind, 1, k == it->score.kind ? 0 : 1))
        return {*p};
    if (auto p = take_out(seat, tiles.front(), 0)) return {*p};
    add_copy(*it, tiles.front());
    return stand_kan(seat, false, Robbable::none);
  }
  if (tiles.size() != 4) return one("K132", "a closed kan is four tiles, or one added to it");
  int bai = 0;
  const std::optional<Kind> kind = meld_kind(tiles, true, rules_, bai);
  if (!kind) return one("K132", "a kan is four of one kind (白 only as itself)");
  // [CT] forbids a closed kan of 北 only ("北の暗槓は出来ない"): a discarded 北 may be ponned and
  // made a kan like any honour.
  if (*kind == mahjong::kNorth) return one("K135", "北 is never made a closed kan");
  if (st.riichi.kind != RiichiKind::none)
    if (auto p = kan_after_riichi_fault(seat, *kind, 4, bai)) return {*p};
  for (std::size_t i = 0; i < 4; ++i)
    if (auto p = take_out(seat, tiles[i], static_cast<int>(i))) return {*p};
  TableMeld m;
  m.score = ScoreMeld{MeldType::closed_kan, *kind, 4, bai, reds(tiles)};
  m.tiles.assign(tiles);
  st.melds.push_back(m);
  last_seat_ = seat;
  last_tile_ = Tile{*kind, false};
  return stand_kan(seat, false, Robbable::closed);
}

std::vector<Problem> Round::kakan(int seat, PieceId piece) {
  if (auto p = enter_kan(seat); !p.empty()) return p;
  Seat& st = at(seat);
  if (st.riichi.kind != RiichiKind::none)
    return one("K134", seat_text(seat) + " is in riichi: its melds are closed kans only");
  const Tile t = tile_of(piece);
  if (t.kind == kNoKind) return one("K132", "an added kan's tile is named", 0);
  // Where the tile may join two melds, it joins as itself: 白 onto 白白白 before 東東東.
  const auto open_meld = [&](bool as_itself) {
    return std::find_if(st.melds.begin(), st.melds.end(), [&](const TableMeld& m) {
      const bool itself =
          m.score.kind == t.kind || (m.score.kind == kNoKind && t.kind == mahjong::kWhite);
      return m.score.type != MeldType::closed_kan && (itself || !as_itself) &&
             takes_copy(m.score, t.kind, rules_);
    });
  };
  auto it = open_meld(true);
  if (it == st.melds.end()) it = open_meld(false);
  if (it == st.melds.end())
    return one("K136",
               seat_text(seat) + " has no pon or open kan of " + tile_text(t) +
                   " to add it to (a pon with a 白 standing in is never a kan)",
               0);
  if (auto p = take_out(seat, t, 0)) return {*p};
  if (it->score.type == MeldType::pon) {
    it->score.type = MeldType::open_kan;
    it->made_by_kakan = true;
  }
  add_copy(*it, t);
  last_seat_ = seat;
  // C-7: a robbed tile counts as the meld's kind, so a 白 added to 東東東 is robbed as a 東.
  bai_robbed_as_kind_ = t.kind == mahjong::kWhite && it->score.kind != mahjong::kWhite;
  last_tile_ = bai_robbed_as_kind_ ? Tile{it->score.kind, false} : t;
  const bool robbable = !(rules_.rob_honours_only && mahjong::is_suited(t.kind));
  return stand_kan(seat, true, robbable ? Robbable::added : Robbable::none);
}

}  // namespace paipu::chinton
