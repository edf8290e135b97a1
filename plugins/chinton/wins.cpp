// Wins: ron on a discard, a double ron, robbing an added tile (or, for 国士無双, a closed kan),
// taking a pulled ガリ, tsumo and mixed-tsumo; the checks every win passes (a winning hand with a
// yaku, no furiten, no dead hand or mis-pull) and its value.
#include <algorithm>

#include "paipu/mahjong/claims.hpp"
#include "problems.hpp"
#include "round.hpp"

namespace paipu::chinton {

using mahjong::Counts;
using mahjong::Tile;

namespace {

// A hand's 白 apart from its naturals, as scoring takes them.
void split_bai(Counts& hand, int& bai) {
  bai = hand[mahjong::kWhite];
  hand[mahjong::kWhite] = 0;
}

// The dealer's dealt 14th tile while it has not yet discarded: its first draw.
Kind first_draw(const Seat& st) {
  return st.turns == 0 ? st.dealt_draw : kNoKind;
}

}  // namespace

// Whether 14 concealed tiles are 国士無双 (the only hand that robs a closed kan), 白 standing for
// a missing honour.
bool is_orphans(const mahjong::Counts& naturals, int bai, mahjong::Suit suit) {
  mahjong::WinRules r;
  r.standard = false;
  r.orphans = mahjong::flush_orphans(suit);
  r.wild_scope = mahjong::WildScope::honours;
  r.wild_face = mahjong::kWhite;
  return mahjong::is_complete(mahjong::Hand{naturals, bai, 0}, r);
}

std::optional<Problem> Round::shown_hand(int seat, const std::vector<PieceId>& shown, bool tsumo,
                                         Counts& hand, int& red) {
  Seat& st = at(seat);
  if (shown.empty()) {
    if (!st.hand.fully_known())
      return Problem{Severity::error, "K156",
                     "the winner's hand is not all known: show it on the win line", -1};
    hand = st.hand.known();
    red = st.red;
    return std::nullopt;
  }
  std::vector<Tile> tiles = tiles_of(shown);
  // A tsumo may leave out the drawn tile when the draw named it.
  if (tsumo && st.has_drawn && st.drawn != kNoKind &&
      static_cast<int>(tiles.size()) == st.hand.size() - 1)
    tiles.push_back({st.drawn, st.drawn_red});
  if (static_cast<int>(tiles.size()) != st.hand.size())
    return Problem{Severity::error, "K156",
                   seat_text(seat) + " holds " + std::to_string(st.hand.size()) +
                       " concealed tiles; " + std::to_string(shown.size()) + " are shown",
                   -1};
  hand = {};
  red = 0;
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i].kind == kNoKind)
      return Problem{Severity::error, "K156", "a tile shown at a win is named",
                     static_cast<int>(i)};
    mahjong::add(hand, tiles[i].kind);
    red += tiles[i].red ? 1 : 0;
  }
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (hand[static_cast<std::size_t>(k)] < st.hand.known()[static_cast<std::size_t>(k)])
      return Problem{
          Severity::error, "K156",
          seat_text(seat) + " holds " + tile_text(static_cast<Kind>(k)) + ", which is not shown",
          -1};
  // Red and plain fives are matched apart, whatever order the line writes them in: a known red
  // five is shown red, and only the tiles past the known ones of their face were unseen.
  if (red < st.red)
    return Problem{Severity::error, "K156",
                   seat_text(seat) + " holds a red five, which is not shown red", -1};
  Counts plain_seen{}, red_seen{};
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    const Kind k = tiles[i].kind;
    const int known_red = mahjong::may_be_red(k) ? st.red : 0;
    const int seen = ++(tiles[i].red ? red_seen : plain_seen)[k];
    if (seen <= (tiles[i].red ? known_red : st.hand.known()[k] - known_red)) continue;
    if (st.hand.unknown() == 0)
      return Problem{Severity::error, "K156",
                     seat_text(seat) + " holds no other " + tile_text(tiles[i]),
                     static_cast<int>(i)};
    if (auto p = place(tiles[i], static_cast<int>(i))) return p;
    st.hand.identify(k);
  }
  st.red = red;
  return std::nullopt;
}

