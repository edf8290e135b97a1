// Riichi and open riichi: the declaration, and what an open riichi must show.
#include <algorithm>
#include <array>
#include <optional>
#include <span>

#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Counts;
using mahjong::Tile;

namespace {

// Whether `c` (with `bai` 白 wild for honours) splits into pairs: a number pairs only its own
// kind, an honour its own kind or a 白.
bool all_pairs(const Counts& c, int bai) {
  int odd_honours = 0;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    if (k == mahjong::kWhite) continue;
    const int n = c[static_cast<std::size_t>(k)];
    if (n % 2 == 0) continue;
    if (!mahjong::is_honour(static_cast<Kind>(k))) return false;
    ++odd_honours;
  }
  return bai >= odd_honours && (bai - odd_honours) % 2 == 0;
}

// A hidden group held fixed, as a meld the waits ignore: a pon of 2m, a tile no wall here holds
// (no ガリ, no wind, no 白, no copy any hand could want).
constexpr ScoreMeld kFixedGroup{mahjong::MeldType::pon, mahjong::kind_of(mahjong::Suit::man, 2), 3,
                                0, 0};

}  // namespace

std::vector<Problem> Round::riichi(int seat, bool open, const std::vector<PieceId>& shown) {
  if (auto p = enter_turn(seat, "declare riichi"); !p.empty()) return p;
  Seat& st = at(seat);
  if (st.dead) return one("K134", seat_text(seat) + "'s hand is dead (和了放棄): no riichi");
  if (st.riichi.kind != RiichiKind::none || st.riichi.declared)
    return one("K140", seat_text(seat) + " is already in riichi");
  if (st.after_pon) return one("K140", "riichi is declared with a closed hand; this one has a pon");
  // Normal mahjong, where [CT] is silent: riichi needs a draw of one's own still to come.
  if (live_left() >= 0 && live_left() < kSeats)
    return one("K148", "riichi needs a draw of " + seat_text(seat) + "'s own still to come; the " +
                           "live wall holds " + std::to_string(live_left()));
  for (const TableMeld& m : st.melds)
    if (m.score.type != mahjong::MeldType::closed_kan)
      return one("K140",
                 "riichi is declared with a closed hand; " + seat_text(seat) + " has an open meld");
  Counts shown_counts{};
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const Tile t = tile_of(shown[i]);
    if (t.kind == kNoKind)
      return one("K144", "an open riichi's shown tiles are named", static_cast<int>(i));
    mahjong::add(shown_counts, t.kind);
    const int held = st.hand.known()[t.kind];
    if (shown_counts[t.kind] > held) {
      if (st.hand.unknown() == 0)
        return one("K144", seat_text(seat) + " shows " + tile_text(t) + ", which it does not hold",
                   static_cast<int>(i));
      if (auto p = place(t, static_cast<int>(i))) return {*p};
      st.hand.identify(t.kind);
      if (t.red) ++st.red;
    }
  }
  st.riichi.kind = open ? RiichiKind::open : RiichiKind::closed;
  st.riichi.declared = true;
  st.riichi.is_double = st.turns == 0 && !calls_made_;
  st.riichi.shown = shown_counts;
  return {};
}

bool Round::shows_the_wait(int seat, const Counts& rest) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  Counts hidden = rest;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const auto i = static_cast<std::size_t>(k);
    if (st.riichi.shown[i] > hidden[i]) return false;
    hidden[i] = static_cast<std::uint8_t>(hidden[i] - st.riichi.shown[i]);
  }
  const mahjong::Waits full = waits_of(seat, rest, 0);
  const int hidden_tiles = mahjong::total(hidden);
  if (hidden_tiles == 0) return true;
  // The others see the shown tiles and how many are hidden, not what those are: each reading of
  // the hidden count as complete groups (melds, or the pairs of a 七対子) that leaves the shown
  // tiles ready must give them the hand's wait, and the hidden tiles must be groups of one such
  // reading. So a 七対子 of 14p and honours is shown whole (the seed), where 6 hidden tiles could
  // be two melds or three pairs.
  const std::optional<mahjong::KindSet> as_melds = wait_beside_hidden_melds(seat, hidden_tiles);
  const std::optional<mahjong::KindSet> as_pairs = wait_beside_hidden_pairs(seat, hidden_tiles);
  if (as_melds && !as_melds->empty() && *as_melds != full.kinds) return false;
  if (as_pairs && !as_pairs->empty() && *as_pairs != full.kinds) return false;
  return (as_melds == full.kinds && hidden_are_melds(hidden)) ||
         (as_pairs == full.kinds && all_pairs(hidden, hidden[mahjong::kWhite]));
}

