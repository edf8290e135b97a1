// Legal moves, the random deal (the wall's suit, the first indicator and the three hands) and the
// natural policy of `paipu generate`. The record has no wall: a draw may be any tile the record
// has not shown every copy of, and a generated draw takes one in proportion to the copies left.
#include <algorithm>
#include <random>

#include "chinton.hpp"
#include "hand.hpp"

namespace paipu::chinton {

namespace {

using mahjong::Counts;
using mahjong::Tile;

// The live wall of a generated hand: 108 less the deal, the ガリ reserve, and room for five
// indicators with their ura (the first and one per kan, four at most in practice).
int generated_live(const Rules& rules) {
  return kWallTiles - kSeats * kHandTiles - rules.gari_reserve - 10;
}

// Every tile a seat of unknown or known hand may hold, as pieces (a red five apart).
template <class F>
bool each_tile(const Round& r, const Seat& st, F&& f) {
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const auto kind = static_cast<Kind>(k);
    const int plain = st.hand.known()[kind] - (mahjong::may_be_red(kind) ? st.red : 0);
    const bool unknown = st.hand.unknown() > 0 && r.copies_unshown(kind) > 0;
    if ((plain > 0 || unknown) && !f(Tile{kind, false})) return false;
    const bool red_known = st.red > 0 && st.hand.known()[kind] > 0;
    if (mahjong::may_be_red(kind) && (red_known || (unknown && r.reds_unshown() > 0)) &&
        !f(Tile{kind, true}))
      return false;
  }
  return true;
}

// A discard that leaves `seat`'s known hand ready (a red five only when no plain one is held), or
// kNoKind. For an open riichi with `furiten_open_riichi = forbidden`, one that leaves it furiten
// does not count.
Tile ready_discard(const Round& r, int seat, bool open = false) {
  const Seat& st = r.seat(seat);
  if (!st.hand.fully_known()) return Tile{};
  const bool unfuriten = open && !r.rules().furiten_open_riichi;
  Counts rest = st.hand.known();
  for (int k = 0; k < mahjong::kKinds; ++k) {
    if (rest[static_cast<std::size_t>(k)] == 0) continue;
    mahjong::add(rest, static_cast<Kind>(k), -1);
    const mahjong::Waits waits = r.waits_of(seat, rest, 0);
    mahjong::add(rest, static_cast<Kind>(k));
    mahjong::KindSet refused = st.discarded;
    refused.insert(static_cast<Kind>(k));
    if (waits.empty() || (unfuriten && waits.kinds.intersects(refused))) continue;
    const auto kind = static_cast<Kind>(k);
    const bool plain = !mahjong::may_be_red(kind) || st.hand.known()[kind] > st.red;
    return Tile{kind, !plain};
  }
  return Tile{};
}

// The tiles an open riichi shows when it is made with the discard `t`: all the hand keeps, red
// fives as held (showing more than the wait is always allowed).
std::vector<PieceId> shown_after(const Seat& st, const Tile& t) {
  Counts rest = st.hand.known();
  mahjong::add(rest, t.kind, -1);
  int reds = st.red - (t.red ? 1 : 0);
  std::vector<PieceId> shown;
  for (int k = 0; k < mahjong::kKinds; ++k)
    for (int n = rest[static_cast<std::size_t>(k)]; n > 0; --n) {
      const bool red = mahjong::may_be_red(static_cast<Kind>(k)) && reds > 0;
      reds -= red ? 1 : 0;
      shown.push_back(piece_of(Tile{static_cast<Kind>(k), red}));
    }
  return shown;
}

// A tile nobody has seen yet, drawn in proportion to the copies left (the first such kind
// without `rng`).
PieceId unshown_tile(const Round& r, std::mt19937_64* rng) {
  std::vector<int> left(mahjong::kKinds);
  for (int k = 0; k < mahjong::kKinds; ++k)
    left[static_cast<std::size_t>(k)] = r.copies_unshown(static_cast<Kind>(k));
  const auto first = std::find_if(left.begin(), left.end(), [](int n) { return n > 0; });
  if (first == left.end()) return kUnknownPiece;
  if (rng == nullptr) return static_cast<PieceId>(first - left.begin());
  std::discrete_distribution<int> pick(left.begin(), left.end());
  return static_cast<PieceId>(pick(*rng));
}

// The tiles the record has not shown, less those the indicators still owed and the ura under
// every indicator will show: what draws may still bring. With the live wall's size unknown a hand
// may run until every tile is shown, and a riichi win must still be able to turn its ura.
int spare_tiles(const Round& r) {
  const int owed = r.indicators_due() - static_cast<int>(r.indicators().size());
  return r.tiles_unshown() - std::max(0, owed) - r.indicators_due();
}

// A kan's indicator is not yet turned (and a tile is left to turn). Not while the kan may still be
// robbed: a robbed kan never stands, so it turns none.
bool indicator_owed(const Round& r) {
  const bool robbable = r.pending() == Pending::replacement &&
                        (r.robbable() == Robbable::added || r.robbable() == Robbable::closed);
  return r.phase() != Phase::setup && r.chombo_seat() < 0 && !robbable &&
         static_cast<int>(r.indicators().size()) < r.indicators_due() &&
         unshown_tile(r, nullptr) != kUnknownPiece;
}

bool accepted(const std::vector<Problem>& problems) {
  return std::none_of(problems.begin(), problems.end(),
                      [](const Problem& p) { return p.severity == Severity::error; });
}

}  // namespace

