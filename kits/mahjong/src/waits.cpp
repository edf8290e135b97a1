#include "paipu/mahjong/waits.hpp"

namespace paipu::mahjong {
namespace {

// Calls `found` with each tile that completes the hand (kNoKind for a wild) until it returns
// false. The hand is changed in place and restored: no copy per candidate.
template <class Found>
void each_wait(const Hand& hand, const WinRules& rules, const WaitOptions& options, Found found) {
  if (hand.tiles() + 1 != rules.complete_size(hand.melds)) return;
  Hand h = hand;
  for (Kind k = 0; k < kKinds; ++k) {
    if (options.limits) {
      const int held = h.concealed[k] + (options.melded ? (*options.melded)[k] : 0);
      if (held >= (*options.limits)[k]) continue;
    }
    add(h.concealed, k);
    const bool complete = is_complete(h, rules);
    add(h.concealed, k, -1);
    if (complete && !found(k)) return;
  }
  if (!rules.has_wilds() || (options.wild_copies >= 0 && h.wilds >= options.wild_copies)) return;
  ++h.wilds;
  if (is_complete(h, rules)) found(kNoKind);
}

}  // namespace

Waits waits(const Hand& hand, const WinRules& rules, const WaitOptions& options) {
  Waits w;
  each_wait(hand, rules, options, [&](Kind k) {
    if (k == kNoKind)
      w.wild = true;
    else
      w.kinds.insert(k);
    return true;
  });
  return w;
}

bool is_ready(const Hand& hand, const WinRules& rules, const WaitOptions& options) {
  bool ready = false;
  each_wait(hand, rules, options, [&](Kind) {
    ready = true;
    return false;
  });
  return ready;
}

bool furiten(const Waits& waits, const KindSet& refused, bool wild_refused) {
  return waits.kinds.intersects(refused) || (wild_refused && waits.wild);
}

bool furiten(const Waits& waits, std::span<const Kind> refused) {
  KindSet set;
  for (Kind k : refused)
    if (k < kKinds) set.insert(k);
  return furiten(waits, set);
}

bool kan_keeps_wait(const Hand& tenpai, WinningTile drawn, ConcealedKan kan, const WinRules& rules,
                    const WaitOptions& options, KanRule rule) {
  if (kan.kind >= kKinds) return false;
  Hand after = tenpai;
  if (drawn.wild)
    ++after.wilds;
  else if (drawn.kind < kKinds)
    add(after.concealed, drawn.kind);
  if (after.concealed[kan.kind] < kan.copies()) return false;
  add(after.concealed, kan.kind, -kan.copies());
  if (!kan.onto_kan) ++after.melds;
  // The kan's copies are still the player's, in a meld now.
  Counts melded = options.melded ? *options.melded : Counts{};
  add(melded, kan.kind, kan.copies());
  WaitOptions later = options;
  later.melded = &melded;

  const Waits before = waits(tenpai, rules, options);
  if (before != waits(after, rules, later)) return false;
  if (rule == KanRule::same_waits) return true;
  if (drawn.wild || drawn.kind != kan.kind) return false;
  // A copy added to a kan is the drawn tile itself: no reading held it.
  if (kan.onto_kan) return true;
  // Every reading of every completed hand must hold the kind as a natural triplet, which the kan
  // then takes whole.
  bool kept = true;
  auto check = [&](const Hand& complete) {
    visit_decompositions(complete, rules, [&](const Decomposition& d) {
      bool triplet = false;
      for (const Group& g : d)
        triplet = triplet || (g.type == GroupType::triplet && g.kind == kan.kind && g.wild == 0);
      kept = triplet;
      return kept;
    });
  };
  for (Kind w : before.kinds) {
    Hand complete = tenpai;
    add(complete.concealed, w);
    check(complete);
    if (!kept) return false;
  }
  if (before.wild) {
    Hand complete = tenpai;
    ++complete.wilds;
    check(complete);
  }
  return kept;
}

}  // namespace paipu::mahjong
