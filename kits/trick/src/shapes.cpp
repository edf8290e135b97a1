#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <functional>

#include "paipu/inline_list.hpp"
#include "paipu/trick/shapes.hpp"

namespace paipu::trick {

namespace {

// The checks run for every play of a hand, so they keep their working sets in fixed arrays and
// inline lists: no map, no allocation unless a throw is longer than the lists' inline part.
constexpr int kLevels = 64;
constexpr std::size_t kIds = 256;

// More cards than a hand of any seat count holds (36: 28 and a kitty of 8), so stays inline.
template <class T>
using Cards = InlineList<T, 40>;
using Runs = InlineList<std::pair<int, int>, 16>;  // {top level, length}
using Fill = InlineList<int, 8>;

// A multiset of levels: the pairs among some cards (pairs at one level, such as two side-suit 7
// pairs, are interchangeable for shapes and strength), or the cards themselves.
class LevelBag {
 public:
  LevelBag() = default;

  // The pairs among `cards` (of `group` only, unless it is -1): the second copy of a card makes
  // a pair with the first.
  static LevelBag pairs(std::span<const PieceId> cards, const CardOrder& order, int group = -1) {
    std::array<std::uint64_t, kIds / 64> odd{};  // ids seen an odd number of times
    LevelBag bag;
    for (PieceId c : cards) {
      if (group >= 0 && order.group_of(c) != group) continue;
      assert(c < kIds);
      const std::uint64_t bit = std::uint64_t{1} << (c % 64);
      std::uint64_t& word = odd[c / 64];
      word ^= bit;
      if ((word & bit) == 0) bag.add(order.level_of(c), 1);
    }
    return bag;
  }

  void add(int level, int n) {
    assert(level >= 0 && level < kLevels);
    at_[static_cast<std::size_t>(level)] = static_cast<std::int8_t>(count(level) + n);
    total_ += n;
    hi_ = std::max(hi_, level);
    lo_ = std::min(lo_, level);
  }
  // add() for any n, 0 included, without a branch: for loops over every kind.
  void add_any(int level, int n) {
    assert(level >= 0 && level < kLevels);
    at_[static_cast<std::size_t>(level)] = static_cast<std::int8_t>(count(level) + n);
    total_ += n;
    hi_ = std::max(hi_, n > 0 ? level : -1);
    lo_ = std::min(lo_, n > 0 ? level : kLevels);
  }
  int total() const { return total_; }
  int count(int level) const { return at_[static_cast<std::size_t>(level)]; }

  // Maximal runs of consecutive levels that hold at least one, highest first.
  Runs runs() const {
    Runs out;
    for (int l = hi_; l >= lo_; --l) {
      if (count(l) == 0) continue;
      if (!out.empty() && out.back().first - out.back().second == l)
        ++out.back().second;
      else
        out.push_back({l, 1});
    }
    return out;
  }
  void take_run(int top, int length, int delta = -1) {
    for (int l = top; l > top - length; --l) add(l, delta);
  }
  // Every level, once per element, highest first.
  Cards<int> levels() const {
    Cards<int> out;
    for (int l = hi_; l >= lo_; --l)
      for (int k = 0; k < count(l); ++k) out.push_back(l);
    return out;
  }