bool ChintonHand::visit_turn_moves(const std::function<bool(const Event&)>& visit) const {
  const Round& r = round_;
  const int s = r.actor();
  const Seat& st = r.seat(s);
  const auto trial = [&](const Event& e) {
    ChintonHand probe(*this);
    return accepted(probe.dispatch(e));
  };
  Win w;
  // A riichi declared is made with its discard: a win first would withdraw it (Round::tsumo).
  const bool tsumo = st.has_drawn && !st.riichi.declared && !r.tsumo_fault(s, w);
  if (tsumo && !visit(seat_event(s, kTsumo))) return false;
  // A riichi seat that drew 白 on its 一発 turn and cannot win shows its riichi false.
  if (!tsumo && st.riichi.kind != RiichiKind::none && st.riichi.ippatsu &&
      st.drawn == mahjong::kWhite)
    return visit(seat_event(s, kChombo));
  if (st.hand.fully_known() && !st.riichi.declared) {
    const Counts& held = st.hand.known();
    // A pull needs a tile left to replace it.
    const bool replaceable = spare_tiles(r) > 0;
    for (Kind g : {mahjong::kind_of(mahjong::Suit::man, 1), mahjong::kind_of(mahjong::Suit::man, 9),
                   mahjong::kNorth}) {
      const Event e = seat_event(s, kNuki, {g});
      if (replaceable && held[g] > 0 && trial(e) && !visit(e)) return false;
    }
    for (int k = 0; k < mahjong::kKinds; ++k) {
      const auto kind = static_cast<Kind>(k);
      if (held[kind] >= 4) {
        const Event e = seat_event(s, kAnkan, std::vector<PieceId>(4, kind));
        if (trial(e) && !visit(e)) return false;
      }
      if (held[kind] == 0) continue;
      for (const TableMeld& m : st.melds) {
        if (m.score.kind != kind || m.score.copies >= 8) continue;
        const Event e =
            seat_event(s, m.score.type == mahjong::MeldType::closed_kan ? kAnkan : kKakan, {kind});
        if (trial(e) && !visit(e)) return false;
      }
    }
    // Riichi only on a hand some discard leaves ready: a false riichi is a チョンボ. One open
    // riichi stands for the many ways to show a hand: the whole hand its discard keeps.
    const Tile ready = st.riichi.kind == RiichiKind::none ? ready_discard(r, s) : Tile{};
    if (ready.kind != kNoKind) {
      const Event closed = seat_event(s, kRiichi);
      if (trial(closed) && !visit(closed)) return false;
      // Only a forbidden furiten open riichi may need another discard.
      const Tile t = r.rules().furiten_open_riichi ? ready : ready_discard(r, s, true);
      if (t.kind != kNoKind) {
        const Event open = seat_event(s, kOpenRiichi, shown_after(st, t));
        if (trial(open) && !visit(open)) return false;
      }
    }
  }
  // The riichi discard leaves the hand ready: a false riichi is a mistake, not a move. An open
  // one must also leave the shown tiles giving the wait, and not be furiten where that is
  // forbidden (K145, K146).
  const bool must_stay_ready = st.riichi.declared && st.hand.fully_known();
  const bool open_declared = must_stay_ready && st.riichi.kind == RiichiKind::open;
  return each_tile(r, st, [&](const Tile& t) {
    if (r.discard_fault(s, t)) return true;
    const Event discard = seat_event(s, kDiscard, {piece_of(t)});
    if (must_stay_ready) {
      Counts rest = st.hand.known();
      mahjong::add(rest, t.kind, -1);
      if (r.waits_of(s, rest, 0).empty()) return true;
    }
    if (open_declared) {
      ChintonHand probe(*this);
      if (!probe.dispatch(discard).empty()) return true;
    }
    return visit(discard);
  });
}

