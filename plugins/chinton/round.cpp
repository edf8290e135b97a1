// The setup (indicator, deal), draws and discards. Riichi is in riichi.cpp, ガリ pulls in gari.cpp,
// calls and kans in calls.cpp, wins in wins.cpp, the end without a win in hand_end.cpp.
#include <algorithm>

#include "paipu/trick/basics.hpp"
#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Counts;
using mahjong::Suit;
using mahjong::Tile;

Round::Round(Rules rules, int dealer, std::optional<Suit> wall, int live_wall)
    : rules_(rules),
      dealer_(dealer),
      suit_(wall),
      live_size_(live_wall > 0 ? live_wall : rules.live_wall),
      ledger_(mahjong::flush_wall_limits(wall.value_or(Suit::pin))) {}

int Round::reserve_left() const {
  if (live_size_ <= 0) return rules_.gari_reserve - reserve_drawn_;
  const int beside = kWallTiles - kSeats * kHandTiles - 2 - live_size_;
  return std::max(0, beside - reserve_drawn_ - 2 * kans_);
}

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

std::vector<Tile> Round::tiles_of(const std::vector<PieceId>& pieces) const {
  std::vector<Tile> out;
  out.reserve(pieces.size());
  for (PieceId p : pieces) out.push_back(tile_of(p));
  return out;
}

std::optional<Problem> Round::check_tile(Tile t, int piece) const {
  if (t.kind == kNoKind) return std::nullopt;
  const Suit s = mahjong::suit_of(t.kind);
  if (s == Suit::man && !is_gari(t.kind))
    return Problem{Severity::error, "K101",
                   tile_text(t) + " is not in this game's wall: its manzu is only 1m and 9m",
                   piece};
  if (s == Suit::honour || s == Suit::man || !suit_ || s == *suit_) return std::nullopt;
  return Problem{Severity::error, "K101",
                 tile_text(t) + " is not in this hand's wall, which is " +
                     (*suit_ == Suit::pin ? "pinzu" : "souzu") +
                     " (the Wall tag, the alternation of walls, or the first tile named)",
                 piece};
}

void Round::adopt_suit(Tile t) {
  const Suit s = mahjong::suit_of(t.kind);
  if (suit_ || (s != Suit::pin && s != Suit::sou)) return;
  // The first tile of a suit decides an untagged hand's wall; only manzu and honours were placed
  // before, whose copies are the same in either wall.
  suit_ = s;
  mahjong::Ledger fresh(mahjong::flush_wall_limits(s));
  for (int k = 0; k < mahjong::kKinds; ++k)
    for (int n = 0; n < ledger_.placed(static_cast<Kind>(k)); ++n)
      fresh.place(static_cast<Kind>(k));
  ledger_ = fresh;
}

std::optional<Problem> Round::place(Tile t, int piece) {
  if (auto p = check_tile(t, piece)) return p;
  if (t.red && !mahjong::may_be_red(t.kind))
    return Problem{Severity::error, "K101", "only a five comes red", piece};
  // Every check comes before the first change.
  const bool undecided = !suit_;
  adopt_suit(t);
  const auto refuse = [&](Problem p) {
    if (undecided) suit_.reset();
    return p;
  };
  if (t.red && red_placed_ >= rules_.red_fives)
    return refuse(Problem{Severity::error, "K101",
                          "a red five more than the wall holds (" +
                              std::to_string(rules_.red_fives) + " per suit, red_fives)",
                          piece});
  if (!ledger_.place(t.kind))
    return refuse(Problem{Severity::error, "K102",
                          "one " + tile_text(t.kind) + " more than the wall holds (" +
                              std::to_string(ledger_.limits()[t.kind]) + ")",
                          piece});
  if (t.red) ++red_placed_;
  return std::nullopt;
}