Win Round::ron_win(int seat, const Counts& hand, int red) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  Win w;
  w.seat = seat;
  w.from = last_seat_;
  w.how = pending_ == Pending::claim      ? WinHow::ron
          : robbable_ == Robbable::pulled ? WinHow::pulled
                                          : WinHow::robbed;
  w.hand = hand;
  mahjong::add(w.hand, last_tile_.kind);
  split_bai(w.hand, w.bai);
  w.red = red + (last_tile_.red ? 1 : 0);
  w.winning = last_tile_.kind;
  w.houtei = pending_ == Pending::claim && live_left() == 0;
  w.ippatsu = st.riichi.kind != RiichiKind::none && st.riichi.ippatsu;
  const Seat& d = seats_[static_cast<std::size_t>(last_seat_)];
  // The discard that declares riichi is not yet riichi.
  const bool discarder_in_riichi =
      d.riichi.kind != RiichiKind::none &&
      !(pending_ == Pending::claim && !d.river.empty() && d.river.back().riichi);
  // The puller of a ガリ pays as a discarder would (C-10, C-11), so it deals in as well.
  w.dealt_into_open =
      st.riichi.kind == RiichiKind::open && !st.riichi.declared && !discarder_in_riichi;
  return w;
}

Win Round::tsumo_win(int seat, const Counts& hand, int red, Kind winning, bool mixed) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  Win w;
  w.seat = seat;
  w.how = WinHow::tsumo;
  w.mixed = mixed;
  w.hand = hand;
  split_bai(w.hand, w.bai);
  w.red = red;
  w.winning = winning;
  const bool riichi = st.riichi.kind != RiichiKind::none;
  w.ippatsu = riichi && st.riichi.ippatsu;
  w.full_wild = w.ippatsu && st.drawn == mahjong::kWhite;
  w.rinshan = st.rinshan;
  w.haitei = st.last_live;
  // A pull interrupts the first go-around only by option, and then as a call (Round::nuki).
  const bool first = st.turns == 0 && !calls_made_;
  w.tenhou = first && seat == dealer_;
  w.chiihou = first && seat != dealer_;
  return w;
}

WinValue Round::value_of(const Win& w, int honba) const {
  const Seat& st = seats_[static_cast<std::size_t>(w.seat)];
  std::array<ScoreMeld, 4> melds{};
  for (std::size_t i = 0; i < st.melds.size(); ++i) melds[i] = st.melds[i].score;
  WinSituation s;
  s.wall = suit_.value_or(mahjong::Suit::pin);
  s.concealed = w.hand;
  s.bai = w.bai;
  s.red = w.red;
  s.melds = std::span<const ScoreMeld>(melds.data(), st.melds.size());
  s.winning = w.winning;
  s.winning_full_wild = w.full_wild;
  s.how = w.how;
  s.seat_wind = static_cast<Kind>(mahjong::kEast + mahjong::turns_after(dealer_, w.seat, kSeats));
  s.dealer = w.seat == dealer_;
  s.honba = honba;
  s.riichi = st.riichi.kind;
  s.double_riichi = st.riichi.is_double;
  s.ippatsu = w.ippatsu;
  s.rinshan = w.rinshan;
  s.haitei = w.haitei;
  s.houtei = w.houtei;
  s.tenhou = w.tenhou;
  s.chiihou = w.chiihou;
  s.dealt_into_open_riichi = w.dealt_into_open;
  for (const Tile& t : st.pulled)
    if (is_gari(t.kind)) mahjong::add(s.pulled, t.kind);
  // A robbed kan turns no indicator; the late ones of kan_dora = after_discard are not turned yet.
  trick::InlineList<Kind, 8> turned, under;
  for (std::size_t i = 0; i < indicators_.size(); ++i) {
    if (std::find(late_indicators_.begin(), late_indicators_.end(), static_cast<int>(i)) !=
        late_indicators_.end())
      continue;
    turned.push_back(indicators_[i]);
    if (i < ura_.size()) under.push_back(ura_[i]);
  }
  s.indicators = std::span<const Kind>(turned.begin(), turned.end());
  if (st.riichi.kind != RiichiKind::none) s.ura = std::span<const Kind>(under.begin(), under.end());
  if (!w.mixed) return evaluate_win(s, rules_);
  // 手中和了: the winning tile that gives the lowest total.
  WinValue lowest;
  for (int k = 0; k < mahjong::kKinds; ++k) {
    const bool held = k == mahjong::kWhite ? w.bai > 0 : w.hand[static_cast<std::size_t>(k)] > 0;
    if (!held) continue;
    s.winning = static_cast<Kind>(k);
    WinValue v = evaluate_win(s, rules_);
    if (v.complete && (!lowest.complete || v.total < lowest.total)) lowest = std::move(v);
  }
  return lowest;
}

