#include <algorithm>
#include <functional>
#include <map>

#include "paipu/trick/shapes.hpp"

namespace paipu::trick {

namespace {

// The pairs among some cards, by level: how many pairs stand at each level. Pairs at one level
// (two side-suit 7 pairs) are interchangeable for shapes and strength.
class PairLevels {
 public:
  PairLevels(std::span<const PieceId> cards, const CardOrder& order) {
    std::map<PieceId, int> copies;
    for (PieceId c : cards) ++copies[c];
    for (const auto& [card, n] : copies)
      if (n >= 2) at_[order.level_of(card)] += n / 2;
  }

  int total() const {
    int n = 0;
    for (const auto& [level, k] : at_) n += k;
    return n;
  }

  // Maximal runs of consecutive levels that hold a pair: {top level, length}.
  std::vector<std::pair<int, int>> runs() const {
    std::vector<std::pair<int, int>> out;
    for (auto it = at_.rbegin(); it != at_.rend(); ++it) {
      if (it->second == 0) continue;
      if (!out.empty() && out.back().first - out.back().second == it->first)
        ++out.back().second;
      else
        out.push_back({it->first, 1});
    }
    return out;
  }

  bool holds_run(int top, int length) const {
    for (int l = top; l > top - length; --l)
      if (count(l) == 0) return false;
    return true;
  }
  void take_run(int top, int length, int delta = -1) {
    for (int l = top; l > top - length; --l) at_[l] += delta;
  }
  int count(int level) const {
    const auto it = at_.find(level);
    return it == at_.end() ? 0 : it->second;
  }
  // Every level with a pair, once per pair, highest first.
  std::vector<int> levels() const {
    std::vector<int> out;
    for (auto it = at_.rbegin(); it != at_.rend(); ++it)
      out.insert(out.end(), it->second, it->first);
    return out;
  }

 private:
  std::map<int, int> at_;
};

bool higher_level(const CardOrder& order, PieceId a, PieceId b) {
  return order.level_of(a) > order.level_of(b);
}

int unit_class(const Unit& u) {
  return std::min(u.pairs, 2);  // 2: tractor, 1: pair, 0: single
}

// The lead's units as the slots a beating play must fill.
struct Slots {
  std::vector<std::pair<int, int>> tractors;  // {length, top}, longest first
  std::vector<int> pairs, singles;            // tops, highest first
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

// Whether each of `mine` (highest first) beats the one of `theirs` (highest first) at its place:
// the pairing under which all can beat, if any can.
bool all_beat(std::vector<int> mine, const std::vector<int>& theirs) {
  std::sort(mine.begin(), mine.end(), std::greater<>());
  for (std::size_t i = 0; i < theirs.size(); ++i)
    if (i >= mine.size() || mine[i] <= theirs[i]) return false;
  return true;
}

// Whether the play's tractors (by slot) beat the lead's: tractors of one length may stand against
// each other in any order.
bool tractors_beat(const Slots& slots, const std::vector<int>& tops) {
  for (std::size_t i = 0; i < slots.tractors.size(); ++i) {
    const int length = slots.tractors[i].first;
    if (i > 0 && slots.tractors[i - 1].first == length) continue;
    std::vector<int> mine, theirs;
    for (std::size_t j = i; j < slots.tractors.size() && slots.tractors[j].first == length; ++j) {
      mine.push_back(tops[j]);
      theirs.push_back(slots.tractors[j].second);
    }
    if (!all_beat(mine, theirs)) return false;
  }
  return true;
}

// Tries every way to cut the lead's tractors, then its pairs, out of a play's pairs; calls `done`
// with the tops of the play's tractors (by slot), pairs and singles for each complete split.
class SplitSearch {
 public:
  using Done = std::function<void(const std::vector<int>& tractors, const std::vector<int>& pairs,
                                  const std::vector<int>& singles)>;
  SplitSearch(const Slots& slots, PairLevels pairs, std::vector<int> card_levels, Done done)
      : slots_(slots),
        pairs_(std::move(pairs)),
        cards_(std::move(card_levels)),
        done_(std::move(done)) {}

  void run() { tractor(0); }

 private:
  void tractor(std::size_t slot) {
    if (slot == slots_.tractors.size()) return pick_pairs();
    const int length = slots_.tractors[slot].first;
    for (const auto& [top, run_length] : pairs_.runs())
      for (int t = top; t - length + 1 >= top - run_length + 1; --t) {
        pairs_.take_run(t, length);
        tractor_tops_.push_back(t);
        remove_cards(t, length);
        tractor(slot + 1);
        restore_cards(t, length);
        tractor_tops_.pop_back();
        pairs_.take_run(t, length, +1);
      }
  }

