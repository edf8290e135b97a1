// Calls on a discard (chi, pon, an open kan), kans from the hand, and wins.
#include <algorithm>
#include <array>

#include "paipu/mahjong/claims.hpp"
#include "paipu/trick/basics.hpp"
#include "problems.hpp"
#include "round.hpp"

namespace paipu::wenzhou {

using mahjong::Counts;
using mahjong::Meld;
using mahjong::MeldType;

namespace {

// Checks the tiles of a meld: all named, none a 財神, and their faces a sequence (chi) or one
// kind. Returns the faces through `faces`.
std::optional<Problem> meld_fault(const std::vector<PieceId>& tiles, const Wilds& wilds,
                                  bool sequence, std::vector<Kind>& faces) {
  faces.clear();
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i] >= mahjong::kKinds)
      return Problem{Severity::error, "W141", "an open meld's tiles are named",
                     static_cast<int>(i)};
    const auto k = static_cast<Kind>(tiles[i]);
    if (wilds.is_caishen(k))
      return Problem{Severity::error, "W142",
                     tile_text(k) + " is a 財神, and no chi, pon or kan may hold a 財神",
                     static_cast<int>(i)};
    faces.push_back(wilds.face(k));
  }
  const bool ok = sequence ? mahjong::is_sequence(faces) : mahjong::all_same(faces);
  if (!ok)
    return Problem{Severity::error, "W143",
                   sequence ? "a chi is a sequence of one suit (白 plays as the indicator's kind)"
                            : "a pon or kan is of one kind (白 plays as the indicator's kind)",
                   -1};
  return std::nullopt;
}

// The tiles of a meld as laid, ordered as the meld's kinds run (by the kind each plays as).
std::array<Kind, 4> laid(const std::vector<PieceId>& tiles, const Wilds& wilds) {
  std::array<Kind, 4> out{kNoKind, kNoKind, kNoKind, kNoKind};
  for (std::size_t i = 0; i < tiles.size() && i < out.size(); ++i)
    out[i] = tiles[i] < mahjong::kKinds ? static_cast<Kind>(tiles[i]) : kNoKind;
  // Four at most: an insertion sort by the kind each tile plays as.
  const std::size_t n = std::min<std::size_t>(tiles.size(), out.size());
  for (std::size_t i = 1; i < n; ++i)
    for (std::size_t j = i; j > 0 && wilds.face(out[j]) < wilds.face(out[j - 1]); --j)
      std::swap(out[j], out[j - 1]);
  return out;
}

}  // namespace

std::vector<Problem> Round::claim_meld(int seat, const std::vector<PieceId>& tiles, MeldType type) {
  if (phase_ != Phase::play || pending_ != Pending::claim || seat == last_seat_)
    return one("W150", "there is no discard of another seat to call");
  if (tiles.size() != (type == MeldType::open_kan ? 4U : 3U))
    return one("W143", "a chi or pon is three tiles, an open kan four");
  std::vector<Kind> faces;
  if (auto p = meld_fault(tiles, wilds_, type == MeldType::chi, faces)) return {*p};
  // The called tile is the discard itself; the rest come from the hand.
  const auto called = std::find(tiles.begin(), tiles.end(), PieceId{last_tile_});
  if (called == tiles.end())
    return one("W144", "the meld holds the discard it calls, " + tile_text(last_tile_));
  if (type == MeldType::open_kan && wall_.exhausted())
    return one("W145", "no kan at the wall's end: there is no replacement to draw");
  if (type == MeldType::pon && !rules_.pon_after_pass &&
      at(seat).passed_pons.contains(wilds_.face(last_tile_)))
    return one("W147", seat_text(seat) + " let a pon of " + tile_text(last_tile_) +
                           " go by since its last discard (pon_after_pass = forbidden)");
  if (type == MeldType::chi) note_passed_pons(seat);
  for (std::size_t i = 0; i < tiles.size(); ++i) {
    if (static_cast<std::ptrdiff_t>(i) == called - tiles.begin()) continue;
    if (auto p = take_out(seat, static_cast<Kind>(tiles[i]), static_cast<int>(i))) return {*p};
  }
  Meld m;
  m.type = type;
  m.kind = *std::min_element(faces.begin(), faces.end());
  m.copies = static_cast<int>(tiles.size());
  m.from = last_seat_;
  m.called = wilds_.face(last_tile_);
  at(seat).melds.push_back(m);
  at(seat).meld_tiles.push_back(laid(tiles, wilds_));
  at(last_seat_).river.back().claimed_by = seat;
  calls_made_ = true;
  actor_ = seat;
  at(seat).has_drawn = false;
  at(seat).drawn = kNoKind;
  if (type == MeldType::open_kan) {
    kan_made_ = true;
    pending_ = Pending::replacement;
  } else {
    pending_ = Pending::discard;
    just_called_ = true;
  }
  return {};
}

