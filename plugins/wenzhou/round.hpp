// One hand of 温州麻雀 as its rules see it, event by event: the dice, the wall when it is
// recorded, the indicator and the deal; then draws, discards, calls, kans with their replacement
// draws, wins and the drawn end; reveals of the 財神 held once the hand is over. Each step returns
// the problems it found. A step with an error may have changed the state part-way (an implied draw
// before a discard that is then refused): the plugin's HandState (hand.*), which wraps this, keeps
// a copy to go back to.
//
// A record need not show every tile: a seat not dealt in the record holds unknown tiles, draw
// lines may be left out, and the tiles of a seat become known as they are discarded, called or
// shown. The checks that need a whole hand (the honour order) are made when the hand is known.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "options.hpp"
#include "paipu/event.hpp"
#include "paipu/inline_list.hpp"
#include "paipu/mahjong/holdings.hpp"
#include "paipu/mahjong/melds.hpp"
#include "paipu/mahjong/tiles.hpp"
#include "paipu/mahjong/wall.hpp"
#include "tiles.hpp"
#include "value.hpp"

namespace paipu::wenzhou {

inline constexpr int kWallTiles = 136;
inline constexpr int kStopLeft = 16;
// The most tiles left when the draw reaches the indicator: the breaker's roll of 12.
inline constexpr int kMostLeftAtIndicator = 2 * (12 + 1);
inline constexpr int kHandTiles = 16;
inline constexpr int kDealt = 4 * kHandTiles + 1;  // the dealer's 17th tile included

enum class Phase { setup, play, over };

// What the next play event may be.
enum class Pending {
  discard,      // `to_move` holds a full hand: discard, kan or tsumo
  claim,        // a discard lies: a claim on it, or the next seat's draw
  rob,          // a tile was added to a pon: a ron robs it, or the kan's replacement is drawn
  replacement,  // a kan was declared: its replacement draw
};

// The dice and where they put the wall's break and the indicator.
struct Dice {
  int dealer_roll = 0;   // 0 until rolled
  int breaker = -1;      // the seat the dealer's roll counts to
  int breaker_roll = 0;  // 0 until rolled
  // The indicator's place in the drawing order: the inner tile of the breaker's stack at the
  // dealer's roll, 2·(breaker_roll + 1) tiles (inner first) before the end.
  int indicator_position(bool outer_first) const {
    return kWallTiles - 2 * (breaker_roll + 1) + (outer_first ? 1 : 0);
  }
};

struct Seat {
  mahjong::Holding hand;
  trick::InlineList<mahjong::Meld, 5> melds;
  // Each meld's tiles as laid, in the order of the meld's kinds: a 白 stays a 白 on the table
  // although the meld counts it as the indicator's kind. kNoKind for tiles nobody saw.
  trick::InlineList<std::array<Kind, 4>, 5> meld_tiles;
  // Fixed-size storage (a river rarely passes 30 tiles): the hand copies its state at every event
  // to roll back a rejected one, and that copy should not allocate.
  trick::InlineList<mahjong::RiverTile, 32> river;
  bool dealt = false;
  bool revealed = false;  // showed its 財神 at the end (a win shows the whole hand)
  Kind drawn = kNoKind;   // the tile just drawn, if known
  // Kinds (as they play) the seat could have called by pon since its last discard and let go.
  mahjong::KindSet passed_pons;
  bool has_drawn = false;  // holds a drawn tile not yet discarded
  int turns = 0;           // discards made
};

struct Win {
  int seat = -1;
  int from = -1;  // the discarder or the seat whose kan was robbed; -1 for a self-draw
  WinHow how = WinHow::tsumo;
  WinValue value;
};

class Round {
 public:
  Round(Rules rules, int dealer);