long long Round::self_draw_points(int seat, const Counts& hand, int red, Kind wait,
                                  int honba) const {
  if (seats_[static_cast<std::size_t>(seat)].dead) return 0;
  Counts with = hand;
  mahjong::add(with, wait);
  Win w = tsumo_win(seat, with, red, wait, false);
  w.rinshan = w.haitei = w.tenhou = w.chiihou = false;
  const WinValue v = value_of(w, honba);
  return v.complete && v.has_yaku ? (kSeats - 1) * v.total : 0;
}

bool Round::only_orphans_take(WinHow how, Kind tile) const {
  // C-10, C-11: 国士無双 robs a closed kan and takes any pulled ガリ; 四喜和 takes only a pulled
  // 北.
  return (how == WinHow::robbed && robbable_ == Robbable::closed) ||
         (how == WinHow::pulled && tile != mahjong::kNorth);
}

std::optional<Problem> Round::win_fault(const Win& w) const {
  const Seat& st = seats_[static_cast<std::size_t>(w.seat)];
  const auto err = [](const char* code, std::string m) {
    return Problem{Severity::error, code, std::move(m), -1};
  };
  if (st.dead) return err("K152", "its hand is dead (和了放棄): it may not win");
  if (st.mispull != 0) return err("K121", "its mis-pull is not put right (`fix-pull`)");
  if (only_orphans_take(w.how, w.winning) &&
      !is_orphans(w.hand, w.bai, suit_.value_or(mahjong::Suit::pin)))
    return w.how == WinHow::robbed
               ? err("K153", "only 国士無双 robs a closed kan")
               : err("K154", "only 国士無双 takes a pulled 1m or 9m (C-10, C-11)");
  const WinValue v = value_of(w, 0);
  if (!v.complete && w.how == WinHow::robbed && bai_robbed_as_kind_)
    return err("K153", "the 白 added to a meld of " + tile_text(w.winning) + " is robbed as " +
                           tile_text(w.winning) + " (C-7), and this hand does not wait on it");
  if (!v.complete)
    return w.how == WinHow::pulled
               ? err("K154",
                     "a pulled ガリ is taken only by 国士無双, or (北) by 四喜和, and this hand is "
                     "neither")
               : err("K150",
                     "not a winning hand (four melds and a pair, 七対子 or 国士無双, and no ガリ "
                     "but in 国士無双 and 四喜和)");
  if (!v.has_yaku) return err("K150", "a winning hand with no yaku");
  if (w.how == WinHow::tsumo) return std::nullopt;
  // Furiten: its waits before the winning tile against what it refused.
  Counts before = w.hand;
  int bai = w.bai;
  if (w.winning == mahjong::kWhite)
    --bai;
  else
    mahjong::add(before, w.winning, -1);
  mahjong::add(before, mahjong::kWhite, bai);
  const mahjong::Waits wt = waits_of(w.seat, before, 0);
  if (st.riichi.passed_win)
    return err("K151", "furiten: in riichi, it let a winning tile pass earlier");
  if (wt.kinds.intersects(st.discarded))
    return err("K151", "furiten: a winning tile is among its own discards");
  if (wt.kinds.intersects(st.passed))
    return err("K151", "furiten: it let a winning tile pass since its last discard");
  return std::nullopt;
}

std::optional<Problem> Round::ron_fault(int seat, Win& out) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (!st.hand.fully_known()) return Problem{Severity::error, "K156", "the hand is not known", -1};
  out = ron_win(seat, st.hand.known(), st.red);
  return win_fault(out);
}

std::optional<Problem> Round::tsumo_fault(int seat, Win& out) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (!st.hand.fully_known() || st.after_pon)
    return Problem{Severity::error, "K156", "the hand is not known", -1};
  out = tsumo_win(seat, st.hand.known(), st.red, st.drawn == kNoKind ? first_draw(st) : st.drawn,
                  false);
  return win_fault(out);
}

std::vector<Problem> Round::finish_win(const Win& w) {
  Seat& st = at(w.seat);
  if (w.how == WinHow::ron && wins_.empty()) at(w.from).river.back().claimed_by = w.seat;
  std::vector<Problem> out;
  if (w.how == WinHow::robbed && wins_.empty()) {
    --kans_;  // a robbed kan never stands, so it turns no indicator
    if (static_cast<int>(indicators_.size()) > indicators_due()) {
      indicators_.pop_back();
      out.push_back({Severity::warning, "K155",
                     "the indicator turned after " + seat_text(w.from) +
                         "'s kan does not count: the kan is robbed, and a robbed kan never "
                         "stands (its ron follows the kan directly)",
                     -1});
    }
  }
  st.revealed = true;
  wins_.push_back(w);
  phase_ = Phase::over;
  return out;
}

