// The standard shape (a pair and the melds) with wilds, and the dispatch over shapes.
//
// Both searches take the lowest kind with naturals left and choose the groups whose lowest natural
// is that kind (its anchor): every natural below it is used, so a sequence reaching below it does
// so with wilds. Choosing the groups of one anchor in a fixed order of candidates, never going
// back to an earlier one, yields each multiset of groups once.
#include <algorithm>
#include <atomic>

#include "search.hpp"

namespace paipu::mahjong {
namespace {

// Whether a sequence may start at `s` and contain `k`: the same suit, 1..7.
bool sequence_from(int s, Kind k) {
  return s >= 0 && is_suited(k) && s / 9 == k / 9 && s % 9 <= 6;
}

// The existence check, one group of kinds at a time. Sequences never leave a suit and an honour
// makes groups only with its own kind, so the naturals of each suit and of each honour are grouped
// apart. Placing a suit's naturals in m melds and p pairs (each group holding a natural) takes
// 3m + 2p - n wilds; with the hand at its complete size, the wilds of the whole hand are then
// enough exactly when the melds add up to at most the hand's and the pairs to at most one, the
// wilds left over making the free groups. So each part needs only the fewest melds it can be read
// as, with its pair and without, and the parts are added up.
//
// Within a part, a wild and a natural of the same kind can always change places between two
// groups (the wild stood for that kind already), so the search may put a natural wherever one is
// left and try only five groups per anchor: the pair, the triplet and the three sequences through
// it, wilds filling only what no natural can.
class FewestMelds {
 public:
  static constexpr int kNone = 99;

  // `wilds` and `most` bound the search: a reading that needs more wilds or melds is none.
  FewestMelds(const Counts& counts, const WinRules& rules, int wilds, int most)
      : c_(counts), rules_(rules), wilds_(wilds), most_(most) {}

  // The fewest melds that, with `pairs` pairs (0 or 1), hold every natural of kinds [first, end);
  // kNone when none do.
  int melds(int first, int end, int pairs) {
    end_ = end;
    left_ = 0;
    for (int k = first; k < end; ++k) left_ += c_[k];
    best_ = most_ + 1;
    go(first, 0, 0, pairs, 0);
    return best_ > most_ ? kNone : best_;
  }

 private:
  void go(int k, int option, int melds, int pairs, int wilds) {
    // Each meld holds at most three naturals and the pair two: the naturals left bound the melds.
    const int bound = melds + (std::max(left_ - 2 * pairs, 0) + 2) / 3;
    if (bound >= best_) return;
    while (k < end_ && c_[k] == 0) {
      ++k;
      option = 0;
    }
    if (k == end_) {
      if (pairs == 0) best_ = melds;
      return;
    }
    const auto kind = static_cast<Kind>(k);
    const int n = c_[k];
    if (option <= 0 && pairs > 0 && (n >= 2 || rules_.wild_can_be(kind))) {
      const int nat = std::min(n, 2);
      if (wilds + 2 - nat <= wilds_) {
        take(k, nat);
        go(k, 0, melds, pairs - 1, wilds + 2 - nat);
        take(k, -nat);
      }
    }
    if (option <= 1 && (n >= 3 || rules_.wild_can_be(kind))) {
      const int nat = std::min(n, 3);
      if (wilds + 3 - nat <= wilds_) {
        take(k, nat);
        go(k, 1, melds + 1, pairs, wilds + 3 - nat);
        take(k, -nat);
      }
    }
    for (int pos = 0; pos < 3; ++pos) {
      const int s = k - pos;
      if (option > 2 + pos || !sequence_from(s, kind)) continue;
      bool taken[3] = {false, false, false};
      bool fits = true;
      int w = wilds;
      for (int i = 0; i < 3 && fits; ++i) {
        const auto at = static_cast<Kind>(s + i);
        taken[i] = i >= pos && c_[at] > 0;
        if (!taken[i]) ++w;
        fits = taken[i] || rules_.wild_can_be(at);
      }
      if (!fits || w > wilds_) continue;
      for (int i = 0; i < 3; ++i)
        if (taken[i]) take(s + i, 1);
      go(k, 2 + pos, melds + 1, pairs, w);
      for (int i = 0; i < 3; ++i)
        if (taken[i]) take(s + i, -1);
    }
  }

  void take(int k, int n) {
    c_[k] = static_cast<std::uint8_t>(c_[k] - n);
    left_ -= n;
  }