std::vector<Problem> Round::chi(int seat, const std::vector<PieceId>& tiles) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  if (phase_ == Phase::play && pending_ == Pending::claim && !rules_.chi_any_seat &&
      !mahjong::may_chi_from(seat, last_seat_, kSeats))
    return one("W140", seat_text(seat) + " may chi only the discard of the seat on its left, " +
                           seat_text((seat + kSeats - 1) % kSeats));
  return claim_meld(seat, tiles, MeldType::chi);
}

std::vector<Problem> Round::pon_or_kan(int seat, const std::vector<PieceId>& tiles) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  return claim_meld(seat, tiles, tiles.size() == 4 ? MeldType::open_kan : MeldType::pon);
}

std::vector<Problem> Round::ankan(int seat, const std::vector<PieceId>& tiles) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (auto p = implied_draw(seat); !p.empty()) return p;
  if (auto p = expect_turn(seat, "declare a kan")) return {*p};
  if (just_called_)
    return one("W148", seat_text(seat) + " called a discard and discards next, without a kan");
  if (wall_.exhausted())
    return one("W145", "no kan at the wall's end: there is no replacement to draw");
  const auto unseen = std::count(tiles.begin(), tiles.end(), kUnknownPiece);
  Meld m;
  m.type = MeldType::closed_kan;
  m.copies = 4;
  if (tiles.size() != 4) return one("W143", "a closed kan is four tiles (`*` where unseen)");
  if (unseen == 4) {
    if (at(seat).hand.unknown() < 4)
      return one("W122", seat_text(seat) + " does not hold four unseen tiles");
    for (int i = 0; i < 4; ++i) at(seat).hand.add_unknown(-1);
  } else {
    std::vector<Kind> faces;
    if (unseen > 0) return one("W141", "a closed kan is shown whole or not at all");
    if (auto p = meld_fault(tiles, wilds_, false, faces)) return {*p};
    for (std::size_t i = 0; i < 4; ++i)
      if (auto p = take_out(seat, static_cast<Kind>(tiles[i]), static_cast<int>(i))) return {*p};
    m.kind = faces.front();
  }
  at(seat).melds.push_back(m);
  at(seat).meld_tiles.push_back(laid(tiles, wilds_));
  at(seat).has_drawn = false;
  calls_made_ = true;
  kan_made_ = true;
  pending_ = Pending::replacement;
  return {};
}

std::vector<Problem> Round::kakan(int seat, PieceId tile) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (auto p = implied_draw(seat); !p.empty()) return p;
  if (auto p = expect_turn(seat, "declare a kan")) return {*p};
  if (just_called_)
    return one("W148", seat_text(seat) + " called a discard and discards next, without a kan");
  if (tile >= mahjong::kKinds) return one("W141", "an added kan's tile is named", 0);
  const auto k = static_cast<Kind>(tile);
  if (wilds_.is_caishen(k))
    return one("W142", tile_text(k) + " is a 財神, and no chi, pon or kan may hold a 財神", 0);
  if (wall_.exhausted())
    return one("W145", "no kan at the wall's end: there is no replacement to draw");
  auto& melds = at(seat).melds;
  const auto pon = std::find_if(melds.begin(), melds.end(), [&](const Meld& m) {
    return m.type == MeldType::pon && m.kind == wilds_.face(k);
  });
  if (pon == melds.end())
    return one("W146", seat_text(seat) + " has no pon of " + tile_text(k) + " to add it to", 0);
  if (auto p = take_out(seat, k, 0)) return {*p};
  pon->type = MeldType::added_kan;
  pon->copies = 4;
  at(seat).meld_tiles[static_cast<std::size_t>(pon - melds.begin())][3] = k;
  at(seat).has_drawn = false;
  calls_made_ = true;
  kan_made_ = true;
  pending_ = Pending::rob;
  last_seat_ = seat;
  last_tile_ = k;
  return {};
}

