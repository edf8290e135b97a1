// An independent, slow completeness check for the cross-checks of brute_test.cpp. It shares no
// code with the kit's search: it takes the lowest natural tile and tries every group that can
// hold it with every choice of natural or wild for each other tile (no "naturals first", no order
// on the groups), so it lists each decomposition many times over; and it can list them as sorted
// group texts, to compare with visit_decompositions. wild_assignment_complete() goes further from
// the kit: it tries every assignment of the wilds to kinds and checks the hand without wilds.
#pragma once

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "paipu/mahjong.hpp"

namespace mjtest {

using namespace paipu::mahjong;

class Brute {
 public:
  explicit Brute(const WinRules& rules) : r_(rules) {}

  bool complete(const Hand& h) {
    found_ = 0;
    collect_ = false;
    run(h);
    return found_ > 0;
  }

  // Every decomposition as a sorted list of group texts, each once.
  std::set<std::string> decompositions(const Hand& h) {
    found_ = 0;
    collect_ = true;
    seen_.clear();
    run(h);
    return seen_;
  }

 private:
  void run(const Hand& h) {
    if (h.tiles() != r_.complete_size(h.melds)) return;
    if (r_.wilds_win > 0 && h.wilds >= r_.wilds_win) note({"wilds_win"});
    Counts c = h.concealed;
    std::vector<std::string> groups;
    if (r_.standard) standard(c, h.wilds, r_.melds - h.melds, 1, groups);
    if (h.melds == 0 && r_.all_pairs) {
      const int size = r_.complete_size(0);
      KindSet used;
      pairs(c, h.wilds, size / 2, size % 2, used, groups);
    }
    if (h.melds == 0 && total(r_.orphans) > 0) orphans(h);
  }

  bool done() const { return !collect_ && found_ > 0; }

  void note(std::vector<std::string> groups) {
    ++found_;
    if (!collect_) return;
    std::sort(groups.begin(), groups.end());
    std::string all;
    for (const auto& g : groups) all += g + " ";
    seen_.insert(all);
  }

  static std::string kind_name(Kind k) { return std::to_string(k); }

  // Pairs and triplets are written with their count of wilds; sequences with each tile marked.
  void standard(Counts& c, int w, int melds, int pair, std::vector<std::string>& g) {
    if (done()) return;
    int k = 0;
    while (k < kKinds && c[k] == 0) ++k;
    if (k == kKinds) {
      if (w != 3 * melds + 2 * pair) return;
      std::vector<std::string> all = g;
      for (int i = 0; i < melds; ++i) all.push_back("M*");
      if (pair) all.push_back("P*");
      note(all);
      return;
    }
    const auto kind = static_cast<Kind>(k);
    --c[k];
    auto with = [&](const std::string& text, auto&& body) {
      g.push_back(text);
      body();
      g.pop_back();
    };
    if (pair) {
      if (c[k] > 0) {
        --c[k];
        with("P" + kind_name(kind) + "w0", [&] { standard(c, w, melds, 0, g); });
        ++c[k];
      }
      if (w > 0 && r_.wild_can_be(kind))
        with("P" + kind_name(kind) + "w1", [&] { standard(c, w - 1, melds, 0, g); });
    }
    if (melds > 0) {
      for (int nat = 0; nat <= 2; ++nat) {
        const int wild = 2 - nat;
        if (c[k] < nat || w < wild || (wild > 0 && !r_.wild_can_be(kind))) continue;
        c[k] = static_cast<std::uint8_t>(c[k] - nat);
        with("T" + kind_name(kind) + "w" + std::to_string(wild),
             [&] { standard(c, w - wild, melds - 1, pair, g); });
        c[k] = static_cast<std::uint8_t>(c[k] + nat);
      }
      if (is_suited(kind)) {
        for (int s = k - 2; s <= k; ++s) {
          if (s < 0 || s / 9 != k / 9 || s % 9 > 6) continue;
          // Each other position: natural (1) or wild (0); below k only wilds (no naturals left).
          for (int choice = 0; choice < 4; ++choice) {
            int others[2], n = 0, wild = 0;
            std::string text = "S";
            bool ok = true;
            int bit = 0;
            for (int i = s; i < s + 3; ++i) {
              if (i == k) {
                text += kind_name(static_cast<Kind>(i)) + "n";
                continue;
              }
              const bool natural = ((choice >> bit++) & 1) != 0;
              if (natural && (i < k || c[i] == 0)) ok = false;
              if (!natural && !r_.wild_can_be(static_cast<Kind>(i))) ok = false;
              if (natural) others[n++] = i;
              wild += natural ? 0 : 1;
              text += kind_name(static_cast<Kind>(i)) + (natural ? "n" : "w");
            }
            if (!ok || wild > w) continue;
            for (int i = 0; i < n; ++i) --c[others[i]];
            with(text, [&] { standard(c, w - wild, melds - 1, pair, g); });
            for (int i = 0; i < n; ++i) ++c[others[i]];
          }
        }
      }
    }
    ++c[k];
  }

