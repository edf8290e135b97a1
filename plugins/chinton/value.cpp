#include "value.hpp"

#include <array>

#include "yaku.hpp"

namespace paipu::chinton {

namespace {

using detail::Part;
using detail::PartType;
using detail::ReadHand;
using mahjong::Counts;
using mahjong::Decomposition;
using mahjong::Group;
using mahjong::GroupType;
using mahjong::kWhite;

// The parts whose kind the winner names: groups of 白 alone, and pons of 白白白.
struct Slots {
  std::array<int, 8> part{};
  int count = 0;
};

// The reading's parts with the decomposition's groups first (so a reading's group index is its
// part's) and the declared melds after.
void read_parts(const Decomposition& d, std::span<const ScoreMeld> melds, int winning, ReadHand& h,
                Slots& slots) {
  h.shape = d.shape;
  h.count = 0;
  slots.count = 0;
  for (int i = 0; i < d.count; ++i) {
    const Group& g = d.groups[static_cast<std::size_t>(i)];
    Part p;
    p.kind = g.kind;
    p.tiles = g.size();
    p.bai = g.wilds();
    p.winning = i == winning;
    switch (g.type) {
      case GroupType::pair:
      case GroupType::free_pair:
        p.type = PartType::pair;
        break;
      case GroupType::triplet:
      case GroupType::free_meld:
        p.type = PartType::triplet;
        break;
      case GroupType::sequence:
        p.type = PartType::sequence;
        break;
      case GroupType::single:
      case GroupType::free_single:
        p.type = PartType::single;
        break;
    }
    if (g.free()) slots.part[static_cast<std::size_t>(slots.count++)] = h.count;
    h.parts[static_cast<std::size_t>(h.count++)] = p;
  }
  for (const ScoreMeld& m : melds) {
    Part p;
    p.declared = true;
    p.open = m.type != mahjong::MeldType::closed_kan;
    p.type = m.type == mahjong::MeldType::pon ? PartType::triplet : PartType::kan;
    p.kind = m.kind;
    p.tiles = m.copies;
    p.bai = m.kind == kNoKind ? m.copies : m.bai;
    if (m.kind == kNoKind) slots.part[static_cast<std::size_t>(slots.count++)] = h.count;
    h.parts[static_cast<std::size_t>(h.count++)] = p;
  }
}

// The honours a 白 left to the winner may be named: 北 only when bai_scope allows.
bool nameable(Kind k, const Rules& rules) {
  return k != mahjong::kNorth ||
         (rules.bai_scope != BaiScope::no_north && rules.bai_scope != BaiScope::neither);
}

// Calls `visit` with the reading under every naming of its slots (returns false to stop).
template <class Visit>
bool each_naming(ReadHand& h, const Slots& slots, const Rules& rules, int at, Visit& visit) {
  if (at == slots.count) {
    detail::count_tiles(h);
    return visit(static_cast<const ReadHand&>(h));
  }
  Part& p = h.parts[static_cast<std::size_t>(slots.part[static_cast<std::size_t>(at)])];
  for (Kind k = mahjong::kEast; k < mahjong::kKinds; ++k) {
    if (!nameable(k, rules)) continue;
    p.kind = k;
    if (!each_naming(h, slots, rules, at + 1, visit)) return false;
  }
  return true;
}

int meld_tiles_of(std::span<const ScoreMeld> melds, bool (*pred)(Kind)) {
  int n = 0;
  for (const ScoreMeld& m : melds)
    if (m.kind == kNoKind || pred(m.kind)) n += m.copies;
  return n;
}

bool gari_in(const Counts& naturals, std::span<const ScoreMeld> melds) {
  for (Kind k : {mahjong::kind_of(mahjong::Suit::man, 1), mahjong::kind_of(mahjong::Suit::man, 9),
                 mahjong::kNorth})
    if (naturals[k] > 0) return true;
  for (const ScoreMeld& m : melds)
    if (m.kind != kNoKind && is_gari(m.kind)) return true;
  return false;
}

Counts melded_tiles(std::span<const ScoreMeld> melds) {
  Counts c{};
  for (const ScoreMeld& m : melds) {
    if (m.kind == kNoKind) {
      mahjong::add(c, kWhite, m.copies);
      continue;
    }
    mahjong::add(c, m.kind, m.copies - m.bai);
    mahjong::add(c, kWhite, m.bai);
  }
  return c;
}

// is_winning_hand with the shapes of win_rules(rules, wall) made once by the caller.
bool winning_hand(const Counts& naturals, int bai, std::span<const ScoreMeld> melds,
                  const Rules& rules, mahjong::Suit wall, const mahjong::WinRules& shapes) {
  const mahjong::Hand hand = shape_hand(naturals, bai, static_cast<int>(melds.size()));
  if (!mahjong::is_complete(hand, shapes)) return false;
  const bool gari = gari_in(naturals, melds);
  bool meld_bai = false;
  for (const ScoreMeld& m : melds) meld_bai = meld_bai || (m.kind != kNoKind && m.bai > 0);
  const bool scoped = rules.bai_scope != BaiScope::all_honours && (bai > 0 || meld_bai);
  if (!gari && !scoped) return true;
  // A ガリ stays only in 国士無双 (no melds) or 四喜和, which needs 11 wind tiles at least.
  if (gari && !melds.empty()) {
    int winds = bai + meld_tiles_of(melds, mahjong::is_wind);
    for (Kind k = mahjong::kEast; k <= mahjong::kNorth; ++k) winds += naturals[k];
    if (winds < 11) return false;
  }
  bool found = false;
  ReadHand h;
  Slots slots;
  auto check = [&](const ReadHand& r) {
    found = detail::allowed(r, rules, wall);
    return !found;
  };
  mahjong::visit_decompositions(hand, shapes, [&](const Decomposition& d) {
    read_parts(d, melds, -1, h, slots);
    each_naming(h, slots, rules, 0, check);
    return !found;
  });
  return found;
}

}  // namespace

mahjong::WinRules win_rules(const Rules&, mahjong::Suit wall) {
  mahjong::WinRules r;
  r.melds = 4;
  r.standard = true;
  r.all_pairs = true;
  r.distinct_pairs = false;  // "4枚使い、6枚使い可"
  r.orphans = mahjong::flush_orphans(wall);
  // bai_scope's limits (no 北, no 5th copy) are applied to each reading: the kit knows one scope.
  r.wild_scope = mahjong::WildScope::honours;
  r.wild_face = kWhite;
  return r;
}

mahjong::Hand shape_hand(const Counts& naturals, int bai, int melds) {
  mahjong::Hand h;
  h.concealed = naturals;
  h.wilds = bai;
  h.melds = melds;
  return h;
}

bool is_winning_hand(const Counts& naturals, int bai, std::span<const ScoreMeld> melds,
                     const Rules& rules, mahjong::Suit wall) {
  return winning_hand(naturals, bai, melds, rules, wall, win_rules(rules, wall));
}

mahjong::Waits waits(const Counts& naturals, int bai, std::span<const ScoreMeld> melds,
                     const Rules& rules, mahjong::Suit wall, const mahjong::CopyLimits* limits) {
  mahjong::Waits w;
  const mahjong::WinRules shapes = win_rules(rules, wall);
  const Counts melded = melded_tiles(melds);
  const auto room = [&](Kind k, int held) {
    return limits == nullptr || held + melded[k] < (*limits)[k];
  };
  // A kind can complete the hand only in a group with what the hand holds: a pair or triplet of a
  // kind held (or of an honour, with a 白 to pair it), a sequence with a number of its suit at
  // most two away, or 国士無双 (no melds, every tile held one of its kinds). The others are not
  // tried: no shape the kit knows could take them, so the waits are the same.
  bool orphans = melds.empty();
  for (Kind k = 0; k < mahjong::kKinds && orphans; ++k)
    orphans = naturals[k] == 0 || shapes.orphans[k] > 0;
  // Without a 白, an honour makes groups of its own kind only: a complete hand's honours are
  // triplets but for at most one pair, and 七対子's counts are all even. So a hand with an honour
  // count of 1 (mod 3) is completed only by that honour, and one with an odd count only by that
  // kind as 七対子.
  int ones = 0;  // honours whose count is 1 (mod 3)
  int twos = 0;  // ... 2 (mod 3)
  int odd = 0;   // kinds of odd count
  for (Kind k = 0; k < mahjong::kKinds; ++k) {
    odd += naturals[k] % 2;
    if (mahjong::is_honour(k)) {
      ones += naturals[k] % 3 == 1 ? 1 : 0;
      twos += naturals[k] % 3 == 2 ? 1 : 0;
    }
  }
  const auto shape_fits = [&](Kind k) {
    if (bai > 0) return true;
    if (melds.empty() && odd == 1 && naturals[k] % 2 == 1) return true;  // 七対子
    if (!mahjong::is_honour(k)) return ones == 0 && twos <= 1;
    switch (naturals[k] % 3) {
      case 1:
        return ones == 1 && twos == 0;
      case 2:
        return ones == 0 && twos <= 2;
      default:
        return false;
    }
  };
  const auto may_complete = [&](Kind k) {
    if (orphans && shapes.orphans[k] > 0) return true;
    if (!shape_fits(k)) return false;
    if (naturals[k] > 0) return true;
    if (!mahjong::is_suited(k)) return bai > 0;
    const int n = mahjong::number_of(k);
    for (int d = -2; d <= 2; ++d)
      if (d != 0 && n + d >= 1 && n + d <= 9 && naturals[static_cast<Kind>(k + d)] > 0) return true;
    return false;
  };
  Counts c = naturals;
  for (Kind k = 0; k < mahjong::kKinds; ++k) {
    if (k == kWhite || !room(k, c[k]) || !may_complete(k)) continue;
    mahjong::add(c, k);
    if (winning_hand(c, bai, melds, rules, wall, shapes)) w.kinds.insert(k);
    mahjong::add(c, k, -1);
  }
  // A 白 completes the hand as an honour: the rules core reads it as a wait on 白.
  if (room(kWhite, bai) && winning_hand(naturals, bai + 1, melds, rules, wall, shapes)) {
    w.kinds.insert(kWhite);
    w.wild = true;
  }
  return w;
}

WinValue evaluate_win(const WinSituation& s, const Rules& rules) {
  WinValue v;
  const mahjong::WinRules shapes = win_rules(rules, s.wall);
  const int meld_count = static_cast<int>(s.melds.size());
  detail::Tally tally, best;
  ReadHand h, best_hand;
  Slots slots;
  bool found = false;

  auto consider = [&](const ReadHand& r) {
    if (!detail::allowed(r, rules, s.wall)) return true;
    detail::score(r, s, rules, tally);
    v.has_yaku = v.has_yaku || tally.has_yaku;
    if (!found || tally.total > best.total) {
      best = tally;
      best_hand = r;
      found = true;
    }
    return true;
  };
  // One hand of naturals and honour wilds, the winning tile a natural of `win` or (kNoKind) a 白;
  // `full_wild`: the kind the ippatsu 白 stands for, now one of the naturals.
  auto try_hand = [&](const Counts& naturals, int bai, Kind win, Kind full_wild) {
    const mahjong::Hand hand = shape_hand(naturals, bai, meld_count);
    auto read = [&](const Decomposition& d, int group, mahjong::Wait wait) {
      read_parts(d, s.melds, group, h, slots);
      h.full_wild = full_wild;
      h.wait = wait;
      h.win_kind =
          win != kNoKind || group < 0 ? win : h.parts[static_cast<std::size_t>(group)].kind;
      // The winning 白 in a group of 白 alone stands for what the group is named.
      const bool free_win = group >= 0 && d.groups[static_cast<std::size_t>(group)].free();
      auto visit = [&](const ReadHand& r) {
        ReadHand named = r;
        if (free_win) named.win_kind = r.parts[static_cast<std::size_t>(group)].kind;
        return consider(named);
      };
      each_naming(h, slots, rules, 0, visit);
    };
    if (s.winning == kNoKind) {
      mahjong::visit_decompositions(
          hand, shapes, [&](const Decomposition& d) { read(d, -1, mahjong::Wait::any); });
      return;
    }
    const mahjong::WinningTile tile{win, win == kNoKind};
    mahjong::visit_readings(hand, shapes, tile, [&](const mahjong::Reading& r) {
      read(*r.decomposition, r.group, r.wait);
    });
  };

  if (s.winning_full_wild && s.bai > 0) {
    // The ippatsu 白 is any tile of the wall, numbers too: tried as each kind.
    const mahjong::CopyLimits limits = mahjong::flush_wall_limits(s.wall);
    for (Kind k = 0; k < mahjong::kKinds; ++k) {
      if (limits[k] == 0) continue;
      Counts c = s.concealed;
      mahjong::add(c, k);
      try_hand(c, s.bai - 1, k, k);
    }
  } else {
    try_hand(s.concealed, s.bai, s.winning == kWhite ? kNoKind : s.winning, kNoKind);
  }
  if (!found) return WinValue{};
  v.complete = true;
  v.yakuman = best.yakuman;
  v.total = best.total;
  for (int i = 0; i < best.count; ++i) {
    const detail::Entry& e = best.entries[static_cast<std::size_t>(i)];
    v.items.push_back(Item{i == 0 ? ItemKind::base : ItemKind::add, detail::label(e), e.value});
  }
  v.reading = detail::reading_text(best_hand);
  return v;
}

}  // namespace paipu::chinton