std::optional<Problem> Round::take_out(int seat, Tile t, int piece, bool unseen) {
  Seat& st = at(seat);
  if (auto p = check_tile(t, piece)) return p;
  const int known = st.hand.known()[t.kind];
  const int known_here = t.red ? st.red : known - (mahjong::may_be_red(t.kind) ? st.red : 0);
  if (known_here == 0 || (unseen && st.hand.unknown() > 0)) {
    if (st.hand.unknown() == 0)
      return Problem{
          Severity::error, "K106",
          seat_text(seat) + " does not hold " + tile_text(t) + " (its whole hand is known)", piece};
    if (auto p = place(t, piece)) return p;
    st.hand.identify(t.kind);
    if (t.red) ++st.red;
  }
  st.hand.remove(t.kind);
  if (t.red) --st.red;
  return std::nullopt;
}

std::vector<Problem> Round::enter_turn(int seat, const char* what) {
  if (phase_ == Phase::over) return one("K161", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (auto p = implied_draw(seat); !p.empty()) return p;
  if (auto p = expect_turn(seat, what)) return {*p};
  return {};
}

std::optional<Problem> Round::expect_turn(int seat, const char* what) const {
  if (phase_ == Phase::play && pending_ == Pending::discard && seat == actor_) return std::nullopt;
  return Problem{Severity::error, "K105",
                 std::string("it is not ") + seat_text(seat) + "'s turn to " + what + "; " +
                     (to_move() < 0 ? std::string("nobody") : seat_text(to_move())) + " is to move",
                 -1};
}

// --- setup -----------------------------------------------------------------------------------

std::vector<Problem> Round::indicator(PieceId piece) {
  if (chombo_ >= 0) return one("K161", "the hand ended in a チョンボ: no indicator is turned");
  const Tile t = tile_of(piece);
  if (t.kind == kNoKind) return one("K104", "an indicator lies face up: name it", 0);
  if (static_cast<int>(indicators_.size()) >= indicators_due())
    return one("K104", indicators_.empty()
                           ? "the first indicator is turned once"
                           : "an indicator with no kan to go with it: " +
                                 std::to_string(indicators_due()) + " turned already");
  if (auto p = place(t, 0)) return {*p};
  indicators_.push_back(t.kind);
  return {};
}

std::vector<Problem> Round::deal(int seat, const std::vector<PieceId>& pieces) {
  if (phase_ != Phase::setup) return one("K103", "the deal comes before play starts");
  Seat& st = at(seat);
  if (st.dealt) return one("K103", seat_text(seat) + " was already dealt");
  const int most = seat == dealer_ ? kHandTiles + 1 : kHandTiles;
  if (static_cast<int>(pieces.size()) > most)
    return one("K103", seat_text(seat) + " is dealt " + std::to_string(most) + " tiles" +
                           (seat == dealer_ ? " (the dealer, its first draw included)" : ""));
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const Tile t = tile_of(pieces[i]);
    if (t.kind == kNoKind) {
      st.hand.add_unknown();
      continue;
    }
    if (auto p = place(t, static_cast<int>(i))) return {*p};
    st.hand.add(t.kind);
    if (t.red) ++st.red;
  }
  if (seat == dealer_ && static_cast<int>(pieces.size()) == kHandTiles + 1)
    st.dealt_draw = tile_of(pieces.back()).kind;
  st.dealt = true;
  return {};
}

std::vector<Problem> Round::start_play() {
  if (indicators_.empty())
    return one("K104", "the first dora indicator is turned before play (an `indicator` line)");
  for (int s = 0; s < kSeats; ++s) {
    Seat& st = at(s);
    if (st.hand.size() >= kHandTiles) continue;
    // A short deal: tiles the record left out, or missing ones a top-up draw will bring (C-17).
    st.short_by = kHandTiles - st.hand.size();
    st.hand.add_unknown(st.short_by);
  }
  phase_ = Phase::play;
  Seat& d = at(dealer_);
  if (d.hand.size() > kHandTiles) {
    // A dealt 14th tile is the dealer's first draw.
    live_drawn_ = 1;
    d.has_drawn = true;
    pending_ = Pending::discard;
    actor_ = dealer_;
  } else {
    pending_ = Pending::claim;
    last_seat_ = (dealer_ + kSeats - 1) % kSeats;
    last_tile_ = {};
  }
  return {};
}

