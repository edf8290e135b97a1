// The shanten of a hand by brute force over the kit's own win check, for shanten_test.cpp: the
// fewest tiles to draw is found by trying every choice of tiles to keep, largest first, and asking
// is_complete() whether what is kept and as many drawn tiles as are missing make a complete hand.
// A drawn tile may be any kind, so it is asked as a wild of scope any; a held wild of narrower
// scope (清一色東天紅's 白) is first named as each honour it may be, so that the kit's search alone
// decides the shapes.
#pragma once

#include <algorithm>
#include <vector>

#include "paipu/mahjong.hpp"

namespace mjtest {

using namespace paipu::mahjong;

class BruteShanten {
 public:
  explicit BruteShanten(const ShantenRules& rules) : rules_(rules) {}

  // The fewest draws completing the hand, or `limit` when none below it do.
  int needed(const Hand& hand, int limit = 99) const {
    const WinRules& r = rules_.shapes;
    const int size = r.complete_size(hand.melds);
    int best = limit;
    if (r.standard || (r.all_pairs && hand.melds == 0)) {
      WinRules shapes = r;
      shapes.orphans = Counts{};
      shapes.wilds_win = 0;
      if (!shapes.standard && hand.melds > 0) shapes.all_pairs = false;
      Counts naturals = hand.concealed;
      for (Kind k : rules_.outside) naturals[k] = 0;
      best = std::min(best, by_naming(naturals, hand.wilds, hand.melds, size, shapes, best));
    }
    if (total(r.orphans) > 0 && hand.melds == 0) {
      WinRules shapes;
      shapes.melds = r.melds;
      shapes.standard = false;
      shapes.orphans = r.orphans;
      shapes.wild_scope = r.wild_scope;
      shapes.wild_face = r.wild_face;
      best = std::min(best, by_naming(hand.concealed, hand.wilds, 0, size, shapes, best));
    }
    if (r.wilds_win > 0) {
      WinRules shapes;
      shapes.melds = r.melds;
      shapes.standard = false;
      shapes.wilds_win = r.wilds_win;
      shapes.wild_scope = WildScope::any;
      // Of d draws, x are wilds (as many as are left to draw) and the rest naturals; which
      // naturals are kept or drawn does not matter to this shape.
      for (int d = std::max(size - hand.tiles(), 0); d < best; ++d) {
        bool done = false;
        for (int x = 0; x <= d && !done; ++x) {
          if (rules_.wilds_left >= 0 && x > rules_.wilds_left) break;
          const int naturals = size - hand.wilds - x;
          if (naturals < 0) break;
          Hand h{Counts{}, hand.wilds + x, hand.melds};
          add(h.concealed, 0, naturals);
          done = is_complete(h, shapes);
        }
        if (done) {
          best = d;
          break;
        }
      }
    }
    return best;
  }

  int shanten(const Hand& hand) const {
    const int n = needed(hand);
    return n >= 99 ? kNoShanten : n - 1;
  }

  Effective effective(const Hand& hand) const {
    Effective e;
    const int now = needed(hand);
    Hand h = hand;
    for (Kind k = 0; k < kKinds; ++k) {
      if (rules_.absent.contains(k)) continue;
      add(h.concealed, k);
      if (needed(h, now) < now) e.kinds.insert(k);
      add(h.concealed, k, -1);
    }
    if (rules_.shapes.has_wilds()) {
      ++h.wilds;
      e.wild = needed(h, now) < now;
    }
    return e;
  }

 private:
  // Held wilds of a scope narrower than any are named first (each a natural of a kind it may be,
  // its face included); then the draws are wilds of scope any.
  int by_naming(const Counts& naturals, int wilds, int melds, int size, const WinRules& shapes,
                int limit) const {
    WinRules drawn = shapes;
    drawn.wild_scope = WildScope::any;
    drawn.wild_face = kNoKind;
    if (shapes.wild_scope == WildScope::any || wilds == 0)
      return keep(naturals, wilds, melds, size, drawn, limit);
    // The kinds a wild may be that the hand holds none of are alike to every shape (the honours,
    // for 清一色東天紅's 白), so the naming tries only as many of them as there are wilds.
    std::vector<Kind> kinds;
    int unheld = 0;
    for (Kind k = 0; k < kKinds; ++k) {
      if (!shapes.wild_can_be(k)) continue;
      if (naturals[k] > 0 || unheld++ < wilds) kinds.push_back(k);
    }
    int best = limit;
    Counts named = naturals;
    name(kinds, 0, wilds, named, melds, size, drawn, best);
    return best;
  }

  void name(const std::vector<Kind>& kinds, std::size_t from, int left, Counts& named, int melds,
            int size, const WinRules& drawn, int& best) const {
    if (left == 0) {
      best = std::min(best, keep(named, 0, melds, size, drawn, best));
      return;
    }
    for (std::size_t i = from; i < kinds.size(); ++i) {
      add(named, kinds[i]);
      name(kinds, i, left - 1, named, melds, size, drawn, best);
      add(named, kinds[i], -1);
    }
  }

  // Keeps every wild and the largest choice of naturals that completes with drawn wilds.
  static int keep(const Counts& naturals, int wilds, int melds, int size, const WinRules& drawn,
                  int limit) {
    const int n = total(naturals);
    for (int dropped = std::max(n + wilds - size, 0); dropped <= n; ++dropped) {
      const int d = size - (n - dropped) - wilds;
      if (d >= limit) return limit;
      Counts kept = naturals;
      if (drop(kept, 0, dropped, wilds + d, melds, drawn)) return d;
    }
    return limit;
  }

  // Whether dropping `left` more naturals, from kind `from` on, leaves a hand that completes.
  static bool drop(Counts& kept, int from, int left, int wilds, int melds, const WinRules& drawn) {
    if (left == 0) return is_complete(Hand{kept, wilds, melds}, drawn);
    for (int k = from; k < kKinds; ++k) {
      if (kept[k] == 0) continue;
      add(kept, static_cast<Kind>(k), -1);
      const bool ok = drop(kept, k, left - 1, wilds, melds, drawn);
      add(kept, static_cast<Kind>(k));
      if (ok) return true;
    }
    return false;
  }

  ShantenRules rules_;
};

}  // namespace mjtest