 private:
  // A level holds a few cards (two decks): small counts keep the bag in one cache line.
  std::array<std::int8_t, kLevels> at_{};
  int total_ = 0;
  int hi_ = -1, lo_ = kLevels;
};

int unit_class(const Unit& u) {
  return std::min(u.pairs, 2);  // 2: tractor, 1: pair, 0: single
}

// The lead's units as the slots a beating play must fill.
struct Slots {
  InlineList<std::pair<int, int>, 8> tractors;  // {length, top}, longest first
  Cards<int> pairs, singles;                    // tops, highest first
  int top_class = 0;
};

Slots slots_of(const Lead& lead) {
  Slots s;
  for (const Unit& u : lead.units) {
    if (u.pairs >= 2)
      s.tractors.push_back({u.pairs, u.top});
    else if (u.pairs == 1)
      s.pairs.push_back(u.top);
    else
      s.singles.push_back(u.top);
    s.top_class = std::max(s.top_class, unit_class(u));
  }
  std::sort(s.tractors.begin(), s.tractors.end(), std::greater<>());
  std::sort(s.pairs.begin(), s.pairs.end(), std::greater<>());
  std::sort(s.singles.begin(), s.singles.end(), std::greater<>());
  return s;
}

// Whether each of `mine` beats the one of `theirs` (highest first) at its place: the pairing
// under which all can beat, if any can.
bool all_beat(std::span<const int> mine, std::span<const int> theirs) {
  if (mine.size() < theirs.size()) return false;
  Cards<int> sorted(mine);
  std::sort(sorted.begin(), sorted.end(), std::greater<>());
  for (std::size_t i = 0; i < theirs.size(); ++i)
    if (sorted[i] <= theirs[i]) return false;
  return true;
}

// Whether the play's tractors (by slot) beat the lead's: tractors of one length may stand against
// each other in any order.
bool tractors_beat(const Slots& slots, std::span<const int> tops) {
  const auto& t = slots.tractors;
  for (std::size_t i = 0; i < t.size();) {
    std::size_t end = i;
    Cards<int> theirs;
    while (end < t.size() && t[end].first == t[i].first) theirs.push_back(t[end++].second);
    if (!all_beat(tops.subspan(i, end - i), theirs)) return false;
    i = end;
  }
  return true;
}

// Tries every way to cut the lead's tractors, then its pairs, out of a play's pairs; calls `done`
// with the tops of the play's tractors (by slot), pairs and singles for each complete split.
template <class Done>
class SplitSearch {
 public:
  SplitSearch(const Slots& slots, LevelBag pairs, LevelBag cards, Done& done)
      : slots_(slots), pairs_(pairs), cards_(cards), done_(done) {}

  void run() { tractor(0); }

 private:
  void tractor(std::size_t slot) {
    if (slot == slots_.tractors.size()) return pick_pairs();
    const int length = slots_.tractors[slot].first;
    for (const auto& [top, run_length] : pairs_.runs())
      for (int t = top; t - length + 1 >= top - run_length + 1; --t) {
        pairs_.take_run(t, length);
        cards_.take_run(t, length, -2);
        tractor_tops_.push_back(t);
        tractor(slot + 1);
        tractor_tops_.pop_back();
        cards_.take_run(t, length, +2);
        pairs_.take_run(t, length, +1);
      }
  }

  void pick_pairs() {
    const Cards<int> levels = pairs_.levels();
    const std::size_t want = slots_.pairs.size();
    if (levels.size() < want) return;
    // Choose `want` of the pair levels; the rest of the cards are singles.
    Cards<char> chosen(levels.size(), 0);
    std::fill(chosen.begin(), chosen.begin() + static_cast<std::ptrdiff_t>(want), 1);
    do {
      Cards<int> pair_tops;
      LevelBag singles = cards_;
      for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!chosen[i]) continue;
        pair_tops.push_back(levels[i]);
        singles.add(levels[i], -2);
      }
      done_(tractor_tops_.view(), pair_tops, singles.levels());
    } while (std::prev_permutation(chosen.begin(), chosen.end()));
  }

  // The tops chosen so far, by slot: a stack, as InlineList has no pop_back.
  struct Tops {
    InlineList<int, 8> items;
    std::size_t size = 0;
    void push_back(int t) {
      if (size < items.size())
        items[size] = t;
      else
        items.push_back(t);
      ++size;
    }
    void pop_back() { --size; }
    std::span<const int> view() const { return {items.data(), size}; }
  };

  const Slots& slots_;
  LevelBag pairs_;
  LevelBag cards_;  // the levels of the cards not yet in a tractor
  Tops tractor_tops_;
  Done& done_;
};

// The fill of the lead's tractor slots by the runs of some pairs, the best over every way to cut
// them: cutting greedily from the top of a run can spoil a later slot (pairs at 13 12 12 11 10
// against tractors of 3 and 2: 13-12-11 leaves 12 and 10 apart, 12-11-10 leaves 13-12).
class FillSearch {
 public:
  FillSearch(const Lead& lead, const ShapeRule& rule) : longest_(rule.longest_tractor) {
    for (const Unit& u : lead.units)
      if (u.pairs >= 2) slots_.push_back(u.pairs);
  }

  // The best fill of every slot, compared lexicographically.
  Fill run(LevelBag pairs) {
    best_.clear();
    made_.clear();
    slot(0, pairs);
    return best_;
  }

 private:
  // A slot's entry for a tractor of `length` pairs.
  int value(int length, int slot_length) const {
    return length < slot_length && !longest_ ? 2 : length;
  }