std::vector<Problem> Round::start_if_needed() {
  return phase_ == Phase::setup ? start_play() : std::vector<Problem>{};
}

// --- draws and discards ------------------------------------------------------------------------

void Round::interrupt() {
  for (Seat& st : seats_) st.riichi.ippatsu = false;
  calls_made_ = true;
}

void Round::close_claims(int taker) {
  if (last_tile_.kind == kNoKind || last_seat_ < 0) return;
  for (int s = 0; s < kSeats; ++s) {
    Seat& st = at(s);
    if (s == last_seat_ || s == taker) continue;
    if (st.turns == 0 && !st.waits_known && st.hand.fully_known()) {
      // Before its first discard a seat waits on its dealt hand: a winning tile let pass then
      // makes it furiten too.
      st.waits = waits_of(s, st.hand.known(), 0);
      st.waits_known = true;
    }
    if (!st.waits_known || !st.waits.kinds.contains(last_tile_.kind)) continue;
    // A closed kan, or a pulled 1m or 9m, is let pass only by a 国士無双, the one hand that may
    // take it.
    const WinHow how = robbable_ == Robbable::pulled ? WinHow::pulled : WinHow::robbed;
    if (pending_ == Pending::replacement && only_orphans_take(how, last_tile_.kind)) {
      Counts with = st.hand.known();
      mahjong::add(with, last_tile_.kind);
      const int bai = with[mahjong::kWhite];
      with[mahjong::kWhite] = 0;
      if (!is_orphans(with, bai, suit_.value_or(Suit::pin))) continue;
    }
    // C-14 spares only a wait nobody noticed, which the record cannot show: by default an open
    // riichi's pass is furiten as a closed one's (CT-9).
    if (st.riichi.kind == RiichiKind::open && rules_.open_riichi_pass_unnoticed) continue;
    st.passed.insert(last_tile_.kind);
    if (st.riichi.kind != RiichiKind::none) st.riichi.passed_win = true;
  }
}

bool Round::implies_draw(int seat) const {
  return phase_ == Phase::play &&
         ((pending_ == Pending::claim && seat == (last_seat_ + 1) % kSeats) ||
          (pending_ == Pending::replacement && seat == actor_));
}

std::vector<Problem> Round::implied_draw(int seat) {
  return implies_draw(seat) ? take_draw(seat, kUnknownPiece) : std::vector<Problem>{};
}

std::vector<Problem> Round::take_draw(int seat, PieceId piece) {
  const bool replacement = pending_ == Pending::replacement;
  const bool reserve = replacement && replacement_from_reserve_;
  if (reserve && reserve_left() <= 0)
    return one("K107", live_size_ > 0
                           ? "the tiles beside the live wall are used up: no ガリ "
                             "replacement is left"
                           : "the ガリ reserve is empty (" + std::to_string(rules_.gari_reserve) +
                                 " tiles, gari_reserve)");
  if (!reserve && live_left() == 0)
    return one("K107", replacement ? "the live wall is empty: the kan found no replacement, and "
                                     "the hand is drawn (`draw-game`)"
                                   : "the live wall is empty: the hand is drawn (`draw-game`)");
  const Tile t = tile_of(piece);
  if (t.kind != kNoKind)
    if (auto p = place(t, 0)) return {*p};
  Seat& st = at(seat);
  // A kan that may not be robbed was let pass by nobody (an open kan's discard was, at its call).
  if (!replacement || robbable_ != Robbable::none) close_claims(-1);
  if (reserve) {
    ++reserve_drawn_;
    if (st.mispull == 1) st.mispull = 2;
  } else {
    ++live_drawn_;
  }
  if (replacement && !reserve) interrupt();
  bai_robbed_as_kind_ = false;
  if (t.kind != kNoKind) {
    st.hand.add(t.kind);
    if (t.red) ++st.red;
  } else {
    st.hand.add_unknown();
  }
  st.drawn = t.kind;
  st.drawn_red = t.red;
  st.drawn_unseen = t.kind == kNoKind;
  st.has_drawn = true;
  st.rinshan = replacement && !reserve;
  st.last_live = !replacement && live_left() == 0;
  pending_ = Pending::discard;
  robbable_ = Robbable::none;
  actor_ = seat;
  return {};
}