  void pairs(Counts& c, int w, int pairs_left, int odd, KindSet& used,
             std::vector<std::string>& g) {
    if (done()) return;
    int k = 0;
    while (k < kKinds && c[k] == 0) ++k;
    if (k == kKinds) {
      if (w != 2 * pairs_left + odd) return;
      if (r_.distinct_pairs) {
        int open = 0;
        for (Kind x = 0; x < kKinds; ++x) open += !used.contains(x) && r_.wild_can_be(x);
        if (open < pairs_left) return;
      }
      std::vector<std::string> all = g;
      for (int i = 0; i < pairs_left; ++i) all.push_back("P*");
      if (odd) all.push_back("O*");
      note(all);
      return;
    }
    const auto kind = static_cast<Kind>(k);
    const bool free_kind = !(r_.distinct_pairs && used.contains(kind));
    --c[k];
    auto with = [&](const std::string& text, auto&& body) {
      g.push_back(text);
      body();
      g.pop_back();
    };
    if (pairs_left > 0 && free_kind && c[k] > 0) {
      --c[k];
      const bool had = used.contains(kind);
      used.insert(kind);
      with("P" + kind_name(kind) + "w0", [&] { pairs(c, w, pairs_left - 1, odd, used, g); });
      if (!had) used.erase(kind);
      ++c[k];
    }
    if (pairs_left > 0 && free_kind && w > 0 && r_.wild_can_be(kind)) {
      const bool had = used.contains(kind);
      used.insert(kind);
      with("P" + kind_name(kind) + "w1", [&] { pairs(c, w - 1, pairs_left - 1, odd, used, g); });
      if (!had) used.erase(kind);
    }
    if (odd > 0) with("O" + kind_name(kind), [&] { pairs(c, w, pairs_left, 0, used, g); });
    ++c[k];
  }

  void orphans(const Hand& h) {
    for (Kind x = 0; x < kKinds; ++x) {
      if (r_.orphans[x] == 0) continue;
      int missing = 0;
      bool ok = true;
      for (Kind k = 0; k < kKinds; ++k) {
        const int want = r_.orphans[k] + (k == x ? 1 : 0);
        if (h.concealed[k] > want) ok = false;
        if (h.concealed[k] < want) {
          missing += want - h.concealed[k];
          if (!r_.wild_can_be(k)) ok = false;
        }
      }
      if (ok && missing == h.wilds) note({"K" + kind_name(x) + "w" + std::to_string(missing)});
    }
  }

  const WinRules& r_;
  int found_ = 0;
  bool collect_ = false;
  std::set<std::string> seen_;
};

// Every assignment of the hand's wilds to kinds they may be (a multiset, kinds in increasing
// order), each checked as a hand without wilds. Slow: for hands of at most 3 wilds.
inline bool wild_assignment_complete(const Hand& h, const WinRules& rules) {
  if (h.tiles() != rules.complete_size(h.melds)) return false;
  if (rules.wilds_win > 0 && h.wilds >= rules.wilds_win) return true;
  Brute brute(rules);
  Hand plain = h;
  plain.wilds = 0;
  std::function<bool(int, Kind)> assign = [&](int left, Kind from) {
    if (left == 0) return brute.complete(plain);
    for (Kind k = from; k < kKinds; ++k) {
      if (!rules.wild_can_be(k)) continue;
      add(plain.concealed, k);
      const bool ok = assign(left - 1, k);
      add(plain.concealed, k, -1);
      if (ok) return true;
    }
    return false;
  };
  return assign(h.wilds, 0);
}

}  // namespace mjtest
