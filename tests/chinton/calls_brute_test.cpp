// 清一色東天紅's call review on generated hands against the brute force
// (tests/support/call_brute.hpp): the hand read here from the game's own state, 8 copies of each
// tile of the wall's suit, every 白 a wild for the honours, the ガリ outside all shapes but
// 国士無双.
#include <gtest/gtest.h>

#include "../support/call_brute.hpp"
#include "hand.hpp"
#include "tiles.hpp"
#include "value.hpp"

namespace {

using namespace paipu;
using namespace paipu::chinton;

mjtest::SeatReading read(const HandState& state, int s) {
  const Round& r = dynamic_cast<const ChintonHand&>(state).round();
  const mahjong::Suit suit = *r.wall_suit();
  mjtest::SeatReading v;
  v.rules.shapes = win_rules(r.rules(), suit);
  v.naturals = mahjong::flush_wall_limits(suit);
  v.wilds = v.naturals[mahjong::kWhite];
  v.naturals[mahjong::kWhite] = 0;
  for (Kind k = 0; k < mahjong::kKinds; ++k) {
    if (v.naturals[k] == 0) v.rules.absent.insert(k);
    if (is_gari(k)) v.rules.outside.insert(k);
  }
  mahjong::Counts held = r.seat(s).hand.known();
  v.hand.wilds = held[mahjong::kWhite];
  held[mahjong::kWhite] = 0;
  v.hand.concealed = held;
  v.hand.melds = static_cast<int>(r.seat(s).melds.size());
  v.piece = [](PieceId p, bool& wild) {
    const mahjong::Tile t = tile_of(p);
    wild = t.kind == mahjong::kWhite;
    return t.kind;
  };
  return v;
}

TEST(CallsAgainstBruteForce, Chinton) {
  const mjtest::CallTally tally = mjtest::check_generated_hands(
      160, 3600,
      [](int n) {
        HandSetup setup;
        setup.dealer.seat = n % kSeats;
        return std::make_unique<ChintonHand>(Rules{}, setup);
      },
      read, "清一色東天紅");
  EXPECT_GT(tally.calls, 150 / mjtest::kHandsDivisor);
  EXPECT_GT(tally.kans, 20 / mjtest::kHandsDivisor);
}

}  // namespace
