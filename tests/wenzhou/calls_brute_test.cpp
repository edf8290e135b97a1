// 温州麻雀's call review on generated hands against the brute force (tests/support/call_brute.hpp):
// the hand read here from the game's own state, 財神 (the indicator's kind) as wilds and 白 as the
// indicator's kind, 4 copies a kind, the three-財神 shape counted while enough are unseen.
#include <gtest/gtest.h>

#include "../support/call_brute.hpp"
#include "hand.hpp"
#include "value.hpp"
#include "wenzhou.hpp"

namespace {

using namespace paipu;
using namespace paipu::wenzhou;

mjtest::SeatReading read(const HandState& state, int s) {
  const Round& r = dynamic_cast<const WenzhouHand&>(state).round();
  const Wilds w = r.wilds();
  mjtest::SeatReading v;
  v.rules.shapes = win_rules(w);
  v.limit_wilds = true;
  for (Kind k = 0; k < mahjong::kKinds; ++k) {
    if (w.is_caishen(k))
      v.wilds += 4;
    else
      mahjong::add(v.naturals, w.face(k), 4);
  }
  for (Kind k = 0; k < mahjong::kKinds; ++k)
    if (v.naturals[k] == 0) v.rules.absent.insert(k);
  const mahjong::Counts held = r.seat(s).hand.known();
  for (Kind k = 0; k < mahjong::kKinds; ++k) {
    if (w.is_caishen(k))
      v.hand.wilds += held[k];
    else
      mahjong::add(v.hand.concealed, w.face(k), held[k]);
  }
  v.hand.melds = static_cast<int>(r.seat(s).melds.size());
  v.piece = [w](PieceId p, bool& wild) {
    const auto k = static_cast<Kind>(p);
    wild = p < mahjong::kKinds && w.is_caishen(k);
    return p < mahjong::kKinds ? w.face(k) : mahjong::kNoKind;
  };
  return v;
}

TEST(CallsAgainstBruteForce, Wenzhou) {
  const mjtest::CallTally tally = mjtest::check_generated_hands(
      60, 3600,
      [](int n) {
        return std::make_unique<WenzhouHand>(Rules{}, DealerState{n % 4, 1},
                                             std::vector<long long>(4, 0));
      },
      read, "温州麻雀");
  EXPECT_GT(tally.calls, 600 / mjtest::kHandsDivisor);
  EXPECT_GT(tally.kans, 10 / mjtest::kHandsDivisor);
}

}  // namespace