// --- wins --------------------------------------------------------------------------------------

WinValue Round::win_value(int seat, const Counts& hand, Kind winning, WinHow how) const {
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  WinSituation s;
  s.concealed = hand;
  s.melds = st.melds;
  s.winning = winning;
  s.how = how;
  const bool first = first_turn_win(seat, how);
  s.tenhou = first && seat == dealer_;
  s.dihu = first && seat != dealer_;
  return evaluate_win(s, wilds_, rules_);
}

bool Round::first_turn_win(int seat, WinHow how) const {
  // [WZ]'s 地胡 is any win on the dealer's first discard, a closed kan before it or not; the
  // first-draw reading follows 地和's usual "before any call".
  if (how == WinHow::ron) return on_dealers_first_discard();
  if (how != WinHow::tsumo) return false;
  const Seat& st = seats_[static_cast<std::size_t>(seat)];
  if (seat == dealer_) return st.turns == 0 && !st.has_drawn;
  return rules_.dihu_first_draw && st.turns == 0 && !calls_made_;
}

std::optional<Problem> Round::win_fault(int seat, const WinValue& v, WinHow how) const {
  const bool first_turn = first_turn_win(seat, how);
  const auto err = [](const char* code, std::string m) {
    return Problem{Severity::error, code, std::move(m), -1};
  };
  if (!v.complete)
    return err("W151", "not a winning hand: a pair and five melds, 八対, or three 財神");
  if (how != WinHow::tsumo && v.three_caishen_only && !rules_.three_caishen_ron)
    return err("W157", "three 財神 with nothing else win only by self-draw");
  if (how != WinHow::tsumo && v.caishen_single)
    return err("W158",
               "the winning tile pairs a lone 財神 (a 財神 single wait), which wins only by "
               "self-draw");
  if (v.three_caishen_only && first_turn && !rules_.three_caishen_first_turn)
    return err("W159", "three 財神 with nothing else cannot win as 天胡 or 地胡");
  return std::nullopt;
}

std::optional<Problem> Round::show_hand(int seat, const std::vector<PieceId>& shown, Counts& hand) {
  Seat& st = at(seat);
  if (shown.empty()) {
    if (!st.hand.fully_known())
      return Problem{Severity::error, "W152",
                     "the winner's hand is not all known: show it on the win line", -1};
    hand = st.hand.known();
    return std::nullopt;
  }
  if (static_cast<int>(shown.size()) != st.hand.size())
    return Problem{Severity::error, "W153",
                   seat_text(seat) + " holds " + std::to_string(st.hand.size()) +
                       " concealed tiles; " + std::to_string(shown.size()) + " are shown",
                   -1};
  hand = {};
  for (std::size_t i = 0; i < shown.size(); ++i) {
    if (shown[i] >= mahjong::kKinds)
      return Problem{Severity::error, "W154", "a tile shown at a win is named",
                     static_cast<int>(i)};
    mahjong::add(hand, static_cast<Kind>(shown[i]));
  }
  for (int k = 0; k < mahjong::kKinds; ++k)
    if (hand[static_cast<std::size_t>(k)] < st.hand.known()[static_cast<std::size_t>(k)])
      return Problem{
          Severity::error, "W155",
          seat_text(seat) + " holds " + tile_text(static_cast<Kind>(k)) + ", which is not shown",
          -1};
  for (int k = 0; k < mahjong::kKinds; ++k)
    for (int n = st.hand.known()[static_cast<std::size_t>(k)];
         n < hand[static_cast<std::size_t>(k)]; ++n) {
      if (auto p = place(static_cast<Kind>(k), -1)) return p;
      st.hand.identify(static_cast<Kind>(k));
    }
  return std::nullopt;
}