std::vector<Problem> Round::refuse_win(int seat, Problem p) {
  if (p.code != "K150" || !wins_.empty()) return {p};
  p.severity = Severity::warning;
  p.message += ": a false win (誤ロン, 誤ツモ), a チョンボ; `chombo` follows";
  chombo_due_ = seat;
  phase_ = Phase::over;
  return {p};
}

std::vector<Problem> Round::ron(int seat, const std::vector<PieceId>& shown) {
  if (phase_ == Phase::over) {
    // A double ron: the farther seat's claim on the same tile.
    if (wins_.size() != 1 || wins_.front().how == WinHow::tsumo || chombo_ >= 0)
      return one("K158", "the hand is over: only a second ron on the same tile may follow a ron");
    const Win& first = wins_.front();
    if (seat == first.seat || seat == first.from)
      return one("K158", seat_text(seat) + " cannot win on this tile again");
    if (mahjong::turns_after(first.from, seat, kSeats) <
        mahjong::turns_after(first.from, first.seat, kSeats))
      return one("K158", "in a double ron the nearer winner after the discarder comes first");
  } else {
    if (phase_ == Phase::play && pending_ == Pending::replacement && !replacement_from_reserve_ &&
        robbable_ == Robbable::none && seat != actor_)
      return one("K153",
                 "this kan may not be robbed: only a tile added to a pon or an open kan "
                 "(明加カン) is, not a 暗加カン or a kan of a discard");
    if (phase_ != Phase::play || seat == last_seat_ || last_tile_.kind == kNoKind ||
        !(pending_ == Pending::claim ||
          (pending_ == Pending::replacement && robbable_ != Robbable::none)))
      return one("K131",
                 "there is no discard, added kan tile or pulled ガリ of another seat to "
                 "win on");
  }
  Counts hand;
  int red = 0;
  if (auto p = shown_hand(seat, shown, false, hand, red)) return {*p};
  Win w = ron_win(seat, hand, red);
  if (phase_ == Phase::over) {
    w.how = wins_.front().how;
    w.from = wins_.front().from;
  }
  if (auto p = win_fault(w)) {
    p->message = seat_text(seat) + " wins on " + tile_text(w.winning) + ": " + p->message;
    return refuse_win(seat, *p);
  }
  return finish_win(w);
}

std::vector<Problem> Round::tsumo(int seat, const std::vector<PieceId>& shown, bool mixed) {
  if (auto p = enter_turn(seat, "win by tsumo"); !p.empty()) return p;
  Seat& st = at(seat);
  if (!st.has_drawn || st.after_pon)
    return one("K156",
               seat_text(seat) + " has drawn no tile to win on (a claimed tile wins by ron)");
  // A riichi declared with no discard after it has not stood yet (below), so its seat is not in
  // riichi and may win with the tile mixed in.
  if (mixed && st.riichi.kind != RiichiKind::none && !st.riichi.declared)
    return one("K157", seat_text(seat) + " is in riichi: no mixed-tsumo");
  Counts hand;
  int red = 0;
  if (auto p = shown_hand(seat, shown, true, hand, red)) return {*p};
  Kind winning = st.drawn;
  if (winning == kNoKind && !shown.empty()) winning = tile_of(shown.back()).kind;
  if (winning == kNoKind) winning = first_draw(st);
  // A riichi stands with its discard (the seed: until the next discard or kan it may be chosen
  // again, or not made), so a win before that discard is a win without it.
  const Riichi declared = st.riichi;
  if (declared.declared) st.riichi = Riichi{};
  const Win w = tsumo_win(seat, hand, red, winning, mixed);
  if (auto p = win_fault(w)) {
    st.riichi = declared;
    p->message = seat_text(seat) + " wins by tsumo: " + p->message;
    return refuse_win(seat, *p);
  }
  std::vector<Problem> out = finish_win(w);
  if (declared.declared)
    out.push_back({Severity::warning, "K159",
                   seat_text(seat) +
                       "'s riichi, declared with no discard after it, does not stand: the win is "
                       "scored without it (a riichi is made with its discard)",
                   -1});
  return out;
}

}  // namespace paipu::chinton
