// One hand of 清一色東天紅 as its rules see it, event by event: the indicator and the deal; draws
// from the live wall, ガリ pulls with their reserve draws, kans with their live-wall replacements
// and indicators, riichi and open riichi, pons, wins (ron, a double ron, tsumo, robbing), the
// drawn end, チョンボ and 和了放棄. Each step returns the problems it found; a step with an error
// may have changed the state part-way, and the plugin's HandState (hand.*) keeps a copy to go
// back to.
//
// A record need not show every tile: a seat not dealt in the record holds unknown tiles, draw
// lines may be left out, and tiles become known as they are discarded, pulled, melded or shown.
// The checks that need a whole hand (kuikae, furiten, riichi kans) are made where it is known.
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
#include "paipu/mahjong/waits.hpp"
#include "tiles.hpp"
#include "value.hpp"

namespace paipu::chinton {

inline constexpr int kHandTiles = 13;
inline constexpr int kWallTiles = 108;

enum class Phase { setup, play, over };

// What the next play event may be.
enum class Pending {
  discard,      // `actor` holds a full hand: pull, kan, riichi, tsumo or discard
  claim,        // a discard lies (or the dealer is to draw first): a claim, or the next draw
  replacement,  // a pull or a kan: the reserve or live-wall draw; a ron may rob it first
};

// What a ron may take while a replacement is pending.
enum class Robbable { none, added, closed, pulled };

// A declared meld: what scoring sees, and what the table shows.
struct TableMeld {
  ScoreMeld score;
  int from = -1;               // the seat the called tile came from; -1 for a closed kan
  Kind called = kNoKind;       // the called tile as laid (白 for a 白 standing in)
  bool made_by_kakan = false;  // a pon made four (a 明カン)
  trick::InlineList<mahjong::Tile, 8> tiles;  // as laid, the called tile included
};

// A seat's riichi.
struct Riichi {
  RiichiKind kind = RiichiKind::none;
  bool declared = false;    // declared, its discard not yet made
  bool is_double = false;   // ダブル立直
  bool ippatsu = false;     // within its 一発 window
  bool passed_win = false;  // let a winning tile pass after riichi: furiten to the end
  mahjong::Counts shown{};  // an open riichi's shown tiles
  mahjong::Waits waits;     // the waits at the riichi discard (hand known)
};

struct Seat {
  mahjong::Holding hand;
  int red = 0;  // red fives known in the concealed hand
  trick::InlineList<TableMeld, 4> melds;
  trick::InlineList<mahjong::RiverTile, 32> river;
  trick::InlineList<mahjong::Tile, 12> pulled;  // ガリ pulled (a mis-pull included until fixed)
  bool dealt = false;
  int short_by = 0;  // tiles its deal lacked, held as unknown until topped up (C-17)
  // The dealer's 14th dealt tile, its first draw (unknown for `*` or a deal of 13): what a 天和
  // wins on when the tsumo line does not show it.
  Kind dealt_draw = kNoKind;
  bool revealed = false;      // showed its hand at a drawn end (or at a win)
  bool reveal_ready = false;  // a `reveal` said ready (tiles shown)
  Kind drawn = kNoKind;       // the tile just drawn, if known
  bool drawn_red = false;
  bool drawn_unseen = false;  // the tile just drawn is one of the hand's unseen tiles
  bool has_drawn = false;     // holds a drawn tile not yet discarded
  bool rinshan = false;       // the drawn tile is a kan's replacement
  bool last_live = false;     // the drawn tile was the last of the live wall
  bool after_pon = false;     // a pon was just made: a discard follows
  std::array<Kind, 2> pon_shown{kNoKind, kNoKind};  // the two tiles a pon showed (kuikae)
  Kind pon_called = kNoKind;
  int turns = 0;  // discards made
  Riichi riichi;
  bool dead = false;           // 和了放棄
  int mispull = 0;             // 0 none; 1 a mis-pull before its replacement; 2 after it
  mahjong::KindSet discarded;  // kinds it discarded (白 included)
  mahjong::KindSet passed;     // winning tiles it let pass since its last discard
  mahjong::Waits waits;        // as of its last discard (hand known), for furiten
  bool waits_known = false;
};

struct Win {
  int seat = -1;
  int from = -1;  // the discarder, the seat whose kan was robbed or whose ガリ taken; -1: tsumo
  WinHow how = WinHow::tsumo;
  bool mixed = false;      // mixed-tsumo: the winning tile went into the hand
  mahjong::Counts hand{};  // the concealed naturals with the winning tile
  int bai = 0;
  int red = 0;
  Kind winning = kNoKind;
  bool full_wild = false;  // the ippatsu tsumo on 白
  bool rinshan = false, haitei = false, houtei = false, tenhou = false, chiihou = false;
  bool ippatsu = false;
  bool dealt_into_open = false;
};

// Whether 14 concealed tiles (`bai` 白 apart) are 国士無双, the one hand that robs a closed kan.
bool is_orphans(const mahjong::Counts& naturals, int bai, mahjong::Suit suit);

class Round {
 public:
  // `wall`: the hand's suit when known (tag or alternation); nullopt: the first p or s tile
  // named decides. `live_wall`: the live wall's size, 0 when unknown.
  Round(Rules rules, int dealer, std::optional<mahjong::Suit> wall, int live_wall);

