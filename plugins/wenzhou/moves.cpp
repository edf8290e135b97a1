// Legal moves, the random deal (dice, the whole wall, the indicator, the four hands) and the
// natural policy of `paipu generate`.
#include <algorithm>
#include <numeric>
#include <random>

#include "hand.hpp"
#include "paipu/mahjong/calls.hpp"
#include "paipu/mahjong/claims.hpp"
#include "paipu/mahjong/wall.hpp"
#include "wenzhou.hpp"

namespace paipu::wenzhou {

namespace {

using mahjong::Counts;

// The tile held that plays as `face`: itself, or 白 for the indicator's kind; kNoKind when only
// 財神 are of that kind.
Kind natural_of(Kind face, const Wilds& w) {
  if (!w.is_caishen(face)) return face == mahjong::kWhite && w.known() ? kNoKind : face;
  return face == mahjong::kWhite ? kNoKind : mahjong::kWhite;
}

// What a hand may call with, by the kind each tile plays as: no 財神, 白 as the indicator's kind.
Counts usable(const Counts& held, const Wilds& w) {
  Counts u{};
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const auto kind = static_cast<Kind>(k);
    if (!w.is_caishen(kind)) mahjong::add(u, w.face(kind), held[kind]);
  }
  return u;
}

}  // namespace

void WenzhouHand::visit_legal_moves(const std::function<bool(const Event&)>& visit) const {
  Round r = round_;
  if (r.phase() == Phase::setup && !r.start_if_needed().empty()) return;
  if (r.phase() != Phase::play) return;
  if (r.pending() == Pending::discard) {
    visit_turn_moves(r, visit);
    return;
  }
  visit_claims(r, visit);
}

bool WenzhouHand::visit_turn_moves(const Round& r,
                                   const std::function<bool(const Event&)>& visit) const {
  const int s = r.actor();
  const Seat& st = r.seat(s);
  const Wilds& w = r.wilds();
  const Counts& held = st.hand.known();
  // A self-draw needs a drawn tile, or the dealer's dealt hand (天胡); a claimed tile wins by ron.
  const bool dealt_hand = s == r.dealer() && st.turns == 0;
  if (st.hand.fully_known() && (st.has_drawn || dealt_hand)) {
    const WinValue v = r.win_value(s, held, st.drawn, WinHow::tsumo);
    if (!r.win_fault(s, v, WinHow::tsumo) && !visit(seat_event(s, kTsumo))) return false;
  }
  if (!r.wall_state().exhausted() && !r.just_called()) {
    const Counts u = usable(held, w);
    for (Kind face : mahjong::concealed_kans(u))
      if (!visit(seat_event(s, kAnkan, std::vector<PieceId>(4, natural_of(face, w))))) return false;
    for (Kind face : mahjong::added_kans(u, st.melds))
      if (!visit(seat_event(s, kKakan, {natural_of(face, w)}))) return false;
  }
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const auto kind = static_cast<Kind>(k);
    // An unknown tile may be any kind the record has not shown four times.
    const bool may_hold = held[kind] > 0 || (st.hand.unknown() > 0 && r.copies_unshown(kind) > 0);
    if (!may_hold || r.discard_fault(s, kind)) continue;
    if (!visit(seat_event(s, kDiscard, {kind}))) return false;
  }
  return true;
}

bool WenzhouHand::visit_claims(const Round& r,
                               const std::function<bool(const Event&)>& visit) const {
  const int d = r.last_seat();
  const Kind t = r.last_tile();
  const Wilds& w = r.wilds();
  const bool robbing = r.pending() == Pending::rob;
  if (r.pending() == Pending::claim || robbing) {
    // Wins first: a claim to win beats every call.
    for (int i = 1; i < kSeats; ++i) {
      const int s = (d + i) % kSeats;
      const Seat& st = r.seat(s);
      if (!st.hand.fully_known()) continue;
      Counts hand = st.hand.known();
      mahjong::add(hand, t);
      const WinHow how = robbing ? WinHow::robbed : WinHow::ron;
      const WinValue v = r.win_value(s, hand, t, how);
      if (!r.win_fault(s, v, how) && !visit(seat_event(s, kRon))) return false;
    }
  }
  if (r.pending() == Pending::claim && !w.is_caishen(t)) {
    const Kind face = w.face(t);
    for (int i = 1; i < kSeats; ++i) {
      const int s = (d + i) % kSeats;
      const Counts u = usable(r.seat(s).hand.known(), w);
      const Kind same = natural_of(face, w);
      const bool passed = !r.rules().pon_after_pass && r.seat(s).passed_pons.contains(face);
      if (mahjong::can_pon(face, u) && !passed && !visit(seat_event(s, kPon, {t, same, same})))
        return false;
      if (mahjong::can_open_kan(face, u) && !r.wall_state().exhausted() &&
          !visit(seat_event(s, kKan, {t, same, same, same})))
        return false;
      if (!r.rules().chi_any_seat && !mahjong::may_chi_from(s, d, kSeats)) continue;
      for (const mahjong::ChiOption& o : mahjong::chi_options(face, u)) {
        // Written as the run reads, lowest first.
        std::vector<PieceId> tiles{natural_of(o.from_hand[0], w), natural_of(o.from_hand[1], w), t};
        std::sort(tiles.begin(), tiles.end(), [&](PieceId a, PieceId b) {
          return w.face(static_cast<Kind>(a)) < w.face(static_cast<Kind>(b));
        });
        if (!visit(seat_event(s, kChi, tiles))) return false;
      }
    }
  }
  if (r.pending() == Pending::claim) {
    if (r.wall_state().exhausted()) return visit(seat_event(-1, kDrawGame));
    const Kind next = r.next_wall_tile(false);
    return visit(
        seat_event((d + 1) % kSeats, kDraw, {next == kNoKind ? kUnknownPiece : PieceId{next}}));
  }
  // After a kan: its replacement.
  const Kind next = r.next_wall_tile(true);
  return visit(seat_event(r.actor(), kDraw, {next == kNoKind ? kUnknownPiece : PieceId{next}}));
}

