/// @file
/// The wall as a line of positions in draw order, with a live end, a tail for replacement draws,
/// face-up indicators that are never drawn, and the stop rule that ends a hand drawn. Part of the
/// mahjong kit (paipu/mahjong.hpp includes every part).
///
/// Positions, not tiles: a record rarely shows the wall, and a game that does know its tiles keeps
/// them in its own array indexed by these positions. How a game's dice turn into a break and an
/// indicator position is the game's (温州: plugins/wenzhou/wall_break.*); what every game does with
/// the result is here.
#pragma once

#include <cstdint>

namespace paipu::mahjong {

/// The seat a roll counts to, the counting seat being 1 and the count running in play order
/// (counter-clockwise at a Chinese table): 温州's dealer's roll names the seat that breaks the
/// wall.
int seat_counted(int from, int roll, int seats);

/// Where replacement draws (after a kan) come from.
enum class ReplacementFrom : std::uint8_t {
  tail,   ///< the far end of the wall: the last stack first, each stack's tiles in draw order
  front,  ///< the next live position, as an ordinary draw
};

/// The wall as positions in draw order: live draws from the front, replacements from the tail, and
/// an indicator that is never drawn.
class Wall {
 public:
  /// `tiles` positions 0..tiles-1, drawn from 0 up. The hand is drawn once `stop_left` tiles are
  /// left (温州: 16); the tiles left count the face-up indicator too, as it still lies in the wall.
  /// `tiles` is even: the wall is a line of stacks of two, and a stack's two positions are
  /// consecutive in draw order.
  Wall(int tiles, int stop_left, ReplacementFrom from = ReplacementFrom::tail)
      : tiles_(tiles), stop_left_(stop_left), from_(from) {}

  /// A face-up tile at `position`, never drawn; when it lies beyond the last `stop_left` tiles,
  /// the live draw stops as it reaches it (温州: "財神表示の直前に到達した場合も流局").
  void set_indicator(int position) { indicator_ = position; }
  /// The indicator's position, -1 for none.
  int indicator() const { return indicator_; }

  /// Tiles still in the wall, the indicator included: it is never drawn.
  int left() const { return tiles_ - front_ - tail_taken_; }
  /// No further draw may be made: `stop_left` tiles are left, or the next draw is the indicator.
  bool exhausted() const { return left() <= stop_left_ || front_ == indicator_; }
  /// The next live draw's position, or -1 when the wall is exhausted.
  int draw();
  /// The next replacement draw's position, or -1 when the wall is exhausted.
  int replacement();
  /// The position the next live draw (`draw`) or replacement would take, without taking it.
  int next_draw() const { return exhausted() ? -1 : front_; }
  /// The position the next replacement draw would take, -1 when exhausted.
  int next_replacement() const;
  /// Tiles taken from the wall so far.
  int drawn() const { return tiles_ - left(); }

 private:
  /// The k-th position counted from the tail: stack by stack from the last, and within a stack
  /// in draw order, as a player takes the tile on top first.
  int tail_position(int k) const { return 2 * (tiles_ / 2 - 1 - k / 2) + k % 2; }

  int tiles_;
  int stop_left_;
  int front_ = 0;
  int tail_seen_ = 0;   ///< tail positions gone past: taken, or the indicator left lying
  int tail_taken_ = 0;  ///< replacement draws taken from the tail
  int indicator_ = -1;
  ReplacementFrom from_;
};

}  // namespace paipu::mahjong
