// The standard shape (a pair and the melds) with wilds, and the dispatch over shapes.
//
// Both searches take the lowest kind with naturals left and choose the groups whose lowest natural
// is that kind (its anchor): every natural below it is used, so a sequence reaching below it does
// so with wilds. Choosing the groups of one anchor in a fixed order of candidates, never going
// back to an earlier one, yields each multiset of groups once.
#include <algorithm>

#include "mahjong_search.hpp"

namespace paipu::mahjong {
namespace {

// Whether a sequence may start at `s` and contain `k`: the same suit, 1..7.
bool sequence_from(int s, Kind k) {
  return s >= 0 && is_suited(k) && s / 9 == k / 9 && s % 9 <= 6;
}

// The existence check. A wild and a natural of the same kind can always change places between two
// groups (the wild stood for that kind already), so the search may put a natural wherever one is
// left and try only five groups per anchor: the pair, the triplet and the three sequences through
// it, wilds filling only what no natural can.
class Fast {
 public:
  Fast(const Hand& hand, const WinRules& rules) : c_(hand.concealed), rules_(rules) {}

  bool go(int k, int option, int wilds, int melds, int pairs) {
    while (k < kKinds && c_[k] == 0) {
      ++k;
      option = 0;
    }
    // Every natural is placed; what is left are wilds, exactly as many as the open groups need
    // (the hand has the complete size), and a wild can always be some kind.
    if (k == kKinds) return true;
    const auto kind = static_cast<Kind>(k);
    const int n = c_[k];
    if (option <= 0 && pairs > 0) {
      const int nat = std::min(n, 2), w = 2 - nat;
      if (w <= wilds && (w == 0 || rules_.wild_can_be(kind))) {
        c_[k] = static_cast<std::uint8_t>(n - nat);
        const bool ok = go(k, 0, wilds - w, melds, pairs - 1);
        c_[k] = static_cast<std::uint8_t>(n);
        if (ok) return true;
      }
    }
    if (melds == 0) return false;
    if (option <= 1) {
      const int nat = std::min(n, 3), w = 3 - nat;
      if (w <= wilds && (w == 0 || rules_.wild_can_be(kind))) {
        c_[k] = static_cast<std::uint8_t>(n - nat);
        const bool ok = go(k, 1, wilds - w, melds - 1, pairs);
        c_[k] = static_cast<std::uint8_t>(n);
        if (ok) return true;
      }
    }
    for (int pos = 0; pos < 3; ++pos) {
      const int s = k - pos;
      if (option > 2 + pos || !sequence_from(s, kind)) continue;
      if (sequence(k, s, pos, wilds, melds, pairs)) return true;
    }
    return false;
  }

 private:
  bool sequence(int k, int s, int pos, int wilds, int melds, int pairs) {
    int w = 0;
    bool taken[3] = {false, false, false};
    for (int i = 0; i < 3; ++i) {
      const auto at = static_cast<Kind>(s + i);
      if (i >= pos && c_[at] > 0) {
        taken[i] = true;
      } else if (rules_.wild_can_be(at)) {
        ++w;
      } else {
        return false;
      }
    }
    if (w > wilds) return false;
    for (int i = 0; i < 3; ++i)
      if (taken[i]) --c_[s + i];
    const bool ok = go(k, 2 + pos, wilds - w, melds - 1, pairs);
    for (int i = 0; i < 3; ++i)
      if (taken[i]) ++c_[s + i];
    return ok;
  }

  Counts c_;
  const WinRules& rules_;
};

// The full enumeration: every candidate group of an anchor, with each choice of which positions
// are wilds.
class Enumerate {
 public:
  Enumerate(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit)
      : c_(hand.concealed), rules_(rules), visit_(visit) {}

  bool go(int k, int option, int wilds, int melds, int pairs) {
    while (k < kKinds && c_[k] == 0) {
      ++k;
      option = 0;
    }
    if (k == kKinds) return finish(melds, pairs);
    std::array<Group, 12> candidates;
    const int count = candidates_at(static_cast<Kind>(k), candidates);
    for (int i = option; i < count; ++i) {
      const Group& g = candidates[i];
      const bool is_pair = g.type == GroupType::pair;
      if (is_pair ? pairs == 0 : melds == 0) continue;
      const int w = g.wilds();
      if (w > wilds || !take(g, -1)) continue;
      d_.groups[d_.count++] = g;
      const bool go_on = go(k, i, wilds - w, melds - (is_pair ? 0 : 1), pairs - (is_pair ? 1 : 0));
      --d_.count;
      take(g, +1);
      if (!go_on) return false;
    }
    return true;
  }