  void slot(std::size_t i, LevelBag& pairs) {
    if (i == slots_.size()) {
      if (best_.empty() ||
          std::lexicographical_compare(best_.begin(), best_.end(), made_.begin(), made_.end()))
        best_ = made_;
      return;
    }
    const int k = slots_[i];
    const Runs runs = pairs.runs();
    int longest = 0;
    for (const auto& run : runs) longest = std::max(longest, run.second);
    if (longest < 2) {
      made_.push_back(0);
      slot(i + 1, pairs);
      made_.pop_back();
      return;
    }
    // Only cuts with the slot's best entry can lead to the best fill; among them, every one.
    const int want = value(std::min(k, longest), k);
    made_.push_back(want);
    for (int length = std::min(k, longest); length >= 2 && !complete(); --length) {
      if (value(length, k) != want) continue;
      for (const auto& [top, run_length] : runs)
        for (int t = top; t - length >= top - run_length && !complete(); --t) {
          pairs.take_run(t, length);
          slot(i + 1, pairs);
          pairs.take_run(t, length, +1);
        }
    }
    made_.pop_back();
  }

  // Whether the best fill found fills every slot: nothing can beat it.
  bool complete() const {
    if (best_.size() != slots_.size()) return false;
    for (std::size_t i = 0; i < slots_.size(); ++i)
      if (best_[i] != slots_[i]) return false;
    return true;
  }

  bool longest_;
  Fill slots_;  // the lead's tractor lengths, longest first
  Fill made_;   // the entries of the slots cut so far
  Fill best_;
};

// The fill of `pairs` (the pairs among some cards of the lead's group) against the lead's shape,
// as shape_fill() describes it.
Fill fill_of(const Lead& lead, const LevelBag& pairs, const ShapeRule& rule) {
  int capacity = 0;
  for (const Unit& u : lead.units) capacity += u.pairs;
  Fill fill;
  if (rule.tractors) fill = FillSearch(lead, rule).run(pairs);
  fill.push_back(std::min(capacity, pairs.total()));
  return fill;
}

std::vector<int> to_vector(const Fill& f) {
  return {f.begin(), f.end()};
}

int in_group(std::span<const PieceId> cards, const CardOrder& order, int group) {
  return static_cast<int>(std::count_if(cards.begin(), cards.end(),
                                        [&](PieceId c) { return order.group_of(c) == group; }));
}

std::optional<FollowFault> count_fault(const Lead& lead, std::span<const PieceId> play) {
  const int n = lead.cards();
  if (static_cast<int>(play.size()) == n) return std::nullopt;
  return FollowFault{FollowFault::Kind::count, n, static_cast<int>(play.size()), {}, {}};
}

bool has_tractor(const Lead& lead) {
  return std::any_of(lead.units.begin(), lead.units.end(),
                     [](const Unit& u) { return u.pairs >= 2; });
}

// The pairs that stand in no tractor: those alone at their level's run (two equal 副7 pairs are
// two loose pairs, as they do not join).
int loose_pairs(const LevelBag& pairs) {
  int n = 0;
  for (const auto& [top, length] : pairs.runs()) n += length == 1 ? pairs.count(top) : 0;
  return n;
}

bool singles_only(const Lead& lead) {
  return std::all_of(lead.units.begin(), lead.units.end(),
                     [](const Unit& u) { return u.pairs == 0; });
}

// The obligations after the count, for a hand that held `held` cards of the led group;
// `held_pairs` gives their pairs (a LevelBag), asked for only when the shape matters.
template <class HeldPairs>
std::optional<FollowFault> group_or_shape_fault(const Lead& lead, int held,
                                                std::span<const PieceId> play,
                                                const CardOrder& order, const ShapeRule& rule,
                                                HeldPairs held_pairs) {
  const int n = lead.cards();
  const int played = in_group(play, order, lead.group);
  const int must = std::min(n, held);
  if (played != must) return FollowFault{FollowFault::Kind::group, must, played, {}, {}};
  if (held <= n) return std::nullopt;           // every card of the group is played
  if (singles_only(lead)) return std::nullopt;  // singles ask for no shape
  const LevelBag hand_pairs = held_pairs();
  Fill could = fill_of(lead, hand_pairs, rule);
  if (rule.protect_tractors && !has_tractor(lead))
    could.back() = std::min(could.back(), loose_pairs(hand_pairs));
  const Fill made = fill_of(lead, LevelBag::pairs(play, order, lead.group), rule);
  if (!std::lexicographical_compare(made.begin(), made.end(), could.begin(), could.end()))
    return std::nullopt;
  return FollowFault{FollowFault::Kind::shape, must, must, to_vector(could), to_vector(made)};
}