  std::vector<Problem> dice(int seat, int a, int b);
  std::vector<Problem> wall(const std::vector<PieceId>& tiles);
  std::vector<Problem> indicator(PieceId tile);
  std::vector<Problem> deal(int seat, const std::vector<PieceId>& tiles);
  // `tile` kUnknownPiece: a draw nobody saw.
  std::vector<Problem> draw(int seat, PieceId tile);
  std::vector<Problem> discard(int seat, PieceId tile, bool tsumogiri);
  std::vector<Problem> chi(int seat, const std::vector<PieceId>& tiles);
  // pon (3 tiles) or an open kan (4) of the last discard.
  std::vector<Problem> pon_or_kan(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> ankan(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> kakan(int seat, PieceId tile);
  // The concealed hand shown, without the winning tile (a tsumo may add it last when the draw was
  // not seen).
  std::vector<Problem> ron(int seat, const std::vector<PieceId>& shown);
  std::vector<Problem> tsumo(int seat, const std::vector<PieceId>& shown);
  std::vector<Problem> reveal(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> draw_game();
  // The first play event ends the setup; the legal moves of a hand in setup are those after it.
  std::vector<Problem> start_if_needed();

  // The tiles the recorded wall deals `seat` (none when the wall is not recorded).
  mahjong::Counts dealt_share(int seat) const;

  Phase phase() const { return phase_; }
  Pending pending() const { return pending_; }
  int to_move() const;
  int dealer() const { return dealer_; }
  const Rules& rules() const { return rules_; }
  const Wilds& wilds() const { return wilds_; }
  const Seat& seat(int s) const { return seats_[static_cast<std::size_t>(s)]; }
  const Dice& dice_state() const { return dice_; }
  const mahjong::Wall& wall_state() const { return wall_; }
  // The wall's tiles in drawing order, when the record gave them.
  std::span<const Kind> wall_tiles() const {
    return {wall_tiles_.data(), wall_shown_ ? wall_tiles_.size() : 0};
  }
  // The last discard (or the tile added to a pon), and who played it.
  int last_seat() const { return last_seat_; }
  Kind last_tile() const { return last_tile_; }
  // The seat holding the drawn tile or the claimed discard (Pending::discard), or the kan's
  // (replacement, rob).
  int actor() const { return actor_; }
  // Whether a discard, kan or win by `seat` now takes the draw its record left out first.
  bool implies_draw(int seat) const;
  bool kan_made() const { return kan_made_; }
  // The seat to discard took the discard by chi or pon: a discard must follow, not a kan.
  bool just_called() const { return just_called_; }
  // The last discard is the dealer's first ([WZ]'s 地胡 is a win on it).
  bool on_dealers_first_discard() const {
    return last_seat_ == dealer_ && seat(dealer_).turns == 1;
  }
  bool drawn_end() const { return phase_ == Phase::over && wins_.empty(); }
  std::span<const Win> wins() const { return {wins_.begin(), wins_.end()}; }
  // The seat that takes the win when several claimed the same discard (頭ハネ); -1 for none.
  int winner() const;
  // 財神 each seat holds at the end; -1 where the record does not show it.
  int caishen_held(int s) const;
  // Copies of `k` the record has not shown anywhere yet: what an unknown tile may still be.
  int copies_unshown(Kind k) const { return ledger_.left(k); }
  // The tile the next live or replacement draw takes, when the wall is recorded.
  Kind next_wall_tile(bool replacement) const;

  // What a full hand of `seat` could win now on `tile` (kNoKind: its own hand as it is), with the
  // problem that forbids it if any. Used by the checks and the legal moves alike.
  WinValue win_value(int seat, const mahjong::Counts& hand, Kind winning, WinHow how) const;
  // The problem with discarding `tile` from `seat`'s hand, if any (the order of honours, 財神).
  std::optional<Problem> discard_fault(int seat, Kind tile) const;
  // The problem with `seat` winning as `v` by `how`, if any.
  std::optional<Problem> win_fault(int seat, const WinValue& v, WinHow how) const;
  // A win by `seat` now would come on a first turn: the dealer's dealt hand (天胡), the dealer's
  // first discard (地胡), or with `dihu = first_draw` a non-dealer's first self-draw before any
  // call.
  bool first_turn_win(int seat, WinHow how) const;

 private:
  Seat& at(int s) { return seats_[static_cast<std::size_t>(s)]; }
  // Leaves setup: fills each hand with unknown tiles and takes the dealt tiles off the wall.
  std::vector<Problem> start_play();
  // A seat that acts without a written draw took its draw first (the live draw after a discard,
  // or a kan's replacement).
  std::vector<Problem> implied_draw(int seat);
  std::vector<Problem> take_draw(int seat, PieceId tile, bool replacement);
  // Places a known tile (ledger); a problem names a 5th copy.
  std::optional<Problem> place(Kind k, int piece);
  // Takes `k` out of `seat`'s hand, placing it if it was unknown; `unseen`: one of the hand's
  // unseen tiles (a draw not seen) even when a copy is known.
  std::optional<Problem> take_out(int seat, Kind k, int piece, bool unseen = false);
  std::optional<Problem> expect_turn(int seat, const char* what) const;
  std::vector<Problem> claim_meld(int seat, const std::vector<PieceId>& tiles,
                                  mahjong::MeldType type);
  // The concealed hand shown at a win, checked against what is known; `extra` the winning tile.
  std::optional<Problem> show_hand(int seat, const std::vector<PieceId>& shown,
                                   mahjong::Counts& hand);
  std::vector<Problem> finish_win(int seat, Win win, const mahjong::Counts& hand);
  int seen_honour_count(Kind k, int seat) const;
  // The last discard goes uncalled (or to another seat's chi): each seat whose known hand held a
  // pair of it let a pon go by.
  void note_passed_pons(int taker);

  Rules rules_;
  int dealer_;
  Phase phase_ = Phase::setup;
  Pending pending_ = Pending::discard;
  Dice dice_;
  Wilds wilds_;
  std::array<Kind, kWallTiles> wall_tiles_{};
  bool wall_shown_ = false;
  mahjong::Wall wall_;
  mahjong::Ledger ledger_;
  std::array<Seat, kSeats> seats_;
  int actor_ = -1;
  int last_seat_ = -1;
  Kind last_tile_ = kNoKind;
  bool calls_made_ = false;  // any chi, pon or kan so far (地胡 and first turns)
  bool kan_made_ = false;
  bool just_called_ = false;
  trick::InlineList<Win, 3> wins_;
};

}  // namespace paipu::wenzhou
