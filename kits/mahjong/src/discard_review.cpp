#include "paipu/mahjong/discard_review.hpp"

#include <algorithm>

namespace paipu::mahjong {

Unseen unseen_from_scene(const Scene& seen, const CopyLimits& naturals, int wilds,
                         const PieceKind& piece_kind) {
  Unseen u;
  u.naturals = naturals;
  u.wilds = wilds;
  for (const Zone& z : seen.zones)
    for (const SceneGroup& g : z.groups)
      for (const ScenePiece& p : g.pieces) {
        // A claimed discard lies dimmed in its river and again in the meld that took it: one tile.
        if (p.hidden || p.dimmed || p.id == kUnknownPiece) continue;
        bool wild = false;
        const Kind k = piece_kind(p.id, wild);
        if (wild) {
          u.wilds = std::max(u.wilds - 1, 0);
        } else if (k < kKinds && u.naturals[k] > 0) {
          add(u.naturals, k, -1);
        }
      }
  return u;
}

void review_discards(const Hand& hand, const ShantenRules& rules, const Unseen& unseen,
                     const std::vector<DiscardMove>& moves,
                     const std::function<PieceId(Kind)>& piece_of, PieceId wild_piece,
                     DiscardReview& out, const FuritenRule& furiten,
                     const WaitPoints& wait_points) {
  out = DiscardReview{};
  out.shanten = shanten(hand, rules);
  std::vector<Kind> order;  // kinds in the order their first move came
  for (const DiscardMove& m : moves) {
    const auto at = std::find(order.begin(), order.end(), m.kind);
    if (at != order.end()) {
      out.choices[static_cast<std::size_t>(at - order.begin())].moves.push_back(m.move);
      continue;
    }
    Hand after = hand;
    if (m.kind == kNoKind) {
      if (after.wilds == 0) continue;
      --after.wilds;
    } else {
      if (after.concealed[m.kind] == 0) continue;
      add(after.concealed, m.kind, -1);
    }
    order.push_back(m.kind);
    DiscardChoice c;
    c.moves.push_back(m.move);
    c.shanten = shanten(after, rules);
    const Effective e = effective_tiles(after, rules);
    for (Kind k : e.kinds) c.effective.push_back(piece_of(k));
    if (e.wild) c.effective.push_back(wild_piece);
    c.copies = copies_left(e, unseen);
    if (furiten.applies && c.shanten == 0) {
      KindSet refused = furiten.discarded;
      if (m.kind != kNoKind) refused.insert(m.kind);
      c.furiten = furiten.always || e.kinds.intersects(refused);
    }
    if (wait_points && c.shanten == 0)
      for (PieceId wait : c.effective) c.points.push_back(wait_points(m.move, wait));
    out.choices.push_back(std::move(c));
  }
  out.forced = out.choices.size() == 1;
}

}  // namespace paipu::mahjong