std::vector<Event> WenzhouHand::sample_deal(std::uint64_t seed) const {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> die(1, 6);
  const int dealer = round_.dealer();
  Event first = seat_event(dealer, kDice);
  first.numbers = {die(rng), die(rng)};
  const int breaker =
      mahjong::seat_counted(dealer, static_cast<int>(first.numbers[0] + first.numbers[1]), kSeats);
  Event second = seat_event(breaker, kDice);
  second.numbers = {die(rng), die(rng)};
  std::vector<PieceId> wall;
  for (int k = 0; k < mahjong::kKinds; ++k) wall.insert(wall.end(), 4, static_cast<PieceId>(k));
  std::shuffle(wall.begin(), wall.end(), rng);
  Dice dice;
  dice.breaker_roll = static_cast<int>(second.numbers[0] + second.numbers[1]);
  const PieceId indicator =
      wall[static_cast<std::size_t>(dice.indicator_position(rules_.outer_first))];
  std::vector<Event> out{first, second, seat_event(-1, kWallVerb, wall),
                         seat_event(-1, kIndicator, {indicator})};
  Round r(rules_, dealer);
  r.wall(wall);
  for (int s = 0; s < kSeats; ++s) {
    const Counts share = r.dealt_share(s);
    std::vector<PieceId> tiles;
    for (int k = 0; k < mahjong::kKinds; ++k)
      tiles.insert(tiles.end(), share[static_cast<std::size_t>(k)], static_cast<PieceId>(k));
    out.push_back(seat_event(s, kDeal, tiles));
  }
  return out;
}

// A player's choice: always win, call now and then, and discard the tile that has the fewest
// neighbours (a loose tile before a pair or a run), so that generated hands win as well as draw.
bool WenzhouHand::sample_move(std::mt19937_64& rng, Event& out) const {
  std::vector<Event> moves = legal_moves();
  if (moves.empty()) return false;
  for (const Event& e : moves)
    if (e.verb == kRon || e.verb == kTsumo) {
      out = e;
      return true;
    }
  std::uniform_real_distribution<double> u(0.0, 1.0);
  const Round& r = round_;
  if (r.phase() == Phase::play && r.pending() != Pending::discard) {
    for (const Event& e : moves)
      if ((e.verb == kPon || e.verb == kKan || e.verb == kChi) && u(rng) < 0.3) {
        out = e;
        return true;
      }
    out = moves.back();  // the draw, or the drawn end
    return true;
  }
  const int s = r.phase() == Phase::play ? r.actor() : r.dealer();
  const Counts& held = r.seat(s).hand.known();
  const auto keep = [&](Kind k) {
    const Kind f = r.wilds().face(k);
    int score = 3 * (held[k] - 1);
    if (mahjong::is_suited(f))
      for (int dk = -2; dk <= 2; ++dk) {
        const int n = mahjong::number_of(f) + dk;
        if (dk != 0 && n >= 1 && n <= 9) score += held[static_cast<Kind>(f + dk)] > 0 ? 1 : 0;
      }
    return score;
  };
  const Event* best = nullptr;
  int best_score = 0;
  for (const Event& e : moves) {
    if (e.verb == kAnkan || e.verb == kKakan) {
      out = e;
      return true;
    }
    if (e.verb != kDiscard) continue;
    const int score = keep(static_cast<Kind>(e.pieces.front()));
    if (best == nullptr || score < best_score) {
      best = &e;
      best_score = score;
    }
  }
  if (best == nullptr) return false;
  out = *best;
  return true;
}

}  // namespace paipu::wenzhou