bool ChintonHand::visit_claims(const std::function<bool(const Event&)>& visit) const {
  const Round& r = round_;
  const int d = r.last_seat();
  const bool tile_lies =
      r.last_tile() != kNoKind && (r.pending() == Pending::claim || r.robbable() != Robbable::none);
  if (tile_lies) {
    for (int i = 1; i < kSeats; ++i) {
      const int s = (d + i) % kSeats;
      Win w;
      if (!r.ron_fault(s, w) && !visit(seat_event(s, kRon))) return false;
    }
  }
  if (r.pending() == Pending::claim && r.last_tile() != kNoKind) {
    const Kind t = r.last_tile();
    const PieceId called = piece_of(Tile{t, r.seat(d).river.back().tile.red});
    for (int i = 1; i < kSeats; ++i) {
      const int s = (d + i) % kSeats;
      const Seat& st = r.seat(s);
      if (st.riichi.kind != RiichiKind::none || st.dead) continue;
      const int held = st.hand.known()[t] - (mahjong::may_be_red(t) ? st.red : 0);
      if (held >= 2) {
        const Event pon = seat_event(s, kPon, {called, t, t});
        ChintonHand probe(*this);
        if (accepted(probe.dispatch(pon)) && !visit(pon)) return false;
      }
      if (held >= 3) {
        const Event kan = seat_event(s, kKan, {called, t, t, t});
        ChintonHand probe(*this);
        if (accepted(probe.dispatch(kan)) && !visit(kan)) return false;
      }
    }
  }
  const int drawer = r.pending() == Pending::claim ? (d + 1) % kSeats : r.actor();
  const bool from_live = !(r.pending() == Pending::replacement && r.robbable() == Robbable::pulled);
  if (from_live && r.live_left() == 0) return visit(seat_event(-1, kDrawGame));
  // With the live wall's size unknown the record may end the hand after any discard or kan.
  const bool may_end = r.pending() == Pending::claim
                           ? r.last_tile() != kNoKind
                           : from_live && r.robbable() != Robbable::pulled;
  if (from_live && r.live_left() < 0 && may_end && !visit(seat_event(-1, kDrawGame))) return false;
  // Any tile the record has not shown every copy of may come, while draws may still bring one.
  if (spare_tiles(r) <= 0) return true;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const auto kind = static_cast<Kind>(k);
    if (r.copies_unshown(kind) <= 0) continue;
    if (!visit(seat_event(drawer, kDraw, {kind}))) return false;
  }
  return true;
}

void ChintonHand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  // The legal moves of a hand in setup are those after it.
  if (round_.phase() == Phase::setup) {
    ChintonHand started(*this);
    if (!started.round_.start_if_needed().empty()) return;
    started.visit_legal_moves(visit);
    return;
  }
  const Round& r = round_;
  // A kan's indicator may be turned at any time before the next kan or the end of the hand: until
  // it is, no move that ends the hand or makes a kan is offered.
  const bool owed = indicator_owed(r);
  if (owed && !visit(seat_event(-1, kIndicator, {unshown_tile(r, nullptr)}))) return;
  if (owed) {
    const std::function<bool(const Event&)> before_indicator = [&](const Event& e) {
      switch (e.verb) {
        case kRon:
        case kTsumo:
        case kMixedTsumo:
        case kKan:
        case kAnkan:
        case kKakan:
        case kDrawGame:
          return true;
        default:
          return visit(e);
      }
    };
    visit_open_moves(before_indicator);
    return;
  }
  visit_open_moves(visit);
}