bool Round::may_top_up(int seat) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  return pending_ == Pending::discard && actor_ == seat && st.turns == 0 && st.short_by > 0;
}

std::vector<Problem> Round::top_up(int seat, PieceId piece) {
  if (live_left() == 0)
    return one("K107", "the live wall is empty: nothing is left to top up with");
  const Tile t = tile_of(piece);
  if (t.kind != kNoKind)
    if (auto p = place(t, 0)) return {*p};
  // The top-up stands for one of the tiles the deal was padded with; the drawn tile stays the one
  // a tsumogiri throws.
  Seat& st = at(seat);
  --st.short_by;
  ++live_drawn_;
  if (t.kind == kNoKind) return {};
  st.hand.add_unknown(-1);
  st.hand.add(t.kind);
  if (t.red) ++st.red;
  return {};
}

std::vector<Problem> Round::draw(int seat, PieceId tile) {
  if (phase_ == Phase::over) return one("K161", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (implies_draw(seat)) return take_draw(seat, tile);
  if (may_top_up(seat)) return top_up(seat, tile);
  return one("K105", "it is not " + seat_text(seat) + "'s turn to draw; " + seat_text(to_move()) +
                         " is to move");
}

std::optional<Problem> Round::ippatsu_bai_fault(int seat, int piece) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (st.riichi.kind == RiichiKind::none || !st.riichi.ippatsu || st.drawn != mahjong::kWhite)
    return std::nullopt;
  return Problem{Severity::error, "K147",
                 seat_text(seat) +
                     " drew 白 on its 一発 turn: a full wildcard that wins; not winning shows the "
                     "riichi false (a チョンボ: `chombo`)",
                 piece};
}

std::optional<Problem> Round::discard_fault(int seat, Tile t) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  const auto err = [](const char* code, std::string m) {
    return Problem{Severity::error, code, std::move(m), 0};
  };
  if (st.riichi.kind != RiichiKind::none && !st.riichi.declared && st.has_drawn &&
      st.drawn != kNoKind && (t.kind != st.drawn || t.red != st.drawn_red))
    return err("K142", seat_text(seat) + " is in riichi: it discards the tile it drew, " +
                           tile_text(Tile{st.drawn, st.drawn_red}));
  if (auto p = ippatsu_bai_fault(seat, 0)) return p;
  if (st.after_pon) {
    const Kind a = st.pon_shown[0], b = st.pon_shown[1];
    const Kind called = st.pon_called;
    const bool honour = mahjong::is_honour(called);
    bool bad = false;
    if (!honour) {
      bad = t.kind == called;
    } else if (a == mahjong::kWhite && b == mahjong::kWhite) {
      // Two 白 shown: the discard may not pair with the called tile.
      bad = called == mahjong::kWhite ? mahjong::is_honour(t.kind)
                                      : (t.kind == called || t.kind == mahjong::kWhite);
    } else {
      const Kind kind = a == mahjong::kWhite ? b : a;
      bad = t.kind == kind || t.kind == mahjong::kWhite;
    }
    if (bad)
      return err("K133", "喰い替え: after its pon of " + tile_text(called) + ", " +
                             seat_text(seat) + " may not discard " + tile_text(t.kind) +
                             ", which makes a triplet with the two tiles it showed");
  }
  return std::nullopt;
}

