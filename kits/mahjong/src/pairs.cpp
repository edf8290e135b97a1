// The concealed special shapes: all pairs (七対子, 八対) and 国士無双, with wilds. Both are small
// searches over kinds, so the existence checks are the enumerations stopped at the first find.
#include <algorithm>

#include "search.hpp"

namespace paipu::mahjong {
namespace {

// All pairs: the kinds in order, and for each how many of its naturals pair up, how many pair
// with a wild and whether one is the odd tile (八対). Groups of a kind come in that order, so each
// decomposition is produced once.
class Pairs {
 public:
  Pairs(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit)
      : c_(hand.concealed), rules_(rules), visit_(visit) {
    d_.shape = Shape::all_pairs;
  }

  bool go(int k, int wilds, int pairs, int odd) {
    while (k < kKinds && c_[k] == 0) ++k;
    if (k == kKinds) return finish(wilds, pairs, odd);
    const auto kind = static_cast<Kind>(k);
    const int c = c_[k];
    for (int natural = c / 2; natural >= 0; --natural) {
      for (int single = 0; single <= std::min(odd, 1); ++single) {
        const int with_wild = c - 2 * natural - single;
        if (with_wild < 0 || with_wild > wilds || natural + with_wild > pairs) continue;
        if (with_wild > 0 && !rules_.wild_can_be(kind)) continue;
        if (rules_.distinct_pairs && natural + with_wild > 1) continue;
        const int at = d_.count;
        for (int i = 0; i < natural; ++i) d_.groups[d_.count++] = Group{GroupType::pair, kind, 0};
        for (int i = 0; i < with_wild; ++i)
          d_.groups[d_.count++] = Group{GroupType::pair, kind, 0b10};
        if (single != 0) d_.groups[d_.count++] = Group{GroupType::single, kind, 0};
        if (natural + with_wild > 0) used_.insert(kind);
        const bool go_on = go(k + 1, wilds - with_wild, pairs - natural - with_wild, odd - single);
        used_.erase(kind);
        d_.count = at;
        if (!go_on) return false;
      }
    }
    return true;
  }

 private:
  // The wilds left pair among themselves, one of them the odd tile if no natural was.
  bool finish(int wilds, int pairs, int odd) {
    if (wilds != 2 * pairs + odd) return true;
    if (rules_.distinct_pairs && pairs > 0) {
      int open = 0;  // kinds a wild pair could still be
      for (Kind k = 0; k < kKinds; ++k) open += !used_.contains(k) && rules_.wild_can_be(k);
      if (open < pairs) return true;
    }
    const int at = d_.count;
    for (int i = 0; i < pairs; ++i) d_.groups[d_.count++] = Group{GroupType::free_pair, kNoKind, 3};
    if (odd > 0) d_.groups[d_.count++] = Group{GroupType::free_single, kNoKind, 1};
    const bool go_on = visit_(d_);
    d_.count = at;
    return go_on;
  }

  Counts c_;
  const WinRules& rules_;
  const VisitorRef<Decomposition>& visit_;
  Decomposition d_;
  KindSet used_;  // kinds with a pair so far, for distinct_pairs
};

// 国士無双: the required tiles, naturals first and wilds for the rest, and one extra tile of a
// required kind, which makes a pair with one of them. The extra is the natural beyond the
// requirement, or a wild standing for any required kind it may be.
bool orphans(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit) {
  const Counts& need = rules.orphans;
  const Counts& c = hand.concealed;
  if (hand.tiles() != total(need) + 1) return true;
  int excess = 0;
  Kind extra = kNoKind;
  for (Kind k = 0; k < kKinds; ++k) {
    if (c[k] > need[k]) {
      excess += c[k] - need[k];
      extra = k;
    } else if (c[k] < need[k] && !rules.wild_can_be(k)) {
      return true;
    }
  }
  if (excess > 1 || (extra != kNoKind && need[extra] == 0)) return true;
  Decomposition d;
  d.shape = Shape::orphans;
  auto emit = [&](Kind x) {
    d.count = 0;
    for (Kind k = 0; k < kKinds; ++k) {
      const int copies = need[k] + (k == x ? 1 : 0);
      int naturals = c[k];
      // The extra's kind opens with its pair; each tile is a natural while any are left.
      int i = 0;
      if (k == x) {
        const auto mask = static_cast<std::uint8_t>(naturals >= 2   ? 0
                                                    : naturals == 1 ? 0b10
                                                                    : 0b11);
        d.groups[d.count++] = Group{GroupType::pair, k, mask};
        naturals -= std::min(naturals, 2);
        i = 2;
      }
      for (; i < copies; ++i) {
        d.groups[d.count++] =
            Group{GroupType::single, k, static_cast<std::uint8_t>(naturals > 0 ? 0 : 1)};
        naturals -= naturals > 0 ? 1 : 0;
      }
    }
    return visit(d);
  };
  if (extra != kNoKind) return emit(extra);
  for (Kind x = 0; x < kKinds; ++x)
    if (need[x] > 0 && rules.wild_can_be(x) && !emit(x)) return false;
  return true;
}

}  // namespace

namespace detail {

bool visit_pairs(const Hand& hand, const WinRules& rules, const VisitorRef<Decomposition>& visit) {
  const int size = rules.complete_size(0);
  return Pairs(hand, rules, visit).go(0, hand.wilds, size / 2, size % 2);
}

bool pairs_complete(const Hand& hand, const WinRules& rules) {
  if (rules.distinct_pairs)
    return !visit_pairs(hand, rules, [](const Decomposition&) { return false; });
  // Pairs of one kind may repeat, so each kind pairs its naturals and leaves one when it has an
  // odd count. One left over may be the odd tile (八対); each other needs a wild of its kind. The
  // wilds left pair among themselves, with the odd tile among them if no natural was: the hand's
  // size makes their number come out right.
  const int odd = rules.complete_size(0) % 2;
  const int lone = odd_kinds(hand.concealed);  // kinds with an odd count
  if (lone - std::min(lone, odd) > hand.wilds) return false;
  if (rules.wild_scope == WildScope::any) return true;
  int no_wild = 0;  // kinds with an odd count that no wild may be
  for (Kind k = 0; k < kKinds; ++k)
    no_wild += hand.concealed[k] % 2 != 0 && !rules.wild_can_be(k) ? 1 : 0;
  return no_wild <= odd;
}

bool visit_orphans(const Hand& hand, const WinRules& rules,
                   const VisitorRef<Decomposition>& visit) {
  return orphans(hand, rules, visit);
}

bool orphans_complete(const Hand& hand, const WinRules& rules) {
  return !orphans(hand, rules, [](const Decomposition&) { return false; });
}

}  // namespace detail

Counts thirteen_orphans() {
  Counts need{};
  for (Kind k = 0; k < kKinds; ++k) need[k] = is_orphan(k) ? 1 : 0;
  return need;
}

Counts flush_orphans(Suit suit) {
  Counts need{};
  need[kind_of(Suit::man, 1)] = 1;
  need[kind_of(Suit::man, 9)] = 1;
  need[kind_of(suit, 1)] = 2;
  need[kind_of(suit, 9)] = 2;
  for (Kind k = kEast; k < kKinds; ++k) need[k] = 1;
  return need;
}

}  // namespace paipu::mahjong