void ChintonHand::visit_open_moves(const std::function<bool(const Event&)>& visit) const {
  const Round& r = round_;
  if (r.phase() == Phase::over) {
    if (r.chombo_owed()) {
      visit(seat_event(r.chombo_due_seat(), kChombo));
      return;
    }
    if (!ura_owed() || indicator_owed(r)) return;
    // One ura per indicator: the first kinds the record has copies left of.
    std::vector<PieceId> ura;
    for (int k = 0; k < mahjong::kKinds && ura.size() < r.indicators().size(); ++k)
      for (int n = r.copies_unshown(static_cast<Kind>(k));
           n > 0 && ura.size() < r.indicators().size(); --n)
        ura.push_back(static_cast<PieceId>(k));
    visit(seat_event(-1, kUra, ura));
    return;
  }
  if (r.pending() == Pending::discard) {
    visit_turn_moves(visit);
    return;
  }
  visit_claims(visit);
}

std::vector<Event> ChintonHand::sample_deal(std::uint64_t seed) const {
  std::mt19937_64 rng(seed);
  const mahjong::Suit suit =
      setup_.wall.value_or(rng() % 2 == 0 ? mahjong::Suit::pin : mahjong::Suit::sou);
  const mahjong::CopyLimits limits = mahjong::flush_wall_limits(suit);
  std::vector<PieceId> wall;
  for (int k = 0; k < mahjong::kKinds; ++k) wall.insert(wall.end(), limits[k], PieceId(k));
  const Kind five = mahjong::kind_of(suit, 5);
  auto first_five = std::find(wall.begin(), wall.end(), PieceId{five});
  for (int i = 0; i < rules_.red_fives; ++i) *(first_five + i) = piece_of(Tile{five, true});
  std::shuffle(wall.begin(), wall.end(), rng);
  std::vector<Event> out{seat_event(-1, kIndicator, {wall.back()})};
  const int dealer = setup_.dealer.seat;
  std::size_t next = 0;
  for (int i = 0; i < kSeats; ++i) {
    const int s = (dealer + i) % kSeats;
    const std::size_t n = s == dealer ? kHandTiles + 1 : kHandTiles;
    out.push_back(seat_event(s, kDeal,
                             {wall.begin() + static_cast<std::ptrdiff_t>(next),
                              wall.begin() + static_cast<std::ptrdiff_t>(next + n)}));
    next += n;
  }
  return out;
}