 private:
  bool finish(int melds, int pairs) {
    const int at = d_.count;
    for (int i = 0; i < melds; ++i) d_.groups[d_.count++] = Group{GroupType::free_meld, kNoKind, 7};
    if (pairs > 0) d_.groups[d_.count++] = Group{GroupType::free_pair, kNoKind, 3};
    const bool go_on = visit_(d_);
    d_.count = at;
    return go_on;
  }

  // The groups anchored at `k`, in the fixed order the search keeps. Naturals come first in a
  // pair or triplet; a wild position must be a kind the wild may be.
  int candidates_at(Kind k, std::array<Group, 12>& out) const {
    int n = 0;
    const bool wild_k = rules_.wild_can_be(k);
    out[n++] = Group{GroupType::pair, k, 0};
    if (wild_k) out[n++] = Group{GroupType::pair, k, 0b10};
    out[n++] = Group{GroupType::triplet, k, 0};
    if (wild_k) {
      out[n++] = Group{GroupType::triplet, k, 0b100};
      out[n++] = Group{GroupType::triplet, k, 0b110};
    }
    for (int pos = 0; pos < 3; ++pos) {
      const int s = k - pos;
      if (!sequence_from(s, k)) continue;
      // Positions below the anchor are wilds; above it, each may be either.
      const int below = (1 << pos) - 1;
      for (int above = 0; above < (1 << (2 - pos)); ++above) {
        const auto mask = static_cast<std::uint8_t>(below | (above << (pos + 1)));
        bool fits = true;
        for (int i = 0; i < 3; ++i)
          if (((mask >> i) & 1) != 0 && !rules_.wild_can_be(static_cast<Kind>(s + i))) fits = false;
        if (fits) out[n++] = Group{GroupType::sequence, static_cast<Kind>(s), mask};
      }
    }
    return n;
  }

  // Takes (sign -1) or gives back (+1) the group's naturals; false when they are not all there.
  bool take(const Group& g, int sign) {
    const int size = g.size();
    if (sign < 0) {
      int need[3] = {0, 0, 0};
      for (int i = 0; i < size; ++i)
        if (!g.wild_at(i)) ++need[g.type == GroupType::sequence ? i : 0];
      for (int i = 0; i < 3; ++i)
        if (need[i] > c_[g.kind + (g.type == GroupType::sequence ? i : 0)]) return false;
    }
    for (int i = 0; i < size; ++i)
      if (!g.wild_at(i)) add(c_, g.kind_at(i), sign);
    return true;
  }

  Counts c_;
  const WinRules& rules_;
  const VisitorRef<Decomposition>& visit_;
  Decomposition d_;
};

}  // namespace

namespace detail {

bool standard_complete(const Hand& hand, const WinRules& rules) {
  return Fast(hand, rules).go(0, 0, hand.wilds, rules.melds - hand.melds, 1);
}

bool visit_standard(const Hand& hand, const WinRules& rules,
                    const VisitorRef<Decomposition>& visit) {
  return Enumerate(hand, rules, visit).go(0, 0, hand.wilds, rules.melds - hand.melds, 1);
}

}  // namespace detail

namespace {

bool right_size(const Hand& hand, const WinRules& rules) {
  return hand.wilds >= 0 && hand.melds >= 0 && hand.melds <= rules.melds &&
         hand.tiles() == rules.complete_size(hand.melds);
}

bool has_orphans(const WinRules& rules) {
  return total(rules.orphans) > 0;
}

}  // namespace

bool is_complete(const Hand& hand, const WinRules& rules) {
  if (!right_size(hand, rules)) return false;
  if (rules.wilds_win > 0 && hand.wilds >= rules.wilds_win) return true;
  if (rules.standard && detail::standard_complete(hand, rules)) return true;
  const bool concealed = hand.melds == 0;
  if (rules.all_pairs && concealed && detail::pairs_complete(hand, rules)) return true;
  return has_orphans(rules) && concealed && detail::orphans_complete(hand, rules);
}

bool visit_decompositions(const Hand& hand, const WinRules& rules,
                          VisitorRef<Decomposition> visit) {
  if (!right_size(hand, rules)) return true;
  if (rules.standard && !detail::visit_standard(hand, rules, visit)) return false;
  const bool concealed = hand.melds == 0;
  if (rules.all_pairs && concealed && !detail::visit_pairs(hand, rules, visit)) return false;
  if (has_orphans(rules) && concealed && !detail::visit_orphans(hand, rules, visit)) return false;
  if (rules.wilds_win > 0 && hand.wilds >= rules.wilds_win) {
    Decomposition d;
    d.shape = Shape::wilds_win;
    return visit(d);
  }
  return true;
}

}  // namespace paipu::mahjong