  Counts c_;
  const WinRules& rules_;
  int wilds_ = 0;
  int most_ = 0;
  int end_ = 0;
  int left_ = 0;
  int best_ = kNone;
};

// A suit's fewest melds depend only on its nine counts and on which of its kinds a wild may be.
// For the two common cases, every kind (温州's 財神) and none (no wilds, or 清一色東天紅's honour
// wilds), the answers are kept in a table filled as suits are met, so a suit seen before costs a
// look-up: 5^9 entries of one byte each (four copies at most; a suit with more is searched), the
// fewest melds alone and with a pair, each plus one, 0 for not yet known. Written and read
// relaxed: two threads that meet a suit together store the same byte.
class SuitTable {
 public:
  static constexpr int kPatterns = 1953125;  // 5^9
  static constexpr int kMost = 13;           // more melds than any hand has: stored as none

  struct Entry {
    int alone = FewestMelds::kNone;
    int paired = FewestMelds::kNone;
  };

  // Which table serves the suit from `first`: 0 (every kind may be a wild), 1 (none may), -1.
  static int regime(const WinRules& rules, int first) {
    if (rules.wild_scope == WildScope::any) return 0;
    const bool face_here = rules.wild_face >= first && rules.wild_face < first + 9;
    return face_here ? -1 : 1;  // a suited kind is no honour
  }

  static bool key(const Counts& c, int first, int& out) {
    out = 0;
    for (int k = first + 8; k >= first; --k) {
      if (c[k] > 4) return false;
      out = out * 5 + c[k];
    }
    return true;
  }

  static Entry get(int table, int key, const Counts& c, const WinRules& rules, int first) {
    std::atomic<std::uint8_t>& slot = entries_[table][key];
    std::uint8_t byte = slot.load(std::memory_order_relaxed);
    if (byte == 0) {
      FewestMelds search(c, rules, kMost * 3, kMost);
      byte = static_cast<std::uint8_t>(pack(search.melds(first, first + 9, 0)) |
                                       (pack(search.melds(first, first + 9, 1)) << 4));
      slot.store(byte, std::memory_order_relaxed);
    }
    return Entry{unpack(byte & 0xF), unpack(byte >> 4)};
  }

 private:
  static int pack(int melds) { return melds == FewestMelds::kNone ? 15 : melds + 1; }
  static int unpack(int v) { return v == 15 ? FewestMelds::kNone : v - 1; }

  static std::atomic<std::uint8_t> entries_[2][kPatterns];
};

std::atomic<std::uint8_t> SuitTable::entries_[2][SuitTable::kPatterns];

// Whether the naturals `c` and `wilds` wilds make `open` melds and `pairs` pairs (0 or 1), the
// tiles being as many as those need.
bool standard_fits(const Counts& c, int wilds, int open, int pairs, const WinRules& rules) {
  FewestMelds search(c, rules, wilds, open);
  int melds = 0;       // the fewest melds of every part, the pair in a part that needs it
  int pair_parts = 0;  // parts that cannot be read without the pair
  int saving = 0;      // the most melds the pair saves in a part that may go without it
  const auto add_part = [&](int alone, int paired) {
    if (alone == FewestMelds::kNone) {
      if (pairs == 0 || paired == FewestMelds::kNone || ++pair_parts > 1) return false;
      melds += paired;
    } else {
      melds += alone;
      if (paired != FewestMelds::kNone) saving = std::max(saving, alone - paired);
    }
    return melds - (pair_parts == 0 && pairs > 0 ? saving : 0) <= open;
  };
  // The three suits, then each honour on its own.
  for (int first = 0; first < kEast; first += 9) {
    int key = 0;
    const bool in_table = SuitTable::key(c, first, key);
    if (in_table && key == 0) continue;  // no naturals of the suit
    const int table = in_table ? SuitTable::regime(rules, first) : -1;
    if (table >= 0) {
      const SuitTable::Entry e = SuitTable::get(table, key, c, rules, first);
      if (!add_part(e.alone, e.paired)) return false;
    } else if (!add_part(search.melds(first, first + 9, 0), search.melds(first, first + 9, 1))) {
      return false;
    }
  }
  // An honour makes groups with its own kind only: as many triplets as its copies need, and with
  // the pair, the pair first. Without wilds the copies must fit exactly.
  for (int k = kEast; k < kKinds; ++k) {
    const int n = c[k];
    if (n == 0) continue;
    const bool ok = rules.wild_can_be(static_cast<Kind>(k))
                        ? add_part((n + 2) / 3, (std::max(n - 2, 0) + 2) / 3)
                        : add_part(n % 3 == 0 ? n / 3 : FewestMelds::kNone,
                                   n >= 2 && (n - 2) % 3 == 0 ? (n - 2) / 3 : FewestMelds::kNone);
    if (!ok) return false;
  }
  return true;
}

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
    // A branch whose tiles left make no reading lists nothing: leave it at once.
    if (!standard_fits(c_, wilds, melds, pairs, rules_)) return true;
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
  return standard_fits(hand.concealed, hand.wilds, rules.melds - hand.melds, 1, rules);
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
