// The setup (dice, wall, indicator, deal), draws, discards, reveals and the drawn end. Calls and
// wins are in calls.cpp.
#include <algorithm>

#include "paipu/mahjong/claims.hpp"
#include "paipu/trick/basics.hpp"
#include "problems.hpp"
#include "round.hpp"

namespace paipu::wenzhou {

namespace {

using mahjong::Counts;

}  // namespace

Round::Round(Rules rules, int dealer)
    : rules_(rules),
      dealer_(dealer),
      wall_(kWallTiles, kStopLeft,
            rules.replacement_from_tail ? mahjong::ReplacementFrom::tail
                                        : mahjong::ReplacementFrom::front),
      ledger_(mahjong::uniform_limits(4)) {}

int Round::to_move() const {
  switch (phase_) {
    case Phase::setup:
      return dealer_;
    case Phase::over:
      return -1;
    case Phase::play:
      break;
  }
  return pending_ == Pending::claim ? (last_seat_ + 1) % kSeats : actor_;
}

std::optional<Problem> Round::place(Kind k, int piece) {
  if (ledger_.place(k)) return std::nullopt;
  return Problem{Severity::error, "W116",
                 "a 5th " + tile_text(k) + ": all four copies are already in the record", piece};
}

std::optional<Problem> Round::take_out(int seat, Kind k, int piece, bool unseen) {
  Seat& st = at(seat);
  if (unseen && st.hand.unknown() > 0) {
    if (auto p = place(k, piece)) return p;
    st.hand.identify(k);
  }
  const bool known = st.hand.known()[k] > 0;
  if (!st.hand.may_hold(k))
    return Problem{
        Severity::error, "W122",
        seat_text(seat) + " does not hold " + tile_text(k) + " (its whole hand is known)", piece};
  if (!known)
    if (auto p = place(k, piece)) return p;
  st.hand.remove(k);
  return std::nullopt;
}

// --- setup -----------------------------------------------------------------------------------

std::vector<Problem> Round::dice(int seat, int a, int b) {
  if (phase_ != Phase::setup) return one("W101", "the dice are rolled before play starts");
  if (a < 1 || a > 6 || b < 1 || b > 6) return one("W102", "a die shows 1 to 6");
  if (dice_.dealer_roll == 0) {
    if (seat != dealer_) return one("W103", "the dealer, " + seat_text(dealer_) + ", rolls first");
    dice_.dealer_roll = a + b;
    dice_.breaker = mahjong::seat_counted(dealer_, a + b, kSeats);
    return {};
  }
  if (dice_.breaker_roll != 0) return one("W101", "the dice are rolled twice a hand");
  if (seat != dice_.breaker)
    return one("W104", "the dealer's " + std::to_string(dice_.dealer_roll) + " counts to " +
                           seat_text(dice_.breaker) + " (the dealer as 1), who rolls next");
  dice_.breaker_roll = a + b;
  const int pos = dice_.indicator_position(rules_.outer_first);
  if (wall_shown_ && wilds_.known() &&
      wall_tiles_[static_cast<std::size_t>(pos)] != wilds_.indicator)
    return one("W105", "by the dice the indicator is the wall's tile " + std::to_string(pos + 1) +
                           ", " + tile_text(wall_tiles_[static_cast<std::size_t>(pos)]));
  wall_.set_indicator(pos);
  return {};
}

std::vector<Problem> Round::wall(const std::vector<PieceId>& tiles) {
  if (phase_ != Phase::setup) return one("W101", "the wall is shown before play starts");
  if (wall_shown_) return one("W106", "the wall was already shown");
  if (tiles.size() != static_cast<std::size_t>(kWallTiles))
    return one("W106", "the wall holds 136 tiles in drawing order; " +
                           std::to_string(tiles.size()) + " given");
  Counts c{};
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] >= mahjong::kKinds)
      return one("W106", "every tile of a shown wall is known", static_cast<int>(i));
    mahjong::add(c, static_cast<Kind>(tiles[i]));
  }
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (c[static_cast<std::size_t>(k)] != 4)
      return one("W107", "the wall holds " + std::to_string(c[static_cast<std::size_t>(k)]) +
                             " of " + tile_text(static_cast<Kind>(k)) + "; each tile has 4 copies");
  for (std::size_t i = 0; i < tiles.size(); ++i) wall_tiles_[i] = static_cast<Kind>(tiles[i]);
  wall_shown_ = true;
  return {};
}