  void pick_pairs() {
    const std::vector<int> levels = pairs_.levels();
    const std::size_t want = slots_.pairs.size();
    if (levels.size() < want) return;
    // Choose `want` of the pair levels; the rest of the cards are singles.
    std::vector<bool> chosen(levels.size(), false);
    std::fill(chosen.begin(), chosen.begin() + static_cast<std::ptrdiff_t>(want), true);
    do {
      std::vector<int> pair_tops, singles = cards_;
      for (std::size_t i = 0; i < levels.size(); ++i) {
        if (!chosen[i]) continue;
        pair_tops.push_back(levels[i]);
        for (int k = 0; k < 2; ++k)
          singles.erase(std::find(singles.begin(), singles.end(), levels[i]));
      }
      done_(tractor_tops_, pair_tops, singles);
    } while (std::prev_permutation(chosen.begin(), chosen.end()));
  }

  void remove_cards(int top, int length) {
    for (int l = top; l > top - length; --l)
      for (int k = 0; k < 2; ++k) cards_.erase(std::find(cards_.begin(), cards_.end(), l));
  }
  void restore_cards(int top, int length) {
    for (int l = top; l > top - length; --l) cards_.insert(cards_.end(), 2, l);
  }

  const Slots& slots_;
  PairLevels pairs_;
  std::vector<int> cards_;  // levels of the cards not yet in a tractor
  std::vector<int> tractor_tops_;
  Done done_;
};

}  // namespace

int common_group(std::span<const PieceId> cards, const CardOrder& order) {
  if (cards.empty()) return -1;
  const int g = order.group_of(cards.front());
  for (PieceId c : cards)
    if (order.group_of(c) != g) return -1;
  return g;
}

std::vector<Unit> split_units(std::span<const PieceId> cards, const CardOrder& order) {
  std::vector<PieceId> rest(cards.begin(), cards.end());
  std::sort(rest.begin(), rest.end(),
            [&](PieceId a, PieceId b) { return higher_level(order, a, b); });
  // Takes one pair at `level` out of `rest`.
  auto take_pair = [&](int level, Unit& u) {
    for (std::size_t i = 0; i + 1 < rest.size(); ++i)
      if (order.level_of(rest[i]) == level) {
        const auto twin =
            std::find(rest.begin() + static_cast<std::ptrdiff_t>(i) + 1, rest.end(), rest[i]);
        if (twin == rest.end()) continue;
        u.cards.push_back(rest[i]);
        u.cards.push_back(rest[i]);
        rest.erase(twin);
        rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        return;
      }
  };
  std::vector<Unit> units;
  for (;;) {
    const auto runs = PairLevels(rest, order).runs();
    const auto longest = std::max_element(
        runs.begin(), runs.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
    if (longest == runs.end()) break;
    const int pairs = longest->second == 1 ? 1 : longest->second;
    Unit u;
    u.pairs = pairs;
    u.top = longest->first;
    for (int l = longest->first; l > longest->first - pairs; --l) take_pair(l, u);
    units.push_back(std::move(u));
  }
  for (PieceId c : rest) units.push_back(Unit{0, order.level_of(c), {c}});
  // Tractors longest first, then pairs, then singles; each class strongest first.
  std::stable_sort(units.begin(), units.end(), [](const Unit& a, const Unit& b) {
    return a.pairs != b.pairs ? a.pairs > b.pairs : a.top > b.top;
  });
  return units;
}

int Lead::cards() const {
  int n = 0;
  for (const Unit& u : units) n += u.size();
  return n;
}

std::optional<Lead> make_lead(std::span<const PieceId> cards, const CardOrder& order) {
  const int g = common_group(cards, order);
  if (g < 0) return std::nullopt;
  return Lead{g, split_units(cards, order)};
}

std::vector<int> shape_fill(const Lead& lead, std::span<const PieceId> cards,
                            const CardOrder& order, const ShapeRule& rule) {
  PairLevels pairs(cards, order);
  int capacity = 0;
  std::vector<int> slots;
  for (const Unit& u : lead.units) {
    capacity += u.pairs;
    if (u.pairs >= 2) slots.push_back(u.pairs);
  }
  std::vector<int> fill;
  if (rule.tractors) {
    for (int k : slots) {
      // The shortest run that fills the slot, else the longest one: what is left serves the
      // slots after it best.
      std::optional<std::pair<int, int>> pick;
      for (const auto& run : pairs.runs()) {
        if (run.second < 2) continue;
        const bool fits = run.second >= k;
        if (!pick || (fits && (pick->second < k || run.second < pick->second)) ||
            (!fits && pick->second < k && run.second > pick->second))
          pick = run;
      }
      if (!pick) {
        fill.push_back(0);
        continue;
      }
      const int taken = std::min(k, pick->second);
      pairs.take_run(pick->first, taken);
      fill.push_back(taken < k && !rule.longest_tractor ? 2 : taken);
    }
  }
  fill.push_back(std::min(capacity, PairLevels(cards, order).total()));
  return fill;
}

std::optional<FollowFault> follow_fault(const Lead& lead, std::span<const PieceId> hand,
                                        std::span<const PieceId> play, const CardOrder& order,
                                        const ShapeRule& rule) {
  const int n = lead.cards();
  if (static_cast<int>(play.size()) != n)
    return FollowFault{FollowFault::Kind::count, n, static_cast<int>(play.size()), {}, {}};
  auto in_group = [&](std::span<const PieceId> cards) {
    std::vector<PieceId> out;
    for (PieceId c : cards)
      if (order.group_of(c) == lead.group) out.push_back(c);
    return out;
  };
  const std::vector<PieceId> held = in_group(hand), played = in_group(play);
  const int must = std::min(n, static_cast<int>(held.size()));
  if (static_cast<int>(played.size()) != must)
    return FollowFault{FollowFault::Kind::group, must, static_cast<int>(played.size()), {}, {}};
  if (static_cast<int>(held.size()) <= n) return std::nullopt;  // every card of the group is played
  // Singles ask for no shape.
  if (std::all_of(lead.units.begin(), lead.units.end(), [](const Unit& u) { return u.pairs == 0; }))
    return std::nullopt;
  std::vector<int> could = shape_fill(lead, held, order, rule);
  std::vector<int> made = shape_fill(lead, played, order, rule);
  if (made >= could) return std::nullopt;
  return FollowFault{FollowFault::Kind::shape, must, must, std::move(could), std::move(made)};
}

Strength lead_strength(const Lead& lead, const CardOrder& order) {
  Strength s{lead.group == order.trump && order.trump >= 0, 0};
  int top_class = 0;
  for (const Unit& u : lead.units) top_class = std::max(top_class, unit_class(u));
  bool first = true;
  for (const Unit& u : lead.units)
    if (unit_class(u) == top_class && (first || u.top > s.level)) {
      s.level = u.top;
      first = false;
    }
  return s;
}

std::optional<Strength> beating_strength(const Lead& lead, std::span<const PieceId> play,
                                         const CardOrder& order) {
  if (static_cast<int>(play.size()) != lead.cards()) return std::nullopt;
  const int g = common_group(play, order);
  const bool trumps = order.trump >= 0 && g == order.trump;
  if (g != lead.group && !trumps) return std::nullopt;
  // Trumps beat every unit of a side-suit lead; in the led group each unit must be higher.
  const bool must_outrank = g == lead.group;
  const Slots slots = slots_of(lead);
  std::vector<int> levels;
  for (PieceId c : play) levels.push_back(order.level_of(c));
  std::optional<Strength> best;
  SplitSearch search(
      slots, PairLevels(play, order), levels,
      [&](const std::vector<int>& tractors, const std::vector<int>& pairs,
          const std::vector<int>& singles) {
        if (must_outrank && !(tractors_beat(slots, tractors) && all_beat(pairs, slots.pairs) &&
                              all_beat(singles, slots.singles)))
          return;
        const std::vector<int>& top_units = slots.top_class == 2   ? tractors
                                            : slots.top_class == 1 ? pairs
                                                                   : singles;
        if (top_units.empty()) return;
        const Strength s{trumps, *std::max_element(top_units.begin(), top_units.end())};
        if (!best || *best < s) best = s;
      });
  search.run();
  return best;
}

std::vector<std::size_t> challengeable(const Lead& lead, std::span<const PieceId> cards,
                                       const CardOrder& order) {
  std::vector<PieceId> own;
  for (PieceId c : cards)
    if (order.group_of(c) == lead.group) own.push_back(c);
  const PairLevels pairs(own, order);
  const auto runs = pairs.runs();
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < lead.units.size(); ++i) {
    const Unit& u = lead.units[i];
    bool beaten = false;
    if (u.pairs == 0) {
      for (PieceId c : own) beaten = beaten || order.level_of(c) > u.top;
    } else {
      // A run of at least the unit's length whose top is higher holds a higher unit of it.
      for (const auto& [top, length] : runs) beaten = beaten || (length >= u.pairs && top > u.top);
    }
    if (beaten) out.push_back(i);
  }
  return out;
}

}  // namespace paipu::trick
