// How a generated 三打哈 hand is played (`paipu generate`'s natural policy). A uniform pick among
// the legal moves almost always leads a throw, because a hand of 21 holds thousands of sets of one
// suit and only a few pairs; its hands would hold no tractor lead and few pairs. This plays roughly
// as people do: bids in the usual range, trumps in the longest suit, low side cards buried, one
// unit led (the widest shape most often) and now and then a throw, and a follower who can
// challenge a throw mostly does. Every move it makes is one of the legal moves; where a phase has
// one obvious move (the kitty line, a re-lead) the host's uniform pick is left to choose.
#include <algorithm>
#include <array>
#include <functional>
#include <numeric>

#include "hand.hpp"
#include "sandaha.hpp"

namespace paipu::sandaha {

namespace {

using Rng = std::mt19937_64;

bool chance(Rng& rng, double p) {
  return std::bernoulli_distribution(p)(rng);
}

int between(Rng& rng, int lo, int hi) {
  return std::uniform_int_distribution<int>(lo, hi)(rng);
}

// The chance of each choice (kP…): a player's habits, not rules.
constexpr double kPOpeningPass = 0.3;  // a first call that passes
constexpr double kPLaterPass = 0.6;    // a call after a bid that passes
constexpr double kPSurrender = 0.04;   // a declarer who gives up after seeing the kitty
constexpr double kPNoTrump = 0.1;      // a declarer who plays no-trump when the rules allow it
constexpr double kPThrow = 0.2;        // a lead of several units
constexpr double kPWidestUnit = 0.6;   // a one-unit lead that is the hand's widest in its group
constexpr double kPChallenge = 0.75;   // a follower who can challenge and does
constexpr int kBuryNoise = 6;          // levels of randomness in what a declarer buries

// The k-th move `visit_moves` lists, for k drawn uniformly; false when it lists none.
bool draw_visited(
    Rng& rng, Event& out,
    const std::function<bool(const std::function<bool(const Event&)>&)>& visit_moves) {
  std::size_t n = 0;
  visit_moves([&](const Event&) { return ++n, true; });
  if (n == 0) return false;
  std::size_t k = std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
  visit_moves([&](const Event& e) {
    if (k-- != 0) return true;
    out = e;
    return false;
  });
  return true;
}

}  // namespace

bool SandahaHand::sample_move(Rng& rng, Event& out) const {
  switch (round_.phase()) {
    case Phase::deal:
    case Phase::auction:
      return sample_call(rng, out);
    case Phase::kitty:
      return sample_kitty_move(rng, out);
    case Phase::play:
      if (!round_.relead().empty()) return false;
      return round_.current_lead() ? sample_follow(rng, out) : sample_lead(rng, out);
    case Phase::over:
      return false;
  }
  return false;
}

// Opening bids mostly between 60 and 80; each later bid undercuts by one or two steps.
bool SandahaHand::sample_call(Rng& rng, Event& out) const {
  const Auction a = round_.calls();
  const AuctionRules& rules = round_.rules().auction;
  const int seat = a.to_call();
  if (seat < 0) return false;
  const bool opened = a.lowest_bid() > 0;
  if (a.may_pass() && chance(rng, opened ? kPLaterPass : kPOpeningPass)) {
    out = seat_event(seat, kPass);
    return true;
  }
  const int top = opened ? a.lowest_bid() - rules.step * between(rng, 1, 2)
                         : rules.highest - rules.step * between(rng, 0, 4);
  for (int bid = top; bid >= rules.lowest; bid -= rules.step)
    if (a.may_bid(bid)) {
      out = seat_event(seat, kBid);
      out.numbers = {bid};
      return true;
    }
  if (!a.may_pass()) return false;
  out = seat_event(seat, kPass);
  return true;
}

// After the pick-up: trumps in the longest suit, then the bury of the weakest side cards, points
// kept where the hand allows; now and then a surrender before the first lead.
bool SandahaHand::sample_kitty_move(Rng& rng, Event& out) const {
  if (!round_.kitty_taken()) return false;
  const int d = round_.auction().declarer();
  const std::vector<PieceId> hand = round_.hands().known(d);
  if (!round_.trump_named()) {
    out = seat_event(d, kTrump);
    if (round_.rules().no_trump && chance(rng, kPNoTrump)) {
      out.words = {"NT"};
      return true;
    }
    std::array<int, kSuits> length{};
    for (PieceId c : hand)
      if (!permanent_trump(c)) ++length[static_cast<std::size_t>(suit_of(c))];
    std::array<int, kSuits> suits{};
    std::iota(suits.begin(), suits.end(), 0);
    std::shuffle(suits.begin(), suits.end(), rng);  // ties to any of them
    const int best = *std::max_element(suits.begin(), suits.end(), [&](int x, int y) {
      return length[static_cast<std::size_t>(x)] < length[static_cast<std::size_t>(y)];
    });
    out.words = {suit_letter(static_cast<Suit>(best))};
    return true;
  }
  if (round_.buried()) {
    // Trumps named and the kitty buried: the last moment to give up, else the first lead.
    if (!chance(rng, kPSurrender)) return sample_lead(rng, out);
    out = seat_event(d, kSurrender);
    return true;
  }
  const int n = round_.layout().kitty;
  if (static_cast<int>(hand.size()) < n) return false;
  const trick::CardOrder& order = round_.order();
  std::vector<std::pair<int, PieceId>> cost;
  for (PieceId c : hand)
    cost.emplace_back((order.is_trump(c) ? 100 : 0) + (points(c) > 0 ? 20 : 0) + order.level_of(c) +
                          between(rng, 0, kBuryNoise),
                      c);
  std::sort(cost.begin(), cost.end());
  std::vector<PieceId> bury;
  for (int i = 0; i < n; ++i) bury.push_back(cost[static_cast<std::size_t>(i)].second);
  std::sort(bury.begin(), bury.end());
  out = seat_event(d, kBury, std::move(bury));
  return true;
}

// A group drawn in proportion to the cards held in it; then one unit (the widest most often) or a
// throw of two or three of the group's units.
bool SandahaHand::sample_lead(Rng& rng, Event& out) const {
  const int s = round_.to_move();
  const std::vector<PieceId> hand = round_.hands().known(s);
  if (hand.empty()) return false;
  const trick::CardOrder& order = round_.order();
  const int g =
      order.group_of(hand[std::uniform_int_distribution<std::size_t>(0, hand.size() - 1)(rng)]);
  std::vector<PieceId> group;
  for (PieceId c : hand)
    if (order.group_of(c) == g) group.push_back(c);
  std::vector<trick::Unit> units = trick::split_units(group, order);
  std::vector<PieceId> lead;
  if (units.size() >= 2 && chance(rng, kPThrow)) {
    std::shuffle(units.begin(), units.end(), rng);
    const int k = between(rng, 2, std::min<int>(3, static_cast<int>(units.size())));
    for (int i = 0; i < k; ++i) {
      const auto& cards = units[static_cast<std::size_t>(i)].cards;
      lead.insert(lead.end(), cards.begin(), cards.end());
    }
  }
  // A throw the rules forbid becomes one of its units.
  if (!lead.empty() && !round_.may_throw(s, g, lead.size())) lead = units.front().cards;
  if (lead.empty()) {
    // split_units puts the longest tractors first, then pairs, then singles.
    const std::size_t u = chance(rng, kPWidestUnit) ? 0
                                                    : std::uniform_int_distribution<std::size_t>(
                                                          0, units.size() - 1)(rng);
    lead = units[u].cards;
  }
  std::sort(lead.begin(), lead.end());
  out = seat_event(s, kPlay, std::move(lead));
  return true;
}

// A challenge when one is legal and the follower takes it; otherwise a legal follow. A follower
// short of the led group plays all of it and makes up the count from the rest of the hand: that
// rest is drawn at random (listing every way to make it up can take 10^5 sets), else the follows
// are listed.
bool SandahaHand::sample_follow(Rng& rng, Event& out) const {
  const auto challenges = [&](const auto& visit) { return visit_challenges(visit); };
  const auto follows = [&](const auto& visit) { return visit_follows(visit); };
  if (chance(rng, kPChallenge) && draw_visited(rng, out, challenges)) return true;
  const int s = round_.to_move();
  const trick::Lead& lead = *round_.current_lead();
  std::vector<PieceId> play;
  std::vector<PieceId> other;
  for (PieceId c : round_.hands().known(s))
    (round_.order().group_of(c) == lead.group ? play : other).push_back(c);
  const int short_by = lead.cards() - static_cast<int>(play.size());
  if (short_by > 0 && short_by <= static_cast<int>(other.size())) {
    std::shuffle(other.begin(), other.end(), rng);
    play.insert(play.end(), other.begin(), other.begin() + short_by);
    std::sort(play.begin(), play.end());
    if (follow_allowed(round_.hands().known(s), play)) {
      out = seat_event(s, kPlay, std::move(play));
      return true;
    }
  }
  return draw_visited(rng, out, follows) || draw_visited(rng, out, challenges);
}

}  // namespace paipu::sandaha