std::vector<Problem> Round::indicator(PieceId tile) {
  if (phase_ != Phase::setup) return one("W101", "the indicator is shown before play starts");
  if (wilds_.known()) return one("W108", "the indicator was already shown");
  if (tile >= mahjong::kKinds) return one("W108", "the indicator lies face up: name it", 0);
  const auto k = static_cast<Kind>(tile);
  if (dice_.breaker_roll > 0 && wall_shown_) {
    const int pos = dice_.indicator_position(rules_.outer_first);
    if (wall_tiles_[static_cast<std::size_t>(pos)] != k)
      return one("W105",
                 "by the dice the indicator is the wall's tile " + std::to_string(pos + 1) + ", " +
                     tile_text(wall_tiles_[static_cast<std::size_t>(pos)]),
                 0);
  }
  if (auto p = place(k, 0)) return {*p};
  wilds_.indicator = k;
  return {};
}

Counts Round::dealt_share(int seat) const {
  Counts c{};
  if (!wall_shown_) return c;
  for (int b = 0; b < 16; ++b) {
    const int i = b % kSeats;
    const int to = rules_.deal_reverse ? (dealer_ - i + kSeats) % kSeats : (dealer_ + i) % kSeats;
    if (to != seat) continue;
    for (std::size_t j = 0; j < 4; ++j)
      mahjong::add(c, wall_tiles_[4 * static_cast<std::size_t>(b) + j]);
  }
  if (seat == dealer_) mahjong::add(c, wall_tiles_[64]);
  return c;
}

std::vector<Problem> Round::deal(int seat, const std::vector<PieceId>& tiles) {
  if (phase_ != Phase::setup) return one("W101", "the deal comes before play starts");
  Seat& st = at(seat);
  if (st.dealt) return one("W109", seat_text(seat) + " was already dealt");
  const int most = seat == dealer_ ? kHandTiles + 1 : kHandTiles;
  if (static_cast<int>(tiles.size()) > most)
    return one("W110", seat_text(seat) + " is dealt " + std::to_string(most) + " tiles" +
                           (seat == dealer_ ? " (the dealer)" : ""));
  const Counts share = dealt_share(seat);
  Counts known{};
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] >= mahjong::kKinds) {
      st.hand.add_unknown();
      continue;
    }
    const auto k = static_cast<Kind>(tiles[i]);
    mahjong::add(known, k);
    if (wall_shown_ && known[k] > share[k])
      return one("W111",
                 "by the wall " + seat_text(seat) + " is dealt " + std::to_string(share[k]) + " " +
                     tile_text(k),
                 static_cast<int>(i));
    if (auto p = place(k, static_cast<int>(i))) return {*p};
    st.hand.add(k);
  }
  st.dealt = true;
  return {};
}

std::vector<Problem> Round::start_play() {
  if (!wilds_.known())
    return one("W112", "the 財神 indicator is shown before play (an `indicator` line)");
  for (int s = 0; s < kSeats; ++s) {
    Seat& st = at(s);
    const int size = s == dealer_ ? kHandTiles + 1 : kHandTiles;
    st.hand.add_unknown(size - st.hand.size());
    if (!wall_shown_) continue;
    const Counts share = dealt_share(s);
    for (int k = 0; k < mahjong::kKinds; ++k)
      for (int n = st.hand.known()[static_cast<std::size_t>(k)];
           n < share[static_cast<std::size_t>(k)]; ++n) {
        st.hand.identify(static_cast<Kind>(k));
        if (auto p = place(static_cast<Kind>(k), -1)) return {*p};
      }
  }
  for (int i = 0; i < kDealt; ++i) wall_.draw();
  phase_ = Phase::play;
  pending_ = Pending::discard;
  actor_ = dealer_;
  return {};
}

std::vector<Problem> Round::start_if_needed() {
  return phase_ == Phase::setup ? start_play() : std::vector<Problem>{};
}

// --- draws and discards ------------------------------------------------------------------------

Kind Round::next_wall_tile(bool replacement) const {
  if (!wall_shown_) return kNoKind;
  const int pos = replacement ? wall_.next_replacement() : wall_.next_draw();
  return pos < 0 ? kNoKind : wall_tiles_[static_cast<std::size_t>(pos)];
}

std::vector<Problem> Round::take_draw(int seat, PieceId tile, bool replacement) {
  // Every check comes before the first change (WenzhouHand::apply relies on it).
  if (wall_.exhausted())
    return one("W114", "the wall is at its end (" + std::to_string(wall_.left()) +
                           " left): the hand is drawn, or " +
                           (replacement ? "no kan can be replaced" : "someone claims the discard"));
  const int pos = replacement ? wall_.next_replacement() : wall_.next_draw();
  Kind k = tile < mahjong::kKinds ? static_cast<Kind>(tile) : kNoKind;
  if (wall_shown_) {
    const Kind w = wall_tiles_[static_cast<std::size_t>(pos)];
    if (k != kNoKind && k != w) return one("W115", "the wall gives " + tile_text(w) + " here", 0);
    k = w;
  }
  if (k != kNoKind)
    if (auto p = place(k, 0)) return {*p};
  if (!replacement) note_passed_pons(-1);
  if (replacement)
    wall_.replacement();
  else
    wall_.draw();
  Seat& st = at(seat);
  if (k != kNoKind)
    st.hand.add(k);
  else
    st.hand.add_unknown();
  st.drawn = k;
  st.has_drawn = true;
  pending_ = Pending::discard;
  actor_ = seat;
  return {};
}