  std::vector<Problem> indicator(PieceId tile);
  std::vector<Problem> deal(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> draw(int seat, PieceId tile);
  std::vector<Problem> discard(int seat, PieceId tile, bool tsumogiri);
  std::vector<Problem> nuki(int seat, PieceId tile);
  std::vector<Problem> fix_pull(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> pon_or_kan(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> ankan(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> kakan(int seat, PieceId tile);
  std::vector<Problem> riichi(int seat, bool open, const std::vector<PieceId>& shown);
  std::vector<Problem> ron(int seat, const std::vector<PieceId>& shown);
  std::vector<Problem> tsumo(int seat, const std::vector<PieceId>& shown, bool mixed);
  std::vector<Problem> ura(const std::vector<PieceId>& tiles);
  std::vector<Problem> reveal(int seat, const std::vector<PieceId>& tiles);
  std::vector<Problem> draw_game();
  std::vector<Problem> chombo(int seat);
  std::vector<Problem> dead_hand(int seat);
  // The first play event ends the setup.
  std::vector<Problem> start_if_needed();

  Phase phase() const { return phase_; }
  Pending pending() const { return pending_; }
  Robbable robbable() const { return robbable_; }
  int to_move() const;
  int dealer() const { return dealer_; }
  const Rules& rules() const { return rules_; }
  std::optional<mahjong::Suit> wall_suit() const { return suit_; }
  const Seat& seat(int s) const { return seats_[static_cast<std::size_t>(s)]; }
  int actor() const { return actor_; }
  int last_seat() const { return last_seat_; }
  Kind last_tile() const { return last_tile_.kind; }
  bool implies_draw(int seat) const;
  // The live wall's tiles left, -1 when its size is unknown.
  int live_left() const { return live_size_ > 0 ? live_size_ - live_drawn_ : -1; }
  int live_drawn() const { return live_drawn_; }
  // The tiles left for ガリ replacements. With the live wall's size known, every tile of the wall
  // outside the deal, the live wall and the first indicator's stack lies beside that indicator: the
  // ガリ reserve and every kan's indicator with its ura come from there (108 − 39 − 2 − 51 = 16),
  // two a kan. Otherwise the reserve is `gari_reserve` and kans are not counted against it.
  int reserve_left() const;
  std::span<const Kind> indicators() const { return {indicators_.begin(), indicators_.end()}; }
  std::span<const Kind> ura_tiles() const { return {ura_.begin(), ura_.end()}; }
  // Indicators the hand turned: one, and one per kan that stood.
  int indicators_due() const { return 1 + kans_; }
  std::span<const Win> wins() const { return {wins_.begin(), wins_.end()}; }
  bool drawn_end() const {
    return phase_ == Phase::over && wins_.empty() && chombo_ < 0 && chombo_due_ < 0;
  }
  int chombo_seat() const { return chombo_; }
  // A false win laid down (誤ロン, 誤ツモ), or a riichi seat not ready at the drawn end, waits for
  // its `chombo`.
  bool chombo_owed() const { return chombo_due_ >= 0 && chombo_ < 0; }
  int chombo_due_seat() const { return chombo_due_; }
  bool calls_made() const { return calls_made_; }
  int copies_unshown(Kind k) const { return ledger_.left(k); }
  // Every copy of every kind the record has not shown.
  int tiles_unshown() const {
    int n = 0;
    for (int k = 0; k < mahjong::kKinds; ++k) n += copies_unshown(static_cast<Kind>(k));
    return n;
  }
  int reds_unshown() const { return rules_.red_fives - red_placed_; }
  const mahjong::CopyLimits& limits() const { return ledger_.limits(); }

  // What `w` is worth with `honba` 本場 (0 for the farther winner of a double ron), with the
  // indicators and ura as the hand has them; a mixed-tsumo at its lowest winning tile.
  WinValue value_of(const Win& w, int honba) const;
  // What a self-draw of `wait` would take in all (each other seat pays its value, as settle() pays
  // a tsumo) for `seat` holding `hand` (3n + 1 concealed tiles, 白 among them, `red` red fives):
  // its riichi, ippatsu and dora as now, but no first-turn, 嶺上 or 海底 win. 0 where the game
  // would refuse the win (no yaku, a dead hand). For `paipu analyze` (review.cpp).
  long long self_draw_points(int seat, const mahjong::Counts& hand, int red, Kind wait,
                             int honba) const;
  // The waits of `seat`'s known concealed hand of 3n + 1 tiles (copy limits applied).
  mahjong::Waits waits_of(int seat, const mahjong::Counts& naturals, int bai) const;
  // Whether `seat` is ready at the drawn end; -1 when its hand is not known.
  int ready_at_end(int seat) const;
  // The win `seat` would make now by ron on the tile that lies, or by tsumo; nullopt when it
  // is not one (used by the legal moves).
  std::optional<Problem> ron_fault(int seat, Win& out) const;
  std::optional<Problem> tsumo_fault(int seat, Win& out) const;
  // The problem with discarding `tile` now (after riichi, kuikae, the ippatsu 白), if any.
  std::optional<Problem> discard_fault(int seat, mahjong::Tile tile) const;
  // A riichi seat that drew 白 on its 一発 turn wins with it: any other step (a discard, a kan,
  // a pull) shows its riichi false.
  std::optional<Problem> ippatsu_bai_fault(int seat, int piece) const;

 private:
  Seat& at(int s) { return seats_[static_cast<std::size_t>(s)]; }
  std::vector<Problem> start_play();
  std::vector<Problem> implied_draw(int seat);
  std::vector<Problem> take_draw(int seat, PieceId tile);
  // C-17: a seat short of tiles draws the missing ones before its first discard.
  bool may_top_up(int seat) const;
  std::vector<Problem> top_up(int seat, PieceId tile);
  // The suit of a named tile; a tile this wall lacks is a problem.
  std::optional<Problem> check_tile(mahjong::Tile t, int piece) const;
  // An untagged hand's wall takes the suit of the first pinzu or souzu tile named.
  void adopt_suit(mahjong::Tile t);
  std::optional<Problem> place(mahjong::Tile t, int piece);
  // `unseen`: the tile is one of the hand's unseen tiles (a draw not seen), named by this line.
  std::optional<Problem> take_out(int seat, mahjong::Tile t, int piece, bool unseen = false);
  std::optional<Problem> expect_turn(int seat, const char* what) const;
  // The steps of a seat's own turn start alike: play begun, its left-out draw taken, its turn.
  std::vector<Problem> enter_turn(int seat, const char* what);
  // A closed or added kan: its turn, no pon just made, no dead hand.
  std::vector<Problem> enter_kan(int seat);
  // Claims on the tile that lay are over (`taker` took it, -1 for none): the seats that could
  // have won on it and did not are furiten.
  void close_claims(int taker);
  // A call or kan: 一発 and the first go-around end.
  void interrupt();
  // An open riichi's shown tiles give every wait of `rest` (its hand after the riichi discard),
  // the tiles it hides read as complete groups (melds, or pairs of a 七対子), and no other reading
  // of as many hidden tiles gives the shown ones another wait.
  bool shows_the_wait(int seat, const mahjong::Counts& rest) const;
  // The wait of an open riichi's shown tiles beside `hidden_tiles` read as melds (none when that
  // many cannot be melds), or as pairs of a 七対子.
  std::optional<mahjong::KindSet> wait_beside_hidden_melds(int seat, int hidden_tiles) const;
  // The waits of an open riichi once `discard`, its riichi discard, is made: from its hand when
  // known, else from the shown tiles (none when they give no single wait).
  mahjong::KindSet open_riichi_waits(int seat, mahjong::Tile discard) const;
  std::optional<mahjong::KindSet> wait_beside_hidden_pairs(int seat, int hidden_tiles) const;
  // Whether an open riichi's hidden tiles are complete melds (a 白 standing for an honour).
  bool hidden_are_melds(const mahjong::Counts& hidden) const;
  // A kan of `copies` tiles of `k` (`bai` of them 白 standing in) after riichi.
  std::optional<Problem> kan_after_riichi_fault(int seat, Kind k, int copies, int bai) const;
  // A standing riichi under riichi_pull = drawn: the only pull is of the tile just drawn.
  bool pulls_only_drawn(const Seat& st) const {
    return st.riichi.kind != RiichiKind::none && !st.riichi.declared &&
           !rules_.riichi_pull_keeps_waits;
  }
  // K124: a pull after riichi that [CT] or `riichi_pull` forbids.
  std::optional<Problem> riichi_pull_fault(int seat, mahjong::Tile t) const;
  // K108: fewer than `needed` tiles left beside the live wall (its size known) for `what`.
  std::optional<Problem> reserve_fault(int needed, const char* what) const;
  // `open`: an open kan, or a tile added to an open meld.
  std::vector<Problem> stand_kan(int seat, bool open, Robbable robbable);
  // The concealed hand a win line shows (`shown`, or the known hand when it shows none), checked
  // against what is known, the unknown tiles identified; `drawn` the tile a tsumo may leave out.
  std::optional<Problem> shown_hand(int seat, const std::vector<PieceId>& shown, bool tsumo,
                                    mahjong::Counts& hand, int& red);
  // The win of `seat` on `tile` (ron, robbing, a pulled ガリ) with its concealed `hand`.
  Win ron_win(int seat, const mahjong::Counts& hand, int red) const;
  Win tsumo_win(int seat, const mahjong::Counts& hand, int red, Kind winning, bool mixed) const;
  std::optional<Problem> win_fault(const Win& w) const;
  // Whether only 国士無双 may win `how` on `tile`, the tile that lies now.
  bool only_orphans_take(WinHow how, Kind tile) const;
  std::vector<Problem> finish_win(const Win& w);
  // A win that fails: an error, but a hand laid down that is no winning hand (K150) ends the hand
  // as a false win, with a warning, and a `chombo` must follow.
  std::vector<Problem> refuse_win(int seat, Problem p);
  // A riichi seat not ready at the drawn end: its riichi was false, and its チョンボ follows.
  std::optional<Problem> false_riichi_at_end(int seat);
  std::vector<mahjong::Tile> tiles_of(const std::vector<PieceId>& pieces) const;

  Rules rules_;
  int dealer_;
  std::optional<mahjong::Suit> suit_;
  int live_size_;
  Phase phase_ = Phase::setup;
  Pending pending_ = Pending::claim;
  Robbable robbable_ = Robbable::none;
  bool replacement_from_reserve_ = false;
  mahjong::Ledger ledger_;
  int red_placed_ = 0;
  std::array<Seat, kSeats> seats_;
  int actor_ = -1;
  int last_seat_ = -1;
  mahjong::Tile last_tile_;
  int live_drawn_ = 0;  // live tiles drawn after the deal (the dealer's first draw included)
  int reserve_drawn_ = 0;
  int kans_ = 0;  // kans that stood (each turns an indicator)
  // kan_dora = after_discard: the indicators (by index) of open and added kans whose discard has
  // not come yet; they do not count for a win before it.
  trick::InlineList<int, 4> late_indicators_;
  bool bai_robbed_as_kind_ = false;  // the tile that lies is a 白 added to an honour meld
  trick::InlineList<Kind, 8> indicators_;
  trick::InlineList<Kind, 8> ura_;
  bool calls_made_ =
      false;  // any pon or kan so far, or a pull with pull_interrupts (the first go-around)
  trick::InlineList<Win, 2> wins_;
  int chombo_ = -1;
  int chombo_due_ = -1;  // a seat whose false win or false riichi showed: its チョンボ must follow
};

}  // namespace paipu::chinton