// beating_strength() against a lead of one unit, whose split is forced: the play beats it when
// it is a unit of the same shape, higher or trump.
std::optional<Strength> unit_strength(const Unit& lead, std::span<const PieceId> play,
                                      const CardOrder& order, bool trumps, bool must_outrank) {
  int top = order.level_of(play.front());
  if (lead.pairs > 0) {
    const LevelBag pairs = LevelBag::pairs(play, order);
    const Runs runs = pairs.runs();
    if (pairs.total() != lead.pairs || runs.size() != 1 || runs.front().second != lead.pairs)
      return std::nullopt;
    top = runs.front().first;
  }
  if (must_outrank && top <= lead.top) return std::nullopt;
  return Strength{trumps, top};
}

// beating_strength() against a throw: every split of the play into the lead's shape is tried.
// Out of line, so that the one-unit fast path does not carry its large frame.
[[gnu::noinline]] std::optional<Strength> throw_strength(const Slots& slots,
                                                         std::span<const PieceId> play,
                                                         const CardOrder& order, bool trumps,
                                                         bool must_outrank, ThrowWinner by) {
  LevelBag levels;
  for (PieceId c : play) levels.add(order.level_of(c), 1);
  std::optional<Strength> best;
  auto done = [&](std::span<const int> tractors, std::span<const int> pairs,
                  std::span<const int> singles) {
    if (must_outrank && !(tractors_beat(slots, tractors) && all_beat(pairs, slots.pairs) &&
                          all_beat(singles, slots.singles)))
      return;
    // The units compared (each unit's top is its highest card).
    int level = -1;
    auto compare = [&](int cls, std::span<const int> tops) {
      if (by == ThrowWinner::highest_card || cls == slots.top_class)
        for (int top : tops) level = std::max(level, top);
    };
    compare(2, tractors);
    compare(1, pairs);
    compare(0, singles);
    if (level < 0) return;
    const Strength s{trumps, level};
    if (!best || *best < s) best = s;
  };
  SplitSearch<decltype(done)>(slots, LevelBag::pairs(play, order), levels, done).run();
  return best;
}

// Whether the tops of `a` come before those of `b`: tractors, then pairs, then singles, each
// compared highest first.
bool weaker(const Slots& a, const Slots& b) {
  auto less = [](const auto& x, const auto& y) {
    return std::lexicographical_compare(x.begin(), x.end(), y.begin(), y.end());
  };
  if (!(a.tractors == b.tractors)) return less(a.tractors, b.tractors);
  if (!(a.pairs == b.pairs)) return less(a.pairs, b.pairs);
  return less(a.singles, b.singles);
}

// The units of `cards` in the shape of `shape`, as slots for a later play to beat, read at their
// strongest where the cards split several ways: the highest tractors, then pairs, then singles.
Slots strongest_split(const Slots& shape, std::span<const PieceId> cards, const CardOrder& order) {
  LevelBag levels;
  for (PieceId c : cards) levels.add(order.level_of(c), 1);
  Slots best;
  bool found = false;
  auto done = [&](std::span<const int> tractors, std::span<const int> pairs,
                  std::span<const int> singles) {
    Slots s;
    s.top_class = shape.top_class;
    for (std::size_t i = 0; i < tractors.size(); ++i)
      s.tractors.push_back({shape.tractors[i].first, tractors[i]});
    std::sort(s.tractors.begin(), s.tractors.end(), std::greater<>());
    s.pairs.assign(pairs);
    s.singles.assign(singles);
    std::sort(s.pairs.begin(), s.pairs.end(), std::greater<>());
    std::sort(s.singles.begin(), s.singles.end(), std::greater<>());
    if (!found || weaker(best, s)) best = s;
    found = true;
  };
  SplitSearch<decltype(done)>(shape, LevelBag::pairs(cards, order), levels, done).run();
  return best;
}

}  // namespace