std::vector<Problem> Round::finish_win(int seat, Win win, const Counts& hand) {
  Seat& st = at(seat);
  st.hand.clear();
  for (int k = 0; k < mahjong::kKinds; ++k)
    st.hand.add(static_cast<Kind>(k), hand[static_cast<std::size_t>(k)]);
  st.revealed = true;
  if (win.from >= 0 && pending_ == Pending::claim) at(win.from).river.back().claimed_by = seat;
  wins_.push_back(win);
  phase_ = Phase::over;
  return {};
}

std::vector<Problem> Round::ron(int seat, const std::vector<PieceId>& shown) {
  // Another seat's claim on the discard already won on: 頭ハネ settles which one takes it.
  const bool again =
      phase_ == Phase::over && !wins_.empty() && wins_.front().how != WinHow::tsumo &&
      std::none_of(wins_.begin(), wins_.end(), [&](const Win& w) { return w.seat == seat; });
  if (phase_ == Phase::over && !again) return one("W113", "the hand is over");
  if (phase_ != Phase::over &&
      (phase_ != Phase::play || (pending_ != Pending::claim && pending_ != Pending::rob)))
    return one("W150", "there is no discard of another seat to win on");
  if (seat == last_seat_) return one("W150", "a seat does not win on its own discard");
  const WinHow how = pending_ == Pending::rob ? WinHow::robbed : WinHow::ron;
  Counts hand;
  if (auto p = show_hand(seat, shown, hand)) return {*p};
  mahjong::add(hand, last_tile_);
  const WinValue v = win_value(seat, hand, last_tile_, how);
  if (auto p = win_fault(seat, v, how)) {
    p->message = seat_text(seat) +
                 (how == WinHow::robbed ? " robs the kan of " : " wins by ron on ") +
                 tile_text(last_tile_) + ": " + p->message;
    return {*p};
  }
  return finish_win(seat, Win{seat, last_seat_, how, v}, hand);
}

std::vector<Problem> Round::tsumo(int seat, const std::vector<PieceId>& shown) {
  if (phase_ == Phase::over) return one("W113", "the hand is over");
  if (auto p = start_if_needed(); !p.empty()) return p;
  if (auto p = implied_draw(seat); !p.empty()) return p;
  if (auto p = expect_turn(seat, "win by self-draw")) return {*p};
  Seat& st = at(seat);
  if (!st.has_drawn && (seat != dealer_ || st.turns > 0))
    return one("W156", seat_text(seat) +
                           " has drawn no tile to win on (a claimed discard wins "
                           "by ron)");
  std::vector<PieceId> all = shown;
  // The shown hand leaves out the drawn tile when the draw named it.
  if (st.has_drawn && st.drawn != kNoKind && static_cast<int>(shown.size()) == st.hand.size() - 1)
    all.push_back(st.drawn);
  if (st.has_drawn && st.drawn == kNoKind && !shown.empty() &&
      static_cast<int>(shown.size()) != st.hand.size())
    return one("W156", "the draw was not seen: show the whole hand, the drawn tile last");
  Counts hand;
  if (auto p = show_hand(seat, shown.empty() ? shown : all, hand)) return {*p};
  Kind winning = st.drawn;
  if (winning == kNoKind && !shown.empty() && shown.back() < mahjong::kKinds)
    winning = static_cast<Kind>(shown.back());
  const WinValue v = win_value(seat, hand, winning, WinHow::tsumo);
  if (auto p = win_fault(seat, v, WinHow::tsumo)) {
    p->message = seat_text(seat) + " wins by self-draw" +
                 (winning == kNoKind ? std::string() : " on " + tile_text(winning)) + ": " +
                 p->message;
    return {*p};
  }
  return finish_win(seat, Win{seat, -1, WinHow::tsumo, v}, hand);
}

int Round::winner() const {
  if (wins_.empty()) return -1;
  std::vector<mahjong::Claim> claims;
  for (const Win& w : wins_) claims.push_back({w.seat, w.value.cls == WinClass::doubled ? 1 : 0});
  return mahjong::claim_winner(wins_.front().from < 0 ? wins_.front().seat : wins_.front().from,
                               claims, kSeats);
}

}  // namespace paipu::wenzhou