mahjong::KindSet Round::open_riichi_waits(int seat, Tile discard) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (st.hand.fully_known() && st.hand.known()[discard.kind] > 0) {
    Counts rest = st.hand.known();
    mahjong::add(rest, discard.kind, -1);
    return waits_of(seat, rest, 0).kinds;
  }
  // The rest not known (a draw or deal not seen): what the shown tiles wait on beside the hidden
  // ones read as complete groups, when the readings agree. A discard of a shown kind leaves it
  // open which tiles stay (a wrong reveal, K145, is only a warning), so nothing is read then.
  const int hidden = st.hand.size() - 1 - mahjong::total(st.riichi.shown);
  if (hidden < 0 || st.riichi.shown[discard.kind] > 0) return {};
  const std::optional<mahjong::KindSet> as_melds = wait_beside_hidden_melds(seat, hidden);
  const std::optional<mahjong::KindSet> as_pairs = wait_beside_hidden_pairs(seat, hidden);
  const bool melds_wait = as_melds && !as_melds->empty();
  const bool pairs_wait = as_pairs && !as_pairs->empty();
  if (melds_wait && pairs_wait && *as_melds != *as_pairs) return {};
  if (melds_wait) return *as_melds;
  if (pairs_wait) return *as_pairs;
  return {};
}

std::optional<mahjong::KindSet> Round::wait_beside_hidden_melds(int seat, int hidden_tiles) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  const int held = static_cast<int>(st.melds.size());
  const int fixed = held + hidden_tiles / 3;
  if (hidden_tiles % 3 != 0 || fixed > 4) return std::nullopt;
  std::array<ScoreMeld, 4> melds{};
  for (int i = 0; i < held; ++i)
    melds[static_cast<std::size_t>(i)] = st.melds[static_cast<std::size_t>(i)].score;
  for (int i = held; i < fixed; ++i) melds[static_cast<std::size_t>(i)] = kFixedGroup;
  Counts shown = st.riichi.shown;
  const int bai = shown[mahjong::kWhite];
  shown[mahjong::kWhite] = 0;
  return waits(shown, bai,
               std::span<const ScoreMeld>(melds.data(), static_cast<std::size_t>(fixed)), rules_,
               suit_.value_or(mahjong::Suit::pin), &ledger_.limits())
      .kinds;
}

std::optional<mahjong::KindSet> Round::wait_beside_hidden_pairs(int seat, int hidden_tiles) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (!st.melds.empty() || hidden_tiles % 2 != 0) return std::nullopt;
  mahjong::KindSet out;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    Counts c = st.riichi.shown;
    int bai = c[mahjong::kWhite];
    c[mahjong::kWhite] = 0;
    if (k == mahjong::kWhite)
      ++bai;
    else
      mahjong::add(c, static_cast<Kind>(k));
    if (all_pairs(c, bai) && ledger_.limits()[static_cast<std::size_t>(k)] > 0)
      out.insert(static_cast<Kind>(k));
  }
  return out;
}

bool Round::hidden_are_melds(const Counts& hidden) const {
  // A pair no hidden tile can join (no 2m or 3m exists, and 白 is no manzu) makes the check a
  // whole hand's.
  const Kind pad = hidden[0] == 0 ? Kind{0} : mahjong::kind_of(mahjong::Suit::man, 9);
  if (hidden[pad] != 0) return false;
  Counts probe = hidden;
  mahjong::add(probe, pad, 2);
  const int bai = probe[mahjong::kWhite];
  probe[mahjong::kWhite] = 0;
  mahjong::WinRules r = win_rules(rules_, suit_.value_or(mahjong::Suit::pin));
  r.all_pairs = false;
  r.orphans = {};
  r.melds = mahjong::total(hidden) / 3;
  return mahjong::is_complete(mahjong::Hand{probe, bai, 0}, r);
}

}  // namespace paipu::chinton
