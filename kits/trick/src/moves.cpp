// The trick kit's generated moves (the sub-multisets of a hand a lead or follow may take) and
// shuffled deals.
#include "paipu/trick.hpp"

#include <algorithm>
#include <random>

namespace paipu::trick {

namespace {

// Returns false when `visit` stopped the enumeration.
bool extend(const std::vector<PieceId>& sorted, std::size_t from, int k, std::vector<PieceId>& cur,
            const PiecesVisitor& visit) {
  if (k == 0) return visit(cur);
  // Too few pieces left to fill the set: no branch from here can.
  if (sorted.size() - from < static_cast<std::size_t>(k)) return true;
  for (std::size_t i = from; i < sorted.size(); ++i) {
    // Equal pieces are interchangeable: start a branch only at the first of a run.
    if (i > from && sorted[i] == sorted[i - 1]) continue;
    cur.push_back(sorted[i]);
    const bool go_on = extend(sorted, i + 1, k - 1, cur, visit);
    cur.pop_back();
    if (!go_on) return false;
  }
  return true;
}

}  // namespace

bool visit_sub_multisets(const std::vector<PieceId>& sorted, int k, const PiecesVisitor& visit) {
  if (k < 0) return true;
  std::vector<PieceId> cur;
  cur.reserve(static_cast<std::size_t>(k));  // one allocation, not one per size it grows through
  return extend(sorted, 0, k, cur, visit);
}

std::vector<std::vector<PieceId>> sub_multisets(const std::vector<PieceId>& sorted, int k) {
  std::vector<std::vector<PieceId>> out;
  visit_sub_multisets(sorted, k, [&](const std::vector<PieceId>& m) {
    out.push_back(m);
    return true;
  });
  return out;
}

bool visit_lead_moves(const Hands& hands, int seat, int max_width, const PiecesVisitor& valid,
                      const MoveVisitor& visit) {
  const std::vector<PieceId> known = hands.known(seat);
  Move move;
  for (int k = 1; k <= max_width; ++k) {
    const bool go_on = visit_sub_multisets(known, k, [&](const std::vector<PieceId>& m) {
      if (!valid(m)) return true;
      move.pieces = m;
      return visit(move);
    });
    if (!go_on) return false;
  }
  return true;
}

bool visit_follow_moves(const Hands& hands, int seat, int width, bool pads,
                        const PiecesVisitor& face_up_ok, const MoveVisitor& visit) {
  Move move;
  const bool go_on =
      visit_sub_multisets(hands.known(seat), width, [&](const std::vector<PieceId>& m) {
        move.pieces = m;
        move.face_up = true;
        if (face_up_ok(m) && !visit(move)) return false;
        move.face_up = false;
        return !pads || visit(move);
      });
  if (!go_on) return false;
  if (pads && !hands.fully_known(seat) && hands.size(seat) >= width) {
    move.face_up = false;
    move.pieces.assign(static_cast<std::size_t>(width), kUnknownPiece);
    return visit(move);
  }
  return true;
}

std::vector<std::vector<PieceId>> shuffled_deal(const std::vector<int>& copies, int seats,
                                                int hand_size, std::uint64_t seed) {
  std::vector<PieceId> deck;
  for (std::size_t id = 0; id < copies.size(); ++id)
    deck.insert(deck.end(), static_cast<std::size_t>(std::max(0, copies[id])),
                static_cast<PieceId>(id));
  std::mt19937_64 rng(seed);
  std::shuffle(deck.begin(), deck.end(), rng);
  std::vector<std::vector<PieceId>> out;
  std::size_t at = 0;
  for (int s = 0; s < seats; ++s) {
    const std::size_t n =
        std::min(static_cast<std::size_t>(std::max(0, hand_size)), deck.size() - at);
    out.emplace_back(deck.begin() + static_cast<std::ptrdiff_t>(at),
                     deck.begin() + static_cast<std::ptrdiff_t>(at + n));
    at += n;
  }
  out.emplace_back(deck.begin() + static_cast<std::ptrdiff_t>(at), deck.end());
  for (auto& hand : out) std::sort(hand.begin(), hand.end());
  return out;
}

}  // namespace paipu::trick
