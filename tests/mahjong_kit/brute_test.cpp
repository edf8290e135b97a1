// waits() and visit_decompositions() against the independent brute force of brute.hpp, over
// random hands of 13 and 16 tiles with 0..3 wilds, declared melds, and every rule set the tests
// know: any wilds, 清一色東天紅's honour wilds and 8-copy suit, 温州's 17-tile shapes.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "brute.hpp"
#include "hand_text.hpp"
#include "rules.hpp"

namespace {

using namespace mjtest;

// The sanitizer build (Debug, ASan) runs the brute force about 30 times slower: fewer hands there.
#if defined(MJTEST_SANITIZED)
constexpr int kScale = 6;
#else
constexpr int kScale = 1;
#endif

std::string canonical(const Decomposition& d) {
  if (d.shape == Shape::wilds_win) return "wilds_win ";
  std::vector<std::string> groups;
  if (d.shape == Shape::orphans) {
    int wilds = 0;
    Kind pair = kNoKind;
    for (const Group& g : d) {
      wilds += g.wilds();
      if (g.type == GroupType::pair) pair = g.kind;
    }
    return "K" + std::to_string(pair) + "w" + std::to_string(wilds) + " ";
  }
  for (const Group& g : d) {
    const std::string k = std::to_string(g.kind);
    switch (g.type) {
      case GroupType::pair:
        groups.push_back("P" + k + "w" + std::to_string(g.wilds()));
        break;
      case GroupType::triplet:
        groups.push_back("T" + k + "w" + std::to_string(g.wilds()));
        break;
      case GroupType::single:
        groups.push_back("O" + k);
        break;
      case GroupType::free_pair:
        groups.push_back("P*");
        break;
      case GroupType::free_meld:
        groups.push_back("M*");
        break;
      case GroupType::free_single:
        groups.push_back("O*");
        break;
      case GroupType::sequence: {
        std::string s = "S";
        for (int i = 0; i < 3; ++i) s += std::to_string(g.kind_at(i)) + (g.wild_at(i) ? "w" : "n");
        groups.push_back(s);
      }
    }
  }
  std::sort(groups.begin(), groups.end());
  std::string all;
  for (const auto& g : groups) all += g + " ";
  return all;
}

struct Case {
  const char* name;
  WinRules rules;
  CopyLimits limits;
  int max_wilds;
};

std::vector<Case> cases() {
  WinRules any;  // 14 tiles, wilds of any kind, 七対子 with repeats
  any.all_pairs = true;
  any.wild_scope = WildScope::any;
  return {
      {"riichi", riichi(), uniform_limits(), 0},
      {"any-wilds", any, uniform_limits(), 3},
      {"chinton", chinton(Suit::pin), flush_wall_limits(Suit::pin), 3},
      {"wenzhou", wenzhou(kind_of(Suit::sou, 5)), uniform_limits(), 3},
  };
}

// A random hand one tile short: either a complete hand built from random groups, less a tile, or
// tiles drawn at random from the set; then some naturals become wilds, and 0..2 melds are
// declared (taking their tiles away).
Hand random_hand(std::mt19937& rng, const Case& c) {
  auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
  std::vector<Kind> kinds;
  for (Kind k = 0; k < kKinds; ++k)
    if (c.limits[k] > 0) kinds.push_back(k);
  // Most hands keep to a few kinds, where waits are many and shapes overlap.
  if (pick(3) > 0) {
    std::shuffle(kinds.begin(), kinds.end(), rng);
    kinds.resize(static_cast<std::size_t>(6 + pick(6)));
  }
  Hand h;
  h.melds = c.rules.all_pairs && pick(2) == 0 ? 0 : pick(3);
  const int size = c.rules.complete_size(h.melds);
  Counts left = c.limits;
  auto put = [&](Kind k) {
    if (left[k] == 0) return false;
    add(left, k, -1);
    add(h.concealed, k);
    return true;
  };
  if (pick(2) == 0) {
    while (h.tiles() < size) {
      const Kind k = kinds[static_cast<std::size_t>(pick(static_cast<int>(kinds.size())))];
      const int room = size - h.tiles();
      if (room == 2 || pick(4) == 0) {
        if (room >= 2 && left[k] >= 2) put(k), put(k);
      } else if (is_suited(k) && k % 9 <= 6 && pick(2) == 0) {
        if (left[k] && left[k + 1] && left[k + 2])
          put(k), put(static_cast<Kind>(k + 1)), put(static_cast<Kind>(k + 2));
      } else if (left[k] >= 3) {
        put(k), put(k), put(k);
      }
    }
    std::vector<Kind> held;
    for (Kind k = 0; k < kKinds; ++k)
      for (int i = 0; i < h.concealed[k]; ++i) held.push_back(k);
    add(h.concealed, held[static_cast<std::size_t>(pick(static_cast<int>(held.size())))], -1);
  } else {
    while (h.tiles() < size - 1)
      put(kinds[static_cast<std::size_t>(pick(static_cast<int>(kinds.size())))]);
  }
  const int wilds = c.max_wilds > 0 ? pick(c.max_wilds + 1) : 0;
  for (int i = 0; i < wilds; ++i) {
    std::vector<Kind> held;
    for (Kind k = 0; k < kKinds; ++k)
      if (h.concealed[k] > 0) held.push_back(k);
    add(h.concealed, held[static_cast<std::size_t>(pick(static_cast<int>(held.size())))], -1);
    ++h.wilds;
  }
  return h;
}

std::string describe(const Hand& h) {
  std::string out;
  for (Kind k = 0; k < kKinds; ++k)
    for (int i = 0; i < h.concealed[k]; ++i) out += name(k);
  return out + " wilds " + std::to_string(h.wilds) + " melds " + std::to_string(h.melds);
}

TEST(BruteForce, WaitsAndDecompositionsAgree) {
  std::mt19937 rng(20261123);
  const auto start = std::chrono::steady_clock::now();
  int hands = 0, ready = 0, complete_hands = 0;
  for (const Case& c : cases()) {
    Brute brute(c.rules);
    for (int n = 0; n < 750 / kScale; ++n) {
      const Hand h = random_hand(rng, c);
      ++hands;
      Waits expected;
      for (Kind k = 0; k < kKinds; ++k) {
        Hand more = h;
        add(more.concealed, k);
        if (brute.complete(more)) expected.kinds.insert(k);
      }
      Hand with_wild = h;
      ++with_wild.wilds;
      expected.wild = brute.complete(with_wild);
      const Waits got = waits(h, c.rules);
      ASSERT_EQ(text(got), text(expected)) << c.name << ": " << describe(h);
      ready += got.empty() ? 0 : 1;
      // Every decomposition of each completed hand, each once.
      for (Kind k : got.kinds) {
        Hand more = h;
        add(more.concealed, k);
        std::multiset<std::string> listed;
        visit_decompositions(more, c.rules,
                             [&](const Decomposition& d) { listed.insert(canonical(d)); });
        const std::set<std::string> want = brute.decompositions(more);
        ASSERT_EQ(std::set<std::string>(listed.begin(), listed.end()), want)
            << c.name << ": " << describe(more);
        ASSERT_EQ(listed.size(), want.size())
            << "listed twice: " << c.name << ": " << describe(more);
        ++complete_hands;
      }
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("brute force: %d hands (%d ready), %d complete hands' decompositions, %.2f s\n",
              hands, ready, complete_hands, seconds);
  EXPECT_GT(ready, hands / 4);
}

// What a validator pays per discard: the waits of each random hand, timed (printed, not checked:
// the sanitizer build runs this too).
TEST(BruteForce, WaitsSpeed) {
  std::mt19937 rng(99);
  std::vector<std::pair<Hand, const Case*>> hands;
  const std::vector<Case> all = cases();
  for (const Case& c : all)
    for (int n = 0; n < 2000 / kScale; ++n) hands.emplace_back(random_hand(rng, c), &c);
  const auto start = std::chrono::steady_clock::now();
  int found = 0;
  for (const auto& [h, c] : hands) found += waits(h, c->rules, {&c->limits}).kinds.size();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("waits: %zu hands, %.2f us a hand (%d waits)\n", hands.size(),
              1e6 * seconds / static_cast<double>(hands.size()), found);
  EXPECT_GT(found, 0);
}

// The assignment brute force, furthest from the kit: every way to give the wilds kinds, then a
// hand without wilds. Slow, so on fewer hands.
TEST(BruteForce, WaitsAgreeWithEveryWildAssignment) {
  std::mt19937 rng(7);
  int hands = 0;
  for (const Case& c : cases()) {
    if (c.max_wilds == 0) continue;
    for (int n = 0; n < (kScale == 1 ? 45 : 4); ++n) {
      Hand h = random_hand(rng, c);
      if (h.wilds > 2) continue;
      ++hands;
      Waits expected;
      for (Kind k = 0; k < kKinds; ++k) {
        Hand more = h;
        add(more.concealed, k);
        if (wild_assignment_complete(more, c.rules)) expected.kinds.insert(k);
      }
      Hand with_wild = h;
      ++with_wild.wilds;
      expected.wild = wild_assignment_complete(with_wild, c.rules);
      ASSERT_EQ(text(waits(h, c.rules)), text(expected)) << c.name << ": " << describe(h);
    }
  }
  EXPECT_GT(hands, kScale == 1 ? 80 : 4);
}

}  // namespace