// A player's choice: always win, pon now and then, kan and pull when it can, declare riichi when
// ready, and discard the tile with the fewest neighbours; draws are random, in proportion to the
// copies not yet shown; the hand is drawn once the live wall of a generated hand is used up.
bool ChintonHand::sample_move(std::mt19937_64& rng, Event& out) const {
  // A hand in setup moves as it would once started.
  if (round_.phase() == Phase::setup) {
    ChintonHand started(*this);
    return started.round_.start_if_needed().empty() && started.sample_move(rng, out);
  }
  const Round& r = round_;
  if (indicator_owed(r)) {
    out = seat_event(-1, kIndicator, {unshown_tile(r, &rng)});
    return true;
  }
  if (r.phase() == Phase::over) {
    if (!ura_owed()) return false;
    std::vector<int> left(mahjong::kKinds);
    std::vector<PieceId> ura;
    for (std::size_t i = 0; i < r.indicators().size(); ++i) {
      for (int k = 0; k < mahjong::kKinds; ++k)
        left[static_cast<std::size_t>(k)] = r.copies_unshown(static_cast<Kind>(k));
      for (PieceId p : ura) --left[p];
      std::discrete_distribution<int> pick(left.begin(), left.end());
      ura.push_back(static_cast<PieceId>(pick(rng)));
    }
    out = seat_event(-1, kUra, ura);
    return true;
  }
  std::vector<Event> moves = legal_moves();
  if (moves.empty()) return false;
  for (const Event& e : moves)
    if (e.verb == kRon || e.verb == kTsumo) {
      out = e;
      return true;
    }
  std::uniform_real_distribution<double> u(0.0, 1.0);
  if (r.phase() == Phase::play && r.pending() != Pending::discard) {
    for (const Event& e : moves)
      if ((e.verb == kPon || e.verb == kKan) && u(rng) < 0.3) {
        out = e;
        return true;
      }
    const bool reserve = r.pending() == Pending::replacement && r.robbable() == Robbable::pulled;
    if (!reserve && r.live_left() < 0 && r.live_drawn() >= generated_live(rules_) &&
        (r.pending() == Pending::claim || r.robbable() == Robbable::none)) {
      out = seat_event(-1, kDrawGame);
      return true;
    }
    std::vector<int> weights;
    std::vector<const Event*> draws;
    for (const Event& e : moves) {
      // With the live wall's size unknown, draw-game is always listed: a generated hand ends it
      // where its own live wall does (above).
      if (e.verb == kDrawGame && r.live_left() >= 0) {
        out = e;
        return true;
      }
      if (e.verb != kDraw) continue;
      draws.push_back(&e);
      weights.push_back(r.copies_unshown(static_cast<Kind>(e.pieces.front())));
    }
    if (draws.empty()) return false;
    std::discrete_distribution<int> pick(weights.begin(), weights.end());
    out = *draws[static_cast<std::size_t>(pick(rng))];
    return true;
  }
  const Seat& st = r.seat(r.actor());
  const Counts& held = st.hand.known();
  const auto keep = [&](Kind k) {
    int score = 3 * (held[k] - 1) + (k == mahjong::kWhite ? 6 : 0);
    if (mahjong::is_suited(k))
      for (int dk = -2; dk <= 2; ++dk) {
        const int n = mahjong::number_of(k) + dk;
        if (dk != 0 && n >= 1 && n <= 9) score += held[static_cast<Kind>(k + dk)] > 0 ? 1 : 0;
      }
    return score;
  };
  // The riichi discard keeps the hand ready (and an open riichi's shown tiles: the same discard).
  if (st.riichi.declared)
    if (const Tile t = ready_discard(r, r.actor(), st.riichi.kind == RiichiKind::open);
        t.kind != kNoKind) {
      out = seat_event(r.actor(), kDiscard, {piece_of(t)});
      return true;
    }
  const Event* best = nullptr;
  int best_score = 0;
  // A kan turns an indicator, and a riichi win an ura under each: a player keeps tiles enough in
  // the wall for them (the record could not show an ura the wall does not hold).
  // With the live wall's size known, the moves offer a kan only while it has them (K108).
  const int beside_walls = r.tiles_unshown() - r.reserve_left() - std::max(0, r.live_left());
  const bool room_for_kan = r.live_left() >= 0 || beside_walls >= 2 * (r.indicators_due() + 1);
  // Riichi goes open on a wait of three kinds or more, which the others can hardly play around.
  const auto goes_open = [&](const Event& e) {
    Counts shown{};
    for (PieceId p : e.pieces) mahjong::add(shown, tile_of(p).kind);
    return r.waits_of(r.actor(), shown, 0).kinds.size() >= 3;
  };
  for (const Event& e : moves) {
    if ((e.verb == kAnkan || e.verb == kKakan) && !room_for_kan) continue;
    if (e.verb == kRiichi) {
      const auto open = std::find_if(moves.begin(), moves.end(),
                                     [](const Event& m) { return m.verb == kOpenRiichi; });
      out = open != moves.end() && goes_open(*open) ? *open : e;
      return true;
    }
    if (e.verb == kNuki || e.verb == kAnkan || e.verb == kKakan) {
      out = e;
      return true;
    }
    if (e.verb != kDiscard) continue;
    const int score = keep(tile_of(e.pieces.front()).kind);
    if (best == nullptr || score < best_score) {
      best = &e;
      best_score = score;
    }
  }
  if (best == nullptr) return false;
  out = *best;
  return true;
}

}  // namespace paipu::chinton
