// Groups, and where the winning tile sits in a decomposition.

#include "paipu/mahjong/shapes.hpp"

namespace paipu::mahjong {

int Group::size() const {
  switch (type) {
    case GroupType::pair:
    case GroupType::free_pair:
      return 2;
    case GroupType::single:
    case GroupType::free_single:
      return 1;
    default:
      return 3;
  }
}

int Group::wilds() const {
  // The bits of one byte added in place: no call to a library popcount on a build without the
  // instruction.
  unsigned x = wild;
  x = x - ((x >> 1U) & 0x55U);
  x = (x & 0x33U) + ((x >> 2U) & 0x33U);
  return static_cast<int>((x + (x >> 4U)) & 0x0FU);
}

Wait wait_at(const Group& group, int position) {
  switch (group.type) {
    case GroupType::pair:
      return Wait::single;
    case GroupType::triplet:
      return Wait::dual_pon;
    case GroupType::single:
      return Wait::odd;
    case GroupType::sequence: {
      if (position == 1) return Wait::closed;
      const int first = number_of(group.kind);
      // 1-2-3 completed by the 3, 7-8-9 by the 7: the other two waited on one kind only.
      if ((position == 2 && first == 1) || (position == 0 && first == 7)) return Wait::edge;
      return Wait::open;
    }
    default:
      return Wait::free;
  }
}

namespace {

// The first position holding a natural (wild false) or a wild. Written as a search rather than
// as "the position before is of the same sort": GCC 12 at -O1 folded that test, for a wild, into
// the one for a natural (its tree-forwprop pass; -O0, -O2 and -O3 compiled it right), and the
// sanitizer build lost the reading of a wild pairing a lone tile.
int first_of_sort(const Group& g, bool wild) {
  int p = 0;
  while (p < 2 && g.wild_at(p) != wild) ++p;
  return p;
}

}  // namespace

bool visit_readings(const Hand& hand, const WinRules& rules, WinningTile winning,
                    VisitorRef<Reading> visit) {
  return visit_decompositions(hand, rules, [&](const Decomposition& d) {
    if (d.shape == Shape::wilds_win) return visit(Reading{&d, -1, -1, Wait::any});
    for (int gi = 0; gi < d.count; ++gi) {
      const Group& g = d.groups[gi];
      bool seen = false;  // an identical group earlier gives the same readings
      for (int earlier = 0; earlier < gi && !seen; ++earlier) seen = d.groups[earlier] == g;
      if (seen) continue;
      const int positions = g.free() ? 1 : g.size();
      for (int pos = 0; pos < positions; ++pos) {
        const bool wild = g.wild_at(pos);
        if (winning.wild ? !wild : (wild || g.kind_at(pos) != winning.kind)) continue;
        // In a pair or triplet the positions of one sort (natural or wild) are interchangeable:
        // the first of its sort stands for them.
        if (g.type != GroupType::sequence && pos != first_of_sort(g, wild)) continue;
        Wait wait = wait_at(g, pos);
        if (d.shape == Shape::orphans) wait = Wait::orphan;
        if (!visit(Reading{&d, gi, pos, wait})) return false;
      }
    }
    return true;
  });
}

}  // namespace paipu::mahjong