bool Round::implies_draw(int seat) const {
  return (pending_ == Pending::claim && seat == (last_seat_ + 1) % kSeats) ||
         ((pending_ == Pending::replacement || pending_ == Pending::rob) && seat == actor_);
}

std::vector<Problem> Round::implied_draw(int seat) {
  if (pending_ == Pending::claim && seat == (last_seat_ + 1) % kSeats)
    return take_draw(seat, kUnknownPiece, false);
  if ((pending_ == Pending::replacement || pending_ == Pending::rob) && seat == actor_)
    return take_draw(seat, kUnknownPiece, true);
  return {};
}

std::vector<Problem> Round::draw(int seat, PieceId tile) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (pending_ == Pending::claim && seat == (last_seat_ + 1) % kSeats)
    return take_draw(seat, tile, false);
  if ((pending_ == Pending::replacement || pending_ == Pending::rob) && seat == actor_)
    return take_draw(seat, tile, true);
  return one("W117", "it is not " + seat_text(seat) + "'s turn to draw; " + seat_text(to_move()) +
                         " is to move");
}

void Round::note_passed_pons(int taker) {
  // Only the pass rule reads what was let go by.
  if (rules_.pon_after_pass) return;
  if (last_seat_ < 0 || last_tile_ >= mahjong::kKinds || wilds_.is_caishen(last_tile_)) return;
  const Kind face = wilds_.face(last_tile_);
  for (int s = 0; s < kSeats; ++s) {
    if (s == last_seat_ || s == taker) continue;
    // The naturals that play as the discard's kind: that kind itself, or the 白 standing for it.
    const Counts& held = seat(s).hand.known();
    int same = 0;
    for (const Kind k : {face, mahjong::kWhite}) {
      if (k == mahjong::kWhite && face == mahjong::kWhite) break;  // counted already
      if (!wilds_.is_caishen(k) && wilds_.face(k) == face) same += held[k];
    }
    if (same >= 2) at(s).passed_pons.insert(face);
  }
}

std::optional<Problem> Round::expect_turn(int seat, const char* what) const {
  if (pending_ == Pending::discard && seat == actor_) return std::nullopt;
  return Problem{Severity::error, "W118",
                 std::string("it is not ") + seat_text(seat) + "'s turn to " + what + "; " +
                     seat_text(to_move()) + " is to move",
                 -1};
}

int Round::seen_honour_count(Kind k, int seat) const {
  int n = 0;
  for (int t = 0; t < kSeats; ++t) {
    if (rules_.seen == SeenHonours::others_rivers && t == seat) continue;
    for (const mahjong::RiverTile& r : seats_[static_cast<std::size_t>(t)].river)
      // A called discard left the river: only rivers_and_melds counts it.
      if (r.tile.kind == k && (r.claimed_by < 0 || rules_.seen == SeenHonours::rivers_and_melds))
        ++n;
    if (rules_.seen == SeenHonours::rivers_and_melds)
      for (const mahjong::Meld& m : seats_[static_cast<std::size_t>(t)].melds)
        if (m.kind == wilds_.face(k) && m.type != mahjong::MeldType::chi) ++n;
  }
  return n;
}

std::optional<Problem> Round::discard_fault(int seat, Kind tile) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  const Counts& held = st.hand.known();
  const auto who = [&] { return seat_text(seat) + " discards " + tile_text(tile); };
  if (wilds_.is_caishen(tile)) {
    for (int k = 0; k < mahjong::kKinds; ++k)
      if (k != tile && held[static_cast<std::size_t>(k)] > 0)
        return Problem{Severity::error, "W130",
                       who() + ", a 財神, while its hand holds other tiles (" +
                           tile_text(static_cast<Kind>(k)) +
                           " among them): a 財神 goes only from a hand of nothing but 財神",
                       0};
    return std::nullopt;
  }
  if (!st.hand.fully_known()) return std::nullopt;
  // Honours for the order: 白 is one when the kind it plays as is (or always, by option).
  const auto honour = [&](Kind k) {
    if (wilds_.is_caishen(k)) return false;
    if (k == mahjong::kWhite) return rules_.bai_honour_always || mahjong::is_honour(wilds_.face(k));
    return mahjong::is_honour(k);
  };
  trick::InlineList<Kind, 7> loose, loose_seen;
  // No number tile is an honour for the order, so only the honours are looked at.
  for (int i = mahjong::kEast; i < mahjong::kKinds; ++i) {
    const auto k = static_cast<Kind>(i);
    if (!honour(k) || held[k] != 1) continue;
    loose.push_back(k);
    if (seen_honour_count(k, seat) > 0) loose_seen.push_back(k);
  }
  const auto listed = [](const trick::InlineList<Kind, 7>& ks) {
    std::string s;
    for (Kind k : ks) {
      if (!s.empty()) s += ", ";
      s += tile_text(k);
    }
    return s;
  };
  const auto in = [&](const trick::InlineList<Kind, 7>& ks) {
    return std::find(ks.begin(), ks.end(), tile) != ks.end();
  };
  if (!loose_seen.empty() && !in(loose_seen))
    return Problem{Severity::error, "W131",
                   who() + " while it holds a loose honour already discarded (" +
                       listed(loose_seen) + "): that goes first",
                   0};
  if (!loose.empty() && !honour(tile))
    return Problem{Severity::error, "W132",
                   who() + ", a number tile, while it holds a loose honour (" + listed(loose) +
                       "): loose honours go before number tiles",
                   0};
  if (!loose.empty() && !rules_.pair_honour_discard && !in(loose))
    return Problem{Severity::error, "W133",
                   who() + " from a pair while it holds a loose honour (" + listed(loose) +
                       "): a loose honour goes first (pair_honour_discard = forbidden)",
                   0};
  return std::nullopt;
}