int common_group(std::span<const PieceId> cards, const CardOrder& order) {
  if (cards.empty()) return -1;
  const int g = order.group_of(cards.front());
  for (PieceId c : cards)
    if (order.group_of(c) != g) return -1;
  return g;
}

std::vector<Unit> split_units(std::span<const PieceId> cards, const CardOrder& order) {
  std::vector<Unit> units;
  split_units_into(cards, order, units);
  return units;
}

void split_units_into(std::span<const PieceId> cards, const CardOrder& order,
                      std::vector<Unit>& units) {
  if (cards.size() == 1) {  // most leads: no pairs to look for
    units.resize(1);
    Unit& u = units.front();
    u.pairs = 0;
    u.top = order.level_of(cards.front());
    u.cards.assign(cards.begin(), cards.end());
    return;
  }
  Cards<PieceId> rest(cards);
  std::sort(rest.begin(), rest.end(),
            [&](PieceId a, PieceId b) { return order.level_of(a) > order.level_of(b); });
  Cards<char> used(rest.size(), 0);
  // Takes one pair at `level`, the first in `rest` whose twin follows it.
  auto take_pair = [&](int level, Unit& u) {
    for (std::size_t i = 0; i + 1 < rest.size(); ++i) {
      if (used[i] || order.level_of(rest[i]) != level) continue;
      for (std::size_t j = i + 1; j < rest.size(); ++j)
        if (!used[j] && rest[j] == rest[i]) {
          u.cards.push_back(rest[i]);
          u.cards.push_back(rest[i]);
          used[i] = used[j] = 1;
          return;
        }
    }
  };
  std::size_t made = 0;
  auto next_unit = [&](int pairs, int top) -> Unit& {
    if (made == units.size()) units.emplace_back();
    Unit& u = units[made++];
    u.pairs = pairs;
    u.top = top;
    u.cards.clear();
    return u;
  };
  LevelBag pairs = LevelBag::pairs(rest, order);
  units.reserve(rest.size() - static_cast<std::size_t>(pairs.total()));
  for (;;) {
    const Runs runs = pairs.runs();
    const auto longest = std::max_element(
        runs.begin(), runs.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    if (longest == runs.end()) break;
    Unit& u = next_unit(longest->second, longest->first);
    u.cards.reserve(static_cast<std::size_t>(2 * u.pairs));
    for (int l = u.top; l > u.top - u.pairs; --l) take_pair(l, u);
    pairs.take_run(u.top, u.pairs);
  }
  for (std::size_t i = 0; i < rest.size(); ++i)
    if (!used[i]) next_unit(0, order.level_of(rest[i])).cards.push_back(rest[i]);
  units.resize(made);
  // Tractors longest first, then pairs, then singles; each class strongest first. A stable
  // insertion sort: a lead has a few units, and std::stable_sort would allocate its buffer.
  auto before = [](const Unit& a, const Unit& b) {
    return a.pairs != b.pairs ? a.pairs > b.pairs : a.top > b.top;
  };
  for (std::size_t i = 1; i < units.size(); ++i)
    for (std::size_t j = i; j > 0 && before(units[j], units[j - 1]); --j)
      std::swap(units[j], units[j - 1]);
}

std::optional<Lead> make_lead(std::span<const PieceId> cards, const CardOrder& order) {
  const int g = common_group(cards, order);
  if (g < 0) return std::nullopt;
  return Lead{g, split_units(cards, order)};
}

std::vector<int> shape_fill(const Lead& lead, std::span<const PieceId> cards,
                            const CardOrder& order, const ShapeRule& rule) {
  return to_vector(fill_of(lead, LevelBag::pairs(cards, order), rule));
}

std::optional<FollowFault> follow_fault(const Lead& lead, std::span<const PieceId> hand,
                                        std::span<const PieceId> play, const CardOrder& order,
                                        const ShapeRule& rule) {
  if (auto wrong = count_fault(lead, play)) return wrong;
  return group_or_shape_fault(lead, in_group(hand, order, lead.group), play, order, rule,
                              [&] { return LevelBag::pairs(hand, order, lead.group); });
}

std::optional<FollowFault> follow_fault_known(const Lead& lead, std::span<const int> known,
                                              std::span<const PieceId> play, const CardOrder& order,
                                              const ShapeRule& rule) {
  if (auto wrong = count_fault(lead, play)) return wrong;
  const int g = lead.group;
  // The common case, a lead of singles followed in its group: the hand held at least the play,
  // so the group is kept, and singles ask for no shape.
  if (in_group(play, order, g) == static_cast<int>(play.size()) && singles_only(lead))
    return std::nullopt;
  const std::size_t kinds = std::min(known.size(), order.group.size());
  const int* group = order.group.data();
  int held = 0;
  // Without a branch per kind: the groups of consecutive kinds alternate unpredictably.
  for (std::size_t c = 0; c < kinds; ++c) held += known[c] & -static_cast<int>(group[c] == g);
  // Copies the play shows beyond the known ones, counted at each piece's first copy in the play.
  Cards<std::pair<PieceId, int>> beyond;  // {piece, copies shown}
  for (std::size_t i = 0; i < play.size(); ++i) {
    const PieceId c = play[i];
    const auto at = play.begin() + static_cast<std::ptrdiff_t>(i);
    if (order.group_of(c) != g || std::find(play.begin(), at, c) != at) continue;
    const int shown = static_cast<int>(std::count(at, play.end(), c));
    if (shown > (c < kinds ? known[c] : 0)) beyond.push_back({c, shown});
  }
  for (const auto& [c, shown] : beyond) held += shown - (c < kinds ? known[c] : 0);
  return group_or_shape_fault(lead, held, play, order, rule, [&] {
    LevelBag pairs;
    for (std::size_t c = 0; c < kinds; ++c)
      pairs.add_any(order.level[c], (known[c] & -static_cast<int>(group[c] == g)) / 2);
    for (const auto& [c, shown] : beyond) {
      const int more = shown / 2 - (c < kinds ? known[c] : 0) / 2;
      if (more > 0) pairs.add(order.level_of(c), more);
    }
    return pairs;
  });
}

Strength lead_strength(const Lead& lead, const CardOrder& order, ThrowWinner by) {
  Strength s{lead.group == order.trump && order.trump >= 0, 0};
  int top_class = 0;
  for (const Unit& u : lead.units) top_class = std::max(top_class, unit_class(u));
  bool first = true;
  for (const Unit& u : lead.units)
    if ((by == ThrowWinner::highest_card || unit_class(u) == top_class) &&
        (first || u.top > s.level)) {
      s.level = u.top;
      first = false;
    }
  return s;
}

std::optional<Strength> beating_strength(const Lead& lead, std::span<const PieceId> play,
                                         const CardOrder& order, ThrowWinner by) {
  if (static_cast<int>(play.size()) != lead.cards()) return std::nullopt;
  const int g = common_group(play, order);
  const bool trumps = order.trump >= 0 && g == order.trump;
  if (g != lead.group && !trumps) return std::nullopt;
  // Trumps beat every unit of a side-suit lead; in the led group each unit must be higher.
  const bool must_outrank = g == lead.group;
  if (lead.units.size() == 1)
    return unit_strength(lead.units.front(), play, order, trumps, must_outrank);
  return throw_strength(slots_of(lead), play, order, trumps, must_outrank, by);
}

bool beats_unit_by_unit(const Lead& lead, std::span<const PieceId> play,
                        std::span<const PieceId> best, const CardOrder& order) {
  const int g = common_group(play, order);
  const int best_group = common_group(best, order);
  const bool trumps = order.trump >= 0 && g == order.trump;
  if (trumps && best_group != order.trump) return true;
  if (g != best_group) return false;
  const Slots theirs = strongest_split(slots_of(lead), best, order);
  return throw_strength(theirs, play, order, trumps, true, ThrowWinner::top_class).has_value();
}

std::vector<std::size_t> challengeable(const Lead& lead, std::span<const PieceId> cards,
                                       const CardOrder& order) {
  int high = -1;  // the highest single of the led group
  for (PieceId c : cards)
    if (order.group_of(c) == lead.group) high = std::max(high, order.level_of(c));
  const Runs runs = LevelBag::pairs(cards, order, lead.group).runs();
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < lead.units.size(); ++i) {
    const Unit& u = lead.units[i];
    bool beaten = false;
    if (u.pairs == 0) {
      beaten = high > u.top;
    } else {
      // A run of at least the unit's length whose top is higher holds a higher unit of it.
      for (const auto& [top, length] : runs) beaten = beaten || (length >= u.pairs && top > u.top);
    }
    if (beaten) out.push_back(i);
  }
  return out;
}

}  // namespace paipu::trick