std::vector<Problem> Round::discard(int seat, PieceId piece, bool tsumogiri) {
  if (auto p = enter_turn(seat, "discard"); !p.empty()) return p;
  Seat& st = at(seat);
  Tile t = tile_of(piece);
  if (tsumogiri) {
    if (!st.has_drawn) return one("K106", seat_text(seat) + " has not just drawn a tile");
    if (t.kind != kNoKind && st.drawn != kNoKind && (t.kind != st.drawn || t.red != st.drawn_red))
      return one("K106",
                 seat_text(seat) + " drew " + tile_text(Tile{st.drawn, st.drawn_red}) + ", not " +
                     tile_text(t),
                 0);
    if (t.kind == kNoKind) t = {st.drawn, st.drawn_red};
  }
  if (t.kind == kNoKind) return one("K106", "a discard lies face up: name the tile", 0);
  if (auto p = discard_fault(seat, t)) return {*p};
  const bool declaring = st.riichi.declared;
  if (declaring && st.riichi.kind == RiichiKind::open && !rules_.furiten_open_riichi) {
    mahjong::KindSet refused = st.discarded;
    refused.insert(t.kind);
    if (open_riichi_waits(seat, t).intersects(refused))
      return one("K146", seat_text(seat) +
                             "'s open riichi is furiten (a winning tile among its discards): "
                             "not allowed (furiten_open_riichi = forbidden)");
  }
  // The tile drawn goes, by tsumogiri or in a riichi that stands: when that draw was not seen, the
  // discard names it, and a copy the hand was known to hold stays.
  const bool drawn_goes = tsumogiri || (st.riichi.kind != RiichiKind::none && !declaring);
  const bool unseen = drawn_goes && st.has_drawn && st.drawn_unseen;
  // Nothing below fails but take_out, which changes nothing when it does.
  if (auto p = take_out(seat, t, 0, unseen)) return {*p};
  std::vector<Problem> out;
  st.river.push_back({t, tsumogiri, declaring, -1});
  st.discarded.insert(t.kind);
  st.passed = {};
  late_indicators_.clear();
  if (st.riichi.kind != RiichiKind::none && !declaring) st.riichi.ippatsu = false;
  ++st.turns;
  st.has_drawn = false;
  st.drawn = kNoKind;
  st.after_pon = false;
  st.rinshan = false;
  st.waits_known = st.hand.fully_known();
  if (st.waits_known) st.waits = waits_of(seat, st.hand.known(), 0);
  if (declaring) {
    st.riichi.declared = false;
    st.riichi.ippatsu = true;
    st.riichi.waits = st.waits;
    if (st.waits_known && st.riichi.waits.empty())
      out.push_back({Severity::warning, "K141",
                     seat_text(seat) + " declares riichi on a hand that is not ready: a false "
                                       "riichi, a チョンボ once it shows",
                     -1});
    else if (st.waits_known && st.riichi.kind == RiichiKind::open &&
             !shows_the_wait(seat, st.hand.known()))
      out.push_back({Severity::warning, "K145",
                     seat_text(seat) +
                         "'s open riichi does not show its wait: the hidden tiles are not complete "
                         "groups that leave the shown ones giving every wait",
                     -1});
  }
  pending_ = Pending::claim;
  last_seat_ = seat;
  last_tile_ = t;
  actor_ = -1;
  return out;
}

mahjong::Waits Round::waits_of(int seat, const Counts& naturals, int bai) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  std::array<ScoreMeld, 4> melds{};
  for (std::size_t i = 0; i < st.melds.size(); ++i) melds[i] = st.melds[i].score;
  Counts nat = naturals;
  int b = bai + nat[mahjong::kWhite];
  nat[mahjong::kWhite] = 0;
  return waits(nat, b, std::span<const ScoreMeld>(melds.data(), st.melds.size()), rules_,
               suit_.value_or(Suit::pin), &ledger_.limits());
}

}  // namespace paipu::chinton