// Every check comes before the first change, the left-out draw apart (WenzhouHand::apply relies
// on it).
std::vector<Problem> Round::discard(int seat, PieceId tile, bool tsumogiri) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (auto p = implied_draw(seat); !p.empty()) return p;
  if (auto p = expect_turn(seat, "discard")) return {*p};
  Seat& st = at(seat);
  Kind k = tile < mahjong::kKinds ? static_cast<Kind>(tile) : kNoKind;
  if (tsumogiri) {
    if (!st.has_drawn) return one("W120", seat_text(seat) + " has not just drawn a tile");
    if (k != kNoKind && st.drawn != kNoKind && k != st.drawn)
      return one("W121", seat_text(seat) + " drew " + tile_text(st.drawn) + ", not " + tile_text(k),
                 0);
    if (k == kNoKind) k = st.drawn;
  }
  if (k == kNoKind) return one("W119", "a discard lies face up: name the tile", 0);
  if (auto p = discard_fault(seat, k)) return {*p};
  // A tsumogiri of a draw not seen names that draw: the copies the hand was known to hold stay.
  if (auto p = take_out(seat, k, 0, tsumogiri && st.drawn == kNoKind)) return {*p};
  st.river.push_back({mahjong::Tile{k, false}, tsumogiri, false, -1});
  st.passed_pons = {};  // a new go-around for this seat
  ++st.turns;
  just_called_ = false;
  st.has_drawn = false;
  st.drawn = kNoKind;
  pending_ = Pending::claim;
  last_seat_ = seat;
  last_tile_ = k;
  actor_ = -1;
  return {};
}

// --- the end -----------------------------------------------------------------------------------

std::vector<Problem> Round::draw_game() {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  // Without the breaker's roll the indicator's place is not known: it may have stopped the draw
  // with up to 2 × (12 + 1) tiles left, so any end from there to 16 left is accepted.
  const bool unknown_stop = dice_.breaker_roll == 0 && wall_.left() <= kMostLeftAtIndicator;
  if (phase_ != Phase::play || pending_ != Pending::claim || !(wall_.exhausted() || unknown_stop))
    return one("W170", "the hand is drawn only when the wall is at its end; " +
                           std::to_string(wall_.left()) + " tiles are left, " +
                           std::to_string(std::max(0, wall_.left() - kStopLeft)) +
                           " of them to draw or fewer if the indicator comes first");
  phase_ = Phase::over;
  return {};
}

std::vector<Problem> Round::reveal(int seat, const std::vector<PieceId>& tiles) {
  if (phase_ != Phase::over) return one("W160", "a reveal comes after the hand ends");
  Seat& st = at(seat);
  Counts shown{};
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] >= mahjong::kKinds)
      return one("W161", "a revealed tile is named", static_cast<int>(i));
    const auto k = static_cast<Kind>(tiles[i]);
    mahjong::add(shown, k);
    if (shown[k] <= st.hand.known()[k]) continue;
    if (!st.hand.identify(k))
      return one("W161", seat_text(seat) + " cannot hold another " + tile_text(k),
                 static_cast<int>(i));
    if (auto p = place(k, static_cast<int>(i))) return {*p};
  }
  st.revealed = true;
  return {};
}

int Round::caishen_held(int s) const {
  const Seat& st = seats_[static_cast<std::size_t>(s)];
  if (!st.hand.fully_known() && !st.revealed) return -1;
  return wilds_.known() ? st.hand.known()[wilds_.indicator] : 0;
}

}  // namespace paipu::wenzhou
