#include "paipu/mahjong/wall.hpp"

#include "paipu/mahjong/claims.hpp"

namespace paipu::mahjong {

int seat_counted(int from, int roll, int seats) {
  return ((from + roll - 1) % seats + seats) % seats;
}

int Wall::draw() {
  if (exhausted()) return -1;
  return front_++;
}

int Wall::next_replacement() const {
  if (exhausted()) return -1;
  if (from_ == ReplacementFrom::front) return front_;
  // The indicator stays face up where it lies: the tail passes over it.
  const int p = tail_position(tail_seen_);
  return p == indicator_ ? tail_position(tail_seen_ + 1) : p;
}

int Wall::replacement() {
  const int p = next_replacement();
  if (p < 0) return p;
  if (from_ == ReplacementFrom::front) return front_++;
  if (tail_position(tail_seen_) == indicator_) ++tail_seen_;
  ++tail_seen_;
  ++tail_taken_;
  return p;
}

int turns_after(int from, int to, int seats) {
  return ((to - from) % seats + seats) % seats;
}

int claim_winner(int discarder, std::span<const Claim> claims, int seats) {
  int best = -1, best_rank = 0, best_turns = 0;
  for (const Claim& c : claims) {
    const int t = turns_after(discarder, c.seat, seats);
    if (best < 0 || c.rank > best_rank || (c.rank == best_rank && t < best_turns)) {
      best = c.seat;
      best_rank = c.rank;
      best_turns = t;
    }
  }
  return best;
}

}  // namespace paipu::mahjong
